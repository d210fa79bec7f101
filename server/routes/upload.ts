import { and, count, desc, eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { ResultCode } from '../../contract/envelope.ts';
import {
  type UeConfig,
  type UploadFilesResult,
  type UploadKind,
  type UploadListResult,
  uploadDelQuery,
  uploadFields,
  uploadKindValue,
  uploadListBody,
  uploadPaths,
  uploadRule,
} from '../../contract/upload.ts';
import { audit } from '../audit.ts';
import { loadBrand, requireRule, requireSession } from '../auth/session.middleware.ts';
import { xsrfForGet } from '../auth/xsrf.middleware.ts';
import { readAttachConfig, uploadRulesOf } from '../config/config-store.ts';
import type { AppEnv, MemberInfo } from '../context.ts';
import { uploadCounts, uploads } from '../db/schema.ts';
import { ApiError, ok, parseBody, parseQuery } from '../envelope.ts';
import { message } from '../messages.ts';
import { discard, type Received, receiveMultipart } from '../upload/multipart.ts';
import { type StoreOutcome, storeReceived, uploadedItem } from '../upload/store-upload.ts';
import {
  extensionOf,
  kindOfExtension,
  largestLimit,
  multipartOverhead,
  type UploadRules,
} from '../upload/upload-policy.ts';

function member(c: { var: { member: MemberInfo | null } }): MemberInfo {
  const m = c.var.member;
  if (!m) throw new ApiError(ResultCode.forbidden, 'brandRequired');
  return m;
}

const maxFilesPerRequest = 20;

async function rulesOf(c: Context<AppEnv>) {
  const attach = await readAttachConfig(c.var.deps.db, member(c).brandId, c.var.deps.storage.kind);
  return { rules: uploadRulesOf(attach), thumbWidth: attach.cfg_attach_thumb_width };
}

function kindField(raw: string | undefined): UploadKind | undefined {
  if (raw === undefined || raw === '') return undefined;
  const parsed = uploadKindValue.safeParse(raw);
  if (!parsed.success) throw new ApiError(ResultCode.business, 'uploadKindBad');
  return parsed.data;
}

/**
 * Streams the body to temp files. A request carries at most the largest per-file limit (plus the
 * form's overhead): one big file, or several small ones; past that it is refused with 413, before a
 * byte is read when the length is declared.
 */
async function receive(c: Context<AppEnv>, rules: UploadRules): Promise<Received> {
  const largest = largestLimit(rules);
  try {
    return await receiveMultipart(c.req.raw, {
      tempDir: c.var.deps.storage.tempDir,
      maxBodyBytes: largest + multipartOverhead,
      maxFiles: maxFilesPerRequest,
      fileCap: (fields, name) => {
        const kind = uploadKindValue.safeParse(fields.kind).data ?? kindOfExtension(extensionOf(name), rules);
        return kind ? rules[kind].maxBytes : largest;
      },
    });
  } catch (error) {
    if (error instanceof Error && error.message === 'not multipart')
      throw new ApiError(ResultCode.business, 'uploadNotMultipart');
    throw error;
  }
}

function refusalText(c: Context<AppEnv>, outcome: Extract<StoreOutcome, { ok: false }>): string {
  return message(c.var.locale, outcome.refusal.key, outcome.refusal.params);
}

async function libraryPage(c: Context<AppEnv>, kind: UploadKind) {
  const body = await parseBody(c, uploadListBody);
  const { brandId } = member(c);
  const { db, storage } = c.var.deps;
  const keyword = body.keyword ? `%${body.keyword.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = and(
    eq(uploads.brandId, brandId),
    eq(uploads.kind, kind),
    keyword ? sql`lower(${uploads.title}) like ${keyword}` : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(uploads)
      .where(where)
      .orderBy(desc(uploads.id))
      .limit(body.pageSize)
      .offset((body.page - 1) * body.pageSize),
    keyword
      ? db
          .select({ n: count() })
          .from(uploads)
          .where(where)
          .then(([r]) => r?.n ?? 0)
      : // The trigger-kept count: a page of a 100,000-file library must not count them all.
        db
          .select({ n: uploadCounts.n })
          .from(uploadCounts)
          .where(and(eq(uploadCounts.brandId, brandId), eq(uploadCounts.kind, kind)))
          .then(([r]) => r?.n ?? 0),
  ]);
  const result: UploadListResult = {
    list: rows.map((r) => uploadedItem(r, storage)),
    total,
    page: body.page,
    pageSize: body.pageSize,
  };
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
      if (!file) throw new ApiError(ResultCode.business, 'uploadNoFile');
      const kind = kindField(received.fields.kind);
      const title = received.fields.title?.trim().slice(0, 100);
      const { db, storage } = c.var.deps;
      const outcome = await storeReceived(
        { db, storage, brandId: member(c).brandId, userId: c.var.session.userId, rules, thumbWidth },
        file,
        { kind, title },
      );
      if (!outcome.ok) {
        const reason = refusalText(c, outcome);
        throw new ApiError(ResultCode.business, outcome.refusal.key, outcome.refusal.params, {
          fields: [{ field: uploadFields.file, message: reason }],
        });
      }
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
      // SPEC §5: an upload with an empty list gives "parameter error".
      if (files.length === 0) throw new ApiError(ResultCode.business, 'uploadNoFile');
      const kind = kindField(received.fields.kind);
      const { db, storage } = c.var.deps;
      const ctx = {
        db,
        storage,
        brandId: member(c).brandId,
        userId: c.var.session.userId,
        rules,
        thumbWidth,
      };
      const result: UploadFilesResult = { list: [], refused: [] };
      // One after another: sharp and the disk are the bottleneck, and order is kept.
      for (const file of files) {
        const outcome = await storeReceived(ctx, file, { kind });
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
    const { brandId } = member(c);
    const { db, storage } = c.var.deps;
    const [row] = await db
      .delete(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.brandId, brandId)))
      .returning();
    if (!row) throw new ApiError(ResultCode.business, 'uploadNotFound', { id });
    await audit(db, {
      brandId,
      userId: c.var.session.userId,
      action: 'delete',
      entity: 'upload',
      entityId: row.id,
      payload: { title: row.title },
    });
    // After the row: a failed removal leaves an unreferenced object, never an entry without its file.
    await storage.remove(row.storageKey);
    if (row.thumbKey) await storage.remove(row.thumbKey);
    return ok(c, { deleted: 1 }, 'deleted', { n: 1 });
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
