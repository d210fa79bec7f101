import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleMenu } from '../../contract/menu.ts';
import { adminUsers, brandMembers, brands, roles, rules } from '../../server/db/schema.ts';
import { syncRules } from '../../server/db/seed.ts';
import { createTestApi, demo, type TestApi } from '../support/test-api.ts';

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
    ]);
    const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.userName, 'admin'));
    expect(admin?.passwordHash).toMatch(/^scrypt\$/);
    expect(admin?.passwordHash).not.toContain('admin123');
  });

  it('covers every route of SPEC §2 and the API groups of §7 in the rule tree', async () => {
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

  it('syncs the rule tree without duplicating it when run again', async () => {
    const before = await api.database.db.select().from(rules).orderBy(rules.id);
    await syncRules(api.database.db);
    expect(await api.database.db.select().from(rules).orderBy(rules.id)).toEqual(before);
  });
});
