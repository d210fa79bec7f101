import { inArray } from 'drizzle-orm';
import { adminUserRule } from '../../../contract/admin-user.ts';
import { roleRule } from '../../../contract/role.ts';
import { adminUsers, brandMembers, roleRules, roles, rules } from '../../db/core.tables.ts';
import type { Tx } from '../../kit/db.ts';
import {
  type ChangeRecord,
  changedRows,
  deleteUndo,
  nameOf,
  objectOf,
  openSealed,
  restoreOrTaken,
  reviveRow,
  type UndoHandler,
  type UndoOutcome,
} from '../../kit/undo.ts';

/**
 * The System module's undo handlers (docs/decisions/undo.md), given by the module's manifest (`undo`).
 */

const numbers = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];

/**
 * Members deleted (one or several, one record): each membership comes back with its id and role; an
 * identity that went with it (the brand's alone) comes back first, with its password hash opened from
 * the record's sealed part (never from `before`, which only says it was set). A user name taken since,
 * or a role gone, keeps that member out, named; a record whose seal no longer opens (APP_SECRET changed)
 * cannot bring the sign-in back.
 */
const memberDelete: UndoHandler = {
  entity: 'admin_user',
  action: 'delete',
  rule: adminUserRule.del,
  async undo({ tx, change, secrets }) {
    const hashes = objectOf(openSealed(secrets, change));
    const outcome: UndoOutcome = { restored: 0, skipped: [] };
    for (const row of changedRows(change)) {
      const back = await memberBack(tx, change, row.id, row.before, hashes[String(row.id)]);
      if (back === true) outcome.restored += 1;
      else outcome.skipped.push({ entityId: row.id, name: nameOf(row.before, `#${row.id}`), reason: back });
    }
    return outcome;
  },
};

/** One member of a delete put back, or why not. */
async function memberBack(
  tx: Tx,
  change: ChangeRecord,
  userId: number,
  before: Record<string, unknown>,
  hash: unknown,
): Promise<true | 'taken' | 'gone'> {
  const membership = objectOf(before.membership);
  const user = before.user ? objectOf(before.user) : null;
  if (Object.keys(membership).length === 0) return 'gone';
  const roleId = typeof membership.roleId === 'number' ? membership.roleId : 0;
  const [role] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.id, [roleId]));
  if (!role) return 'gone';
  const passwordHash = typeof hash === 'string' && hash !== '' ? hash : null;
  if (user && !passwordHash) return 'gone';
  if (!user) {
    const [still] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(inArray(adminUsers.id, [userId]));
    if (!still) return 'gone';
  }
  const back = await restoreOrTaken(tx, async (sp) => {
    if (user && passwordHash)
      await sp.insert(adminUsers).values({
        ...(reviveRow(adminUsers, user) as typeof adminUsers.$inferInsert),
        id: userId,
        passwordHash,
      });
    await sp.insert(brandMembers).values({
      ...(reviveRow(brandMembers, membership) as typeof brandMembers.$inferInsert),
      userId,
      brandId: change.brandId,
    });
  });
  return back ? true : 'taken';
}

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
