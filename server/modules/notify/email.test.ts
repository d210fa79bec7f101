import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EmailConfig,
  EmailDraft,
  EmailLogItem,
  EmailRecipient,
  EmailTemplate,
} from '../../../contract/email.ts';
import type { ListResult } from '../../../contract/envelope.ts';
import type { NotifyStats as Stats } from '../../../contract/notify.ts';
import type { SendPreview, SendResult } from '../../../contract/sms.ts';
import { memberWithRules } from '../../../tests/support/crm-fixtures.ts';
import { type SmtpSink, startSmtpSink } from '../../../tests/support/smtp-sink.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { until } from '../../../tests/support/until.ts';
import { adminUsers, changes } from '../../db/core.tables.ts';
import { OutboundPolicy } from '../../outbound/outbound.ts';
import { crmCustomerGroups, crmCustomers } from '../crm/crm.tables.ts';
import { emailConfigs, emailMessages } from './notify.tables.ts';

const password = 'SmtpPass-7hQ2mX9vLk3Wz0c1';
let api: TestApi;
let sink: SmtpSink;
let token = '';
let secondToken = '';

beforeAll(async () => {
  sink = await startSmtpSink({ auth: { user: 'mailer', pass: password } });
  api = await createTestApi({
    // The provider doubles listen on loopback: allowed here as an operator allows a local server.
    outbound: new OutboundPolicy(['127.0.0.1']),
    jobs: { pollingIntervalSeconds: 0.5 },
    // The SMTP timeout is for the sink that goes silent; one that answers must never meet it, even on
    // a machine saturated by other work.
    notify: { smtpTimeoutMs: 5000, configCacheMs: 0 },
  });
  token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
  secondToken = await api.loginTo(demo.admin.user, demo.admin.password, demo.secondBrand);
});
afterAll(async () => {
  await api.close();
  await sink.close();
});

const call = <T>(path: string, body: unknown, o: { brand?: number; lang?: string; method?: 'GET' } = {}) =>
  api.call<T>(`/api/email/${path}`, {
    token: o.brand === demo.secondBrand ? secondToken : token,
    brandId: o.brand ?? demo.brand,
    ...(o.method ? { method: 'GET' } : { body }),
    ...(o.lang ? { lang: o.lang } : {}),
  });

/** A member of Demo Brand whose role holds only `keys` and the rules above them in the tree. */
const memberWith = (name: string, keys: string[]) =>
  memberWithRules(api, demo.brand, name, keys, { withParents: true });

const batchRows = (batchId: number) =>
  api.database.db
    .select()
    .from(emailMessages)
    .where(eq(emailMessages.batchId, batchId))
    .orderBy(emailMessages.id);
const settled = (batchId: number) =>
  until(
    () => batchRows(batchId),
    (rows) => rows.length > 0 && rows.every((r) => !['queued', 'sending'].includes(r.status)),
  );

/** Every message of Demo Brand delivered or failed: the figures hold still while a test reads them twice. */
const quiet = () =>
  until(
    () =>
      api.database.db
        .select({ status: emailMessages.status })
        .from(emailMessages)
        .where(eq(emailMessages.brandId, demo.brand)),
    (rows) => rows.every((r) => !['queued', 'sending'].includes(r.status)),
  );

const sinkConfig = (extra: object = {}) => ({
  host: '127.0.0.1',
  port: sink.port,
  secure: 'none',
  user: 'mailer',
  password,
  fromName: '品牌控制台',
  fromAddress: 'noreply@brand.example',
  replyTo: 'help@brand.example',
  ...extra,
});

