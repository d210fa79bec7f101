import type { CrmTagType } from '../../contract/crm-tag.ts';
import type { Queryable } from '../kit/db.ts';

/**
 * How many of the brand's customers use each CRM dictionary item, by id: a tag (customers tagged with
 * it), a tag group (customers with any of its tags), a follow-up type (customers with follow-ups of
 * that type), a source (customers from it). A delete is refused while the count is above 0.
 *
 * The customers issue (14) fills this in from its tables, in one query for all the items; until then
 * no customer exists and every count is 0. Called inside the delete's transaction, with the rows locked.
 */
export async function customersUsing(
  _db: Queryable,
  _brandId: number,
  items: readonly { id: number; type: CrmTagType }[],
): Promise<Map<number, number>> {
  return new Map(items.map((item) => [item.id, 0]));
}
