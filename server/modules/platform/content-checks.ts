import type { Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import { fieldRefusal } from '../../envelope.ts';
import { notInLibrary } from '../../kit/library.ts';

/**
 * An image field of content (a cover, a slide, a link's logo) must name an image of this brand's
 * media library, or be empty where that is allowed; otherwise the field is refused.
 */
export async function checkLibraryImage(
  c: Context<AppEnv>,
  brandId: number,
  field: string,
  url: string | undefined,
): Promise<void> {
  if (url === undefined || url === '') return;
  const { db, storage } = c.var.deps;
  const { missing } = await notInLibrary(db, storage, brandId, [url], 'image');
  if (missing.length > 0) throw fieldRefusal(field, 'field.libraryImage');
}

/** The names of the fields a change sets, for its audit row (never their values: content is long). */
export function changedFields(body: Record<string, unknown>): string[] {
  return Object.keys(body).filter((k) => k !== 'id' && body[k] !== undefined);
}
