import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CustomerListResult, customerPaths as paths } from '../../../contract/customer.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { adminUsers } from '../../db/core.tables.ts';
import { crmCustomers } from './crm.tables.ts';

// The list's sortable columns: the order the console asks for is the order answered.
let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
  const [me] = await api.database.db.select({ id: adminUsers.id }).from(adminUsers).limit(1);
  const day = (n: number) => new Date(Date.UTC(2026, 10, n));
  await api.database.db.insert(crmCustomers).values([
    { brandId: demo.brand, name: '排序甲', mobile: '13900000001', ownerId: me?.id, lastFollowAt: day(3) },
    { brandId: demo.brand, name: '排序乙', mobile: '13900000002', ownerId: me?.id, lastFollowAt: day(1) },
    { brandId: demo.brand, name: '排序丙', mobile: '13900000003', ownerId: me?.id },
    { brandId: demo.brand, name: '排序丁', mobile: '13900000004', ownerId: me?.id, lastFollowAt: day(2) },
  ]);
});
afterAll(() => api.close());

const names = async (sort?: string) => {
  const r = await api.call<CustomerListResult>(paths.list, {
    token: admin,
    brandId: demo.brand,
    body: { keyword: '排序', ...(sort ? { sort } : {}) },
  });
  expect(r.code).toBe(0);
  return r.data.list.map((c) => c.name);
};

it('sorts newest first by default, by last follow-up either way (never followed last), oldest first', async () => {
  expect(await names()).toEqual(['排序丁', '排序丙', '排序乙', '排序甲']);
  expect(await names('-lastFollowAt')).toEqual(['排序甲', '排序丁', '排序乙', '排序丙']);
  expect(await names('lastFollowAt')).toEqual(['排序乙', '排序丁', '排序甲', '排序丙']);
  expect(await names('createdAt')).toEqual(['排序甲', '排序乙', '排序丙', '排序丁']);
});
