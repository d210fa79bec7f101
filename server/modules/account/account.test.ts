import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountOverview,
  RevokeOthersResult,
  SessionItem,
  SignInItem,
  TodayResult,
} from '../../../contract/account.ts';
import { signInHistoryLength } from '../../../contract/account.ts';
import { chinaDay, chinaMonthStart } from '../../../contract/china-time.ts';
import { memberPassword, memberWithRules } from '../../../tests/support/crm-fixtures.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { adminUsers, brandMembers, changes } from '../../db/core.tables.ts';
import { housekeep } from '../../housekeeping.ts';
import { crmCustomers, crmImports } from '../crm/crm.tables.ts';
import { emailMessages, smsMessages } from '../notify/notify.tables.ts';
import { signIns } from './account.tables.ts';

let api: TestApi;
let token = '';
let adminId = 0;
const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

beforeAll(async () => {
  // One proxy in front, so the address a sign-in records is the one it forwards.
  api = await createTestApi({ trustProxy: 1 });
  token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
  const [admin] = await api.database.db.select().from(adminUsers).where(eq(adminUsers.userName, 'admin'));
  adminId = admin?.id ?? 0;
});
afterAll(() => api.close());

const call = <T>(path: string, o: { token?: string; brand?: number | null; lang?: string } = {}) =>
  api.call<T>(`/brand/manage/${path}`, {
    token: o.token ?? token,
    ...(o.brand === null ? {} : { brandId: o.brand ?? demo.brand }),
    body: {},
    ...(o.lang ? { lang: o.lang } : {}),
  });

/**
 * Messages of a brand in `status` from `since` through today (China Standard Time), counted here as a
 * person would (the demo seed has its own, dated from the moment the test database's template was made).
 */
async function messagesSince(
  channel: 'sms' | 'email',
  brandId: number,
  status: 'sent' | 'failed',
  since: Date,
) {
  const db = api.database.db;
  const rows =
    channel === 'sms'
      ? await db
          .select({ n: sql<number>`count(*)::int` })
          .from(smsMessages)
          .where(
            and(
              eq(smsMessages.brandId, brandId),
              eq(smsMessages.status, status),
              gte(smsMessages.createdAt, since),
              lt(smsMessages.createdAt, endOfToday()),
            ),
          )
      : await db
          .select({ n: sql<number>`count(*)::int` })
          .from(emailMessages)
          .where(
            and(
              eq(emailMessages.brandId, brandId),
              eq(emailMessages.status, status),
              gte(emailMessages.createdAt, since),
              lt(emailMessages.createdAt, endOfToday()),
            ),
          );
  return rows[0]?.n ?? 0;
}

/** The end (exclusive) of today in China Standard Time. */
function endOfToday(): Date {
  const dayMs = 86_400_000;
  return new Date(Math.floor((Date.now() + 8 * 3_600_000) / dayMs) * dayMs - 8 * 3_600_000 + dayMs);
}

/** Signs in as `user` from `address` with `agent`; answers the token. */
async function signInFrom(user: string, password: string, address: string, agent: string) {
  const a = await api.call<{ token: string }>('/auth/brandmanager/userpwd.html', {
    body: { user, password },
    headers: { 'X-Forwarded-For': address, 'User-Agent': agent },
  });
  expect(a.code).toBe(0);
  return a.data.token;
}

/** A member of Demo Brand whose role holds only `keys` and the rules above them in the tree. */
const memberWith = (name: string, keys: string[]) =>
  memberWithRules(api, demo.brand, name, keys, { withParents: true });

const userId = async (userName: string) =>
  (await api.database.db.select().from(adminUsers).where(eq(adminUsers.userName, userName)))[0]?.id ?? 0;

/**
 * The customers on a member's customer list (owned, not lost: everyone's for `viewer` null, else
 * theirs) or in the pool.
 */
