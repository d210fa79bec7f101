import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../../contract/envelope.ts';
import type { NotifyStats } from '../../../contract/notify.ts';
import type { SendPreview, SendResult, SmsConfig, SmsLogItem, SmsTemplate } from '../../../contract/sms.ts';
import { type SmsDouble, startSmsDouble } from '../../../tests/support/sms-double.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { until } from '../../../tests/support/until.ts';
import { adminUsers, changes } from '../../db/core.tables.ts';
import { OutboundPolicy } from '../../outbound/outbound.ts';
import { crmCustomerGroups, crmCustomers, crmTags } from '../crm/crm.tables.ts';
import { groupRecipients } from '../crm/customer-recipients.ts';
import { smsConfigs, smsMessages } from './notify.tables.ts';

const secret = 'SmsSecret-ZQ9x7Lw3Kp2Vb8Nd4f2a';
const keyId = 'LTAI5tTestKeyId';
let api: TestApi;
let double: SmsDouble;
let token = '';
let secondToken = '';

beforeAll(async () => {
  double = await startSmsDouble({ id: keyId, secret });
  api = await createTestApi({
    // The provider doubles listen on loopback: allowed here as an operator allows a local server.
    outbound: new OutboundPolicy(['127.0.0.1']),
    jobs: { pollingIntervalSeconds: 0.5 },
    // The provider's timeout is for the double that hangs; one that answers must never meet it, even
    // on a machine saturated by other work (a refusal taken for a timeout reads as unknown, not failed).
    notify: { aliyunEndpoint: double.url, tencentEndpoint: double.url, smsTimeoutMs: 5000, configCacheMs: 0 },
  });
  token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
  secondToken = await api.loginTo(demo.admin.user, demo.admin.password, demo.secondBrand);
});
afterAll(async () => {
  await api.close();
  await double.close();
});

const call = <T>(path: string, body: unknown, o: { brand?: number; lang?: string; method?: 'GET' } = {}) =>
  api.call<T>(`/brand/sms/${path}`, {
    token: o.brand === demo.secondBrand ? secondToken : token,
    brandId: o.brand ?? demo.brand,
    ...(o.method ? { method: 'GET' } : { body }),
    ...(o.lang ? { lang: o.lang } : {}),
  });

const batchRows = (batchId: number) =>
  api.database.db.select().from(smsMessages).where(eq(smsMessages.batchId, batchId)).orderBy(smsMessages.id);
const settled = (batchId: number) =>
  until(
    () => batchRows(batchId),
    (rows) => rows.length > 0 && rows.every((r) => !['queued', 'sending'].includes(r.status)),
  );
/** Every message of Demo Brand delivered or failed: the figures and the table are read at rest. */
const quiet = () =>
  until(
    () =>
      api.database.db
        .select({ status: smsMessages.status })
        .from(smsMessages)
        .where(eq(smsMessages.brandId, demo.brand)),
    (rows) => rows.every((r) => !['queued', 'sending'].includes(r.status)),
  );

async function template(content = '您的验证码是{code}，{minutes}分钟内有效', extra: object = {}) {
  const a = await call<{ id: number }>('templateadd.html', {
    title: `验证码 ${Math.random()}`,
    kind: 'code',
    code: 'SMS_154950909',
    content,
    ...extra,
  });
  expect(a.code).toBe(0);
  return a.data.id;
}

