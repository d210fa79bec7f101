import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  customerLimits,
  customerRule,
  type ImportJob,
  type ImportStatus,
  importFormBody,
  importFormFields,
  importStatusBody,
  importStatuses,
} from '../../../contract/customer.ts';
import { ResultCode } from '../../../contract/envelope.ts';
import { audit } from '../../audit.ts';
import { requireRule } from '../../auth/session.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { int, text } from '../../db/prepared.ts';
import { crmImports } from '../../db/schema.ts';
import { ApiError, fieldRefusal, ok, parseBody, parseInput } from '../../envelope.ts';
import { crmImportQueue } from '../../jobs/queues.ts';
import { caller } from '../../kit/caller.ts';
import { isMessageKey, type MessageKey, message } from '../../messages.ts';
import { privateImportPrefix } from '../../storage/storage.ts';
import { discard, receiveMultipart } from '../../upload/multipart.ts';
import { multipartOverhead } from '../../upload/upload-policy.ts';

const maxBytes = customerLimits.importMb * 1024 * 1024;

/** Lines of a file (a last line without its newline counted), read as a stream; 0x0A is never inside a GBK or UTF-8 character. */
async function countLines(path: string): Promise<{ lines: number; blank: boolean }> {
  let lines = 0;
  let last = 0x0a;
  let blank = true;
  for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) {
    const bytes: Buffer = chunk;
    for (let at = bytes.indexOf(0x0a); at !== -1; at = bytes.indexOf(0x0a, at + 1)) lines += 1;
    if (blank && /[^\s\ufeff,;"]/.test(bytes.toString('latin1').replace(/\xef\xbb\xbf/g, ''))) blank = false;
    if (bytes.length > 0) last = bytes[bytes.length - 1] ?? last;
  }
  return { lines: lines + (last === 0x0a ? 0 : 1), blank };
}

function statusOf(value: unknown): ImportStatus {
  return importStatuses.find((s) => s === value) ?? 'queued';
}

/** A stored reason (`{ key, params }`, server/modules/crm/customer-import.ts) in the reader's language. */
function said(
  locale: Parameters<typeof message>[0],
  key: string,
  params: Record<string, unknown> = {},
): string {
  if (!isMessageKey(key)) return key;
  const values: Record<string, string | number> = {};
  for (const [name, v] of Object.entries(params)) {
    const field = `crmImport.field.${String(v)}`;
    values[name] =
      name === 'field' && isMessageKey(field)
        ? message(locale, field)
        : typeof v === 'number'
          ? v
          : String(v);
  }
  return message(locale, key as MessageKey, values);
}

function storedText(locale: Parameters<typeof message>[0], stored: string): string {
  if (!stored) return '';
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed === 'object' && parsed !== null && 'key' in parsed && typeof parsed.key === 'string')
      return said(
        locale,
        parsed.key,
        'params' in parsed && typeof parsed.params === 'object' && parsed.params ? { ...parsed.params } : {},
      );
  } catch {
    // Words stored as they are.
  }
  return stored;
}

/** `/crm/customer/import*.html`: the customer import (the other customer calls share the prefix). */
export const crmCustomerImportRoutes = new Hono<AppEnv>()
  .post('/import.html', requireRule(customerRule.import), async (c) => {
    const { brandId, userId } = caller(c);
    const { db, storage, jobs } = c.var.deps;
    if (!jobs) throw new Error('this app has no job queue: imports cannot be queued');
    const received = await receiveMultipart(c.req.raw, {
      tempDir: storage.tempDir,
      maxBodyBytes: maxBytes + multipartOverhead,
      maxFiles: 1,
      fileCap: () => maxBytes,
    });
    try {
      const file = received.files.find((f) => f.field === importFormFields.file);
      if (!file) throw fieldRefusal(importFormFields.file, 'crmImportNoFile');
      const name = file.name.split(/[\\/]/).pop()?.slice(0, 200) ?? 'import.csv';
      if (file.tooLarge)
        throw fieldRefusal(importFormFields.file, 'crmImportTooLarge', {
          name,
          max: customerLimits.importMb,
        });
      if (!/\.(csv|txt)$/i.test(name)) throw fieldRefusal(importFormFields.file, 'crmImportNotCsv', { name });
      const form = parseInput(c, importFormBody, received.fields);
      const { lines, blank } = await countLines(file.tempPath);
      const rows = lines - (form.hasHeader ? 1 : 0);
      if (blank || rows <= 0) throw fieldRefusal(importFormFields.file, 'crmImportEmpty', { name });
      if (rows > customerLimits.importRows)
        throw fieldRefusal(importFormFields.file, 'crmImportTooManyRows', {
          name,
          n: rows,
          max: customerLimits.importRows,
        });
      // Not a name anyone could guess, and removed when the import ends.
      const key = `${privateImportPrefix}${brandId}/${randomBytes(16).toString('hex')}.csv`;
      await storage.put(key, file.tempPath, { contentType: 'text/csv', size: file.size, attachment: true });
      try {
        const jobId = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(crmImports)
            .values({
              brandId,
              userId,
              fileName: name,
              storageKey: key,
              mapping: form.mapping,
              ownerMode: form.owner,
              hasHeader: form.hasHeader,
              total: rows,
            })
            .returning({ id: crmImports.id });
          if (!row) throw new Error('import row not written');
          await jobs.enqueue(crmImportQueue, [{ data: { importId: row.id } }], tx);
          await audit(tx, {
            brandId,
            userId,
            action: 'import',
            entity: 'crm_import',
            entityId: row.id,
            payload: { title: name, rows, owner: form.owner, size: file.size },
          });
          return row.id;
        });
        jobs.wake(crmImportQueue);
        return ok(c, { jobId }, 'crmImportQueued');
      } catch (error) {
        await storage.remove(key).catch(() => undefined);
        throw error;
      }
    } finally {
      await discard(received.files);
    }
  })
  .post('/import_status.html', requireRule(customerRule.importStatus), async (c) => {
    const body = await parseBody(c, importStatusBody);
    const { brandId, userId, isOwner } = caller(c);
    const [row] = await c.var.deps.db
      .select()
      .from(crmImports)
      .where(and(eq(crmImports.id, body.jobId), eq(crmImports.brandId, brandId)));
    // Someone else's import reads as none: its errors name customers' mobiles.
    if (!row || (!isOwner && row.userId !== userId))
      throw new ApiError(ResultCode.business, 'crmImportNotFound', { id: body.jobId });
    const locale = c.var.locale;
    const errors = Array.isArray(row.errors) ? row.errors : [];
    const job: ImportJob = {
      jobId: row.id,
      status: statusOf(row.status),
      fileName: row.fileName,
      total: row.total,
      done: row.done,
      imported: row.imported,
      pooled: row.pooled,
      failed: row.failed,
      owner: row.ownerMode === 'me' ? 'me' : 'pool',
      errors: errors.map((e: unknown) => {
        const entry = typeof e === 'object' && e !== null ? e : {};
        const line = 'line' in entry ? int(entry.line) : 0;
        const key = 'key' in entry ? text(entry.key) : '';
        const params =
          'params' in entry && typeof entry.params === 'object' && entry.params ? { ...entry.params } : {};
        return { line, reason: said(locale, key, params) };
      }),
      message: storedText(locale, row.message),
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
    };
    return ok(c, job);
  });
