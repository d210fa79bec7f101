import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminUserDetail,
  type AdminUserListResult,
  adminUserPaths as paths,
} from '../../contract/admin-user.ts';
import { adminUserFields } from '../../contract/admin-user-fields.ts';
import type { AddResult } from '../../contract/envelope.ts';
import type { InvalidInput } from '../../contract/errors.ts';
import { clearedOf, samplesOf, tooLongOf } from '../support/declared-fields.ts';
import { createTestApi, demo, type TestApi } from '../support/test-api.ts';

// Every declared member field (contract/admin-user-fields.ts) goes through the calls it is declared
// for: added, answered by the detail and in the list's rows, changed, left alone, cleared, and refused
// past its length with its name. A new field is tested by being declared.
let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
});
afterAll(() => api.close());

const as = () => ({ token: admin, brandId: demo.brand });
const values = (n: number) => samplesOf(adminUserFields, n);
/** Demo seed: the Operator role of brand 1. */
const operatorRole = 3;
const account = (userName: string) => ({
  userName,
  password: 'password-1',
  confirmPassword: 'password-1',
  roleId: operatorRole,
});

async function detail(id: number): Promise<AdminUserDetail> {
  const d = await api.call<AdminUserDetail>(paths.detail, { ...as(), body: { id } });
  expect(d.code, d.message).toBe(0);
  return d.data;
}

async function listed(id: number, keyword: string) {
  const l = await api.call<AdminUserListResult>(paths.list, { ...as(), body: { keyword } });
  expect(l.code, l.message).toBe(0);
  return l.data.list.find((r) => r.id === id);
}

describe('declared member fields', () => {
  it('are added, answered, listed, changed, left alone and cleared', async () => {
    const added = await api.call<AddResult>(paths.add, {
      ...as(),
      body: { ...account('fields_a'), ...values(1) },
    });
    expect(added.code, added.message).toBe(0);
    const id = added.data.id;
    expect(await detail(id)).toMatchObject(values(1));
    expect(await listed(id, 'fields_a')).toMatchObject(values(1));
    const changed = await api.call(paths.update, { ...as(), body: { id, ...values(2) } });
    expect(changed.code, changed.message).toBe(0);
    expect(await detail(id)).toMatchObject(values(2));
    await api.call(paths.update, { ...as(), body: { id, realName: '字段乙' } });
    expect(await detail(id)).toMatchObject({ realName: '字段乙', ...values(2) });
    await api.call(paths.update, { ...as(), body: { id, ...clearedOf(adminUserFields) } });
    expect(await detail(id)).toMatchObject(clearedOf(adminUserFields));
  });

  it('are refused past their length, naming the field', async () => {
    for (const f of adminUserFields) {
      const r = await api.call<InvalidInput>(paths.add, {
        ...as(),
        body: { ...account(`fields_${f.key}`), [f.key]: tooLongOf(f) },
      });
      expect(r.code, f.key).not.toBe(0);
      expect(r.data?.fields?.[0]?.field, f.key).toBe(f.key);
    }
  });
});
