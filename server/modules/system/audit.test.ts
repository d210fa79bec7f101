import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResult } from '../../../contract/audit.ts';
import type { UndoHandle } from '../../../contract/change-undo.ts';
import { customerPaths, customerRule } from '../../../contract/customer.ts';
import type { AddResult } from '../../../contract/envelope.ts';
import { systemRule } from '../../../contract/system.ts';
import { customerMaker, memberWithRules } from '../../../tests/support/crm-fixtures.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { adminUsers, rules } from '../../db/core.tables.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const path = '/brand/audit/list.html';

async function owner(brandId: number = demo.brand) {
  return { token: await api.loginTo(demo.admin.user, demo.admin.password, brandId), brandId };
}

async function ruleIds(...keys: string[]): Promise<number[]> {
  const all = await api.database.db.select().from(rules);
  return keys.map((k) => {
    const r = all.find((x) => `${x.controller}/${x.action}` === k);
    if (!r) throw new Error(`no rule ${k}`);
    return r.id;
  });
}

async function must<T>(p: string, as: { token: string; brandId: number }, body: unknown) {
  const a = await api.call<T>(p, { ...as, body });
  expect(a.code, a.message).toBe(0);
  return a.data;
}

describe('POST /brand/audit/list.html', () => {
  it("answers the brand's changes newest first, naming who changed what and which fields", async () => {
    const as = await owner();
    const role = await must<AddResult>('/brand/role/add.html', as, { title: 'Auditors', rules: [] });
    const member = await must<AddResult>('/brand/adminuser/add.html', as, {
      userName: 'audited_one',
      password: 'secret-123',
      confirmPassword: 'secret-123',
      roleId: role.id,
    });
    await must('/brand/adminuser/update.html', as, {
      id: member.id,
      realName: 'Audited',
      password: 'secret-456',
    });
    await must('/brand/role/update.html', as, { id: role.id, description: 'reads the log' });

    const a = await api.call<AuditListResult>(path, { ...as, body: { pageSize: 4 } });
    expect(a.code).toBe(0);
    expect(a.data.list.map((e) => [e.entity, e.action, e.subject, e.actorName, e.fields])).toEqual([
      ['role', 'update', 'Auditors', 'admin', ['description']],
      ['admin_user', 'update', 'audited_one', 'admin', ['password', 'realName']],
      ['admin_user', 'add', 'audited_one', 'admin', []],
      ['role', 'add', 'Auditors', 'admin', []],
    ]);
    expect(a.data.total).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(a.data)).not.toContain('secret-456');

    const roles = await api.call<AuditListResult>(path, { ...as, body: { entity: 'role', pageSize: 50 } });
    expect(roles.data.list.every((e) => e.entity === 'role')).toBe(true);
  });

  it('keeps the name of a deleted member', async () => {
    const as = await owner();
    const [listRule] = await ruleIds('brand/adminuser/list');
    const role = await must<AddResult>('/brand/role/add.html', as, {
      title: 'Short lived',
      rules: [listRule],
    });
    const member = await must<AddResult>('/brand/adminuser/add.html', as, {
      userName: 'gone_soon',
      password: 'secret-123',
      confirmPassword: 'secret-123',
      roleId: role.id,
    });
    const del = await api.call(`/brand/adminuser/del.html?id=${member.id}`, { ...as, method: 'GET' });
    expect(del.code).toBe(0);
    const a = await api.call<AuditListResult>(path, { ...as, body: { pageSize: 1 } });
    expect(a.data.list[0]).toMatchObject({ entity: 'admin_user', action: 'delete', subject: 'gone_soon' });
  });

  it("shows nothing of another brand's changes", async () => {
    const second = await owner(demo.secondBrand);
    const a = await api.call<AuditListResult>(path, { ...second, body: { pageSize: 50 } });
    expect(a.code).toBe(0);
    expect(a.data.list.map((e) => e.subject)).not.toContain('audited_one');
  });

  it('needs the System overview rule, and reads only the entities whose screens the role may open', async () => {
    const operator = {
      token: await api.loginTo(demo.operator.user, demo.operator.password, demo.brand),
      brandId: demo.brand,
    };
    expect((await api.call(path, { ...operator, body: {} })).code).toBe(403);

    const as = await owner();
    const role = await must<AddResult>('/brand/role/add.html', as, {
      title: 'Role watcher',
      rules: await ruleIds('system/index', 'system/role', 'brand/role/list'),
    });
    await must('/brand/adminuser/add.html', as, {
      userName: 'watcher1',
      password: 'secret-123',
      confirmPassword: 'secret-123',
      roleId: role.id,
    });
    const watcher = { token: await api.loginTo('watcher1', 'secret-123', demo.brand), brandId: demo.brand };
    const a = await api.call<AuditListResult>(path, { ...watcher, body: { pageSize: 50 } });
    expect(a.code).toBe(0);
    expect(a.data.list.length).toBeGreaterThan(0);
    expect(a.data.list.every((e) => e.entity === 'role')).toBe(true);
    const members = await api.call<AuditListResult>(path, { ...watcher, body: { entity: 'admin_user' } });
    expect(members.data).toMatchObject({ list: [], total: 0 });
  });

  it('lists a CRM change with its undo for its author and the owner; a member without the rule sees nothing of it', async () => {
    // The overview is held with something under it (the role screen).
    const sales = {
      token: await memberWithRules(
        api,
        demo.brand,
        'audit-sales',
        [systemRule.index, systemRule.role, customerRule.list, customerRule.release],
        { withParents: true },
      ),
      brandId: demo.brand,
    };
    const [me] = await api.database.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.userName, 'audit-sales'));
    const id = await customerMaker(api, demo.brand, 'Audit customer', '1392222')({ ownerId: me?.id ?? null });
    const released = await api.call(customerPaths.release, { ...sales, body: { ids: [id] } });
    expect(released.code, released.message).toBe(0);
    const handle = (JSON.parse(released.raw) as { undo?: UndoHandle }).undo;
    expect(handle?.id).toBeGreaterThan(0);

    const listed = async (as: { token: string; brandId: number }) =>
      (await api.call<AuditListResult>(path, { ...as, body: { entity: 'crm_customer', pageSize: 50 } })).data;
    expect((await listed(sales)).list.find((e) => e.id === handle?.id)).toMatchObject({
      entity: 'crm_customer',
      action: 'release',
      subject: 'Audit customer 1',
      actorName: 'audit-sales',
      undo: handle,
      undoneBy: null,
    });
    expect((await listed(await owner())).list.find((e) => e.id === handle?.id)?.undo).toEqual(handle);
    // Sees every owner's customers, so reads the change, but may not take back another's.
    const manager = {
      token: await memberWithRules(
        api,
        demo.brand,
        'audit-manager',
        [systemRule.index, systemRule.role, customerRule.list, customerRule.all],
        { withParents: true },
      ),
      brandId: demo.brand,
    };
    expect((await listed(manager)).list.find((e) => e.id === handle?.id)).toMatchObject({ undo: null });
    // Without the customer list: none of it. With it but only their own customers: not another's change.
    const other = {
      token: await memberWithRules(api, demo.brand, 'audit-other', [systemRule.index, systemRule.role], {
        withParents: true,
      }),
      brandId: demo.brand,
    };
    expect(await listed(other)).toMatchObject({ list: [], total: 0 });
    const peer = {
      token: await memberWithRules(
        api,
        demo.brand,
        'audit-peer',
        [systemRule.index, systemRule.role, customerRule.list],
        {
          withParents: true,
        },
      ),
      brandId: demo.brand,
    };
    expect((await listed(peer)).list.some((e) => e.id === handle?.id)).toBe(false);
  });

  it('refuses bad input naming the field', async () => {
    const a = await api.call(path, { ...(await owner()), body: { entity: 'brand' }, lang: 'en' });
    expect(a.code).toBe(1);
    expect(a.data).toEqual({ fields: [{ field: 'entity', message: expect.any(String) }] });
  });
});