async function customersListed(brandId: number, viewer: number | null | 'pool') {
  const rows = await api.database.db
    .select({ ownerId: crmCustomers.ownerId })
    .from(crmCustomers)
    .where(and(eq(crmCustomers.brandId, brandId), ne(crmCustomers.stage, 'lost')));
  if (viewer === 'pool') return rows.filter((r) => r.ownerId === null).length;
  return rows.filter((r) => r.ownerId !== null && (viewer === null || r.ownerId === viewer)).length;
}

/** `YYYY-MM-DD` of a moment in China Standard Time, as the logs' date filters take it. */

/** A member's own customers due by the end of today in China Standard Time. */
async function dueOf(brandId: number, owner: number) {
  const dayMs = 86_400_000;
  const end = Math.floor((Date.now() + 8 * 3_600_000) / dayMs) * dayMs - 8 * 3_600_000 + dayMs;
  const rows = await api.database.db
    .select({ next: crmCustomers.nextFollowAt, stage: crmCustomers.stage })
    .from(crmCustomers)
    .where(and(eq(crmCustomers.brandId, brandId), eq(crmCustomers.ownerId, owner)));
  return rows.filter((r) => r.stage !== 'lost' && r.next !== null && r.next.getTime() < end).length;
}

describe('overview.html: the account dashboard’s brand cards', () => {
  it('answers every brand of the user with the figures its role may read, before a brand is chosen', async () => {
    const db = api.database.db;
    const now = new Date();
    const sentBefore = await messagesSince('sms', demo.brand, 'sent', chinaMonthStart(now));
    await db.insert(smsMessages).values([
      { brandId: demo.brand, batchId: 1, mobile: '13600000001', text: 'a', status: 'sent', createdAt: now },
      { brandId: demo.brand, batchId: 1, mobile: '13600000002', text: 'b', status: 'sent', createdAt: now },
      { brandId: demo.brand, batchId: 1, mobile: '13600000003', text: 'c', status: 'failed', createdAt: now },
      // Last month: not this month's.
      {
        brandId: demo.brand,
        batchId: 1,
        mobile: '13600000004',
        text: 'd',
        status: 'sent',
        createdAt: new Date(chinaMonthStart(now).getTime() - 1000),
      },
    ]);
    const fresh = await api.login(demo.admin.user, demo.admin.password);
    const a = await call<AccountOverview>('overview.html', { token: fresh, brand: null });
    expect(a.code).toBe(0);
    const members = async (brandId: number) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(brandMembers)
          .where(eq(brandMembers.brandId, brandId))
      )[0]?.n;
    expect(a.data.brands.map((b) => [b.brandTitle, b.roleTitle, b.isOwner])).toEqual([
      ['Demo Brand', '所有者', true],
      ['Second Brand', '所有者', true],
    ]);
    const [demoCard, secondCard] = a.data.brands;
    // The month as the log's date filter shows it: its first day through today.
    const today = chinaDay(now);
    const thisMonth = `dateFrom=${today.slice(0, 8)}01&dateTo=${today}`;
    expect(demoCard?.figures).toEqual([
      {
        id: 'members',
        value: await members(demo.brand),
        route: '/system/adminuser',
        rule: 'system/adminuser',
      },
      // This month's two sent, not last month's.
      {
        id: 'smsSent',
        value: sentBefore + 2,
        route: `/notify/sms/list?status=sent&${thisMonth}`,
        rule: 'notify/sms/list',
      },
      {
        id: 'emailSent',
        value: await messagesSince('email', demo.brand, 'sent', chinaMonthStart(now)),
        route: `/notify/email/list?status=sent&${thisMonth}`,
        rule: 'notify/email/list',
      },
      // The owner's list has every owner's customers, lost ones left out; the pool is its own figure.
      {
        id: 'customers',
        value: await customersListed(demo.brand, null),
        route: '/crm/customer/list',
        rule: 'crm/customer/list',
      },
      {
        id: 'pool',
        value: await customersListed(demo.brand, 'pool'),
        route: '/crm/customer/pool',
        rule: 'crm/customer/pool',
      },
      // Their own follow-ups: the list they open is narrowed to them.
      {
        id: 'followupsDue',
        value: await dueOf(demo.brand, await userId('admin')),
        route: `/crm/customer/list?due=today&ownerId=${await userId('admin')}`,
        rule: 'crm/customer/list',
      },
    ]);
    expect(secondCard?.figures.find((f) => f.id === 'members')?.value).toBe(await members(demo.secondBrand));
    expect(secondCard?.figures.find((f) => f.id === 'smsSent')?.value).toBe(0);
  });

  it('leaves out every figure whose screen the role may not open', async () => {
    const operator = await api.login(demo.operator.user, demo.operator.password);
    const a = await call<AccountOverview>('overview.html', { token: operator, brand: null });
    expect(a.data.brands).toEqual([
      {
        brandId: demo.brand,
        brandTitle: 'Demo Brand',
        roleTitle: '运营',
        logo: '',
        isOwner: false,
        figures: [
          // Without "all customers": their own, never another member's; the pool apart.
          {
            id: 'customers',
            value: await customersListed(demo.brand, await userId('operator')),
            route: '/crm/customer/list',
            rule: 'crm/customer/list',
          },
          {
            id: 'pool',
            value: await customersListed(demo.brand, 'pool'),
            route: '/crm/customer/pool',
            rule: 'crm/customer/pool',
          },
          {
            id: 'followupsDue',
            value: await dueOf(demo.brand, await userId('operator')),
            route: '/crm/customer/list?due=today',
            rule: 'crm/customer/list',
          },
        ],
      },
    ]);
    const all = a.data.brands[0]?.figures[0]?.value ?? 0;
    expect(all).toBeGreaterThan(0);
    expect(all).toBeLessThan(await customersListed(demo.brand, null));
    const narrow = await memberWith('figures-sms', ['notify/sms/list']);
    const b = await call<AccountOverview>('overview.html', { token: narrow });
    expect(b.data.brands[0]?.figures.map((f) => f.id)).toEqual(['smsSent']);
  });

  it('needs a session; a brand header of another brand is refused', async () => {
    expect((await api.call('/brand/manage/overview.html', { body: {} })).code).toBe(401);
    const outsider = await memberWith('overview-outsider', []);
    expect((await call('overview.html', { token: outsider, brand: demo.secondBrand })).code).toBe(403);
  });

  it('every call without input refuses an unknown field and needs a session', async () => {
    const calls = [
      'overview.html',
      'today.html',
      'signin_list.html',
      'session_list.html',
      'session_revoke_others.html',
      'message_count.html',
    ];
    for (const path of calls) {
      const bad = await api.call(`/brand/manage/${path}`, {
        token,
        brandId: demo.brand,
        body: { userId: 1 },
        lang: 'en',
      });
      expect(bad.code, path).toBe(1);
      expect(bad.message, path).toContain('userId');
      expect((await api.call(`/brand/manage/${path}`, { body: {} })).code, path).toBe(401);
    }
  });
});

