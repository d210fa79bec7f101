import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManageBody } from '../../../contract/manage.ts';
import type { RoleMenu } from '../../../contract/menu.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { changes, roleRules, roles, rules } from '../../db/core.tables.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('POST /brand/manage/body.html', () => {
  it('answers the user and the selected brand', async () => {
    const token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
    const a = await api.call<ManageBody>('/brand/manage/body.html', { token, brandId: demo.brand });
    expect(a.code).toBe(0);
    expect(a.data.user).toMatchObject({ userId: 1, userName: 'admin', realName: '管理员' });
    expect(Number.isNaN(Date.parse(a.data.user.lastLoginAt ?? ''))).toBe(false);
    expect(a.data.brand).toEqual({
      brandId: 1,
      brandTitle: 'Demo Brand',
      roleTitle: '所有者',
      isOwner: true,
    });
    expect(a.data.brandCount).toBe(2);
  });

  it('answers brand null before a brand is chosen', async () => {
    const token = await api.login(demo.operator.user, demo.operator.password);
    const a = await api.call<ManageBody>('/brand/manage/body.html', { token });
    expect(a.data.brand).toBeNull();
    expect(a.data.brandCount).toBe(1);
  });
});

describe('POST /brand/manage/usermenu.html', () => {
  it('needs a selected brand', async () => {
    const token = await api.login(demo.admin.user, demo.admin.password);
    const a = await api.call('/brand/manage/usermenu.html', { token });
    expect(a.code).toBe(403);
    expect(a.message).toBe('请先选择品牌');
  });

  it('answers titles in the caller language', async () => {
    const token = await api.loginTo(demo.operator.user, demo.operator.password, demo.brand);
    const en = await api.call<RoleMenu>('/brand/manage/usermenu.html', {
      token,
      brandId: demo.brand,
      lang: 'en',
    });
    expect(en.data.nav.map((n) => n.title)).toEqual(['CRM']);
    expect(en.data.menuList.map((m) => m.title)).toEqual(['Customers', 'CRM settings', 'Sales']);
    const sales = en.data.menuList[2];
    expect(sales?.childList.map((m) => m.title)).toEqual(['Products', 'Services']);
    // Add and update screens can be opened but are not listed in the menu.
    expect(sales?.childList[0]?.childList).toEqual([]);
    expect(en.data.menuUrl).toEqual(
      expect.arrayContaining(['/crm/sales/product/add', '/crm/sales/product/update']),
    );
  });
});

describe('POST /brand/manage/cache.html', () => {
  it('drops the cached role menu so a changed role shows at once', async () => {
    const token = await api.loginTo(demo.operator.user, demo.operator.password, demo.brand);
    const menu = () => api.call<RoleMenu>('/brand/manage/usermenu.html', { token, brandId: demo.brand });
    expect((await menu()).data.nav).toHaveLength(1);
    const { db } = api.database;
    const [role] = await db.select().from(roles).where(eq(roles.title, 'Operator'));
    const [ai] = await db
      .select()
      .from(rules)
      .where(and(eq(rules.controller, 'ai'), eq(rules.action, 'index')));
    if (!role || !ai) throw new Error('seed lacks the operator role or the AI rule');
    // The module with what is under it (a module with nothing under it is in no menu).
    const aiRules = [
      ai.id,
      ...(await db.select().from(rules).where(eq(rules.parentId, ai.id))).map((r) => r.id),
    ];
    await db.insert(roleRules).values(aiRules.map((ruleId) => ({ roleId: role.id, ruleId })));
    // Still cached.
    expect((await menu()).data.nav).toHaveLength(1);
    const cleared = await api.call('/brand/manage/cache.html', { token, brandId: demo.brand });
    expect(cleared.code).toBe(0);
    expect(cleared.message).toBe('缓存已刷新');
    expect((await menu()).data.nav.map((n) => n.controller)).toEqual(['crm', 'ai']);
    await db.delete(roleRules).where(and(eq(roleRules.roleId, role.id), inArray(roleRules.ruleId, aiRules)));
    await api.call('/brand/manage/cache.html', { token, brandId: demo.brand });
  });
});

describe('POST /brand/manage/userpwd.html', () => {
  const path = '/brand/manage/userpwd.html';

  it('refuses bad input naming the field, and unknown fields', async () => {
    const token = await api.login(demo.admin.user, demo.admin.password);
    const short = await api.call(path, {
      token,
      body: { oldPassword: 'admin123', password: 'short', confirmPassword: 'short' },
      lang: 'en',
    });
    expect(short.code).toBe(1);
    expect(short.message).toBe('Parameter error: at least 8 characters');
    const mismatch = await api.call(path, {
      token,
      body: { oldPassword: 'admin123', password: 'long-enough-1', confirmPassword: 'long-enough-2' },
    });
    expect(mismatch.message).toBe('参数错误：两次输入的密码不一致');
    const unknown = await api.call(path, {
      token,
      body: {
        oldPassword: 'admin123',
        password: 'long-enough-1',
        confirmPassword: 'long-enough-1',
        userId: 2,
      },
    });
    expect(unknown.code).toBe(1);
    expect(unknown.message).toContain('userId');
  });

  it('refuses a wrong current password', async () => {
    const token = await api.login(demo.admin.user, demo.admin.password);
    const a = await api.call(path, {
      token,
      body: { oldPassword: 'not-it', password: 'long-enough-1', confirmPassword: 'long-enough-1' },
    });
    expect(a.code).toBe(1);
    expect(a.message).toBe('当前密码错误');
    expect(a.data).toEqual({ fields: [{ field: 'oldPassword', message: '当前密码错误' }] });
    const same = await api.call(path, {
      token,
      body: { oldPassword: 'admin123', password: 'admin123', confirmPassword: 'admin123' },
      lang: 'en',
    });
    expect(same.code).toBe(1);
    expect(same.data).toEqual({ fields: [{ field: 'password', message: same.message }] });
  });

  it('changes the password and signs out every other session of the user', async () => {
    const other = await api.loginTo(demo.operator.user, demo.operator.password, demo.brand);
    const mine = await api.loginTo(demo.operator.user, demo.operator.password, demo.brand);
    const a = await api.call(path, {
      token: mine,
      brandId: demo.brand,
      body: { oldPassword: 'operator123', password: 'new-secret-9', confirmPassword: 'new-secret-9' },
    });
    expect(a.code).toBe(0);
    expect((await api.call('/brand/manage/body.html', { token: other })).code).toBe(401);
    expect((await api.call('/brand/manage/body.html', { token: mine })).code).toBe(0);
    const oldLogin = await api.call('/auth/brandmanager/userpwd.html', {
      body: { user: 'operator', password: 'operator123' },
    });
    expect(oldLogin.code).toBe(1);
    expect(await api.login('operator', 'new-secret-9')).toEqual(expect.any(String));
    const audits = await api.database.db.select().from(changes).where(eq(changes.action, 'password'));
    expect(audits).toHaveLength(1);
  });
});
