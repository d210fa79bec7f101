// What other modules use of crm: which customers a member sees, the recipients of a customer group, the
// portrait of a set of customers, a customer list's total as a figure that links to it, and a member's
// newest finished import (the account's today list), and the customer's name for the start-up sort-key
// filler. Other
// modules import crm through this file only
// (docs/decisions/modules.md).

import { and, desc, eq } from 'drizzle-orm';
import { type Locale, ResultCode } from '../../../contract/envelope.ts';
import { int, runPrepared } from '../../db/prepared.ts';
import type { SortedName } from '../../db/sort-keys.ts';
import { ApiError } from '../../envelope.ts';
import type { Queryable } from '../../kit/db.ts';
import { crmText } from './crm.messages.ts';
import { crmCustomerEvents, crmCustomers } from './crm.tables.ts';
import { type CustomerViewer, visibleWhere } from './customer-scope.ts';

/** The customer's name, kept with a sort key the start-up filler (server/db/sort-keys.ts) fills. */
export const customerSortedNames: SortedName[] = [
  {
    table: crmCustomers,
    id: crmCustomers.id,
    name: crmCustomers.name,
    key: crmCustomers.nameSort,
    person: true,
  },
];

export { type CustomerLinkFilters, customerFigure } from './customer-list.ts';
export { portraitOf } from './customer-portrait.ts';
export { customerParams, customersWithEmail, groupLeftOut, groupRecipients } from './customer-recipients.ts';
export { type CustomerViewer, customerViewer, visibleWhere } from './customer-scope.ts';

/** What the customer pool is called in `locale`: a portrait names it among the owners. */
export function customerPoolLabel(locale: Locale): string {
  return crmText(locale, 'crmCustomerPool');
}

/**
 * A customer the viewer may see and their latest timeline events (at most `limit`, newest first); one
 * they may not see is refused as "not found" (code 1), as the customer screens answer it (the AI
 * summarises them).
 */
export async function visibleCustomerTimeline(
  db: Queryable,
  viewer: CustomerViewer,
  id: number,
  limit: number,
) {
  const [customer] = await db
    .select({
      name: crmCustomers.name,
      company: crmCustomers.company,
      stage: crmCustomers.stage,
      level: crmCustomers.level,
      nextFollowAt: crmCustomers.nextFollowAt,
    })
    .from(crmCustomers)
    .where(and(eq(crmCustomers.id, id), visibleWhere(viewer)));
  if (!customer) throw new ApiError(ResultCode.business, 'crmCustomerNotFound', { id });
  const events = await db
    .select({
      kind: crmCustomerEvents.kind,
      content: crmCustomerEvents.content,
      nextAt: crmCustomerEvents.nextAt,
      createdAt: crmCustomerEvents.createdAt,
    })
    .from(crmCustomerEvents)
    .where(and(eq(crmCustomerEvents.customerId, id), eq(crmCustomerEvents.brandId, viewer.brandId)))
    .orderBy(desc(crmCustomerEvents.id))
    .limit(limit);
  return { customer, events };
}

/** The id of the member's newest customer import finished since `since`, or 0. */
export async function newestFinishedImport(
  db: Queryable,
  brandId: number,
  userId: number,
  since: Date,
): Promise<number> {
  const [row] = await runPrepared(
    db,
    `select max(id) from crm_imports where brand_id = $1 and user_id = $2
       and status = 'done' and finished_at >= $3`,
    [brandId, userId, since],
    { genericPlan: true },
  );
  return row?.[0] == null ? 0 : int(row[0]);
}
