import { and, eq, sql } from 'drizzle-orm';
import { createParser } from 'eventsource-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmProductPaths, crmProductRule } from '../../contract/crm-product.ts';
import { crmTagPaths, crmTagRule } from '../../contract/crm-tag.ts';
import { customerPaths, customerRule } from '../../contract/customer.ts';
import { type LiveCustomerChange, type LiveRowChange, liveEventPaths } from '../../contract/live-events.ts';
import { memberWithRules } from '../../tests/support/crm-fixtures.ts';
import { demo, type TestApi } from '../../tests/support/test-api.ts';
import { startTwoProcesses, type TwoProcesses } from '../../tests/support/two-processes.ts';
import type { App } from '../app.ts';
import { changeCounters, changes } from '../db/core.tables.ts';
import { recordChange } from '../kit/change.ts';

// Two API processes on one database (each its own listening connection): the changes are made through
// the first, the streams are held by the second, so the record and its number travel through the
// database, as they do between processes on PostgreSQL.
let processes: TwoProcesses;
let api: TestApi;
let other: App;
let admin: string;
let sales: string;
let otherSales: string;

beforeAll(async () => {
  processes = await startTwoProcesses();
  ({ api, other } = processes);
  admin = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
  const salesRules = [
    customerRule.list,
    customerRule.pool,
    customerRule.claim,
    customerRule.release,
    customerRule.update,
  ];
  sales = await memberWithRules(api, demo.brand, 'live-sales', salesRules);
  otherSales = await memberWithRules(api, demo.brand, 'live-sales-2', salesRules);
}, 60_000);

afterAll(() => processes.close());

interface Told {
  id: string | undefined;
  event: string;
  data: unknown;
}

interface Stream {
  /** The next event of that name (others before it are dropped). */
  next(name: string): Promise<Told>;
  close(): Promise<void>;
}

