import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserPaths } from '../../../contract/admin-user.ts';
import type { AuditListResult } from '../../../contract/audit.ts';
import { auditPaths } from '../../../contract/audit.ts';
import { changeUndoPaths, type UndoHandle, type UndoResult } from '../../../contract/change-undo.ts';
import { rolePaths } from '../../../contract/role.ts';
import { memberPassword, memberWithRules } from '../../../tests/support/crm-fixtures.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { adminUsers, brandMembers, changes, roleRules, roles } from '../../db/core.tables.ts';
import { collectChanges, recordChange, requestUndoHandle } from '../../kit/change.ts';

/**
 * Undo of the System module's deletes (docs/decisions/undo.md): a member comes back with their id,
 * membership and sign-in (the password hash kept sealed with APP_SECRET, never in the record's
 * `before` nor any answer); a role comes back with the rules it granted.
 */

type As = { token: string; brandId: number };
let api: TestApi;
let admin: As;

beforeAll(async () => {
  api = await createTestApi();
  admin = { token: await api.loginTo(demo.admin.user, demo.admin.password, demo.brand), brandId: demo.brand };
});
afterAll(() => api.close());

async function del(path: string, id: number) {
  const a = await api.call(`${path}?id=${id}`, { ...admin, method: 'GET', lang: 'en' });
  return JSON.parse(a.raw) as { code: number; undo?: UndoHandle };
}
const undo = (id: number) =>
  api.call<UndoResult>(changeUndoPaths.undo, { ...admin, body: { id }, lang: 'en' });

const userRow = async (name: string) =>
  (await api.database.db.select().from(adminUsers).where(eq(adminUsers.userName, name)))[0];

describe('a member deleted, and taken back', () => {
  it('comes back with the same id, membership and password; the hash is never in the record', async () => {
    await memberWithRules(api, demo.brand, 'undo-member', []);
    const user = await userRow('undo-member');
    const [membership] = await api.database.db
      .select()
      .from(brandMembers)
      .where(eq(brandMembers.userId, user?.id ?? 0));
    const gone = await del(adminUserPaths.del, user?.id ?? 0);
    expect(gone.code).toBe(0);
    expect(gone.undo?.id).toBeGreaterThan(0);
    expect(await userRow('undo-member')).toBeUndefined();

    const [record] = await api.database.db
      .select()
      .from(changes)
      .where(eq(changes.id, gone.undo?.id ?? 0));
    expect(JSON.stringify(record?.before)).not.toContain(user?.passwordHash ?? '-');
    expect(record?.sealed).toMatch(/^v1\./);
    expect(record?.sealed).not.toContain(user?.passwordHash ?? '-');

    // The audit row offers the undo to the owner, and no answer carries the sealed part.
    const audit = await api.call<AuditListResult>(auditPaths.list, {
      ...admin,
      body: { entity: 'admin_user' },
    });
    const row = audit.data.list.find((r) => r.id === gone.undo?.id);
    expect(row).toMatchObject({ action: 'delete', undo: gone.undo, undoneBy: null });
    expect(audit.raw).not.toContain(record?.sealed ?? '-');

    const back = await undo(gone.undo?.id ?? 0);
    expect(back.code).toBe(0);
    expect(back.data).toEqual({ id: gone.undo?.id, restored: 1, skipped: [] });
    expect(await userRow('undo-member')).toEqual(user);
    const [again] = await api.database.db
      .select()
      .from(brandMembers)
      .where(eq(brandMembers.userId, user?.id ?? 0));
    expect(again).toEqual(membership);
    // They sign in with their own password again.
    expect(await api.loginTo('undo-member', memberPassword, demo.brand)).toBeTruthy();

    const after = await api.call<AuditListResult>(auditPaths.list, {
      ...admin,
      body: { entity: 'admin_user' },
    });
    const undone = after.data.list.find((r) => r.id === gone.undo?.id);
    expect(undone?.undo).toBeNull();
    expect(undone?.undoneBy).toBeGreaterThan(0);
    expect(after.data.list.find((r) => r.id === undone?.undoneBy)).toMatchObject({
      action: 'undo',
      undo: null,
    });
  });

  it('stays out, named, when its user name was taken since', async () => {
    await memberWithRules(api, demo.brand, 'undo-taken', []);
    const user = await userRow('undo-taken');
    const gone = await del(adminUserPaths.del, user?.id ?? 0);
    // Someone else signs up under the freed name meanwhile.
    await api.database.db.insert(adminUsers).values({ userName: 'Undo-Taken', passwordHash: 'another' });
    const back = await undo(gone.undo?.id ?? 0);
    expect(back.data).toEqual({
      id: gone.undo?.id,
      restored: 0,
      skipped: [{ entityId: user?.id, name: 'undo-taken', reason: 'taken' }],
    });
    expect(back.message).toBe(
      "Undone; 1 not restored: undo-taken's name or number is taken now, not restored",
    );
  });
});

