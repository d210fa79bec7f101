import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { type CrmConfig, crmConfigDefaults } from '../../../contract/customer.ts';
import { recordChange } from '../../kit/change.ts';
import type { Queryable, Tx } from '../../kit/db.ts';
import { crmConfigs, crmCustomerEvents, crmCustomers } from './crm.tables.ts';

/** The brand's CRM settings (pool days, claim limit), the defaults until saved. */
export async function crmConfigOf(db: Queryable, brandId: number): Promise<CrmConfig> {
  const [row] = await db.select().from(crmConfigs).where(eq(crmConfigs.brandId, brandId));
  return row ? { crm_pool_days: row.poolDays, crm_claim_limit: row.claimLimit } : { ...crmConfigDefaults };
}

/** Customers a member owns that count against the claim limit (not lost). */
export async function ownedCount(db: Queryable, brandId: number, ownerId: number): Promise<number> {
  const [owned] = await db
    .select({ n: count() })
    .from(crmCustomers)
    .where(
      and(
        eq(crmCustomers.brandId, brandId),
        eq(crmCustomers.ownerId, ownerId),
        ne(crmCustomers.stage, 'lost'),
      ),
    );
  return Number(owned?.n ?? 0);
}

/** A customer about to change hands, as the caller read it (locked `for update`, in `tx`). */
export interface OwnedRow {
  id: number;
  brandId: number;
  /** The owner it leaves (null: the pool). */
  ownerId: number | null;
  /** Since when that owner had it, kept in the record so the move's undo puts it back. */
  ownedAt?: Date | null | undefined;
}

/**
 * Who moves them: a member, now; or the system (the daily pool return) at the clock it was given, so
 * a test driving that clock sees the rows and the timeline dated by it.
 */
export type OwnerActor = { userId: number; at?: undefined } | { userId: null; at: Date };

/**
 * Why, as the audit log names it (its action) and the timeline shows it (its reason). A release
 * carries the member's own words, the timeline's reason when given; the audit keeps them apart.
 */
export type OwnerMove =
  | { action: 'claim' }
  | { action: 'assign' }
  | { action: 'release'; reason: string | undefined }
  | { action: 'pool-return' }
  /** A lost customer restored whose owner has left the brand goes to the pool; restore audits itself. */
  | { action: 'restore' };

/** The audit payload's fields besides the ids: what each action was audited with from the start. */
function auditDetail(move: OwnerMove, to: number | null): Record<string, unknown> {
  if (move.action === 'assign') return { ownerId: to };
  if (move.action === 'release') return { reason: move.reason ?? '' };
  return {};
}

/**
 * The one writer of an owner change (claim, release, assign, the pool return): `rows` go to `to` (a
 * member, or null: the pool), each with an 'owner' timeline event `{ from, to, reason }`, and one
 * audit row per brand. Which rows may move, and the claim limit, are the caller's to decide first.
 */
export async function moveOwners(
  tx: Tx,
  rows: readonly OwnedRow[],
  to: number | null,
  actor: OwnerActor,
  move: OwnerMove,
): Promise<void> {
  if (rows.length === 0) return;
  const at = actor.at ?? new Date();
  await tx
    .update(crmCustomers)
    .set({ ownerId: to, ownedAt: to === null ? null : at, updatedAt: at })
    .where(
      inArray(
        crmCustomers.id,
        rows.map((r) => r.id),
      ),
    );
  const reason = (move.action === 'release' && move.reason) || move.action;
  await tx.insert(crmCustomerEvents).values(
    rows.map((r) => ({
      brandId: r.brandId,
      customerId: r.id,
      kind: 'owner',
      actorId: actor.userId,
      data: { from: r.ownerId, to, reason },
      // A member's event takes the database's time, as their other timeline events do.
      ...(actor.at ? { createdAt: actor.at } : {}),
    })),
  );
  if (move.action === 'restore') return;
  for (const brandId of new Set(rows.map((r) => r.brandId))) {
    const moved = rows.filter((r) => r.brandId === brandId);
    // Named as a bulk change is (甲, 乙, 丙 +2), so 最近变更 says whose owner moved.
    const first = moved.slice(0, 3).map((r) => r.id);
    const names = await tx
      .select({ id: crmCustomers.id, name: crmCustomers.name })
      .from(crmCustomers)
      .where(inArray(crmCustomers.id, first));
    const named = first.map((id) => names.find((n) => n.id === id)?.name ?? `#${id}`).join(', ');
    await recordChange(
      tx,
      // 0: the system (changes.user_id has no foreign key), as the timeline says with a null actor.
      { brandId, userId: actor.userId ?? 0 },
      {
        entity: 'crm_customer',
        action: move.action,
        entityIds: moved.map((r) => r.id),
        payload: { ids: moved.map((r) => r.id), ...auditDetail(move, to) },
        before: {
          owners: Object.fromEntries(moved.map((r) => [String(r.id), r.ownerId])),
          ownedAt: Object.fromEntries(moved.map((r) => [String(r.id), r.ownedAt ?? null])),
        },
        after: { ownerId: to },
        subject: `${named}${moved.length > 3 ? ` +${moved.length - 3}` : ''}`,
      },
    );
  }
}
