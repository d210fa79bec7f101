import { copyFile, mkdir, open as openFile, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { isSafeKey, type PutOptions, type Storage } from './storage.ts';

/** URL path under which the API serves local uploads (`server/modules/upload/uploads-static.routes.ts`). */
export const localUploadPrefix = '/uploads/';

/** Uploads under `root` (default `DATA_DIR/uploads`), served by the API itself. */
export class LocalStorage implements Storage {
  readonly kind = 'local';
  readonly root: string;
  readonly tempDir: string;

  constructor(root: string) {
    this.root = resolve(root);
    // Inside the root: a rename, not a copy, moves a checked file into place.
    this.tempDir = join(this.root, '.tmp');
  }

  /** The absolute path of a key, or null for a key the server could not have made. */
  pathOf(key: string): string | null {
    if (!isSafeKey(key)) return null;
    const path = resolve(this.root, key);
    return path.startsWith(`${this.root}/`) ? path : null;
  }

  async put(key: string, path: string, _options: PutOptions): Promise<void> {
    const target = this.pathOf(key);
    if (!target) throw new Error(`unsafe storage key ${key}`);
    await mkdir(dirname(target), { recursive: true });
    try {
      await rename(path, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(path, target);
      await rm(path, { force: true });
    }
  }

  async open(key: string): Promise<Readable | null> {
    const target = this.pathOf(key);
    if (!target) return null;
    // Opened before the stream is made: a file removed meanwhile (an import's file once its job
    // ended) is then "none" here, not an ENOENT the stream emits later with no one listening.
    const handle = await openFile(target, 'r').catch(() => null);
    if (!handle) return null;
    const found = await handle.stat().catch(() => null);
    if (!found?.isFile()) {
      await handle.close();
      return null;
    }
    return handle.createReadStream({ highWaterMark: 256 * 1024 });
  }

  async remove(key: string): Promise<void> {
    const target = this.pathOf(key);
    if (target) await rm(target, { force: true });
  }

  url(key: string): string {
    return `${localUploadPrefix}${key}`;
  }
}
