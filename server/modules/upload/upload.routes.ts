import { Readable } from 'node:stream';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { agentUserRule } from '../../../contract/agent.ts';
import { ResultCode } from '../../../contract/envelope.ts';
import type { RuleKey } from '../../../contract/rule-key.ts';
import {
  type UeConfig,
  type UploadFilesResult,
  type UploadKind,
  type UploadListResult,
  type UploadPurpose,
  uploadDelQuery,
  uploadFields,
  uploadKindValue,
  uploadListBody,
  uploadPaths,
  uploadPrivateQuery,
  uploadPurposeValue,
  uploadRule,
} from '../../../contract/upload.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { date, int, intOrNull, runPrepared, text } from '../../db/prepared.ts';
import { brands, uploads } from '../../db/schema.ts';
import { ApiError, assertStorable, fieldRefusal, ok, parseBody, parseQuery } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { likePattern } from '../../kit/db.ts';
import { type ListDefinition, listPage } from '../../kit/list-page.ts';
import { refuse } from '../../kit/policy.ts';
import { deleteInBrand } from '../../kit/rows.ts';
import { message } from '../../messages.ts';
import { discard, type Received, receiveMultipart } from '../../upload/multipart.ts';
import {
  type LibraryRow,
  type StoreOutcome,
  storeReceived,
  uploadedItem,
} from '../../upload/store-upload.ts';
import {
  extensionOf,
  kindOfExtension,
  largestLimit,
  multipartOverhead,
  servedAsAttachment,
  type UploadRules,
} from '../../upload/upload-policy.ts';
import { readAttachConfig, uploadRulesOf } from '../config/config.public.ts';
import { deleteFileRefusal } from './upload.policy.ts';

const maxFilesPerRequest = 20;

async function rulesOf(c: Context<AppEnv>) {
  const attach = await readAttachConfig(c.var.deps.db, caller(c).brandId, c.var.deps.storage.kind);
  return { rules: uploadRulesOf(attach), thumbWidth: attach.cfg_attach_thumb_width };
}

function kindField(raw: string | undefined): UploadKind | undefined {
  if (raw === undefined || raw === '') return undefined;
  const parsed = uploadKindValue.safeParse(raw);
  if (!parsed.success) throw new ApiError(ResultCode.business, 'uploadKindBad');
  return parsed.data;
}

/** Whether the caller's role holds one of `keys` (the brand's owner holds every rule). */
async function holdsAny(c: Context<AppEnv>, keys: readonly RuleKey[]): Promise<boolean> {
  const member = c.var.member;
  if (!member) return false;
  if (member.isOwner) return true;
  const grants = await c.var.deps.menuCache.get(c.var.deps.db, member);
  return keys.some((k) => grants.ruleKeys.has(k));
}

/**
 * The form's `purpose`: the library by default. A licence scan is private and belongs to the agents:
 * storing one takes the rule to add or edit an agent as well as the upload's own.
 */
async function purposeField(c: Context<AppEnv>, raw: string | undefined): Promise<UploadPurpose> {
  if (raw === undefined || raw === '') return 'library';
  const parsed = uploadPurposeValue.safeParse(raw);
  if (!parsed.success) throw fieldRefusal(uploadFields.purpose, 'uploadPurposeBad');
  if (parsed.data === 'licence' && !(await holdsAny(c, [agentUserRule.add, agentUserRule.update])))
    throw new ApiError(ResultCode.forbidden, 'forbidden');
  return parsed.data;
}

/**
 * Streams the body to temp files. A request carries at most the largest per-file limit (plus the
 * form's overhead): one big file, or several small ones; past that it is refused with 413, before a
 * byte is read when the length is declared.
 */
