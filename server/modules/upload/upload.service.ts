import type { Readable } from 'node:stream';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { agentUserRule } from '../../../contract/agent.ts';
import { type Locale, ResultCode } from '../../../contract/envelope.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import {
  type UeConfig,
  type UploadedItem,
  type UploadFilesResult,
  type UploadKind,
  type UploadListResult,
  type UploadPurpose,
  uploadFields,
  type uploadListBody,
  uploadPaths,
} from '../../../contract/upload.ts';
import type { AppDeps } from '../../context.ts';
import { uploads } from '../../db/core.tables.ts';
import { date, int, intOrNull, runPrepared, text } from '../../db/prepared.ts';
import { ApiError, fieldRefusal } from '../../envelope.ts';
import type { Caller } from '../../kit/caller.ts';
import { likePattern } from '../../kit/db.ts';
import { type ListDefinition, listPage } from '../../kit/list-page.ts';
import { type PolicyCaller, refuse } from '../../kit/policy.ts';
import { deleteInBrand } from '../../kit/rows.ts';
import type { ReceivedFile } from '../../upload/multipart.ts';
import { type LibraryRow, storeReceived, uploadedItem } from '../../upload/store-upload.ts';
import type { UploadRules } from '../../upload/upload-policy.ts';
import { readAttachConfig, readBrandLogo, uploadRulesOf } from '../config/config.public.ts';
import { uploadText } from './upload.messages.ts';
import { deleteFileRefusal, licencePurposeRefusal } from './upload.policy.ts';
import { scheduleUploadRemoval } from './upload-remove-job.ts';

/**
 * The brand's uploads and media library: each use case a plain function `(deps, caller, input)`
 * (docs/decisions/server-layout.md). Receiving the multipart body stays the route's; storing what
 * arrived, the policy checks and the writes are here.
 */

/** What the upload use cases need of the app. */
export type UploadDeps = Pick<AppDeps, 'db' | 'lists' | 'storage'> & Partial<Pick<AppDeps, 'jobs'>>;

/** Who stores: their brand and own id, their role's rules, and the language refusals are said in. */
export interface UploadCaller {
  brandId: number;
  userId: number;
  policy: PolicyCaller;
  locale: Locale;
}

/** The brand's upload limits, and the width of the thumbnails its images get. */
export interface UploadSettings {
  rules: UploadRules;
  thumbWidth: number;
}

/** What the form said of its files. */
export interface StoreOptions {
  kind: UploadKind | undefined;
  purpose: UploadPurpose;
  title?: string | undefined;
}

export async function uploadSettings(deps: UploadDeps, me: Pick<Caller, 'brandId'>): Promise<UploadSettings> {
  const attach = await readAttachConfig(deps.db, me.brandId, deps.storage.kind);
  return { rules: uploadRulesOf(attach), thumbWidth: attach.cfg_attach_thumb_width };
}

function storeContext(deps: UploadDeps, me: UploadCaller, settings: UploadSettings, options: StoreOptions) {
  refuse(licencePurposeRefusal(options.purpose, me.policy, [agentUserRule.add, agentUserRule.update]));
  return { db: deps.db, storage: deps.storage, brandId: me.brandId, userId: me.userId, ...settings };
}

/** Stores one file (refused at the form's file field, like any field refusal). */
export async function storeUpload(
  deps: UploadDeps,
  me: UploadCaller,
  settings: UploadSettings,
  file: ReceivedFile,
  options: StoreOptions,
): Promise<UploadedItem> {
  const outcome = await storeReceived(storeContext(deps, me, settings, options), file, options);
  if (!outcome.ok) throw fieldRefusal(uploadFields.file, outcome.refusal.key, outcome.refusal.params);
  return outcome.item;
}

/** Stores several files, each on its own: refused only when none could be stored. */
export async function storeUploads(
  deps: UploadDeps,
  me: UploadCaller,
  settings: UploadSettings,
  files: ReceivedFile[],
  options: StoreOptions,
): Promise<UploadFilesResult> {
  const ctx = storeContext(deps, me, settings, options);
  const result: UploadFilesResult = { list: [], refused: [] };
  // One after another: sharp and the disk are the bottleneck, and order is kept.
  for (const file of files) {
    const outcome = await storeReceived(ctx, file, { kind: options.kind, purpose: options.purpose });
    if (outcome.ok) result.list.push(outcome.item);
    else
      result.refused.push({
        name: outcome.name,
        reason: uploadText(me.locale, outcome.refusal.key, outcome.refusal.params),
      });
  }
  const firstRefused = result.refused[0];
  if (result.list.length === 0 && firstRefused)
    throw new ApiError(ResultCode.business, 'uploadRefused', { ...firstRefused }, result);
  return result;
}

const libraryColumns = {
  id: uploads.id,
  storageKey: uploads.storageKey,
  thumbKey: uploads.thumbKey,
  title: uploads.title,
  kind: uploads.kind,
  mime: uploads.mime,
  size: uploads.size,
  width: uploads.width,
  height: uploads.height,
  createdAt: uploads.createdAt,
};

type LibraryFilter = {
  brandId: number;
  kind: UploadKind;
  /** A `like` pattern, already lower case. */
  keyword: string | undefined;
};

/**
 * The brand's library of one kind, newest first: an index walk of (brand_id, kind, id); a keyword is
 * served by the trigram index on lower(title). Totals come from `upload_counts`, which triggers keep
 * with a version for the keyword caches (migration 0008).
 */
