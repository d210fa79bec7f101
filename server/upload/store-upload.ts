import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import { attachDefaults } from '../../contract/config.ts';
import {
  privateFileUrl,
  type UploadedItem,
  type UploadKind,
  type UploadPurpose,
} from '../../contract/upload.ts';
import { audit } from '../audit.ts';
import type { Db } from '../db/client.ts';
import { uploads } from '../db/core.tables.ts';
import { unstorableChars } from '../envelope.ts';
import { privateFilePrefix, type Storage } from '../storage/storage.ts';
import { cleanImage, makeThumbnail, sharpFormat } from './image.ts';
import type { ReceivedFile } from './multipart.ts';
import {
  checkFile,
  extensionOf,
  isUtf8Text,
  kindOfExtension,
  looksLikeSvg,
  mb,
  type Refusal,
  servedAsAttachment,
  servedType,
  type UploadRules,
} from './upload-policy.ts';

export type UploadRow = typeof uploads.$inferSelect;

/** What a library entry shows of its row. */
export type LibraryRow = Pick<
  UploadRow,
  'id' | 'storageKey' | 'thumbKey' | 'title' | 'kind' | 'mime' | 'size' | 'width' | 'height' | 'createdAt'
> & { purpose?: string | undefined };

/** Rows without a purpose read are the library's own (its list selects only those). */
const isPublic = (row: LibraryRow) => row.purpose === undefined || row.purpose === 'library';

/** A library row as the client sees it. */
export function uploadedItem(row: LibraryRow, storage: Storage): UploadedItem {
  const item: UploadedItem = {
    id: row.id,
    // Private files are answered under the API's own guarded address, public ones under the storage's.
    fileurl: isPublic(row) ? storage.url(row.storageKey) : privateFileUrl(row.storageKey),
    title: row.title,
    kind: row.kind === 'image' || row.kind === 'video' ? row.kind : 'file',
    mime: row.mime,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.width !== null) item.width = row.width;
  if (row.height !== null) item.height = row.height;
  // A private file has no thumbnail address: only the file itself is served, to those allowed.
  if (row.thumbKey && isPublic(row)) item.thumburl = storage.url(row.thumbKey);
  return item;
}

export interface StoreContext {
  db: Db;
  storage: Storage;
  brandId: number;
  userId: number;
  rules: UploadRules;
  thumbWidth: number;
}

export type StoreOutcome = { ok: true; item: UploadedItem } | { ok: false; name: string; refusal: Refusal };

function titleOf(name: string, given: string | undefined): string {
  // A file's own name is the browser's, not typed: a NUL or an unpaired surrogate in it is dropped.
  const fromName = name.replace(/\.[^.]*$/, '') || name;
  const t = given?.trim() || fromName.replace(unstorableChars, '');
  return t.slice(0, 100);
}

function storageKey(brandId: number, ext: string, purpose: UploadPurpose, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const prefix = purpose === 'library' ? '' : privateFilePrefix;
  return `${prefix}${brandId}/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.${ext}`;
}

/**
 * Checks one received file and stores it, or answers why not. Nothing is stored for a refused file.
 * The same content already in the brand's library answers that entry instead of a second copy.
 */
