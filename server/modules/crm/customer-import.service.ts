import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  customerLimits,
  type ImportJob,
  type ImportStatus,
  type importFormBody,
  importFormFields,
  type importStatusBody,
  importStatuses,
} from '../../../contract/customer.ts';
import { type Locale, ResultCode } from '../../../contract/envelope.ts';
import type { AppDeps } from '../../context.ts';
import { int, text } from '../../db/prepared.ts';
import { ApiError, fieldRefusal } from '../../envelope.ts';
import { recordChange } from '../../kit/change.ts';
import { privateImportPrefix } from '../../storage/storage.ts';
import type { ReceivedFile } from '../../upload/multipart.ts';
import { crmText, isCrmKey } from './crm.messages.ts';
import { crmImports } from './crm.tables.ts';
import type { CrmCaller } from './crm-caller.ts';
import { crmImportQueue } from './crm-queues.ts';

/**
 * The customer import's use cases: a file checked and queued (its row, its job and its change record in
 * one transaction; customer-import.ts runs the job), and the import's progress as its owner reads it.
 */

/** What the import needs of the app: the file goes to storage and the work to the job queue. */
export type ImportDeps = Pick<AppDeps, 'db' | 'storage' | 'jobs'>;

/** The largest file an import takes, in bytes (the multipart body may be a little larger). */
export const importMaxBytes = customerLimits.importMb * 1024 * 1024;

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
function said(locale: Locale, key: string, params: Record<string, unknown> = {}): string {
  if (!isCrmKey(key)) return key;
  const values: Record<string, string | number> = {};
  for (const [name, v] of Object.entries(params)) {
    const field = `crmImport.field.${String(v)}`;
    values[name] =
      name === 'field' && isCrmKey(field) ? crmText(locale, field) : typeof v === 'number' ? v : String(v);
  }
  return crmText(locale, key, values);
}

function storedText(locale: Locale, stored: string): string {
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

/**
 * The CSV file of an import form, checked before its fields are read: sent, not too large, named
 * `.csv` or `.txt`. Answers it with the name it is known by (its last path part, 200 characters).
 */
export function importFile(files: readonly ReceivedFile[]): { file: ReceivedFile; name: string } {
  const file = files.find((f) => f.field === importFormFields.file);
  if (!file) throw fieldRefusal(importFormFields.file, 'crmImportNoFile');
  const name = file.name.split(/[\\/]/).pop()?.slice(0, 200) ?? 'import.csv';
  if (file.tooLarge)
    throw fieldRefusal(importFormFields.file, 'crmImportTooLarge', {
      name,
      max: customerLimits.importMb,
    });
  if (!/\.(csv|txt)$/i.test(name)) throw fieldRefusal(importFormFields.file, 'crmImportNotCsv', { name });
  return { file, name };
}

/**
 * Queues an import: the file's rows counted (not empty, not too many), the file stored under a name
 * nobody could guess, and its row, job and change record written together; the stored file is removed
 * again if that fails. Answers the job's id.
 */
export async function queueImport(
  deps: ImportDeps,
  me: CrmCaller,
  input: { file: ReceivedFile; name: string; form: z.output<typeof importFormBody> },
): Promise<{ jobId: number }> {
  const { db, storage, jobs } = deps;
  if (!jobs) throw new Error('this app has no job queue: imports cannot be queued');
  const { file, name, form } = input;
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
  const key = `${privateImportPrefix}${me.brandId}/${randomBytes(16).toString('hex')}.csv`;
  await storage.put(key, file.tempPath, { contentType: 'text/csv', size: file.size, attachment: true });
  try {
    const jobId = await db.transaction(async (tx) => {
      const values = {
        userId: me.userId,
        fileName: name,
        storageKey: key,
        mapping: form.mapping,
        ownerMode: form.owner,
        hasHeader: form.hasHeader,
        total: rows,
      };
      const [row] = await tx
        .insert(crmImports)
        .values({ brandId: me.brandId, ...values })
        .returning({ id: crmImports.id });
      if (!row) throw new Error('import row not written');
      await jobs.enqueue(crmImportQueue, [{ data: { importId: row.id } }], tx);
      await recordChange(tx, me, {
        action: 'import',
        entity: 'crm_import',
        entityId: row.id,
        payload: { title: name, rows, owner: form.owner, size: file.size },
        after: {
          fileName: name,
          mapping: form.mapping,
          ownerMode: form.owner,
          hasHeader: form.hasHeader,
          total: rows,
        },
      });
      return row.id;
    });
    jobs.wake(crmImportQueue);
    return { jobId };
  } catch (error) {
    await storage.remove(key).catch(() => undefined);
    throw error;
  }
}

/** An import's progress and errors; someone else's reads as none (its errors name customers' mobiles). */
export async function importProgress(
  deps: Pick<AppDeps, 'db'>,
  me: CrmCaller,
  body: z.output<typeof importStatusBody>,
): Promise<ImportJob> {
  const [row] = await deps.db
    .select()
    .from(crmImports)
    .where(and(eq(crmImports.id, body.jobId), eq(crmImports.brandId, me.brandId)));
  if (!row || (!me.isOwner && row.userId !== me.userId))
    throw new ApiError(ResultCode.business, 'crmImportNotFound', { id: body.jobId });
  const { locale } = me;
  const errors = Array.isArray(row.errors) ? row.errors : [];
  return {
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
      // A row with all its faults (`reasons`), or one fault (`key`) as imports before kept them.
      const reasons = 'reasons' in entry && Array.isArray(entry.reasons) ? entry.reasons : [entry];
      const words = reasons.map((r: unknown) => {
        const reason = typeof r === 'object' && r !== null ? r : {};
        const key = 'key' in reason ? text(reason.key) : '';
        const params =
          'params' in reason && typeof reason.params === 'object' && reason.params
            ? { ...reason.params }
            : {};
        return said(locale, key, params);
      });
      return { line, reason: words.join(crmText(locale, 'crmImport.row.joiner')) };
    }),
    message: storedText(locale, row.message),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}
