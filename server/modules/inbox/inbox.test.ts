import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxCount, InboxListResult, InboxReadResult } from '../../../contract/inbox.ts';
import type { SendResult } from '../../../contract/sms.ts';
import { type SmsDouble, startSmsDouble } from '../../../tests/support/sms-double.ts';
import { type SmtpSink, startSmtpSink } from '../../../tests/support/smtp-sink.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { until } from '../../../tests/support/until.ts';
import { hashPassword } from '../../auth/password.ts';
import { adminUsers, brandMembers, changes, roles } from '../../db/core.tables.ts';
import { housekeep } from '../../housekeeping.ts';
import { writeInbox } from '../../kit/inbox.ts';
import { OutboundPolicy } from '../../outbound/outbound.ts';
import { emailMessages, smsMessages } from '../notify/notify.tables.ts';
import { inboxCounts, inboxMessages } from './inbox.tables.ts';

const secret = 'SmsSecret-Inbox-7Lw3Kp2Vb8Nd4f2a';
const keyId = 'LTAI5tInboxKeyId';
let api: TestApi;
let double: SmsDouble;
let sink: SmtpSink;
let token = '';
let secondToken = '';
let adminId = 0;
/** A second member of Demo Brand: their messages are not the admin's. */
let otherId = 0;
let otherToken = '';

beforeAll(async () => {
  double = await startSmsDouble({ id: keyId, secret });
  sink = await startSmtpSink();
  api = await createTestApi({
    // The provider doubles listen on loopback: allowed here as an operator allows a local server.
    outbound: new OutboundPolicy(['127.0.0.1']),
    jobs: { pollingIntervalSeconds: 0.5 },
    notify: { aliyunEndpoint: double.url, smsTimeoutMs: 5000, smtpTimeoutMs: 5000, configCacheMs: 0 },
  });
  token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
  secondToken = await api.loginTo(demo.admin.user, demo.admin.password, demo.secondBrand);
  const db = api.database.db;
  const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.userName, 'admin'));
  adminId = admin?.id ?? 0;
  const [role] = await db
    .insert(roles)
    .values({ brandId: demo.brand, title: 'Inbox nobody' })
    .returning({ id: roles.id });
  const [other] = await db
    .insert(adminUsers)
    .values({ userName: 'inbox-other', passwordHash: await hashPassword('inbox-pass-1') })
    .returning({ id: adminUsers.id });
  otherId = other?.id ?? 0;
  await db.insert(brandMembers).values({ userId: otherId, brandId: demo.brand, roleId: role?.id ?? 0 });
  otherToken = await api.loginTo('inbox-other', 'inbox-pass-1', demo.brand);
});
afterAll(async () => {
  await api.close();
  await double.close();
  await sink.close();
});

const call = <T>(path: string, body: unknown, o: { as?: string; brand?: number; lang?: string } = {}) =>
  api.call<T>(`/brand/manage/${path}`, {
    token: o.as ?? (o.brand === demo.secondBrand ? secondToken : token),
    brandId: o.brand ?? demo.brand,
    body,
    ...(o.lang ? { lang: o.lang } : {}),
  });

const counts = async (userId: number, brandId = demo.brand) => {
  const [row] = await api.database.db
    .select()
    .from(inboxCounts)
    .where(and(eq(inboxCounts.brandId, brandId), eq(inboxCounts.userId, userId)));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
};

