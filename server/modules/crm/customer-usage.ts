import { and, countDistinct, eq, inArray } from 'drizzle-orm';
import type { CrmTagType } from '../../../contract/crm-tag.ts';
import type { Queryable } from '../../kit/db.ts';
import { crmCustomerEvents, crmCustomers, crmCustomerTags, crmTags } from './crm.tables.ts';

/**
 * How many of the brand's customers use each CRM dictionary item, by id: a tag (customers tagged with
 * it), a tag group (customers with any of its tags), a follow-up type (customers with follow-ups of
 * that type), a source (customers from it). A delete is refused while the count is above 0.
 * Called inside the delete's transaction, with the rows locked; one query per kind of item.
 */
export async function customersUsing(
  db: Queryable,
  brandId: number,
  items: readonly { id: number; type: CrmTagType }[],
): Promise<Map<number, number>> {
  const counts = new Map(items.map((item) => [item.id, 0]));
  const of = (type: CrmTagType) => items.filter((i) => i.type === type).map((i) => i.id);
  const put = (rows: { id: number | null; n: number }[]) => {
    for (const r of rows) if (r.id !== null) counts.set(r.id, Number(r.n));
  };
  const tags = of('tag');
  if (tags.length > 0) {
    put(
      await db
        .select({ id: crmCustomerTags.tagId, n: countDistinct(crmCustomerTags.customerId) })
        .from(crmCustomerTags)
        .innerJoin(crmCustomers, eq(crmCustomers.id, crmCustomerTags.customerId))
        .where(and(eq(crmCustomers.brandId, brandId), inArray(crmCustomerTags.tagId, tags)))
        .groupBy(crmCustomerTags.tagId),
    );
  }
  const groups = of('group');
  if (groups.length > 0) {
    put(
      await db
        .select({ id: crmTags.groupId, n: countDistinct(crmCustomerTags.customerId) })
        .from(crmTags)
        .innerJoin(crmCustomerTags, eq(crmCustomerTags.tagId, crmTags.id))
        .where(and(eq(crmTags.brandId, brandId), inArray(crmTags.groupId, groups)))
        .groupBy(crmTags.groupId),
    );
  }
  const follows = of('follow');
  if (follows.length > 0) {
    put(
      await db
        .select({ id: crmCustomerEvents.typeId, n: countDistinct(crmCustomerEvents.customerId) })
        .from(crmCustomerEvents)
        .where(and(eq(crmCustomerEvents.brandId, brandId), inArray(crmCustomerEvents.typeId, follows)))
        .groupBy(crmCustomerEvents.typeId),
    );
  }
  const sources = of('source');
  if (sources.length > 0) {
    put(
      await db
        .select({ id: crmCustomers.sourceId, n: countDistinct(crmCustomers.id) })
        .from(crmCustomers)
        .where(and(eq(crmCustomers.brandId, brandId), inArray(crmCustomers.sourceId, sources)))
        .groupBy(crmCustomers.sourceId),
    );
  }
  return counts;
}