describe('sign-ins and sessions', () => {
  it('records each sign-in’s address and browser and keeps the latest 20', async () => {
    const name = 'signin-history';
    await memberWith(name, []);
    let last = '';
    for (let i = 0; i < signInHistoryLength + 2; i++)
      last = await signInFrom(name, memberPassword, `203.0.113.${i + 1}`, `${chrome} #${i}`);
    const a = await call<{ list: SignInItem[] }>('signin_list.html', { token: last, brand: null });
    expect(a.data.list).toHaveLength(signInHistoryLength);
    expect(a.data.list[0]).toMatchObject({
      address: `203.0.113.${signInHistoryLength + 2}`,
      userAgent: `${chrome} #${signInHistoryLength + 1}`,
      current: true,
    });
    expect(a.data.list.filter((s) => s.current)).toHaveLength(1);
    const [user] = await api.database.db.select().from(adminUsers).where(eq(adminUsers.userName, name));
    const [{ n } = { n: 0 }] = await api.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(signIns)
      .where(eq(signIns.userId, user?.id ?? 0));
    expect(n).toBe(signInHistoryLength);
  }, 120_000);

  it('lists the open sessions, this one first, and signs out every other, audited', async () => {
    const name = 'session-owner';
    // memberWith signs in too: a session on a fourth device.
    const tablet = await memberWith(name, []);
    const phone = await signInFrom(name, memberPassword, '198.51.100.7', 'Mobile Safari');
    const laptop = await signInFrom(name, memberPassword, '198.51.100.8', chrome);
    const here = await signInFrom(name, memberPassword, '198.51.100.9', 'Firefox');
    const list = await call<{ list: SessionItem[] }>('session_list.html', { token: here, brand: null });
    expect(list.data.list.map((s) => [s.address, s.userAgent, s.current])).toEqual([
      ['198.51.100.9', 'Firefox', true],
      ...list.data.list.slice(1).map((s) => [s.address, s.userAgent, false]),
    ]);
    expect(list.data.list).toHaveLength(4);

    const revoked = await call<RevokeOthersResult>('session_revoke_others.html', {
      token: here,
      brand: null,
      lang: 'en',
    });
    expect([revoked.code, revoked.message, revoked.data]).toEqual([
      0,
      'Other sessions signed out: 3',
      { revoked: 3 },
    ]);
    for (const other of [phone, laptop, tablet])
      expect((await call('session_list.html', { token: other, brand: null })).code).toBe(401);
    const after = await call<{ list: SessionItem[] }>('session_list.html', { token: here, brand: null });
    expect(after.data.list.map((s) => s.current)).toEqual([true]);
    const [user] = await api.database.db.select().from(adminUsers).where(eq(adminUsers.userName, name));
    const [entry] = await api.database.db
      .select()
      .from(changes)
      .where(and(eq(changes.userId, user?.id ?? 0), eq(changes.action, 'revoke_others')));
    expect(entry?.payload).toEqual({ n: 3 });
    // Nobody else was signed out: the admin's own session still works.
    expect((await call('signin_list.html')).code).toBe(0);
  });

  it('drops sign-ins older than 90 days at housekeeping', async () => {
    const db = api.database.db;
    await db.insert(signIns).values({ userId: adminId, createdAt: new Date(Date.now() - 91 * 86_400_000) });
    const counted = await housekeep(db);
    expect(counted.signIns).toBeGreaterThanOrEqual(1);
    const old = await db.select().from(signIns).where(sql`${signIns.createdAt} < now() - interval '90 days'`);
    expect(old).toEqual([]);
  });
});