describe('several members deleted at once', () => {
  it('are one change, one handle; each comes back, the one of two brands keeping its identity', async () => {
    await memberWithRules(api, demo.brand, 'undo-many-1', []);
    await memberWithRules(api, demo.brand, 'undo-many-2', []);
    const one = await userRow('undo-many-1');
    const two = await userRow('undo-many-2');
    // The second is also a member of another brand: its identity stays when it leaves this one.
    const [otherRole] = await api.database.db.select().from(roles).where(eq(roles.brandId, demo.secondBrand));
    await api.database.db
      .insert(brandMembers)
      .values({ userId: two?.id ?? 0, brandId: demo.secondBrand, roleId: otherRole?.id ?? 0 });
    const a = await api.call(`${adminUserPaths.del}?ids=${one?.id},${two?.id}`, { ...admin, method: 'GET' });
    const gone = JSON.parse(a.raw) as { code: number; undo?: UndoHandle };
    expect(gone.code).toBe(0);
    expect(gone.undo?.id).toBeGreaterThan(0);
    expect(await userRow('undo-many-1')).toBeUndefined();
    expect(await userRow('undo-many-2')).toEqual(two);
    const back = await undo(gone.undo?.id ?? 0);
    expect(back.data).toEqual({ id: gone.undo?.id, restored: 2, skipped: [] });
    expect(await userRow('undo-many-1')).toEqual(one);
    const members = await api.database.db
      .select()
      .from(brandMembers)
      .where(eq(brandMembers.brandId, demo.brand));
    expect(members.map((m) => m.userId)).toEqual(expect.arrayContaining([one?.id, two?.id]));
    expect(await api.loginTo('undo-many-1', memberPassword, demo.brand)).toBeTruthy();
  });
});

describe('a role deleted, and taken back', () => {
  it('comes back with its id and the rules it granted', async () => {
    await memberWithRules(api, demo.brand, 'undo-role-holder', ['brand/role/list', 'brand/adminuser/list']);
    const holder = await userRow('undo-role-holder');
    const [role] = await api.database.db.select().from(roles).where(eq(roles.title, 'undo-role-holder role'));
    // Its member goes first (a role with members stays), then the role.
    await api.database.db.delete(brandMembers).where(eq(brandMembers.userId, holder?.id ?? 0));
    const granted = await api.database.db
      .select()
      .from(roleRules)
      .where(eq(roleRules.roleId, role?.id ?? 0))
      .orderBy(asc(roleRules.ruleId));
    expect(granted).toHaveLength(2);
    const gone = await del(rolePaths.del, role?.id ?? 0);
    expect(gone.code).toBe(0);
    expect(gone.undo?.id).toBeGreaterThan(0);
    expect((await undo(gone.undo?.id ?? 0)).data).toMatchObject({ restored: 1, skipped: [] });
    expect(
      (
        await api.database.db
          .select()
          .from(roles)
          .where(eq(roles.id, role?.id ?? 0))
      )[0],
    ).toEqual(role);
    expect(
      await api.database.db
        .select()
        .from(roleRules)
        .where(eq(roleRules.roleId, role?.id ?? 0))
        .orderBy(asc(roleRules.ruleId)),
    ).toEqual(granted);
  });
});

describe("the request's list of changes", () => {
  it('offers the one change a request recorded, and takes nothing once the request is answered', async () => {
    const actor = { brandId: demo.brand, userId: 0 };
    const change = { entity: 'crm_tag', action: 'delete' };
    const during = await collectChanges(async () => {
      await recordChange(api.database.db, actor, change);
      return requestUndoHandle(() => true);
    });
    expect(during?.id).toBeGreaterThan(0);
    // Work the request set going that outlives it (a job woken by it) shares its context.
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let tail: Promise<unknown> = Promise.resolve();
    await collectChanges(async () => {
      tail = gate.then(async () => {
        await recordChange(api.database.db, actor, change);
        return requestUndoHandle(() => true);
      });
    });
    release();
    expect(await tail).toBeUndefined();
  });
});