async function receive(c: Context<AppEnv>, rules: UploadRules): Promise<Received> {
  const largest = largestLimit(rules);
  return receiveMultipart(c.req.raw, {
    tempDir: c.var.deps.storage.tempDir,
    maxBodyBytes: largest + multipartOverhead,
    maxFiles: maxFilesPerRequest,
    fileCap: (fields, name) => {
      const kind = uploadKindValue.safeParse(fields.kind).data ?? kindOfExtension(extensionOf(name), rules);
      return kind ? rules[kind].maxBytes : largest;
    },
  });
}

function refusalText(c: Context<AppEnv>, outcome: Extract<StoreOutcome, { ok: false }>): string {
  return message(c.var.locale, outcome.refusal.key, outcome.refusal.params);
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

async function libraryPage(c: Context<AppEnv>, kind: UploadKind) {
  const body = await parseBody(c, uploadListBody);
  const { brandId } = caller(c);
  const { db, storage } = c.var.deps;
  // Every library page reads it: a prepared statement (server/db/prepared.ts), not a fresh parse.
  const [row] = await runPrepared(db, countsQuery, [brandId, kind], { genericPlan: true });
  const counted = row ? { n: int(row[0]), version: int(row[1]) } : undefined;
  const filter: LibraryFilter = {
    brandId,
    kind,
    keyword: body.keyword ? likePattern(body.keyword.toLowerCase()) : undefined,
  };
  const page = await listPage(c.var.deps, library, {
    filter,
    page: body.page,
    pageSize: body.pageSize,
    // A brand that never uploaded has no row yet: an empty library, version 0.
    version: counted?.version ?? 0,
    total: counted?.n ?? 0,
  });
  const result: UploadListResult = { ...page, list: page.list.map((r) => uploadedItem(r, storage)) };
  return ok(c, result);
}

/** `/brand/upload/*`: uploads (multipart, streamed) and the brand's media library. */
export const uploadRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/file.html', requireRule(uploadRule.file), async (c) => {
    const { rules, thumbWidth } = await rulesOf(c);
    const received = await receive(c, rules);
    const [file, ...others] = received.files.filter((f) => f.field === uploadFields.file);
    await discard([...others, ...received.files.filter((f) => f.field !== uploadFields.file)]);
    try {
      if (!file) throw fieldRefusal(uploadFields.file, 'uploadNoFile');
      assertStorable(c, received.fields);
      const kind = kindField(received.fields.kind);
      const purpose = await purposeField(c, received.fields.purpose);
      const title = received.fields.title?.trim().slice(0, 100);
      const { db, storage } = c.var.deps;
      const outcome = await storeReceived(
        { db, storage, brandId: caller(c).brandId, userId: c.var.session.userId, rules, thumbWidth },
        file,
        { kind, title, purpose },
      );
      // Marked at the form's file field (`data.fields`), like any field refusal.
      if (!outcome.ok) throw fieldRefusal(uploadFields.file, outcome.refusal.key, outcome.refusal.params);
      return ok(c, outcome.item, 'uploaded');
    } finally {
      if (file) await discard([file]);
    }
  })
  .post('/files.html', requireRule(uploadRule.files), async (c) => {
    const { rules, thumbWidth } = await rulesOf(c);
    const received = await receive(c, rules);
    const files = received.files.filter(
      (f) => f.field === uploadFields.files || f.field === uploadFields.file,
    );
    await discard(received.files.filter((f) => !files.includes(f)));
    try {
      // docs/spec.md §5: an upload with an empty list gives "parameter error".
      if (files.length === 0) throw fieldRefusal(uploadFields.files, 'uploadNoFile');
      assertStorable(c, received.fields);
      const kind = kindField(received.fields.kind);
      const purpose = await purposeField(c, received.fields.purpose);
      const { db, storage } = c.var.deps;
      const ctx = {
        db,
        storage,
        brandId: caller(c).brandId,
        userId: c.var.session.userId,
        rules,
        thumbWidth,
      };
      const result: UploadFilesResult = { list: [], refused: [] };
      // One after another: sharp and the disk are the bottleneck, and order is kept.
      for (const file of files) {
        const outcome = await storeReceived(ctx, file, { kind, purpose });
        if (outcome.ok) result.list.push(outcome.item);
        else result.refused.push({ name: outcome.name, reason: refusalText(c, outcome) });
      }
      const firstRefused = result.refused[0];
      if (result.list.length === 0 && firstRefused)
        throw new ApiError(ResultCode.business, 'uploadRefused', { ...firstRefused }, result);
      return ok(c, result, 'uploaded');
    } finally {
      await discard(files);
    }
  })
  .post('/imagelist.html', requireRule(uploadRule.imagelist), (c) => libraryPage(c, 'image'))
  .post('/videolist.html', requireRule(uploadRule.videolist), (c) => libraryPage(c, 'video'))
  .post('/filelist.html', requireRule(uploadRule.filelist), (c) => libraryPage(c, 'file'))
  .get('/del.html', xsrfForGet, requireRule(uploadRule.del), async (c) => {
    const { id } = parseQuery(c, uploadDelQuery);
    const me = caller(c);
    const { db, storage } = c.var.deps;
    const [brand] = await db.select({ logo: brands.logo }).from(brands).where(eq(brands.id, me.brandId));
    const [row] = await deleteInBrand(db, me, {
      table: uploads,
      ids: [id],
      notFound: 'uploadNotFound',
      entity: 'upload',
      check: ([file]) => {
        // A private file is not the library's: not found here, like another brand's.
        if (file && file.purpose !== 'library')
          throw new ApiError(ResultCode.business, 'uploadNotFound', { id });
        if (file)
          refuse(deleteFileRefusal({ fileurl: storage.url(file.storageKey), brandLogo: brand?.logo ?? '' }));
      },
      payload: (file) => ({ title: file.title }),
    });
    // After the row: a failed removal leaves an unreferenced object, never an entry without its file.
    if (row) {
      await storage.remove(row.storageKey);
      if (row.thumbKey) await storage.remove(row.thumbKey);
    }
    return ok(c, { deleted: 1 }, 'deleted', { n: 1 });
  })
  /**
   * A private file, streamed by the API (local disk or bucket alike) to a member of its brand whose
   * role reads agents; never cached by anyone else. Any other key is "not found", whoever asks.
   */
  .get('/private.html', requireRule(agentUserRule.detail), async (c) => {
    const { key } = parseQuery(c, uploadPrivateQuery);
    const { db, storage } = c.var.deps;
    const [row] = await db
      .select({ mime: uploads.mime, ext: uploads.ext, size: uploads.size })
      .from(uploads)
      .where(
        and(
          eq(uploads.brandId, caller(c).brandId),
          eq(uploads.storageKey, key),
          ne(uploads.purpose, 'library'),
        ),
      );
    const stream = row ? await storage.open(key) : null;
    if (!row || !stream) throw new ApiError(ResultCode.business, 'uploadPrivateNotFound');
    const headers: Record<string, string> = {
      'Content-Type': row.mime,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    };
    if (servedAsAttachment(row.ext)) {
      headers['Content-Disposition'] = 'attachment';
      headers['Content-Security-Policy'] = "default-src 'none'; sandbox";
    }
    c.set('resultCode', 200);
    return new Response(Readable.toWeb(stream) as ReadableStream, { headers });
  });

/** `GET /upload/ueconfig.html`: what the rich text editor may upload, for the selected brand. */
export const ueconfigRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .get('/ueconfig.html', requireRule(uploadRule.file), async (c) => {
    const { rules, thumbWidth } = await rulesOf(c);
    const result: UeConfig = {
      uploadUrl: uploadPaths.file,
      fieldName: uploadFields.file,
      listUrls: { image: uploadPaths.imagelist, video: uploadPaths.videolist, file: uploadPaths.filelist },
      image: { maxSize: rules.image.maxBytes, exts: rules.image.exts },
      video: { maxSize: rules.video.maxBytes, exts: rules.video.exts },
      file: { maxSize: rules.file.maxBytes, exts: rules.file.exts },
      thumbWidth,
    };
    return ok(c, result);
  });