/** The counts the triggers keep, against a count of the rows themselves. */
async function expectCountsTrue(userId: number, brandId = demo.brand) {
  const [row] = await api.database.db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where read_at is null))::int`,
    })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.brandId, brandId), eq(inboxMessages.userId, userId)));
  expect(await counts(userId, brandId)).toEqual({ total: row?.total ?? 0, unread: row?.unread ?? 0 });
}

describe('writing messages (server/modules/inbox/inbox.ts)', () => {
  it('writes keyed and literal messages, groups a series into one, and keeps the counts by trigger', async () => {
    const db = api.database.db;
    const before = await counts(otherId);
    await db.transaction(async (tx) => {
      await writeInbox(tx, [
        {
          brandId: demo.brand,
          userId: otherId,
          kind: 'email.failed',
          title: { 'zh-CN': '导入完成', en: 'Import finished' },
          link: '/crm/customer/list',
          file: { url: '/uploads/1/report.csv', name: 'report.csv' },
        },
        {
          brandId: demo.brand,
          userId: otherId,
          kind: 'sms.failed',
          title: { key: 'inbox.smsFailed', params: { batchId: 77 } },
          link: '/notify/sms/list?batchId=77&status=failed',
          groupKey: 'sms.failed:77',
          count: 2,
        },
        // The same group twice in one call: added up.
        {
          brandId: demo.brand,
          userId: otherId,
          kind: 'sms.failed',
          title: { key: 'inbox.smsFailed', params: { batchId: 77 } },
          link: '/notify/sms/list?batchId=77&status=failed',
          groupKey: 'sms.failed:77',
        },
      ]);
    });
    expect(await counts(otherId)).toEqual({ total: before.total + 2, unread: before.unread + 2 });
    // The group raised again after it was read: one row, its count added, unread again.
    await db
      .update(inboxMessages)
      .set({ readAt: new Date() })
      .where(and(eq(inboxMessages.userId, otherId), eq(inboxMessages.groupKey, 'sms.failed:77')));
    expect((await counts(otherId)).unread).toBe(before.unread + 1);
    await writeInbox(db, [
      {
        brandId: demo.brand,
        userId: otherId,
        kind: 'sms.failed',
        title: { key: 'inbox.smsFailed', params: { batchId: 77 } },
        link: '/notify/sms/list?batchId=77&status=failed',
        groupKey: 'sms.failed:77',
        count: 4,
      },
    ]);
    expect(await counts(otherId)).toEqual({ total: before.total + 2, unread: before.unread + 2 });
    await expectCountsTrue(otherId);

    const list = await call<InboxListResult>('message_list.html', {}, { as: otherToken, lang: 'en' });
    expect(list.code).toBe(0);
    const [first, second] = list.data.list;
    expect(first).toMatchObject({
      kind: 'sms.failed',
      title: '7 SMS of batch #77 failed',
      count: 7,
      read: false,
      link: '/notify/sms/list?batchId=77&status=failed',
      file: null,
    });
    expect(second).toMatchObject({
      title: 'Import finished',
      body: '',
      file: { url: '/uploads/1/report.csv', name: 'report.csv' },
    });
    const zh = await call<InboxListResult>('message_list.html', {}, { as: otherToken });
    expect(zh.data.list[0]?.title).toBe('短信批次 #77 有 7 条发送失败');
  });
});

describe('message_list, message_count, message_read', () => {
  beforeAll(async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({
      brandId: demo.brand,
      userId: adminId,
      kind: 'email.failed' as const,
      title: { 'zh-CN': `消息 ${i + 1}`, en: `Message ${i + 1}` },
      link: `/notify/email/list?batchId=${i + 1}`,
    }));
    for (const r of rows) await writeInbox(api.database.db, [r]);
  });

  it('pages the member’s messages newest first, the unread ones alone, with totals', async () => {
    const page1 = await call<InboxListResult>('message_list.html', { pageSize: 10 }, { lang: 'en' });
    expect(page1.code).toBe(0);
    expect(page1.data.list.map((m) => m.title).slice(0, 3)).toEqual([
      'Message 25',
      'Message 24',
      'Message 23',
    ]);
    expect(page1.data.total).toBeGreaterThanOrEqual(25);
    // Page 3 goes on where page 2 stopped: the last five of the 25, then any older message, as many
    // as the total leaves.
    const total = page1.data.total;
    const page3 = await call<InboxListResult>('message_list.html', { pageSize: 10, page: 3 }, { lang: 'en' });
    expect([page3.data.total, page3.data.page, page3.data.list.length]).toEqual([
      total,
      3,
      Math.min(10, total - 20),
    ]);
    expect(page3.data.list.slice(0, 5).map((m) => m.title)).toEqual([
      'Message 5',
      'Message 4',
      'Message 3',
      'Message 2',
      'Message 1',
    ]);
    const count = await call<InboxCount>('message_count.html', {});
    expect(count.data.unread).toBe((await counts(adminId)).unread);
    const unread = await call<InboxListResult>('message_list.html', { unread: true, pageSize: 100 });
    expect(unread.data.total).toBe(count.data.unread);
    expect(unread.data.list.every((m) => !m.read)).toBe(true);
  });

  it('marks messages read by id and all at once, audited; the count follows', async () => {
    const page = await call<InboxListResult>('message_list.html', { pageSize: 3 });
    const ids = page.data.list.map((m) => m.id);
    const before = (await call<InboxCount>('message_count.html', {})).data.unread;
    const read = await call<InboxReadResult>('message_read.html', { ids }, { lang: 'en' });
    expect([read.code, read.message, read.data]).toEqual([
      0,
      '3 marked as read',
      { read: 3, unread: before - 3 },
    ]);
    // Reading them again changes nothing.
    expect((await call<InboxReadResult>('message_read.html', { ids })).data.read).toBe(0);
    const [entry] = await api.database.db
      .select()
      .from(changes)
      .where(and(eq(changes.entity, 'inbox'), eq(changes.userId, adminId)))
      .orderBy(sql`${changes.id} desc`)
      .limit(1);
    expect(entry?.payload).toEqual({ n: 3, all: false });
    const all = await call<InboxReadResult>('message_read.html', { all: true });
    expect(all.data).toEqual({ read: before - 3, unread: 0 });
    expect((await call<InboxCount>('message_count.html', {})).data.unread).toBe(0);
    await expectCountsTrue(adminId);
  });

  it('refuses bad input by field', async () => {
    const none = await call('message_read.html', {}, { lang: 'en' });
    expect(none.code).toBe(1);
    expect(none.data).toEqual({ fields: [{ field: 'ids', message: 'required' }] });
    const both = await call('message_read.html', { ids: [1], all: true });
    expect(both.code).toBe(1);
    const bad = await call('message_list.html', { unread: 'maybe', pageSize: 500 }, { lang: 'en' });
    expect((bad.data as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual([
      'pageSize',
      'unread',
    ]);
    expect((await call('message_list.html', { keyword: 'x' })).code).toBe(1);
  });

  it('never reads or marks another member’s or another brand’s message', async () => {
    const [theirs] = await api.database.db
      .select({ id: inboxMessages.id, readAt: inboxMessages.readAt })
      .from(inboxMessages)
      .where(and(eq(inboxMessages.userId, otherId), sql`${inboxMessages.readAt} is null`))
      .limit(1);
    const id = theirs?.id ?? 0;
    const refused = await call('message_read.html', { ids: [id] }, { lang: 'en' });
    expect([refused.code, refused.message]).toEqual([1, `Message not found (id ${id})`]);
    const [after] = await api.database.db
      .select({ readAt: inboxMessages.readAt })
      .from(inboxMessages)
      .where(eq(inboxMessages.id, id));
    expect(after?.readAt).toBeNull();
    // The admin's own messages in Second Brand are not Demo Brand's.
    await writeInbox(api.database.db, [
      {
        brandId: demo.secondBrand,
        userId: adminId,
        kind: 'sms.failed',
        title: { 'zh-CN': '第二品牌', en: 'Second brand' },
        link: '/',
      },
    ]);
    const second = await call<InboxListResult>('message_list.html', {}, { brand: demo.secondBrand });
    const secondId = second.data.list.find((m) => m.title === '第二品牌')?.id ?? 0;
    expect((await call('message_read.html', { ids: [secondId] })).code).toBe(1);
    const demoList = await call<InboxListResult>('message_list.html', { pageSize: 100 });
    expect(demoList.data.list.map((m) => m.id)).not.toContain(secondId);
    // A brand the caller is not a member of is refused outright.
    expect((await call('message_count.html', {}, { as: otherToken, brand: demo.secondBrand })).code).toBe(
      403,
    );
    // No brand chosen: messages belong to a brand.
    const noBrand = await api.call('/brand/manage/message_count.html', { token, body: {} });
    expect(noBrand.code).toBe(403);
  });
});

describe('failed sends raise one message per batch for the member who sent it', () => {
  it('e-mail refused by the SMTP server: the batch’s failures are one message linking to its log', async () => {
    const settings = await api.call('/api/email/config_update.html', {
      token,
      brandId: demo.brand,
      body: { host: '127.0.0.1', port: sink.port, secure: 'none', fromAddress: 'news@brand.example' },
    });
    expect(settings.code).toBe(0);
    const send = await api.call<SendResult>('/api/email/send.html', {
      token,
      brandId: demo.brand,
      body: {
        to: ['nobody@a.example', 'nobody@b.example', 'nobody@c.example'],
        subject: '通知',
        body: '<p>正文</p>',
      },
    });
    expect(send.code).toBe(0);
    const batchId = send.data.batchId;
    await until(
      () => api.database.db.select().from(emailMessages).where(eq(emailMessages.batchId, batchId)),
      (rows) => rows.length === 3 && rows.every((r) => r.status === 'failed'),
    );
    const mine = await until(
      () =>
        api.database.db
          .select()
          .from(inboxMessages)
          .where(
            and(eq(inboxMessages.userId, adminId), eq(inboxMessages.groupKey, `email.failed:${batchId}`)),
          ),
      (rows) => rows[0]?.count === 3,
    );
    expect(mine).toHaveLength(1);
    const list = await call<InboxListResult>('message_list.html', { unread: true }, { lang: 'en' });
    expect(list.data.list[0]).toMatchObject({
      kind: 'email.failed',
      title: `3 e-mail(s) of batch #${batchId} failed`,
      body: expect.stringMatching(/^Reason: SMTP 550/),
      link: `/notify/email/list?batchId=${batchId}&status=failed`,
    });
    // Nobody else hears of it.
    expect(
      await api.database.db
        .select()
        .from(inboxMessages)
        .where(and(eq(inboxMessages.userId, otherId), eq(inboxMessages.groupKey, `email.failed:${batchId}`))),
    ).toEqual([]);
  });

  it('SMS refused by the provider: one message for the batch, counting its failures', async () => {
    const config = await api.call('/brand/sms/configupdate.html', {
      token,
      brandId: demo.brand,
      body: {
        provider: 'aliyun',
        accessKeyId: keyId,
        accessKeySecret: secret,
        signName: '品牌',
        perDay: 100,
        perMinute: 100,
      },
    });
    expect(config.code).toBe(0);
    const tpl = await api.call<{ id: number }>('/brand/sms/templateadd.html', {
      token,
      brandId: demo.brand,
      body: { title: '通知', kind: 'notice', code: 'SMS_1', content: '您好' },
    });
    double.mode = 'refuse';
    const send = await api.call<SendResult>('/brand/sms/send.html', {
      token,
      brandId: demo.brand,
      body: { templateId: tpl.data.id, mobiles: ['13600000011', '13600000012'] },
    });
    expect(send.data.queued).toBe(2);
    const batchId = send.data.batchId;
    await until(
      () => api.database.db.select().from(smsMessages).where(eq(smsMessages.batchId, batchId)),
      (rows) => rows.every((r) => r.status === 'failed'),
    );
    const [message] = await until(
      () =>
        api.database.db
          .select()
          .from(inboxMessages)
          .where(eq(inboxMessages.groupKey, `sms.failed:${batchId}`)),
      (rows) => rows[0]?.count === 2,
    );
    expect(message).toMatchObject({ userId: adminId, brandId: demo.brand, kind: 'sms.failed', readAt: null });
    expect(message?.link).toBe(`/notify/sms/list?batchId=${batchId}&status=failed`);
    double.mode = 'ok';
    // A batch with failures is not also said to be sent.
    expect(
      await api.database.db
        .select()
        .from(inboxMessages)
        .where(
          and(eq(inboxMessages.kind, 'sms.sent'), sql`${inboxMessages.link} like ${`%batchId=${batchId}`}`),
        ),
    ).toEqual([]);
  });

  it('a batch whose every message was sent is said once, to its sender, when its last one went', async () => {
    const tpl = await api.call<{ id: number }>('/brand/sms/templateadd.html', {
      token,
      brandId: demo.brand,
      body: { title: '到货', kind: 'notice', code: 'SMS_2', content: '您好' },
    });
    expect(tpl.code, tpl.message).toBe(0);
    const send = await api.call<SendResult>('/brand/sms/send.html', {
      token,
      brandId: demo.brand,
      body: { templateId: tpl.data.id, mobiles: ['13600000021', '13600000022', '13600000023'] },
    });
    expect(send.data.queued).toBe(3);
    const batchId = send.data.batchId;
    const link = `/notify/sms/list?batchId=${batchId}`;
    const mine = await until(
      () => api.database.db.select().from(inboxMessages).where(eq(inboxMessages.link, link)),
      (rows) => rows.length > 0,
    );
    const rows = await api.database.db.select().from(smsMessages).where(eq(smsMessages.batchId, batchId));
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ userId: adminId, brandId: demo.brand, kind: 'sms.sent', count: 1 });
    const list = await call<InboxListResult>('message_list.html', { unread: true }, { lang: 'en' });
    expect(list.data.list.find((m) => m.link === link)?.title).toBe(
      `SMS batch #${batchId} sent: all 3 delivered`,
    );
  });
});

describe('housekeeping', () => {
  it('drops messages not raised for half a year, and the counts follow', async () => {
    const db = api.database.db;
    await writeInbox(db, [
      {
        brandId: demo.brand,
        userId: otherId,
        kind: 'sms.failed',
        title: { 'zh-CN': '旧', en: 'old' },
        link: '/',
      },
    ]);
    await db
      .update(inboxMessages)
      .set({ at: new Date(Date.now() - 200 * 86_400_000) })
      .where(sql`${inboxMessages.title}->>'en' = 'old'`);
    const counted = await housekeep(db);
    expect(counted.inbox).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(inboxMessages).where(sql`${inboxMessages.title}->>'en' = 'old'`)).toEqual(
      [],
    );
    await expectCountsTrue(otherId);
  });
});
