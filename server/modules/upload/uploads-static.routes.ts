import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { and, eq, ne, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { extensionCatalogue, uploadKinds } from '../../../contract/upload.ts';
import type { AppEnv } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/core.tables.ts';
import type { LocalStorage } from '../../storage/local-storage.ts';
import { privateFilePrefix, privateImportPrefix } from '../../storage/storage.ts';
import { extensionOf, servedAsAttachment, servedType } from '../../upload/upload-policy.ts';

function typeOfExtension(ext: string): string {
  for (const kind of uploadKinds) {
    const mimes = extensionCatalogue[kind][ext];
    if (mimes?.[0]) return mimes[0] === 'application/x-cfb' ? 'application/octet-stream' : mimes[0];
  }
  return servedType(ext, undefined);
}

/** The stored key an address names; null for a broken escape (`%ZZ`) or a NUL, which no stored name has. */
function decodedKey(encoded: string): string | null {
  try {
    const key = decodeURIComponent(encoded);
    return key.includes('\u0000') ? null : key;
  } catch {
    return null;
  }
}

/**
 * Whether a key is a private file's (or its thumbnail's): one made private (an import's work file, a
 * licence scan), or an older licence scan stored where public files are, kept private since.
 */
async function isPrivate(db: Db, key: string): Promise<boolean> {
  if (key.startsWith(privateImportPrefix) || key.startsWith(privateFilePrefix)) return true;
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(ne(uploads.purpose, 'library'), or(eq(uploads.storageKey, key), eq(uploads.thumbKey, key))))
    .limit(1);
  return row !== undefined;
}

/**
 * `GET /uploads/<key>`: files on local disk, public (logos and images appear on customers' pages).
 * Typed by extension (checked against the content when stored), `nosniff`, and SVG/HTML only as
 * downloads inside a sandbox, so an uploaded file can never run script on the console's origin.
 */
export function localUploadRoutes(storage: LocalStorage, db: Db) {
  return new Hono<AppEnv>().get('/*', async (c) => {
    const key = decodedKey(c.req.path.replace(/^\/uploads\//, ''));
    const path = key === null || (await isPrivate(db, key)) ? null : storage.pathOf(key);
    const info = path ? await stat(path).catch(() => null) : null;
    if (key === null || !path || !info?.isFile()) {
      c.set('resultCode', 404);
      return c.json({ code: 404, message: 'Not Found', data: null }, 404);
    }
    const ext = extensionOf(key);
    const headers: Record<string, string> = {
      'Content-Type': typeOfExtension(ext),
      'Content-Length': String(info.size),
      'X-Content-Type-Options': 'nosniff',
      // Public files: logos and images appear on the brand's own pages, on other origins.
      'Cross-Origin-Resource-Policy': 'cross-origin',
      // Random names never change content.
      'Cache-Control': 'public, max-age=31536000, immutable',
    };
    if (servedAsAttachment(ext)) {
      headers['Content-Disposition'] = 'attachment';
      headers['Content-Security-Policy'] = "default-src 'none'; sandbox";
    }
    c.set('resultCode', 200);
    return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, { headers });
  });
}
