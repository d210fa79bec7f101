import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ListCaches } from '../../kit/list-cache.ts';
import { crmTags } from './crm.tables.ts';

/** A brand's tags and sources (both live in `crm_tags`) by id: their words and colours. */
export type CrmLabels = ReadonlyMap<number, { title: string; color: string }>;

/**
 * The brand's tags and sources by id, cached per customer version: migration 0016's triggers move the
 * version on a rename or delete, so a customer page or a group's conditions name them as they are now
 * without reading the catalogue on every call.
 */
export function crmLabelsOf(
  deps: { db: Db; lists: ListCaches },
  brandId: number,
  version: number,
): Promise<CrmLabels> {
  return deps.lists.crmLabels.get(brandId, version, `crm_labels:${brandId}`, async () => {
    const rows = await deps.db
      .select({ id: crmTags.id, title: crmTags.title, color: crmTags.color })
      .from(crmTags)
      .where(eq(crmTags.brandId, brandId));
    return new Map(rows.map((r) => [r.id, { title: r.title, color: r.color }]));
  });
}
