import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { crmConfigDefaults } from '../../../contract/customer.ts';
import type { Db } from '../../db/client.ts';
import { crmConfigs, crmCustomers } from './crm.tables.ts';
import { moveOwners } from './customer-owner.ts';

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
    await moveOwners(tx, due, null, { userId: null, at: now }, { action: 'pool-return' });
    return due.length;
  });
}