describe('today.html: the home page’s work', () => {
  it('counts failed messages of the last 7 days for a role that may open the log, none for one that may not', async () => {
    const db = api.database.db;
    await db.insert(smsMessages).values([
      { brandId: demo.brand, batchId: 9, mobile: '13600000021', text: 'x', status: 'failed' },
      {
        brandId: demo.brand,
        batchId: 9,
        mobile: '13600000022',
        text: 'y',
        status: 'failed',
        createdAt: new Date(Date.now() - 8 * 86_400_000),
      },
      { brandId: demo.secondBrand, batchId: 9, mobile: '13600000023', text: 'z', status: 'failed' },
    ]);
    // Seven days, today included, from the first one's midnight in China Standard Time: the log's
    // date filter the item's link carries.
    const now = new Date();
    const from = chinaDay(new Date(now.getTime() - 6 * 86_400_000));
    const week = new Date(`${from}T00:00:00+08:00`);
    const smsFailed = await messagesSince('sms', demo.brand, 'failed', week);
    const emailFailed = await messagesSince('email', demo.brand, 'failed', week);
    expect(smsFailed).toBeGreaterThan(0);
    const a = await call<TodayResult>('today.html');
    expect(a.data.failedDays).toBe(7);
    const days = `dateFrom=${from}&dateTo=${chinaDay(now)}`;
    const emailItem = {
      id: 'emailFailed',
      count: emailFailed,
      route: `/notify/email/list?status=failed&${days}`,
    };
    expect(a.data.items.filter((i) => !i.id.startsWith('followups'))).toEqual([
      { id: 'smsFailed', count: smsFailed, route: `/notify/sms/list?status=failed&${days}` },
      ...(emailFailed > 0 ? [emailItem] : []),
    ]);
    // A role that may open the e-mail log only: no SMS item.
    const narrow = await memberWith('today-email-only', ['notify/email/list']);
    expect((await call<TodayResult>('today.html', { token: narrow })).data.items).toEqual(
      emailFailed > 0 ? [emailItem] : [],
    );
  });

  it("counts the member's own follow-ups due and overdue and their imports finished this week", async () => {
    const db = api.database.db;
    const operatorId = await userId('operator');
    const [done] = await db
      .insert(crmImports)
      .values([
        {
          brandId: demo.brand,
          userId: operatorId,
          status: 'done',
          fileName: 'a.csv',
          storageKey: 'imports/a',
          mapping: {},
          finishedAt: new Date(),
        },
        // Another member's, a failed one and an old one: not the operator's news.
        {
          brandId: demo.brand,
          userId: await userId('sales'),
          status: 'done',
          fileName: 'b.csv',
          storageKey: 'imports/b',
          mapping: {},
          finishedAt: new Date(),
        },
        {
          brandId: demo.brand,
          userId: operatorId,
          status: 'failed',
          fileName: 'c.csv',
          storageKey: 'imports/c',
          mapping: {},
          finishedAt: new Date(),
        },
        {
          brandId: demo.brand,
          userId: operatorId,
          status: 'done',
          fileName: 'd.csv',
          storageKey: 'imports/d',
          mapping: {},
          finishedAt: new Date(Date.now() - 8 * 86_400_000),
        },
      ])
      .returning({ id: crmImports.id });
    // The newest import brought two customers: the item counts what its list shows.
    await db.insert(crmCustomers).values(
      ['Imported 1', 'Imported 2'].map((name, i) => ({
        brandId: demo.brand,
        name,
        mobile: `1390000000${i}`,
        ownerId: operatorId,
        importId: done?.id ?? 0,
      })),
    );
    const dayMs = 86_400_000;
    const today = Math.floor((Date.now() + 8 * 3_600_000) / dayMs) * dayMs - 8 * 3_600_000;
    const own = await db
      .select({ next: crmCustomers.nextFollowAt, stage: crmCustomers.stage })
      .from(crmCustomers)
      .where(and(eq(crmCustomers.brandId, demo.brand), eq(crmCustomers.ownerId, operatorId)));
    const open = own.filter((r) => r.stage !== 'lost' && r.next !== null);
    const overdue = open.filter((r) => (r.next?.getTime() ?? 0) < today).length;
    expect(overdue).toBeGreaterThan(0);
    const operator = await api.loginTo(demo.operator.user, demo.operator.password, demo.brand);
    expect((await call<TodayResult>('today.html', { token: operator })).data.items).toEqual([
      {
        id: 'followupsDue',
        count: await dueOf(demo.brand, operatorId),
        route: '/crm/customer/list?due=today',
      },
      { id: 'followupsOverdue', count: overdue, route: '/crm/customer/list?due=overdue' },
      { id: 'importsFinished', count: 2, route: `/crm/customer/list?importId=${done?.id}` },
    ]);
    // A role without the customer screens gets none of it.
    const narrow = await memberWith('today-no-crm', ['notify/sms/list']);
    const items = (await call<TodayResult>('today.html', { token: narrow })).data.items;
    expect(items.map((i) => i.id)).toEqual(['smsFailed']);
  });

  it('needs a brand, and refuses another brand’s', async () => {
    expect((await call('today.html', { brand: null })).code).toBe(403);
    const outsider = await memberWith('today-outsider', []);
    expect((await call('today.html', { token: outsider, brand: demo.secondBrand })).code).toBe(403);
  });
});
