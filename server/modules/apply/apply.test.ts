import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplySummary } from '../../../contract/apply.ts';
import type { ListResult } from '../../../contract/envelope.ts';
import type { InvalidInput } from '../../../contract/errors.ts';
import type { WxworkAccountDetail, WxworkAccountItem } from '../../../contract/wxwork.ts';
import { type Answer, createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { changes } from '../../db/core.tables.ts';
import { wxworkAccounts } from './apply.tables.ts';

// The applications page's summary and the enterprise WeChat accounts (`/wxwork/account/*`).

let api: TestApi;
let owner = '';
let second = '';
let operator = '';
const answers: string[] = [];
const secret = 'WeComSecret-9f3Kq7Lx2Vb8Nd4Zt6Hy1Pm5Rc0Ws2Je8Ua4';
const newSecret = 'WeComSecret-NEW-1a2b3c4d5e6f7g8h9i0jKLMNOPQRSTUV';
const aesKey = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456';

beforeAll(async () => {
  api = await createTestApi();
  owner = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
  second = await api.loginTo(demo.admin.user, demo.admin.password, demo.secondBrand);
  operator = await api.loginTo(demo.operator.user, demo.operator.password, demo.brand);
});
afterAll(() => api.close());

async function call<T>(
  path: string,
  body?: unknown,
  o: { token?: string; get?: string; lang?: string } = {},
) {
  const token = o.token ?? owner;
  const options = {
    token,
    brandId: token === second ? demo.secondBrand : demo.brand,
    lang: o.lang ?? 'zh-CN',
  };
  const a: Answer<T> =
    o.get !== undefined
      ? await api.call<T>(`${path}?${o.get}`, { ...options, method: 'GET' })
      : await api.call<T>(path, { ...options, body: body ?? {} });
  answers.push(a.raw);
  return a;
}
const fieldOf = (a: Answer<unknown>) => (a.data as InvalidInput | null)?.fields?.[0];

const account = (extra: object = {}) => ({
  title: '售后服务',
  corpId: 'ww1234567890abcdef',
  agentId: 1000005,
  secret,
  token: 'CallbackToken1',
  encodingAesKey: aesKey,
  ...extra,
});

describe('enterprise WeChat accounts', () => {
  it('lists the demo account with its secret as a hint and the callback URL to copy', async () => {
    const a = await call<ListResult<WxworkAccountItem>>('/wxwork/account/list.html');
    expect(a.code).toBe(0);
    expect(a.data.list).toHaveLength(1);
    const [demoAccount] = a.data.list;
    expect(demoAccount).toMatchObject({ title: '门店客服', agentId: 1000002, status: 1 });
    expect(demoAccount?.callbackUrl).toBe(`http://localhost/wxwork/callback/${demoAccount?.id}.html`);
    // The test template's demo secret was sealed under another key: it says so rather than fail.
    expect(demoAccount?.secret.set).toBe(true);
    const theirs = await call<ListResult<WxworkAccountItem>>(
      '/wxwork/account/list.html',
      {},
      { token: second },
    );
    expect(theirs.data.list).toEqual([]);
  });

  it('adds an account; the secret is sealed and answered only as set and its last four characters', async () => {
    const a = await call<{ id: number }>('/wxwork/account/add.html', account());
    expect(a.code, a.message).toBe(0);
    const d = await call<WxworkAccountDetail>('/wxwork/account/detail.html', { id: a.data.id });
    expect(d.data).toMatchObject({
      title: '售后服务',
      corpId: 'ww1234567890abcdef',
      agentId: 1000005,
      token: 'CallbackToken1',
      encodingAesKey: aesKey,
      status: 1,
      secret: { set: true, endsWith: secret.slice(-4) },
    });
    expect(d.data.callbackUrl).toMatch(new RegExp(`/wxwork/callback/${a.data.id}\\.html$`));
    const [row] = await api.database.db.select().from(wxworkAccounts).where(eq(wxworkAccounts.id, a.data.id));
    expect(row?.secret).toMatch(/^v1\./);
    expect(row?.secret).not.toContain(secret);
  });

  it('refuses an EncodingAESKey that is not 43 characters, and a Token without its key', async () => {
    const short = await call(
      '/wxwork/account/add.html',
      account({ agentId: 1000006, encodingAesKey: aesKey.slice(1) }),
    );
    expect(short.code).toBe(1);
    expect(fieldOf(short)?.field).toBe('encodingAesKey');
    const long = await call(
      '/wxwork/account/add.html',
      account({ agentId: 1000006, encodingAesKey: `${aesKey}x` }),
    );
    expect(fieldOf(long)?.field).toBe('encodingAesKey');
    const symbols = await call(
      '/wxwork/account/add.html',
      account({ agentId: 1000006, encodingAesKey: `${aesKey.slice(1)}=` }),
    );
    expect(fieldOf(symbols)?.field).toBe('encodingAesKey');
    const alone = await call('/wxwork/account/add.html', account({ agentId: 1000006, encodingAesKey: '' }));
    expect(fieldOf(alone)).toEqual({
      field: 'encodingAesKey',
      message: 'Token 和 EncodingAESKey 需要同时填写（接收消息时两者都要用），或都留空',
    });
    const none = await call<{ id: number }>(
      '/wxwork/account/add.html',
      account({ agentId: 1000006, token: '', encodingAesKey: '' }),
    );
    expect(none.code).toBe(0);
    const noSecret = await call('/wxwork/account/add.html', account({ agentId: 1000007, secret: '' }));
    expect(fieldOf(noSecret)).toEqual({ field: 'secret', message: '必填' });
    const badCorp = await call('/wxwork/account/add.html', account({ agentId: 1000007, corpId: 'ww 12' }));
    expect(fieldOf(badCorp)?.field).toBe('corpId');
    const unknown = await call('/wxwork/account/add.html', account({ agentId: 1000007, extra: 1 }));
    expect(fieldOf(unknown)?.message).toBe('不支持的字段 extra');
  });

  it('refuses the same application twice in a brand, naming it', async () => {
    const a = await call('/wxwork/account/add.html', account({ title: '重复' }));
    expect(fieldOf(a)).toEqual({
      field: 'agentId',
      message: '企业 ww1234567890abcdef 的应用 1000005 已添加为“售后服务”',
    });
    const elsewhere = await call('/wxwork/account/add.html', account(), { token: second });
    expect(elsewhere.code).toBe(0);
  });

  it('keeps the secret when an update leaves it empty, replaces it when given one', async () => {
    const list = await call<ListResult<WxworkAccountItem>>('/wxwork/account/list.html', { keyword: '售后' });
    const id = list.data.list.find((a) => a.agentId === 1000005)?.id ?? 0;
    const [before] = await api.database.db.select().from(wxworkAccounts).where(eq(wxworkAccounts.id, id));
    const kept = await call('/wxwork/account/update.html', {
      id,
      title: '售后服务号',
      secret: '',
      status: false,
    });
    expect(kept.code, kept.message).toBe(0);
    const [after] = await api.database.db.select().from(wxworkAccounts).where(eq(wxworkAccounts.id, id));
    expect(after?.secret).toBe(before?.secret);
    expect(after).toMatchObject({ title: '售后服务号', status: 0 });
    expect((await call('/wxwork/account/update.html', { id, secret: newSecret })).code).toBe(0);
    const d = await call<WxworkAccountDetail>('/wxwork/account/detail.html', { id });
    expect(d.data.secret).toEqual({ set: true, endsWith: newSecret.slice(-4) });
    const pair = await call('/wxwork/account/update.html', { id, token: '' });
    expect(fieldOf(pair)?.field).toBe('token');
  });

  it("answers another brand's account as not found, and refuses a role without the rules", async () => {
    const list = await call<ListResult<WxworkAccountItem>>('/wxwork/account/list.html');
    const id = list.data.list[0]?.id ?? 0;
    for (const [path, body] of [
      ['/wxwork/account/detail.html', { id }],
      ['/wxwork/account/update.html', { id, title: 'x' }],
    ] as const) {
      const a = await call(path, body, { token: second });
      expect([a.code, a.message]).toEqual([1, `企业微信账号不存在（id ${id}）`]);
    }
    const del = await call('/wxwork/account/del.html', undefined, { token: second, get: `id=${id}` });
    expect([del.code, del.message]).toEqual([1, `企业微信账号不存在（id ${id}）`]);
    for (const path of ['/wxwork/account/list.html', '/apply/summary.html']) {
      expect((await call(path, {}, { token: operator })).code).toBe(403);
    }
  });

  it('deletes an account (GET)', async () => {
    const added = await call<{ id: number }>('/wxwork/account/add.html', account({ agentId: 1000099 }));
    const a = await call<{ deleted: number }>('/wxwork/account/del.html', undefined, {
      get: `id=${added.data.id}`,
    });
    expect([a.code, a.data.deleted]).toEqual([0, 1]);
  });
});

describe('the applications page', () => {
  it('says which integration is set up', async () => {
    const a = await call<ApplySummary>('/apply/summary.html');
    expect(a.code).toBe(0);
    expect(a.data).toEqual({
      sms: { provider: 'log', ready: false },
      email: { host: '', fromAddress: '', ready: false },
      wxwork: { total: 3, enabled: 2 },
      ai: { ready: false },
    });
    await call('/api/email/config_update.html', {
      host: 'smtp.example.com',
      port: 465,
      secure: 'tls',
      user: 'mailer',
      password: 'mail-password-123',
      fromName: 'Demo',
      fromAddress: 'shop@example.com',
    });
    await call('/brand/sms/configupdate.html', {
      provider: 'aliyun',
      accessKeyId: 'LTAI5tKey',
      accessKeySecret: 'SmsSecret-abcdefgh12345678',
      signName: '演示品牌',
    });
    const b = await call<ApplySummary>('/apply/summary.html');
    expect(b.data.email).toEqual({ host: 'smtp.example.com', fromAddress: 'shop@example.com', ready: true });
    expect(b.data.sms).toEqual({ provider: 'aliyun', ready: true });
    const theirs = await call<ApplySummary>('/apply/summary.html', {}, { token: second });
    expect(theirs.data.wxwork).toEqual({ total: 1, enabled: 1 });
    expect(theirs.data.sms.ready).toBe(false);
  });
});

describe('secrets stay sealed', () => {
  it('never answers, logs or audits a WeChat secret or an EncodingAESKey', async () => {
    const audit = JSON.stringify(await api.database.db.select().from(changes));
    const logged = [...api.logLines, ...api.errors.map(String)].join('\n');
    for (const value of [secret, newSecret]) {
      expect(answers.some((raw) => raw.includes(value))).toBe(false);
      expect(audit.includes(value)).toBe(false);
      expect(logged.includes(value)).toBe(false);
    }
    // The callback settings are answered to the people who set them up, but never audited.
    expect(audit.includes(aesKey)).toBe(false);
    expect(audit.includes('CallbackToken1')).toBe(false);
  });
});
