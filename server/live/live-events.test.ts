import { and, eq } from 'drizzle-orm';
import { createParser } from 'eventsource-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEventPaths } from '../../contract/live-events.ts';
import { demo, type TestApi } from '../../tests/support/test-api.ts';
import { startTwoProcesses, type TwoProcesses } from '../../tests/support/two-processes.ts';
import type { App } from '../app.ts';
import { adminUsers, roleRules, roles } from '../db/core.tables.ts';
import { writeInbox } from '../kit/inbox.ts';

// Two API processes on one database, each with its own listening connection (on PostgreSQL: LISTEN
// on a connection of its own; on PGlite: the embedded database's notifications). A call answered by
// the first reaches a stream held by the second.
let processes: TwoProcesses;
let api: TestApi;
let other: App;

beforeAll(async () => {
  processes = await startTwoProcesses();
  ({ api, other } = processes);
}, 60_000);

afterAll(() => processes.close());

interface Stream {
  /** The next event of that name (events of other names before it are kept in `seen`). */
  next(name: string): Promise<{ event: string; data: unknown }>;
  seen: string[];
  ended: Promise<void>;
  close(): Promise<void>;
}

async function openStream(app: App, token: string, lang = 'zh-CN'): Promise<Stream> {
  const res = await app.request(liveEventPaths.stream, {
    method: 'GET',
    headers: { Authorization: `Bearer ${token}`, BrandId: String(demo.brand), 'Accept-Language': lang },
  });
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no body');
  const queue: { event: string; data: unknown }[] = [];
  const waiting: (() => void)[] = [];
  const seen: string[] = [];
  const parser = createParser({
    onEvent: (e) => {
      queue.push({ event: e.event ?? 'message', data: JSON.parse(e.data) });
      seen.push(e.event ?? 'message');
      for (const w of waiting.splice(0)) w();
    },
  });
  const decoder = new TextDecoder();
  const ended = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
    for (const w of waiting.splice(0)) w();
  })();
  let finished = false;
  void ended.then(() => {
    finished = true;
  });
  return {
    seen,
    ended,
    async next(name) {
      for (;;) {
        const i = queue.findIndex((e) => e.event === name);
        if (i >= 0) return queue.splice(i, 1)[0] as { event: string; data: unknown };
        if (finished) throw new Error(`stream ended before "${name}" (saw ${seen.join(', ')})`);
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    close: () => reader.cancel(),
  };
}

async function operatorRole() {
  const [role] = await api.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.brandId, demo.brand), eq(roles.title, 'Operator')));
  if (!role) throw new Error('no Operator role');
  const held = await api.database.db
    .select({ id: roleRules.ruleId })
    .from(roleRules)
    .where(eq(roleRules.roleId, role.id));
  return { id: role.id, rules: held.map((r) => r.id) };
}

describe('GET /brand/manage/events.html', () => {
  it('answers code 401 without a live session, as every call does', async () => {
    const res = await other.request(liveEventPaths.stream, { method: 'GET' });
    expect(await res.json()).toMatchObject({ code: 401 });
  });

  it('a role edited on one process reaches the member’s stream on the other; disabling the member ends it', async () => {
    const admin = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
    const operator = await api.loginTo(demo.operator.user, demo.operator.password, demo.brand);
    const stream = await openStream(other, operator);
    await stream.next('ready');

    // The owner takes a rule away from Operator through the first process.
    const role = await operatorRole();
    const removed = await api.call('/brand/role/priv.html', {
      token: admin,
      brandId: demo.brand,
      body: { id: role.id, rules: role.rules.slice(1) },
    });
    expect(removed.code).toBe(0);
    await stream.next('rules');
    // Disabling the role and enabling it again: each is a change of what the member may do.
    for (const status of [0, 1]) {
      const toggled = await api.call('/brand/role/update.html', {
        token: admin,
        brandId: demo.brand,
        body: { id: role.id, status },
      });
      expect(toggled.code, toggled.message).toBe(0);
      await stream.next('rules');
    }

    const [user] = await api.database.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.userName, demo.operator.user));
    if (!user) throw new Error('no operator');
    // A message for the operator (an import finished): the badge, and the title in the stream's language.
    await writeInbox(api.database.db, [
      {
        brandId: demo.brand,
        userId: user.id,
        kind: 'crm.import',
        title: { 'zh-CN': '导入完成', en: 'Import finished' },
        link: '',
      },
    ]);
    expect((await stream.next('inbox')).data).toEqual({ kind: 'crm.import', title: '导入完成' });
    // Reading it in another console puts this one's badge right too.
    const read = await api.call('/brand/manage/message_read.html', {
      token: operator,
      brandId: demo.brand,
      body: { all: true },
    });
    expect(read.code).toBe(0);
    expect((await stream.next('inbox')).data).toEqual({ kind: null, title: null });
    // A batch's failures are one message that counts them: the toast says the count the inbox shows.
    for (const [n, total] of [
      [2, 2],
      [3, 5],
    ]) {
      await writeInbox(api.database.db, [
        {
          brandId: demo.brand,
          userId: user.id,
          kind: 'email.failed',
          title: { key: 'inbox.emailFailed', params: { batchId: 7 } },
          link: '',
          groupKey: 'email.failed:7',
          count: n,
        },
      ]);
      expect((await stream.next('inbox')).data).toEqual({
        kind: 'email.failed',
        title: `邮件批次 #7 有 ${total} 封发送失败`,
      });
    }

    // The owner disables the operator: the stream says the session is over, and why, and ends.
    const disabled = await api.call('/brand/adminuser/update.html', {
      token: admin,
      brandId: demo.brand,
      body: { id: user.id, status: 0 },
    });
    expect(disabled.code).toBe(0);
    expect((await stream.next('session')).data).toEqual({
      reason: 'memberDisabled',
      brandId: demo.brand,
      brandTitle: 'Demo Brand',
    });
    await stream.ended;
    // Nothing about rules was said for an event about somebody else.
    expect(stream.seen.filter((e) => e === 'rules')).toHaveLength(3);
  });

  it('a password changed on one process ends the user’s other sessions’ streams on the other', async () => {
    const elsewhere = await api.loginTo('sales', 'sales123', demo.brand);
    const here = await api.loginTo('sales', 'sales123', demo.brand);
    const stream = await openStream(other, elsewhere);
    const mine = await openStream(other, here);
    await stream.next('ready');
    await mine.next('ready');
    const changed = await api.call('/brand/manage/userpwd.html', {
      token: here,
      brandId: demo.brand,
      body: { oldPassword: 'sales123', password: 'sales-new-1', confirmPassword: 'sales-new-1' },
    });
    expect(changed.code).toBe(0);
    // Nothing to say beyond "over": the member is still enabled.
    expect((await stream.next('session')).data).toEqual({});
    await stream.ended;
    // The session that changed the password goes on.
    expect(mine.seen).toEqual(['ready']);
    await mine.close();
  });
});
