import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { crmConfigDefaults } from '../../contract/customer.ts';
import { audit } from '../audit.ts';
import type { Db } from '../db/client.ts';
import { crmConfigs, crmCustomerEvents, crmCustomers } from '../db/schema.ts';

/**
 * The daily pool return: customers whose owner has not followed them up (the last follow-up, or the
 * day they took them when never followed) for the brand's `crm_pool_days` go back to the pool, with
 * an 'owner' timeline event (reason 'pool-return', no actor). `now` is a parameter so a test drives
 * the clock. Answers how many returned.
 */
export async function returnToPool(db: Db, now: Date): Promise<number> {
  const days = sql`coalesce(${crmConfigs.poolDays}, ${crmConfigDefaults.crm_pool_days})`;
  const since = sql`coalesce(${crmCustomers.lastFollowAt}, ${crmCustomers.ownedAt}, ${crmCustomers.createdAt})`;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: crmCustomers.id, brandId: crmCustomers.brandId, ownerId: crmCustomers.ownerId })
      .from(crmCustomers)
      .leftJoin(crmConfigs, eq(crmConfigs.brandId, crmCustomers.brandId))
      .where(
        and(
          isNotNull(crmCustomers.ownerId),
          ne(crmCustomers.stage, 'lost'),
          sql`${since} < ${now.toISOString()}::timestamptz - make_interval(days => ${days})`,
        ),
      )
      .for('update', { of: crmCustomers });
    if (due.length === 0) return 0;
    await tx
      .update(crmCustomers)
      .set({ ownerId: null, ownedAt: null, updatedAt: now })
      .where(
        inArray(
          crmCustomers.id,
          due.map((r) => r.id),
        ),
      );
    await tx.insert(crmCustomerEvents).values(
      due.map((r) => ({
        brandId: r.brandId,
        customerId: r.id,
        kind: 'owner',
        actorId: null,
        data: { from: r.ownerId, to: null, reason: 'pool-return' },
        createdAt: now,
      })),
    );
    for (const brandId of new Set(due.map((r) => r.brandId))) {
      await audit(tx, {
        brandId,
        // 0: the system (audit_log.user_id has no foreign key), as the timeline says with a null actor.
        userId: 0,
        action: 'pool-return',
        entity: 'crm_customer',
        payload: { ids: due.filter((r) => r.brandId === brandId).map((r) => r.id) },
      });
    }
    return due.length;
  });
}