export async function storeReceived(
  ctx: StoreContext,
  file: ReceivedFile,
  options: { kind?: UploadKind | undefined; title?: string | undefined; purpose?: UploadPurpose | undefined },
): Promise<StoreOutcome> {
  const extraFiles: string[] = [];
  const purpose = options.purpose ?? 'library';
  const sameContent = and(
    eq(uploads.brandId, ctx.brandId),
    eq(uploads.purpose, purpose),
    eq(uploads.sha256, file.sha256),
  );
  try {
    const ext = extensionOf(file.name);
    const kind = options.kind ?? kindOfExtension(ext, ctx.rules) ?? 'file';
    const refuse = (refusal: Refusal): StoreOutcome => ({ ok: false, name: file.name, refusal });
    if (file.tooLarge)
      return refuse({
        key: 'uploadTooLarge',
        params: { name: file.name, max: mb(ctx.rules[kind].maxBytes) },
      });
    const sniffed = file.size > 0 ? await fileTypeFromFile(file.tempPath) : undefined;
    const complete = file.size <= file.head.length;
    const looksLikeText = isUtf8Text(file.head, complete) && (ext !== 'svg' || looksLikeSvg(file.head));
    const refusal = checkFile({
      name: file.name,
      kind,
      size: file.size,
      rules: ctx.rules,
      sniffed,
      looksLikeText,
    });
    if (refusal) return refuse(refusal);

    const [existing] = await ctx.db.select().from(uploads).where(sameContent);
    if (existing) return { ok: true, item: uploadedItem(existing, ctx.storage) };

    let size = file.size;
    let width: number | null = null;
    let height: number | null = null;
    let thumbPath: string | null = null;
    let thumbSize = 0;
    const format = kind === 'image' ? sharpFormat(sniffed?.ext) : null;
    if (format) {
      const maxPixels = ctx.rules.image.maxPixels ?? attachDefaults.image_max_mp * 1_000_000;
      const facts = await cleanImage(file.tempPath, format, maxPixels);
      if (facts === 'tooManyPixels')
        return refuse({
          key: 'uploadTooManyPixels',
          params: { name: file.name, max: maxPixels / 1_000_000 },
        });
      if (!facts) return refuse({ key: 'uploadBadImage', params: { name: file.name } });
      ({ width, height, size } = facts);
      thumbPath = `${file.tempPath}.thumb`;
      extraFiles.push(thumbPath);
      thumbSize = await makeThumbnail(file.tempPath, thumbPath, ctx.thumbWidth, maxPixels);
    }

    const key = storageKey(ctx.brandId, ext, purpose);
    const thumbKey = thumbPath ? key.replace(/\.[a-z0-9]+$/, '_thumb.webp') : null;
    const mime = servedType(ext, sniffed?.mime);
    await ctx.storage.put(key, file.tempPath, {
      contentType: mime,
      size,
      attachment: servedAsAttachment(ext),
    });
    if (thumbPath && thumbKey)
      await ctx.storage.put(thumbKey, thumbPath, {
        contentType: 'image/webp',
        size: thumbSize,
        attachment: false,
      });

    const stored = [key, ...(thumbKey ? [thumbKey] : [])];
    const [row] = await ctx.db
      .insert(uploads)
      .values({
        brandId: ctx.brandId,
        userId: ctx.userId,
        kind,
        title: titleOf(file.name, options.title),
        ext,
        mime,
        size,
        sha256: file.sha256,
        storageKey: key,
        thumbKey,
        width,
        height,
        purpose,
      })
      .onConflictDoNothing({ target: [uploads.brandId, uploads.purpose, uploads.sha256] })
      .returning()
      .catch(async (error: unknown) => {
        // No row, no file: what was stored for it goes, so a failed insert never fills the disk.
        await Promise.all(stored.map((k) => ctx.storage.remove(k)));
        throw error;
      });
    if (!row) {
      // The same content arrived twice at once: the first insert wins, this copy goes.
      await ctx.storage.remove(key);
      if (thumbKey) await ctx.storage.remove(thumbKey);
      const [first] = await ctx.db.select().from(uploads).where(sameContent);
      if (!first) throw new Error('upload vanished after a conflicting insert');
      return { ok: true, item: uploadedItem(first, ctx.storage) };
    }
    await audit(ctx.db, {
      brandId: ctx.brandId,
      userId: ctx.userId,
      action: 'add',
      entity: 'upload',
      entityId: row.id,
      payload: { title: row.title, kind, size, purpose },
    });
    return { ok: true, item: uploadedItem(row, ctx.storage) };
  } finally {
    await Promise.all([file.tempPath, ...extraFiles].map((p) => rm(p, { force: true })));
  }
}
