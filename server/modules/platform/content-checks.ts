import type { AppDeps } from '../../context.ts';
import { fieldRefusal } from '../../envelope.ts';
import { notInLibrary } from '../../kit/library.ts';

/** What the platform's use cases need of the app. */
export type PlatformDeps = Pick<AppDeps, 'db' | 'lists' | 'storage'>;

/**
 * An image field of content (a cover, a slide, a link's logo) must name an image of this brand's
 * media library, or be empty where that is allowed; otherwise the field is refused.
 */
export async function checkLibraryImage(
  { db, storage }: Pick<AppDeps, 'db' | 'storage'>,
  brandId: number,
  field: string,
  url: string | undefined,
): Promise<void> {
  if (url === undefined || url === '') return;
  const { missing } = await notInLibrary(db, storage, brandId, [url], 'image');
  if (missing.length > 0) throw fieldRefusal(field, 'field.libraryImage');
}

/** The names of the fields a change sets, for its audit row (never their values: content is long). */
export function changedFields(body: Record<string, unknown>): string[] {
  return Object.keys(body).filter((k) => k !== 'id' && body[k] !== undefined);
}

const same = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date
    ? a.getTime() === b.getTime()
    : JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields `next` changes of the row as it `was`, old and new, for the change record (undo reads
 * them): a field left out, unchanged, or only the update time is not a change.
 */
export function fieldChanges(
  was: Record<string, unknown>,
  next: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(next)) {
    if (v === undefined || k === 'updatedAt' || same(was[k], v)) continue;
    before[k] = was[k];
    after[k] = v;
  }
  return { before, after };
}
