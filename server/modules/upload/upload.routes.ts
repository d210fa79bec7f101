import { Readable } from 'node:stream';
import { type Context, Hono } from 'hono';
import { agentUserRule } from '../../../contract/agent.ts';
import { ResultCode } from '../../../contract/envelope.ts';
import {
  type UploadKind,
  type UploadPurpose,
  uploadDelQuery,
  uploadFields,
  uploadKindValue,
  uploadListBody,
  uploadPrivateQuery,
  uploadPurposeValue,
  uploadRule,
} from '../../../contract/upload.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ApiError, assertStorable, fieldRefusal, ok, parseBody, parseQuery } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { policyCaller } from '../../kit/policy.ts';
import { discard, type Received, receiveMultipart } from '../../upload/multipart.ts';
import {
  extensionOf,
  kindOfExtension,
  largestLimit,
  multipartOverhead,
  servedAsAttachment,
  type UploadRules,
} from '../../upload/upload-policy.ts';
import {
  deleteUpload,
  libraryList,
  privateUpload,
  storeUpload,
  storeUploads,
  type UploadCaller,
  ueConfig,
  uploadSettings,
} from './upload.service.ts';

const maxFilesPerRequest = 20;

/** The caller as the upload use cases take it. */
async function uploadCaller(c: Context<AppEnv>): Promise<UploadCaller> {
  const me = caller(c);
  return { brandId: me.brandId, userId: me.userId, policy: await policyCaller(c), locale: c.var.locale };
}

function kindField(raw: string | undefined): UploadKind | undefined {
  if (raw === undefined || raw === '') return undefined;
  const parsed = uploadKindValue.safeParse(raw);
  if (!parsed.success) throw new ApiError(ResultCode.business, 'uploadKindBad');
  return parsed.data;
}

/** The form's `purpose`: the library by default (upload.service.ts checks who may store a licence). */
function purposeField(raw: string | undefined): UploadPurpose {
  if (raw === undefined || raw === '') return 'library';
  const parsed = uploadPurposeValue.safeParse(raw);
  if (!parsed.success) throw fieldRefusal(uploadFields.purpose, 'uploadPurposeBad');
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

function libraryRoute(kind: UploadKind) {
  return async (c: Context<AppEnv>) => {
    const body = await parseBody(c, uploadListBody);
    return ok(c, await libraryList(c.var.deps, caller(c), kind, body));
  };
}

/** `/brand/upload/*`: uploads (multipart, streamed) and the brand's media library (upload.service.ts stores). */
export const uploadRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/file.html', requireRule(uploadRule.file), async (c) => {
    const settings = await uploadSettings(c.var.deps, caller(c));
    const received = await receive(c, settings.rules);
    const [file, ...others] = received.files.filter((f) => f.field === uploadFields.file);
    await discard([...others, ...received.files.filter((f) => f.field !== uploadFields.file)]);
    try {
      if (!file) throw fieldRefusal(uploadFields.file, 'uploadNoFile');
      assertStorable(c, received.fields);
      const options = {
        kind: kindField(received.fields.kind),
        purpose: purposeField(received.fields.purpose),
        title: received.fields.title?.trim().slice(0, 100),
      };
      return ok(c, await storeUpload(c.var.deps, await uploadCaller(c), settings, file, options), 'uploaded');
    } finally {
      if (file) await discard([file]);
    }
  })
  .post('/files.html', requireRule(uploadRule.files), async (c) => {
    const settings = await uploadSettings(c.var.deps, caller(c));
    const received = await receive(c, settings.rules);
    const files = received.files.filter(
      (f) => f.field === uploadFields.files || f.field === uploadFields.file,
    );
    await discard(received.files.filter((f) => !files.includes(f)));
    try {
      // docs/spec.md §5: an upload with an empty list gives "parameter error".
      if (files.length === 0) throw fieldRefusal(uploadFields.files, 'uploadNoFile');
      assertStorable(c, received.fields);
      const options = {
        kind: kindField(received.fields.kind),
        purpose: purposeField(received.fields.purpose),
      };
      return ok(
        c,
        await storeUploads(c.var.deps, await uploadCaller(c), settings, files, options),
        'uploaded',
      );
    } finally {
      await discard(files);
    }
  })
  .post('/imagelist.html', requireRule(uploadRule.imagelist), libraryRoute('image'))
  .post('/videolist.html', requireRule(uploadRule.videolist), libraryRoute('video'))
  .post('/filelist.html', requireRule(uploadRule.filelist), libraryRoute('file'))
  .get('/del.html', xsrfForGet, requireRule(uploadRule.del), async (c) => {
    const result = await deleteUpload(c.var.deps, caller(c), parseQuery(c, uploadDelQuery));
    return ok(c, result, 'deleted', { n: result.deleted });
  })
  /**
   * A private file, streamed by the API (local disk or bucket alike) to a member of its brand whose
   * role reads agents; never cached by anyone else. Any other key is "not found", whoever asks.
   */
  .get('/private.html', requireRule(agentUserRule.detail), async (c) => {
    const file = await privateUpload(c.var.deps, caller(c), parseQuery(c, uploadPrivateQuery));
    const headers: Record<string, string> = {
      'Content-Type': file.mime,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    };
    if (servedAsAttachment(file.ext)) {
      headers['Content-Disposition'] = 'attachment';
      headers['Content-Security-Policy'] = "default-src 'none'; sandbox";
    }
    c.set('resultCode', 200);
    return new Response(Readable.toWeb(file.stream) as ReadableStream, { headers });
  });

/** `GET /upload/ueconfig.html`: what the rich text editor may upload, for the selected brand. */
export const ueconfigRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .get('/ueconfig.html', requireRule(uploadRule.file), async (c) =>
    ok(c, await ueConfig(c.var.deps, caller(c))),
  );
