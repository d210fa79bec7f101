import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountOverview } from '../../../contract/account.ts';
import type { AdminUserListResult } from '../../../contract/admin-user.ts';
import type { UserBrand } from '../../../contract/auth.ts';
import type { ManageBody } from '../../../contract/manage.ts';
import type { RoleDetail, RoleListResult } from '../../../contract/role.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { roles } from '../../db/core.tables.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** Demo seed: brand 1 has Owner (1) and Operator (3); brand 2 has Owner (2). */
const seeded = { owner: 1, secondOwner: 2, operator: 3 };

async function owner() {
  const token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
  return { token, brandId: demo.brand };
}

async function titles(lang: 'zh-CN' | 'en') {
  const a = await api.call<RoleListResult>('/brand/role/list.html', { ...(await owner()), body: {}, lang });
  return a.data.list.map((r) => r.title);
}

describe('names of the seeded roles', () => {
  it('are answered in the caller language wherever a role name appears', async () => {
    expect(await titles('zh-CN')).toEqual(['所有者', '运营']);
    expect(await titles('en')).toEqual(['Owner', 'Operator']);
    const as = await owner();
    const members = await api.call<AdminUserListResult>('/brand/adminuser/list.html', {
      ...as,
      body: { pageSize: 100 },
    });
    const roleOf = (user: string) => members.data.list.find((m) => m.userName === user)?.roleTitle;
    expect([roleOf(demo.admin.user), roleOf(demo.operator.user)]).toEqual(['所有者', '运营']);
    const detail = await api.call<RoleDetail>('/brand/role/detail.html', {
      ...as,
      body: { id: seeded.operator },
      lang: 'en',
    });
    expect(detail.data.title).toBe('Operator');
    const brands = await api.call<UserBrand[]>('/auth/brand/userbrandlist.html', { token: as.token });
    expect(brands.data.map((b) => b.roleTitle)).toEqual(['所有者', '所有者']);
    const overview = await api.call<AccountOverview>('/brand/manage/overview.html', { ...as, lang: 'en' });
    expect(overview.data.brands.map((b) => b.roleTitle)).toEqual(['Owner', 'Owner']);
    const me = await api.call<ManageBody>('/brand/manage/body.html', { ...as });
    expect(me.data.brand?.roleTitle).toBe('所有者');
    // Found by the name the caller reads.
    const found = await api.call<RoleListResult>('/brand/role/list.html', {
      ...as,
      body: { keyword: '运营' },
    });
    expect(found.data.list.map((r) => r.id)).toEqual([seeded.operator]);
  });

  it('stay seeded when saved under their shown name, in either language', async () => {
    const as = await owner();
    for (const title of ['运营', 'Operator']) {
      const a = await api.call('/brand/role/update.html', { ...as, body: { id: seeded.operator, title } });
      expect(a.code).toBe(0);
    }
    expect(await titles('zh-CN')).toEqual(['所有者', '运营']);
    expect(await titles('en')).toEqual(['Owner', 'Operator']);
  });

  it('may not be taken by another role in any language', async () => {
    const as = await owner();
    const a = await api.call('/brand/role/add.html', { ...as, body: { title: '所有者' } });
    expect(a.code).toBe(1);
    expect(a.message).toBe('角色名称“所有者”已存在');
  });

  it('become exactly what a manager typed once renamed, in every language', async () => {
    const as = await owner();
    const a = await api.call('/brand/role/update.html', {
      ...as,
      body: { id: seeded.operator, title: 'Sales desk' },
    });
    expect(a.code).toBe(0);
    expect(await titles('zh-CN')).toEqual(['所有者', 'Sales desk']);
    expect(await titles('en')).toEqual(['Owner', 'Sales desk']);
    const [row] = await api.database.db.select().from(roles).where(eq(roles.id, seeded.operator));
    expect(row).toMatchObject({ title: 'Sales desk', titleKey: null });
    // Renamed back to the old name, it is the manager's name now: the same in both languages.
    await api.call('/brand/role/update.html', { ...as, body: { id: seeded.operator, title: '运营' } });
    expect(await titles('en')).toEqual(['Owner', '运营']);
  });
});
