import { and, asc, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { customerVariables } from '../../../contract/notify-text.ts';
import { fieldRefusal } from '../../envelope.ts';
import type { Queryable } from '../../kit/db.ts';
import { crmCustomers } from './crm.tables.ts';
import {
  type CustomerViewer,
  conditionsWhere,
  savedGroupConditions,
  visibleWhere,
} from './customer-scope.ts';

/** A customer a message goes to, with what fills a template's variables. */
export interface CustomerRecipient {
  id: number;
  name: string;
  company: string;
  mobile: string;
  email: string;
}

/**
 * The customers of a saved group a sender may message: the group's conditions within what the
 * sender may see (their own and the pool, or every one with "all customers"), lost ones left out —
 * a send never reaches a customer the sender could not open. A group of another brand is not found.
 */
export async function groupRecipients(
  db: Queryable,
  viewer: CustomerViewer,
  groupId: number,
  only: 'mobile' | 'email',
): Promise<CustomerRecipient[]> {
  const conditions = await savedGroupConditions(db, viewer.brandId, groupId);
  if (conditions === undefined)
    throw fieldRefusal('customerGroupId', 'customerGroupNotFound', { id: groupId });
  if (conditions === null) return [];
  const reachable: SQL = only === 'email' ? ne(crmCustomers.email, '') : ne(crmCustomers.mobile, '');
  return db
    .select({
      id: crmCustomers.id,
      name: crmCustomers.name,
      company: crmCustomers.company,
      mobile: crmCustomers.mobile,
      email: crmCustomers.email,
    })
    .from(crmCustomers)
    .where(and(visibleWhere(viewer), conditionsWhere(conditions), ne(crmCustomers.stage, 'lost'), reachable))
    .orderBy(asc(crmCustomers.id));
}

/**
 * Customers a group counts (as its list shows it to the viewer) whom a send to it leaves out: lost
 * ones, and ones without a mobile or an e-mail (`only`), so an answer can say why it queued fewer.
 */
export async function groupLeftOut(
  db: Queryable,
  viewer: CustomerViewer,
  groupId: number,
  only: 'mobile' | 'email',
): Promise<{ lost: number; unreachable: number }> {
  const conditions = await savedGroupConditions(db, viewer.brandId, groupId);
  if (!conditions) return { lost: 0, unreachable: 0 };
  const contact = only === 'email' ? crmCustomers.email : crmCustomers.mobile;
  const [row] = await db
    .select({
      lost: sql<number>`(count(*) filter (where ${crmCustomers.stage} = 'lost'))::int`,
      unreachable: sql<number>`(count(*) filter (where ${crmCustomers.stage} <> 'lost' and ${contact} = ''))::int`,
    })
    .from(crmCustomers)
    .where(and(visibleWhere(viewer), conditionsWhere(conditions)));
  return { lost: Number(row?.lost ?? 0), unreachable: Number(row?.unreachable ?? 0) };
}

export { customerVariables };

/**
 * What `customer` puts into the template's `variables` (only those the template has, so none is
 * refused as unknown); its own values win over params typed for everyone. Without a customer, a
 * stand-in marks them filled, for checking the typed params before the per-customer ones exist.
 */
export function customerParams(
  customer: CustomerRecipient | null,
  variables: readonly string[],
): Record<string, string> {
  const filled: Record<string, string> = {};
  for (const v of customerVariables) if (variables.includes(v)) filled[v] = customer ? customer[v] : '-';
  return filled;
}

/**
 * The first `limit` customers with an e-mail that the viewer may see, whose name, e-mail or company
 * matches `pattern` (a `likePattern`; undefined: any), in id order: the e-mail recipient search.
 */
export function customersWithEmail(
  db: Queryable,
  viewer: CustomerViewer,
  pattern: string | undefined,
  limit: number,
): Promise<{ id: number; name: string; email: string }[]> {
  const matches =
    pattern === undefined
      ? undefined
      : or(
          ilike(crmCustomers.name, pattern),
          ilike(crmCustomers.email, pattern),
          ilike(crmCustomers.company, pattern),
        );
  return db
    .select({ id: crmCustomers.id, name: crmCustomers.name, email: crmCustomers.email })
    .from(crmCustomers)
    .where(and(visibleWhere(viewer), ne(crmCustomers.email, ''), matches))
    .orderBy(crmCustomers.id)
    .limit(limit);
}