describe('SMTP settings and the test mail', () => {
  it('refuses sending before the settings exist, and bad settings by field', async () => {
    const a = await call('testmail.html', { to: 'a@b.example' });
    expect([a.code, a.message]).toEqual([1, '请先在邮件设置中填写 SMTP 服务器']);
    const bad = await call('config_update.html', {
      host: '',
      port: 70000,
      secure: 'ssl',
      fromAddress: 'nope',
    });
    expect((bad.data as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual([
      'host',
      'port',
      'secure',
      'fromAddress',
    ]);
  });

  it('keeps the password write-only and answers the class and reply code when the login fails', async () => {
    expect((await call('config_update.html', sinkConfig({ password: 'wrong-password-0000' }))).code).toBe(0);
    const failed = await call('testmail.html', { to: 'admin@brand.example' });
    expect(failed.code).toBe(1);
    expect(failed.message).toBe('测试邮件发送失败：认证失败（SMTP 535）');
    expect((await call('config_update.html', sinkConfig())).code).toBe(0);
    const [row] = await api.database.db
      .select()
      .from(emailConfigs)
      .where(eq(emailConfigs.brandId, demo.brand));
    expect(row?.password).toMatch(/^v1\./);
    const detail = await call<EmailConfig>('config_detail.html', {});
    expect(detail.data).toEqual({
      host: '127.0.0.1',
      port: sink.port,
      secure: 'none',
      user: 'mailer',
      password: { set: true, endsWith: 'z0c1' },
      fromName: '品牌控制台',
      fromAddress: 'noreply@brand.example',
      replyTo: 'help@brand.example',
    });
    expect(detail.raw).not.toContain(password);
    const ok = await call('testmail.html', { to: 'admin@brand.example' });
    expect([ok.code, ok.message]).toEqual([0, '测试邮件已发送到 admin@brand.example']);
    const mail = sink.mails.at(-1);
    expect([mail?.subject, mail?.to, mail?.from]).toEqual([
      '品牌控制台测试邮件',
      ['admin@brand.example'],
      'noreply@brand.example',
    ]);
    // Saving again without the password keeps it.
    expect((await call('config_update.html', sinkConfig({ password: '' }))).code).toBe(0);
    expect((await call('testmail.html', { to: 'admin@brand.example' })).code).toBe(0);
    // A kept password goes only where it went before: another user must type it again; nothing saved.
    const moved = await call('config_update.html', sinkConfig({ password: '', user: 'someone-else' }));
    expect(moved.code).toBe(1);
    expect((moved.data as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual(['password']);
    expect((await call<EmailConfig>('config_detail.html', {})).data.user).toBe('mailer');
    expect((await call<EmailConfig>('config_detail.html', {}, { brand: demo.secondBrand })).data.host).toBe(
      '',
    );
  });
});

describe('templates', () => {
  it('sanitises the body, derives variables, toggles and deletes; another brand’s id is not found', async () => {
    const add = await call<{ id: number }>('template_add.html', {
      name: '订单通知',
      subject: '{{name}}，您的订单已发货',
      body: '<p onclick="x()">您好 {{name}}：<script>alert(1)</script><a href="javascript:alert(1)">看看</a><strong>{{order}}</strong></p>',
    });
    expect(add.code).toBe(0);
    const t = await call<EmailTemplate>('template_detail.html', { id: add.data.id });
    expect(t.data.body).toBe('<p>您好 {{name}}：<a>看看</a><strong>{{order}}</strong></p>');
    expect(t.data.variables).toEqual(['name', 'order']);
    expect((await call('template_update.html', { id: add.data.id, name: '发货通知' })).code).toBe(0);
    expect((await call('template_status.html', { id: add.data.id, display: false })).code).toBe(0);
    const list = await call<ListResult<EmailTemplate>>('template_list.html', { display: false });
    expect(list.data.list.map((x) => [x.id, x.name])).toContainEqual([add.data.id, '发货通知']);
    for (const path of ['template_detail.html', 'template_update.html'])
      expect((await call(path, { id: add.data.id }, { brand: demo.secondBrand })).message).toBe(
        `邮件模板不存在（id ${add.data.id}）`,
      );
    const del = await call(`template_del.html?id=${add.data.id}`, undefined, { method: 'GET' });
    expect(del.code).toBe(0);
    expect((await call('template_add.html', { name: '', subject: 's', body: '' })).code).toBe(1);
  });

  it('refuses a subject or body the renderer would throw on, naming the piece, and keeps what was saved', async () => {
    const name = `Braces ${Math.random().toString(36).slice(2, 8)}`;
    const first = await call<{ id: number }>('template_add.html', {
      name,
      subject: '{{name}}，您好',
      body: '<p>{{#vip}}尊贵的{{/vip}}会员 {{name}}</p>',
    });
    expect(first.code).toBe(0);
    const open = await call('template_update.html', {
      id: first.data.id,
      subject: '{{name，您好',
      body: '<p>{{#vip}}尊贵的会员</p>',
    });
    const said = (piece: string) =>
      `“${piece}”无法替换为内容：变量写作半角的 {{name}}，区块从 {{#name}} 开始、到 {{/name}} 结束`;
    expect([open.code, open.data]).toEqual([
      1,
      {
        fields: [
          { field: 'subject', message: said('{{name，您好') },
          { field: 'body', message: said('{{#vip}}') },
        ],
      },
    ]);
    // Markup the sanitiser drops cannot leave a tag open either.
    const hidden = await call('template_update.html', {
      id: first.data.id,
      body: '<p><script>{{#vip}}</script>尊贵的{{/vip}}会员</p>',
    });
    expect([hidden.code, hidden.data]).toEqual([
      1,
      { fields: [{ field: 'body', message: said('{{/vip}}') }] },
    ]);
    const kept = await call<EmailTemplate>('template_detail.html', { id: first.data.id });
    expect([kept.data.subject, kept.data.body]).toEqual([
      '{{name}}，您好',
      '<p>{{#vip}}尊贵的{{/vip}}会员 {{name}}</p>',
    ]);
  });

  it('refuses a name another template of the brand has, case aside, at its field', async () => {
    const name = `Newsletter ${Math.random().toString(36).slice(2, 8)}`;
    const first = await call<{ id: number }>('template_add.html', { name, subject: 's', body: '<p>a</p>' });
    expect(first.code).toBe(0);
    const again = await call('template_add.html', {
      name: name.toUpperCase(),
      subject: 's',
      body: '<p>b</p>',
    });
    const said = `已有名为“${name.toUpperCase()}”的邮件模板，请换一个名称`;
    expect([again.code, again.message, again.data]).toEqual([
      1,
      said,
      { fields: [{ field: 'name', message: said }] },
    ]);
    const other = await call<{ id: number }>('template_add.html', {
      name: `${name} 2`,
      subject: 's',
      body: '<p>c</p>',
    });
    expect((await call('template_update.html', { id: other.data.id, name })).code).toBe(1);
    expect((await call('template_update.html', { id: first.data.id, name, subject: 't' })).code).toBe(0);
  });
});

describe('sending', () => {
  it('sends a template to each recipient with its values HTML-escaped and Chinese intact', async () => {
    const t = await call<{ id: number }>('template_add.html', {
      name: '欢迎',
      subject: '欢迎 {{name}} 加入',
      body: '<p>亲爱的 {{name}}，您的优惠码是 <strong>{{code}}</strong>。</p>',
    });
    const a = await call<SendResult>('send.html', {
      to: ['li@customer.example', 'not-an-address', 'wang@customer.example', 'LI@customer.example'],
      cc: ['boss@brand.example'],
      templateId: t.data.id,
      params: { name: '李雷 <b>&</b>', code: 'VIP-2026' },
    });
    expect(a.code).toBe(0);
    expect(a.data.queued).toBe(2);
    expect(a.data.refused).toEqual([
      { to: 'not-an-address', reason: 'badAddress', message: '邮箱地址格式不正确' },
      { to: 'LI@customer.example', reason: 'duplicate', message: '本次发送中重复' },
    ]);
    const rows = await settled(a.data.batchId);
    expect(rows.map((r) => [r.to, r.status, r.subject])).toEqual([
      ['li@customer.example', 'sent', '欢迎 李雷 <b>&</b> 加入'],
      ['wang@customer.example', 'sent', '欢迎 李雷 <b>&</b> 加入'],
    ]);
    const mail = sink.mails.find((m) => m.to.includes('li@customer.example'));
    expect(mail?.subject).toBe('欢迎 李雷 <b>&</b> 加入');
    expect(mail?.html).toContain(
      '<p>亲爱的 李雷 &lt;b&gt;&amp;&lt;&#x2F;b&gt;，您的优惠码是 <strong>VIP-2026</strong>。</p>',
    );
    expect(mail?.text).toContain('亲爱的 李雷 <b>&</b>，您的优惠码是 VIP-2026。');
    expect([mail?.cc, mail?.replyTo, mail?.from]).toEqual([
      ['boss@brand.example'],
      ['help@brand.example'],
      'noreply@brand.example',
    ]);
    expect(rows[0]?.providerId).toMatch(/^<.+@brand\.example>$/);
  });

  it("sends to a customer group's customers with an e-mail, each with their own name; another brand's group is not found", async () => {
    const { db } = api.database;
    const [group] = await db
      .select({ id: crmCustomerGroups.id })
      .from(crmCustomerGroups)
      .where(and(eq(crmCustomerGroups.brandId, demo.brand), eq(crmCustomerGroups.name, 'A级客户')));
    if (!group) throw new Error('the demo seed has the group A级客户');
    const expected = await db
      .select({ name: crmCustomers.name, company: crmCustomers.company, email: crmCustomers.email })
      .from(crmCustomers)
      .where(
        and(
          eq(crmCustomers.brandId, demo.brand),
          eq(crmCustomers.level, 'A'),
          ne(crmCustomers.stage, 'lost'),
          ne(crmCustomers.email, ''),
        ),
      )
      .orderBy(crmCustomers.id);
    expect(expected.length).toBeGreaterThan(3);
    const t = await call<{ id: number }>('template_add.html', {
      name: '客户问候',
      subject: '{{name}}，新品到了',
      body: '<p>{{name}}（{{company}}）您好，新品已到店。</p>',
    });
    // Before the send, its preview says what the send then does: who gets a message, who is left out
    // and why, and the first recipient's values (the compose form's preview fills them in).
    const before = await call<SendPreview>('send_preview.html', { customerGroupId: group.id });
    expect(before.code).toBe(0);
    expect(before.data.recipients).toBe(expected.length);
    expect(before.data.first).toEqual({ name: expected[0]?.name, company: expected[0]?.company });
    const a = await call<SendResult>('send.html', { templateId: t.data.id, customerGroupId: group.id });
    expect([a.code, a.data.queued, a.data.refused]).toEqual([0, expected.length, []]);
    expect(before.data.leftOut).toEqual(a.data.leftOut ?? []);
    const rows = await settled(a.data.batchId);
    expect(rows.map((r) => [r.to, r.subject])).toEqual(expected.map((e) => [e.email, `${e.name}，新品到了`]));
    for (const e of expected) {
      const mail = sink.mails.find((m) => m.to.includes(e.email) && m.subject === `${e.name}，新品到了`);
      expect(mail?.html).toContain(`<p>${e.name}（${e.company}）您好，新品已到店。</p>`);
    }
    const other = await call(
      'send.html',
      { customerGroupId: group.id, subject: 's', body: 'b' },
      { brand: demo.secondBrand, lang: 'en' },
    );
    expect(other.data).toEqual({
      fields: [{ field: 'customerGroupId', message: `Customer group not found (id ${group.id})` }],
    });
  });

  it('sends typed text sanitised and refuses what is missing', async () => {
    const a = await call<SendResult>('send.html', {
      to: ['zhao@customer.example'],
      subject: '通知',
      body: '<p>正文<img src="x" onerror="y"></p>',
    });
    await settled(a.data.batchId);
    expect(sink.mails.at(-1)?.html.trim()).toBe('<p>正文</p>');
    expect((await call('send.html', { to: ['a@b.example'], body: '<p>x</p>' })).data).toEqual({
      fields: [{ field: 'subject', message: '请填写主题和正文，或选择一个模板' }],
    });
    expect((await call('send.html', { to: [], subject: 's', body: 'b' })).data).toEqual({
      fields: [{ field: 'to', message: '请至少填写一个收件人' }],
    });
    const past = await call('send.html', {
      to: ['a@b.example'],
      subject: 's',
      body: 'b',
      sendAt: '2020-01-01T00:00:00Z',
    });
    expect(past.data).toEqual({ fields: [{ field: 'sendAt', message: '定时发送的时间必须在将来' }] });
  });

  it('holds a scheduled send until its time', async () => {
    // Far enough ahead that the send call and the pause after it end well before it, however busy
    // the machine: the job had its chance to go early and did not.
    const sendAt = new Date(Date.now() + 10_000).toISOString();
    const a = await call<SendResult>('send.html', {
      to: ['later@customer.example'],
      subject: '稍后',
      body: '<p>定时</p>',
      sendAt,
    });
    await new Promise((r) => setTimeout(r, 1500));
    expect((await batchRows(a.data.batchId)).map((r) => r.status)).toEqual(['queued']);
    const [row] = await settled(a.data.batchId);
    expect(row?.status).toBe('sent');
    expect(row?.sentAt?.getTime()).toBeGreaterThanOrEqual(new Date(sendAt).getTime());
  });

  it('keeps drafts, and sends one by id (the draft then goes)', async () => {
    const add = await call<{ id: number }>('add.html', {
      to: ['draft@customer.example'],
      subject: '草稿',
      body: '<p>草稿正文</p>',
    });
    expect(add.code).toBe(0);
    expect((await call('update.html', { id: add.data.id, subject: '草稿（改）' })).code).toBe(0);
    const d = await call<EmailDraft>('detail.html', { id: add.data.id });
    expect(d.data).toMatchObject({
      to: ['draft@customer.example'],
      subject: '草稿（改）',
      body: '<p>草稿正文</p>',
      sendAt: null,
    });
    expect((await call('detail.html', { id: add.data.id }, { brand: demo.secondBrand })).message).toBe(
      `邮件草稿不存在（id ${add.data.id}）`,
    );
    const sent = await call<SendResult>('send.html', { id: add.data.id });
    expect(sent.data.queued).toBe(1);
    await settled(sent.data.batchId);
    expect(sink.mails.at(-1)?.subject).toBe('草稿（改）');
    expect((await call('detail.html', { id: add.data.id })).code).toBe(1);
    const other = await call<{ id: number }>('add.html', { to: [], subject: '删掉' });
    expect((await call(`del.html?id=${other.data.id}`, undefined, { method: 'GET' })).code).toBe(0);
  });

  it('makes one batch of a repeated requestId', async () => {
    const body = {
      to: ['once@customer.example'],
      subject: '一次',
      body: '<p>一次</p>',
      requestId: 'mail-click-1',
    };
    const [a, b] = await Promise.all([
      call<SendResult>('send.html', body),
      call<SendResult>('send.html', body),
    ]);
    expect(a.data.batchId).toBe(b.data.batchId);
    expect((await batchRows(a.data.batchId)).length).toBe(1);
  });

  it('retries a 4xx, fails a 5xx and marks a silent server unknown', async () => {
    sink.mode = 'busy';
    const busy = await call<SendResult>('send.html', {
      to: ['busy@customer.example'],
      subject: '忙',
      body: '<p>忙</p>',
    });
    await until(
      () => batchRows(busy.data.batchId),
      (r) => r[0]?.reason === 'retrying: SMTP 451',
    );
    sink.mode = 'ok';
    await api.database.executeSql(
      "update pgboss.job set start_after = now() where name = 'email.send' and state = 'retry'",
    );
    const [retried] = await settled(busy.data.batchId);
    expect([retried?.status, retried?.attempts]).toEqual(['sent', 2]);
    const rejected = await call<SendResult>('send.html', {
      to: ['nobody@customer.example'],
      subject: '拒',
      body: '<p>拒</p>',
    });
    const [failed] = await settled(rejected.data.batchId);
    expect([failed?.status, failed?.reason]).toEqual([
      'failed',
      // The reply code, never the server's words.
      'SMTP 550',
    ]);
    sink.mode = 'silent';
    const silent = await call<SendResult>('send.html', {
      to: ['silent@customer.example'],
      subject: '静',
      body: '<p>静</p>',
    });
    const [unknown] = await settled(silent.data.batchId);
    sink.mode = 'ok';
    expect([unknown?.status, unknown?.attempts]).toEqual(['unknown', 1]);
    expect(unknown?.reason).toContain('the server may have taken the message');
  });
});

describe('recipients and the log', () => {
  it('offers the brand’s members with an e-mail, by keyword', async () => {
    await api.database.db
      .update(adminUsers)
      .set({ email: 'admin@brand.example', realName: '管理员' })
      .where(eq(adminUsers.userName, 'admin'));
    const a = await call<{ list: EmailRecipient[] }>('user.html', { keyword: '管理' });
    expect(a.data.list).toEqual([
      { kind: 'member', id: expect.any(Number), name: '管理员', email: 'admin@brand.example' },
    ]);
    expect((await call<{ list: EmailRecipient[] }>('user.html', { keyword: 'zzz' })).data.list).toEqual([]);
  });

  it('offers the customers with an e-mail the caller may see, and none to a member without the customer list', async () => {
    const db = api.database.db;
    const seller = await memberWith('mail-seller', ['api/email/user', 'crm/customer/list']);
    const [sellerRow] = await db.select().from(adminUsers).where(eq(adminUsers.userName, 'mail-seller'));
    const customers = await db
      .select()
      .from(crmCustomers)
      .where(eq(crmCustomers.brandId, demo.brand))
      .orderBy(crmCustomers.id);
    const owned = customers.filter((x) => x.ownerId !== null);
    const [others, own] = owned;
    if (!others || !own) throw new Error('the demo has owned customers');
    await db
      .update(crmCustomers)
      .set({ email: 'rcpt-others@cust.example' })
      .where(eq(crmCustomers.id, others.id));
    await db
      .update(crmCustomers)
      .set({ email: 'rcpt-own@cust.example', ownerId: sellerRow?.id ?? 0 })
      .where(eq(crmCustomers.id, own.id));

    const admin = await call<{ list: EmailRecipient[] }>('user.html', { keyword: 'rcpt-' });
    expect(admin.data.list).toEqual([
      {
        kind: 'customer',
        id: Math.min(others.id, own.id),
        name: expect.any(String),
        email: expect.any(String),
      },
      {
        kind: 'customer',
        id: Math.max(others.id, own.id),
        name: expect.any(String),
        email: expect.any(String),
      },
    ]);
    // A member with the customer list but not "all customers": only their own (and the pool's).
    const asSeller = await api.call<{ list: EmailRecipient[] }>('/api/email/user.html', {
      token: seller,
      brandId: demo.brand,
      body: { keyword: 'rcpt-' },
    });
    expect(asSeller.data.list).toEqual([
      { kind: 'customer', id: own.id, name: own.name, email: 'rcpt-own@cust.example' },
    ]);
    // A member who may pick recipients but not open the customer list sees no customer at all.
    const mailer = await memberWith('mail-only', ['api/email/user']);
    const asMailer = await api.call<{ list: EmailRecipient[] }>('/api/email/user.html', {
      token: mailer,
      brandId: demo.brand,
      body: { keyword: 'rcpt-' },
    });
    expect(asMailer.code).toBe(0);
    expect(asMailer.data.list).toEqual([]);
  });

  it('lists messages with their fields and filters', async () => {
    const all = await call<ListResult<EmailLogItem>>('list.html', { pageSize: 100 });
    expect(Object.keys(all.data.list[0] ?? {}).sort()).toEqual(
      [
        'attempts',
        'batchId',
        'createdAt',
        'id',
        'providerId',
        'reason',
        'repeatOf',
        'repeatedBy',
        'sendAt',
        'sentAt',
        'status',
        'subject',
        'templateId',
        'to',
      ].sort(),
    );
    // The demo seed's own log (example.com) is left out by the keyword.
    const failed = await call<ListResult<EmailLogItem>>('list.html', {
      status: 'failed',
      keyword: 'customer.example',
    });
    expect(failed.data.list.map((m) => m.to)).toEqual(['nobody@customer.example']);
    expect(
      (await call<ListResult<EmailLogItem>>('list.html', { to: 'wang@customer.example' })).data.total,
    ).toBe(1);
    expect((await call<ListResult<EmailLogItem>>('list.html', { keyword: '欢迎' })).data.total).toBe(2);
    expect(
      (await call<ListResult<EmailLogItem>>('list.html', {}, { brand: demo.secondBrand })).data.total,
    ).toBe(0);
  });

  it('never holds the password in an answer, a log line or an audit entry', async () => {
    const audit = await api.database.db.select().from(changes).where(eq(changes.entity, 'email_config'));
    expect(audit.map((a) => a.payload)).toContainEqual(expect.objectContaining({ password: 'changed' }));
    expect(JSON.stringify([audit, api.logLines, api.errors.map(String)])).not.toContain(password);
  });
});

describe('the drafts’ list, resending and the figures', () => {
  it('lists the brand’s drafts newest first, by keyword; another brand sees none of them', async () => {
    const a = await call<{ id: number }>('add.html', {
      to: ['list-a@customer.example'],
      subject: '草稿列表甲',
    });
    const b = await call<{ id: number }>('add.html', {
      to: ['list-b@customer.example'],
      subject: '草稿列表乙',
    });
    const page = await call<ListResult<EmailDraft>>('draft_list.html', { keyword: '草稿列表' });
    expect(page.data.list.map((d) => d.id)).toEqual([b.data.id, a.data.id]);
    expect(page.data.list[0]).toMatchObject({ to: ['list-b@customer.example'], subject: '草稿列表乙' });
    const byAddress = await call<ListResult<EmailDraft>>('draft_list.html', { keyword: 'list-a@' });
    expect(byAddress.data.list.map((d) => d.id)).toEqual([a.data.id]);
    const other = await call<ListResult<EmailDraft>>('draft_list.html', {}, { brand: demo.secondBrand });
    expect(other.data.list.some((d) => d.id === a.data.id)).toBe(false);
    expect((await call('draft_list.html', { page: 0 })).code).toBe(1);
    expect((await call('draft_list.html', { bogus: 1 })).code).toBe(1);
  });

  it('lists a draft made from a template with its mail’s subject, and finds it by the template’s words', async () => {
    const t = await call<{ id: number }>('template_add.html', {
      name: '草稿主题模板',
      subject: '您的订单 {{order}} 已发货',
      body: '<p>{{order}}</p>',
    });
    const d = await call<{ id: number }>('add.html', {
      to: ['subject-a@customer.example'],
      templateId: t.data.id,
      params: { order: 'SO-7788' },
      subject: '',
    });
    const page = await call<ListResult<EmailDraft>>('draft_list.html', { keyword: '已发货' });
    expect(page.data.list.find((x) => x.id === d.data.id)?.subject).toBe('您的订单 SO-7788 已发货');
    // The draft itself keeps what was typed: the form opens it as it was saved.
    expect((await call<EmailDraft>('detail.html', { id: d.data.id })).data.subject).toBe('');
  });

  it('resends a failed message and a batch’s failed ones as new messages linked to the first', async () => {
    sink.refuse.add('later@customer.example');
    const t = await call<{ id: number }>('template_add.html', {
      name: `重发 ${Math.random()}`,
      subject: '你好 {{name}}',
      body: '<p>{{name}} 的订单</p>',
    });
    const sent = await call<SendResult>('send.html', {
      to: ['later@customer.example', 'fine@customer.example'],
      templateId: t.data.id,
      params: { name: '小明' },
    });
    const rows = await settled(sent.data.batchId);
    const failed = rows.find((r) => r.status === 'failed');
    expect(failed?.to).toBe('later@customer.example');
    const ok = rows.find((r) => r.status === 'sent');
    const refused = await call('repeat.html', { id: ok?.id });
    expect([refused.code, refused.message]).toEqual([1, '只有发送失败或结果未知的消息可以重发']);
    expect((await call('repeat.html', { id: failed?.id }, { brand: demo.secondBrand })).message).toBe(
      `邮件记录不存在（id ${failed?.id}）`,
    );
    expect((await call('repeat.html', {})).code).toBe(1);
    sink.refuse.delete('later@customer.example');
    const again = await call<SendResult>('repeat.html', { id: failed?.id });
    expect(again.data).toMatchObject({ queued: 1, refused: [] });
    const [resent] = await settled(again.data.batchId);
    expect([resent?.status, resent?.repeatOf, resent?.to, resent?.subject]).toEqual([
      'sent',
      failed?.id,
      'later@customer.example',
      '你好 小明',
    ]);
    expect(sink.mails.at(-1)?.html).toContain('小明 的订单');
    const none = await call('repeat.html', { batchId: again.data.batchId });
    expect([none.code, none.message]).toEqual([1, '该批次没有发送失败的消息']);
    // Sent again once: the log says by which message, and a second repeat is refused.
    const twice = await call('repeat.html', { id: failed?.id });
    expect([twice.code, twice.message]).toEqual([
      1,
      `这条消息已经重发过（#${resent?.id}），重发失败请重发那一条`,
    ]);
    const log = await call<ListResult<EmailLogItem>>('list.html', { batchId: failed?.batchId });
    expect(log.data.list.find((m) => m.id === failed?.id)?.repeatedBy).toBe(resent?.id);
    const audit = await api.database.db.select().from(changes).where(eq(changes.entity, 'email_batch'));
    expect(audit.some((a) => a.action === 'repeat')).toBe(true);
  });

  it('sends a failed message again once when two members press 重发 at the same moment', async () => {
    sink.refuse.add('twice@customer.example');
    const sent = await call<SendResult>('send.html', {
      to: ['twice@customer.example'],
      subject: '同时重发',
      body: '<p>同时重发</p>',
    });
    const [failed] = await settled(sent.data.batchId);
    expect(failed?.status).toBe('failed');
    sink.refuse.delete('twice@customer.example');
    const answers = await Promise.all([
      call<SendResult>('repeat.html', { id: failed?.id }),
      call<SendResult>('repeat.html', { id: failed?.id }),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 1]);
    const refused = answers.find((a) => a.code === 1);
    expect(refused?.message).toMatch(/^这条消息已经重发过（#\d+），重发失败请重发那一条$/);
    const repeats = await api.database.db
      .select({ id: emailMessages.id })
      .from(emailMessages)
      .where(eq(emailMessages.repeatOf, failed?.id ?? 0));
    expect(repeats).toHaveLength(1);
    const sentAgain = answers.find((a) => a.code === 0);
    const [resent] = await settled(sentAgain?.data.batchId ?? 0);
    expect(resent?.status).toBe('sent');
  });

  it('counts sent and failed per day over 30 days, today last; another brand has its own', async () => {
    await quiet();
    const before = await call<Stats>('stats.html', {});
    expect(before.code).toBe(0);
    expect(before.data.days).toHaveLength(30);
    const today = before.data.days.at(-1);
    expect(today).toEqual({ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), ...before.data.today });
    expect(before.data.today.sent).toBeGreaterThan(0);
    expect(before.data.today.failed).toBeGreaterThan(0);
    // A message of 40 days ago is outside; one of 3 days ago is counted on its day.
    const {
      rows: [batch],
    } = await api.database.executeSql(
      `insert into email_batches (brand_id, subject, body) values (${demo.brand}, 'old', 'old') returning id`,
    );
    await api.database.executeSql(
      `insert into email_messages (brand_id, batch_id, "to", subject, status, created_at, sent_at) values
        (${demo.brand}, ${batch?.id}, 'old@x.example', 'old', 'sent', now() - interval '40 days', now() - interval '40 days'),
        (${demo.brand}, ${batch?.id}, 'three@x.example', 'old', 'sent', now() - interval '3 days', now() - interval '3 days')`,
    );
    const after = await call<Stats>('stats.html', {});
    expect(after.data.last30.sent).toBe(before.data.last30.sent + 1);
    expect(after.data.days[26]?.sent).toBe((before.data.days[26]?.sent ?? 0) + 1);
    const other = await call<Stats>('stats.html', {}, { brand: demo.secondBrand });
    expect(other.data.last30).toEqual({ sent: 0, failed: 0 });
  });
});
