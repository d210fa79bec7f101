import { inArray } from 'drizzle-orm';
import { adminUserRule } from '../../../contract/admin-user.ts';
import { roleRule } from '../../../contract/role.ts';
import { adminUsers, brandMembers, roleRules, roles, rules } from '../../db/schema.ts';
import {
  deleteUndo,
  objectOf,
  openSealed,
  restoreOrTaken,
  reviveRow,
  type UndoHandler,
  type UndoOutcome,
} from '../../kit/undo.ts';

/**
 * The System module's undo handlers (docs/decisions/undo.md), registered by being listed in
 * server/app.ts `moduleUndo`.
 */

const numbers = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];

/**
 * A member deleted: the membership comes back with its id and role; an identity that went with it
 * (the brand's alone) comes back first, with its password hash opened from the record's sealed part
 * (never from `before`, which only says it was set). A user name taken since, or a role gone, keeps it
 * out, named; a record whose seal no longer opens (APP_SECRET changed) cannot bring the sign-in back.
 */
const memberDelete: UndoHandler = {
  entity: 'admin_user',
  action: 'delete',
  rule: adminUserRule.del,
  async undo({ tx, change, secrets }) {
    const before = objectOf(change.before);
    const membership = objectOf(before.membership);
    const user = before.user ? objectOf(before.user) : null;
    const name = typeof before.userName === 'string' ? before.userName : change.subject;
    const outcome: UndoOutcome = { restored: 0, skipped: [] };
    const skip = (reason: 'taken' | 'gone') => {
      outcome.skipped.push({ entityId: change.entityId, name, reason });
      return outcome;
    };
    if (Object.keys(membership).length === 0) return skip('gone');
    const roleId = typeof membership.roleId === 'number' ? membership.roleId : 0;
    const [role] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(inArray(roles.id, [roleId]));
    if (!role) return skip('gone');
    let passwordHash: string | null = null;
    if (user) {
      const sealed = objectOf(openSealed(secrets, change));
      passwordHash = typeof sealed.passwordHash === 'string' ? sealed.passwordHash : null;
      if (!passwordHash) return skip('gone');
    } else {
      const [still] = await tx
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(inArray(adminUsers.id, [change.entityId]));
      if (!still) return skip('gone');
    }
    const back = await restoreOrTaken(tx, async (sp) => {
      if (user && passwordHash)
        await sp.insert(adminUsers).values({
          ...(reviveRow(adminUsers, user) as typeof adminUsers.$inferInsert),
          id: change.entityId,
          passwordHash,
        });
      await sp.insert(brandMembers).values({
        ...(reviveRow(brandMembers, membership) as typeof brandMembers.$inferInsert),
        userId: change.entityId,
        brandId: change.brandId,
      });
    });
    if (!back) return skip('taken');
    outcome.restored = 1;
    return outcome;
  },
};

/** A role deleted (it had no members): it comes back with its id and the rules it granted that still exist. */
function roleDelete(): UndoHandler {
  const rows = deleteUndo({ entity: 'role', rule: roleRule.del, table: roles });
  return {
    ...rows,
    async undo(ctx) {
      const outcome = await rows.undo(ctx);
      const back = new Set(outcome.skipped.map((s) => s.entityId));
      const before = objectOf(ctx.change.before);
      const keyed = ctx.change.entityIds.length > 1;
      for (const id of ctx.change.entityIds.length ? ctx.change.entityIds : [ctx.change.entityId]) {
        if (back.has(id)) continue;
        const wanted = numbers(objectOf(keyed ? before[String(id)] : before).ruleIds);
        if (wanted.length === 0) continue;
        const still = await ctx.tx.select({ id: rules.id }).from(rules).where(inArray(rules.id, wanted));
        if (still.length > 0)
          await ctx.tx.insert(roleRules).values(still.map((r) => ({ roleId: id, ruleId: r.id })));
      }
      return outcome;
    },
  };
}

export const systemUndo: readonly UndoHandler[] = [memberDelete, roleDelete()];
