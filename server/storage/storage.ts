import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: local disk (default) or an S3-compatible bucket. Keys are relative paths
 * made by the server (`<brandId>/<yyyy>/<mm>/<random>.<ext>`), never a name a user sent.
 */
export interface PutOptions {
  contentType: string;
  size: number;
  /** SVG and HTML: served as a download, never inline, so they cannot run script on our origin. */
  attachment: boolean;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Folder for files while they arrive and are checked, before `put`. */
  readonly tempDir: string;
  /** Stores the local file `path` under `key`; the file may be moved (local) or read (S3). */
  put(key: string, path: string, options: PutOptions): Promise<void>;
  /** Reads a stored file as a stream (a job reading its upload); null when the key is gone. */
  open(key: string): Promise<Readable | null>;
  /** Removes a stored file; a key that is already gone is not an error. */
  remove(key: string): Promise<void>;
  /** The URL answered to clients for a key. */
  url(key: string): string;
  /** The origin of those URLs when it is not the API's own (a bucket), for the console's CSP. */
  readonly publicOrigin?: string | undefined;
}

/** A key the server made: segments of safe characters, no `..`, no leading slash. */
export function isSafeKey(key: string): boolean {
  return /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/.test(key) && !key.includes('..');
}

/**
 * Keys under this prefix are work files (a customer import's CSV until its job has read it): personal
 * data that is never served, unlike the media library's public files.
 */
export const privateImportPrefix = 'crm-import/';

/**
 * Keys under this prefix are private files (agents' licence and id card scans): the API serves them to
 * those allowed (`/brand/upload/private.html`), never the public address; a bucket's public read must
 * leave this prefix out.
 */
export const privateFilePrefix = 'private/';