describe('SMS settings', () => {
  it('answers the log provider and the default limits before anything is saved', async () => {
    const a = await call<SmsConfig>('configdetail.html', {});
    expect(a.data).toEqual({
      provider: 'log',
      accessKeyId: '',
      accessKeySecret: { set: false, endsWith: '' },
      sdkAppId: '',
      signName: '',
      region: '',
      perMinute: 1,
      perDay: 10,
    });
  });

  it('refuses a provider without what it needs, naming the field', async () => {
    const a = await call(
      'configupdate.html',
      { provider: 'aliyun', accessKeyId: keyId, signName: '品牌' },
      { lang: 'en' },
    );
    expect([a.code, a.message, a.data]).toEqual([
      1,
      'The SMS provider needs the AccessKey Secret',
      { fields: [{ field: 'accessKeySecret', message: 'The SMS provider needs the AccessKey Secret' }] },
    ]);
    const t = await call('configupdate.html', {
      provider: 'tencent',
      accessKeyId: keyId,
      accessKeySecret: secret,
      signName: '品牌',
      region: 'ap-guangzhou',
    });
    expect(t.data).toEqual({
      fields: [{ field: 'sdkAppId', message: '短信服务商需要填写 SdkAppId（6 到 12 位数字）' }],
    });
    const bad = await call('configupdate.html', { provider: 'sendgrid' });
    expect(bad.code).toBe(1);
    expect(bad.message).not.toContain('provider');
    expect(bad.data).toEqual({ fields: [{ field: 'provider', message: expect.any(String) }] });
  });

  it('keeps the secret write-only: stored sealed, answered as set with its last four, kept by an empty value', async () => {
    const a = await call('configupdate.html', {
      provider: 'aliyun',
      accessKeyId: keyId,
      accessKeySecret: secret,
      signName: '品牌控制台',
      perMinute: 2,
      perDay: 5,
    });
    expect(a.code).toBe(0);
    const [row] = await api.database.db.select().from(smsConfigs).where(eq(smsConfigs.brandId, demo.brand));
    expect(row?.accessKeySecret).toMatch(/^v1\./);
    expect(row?.accessKeySecret).not.toContain(secret);
    const d = await call<SmsConfig>('configdetail.html', {});
    expect(d.data.accessKeySecret).toEqual({ set: true, endsWith: '4f2a' });
    expect(d.raw).not.toContain(secret);
    // Saving the form again without retyping the secret keeps it.
    expect((await call('configupdate.html', { provider: 'aliyun', accessKeySecret: '' })).code).toBe(0);
    expect((await call<SmsConfig>('configdetail.html', {})).data.accessKeySecret).toEqual({
      set: true,
      endsWith: '4f2a',
    });
    // Another brand sees its own settings only.
    expect((await call<SmsConfig>('configdetail.html', {}, { brand: demo.secondBrand })).data.provider).toBe(
      'log',
    );
  });
});

