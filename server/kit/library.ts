import { and, eq, inArray } from 'drizzle-orm';
import { privateFileUrl, type UploadKind, uploadPaths } from '../../contract/upload.ts';
import { uploads } from '../db/core.tables.ts';
import { isSafeKey, type Storage } from '../storage/storage.ts';
import type { Queryable } from './db.ts';

/** A file of the brand's media library, as a record that shows it keeps it. */
export interface LibraryFile {
  url: string;
  kind: UploadKind;
  title: string;
  /** The thumbnail's URL (images), or ''. */
  thumbUrl: string;
}

/** The storage keys the URLs name after `prefix`, each once; other URLs name none. */
function keysAfter(prefix: string, urls: readonly string[]): string[] {
  const keys = urls.flatMap((u) => {
    const key = u.startsWith(prefix) ? u.slice(prefix.length) : '';
    return isSafeKey(key) ? [key] : [];
  });
  return [...new Set(keys)];
}

/**
 * The files of the brand's media library among `urls` (as the library answered them, `fileurl`), by
 * URL: a URL missing from the answer is not in this brand's library (another brand's file, a file
 * since deleted, a link from elsewhere). Records that show library files (the brand's logo, a
 * product's pictures, a material's files) keep the URL and check it here before they save it. One
 * indexed lookup of the URLs' storage keys, whatever the size of the library.
 */
export async function libraryFiles(
  db: Queryable,
  storage: Storage,
  brandId: number,
  urls: readonly string[],
): Promise<Map<string, LibraryFile>> {
  const keys = keysAfter(storage.url(''), urls);
  const found = new Map<string, LibraryFile>();
  if (keys.length === 0) return found;
  const rows = await db
    .select({ key: uploads.storageKey, kind: uploads.kind, title: uploads.title, thumb: uploads.thumbKey })
    .from(uploads)
    .where(
      and(eq(uploads.brandId, brandId), eq(uploads.purpose, 'library'), inArray(uploads.storageKey, keys)),
    );
  for (const r of rows) {
    const url = storage.url(r.key);
    const kind = r.kind === 'video' || r.kind === 'file' ? r.kind : 'image';
    found.set(url, { url, kind, title: r.title, thumbUrl: r.thumb ? storage.url(r.thumb) : '' });
  }
  return found;
}

/** The URLs among `urls` that are not files of `kind` in the brand's library. */
export async function notInLibrary(
  db: Queryable,
  storage: Storage,
  brandId: number,
  urls: readonly string[],
  kind: UploadKind,
): Promise<{ missing: string[]; files: Map<string, LibraryFile> }> {
  const files = await libraryFiles(db, storage, brandId, urls);
  return { missing: urls.filter((u) => files.get(u)?.kind !== kind), files };
}

/**
 * The brand's private licence scans among `urls` (as the upload answered them), by URL: an agent keeps
 * them, and nothing public may show them.
 */
export async function licenceFiles(
  db: Queryable,
  brandId: number,
  urls: readonly string[],
): Promise<Map<string, LibraryFile>> {
  const keys = keysAfter(`${uploadPaths.private}?key=`, urls);
  const found = new Map<string, LibraryFile>();
  if (keys.length === 0) return found;
  const rows = await db
    .select({ key: uploads.storageKey, kind: uploads.kind, title: uploads.title })
    .from(uploads)
    .where(
      and(eq(uploads.brandId, brandId), eq(uploads.purpose, 'licence'), inArray(uploads.storageKey, keys)),
    );
  for (const r of rows) {
    const url = privateFileUrl(r.key);
    const kind = r.kind === 'video' || r.kind === 'file' ? r.kind : 'image';
    found.set(url, { url, kind, title: r.title, thumbUrl: '' });
  }
  return found;
}