async function openStream(token: string, lastEventId?: string): Promise<Stream> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, BrandId: String(demo.brand) };
  if (lastEventId !== undefined) headers['Last-Event-ID'] = lastEventId;
  const res = await other.request(liveEventPaths.stream, { method: 'GET', headers });
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no body');
  const queue: Told[] = [];
  const waiting: (() => void)[] = [];
  let finished = false;
  const parser = createParser({
    onEvent: (e) => {
      queue.push({ id: e.id, event: e.event ?? 'message', data: JSON.parse(e.data) });
      for (const w of waiting.splice(0)) w();
    },
  });
  const decoder = new TextDecoder();
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
    finished = true;
    for (const w of waiting.splice(0)) w();
  })();
  const stream: Stream = {
    async next(name) {
      for (;;) {
        const at = queue.findIndex((e) => e.event === name);
        if (at >= 0) return queue.splice(0, at + 1)[at] as Told;
        if (finished) throw new Error(`stream ended before "${name}"`);
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    close: () => reader.cancel(),
  };
  // Open once the stream has said so; changes before `ready` are the console's own read.
  await stream.next('ready');
  return stream;
}

const changeOf = (told: Told) => told.data as LiveCustomerChange;

async function call<T>(path: string, token: string, body: unknown): Promise<T> {
  const r = await api.call<T>(path, { token, brandId: demo.brand, body });
  expect(r.code, r.message).toBe(0);
  return r.data;
}

describe('live changes: the change record is the stream', () => {
  it('a stream reopened with Last-Event-ID gets exactly the changes it missed, in order, none twice', async () => {
    const watching = await openStream(admin);
    const { id } = await call<{ id: number }>(customerPaths.add, admin, {
      name: '池中客户',
      mobile: '13911110001',
      ownerId: null,
    });
    const added = await watching.next('change');
    expect(changeOf(added)).toMatchObject({
      action: 'create',
      rows: [{ id, item: { name: '池中客户', owner: null } }],
    });
    const n = Number(added.id);
    expect(n).toBeGreaterThan(0);
    await watching.close();

    // Three changes by another member while the admin's console is away.
    await call(customerPaths.claim, sales, { ids: [id] });
    await call(customerPaths.update, sales, { id, name: '已领客户' });
    await call(customerPaths.release, sales, { ids: [id], reason: '不合适' });

    const back = await openStream(admin, String(n));
    const missed = [await back.next('change'), await back.next('change'), await back.next('change')];
    expect(missed.map((e) => Number(e.id))).toEqual([n + 1, n + 2, n + 3]);
    expect(missed.map((e) => changeOf(e).action)).toEqual(['claim', 'update', 'release']);
    expect(changeOf(missed[0] as Told).actor?.name).toBe('live-sales');
    expect(changeOf(missed[1] as Told).rows[0]?.item?.name).toBe('已领客户');
    // The next one told is the next one made: nothing of the three comes again.
    await call(customerPaths.update, admin, { id, name: '回池客户' });
    const after = await back.next('change');
    expect(Number(after.id)).toBe(n + 4);
    expect(changeOf(after).rows[0]?.item?.name).toBe('回池客户');
    await back.close();
  });

  it('tells a salesperson only rows in their sight: a pool row claimed by another leaves it, their own stays theirs', async () => {
    const { id } = await call<{ id: number }>(customerPaths.add, admin, {
      name: '抢手客户',
      mobile: '13911110002',
      ownerId: null,
    });
    const watching = await openStream(otherSales);
    await call(customerPaths.claim, sales, { ids: [id] });
    const claimed = changeOf(await watching.next('change'));
    // The pool row is no longer theirs to see: told as gone, with who took it, and nothing more of it.
    expect(claimed).toMatchObject({
      action: 'claim',
      actor: { name: 'live-sales' },
      rows: [{ id, item: null }],
    });
    // The claimer's own edit of it is not told to another salesperson; the next thing told is in sight.
    await call(customerPaths.update, sales, { id, name: '不该看到' });
    const { id: pooled } = await call<{ id: number }>(customerPaths.add, admin, {
      name: '新池客户',
      mobile: '13911110003',
      ownerId: null,
    });
    const next = changeOf(await watching.next('change'));
    expect(next.rows.map((r) => r.id)).toEqual([pooled]);
    await watching.close();
  });

  it('a change that rolls back records nothing, numbers nothing and is told to no one', async () => {
    const watching = await openStream(admin);
    const count = async () =>
      (await api.database.db.select({ n: sql<number>`count(*)::int` }).from(changes))[0]?.n ?? 0;
    const counter = async () =>
      (
        await api.database.db
          .select({ seq: changeCounters.seq })
          .from(changeCounters)
          .where(eq(changeCounters.brandId, demo.brand))
      )[0]?.seq ?? 0;
    const [rowsBefore, seqBefore] = [await count(), await counter()];
    await expect(
      api.database.db.transaction(async (tx) => {
        await recordChange(
          tx,
          { brandId: demo.brand, userId: 1 },
          { entity: 'crm_customer', action: 'update', entityId: 1 },
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect([await count(), await counter()]).toEqual([rowsBefore, seqBefore]);
    const { id } = await call<{ id: number }>(customerPaths.add, admin, {
      name: '回滚之后',
      mobile: '13911110004',
    });
    const told = await watching.next('change');
    expect(Number(told.id)).toBe(seqBefore + 1);
    expect(changeOf(told).rows.map((r) => r.id)).toEqual([id]);
    await watching.close();
  });

  it("a module list's change is told by ids, only to a reader holding that list's rule", async () => {
    const catalogue = await memberWithRules(api, demo.brand, 'live-catalogue', [
      crmProductRule.list,
      crmProductRule.add,
      crmProductRule.update,
    ]);
    const owner = await openStream(admin);
    const noProducts = await openStream(sales);
    const { id } = await call<{ id: number }>(crmProductPaths.add, catalogue, {
      kind: 'product',
      title: '实时产品',
      price: '9.90',
    });
    await call(crmProductPaths.update, catalogue, { id, title: '实时产品二' });
    const added = (await owner.next('change')).data as LiveRowChange;
    expect(added).toMatchObject({ entity: 'crm_product', action: 'add', ids: [id] });
    expect(added.actor?.name).toBe('live-catalogue');
    // Ids only: the console reads the rows through its own list call.
    expect(Object.keys(added).sort()).toEqual(['action', 'actor', 'at', 'entity', 'ids']);
    expect((await owner.next('change')).data).toMatchObject({ action: 'update', ids: [id] });
    // A salesperson without the product list hears neither: their next change is a customer's.
    const { id: customer } = await call<{ id: number }>(customerPaths.add, admin, {
      name: '产品之后',
      mobile: '13911110005',
      ownerId: null,
    });
    expect(changeOf(await noProducts.next('change'))).toMatchObject({
      entity: 'crm_customer',
      rows: [{ id: customer }],
    });
    await owner.close();
    await noProducts.close();
  });

  it("the tag group screen's reader hears its groups' and tags' changes by that screen's rule alone", async () => {
    const tagGroups = await memberWithRules(api, demo.brand, 'live-tag-groups', [crmTagRule.group]);
    const stream = await openStream(tagGroups);
    const { id: group } = await call<{ id: number }>(crmTagPaths.add, admin, {
      type: 'group',
      title: '实时组',
    });
    const { id: tag } = await call<{ id: number }>(crmTagPaths.add, admin, {
      type: 'tag',
      groupId: group,
      title: '实时标签',
    });
    expect((await stream.next('change')).data).toMatchObject({
      entity: 'crm_tag',
      action: 'add',
      ids: [group],
    });
    expect((await stream.next('change')).data).toMatchObject({
      entity: 'crm_tag',
      action: 'add',
      ids: [tag],
    });
    await stream.close();
  });

  it('a gap past the resume window is told to reload', async () => {
    const [last] = await api.database.db
      .select({ seq: changes.seq })
      .from(changes)
      .where(eq(changes.brandId, demo.brand))
      .orderBy(sql`${changes.seq} desc`)
      .limit(1);
    const n = (last?.seq ?? 0) - 1;
    await api.database.db
      .update(changes)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(and(eq(changes.brandId, demo.brand), eq(changes.seq, n + 1)));
    const back = await openStream(admin, String(n));
    expect((await back.next('reload')).data).toEqual({});
    await back.close();
  });
});
