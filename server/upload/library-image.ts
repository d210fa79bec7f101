import { runPrepared } from '../db/prepared.ts';
import type { Storage } from '../storage/storage.ts';

const imageByKey =
  "select 1 from uploads where brand_id = $1 and storage_key = $2 and kind = 'image' limit 1";

/**
 * Whether `url` is an image of the brand's own media library, as the library answers it (`fileurl`):
 * a brand logo, an article cover, a slide, a link's logo. Found by its storage key on an index, so a
 * 100,000-file library costs one index probe. Another brand's file, a file that is not an image, or
 * any other address is not.
 */
export async function isLibraryImage(
  db: object,
  storage: Storage,
  brandId: number,
  url: string,
): Promise<boolean> {
  const prefix = storage.url('');
  if (!url.startsWith(prefix)) return false;
  const key = url.slice(prefix.length);
  if (key === '') return false;
  const rows = await runPrepared(db, imageByKey, [brandId, key], { genericPlan: true });
  return rows.length > 0;
}
