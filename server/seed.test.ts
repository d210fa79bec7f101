import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleMenu } from '../contract/menu.ts';
import { createTestApi, demo, type TestApi } from '../tests/support/test-api.ts';
import { adminUsers, brandMembers, brands, roles, rules } from './db/core.tables.ts';
import {
  crmCustomerEvents,
  crmCustomerGroups,
  crmCustomers,
  crmCustomerTags,
} from './modules/crm/crm.tables.ts';
import { demoCustomerCount } from './modules/crm/seed-customers.ts';
import { syncRules } from './seed.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const specRoutes = [
  '/account/dashboard',
  '/config/index',
  '/config/protocol',
  '/system/index',
  '/system/adminuser',
  '/system/role',
  '/ai/index',
  '/crm/index',
  '/crm/customer/list',
  '/crm/customer/lost',
  '/crm/customer/pool',
  '/crm/customer/portrait',
  '/crm/customer/group',
  '/crm/config/tag',
  '/crm/config/follow',
  '/crm/config/source',
  '/crm/config/material',
  '/crm/sales/product',
  '/crm/sales/product/add',
  '/crm/sales/product/update',
  '/crm/sales/service',
  '/agent/index',
  '/agent/user/list',
  '/agent/user/verify',
  '/platform/index',
  '/apply/index',
  '/notify/index',
  '/notify/sms/list',
  '/notify/sms/template',
  '/notify/email/list',
];