const library: ListDefinition<LibraryFilter, typeof libraryColumns, never, LibraryRow> = {
  name: 'upload',
  columns: libraryColumns,
  key: uploads.id,
  from: (db, fields) => db.select(fields).from(uploads).$dynamic(),
  where: (f) =>
    and(
      eq(uploads.brandId, f.brandId),
      eq(uploads.kind, f.kind),
      // Only the public pictures: an agent's licence or id card scan is never offered for a logo.
      eq(uploads.purpose, 'library'),
      f.keyword && sql`lower(${uploads.title}) like ${f.keyword}`,
    ),
  orderBy: () => [desc(uploads.id)],
  item: (r) => ({
    id: int(r.id),
    storageKey: text(r.storageKey),
    thumbKey: r.thumbKey === null ? null : text(r.thumbKey),
    title: text(r.title),
    kind: text(r.kind),
    mime: text(r.mime),
    size: int(r.size),
    width: intOrNull(r.width),
    height: intOrNull(r.height),
    createdAt: date(r.createdAt),
  }),
};

const countsQuery = 'select n, version from upload_counts where brand_id = $1 and kind = $2';

/** One page of the brand's library of one kind. */
export async function libraryList(
  deps: UploadDeps,
  me: Pick<Caller, 'brandId'>,
  kind: UploadKind,
  body: z.output<typeof uploadListBody>,
): Promise<UploadListResult> {
  const { db, storage } = deps;
  // Every library page reads it: a prepared statement (server/db/prepared.ts), not a fresh parse.
  const [row] = await runPrepared(db, countsQuery, [me.brandId, kind], { genericPlan: true });
  const counted = row ? { n: int(row[0]), version: int(row[1]) } : undefined;
  const filter: LibraryFilter = {
    brandId: me.brandId,
    kind,
    keyword: body.keyword ? likePattern(body.keyword.toLowerCase()) : undefined,
  };
  const page = await listPage(deps, library, {
    filter,
    page: body.page,
    pageSize: body.pageSize,
    // A brand that never uploaded has no row yet: an empty library, version 0.
    version: counted?.version ?? 0,
    total: counted?.n ?? 0,
  });
  return { ...page, list: page.list.map((r) => uploadedItem(r, storage)) };
}

/**
 * Deletes a library file (not one the brand's logo shows): its row at once, its stored objects when
 * its undo has expired (a job queued in the delete's transaction; docs/decisions/undo.md). An app
 * made without a job queue removes them at once, and its record says the file cannot come back.
 */
export async function deleteUpload(
  deps: UploadDeps,
  me: Caller,
  { id }: { id: number },
): Promise<DeleteResult> {
  const { db, storage, jobs } = deps;
  const brandLogo = await readBrandLogo(db, me.brandId);
  const [row] = await deleteInBrand(db, me, {
    table: uploads,
    ids: [id],
    notFound: 'uploadNotFound',
    entity: 'upload',
    check: ([file]) => {
      // A private file is not the library's: not found here, like another brand's.
      if (file && file.purpose !== 'library')
        throw new ApiError(ResultCode.business, 'uploadNotFound', { id });
      if (file) refuse(deleteFileRefusal({ fileurl: storage.url(file.storageKey), brandLogo }));
    },
    // `kept`: whether the bytes wait for the undo (its handler brings the row back only then).
    payload: (file) => ({ title: file.title, kept: jobs !== undefined }),
    after: async (rows, tx) => {
      if (!jobs) return;
      for (const file of rows)
        await scheduleUploadRemoval(tx, jobs, { storageKey: file.storageKey, thumbKey: file.thumbKey });
    },
  });
  // After the row: a failed removal leaves an unreferenced object, never an entry without its file.
  if (row && !jobs) {
    await storage.remove(row.storageKey);
    if (row.thumbKey) await storage.remove(row.thumbKey);
  }
  return { deleted: 1 };
}

/** A private file of the brand (an agent's scan) by its key, opened for streaming; else not found. */
export async function privateUpload(
  deps: UploadDeps,
  me: Pick<Caller, 'brandId'>,
  { key }: { key: string },
): Promise<{ mime: string; ext: string; stream: Readable }> {
  const { db, storage } = deps;
  const [row] = await db
    .select({ mime: uploads.mime, ext: uploads.ext, size: uploads.size })
    .from(uploads)
    .where(and(eq(uploads.brandId, me.brandId), eq(uploads.storageKey, key), ne(uploads.purpose, 'library')));
  const stream = row ? await storage.open(key) : null;
  if (!row || !stream) throw new ApiError(ResultCode.business, 'uploadPrivateNotFound');
  return { mime: row.mime, ext: row.ext, stream };
}

/** What the rich text editor may upload, for the brand. */
export async function ueConfig(deps: UploadDeps, me: Pick<Caller, 'brandId'>): Promise<UeConfig> {
  const { rules, thumbWidth } = await uploadSettings(deps, me);
  return {
    uploadUrl: uploadPaths.file,
    fieldName: uploadFields.file,
    listUrls: { image: uploadPaths.imagelist, video: uploadPaths.videolist, file: uploadPaths.filelist },
    image: { maxSize: rules.image.maxBytes, exts: rules.image.exts },
    video: { maxSize: rules.video.maxBytes, exts: rules.video.exts },
    file: { maxSize: rules.file.maxBytes, exts: rules.file.exts },
    thumbWidth,
  };
}