describe('SMS templates', () => {
  it('adds, lists with variables, updates, toggles and deletes', async () => {
    const id = await template();
    const d = await call<SmsTemplate>('templatedetail.html', { id });
    expect(d.data).toMatchObject({
      id,
      kind: 'code',
      code: 'SMS_154950909',
      variables: ['code', 'minutes'],
      display: true,
    });
    expect((await call('templateupdate.html', { id, content: '{name}，您好：{code}' })).code).toBe(0);
    expect((await call<SmsTemplate>('templatedetail.html', { id })).data.variables).toEqual(['name', 'code']);
    expect((await call('templatestatus.html', { id, display: false })).code).toBe(0);
    const list = await call<ListResult<SmsTemplate>>('templatelist.html', { display: false });
    expect(list.data.list.map((t) => t.id)).toContain(id);
    expect(
      (await call<ListResult<SmsTemplate>>('templatelist.html', { display: true })).data.list.map(
        (t) => t.id,
      ),
    ).not.toContain(id);
    const del = await call(`templatedel.html?id=${id}`, undefined, { method: 'GET' });
    expect([del.code, del.message]).toEqual([0, '已删除 1 项']);
    expect((await call('templatedetail.html', { id })).message).toBe(`短信模板不存在（id ${id}）`);
  });

  it('refuses a title another template of the brand has, case aside, at its field; another brand may have it', async () => {
    const title = `到货提醒 Ab${Math.random().toString(36).slice(2, 8)}`;
    const first = await template(undefined, { title });
    const again = await call('templateadd.html', {
      title: ` ${title.toLowerCase()} `,
      kind: 'notice',
      content: '您的包裹已到',
    });
    const said = `已有名为“${title.toLowerCase()}”的短信模板，请换一个名称`;
    expect([again.code, again.message, again.data]).toEqual([
      1,
      said,
      { fields: [{ field: 'title', message: said }] },
    ]);
    const other = await template(undefined, { title: `${title} 二` });
    const renamed = await call('templateupdate.html', { id: other, title: title.toUpperCase() });
    expect([renamed.code, (renamed.data as { fields: { field: string }[] }).fields[0]?.field]).toEqual([
      1,
      'title',
    ]);
    // Saving a template under its own name, and a name only another brand has, are fine.
    expect((await call('templateupdate.html', { id: first, title, content: '您的包裹到了' })).code).toBe(0);
    const elsewhere = await call(
      'templateadd.html',
      { title, kind: 'notice', content: '您的包裹已到' },
      { brand: demo.secondBrand },
    );
    expect(elsewhere.code).toBe(0);
  });

  it('refuses braces that make no variable, naming the piece the phone would show, and keeps the saved text', async () => {
    const id = await template('您的验证码是{code}');
    const open = await call('templateupdate.html', { id, content: '您的验证码是{code，请勿泄露' });
    const said =
      '“{code，请勿泄露”不是变量：变量写作半角的 {code}，花括号里只有字母、数字或下划线；不是变量请去掉花括号';
    expect([open.code, open.data]).toEqual([1, { fields: [{ field: 'content', message: said }] }]);
    expect(open.message).toContain(said);
    const added = await call(
      'templateadd.html',
      { title: `错括号 ${Math.random().toString(36).slice(2, 8)}`, kind: 'notice', content: '订单已发货}' },
      { lang: 'en' },
    );
    expect(added.data).toEqual({
      fields: [
        {
          field: 'content',
          message:
            '"}" is not a variable: write one as {code} in half-width braces, only letters, digits or _ inside the braces; otherwise remove the braces',
        },
      ],
    });
    // Full-width braces, as a Chinese input method types them, would reach the phone as typed too.
    const wide = await call('templateupdate.html', { id, content: '｛name｝您好，验证码{code}' });
    expect((wide.data as { fields: { message: string }[] }).fields[0]?.message).toMatch(
      /^“｛name｝”不是变量/,
    );
    const kept = await call('templatedetail.html', { id });
    expect((kept.data as { content: string }).content).toBe('您的验证码是{code}');
  });

  it('refuses bad input by field, and another brand’s template as not found', async () => {
    const a = await call('templateadd.html', { title: '', kind: 'spam', content: 'x' }, { lang: 'en' });
    expect(a.code).toBe(1);
    expect((a.data as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual(['title', 'kind']);
    const id = await template();
    for (const path of ['templatedetail.html', 'templatestatus.html', 'templateupdate.html']) {
      const b = await call(path, path === 'templatestatus.html' ? { id, display: false } : { id }, {
        brand: demo.secondBrand,
      });
      expect([b.code, b.message]).toEqual([1, `短信模板不存在（id ${id}）`]);
    }
    expect(
      (await call(`templatedel.html?id=${id}`, undefined, { method: 'GET', brand: demo.secondBrand })).code,
    ).toBe(1);
  });
});

describe('sending', () => {
  beforeAll(async () => {
    expect((await call('configupdate.html', { provider: 'log', perMinute: 1, perDay: 10 })).code).toBe(0);
  });

  it('queues each good mobile and refuses bad, repeated and over-the-limit ones, per mobile', async () => {
    const id = await template();
    const a = await call<SendResult>('send.html', {
      templateId: id,
      mobiles: ['13800000001', '1380000000x', '13800000002', '13800000001', '+86 138-0000-0003'],
      params: { code: '4321', minutes: '5' },
    });
    expect(a.code).toBe(0);
    expect(a.message).toBe('已提交 3 条，拒绝 2 条');
    expect(a.data.queued).toBe(3);
    expect(a.data.refused).toEqual([
      { mobile: '1380000000x', reason: 'badNumber', message: '手机号格式不正确' },
      { mobile: '13800000001', reason: 'duplicate', message: '本次发送中重复' },
    ]);
    const rows = await settled(a.data.batchId);
    expect(rows.map((r) => [r.mobile, r.status, r.text, r.providerId])).toEqual([
      ['13800000001', 'sent', '您的验证码是4321，5分钟内有效', `log-${rows[0]?.id}`],
      ['13800000002', 'sent', '您的验证码是4321，5分钟内有效', `log-${rows[1]?.id}`],
      ['13800000003', 'sent', '您的验证码是4321，5分钟内有效', `log-${rows[2]?.id}`],
    ]);
    // One a minute per mobile: the same numbers again at once are over the limit.
    const again = await call<SendResult>(
      'send.html',
      { templateId: id, mobiles: ['13800000001', '13800000009'], params: { code: '1', minutes: '1' } },
      { lang: 'en' },
    );
    expect(again.data.refused).toEqual([
      { mobile: '13800000001', reason: 'perMinute', message: 'over the per-minute limit' },
    ]);
    expect(again.data.queued).toBe(1);
  });

  it('counts the daily limit, failed messages not counted', async () => {
    expect((await call('configupdate.html', { provider: 'log', perMinute: 100, perDay: 2 })).code).toBe(0);
    const id = await template('通知{x}');
    const send = () =>
      call<SendResult>('send.html', { templateId: id, mobiles: ['13900000001'], params: { x: '1' } });
    const first = await send();
    await settled(first.data.batchId);
    await api.database.db
      .update(smsMessages)
      .set({ status: 'failed' })
      .where(eq(smsMessages.batchId, first.data.batchId));
    expect((await send()).data.queued).toBe(1);
    expect((await send()).data.queued).toBe(1);
    expect((await send()).data.refused).toEqual([
      { mobile: '13900000001', reason: 'perDay', message: '超过每日发送上限' },
    ]);
    expect((await call('configupdate.html', { provider: 'log', perMinute: 1, perDay: 10 })).code).toBe(0);
  });

  it('makes one batch of a repeated requestId', async () => {
    const id = await template('活动{x}');
    const body = {
      templateId: id,
      mobiles: ['13700000001', '13700000002'],
      params: { x: '1' },
      requestId: 'click-1',
    };
    const [a, b] = await Promise.all([
      call<SendResult>('send.html', body),
      call<SendResult>('send.html', body),
    ]);
    const c = await call<SendResult>('send.html', body);
    expect(a.data.batchId).toBe(b.data.batchId);
    expect(c.data).toEqual(a.data);
    expect((await settled(a.data.batchId)).length).toBe(2);
  });

  it("sends to a customer group's customers the sender may see, not lost, each with their own name", async () => {
    const { db } = api.database;
    const [group] = await db
      .select({ id: crmCustomerGroups.id })
      .from(crmCustomerGroups)
      .where(and(eq(crmCustomerGroups.brandId, demo.brand), eq(crmCustomerGroups.name, '广东客户')));
    if (!group) throw new Error('the demo seed has the group 广东客户');
    const expected = await db
      .select({ name: crmCustomers.name, mobile: crmCustomers.mobile })
      .from(crmCustomers)
      .where(
        and(
          eq(crmCustomers.brandId, demo.brand),
          eq(crmCustomers.provinceId, 440000),
          ne(crmCustomers.stage, 'lost'),
        ),
      )
      .orderBy(crmCustomers.id);
    expect(expected.length).toBeGreaterThan(20);
    expect((await call('configupdate.html', { provider: 'log', perMinute: 100, perDay: 100 })).code).toBe(0);
    const id = await template('{name}您好，{company}的新品已到店');
    const a = await call<SendResult>('send.html', { templateId: id, customerGroupId: group.id });
    expect([a.code, a.data.queued, a.data.refused]).toEqual([0, expected.length, []]);
    const rows = await settled(a.data.batchId);
    expect(rows.map((r) => r.mobile).sort()).toEqual(expected.map((e) => e.mobile).sort());
    const first = expected[0];
    expect(rows.find((r) => r.mobile === first?.mobile)?.text).toMatch(new RegExp(`^${first?.name}您好，`));
    // A member without "all customers" gets their own and the pool's, never another member's.
    const [operator] = await db.select().from(adminUsers).where(eq(adminUsers.userName, 'operator'));
    const viewer = { brandId: demo.brand, userId: operator?.id ?? 0, seesAll: false };
    const theirs = await groupRecipients(db, viewer, group.id, 'mobile');
    const owners = await db
      .select({ ownerId: crmCustomers.ownerId })
      .from(crmCustomers)
      .where(
        inArray(
          crmCustomers.id,
          theirs.map((r) => r.id),
        ),
      );
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.length).toBeLessThan(expected.length);
    expect(new Set(owners.map((o) => o.ownerId ?? 0))).toEqual(new Set([operator?.id, 0]));
    // Another brand's group, or none: not found at the field, in both languages.
    const zh = await call(
      'send.html',
      { templateId: id, customerGroupId: group.id },
      { brand: demo.secondBrand },
    );
    expect(zh.data).toEqual({
      fields: [{ field: 'customerGroupId', message: `客户分组不存在（id ${group.id}）` }],
    });
    const en = await call('send.html', { templateId: id, customerGroupId: 99999 }, { lang: 'en' });
    expect(en.data).toEqual({
      fields: [{ field: 'customerGroupId', message: 'Customer group not found (id 99999)' }],
    });
    expect((await call('configupdate.html', { provider: 'log', perMinute: 1, perDay: 10 })).code).toBe(0);
  });

  it('says how many of a group it left out and why: lost, no mobile', async () => {
    const { db } = api.database;
    const [source] = await db
      .insert(crmTags)
      .values({ brandId: demo.brand, type: 'source', title: 'left-out test' })
      .returning({ id: crmTags.id });
    const sourceId = source?.id ?? 0;
    // Four customers: two reachable, one lost, one without a mobile (a brand's mobiles are unique).
    const rows = [
      { mobile: '13955500001', stage: 'new' },
      { mobile: '13955500002', stage: 'new' },
      { mobile: '13955500003', stage: 'lost' },
      { mobile: '', stage: 'new' },
    ] as const;
    await db
      .insert(crmCustomers)
      .values(rows.map((r, i) => ({ brandId: demo.brand, name: `留下 ${i}`, sourceId, ...r })));
    const [group] = await db
      .insert(crmCustomerGroups)
      .values({
        brandId: demo.brand,
        name: 'left-out test',
        conditions: { match: 'all', sourceIds: [sourceId] },
      })
      .returning({ id: crmCustomerGroups.id });
    expect((await call('configupdate.html', { provider: 'log', perMinute: 100, perDay: 100 })).code).toBe(0);
    const id = await template('{name}您好');
    // Before the send, its preview says the same: who gets a message, who is left out and why, and
    // the first recipient's values.
    const before = await call<SendPreview>('send_preview.html', { customerGroupId: group?.id });
    expect(before.data).toEqual({
      recipients: 2,
      leftOut: [
        { reason: 'lost', count: 1, message: '1 位客户已流失，不发送' },
        { reason: 'noMobile', count: 1, message: '1 位客户没有手机号，不会发送' },
      ],
      first: { name: '留下 0', company: '' },
    });
    const a = await call<SendResult>('send.html', { templateId: id, customerGroupId: group?.id });
    expect(a.data.queued).toBe(before.data.recipients);
    expect([a.code, a.data.queued, a.data.refused]).toEqual([0, 2, []]);
    expect(a.data.leftOut).toEqual([
      { reason: 'lost', count: 1, message: '1 位客户已流失，不发送' },
      { reason: 'noMobile', count: 1, message: '1 位客户没有手机号，不会发送' },
    ]);
    // Typed numbers have no group: the answer keeps its former shape.
    const typed = await call<SendResult>('send.html', {
      templateId: id,
      mobiles: ['13955500009'],
      params: { name: '王' },
    });
    expect(typed.data.leftOut).toBeUndefined();
    expect((await call('configupdate.html', { provider: 'log', perMinute: 1, perDay: 10 })).code).toBe(0);
  });

  it('refuses a missing parameter, no recipient and a disabled template', async () => {
    const id = await template();
    const missing = await call('send.html', {
      templateId: id,
      mobiles: ['13800000011'],
      params: { code: '1' },
    });
    expect([missing.message, missing.data]).toEqual([
      '请填写模板中 {minutes} 处要替换的内容',
      { fields: [{ field: 'params.minutes', message: '请填写模板中 {minutes} 处要替换的内容' }] },
    ]);
    expect((await call('send.html', { templateId: id, mobiles: [] })).data).toEqual({
      fields: [{ field: 'mobiles', message: '请至少填写一个收件人' }],
    });
    await call('templatestatus.html', { id, display: false });
    expect(
      (
        await call('send.html', {
          templateId: id,
          mobiles: ['13800000012'],
          params: { code: '1', minutes: '1' },
        })
      ).message,
    ).toContain('已停用');
    const other = await call(
      'send.html',
      { templateId: id, mobiles: ['13800000012'] },
      { brand: demo.secondBrand },
    );
    expect(other.message).toBe(`短信模板不存在（id ${id}）`);
  });
});

describe('delivery through a provider', () => {
  let id = 0;
  beforeAll(async () => {
    expect(
      (
        await call('configupdate.html', {
          provider: 'aliyun',
          accessKeyId: keyId,
          accessKeySecret: secret,
          signName: '品牌控制台',
          perMinute: 100,
          perDay: 100,
        })
      ).code,
    ).toBe(0);
    id = await template('您的验证码是{code}');
  });
  afterAll(async () => {
    double.mode = 'ok';
    await call('configupdate.html', { provider: 'log', perMinute: 1, perDay: 10 });
  });
  const send = (mobiles: string[]) =>
    call<SendResult>('send.html', { templateId: id, mobiles, params: { code: '8888' } });

  it('signs for Aliyun with the stored secret: the double takes it, the provider id is logged', async () => {
    double.mode = 'ok';
    const a = await send(['13600000001']);
    const [row] = await settled(a.data.batchId);
    expect([row?.status, row?.providerId]).toEqual(['sent', expect.stringMatching(/^ali-/)]);
    // Found by its number: an earlier test's group send may still be going out through the double.
    expect(double.received.find((r) => r.mobile === '13600000001')).toMatchObject({
      mobile: '13600000001',
      templateCode: 'SMS_154950909',
      params: { code: '8888' },
    });
    expect(double.badSignatures).toBe(0);
  });

  it('signs for Tencent: +86 numbers and the values in the order of the placeholders', async () => {
    expect(
      (
        await call('configupdate.html', {
          provider: 'tencent',
          // Another provider: the secret is entered again (a kept one stays with its address).
          accessKeySecret: secret,
          sdkAppId: '1400000000',
          region: 'ap-guangzhou',
        })
      ).code,
    ).toBe(0);
    const two = await template('{name}您好，验证码{code}');
    const a = await call<SendResult>('send.html', {
      templateId: two,
      mobiles: ['13600000009'],
      params: { code: '1234', name: '王五' },
    });
    const [row] = await settled(a.data.batchId);
    expect([row?.status, row?.providerId]).toEqual(['sent', expect.stringMatching(/^tc-/)]);
    expect(double.received.find((r) => r.mobile === '+8613600000009')).toMatchObject({
      provider: 'tencent',
      mobile: '+8613600000009',
      params: ['王五', '1234'],
    });
    expect((await call('configupdate.html', { provider: 'aliyun', accessKeySecret: secret })).code).toBe(0);
  });

  it('retries a provider 5xx with backoff until it passes', async () => {
    double.mode = 'error500';
    const a = await send(['13600000002']);
    await until(
      () => batchRows(a.data.batchId),
      (r) => r[0]?.reason.startsWith('retrying: Aliyun HTTP 503') === true,
    );
    const [queued] = await batchRows(a.data.batchId);
    expect([queued?.status, queued?.attempts]).toEqual(['queued', 1]);
    double.mode = 'ok';
    // The first retry waits 5-10 s; bring it forward rather than wait.
    await api.database.executeSql(
      "update pgboss.job set start_after = now() where name = 'sms.send' and state = 'retry'",
    );
    const [row] = await settled(a.data.batchId);
    expect([row?.status, row?.attempts, row?.reason]).toEqual(['sent', 2, '']);
  });

  it('marks a refused message failed and a timed-out one unknown, neither sent again by itself', async () => {
    double.mode = 'refuse';
    const refused = await send(['13600000003']);
    const [failed] = await settled(refused.data.batchId);
    expect([failed?.status, failed?.reason]).toEqual([
      'failed',
      'Aliyun isv.MOBILE_NUMBER_ILLEGAL: bad number',
    ]);
    double.mode = 'hang';
    const hung = await send(['13600000004']);
    const [unknown] = await settled(hung.data.batchId);
    expect([unknown?.status, unknown?.attempts]).toEqual(['unknown', 1]);
    expect(unknown?.reason).toContain('the provider may have sent it');
    double.mode = 'ok';
    await new Promise((r) => setTimeout(r, 1500));
    expect((await batchRows(hung.data.batchId))[0]?.attempts).toBe(1);
  });

  it('repeats a failed message and a batch’s failed ones as new messages linked to the first', async () => {
    double.mode = 'refuse';
    const a = await send(['13600000005', '13600000006']);
    const rows = await settled(a.data.batchId);
    expect(rows.map((r) => r.status)).toEqual(['failed', 'failed']);
    double.mode = 'ok';
    const one = await call<SendResult>('repeat.html', { id: rows[0]?.id });
    expect(one.data.queued).toBe(1);
    const [again] = await settled(one.data.batchId);
    expect([again?.status, again?.repeatOf, again?.mobile, again?.text]).toEqual([
      'sent',
      rows[0]?.id,
      '13600000005',
      '您的验证码是8888',
    ]);
    // Once sent again, a message is not sent a third time: its repeat is the one to resend.
    const twice = await call('repeat.html', { id: rows[0]?.id });
    expect([twice.code, twice.message]).toEqual([
      1,
      `这条消息已经重发过（#${again?.id}），重发失败请重发那一条`,
    ]);
    const all = await call<SendResult>('repeat.html', { batchId: a.data.batchId });
    expect(all.data.queued).toBe(1);
    expect((await settled(all.data.batchId)).map((r) => r.repeatOf)).toEqual([rows[1]?.id]);
    expect((await call('repeat.html', { batchId: a.data.batchId })).message).toBe(
      '该批次发送失败的消息都已重发',
    );
    // The log says which message sent each one again.
    const log = await call<ListResult<SmsLogItem>>('list.html', { batchId: a.data.batchId });
    expect(log.data.list.map((m) => [m.id, m.status, m.repeatedBy])).toEqual(
      [...rows].reverse().map((r) => [r.id, 'failed', r.id === rows[0]?.id ? again?.id : expect.any(Number)]),
    );
    // A sent message is not repeated; a batch without failures has nothing to repeat.
    const sent = await call('repeat.html', { id: again?.id });
    expect([sent.code, sent.message]).toEqual([1, '只有发送失败或结果未知的消息可以重发']);
    expect((await call('repeat.html', { batchId: one.data.batchId })).message).toBe(
      '该批次没有发送失败的消息',
    );
    expect((await call('repeat.html', { id: rows[0]?.id }, { brand: demo.secondBrand })).message).toBe(
      `短信记录不存在（id ${rows[0]?.id}）`,
    );
    expect((await call('repeat.html', {})).code).toBe(1);
  });
});

describe('the log', () => {
  it('lists messages newest first with their fields and filters', async () => {
    const all = await call<ListResult<SmsLogItem>>('list.html', { pageSize: 100 });
    expect(all.code).toBe(0);
    const first = all.data.list[0];
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'attempts',
        'batchId',
        'createdAt',
        'id',
        'providerId',
        'reason',
        'repeatOf',
        'repeatedBy',
        'sentAt',
        'status',
        'templateId',
        'text',
        'to',
      ].sort(),
    );
    const ids = all.data.list.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const failed = await call<ListResult<SmsLogItem>>('list.html', { status: 'failed' });
    expect(failed.data.list.length).toBeGreaterThan(0);
    expect(failed.data.list.every((m) => m.status === 'failed')).toBe(true);
    const to = await call<ListResult<SmsLogItem>>('list.html', { to: '13600000001' });
    expect(to.data.list.map((m) => m.to)).toEqual(['13600000001']);
    const batch = first?.batchId ?? 0;
    expect(
      (await call<ListResult<SmsLogItem>>('list.html', { batchId: batch })).data.list.every(
        (m) => m.batchId === batch,
      ),
    ).toBe(true);
    const templateId = first?.templateId ?? 0;
    expect(
      (await call<ListResult<SmsLogItem>>('list.html', { templateId })).data.list.every(
        (m) => m.templateId === templateId,
      ),
    ).toBe(true);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const [written] = await api.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(smsMessages)
      .where(
        sql`${smsMessages.brandId} = ${demo.brand} and ${smsMessages.createdAt} >= ${`${today}T00:00:00+08:00`}::timestamptz`,
      );
    expect(
      (await call<ListResult<SmsLogItem>>('list.html', { dateFrom: today, dateTo: today, pageSize: 100 }))
        .data.total,
    ).toBe(written?.n);
    expect((await call<ListResult<SmsLogItem>>('list.html', { dateTo: '2020-01-01' })).data.total).toBe(0);
    expect(
      (await call<ListResult<SmsLogItem>>('list.html', {}, { brand: demo.secondBrand })).data.total,
    ).toBe(0);
    const bad = await call('list.html', { status: 'lost', dateFrom: 'yesterday' });
    expect((bad.data as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual([
      'status',
      'dateFrom',
    ]);
  });

  it('never holds a secret in an answer, a log line, an audit entry or an error', async () => {
    const audit = await api.database.db.select().from(changes).where(eq(changes.entity, 'sms_config'));
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.map((a) => a.payload)).toContainEqual(
      expect.objectContaining({ accessKeySecret: 'changed' }),
    );
    const everything = JSON.stringify([audit, api.logLines, api.errors.map(String)]);
    expect(everything).not.toContain(secret);
    const stored = await api.database.db.execute(sql`select * from changes`);
    expect(JSON.stringify(stored)).not.toContain(secret);
  });
});