describe('seed', () => {
  it('writes the two demo brands, admin as owner of both and operator in Demo Brand only', async () => {
    const { db } = api.database;
    expect((await db.select().from(brands).orderBy(brands.id)).map((b) => b.title)).toEqual([
      'Demo Brand',
      'Second Brand',
    ]);
    const memberships = await db
      .select({ user: adminUsers.userName, brand: brands.title, role: roles.title, owner: roles.isOwner })
      .from(brandMembers)
      .innerJoin(adminUsers, eq(adminUsers.id, brandMembers.userId))
      .innerJoin(brands, eq(brands.id, brandMembers.brandId))
      .innerJoin(roles, eq(roles.id, brandMembers.roleId))
      .orderBy(brandMembers.id);
    expect(memberships).toEqual([
      { user: 'admin', brand: 'Demo Brand', role: 'Owner', owner: true },
      { user: 'admin', brand: 'Second Brand', role: 'Owner', owner: true },
      { user: 'operator', brand: 'Demo Brand', role: 'Operator', owner: false },
      { user: 'sales', brand: 'Demo Brand', role: 'Operator', owner: false },
    ]);
    const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.userName, 'admin'));
    expect(admin?.passwordHash).toMatch(/^scrypt\$/);
    expect(admin?.passwordHash).not.toContain('admin123');
  });

  it('covers every route of docs/spec.md §2 and the API groups of §7 in the rule tree', async () => {
    const token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
    const menu = await api.call<RoleMenu>('/brand/manage/usermenu.html', { token, brandId: demo.brand });
    expect(menu.data.nav.map((n) => `/${n.controller}/${n.action}`)).toEqual([
      '/account/dashboard',
      '/config/index',
      '/system/index',
      '/crm/index',
      '/agent/index',
      '/platform/index',
      '/apply/index',
      '/notify/index',
      '/ai/index',
    ]);
    expect(menu.data.nav.every((n) => /^[a-z]+(-[a-z]+)*$/.test(n.icon))).toBe(true);
    expect([...menu.data.menuUrl].sort()).toEqual(expect.arrayContaining(specRoutes));
    const controllers = new Set((await api.database.db.select().from(rules)).map((r) => r.controller));
    for (const c of [
      'brand/config',
      'brand/upload',
      'brand/adminuser',
      'brand/role',
      'brand/area',
      'api/article',
      'api/page',
      'api/slide',
      'api/friendlink',
      'brand/sms',
      'api/email',
      'crm/tag',
      'crm/product',
      'agent/user',
      'agent/group',
      'wxwork/account',
    ]) {
      expect(controllers, c).toContain(c);
    }
  });

  it('gives operator a menu of the CRM module only', async () => {
    const token = await api.loginTo(demo.operator.user, demo.operator.password, demo.brand);
    const menu = await api.call<RoleMenu>('/brand/manage/usermenu.html', { token, brandId: demo.brand });
    expect(menu.data.nav.map((n) => n.title)).toEqual(['客户关系']);
    expect(menu.data.menuUrl.length).toBeGreaterThan(5);
    // CRM screens and the endpoints under them (the enterprise messaging accounts belong to CRM).
    expect(menu.data.menuUrl.every((u) => u.startsWith('/crm/') || u.startsWith('/wxwork/'))).toBe(true);
    expect(menu.data.menuUrl).toContain('/crm/customer/list');
    expect(menu.data.menuUrl).toContain('/crm/tag/add');
    expect(menu.data.menuList.map((m) => m.title)).toEqual(['客户', 'CRM 设置', '销售']);
  });

  it('gives Demo Brand a living CRM: customers of every owner and stage, tags, regions, follow-ups due and overdue, groups', async () => {
    const { db } = api.database;
    const byOwner = await db
      .select({ owner: adminUsers.userName, n: sql<number>`count(*)::int` })
      .from(crmCustomers)
      .leftJoin(adminUsers, eq(adminUsers.id, crmCustomers.ownerId))
      .where(eq(crmCustomers.brandId, demo.brand))
      .groupBy(adminUsers.userName)
      .orderBy(adminUsers.userName);
    expect(byOwner.reduce((s, r) => s + r.n, 0)).toBe(demoCustomerCount);
    expect(byOwner.map((r) => r.owner)).toEqual(['admin', 'operator', 'sales', null]);
    for (const r of byOwner) expect(r.n).toBeGreaterThan(50);
    const stages = await db
      .select({ stage: crmCustomers.stage, n: sql<number>`count(*)::int` })
      .from(crmCustomers)
      .groupBy(crmCustomers.stage)
      .orderBy(crmCustomers.stage);
    expect(stages.map((s) => s.stage)).toEqual(['following', 'lost', 'new', 'won']);
    const lostWithoutReason = await db
      .select({ id: crmCustomers.id })
      .from(crmCustomers)
      .where(and(eq(crmCustomers.stage, 'lost'), eq(crmCustomers.lostReason, '')));
    expect(lostWithoutReason).toEqual([]);
    const pooledLost = await db
      .select({ id: crmCustomers.id })
      .from(crmCustomers)
      .where(and(isNull(crmCustomers.ownerId), eq(crmCustomers.stage, 'lost')));
    expect(pooledLost).toEqual([]);
    const [shenzhen] = await db
      .select({ province: crmCustomers.province, city: crmCustomers.city, district: crmCustomers.district })
      .from(crmCustomers)
      .where(eq(crmCustomers.areaId, 440305))
      .limit(1);
    expect(shenzhen).toEqual({ province: '广东省', city: '深圳市', district: '南山区' });
    const [withMail] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(crmCustomers)
      .where(sql`${crmCustomers.email} <> ''`);
    expect(withMail?.n).toBeGreaterThan(50);
    const [tagged] = await db.select({ n: sql<number>`count(*)::int` }).from(crmCustomerTags);
    expect(tagged?.n).toBeGreaterThan(50);
    // Due and overdue around the moment the demo was seeded (the brand's creation): a test database is
    // a copy of a template seeded earlier, so the clock of this test is not the seed's.
    const seededAt = sql`(select ${brands.createdAt} from ${brands} where ${brands.id} = ${demo.brand})`;
    // Each owner has both, so whoever signs in to the demo sees them on the home page.
    const due = await db
      .select({
        owner: adminUsers.userName,
        today: sql<number>`count(*) filter (where ${crmCustomers.nextFollowAt} >= ${seededAt} - interval '2 hours' and ${crmCustomers.nextFollowAt} < ${seededAt} + interval '2 hours')::int`,
        overdue: sql<number>`count(*) filter (where ${crmCustomers.nextFollowAt} < ${seededAt} - interval '1 day')::int`,
      })
      .from(crmCustomers)
      .innerJoin(adminUsers, eq(adminUsers.id, crmCustomers.ownerId))
      .where(eq(crmCustomers.brandId, demo.brand))
      .groupBy(adminUsers.userName)
      .orderBy(adminUsers.userName);
    expect(due.map((d) => d.owner)).toEqual(['admin', 'operator', 'sales']);
    for (const d of due) {
      expect(d.today, d.owner).toBeGreaterThan(3);
      expect(d.overdue, d.owner).toBeGreaterThan(3);
    }
    const [follows] = await db
      .select({
        n: sql<number>`count(*)::int`,
        oldest: sql<string>`min(${crmCustomerEvents.createdAt})::text`,
        weeks: sql<number>`count(distinct date_trunc('week', ${crmCustomerEvents.createdAt}))::int`,
      })
      .from(crmCustomerEvents)
      .where(eq(crmCustomerEvents.kind, 'follow'));
    expect(follows?.n).toBeGreaterThan(300);
    expect(follows?.weeks).toBeGreaterThanOrEqual(10);
    expect(new Date(follows?.oldest ?? 0).getTime()).toBeGreaterThan(Date.now() - 85 * 86_400_000);
    const groups = await db
      .select({ name: crmCustomerGroups.name })
      .from(crmCustomerGroups)
      .orderBy(crmCustomerGroups.id);
    expect(groups.map((g) => g.name)).toEqual(['A级客户', '广东客户']);
  });

  it('syncs the rule tree without duplicating it when run again', async () => {
    const before = await api.database.db.select().from(rules).orderBy(rules.id);
    await syncRules(api.database.db);
    expect(await api.database.db.select().from(rules).orderBy(rules.id)).toEqual(before);
  });
});
