import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountOverview, TodayResult } from '../../../contract/account.ts';
import { adminUserPaths } from '../../../contract/admin-user.ts';
import { type CustomerStage, type CustomerSummary, customerPaths } from '../../../contract/customer.ts';
import { emailPaths } from '../../../contract/email.ts';
import { inboxPaths } from '../../../contract/inbox.ts';
import { smsPaths } from '../../../contract/sms.ts';
import { customerMaker, memberWithRules } from '../../../tests/support/crm-fixtures.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { adminUsers } from '../../db/core.tables.ts';
import { cstDayAndWeek } from '../crm/customer-group.policy.ts';

// Issue 38: a figure on the home page, the account dashboard or the CRM index opens a list, and that
// list answers exactly as many rows. For every figure each kind of member sees, the list call the
// link makes (its screen's call, with the filters the link carries) answers total == the figure.

let api: TestApi;
const tokens: Record<string, string> = {};

/** The list call each figure's screen makes. */
const callOf: Record<string, string> = {
  '/crm/customer/list': customerPaths.list,
  '/crm/customer/pool': customerPaths.pool,
  '/crm/customer/lost': customerPaths.lost,
  '/notify/sms/list': smsPaths.list,
  '/notify/email/list': emailPaths.list,
  '/system/adminuser': adminUserPaths.list,
  '/manage/message': inboxPaths.list,
};

/** The list's total for a route as the console opens it: its query becomes the call's filters. */
async function listTotal(token: string, route: string): Promise<number> {
  const [path = '', search = ''] = route.split('?');
  const call = callOf[path];
  if (!call) throw new Error(`no list call known for ${route}`);
  // The screens send ids as numbers and the rest as the address has them.
  const filters = Object.fromEntries(
    [...new URLSearchParams(search)].map(([k, v]) => [k, /^\d+$/.test(v) ? Number(v) : v]),
  );
  const answer = await api.call<{ total: number }>(call, {
    token,
    brandId: demo.brand,
    body: { page: 1, pageSize: 20, ...filters },
  });
  expect(answer.code, `${route}: ${answer.message}`).toBe(0);
  return answer.data.total;
}

/** Every figure the member sees, with the route it opens: the dashboard's, the home page's, the CRM index's. */
async function figuresOf(token: string): Promise<{ what: string; value: number; route: string }[]> {
  const figures: { what: string; value: number; route: string }[] = [];
  const overview = await api.call<AccountOverview>('/brand/manage/overview.html', { token, body: {} });
  expect(overview.code).toBe(0);
  const card = overview.data.brands.find((b) => b.brandId === demo.brand);
  for (const f of card?.figures ?? [])
    figures.push({ what: `dashboard ${f.id}`, value: f.value, route: f.route });
  const today = await api.call<TodayResult>('/brand/manage/today.html', {
    token,
    brandId: demo.brand,
    body: {},
  });
  expect(today.code).toBe(0);
  for (const i of today.data.items) figures.push({ what: `home ${i.id}`, value: i.count, route: i.route });
  const summary = await api.call<CustomerSummary>(customerPaths.summary, {
    token,
    brandId: demo.brand,
    body: {},
  });
  if (summary.code === 0) {
    // The links src/modules/crm/customer/crm-index-screen.tsx gives each card and stage.
    const s = summary.data;
    const { mondayDay } = cstDayAndWeek(new Date());
    const stageRoute = (stage: CustomerStage) =>
      stage === 'lost' ? '/crm/customer/lost' : `/crm/customer/list?stage=${stage}`;
    figures.push(
      { what: 'crm dueToday', value: s.dueToday, route: '/crm/customer/list?due=today' },
      { what: 'crm overdue', value: s.overdue, route: '/crm/customer/list?due=overdue' },
      { what: 'crm newThisWeek', value: s.newThisWeek, route: `/crm/customer/list?createdFrom=${mondayDay}` },
      { what: 'crm poolSize', value: s.poolSize, route: '/crm/customer/pool' },
      ...s.funnel.map((f) => ({ what: `crm funnel ${f.stage}`, value: f.count, route: stageRoute(f.stage) })),
    );
  }
  return figures;
}

beforeAll(async () => {
  api = await createTestApi();
  tokens.owner = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
  tokens.operator = await api.loginTo(demo.operator.user, demo.operator.password, demo.brand);
  // A salesperson who sees only their own customers (no `crm/customer/all`), with work of each kind.
  tokens.sales = await memberWithRules(
    api,
    demo.brand,
    'figures-sales',
    [
      'crm/customer/list',
      'crm/customer/pool',
      'crm/customer/lost',
      'crm/customer/summary',
      'crm/customer/import',
    ],
    { withParents: true },
  );
  const [me] = await api.database.db
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.userName, 'figures-sales'));
  const ownerId = me?.id ?? 0;
  const { today } = cstDayAndWeek(new Date());
  const add = customerMaker(api, demo.brand, '数字客户', '1370038');
  await add({ ownerId, stage: 'following', nextFollowAt: new Date(today.getTime() + 12 * 3_600_000) });
  await add({ ownerId, stage: 'new', nextFollowAt: new Date(today.getTime() - 2 * 86_400_000) });
  await add({ ownerId, stage: 'won' });
  await add({ ownerId, stage: 'lost', lostReason: '价格' });
  await add({ ownerId: null, stage: 'new' });
  // The owner's own follow-up due today, so their home has the item whatever day the seed was made.
  const [admin] = await api.database.db.select().from(adminUsers).where(eq(adminUsers.userName, 'admin'));
  await add({
    ownerId: admin?.id ?? 0,
    stage: 'following',
    nextFollowAt: new Date(today.getTime() + 3_600_000),
  });
});
afterAll(() => api.close());

describe('every figure agrees with the list it opens', () => {
  for (const who of ['owner', 'operator', 'sales'] as const) {
    it(`as the ${who}`, async () => {
      const token = tokens[who] ?? '';
      const figures = await figuresOf(token);
      const seen = [];
      for (const f of figures) seen.push({ ...f, list: await listTotal(token, f.route) });
      expect(seen.filter((s) => s.value !== s.list)).toEqual([]);
      // Every kind of figure was there to be checked, with something in it.
      const ids = figures.map((f) => f.what);
      expect(ids).toEqual(expect.arrayContaining(['dashboard customers', 'dashboard pool', 'crm overdue']));
      expect(figures.find((f) => f.what === 'crm dueToday')?.value).toBeGreaterThan(0);
      expect(figures.find((f) => f.what === 'crm overdue')?.value).toBeGreaterThan(0);
      if (who === 'owner') {
        // The owner's home counts their own follow-ups, and the list it opens is narrowed to them.
        expect(ids).toEqual(
          expect.arrayContaining(['home smsFailed', 'home emailFailed', 'dashboard smsSent']),
        );
        expect(figures.find((f) => f.what === 'home followupsDue')?.route).toMatch(/ownerId=\d+/);
      }
    });
  }
});