describe('the figures', () => {
  it('counts sent and failed (unknown with them) per day over 30 days; another brand has its own', async () => {
    await quiet();
    const stats = await call<NotifyStats>('stats.html', { page: 2 });
    expect(stats.code).toBe(0);
    expect(stats.data.days).toHaveLength(30);
    expect(stats.data.days.at(-1)).toMatchObject(stats.data.today);
    // The same counts straight from the table, by China Standard Time day (the demo seed's 30 days too).
    const day = sql`to_char(coalesce(${smsMessages.sentAt}, ${smsMessages.createdAt}) at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD')`;
    const rows = await api.database.db
      .select({ day: sql<string>`${day}`, status: smsMessages.status, n: sql<number>`count(*)::int` })
      .from(smsMessages)
      .where(eq(smsMessages.brandId, demo.brand))
      .groupBy(day, smsMessages.status);
    const count = (days: string[], ...s: string[]) =>
      rows.filter((r) => days.includes(r.day) && s.includes(r.status)).reduce((n, r) => n + r.n, 0);
    const days = stats.data.days.map((d) => d.day);
    const today = days.slice(-1);
    expect(stats.data.today).toEqual({
      sent: count(today, 'sent'),
      failed: count(today, 'failed', 'unknown'),
    });
    expect(stats.data.last30).toEqual({
      sent: count(days, 'sent'),
      failed: count(days, 'failed', 'unknown'),
    });
    expect(stats.data.last30.sent).toBeGreaterThan(stats.data.today.sent);
    const other = await call<NotifyStats>('stats.html', {}, { brand: demo.secondBrand });
    expect(other.data.last30.sent).toBe(0);
  });
});
