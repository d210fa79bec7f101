import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { sql } from 'drizzle-orm';
import { csvEncodingOf, notGbk } from '../../../contract/csv-encoding.ts';
import { customerLimits } from '../../../contract/customer.ts';
import { customerFields } from '../../../contract/customer-fields.ts';
import type { DatabaseKind, Db } from '../../db/client.ts';
import { int, text } from '../../db/prepared.ts';
import type { InFlight } from '../../in-flight.ts';
import { batchPace } from '../../jobs/batch-pace.ts';
import type { Job, JobQueue } from '../../jobs/job-queue.ts';
import { recordChange } from '../../kit/change.ts';
import { rowsOf, type Tx } from '../../kit/db.ts';
import { writeInbox } from '../../kit/inbox.ts';
import { sortKey } from '../../kit/sort-key.ts';
import type { Storage } from '../../storage/storage.ts';
import type { CrmKey } from './crm.messages.ts';
import { crmCustomers } from './crm.tables.ts';
import { crmImportQueue } from './crm-queues.ts';
import {
  AreaIndex,
  checkImportRow,
  type ImportedRow,
  type ImportLookups,
  type ImportMapping,
  type RowReason,
} from './customer-import.policy.ts';
import { crmConfigOf, ownedCount } from './customer-owner.ts';
import { registerPoolReturnWorker } from './pool-return-job.ts';

/**
 * The customer import job: reads the stored CSV as a stream, checks its rows in batches and inserts the
 * good ones. Each batch is one transaction that inserts its rows and moves the import's `line` (the
 * last line looked at) with them, so a run after a crash skips what is committed and no row goes in
 * twice. A run that finds `line` moved by someone else (a second run of the same job, started when
 * pg-boss took the first for dead) stops: the batches are serialised by a row lock. On the embedded
 * database the batches are short and give way to other calls (server/jobs/batch-pace.ts): an import
 * of any size never makes the console wait, and its progress moves from the first rows.
 */

export interface CrmImportJobData {
  importId: number;
}

export interface ImportRunOptions {
  /** The most rows in one batch (on the embedded database batches are sized by time below this). */
  batchRows?: number;
  /** Called after each committed batch (the tests' crash). */
  afterBatch?: (line: number) => Promise<void> | void;
}

interface ImportDeps {
  db: Db;
  storage: Storage;
  /** Which database: on PGlite a batch holds every other call until it commits. */
  kind?: DatabaseKind;
  /** Calls being answered, which an import on PGlite lets finish between its batches. */
  inFlight?: InFlight;
}

/** A whole-import refusal: the file, not a row. */
class ImportRefused extends Error {
  constructor(
    readonly key: CrmKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/** Another run of this import committed past our line: it carries on, we stop. */
class Superseded extends Error {}

/** A stored failure reason: a message key with its values, said in the reader's language. */
export function storedMessage(key: CrmKey, params: Record<string, string | number> = {}): string {
  return JSON.stringify({ key, params });
}

/**
 * The decoder of the encoding the first chunk is in (`csvEncodingOf`); anything else is refused. A later
 * chunk that is not valid in that encoding refuses the file too, rather than importing mojibake.
 */
function decoderFor(first: Buffer): TextDecoder {
  const encoding = csvEncodingOf(first);
  if (!encoding) throw new ImportRefused('crmImportEncoding');
  return new TextDecoder(encoding, { fatal: true });
}

async function* decoded(stream: Readable): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined;
  try {
    for await (const chunk of stream) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      decoder ??= decoderFor(bytes);
      if (decoder.encoding === 'gbk' && notGbk(bytes)) throw new ImportRefused('crmImportEncoding');
      const text = decoder.decode(bytes, { stream: true });
      if (text) yield text;
    }
    const tail = decoder?.decode() ?? '';
    if (tail) yield tail;
  } catch (error) {
    if (error instanceof ImportRefused) throw error;
    if (error instanceof TypeError) throw new ImportRefused('crmImportEncoding');
    throw error;
  }
}

async function lookupsOf(db: Db, brandId: number): Promise<ImportLookups> {
  const tags = await rowsOf(
    db,
    sql`select id, type, title from crm_tags where brand_id = ${brandId} and type in ('source', 'tag') order by id`,
  );
  const sources = new Map<string, number>();
  const tagIds = new Map<string, number>();
  for (const t of tags) {
    const map = t.type === 'source' ? sources : tagIds;
    const key = text(t.title).trim().toLowerCase();
    if (!map.has(key)) map.set(key, int(t.id));
  }
  const areas = await rowsOf(db, sql`select id, parent_id, name, level from areas`);
  return {
    sources,
    tags: tagIds,
    areas: new AreaIndex(
      areas.map((a) => ({
        id: int(a.id),
        parentId: int(a.parent_id),
        name: text(a.name),
        level: int(a.level),
      })),
    ),
  };
}

interface ImportRow {
  id: number;
  brandId: number;
  userId: number | null;
  fileName: string;
  storageKey: string;
  mapping: ImportMapping;
  ownerMode: string;
  hasHeader: boolean;
  line: number;
}

function mappingOf(value: unknown): ImportMapping {
  const mapping: ImportMapping = {};
  if (typeof value === 'object' && value !== null)
    for (const [field, at] of Object.entries(value))
      if (typeof at === 'number') Object.assign(mapping, { [field]: at });
  return mapping;
}

interface Pending {
  line: number;
  cells: string[];
}

interface BadRow {
  line: number;
  reasons: RowReason[];
}

/** Inserts one batch and moves the import past it, in one transaction. */
async function commitBatch(
  deps: ImportDeps,
  job: ImportRow,
  lookups: ImportLookups,
  fromLine: number,
  toLine: number,
  batch: readonly Pending[],
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [state] = await rowsOf(
      tx,
      sql`select line, status, jsonb_array_length(errors) as kept from crm_imports where id = ${job.id} for update`,
    );
    if (!state || int(state.line) !== fromLine || state.status !== 'running') throw new Superseded();
    const good: { line: number; row: ImportedRow }[] = [];
    const bad: BadRow[] = [];
    const inBatch = new Set<string>();
    for (const p of batch) {
      const outcome = checkImportRow(p.cells, job.mapping, lookups);
      if (!outcome.ok) bad.push({ line: p.line, reasons: outcome.reasons });
      else if (inBatch.has(outcome.row.mobile))
        bad.push({
          line: p.line,
          reasons: [{ key: 'crmImport.row.duplicate', params: { value: outcome.row.mobile } }],
        });
      else {
        inBatch.add(outcome.row.mobile);
        good.push({ line: p.line, row: outcome.row });
      }
    }
    // An import made "mine" takes customers like a claim, so it keeps the claim limit: the rows past
    // it are imported into the pool (counted as `pooled`) rather than refused, so nothing is lost and
    // nobody owns more than the limit.
    let mineLeft = Number.POSITIVE_INFINITY;
    if (job.ownerMode === 'me' && job.userId !== null && good.length > 0) {
      const limit = (await crmConfigOf(tx, job.brandId)).crm_claim_limit;
      mineLeft = Math.max(0, limit - (await ownedCount(tx, job.brandId, job.userId)));
    }
    const inserted =
      good.length > 0
        ? await insertRows(tx, job, good, mineLeft)
        : { ids: new Map<string, number>(), pooled: 0 };
    for (const g of good)
      if (!inserted.ids.has(g.row.mobile))
        bad.push({
          line: g.line,
          reasons: [{ key: 'crmImport.row.duplicate', params: { value: g.row.mobile } }],
        });
    bad.sort((a, b) => a.line - b.line);
    const room = Math.max(0, customerLimits.importErrorsKept - int(state.kept));
    const kept = bad.slice(0, room).map((b) => ({
      line: b.line,
      reasons: b.reasons.map((r) => ({ key: r.key, params: r.params ?? {} })),
    }));
    await tx.execute(
      sql`update crm_imports set line = ${toLine}, done = done + ${batch.length}, imported = imported + ${inserted.ids.size}, pooled = pooled + ${inserted.pooled},
            failed = failed + ${bad.length}, errors = errors || ${JSON.stringify(kept)}::jsonb
          where id = ${job.id}`,
    );
  });
}

/** The declared fields' columns (contract/customer-fields.ts), as the insert names them. */
const declared = customerFields.map((f) => ({ key: f.key, column: crmCustomers[f.key].name }));

/**
 * The good rows of a batch; answers the ids of those inserted by mobile (a mobile already in the brand
 * is not) and how many of them went to the pool because the importer had room for `mineLeft` only.
 */
async function insertRows(
  tx: Tx,
  job: ImportRow,
  good: { row: ImportedRow }[],
  mineLeft: number,
): Promise<{ ids: Map<string, number>; pooled: number }> {
  const mine = job.ownerMode === 'me' ? job.userId : null;
  const records = good.map(({ row }, i) => ({
    owner_id: i < mineLeft ? mine : null,
    name: row.name,
    name_sort: sortKey(row.name, { person: true }),
    mobile: row.mobile,
    gender: row.gender,
    ...Object.fromEntries(declared.map((d) => [d.column, row.fields[d.key]])),
    area_id: row.areaId,
    province_id: row.provinceId,
    city_id: row.cityId,
    province: row.province,
    city: row.city,
    district: row.district,
    address: row.address,
    source_id: row.sourceId,
    level: row.level,
  }));
  const columns = sql.join(
    declared.map((d) => sql.identifier(d.column)),
    sql`, `,
  );
  const values = sql.join(
    declared.map((d) => sql`r.${sql.identifier(d.column)}`),
    sql`, `,
  );
  const types = sql.join(
    declared.map((d) => sql`${sql.identifier(d.column)} text`),
    sql`, `,
  );
  // A mobile already in the brand (an earlier batch, another file, a customer added by hand meanwhile)
  // is skipped by the unique index itself, so a race with an add cannot fail the batch.
  const rows = await rowsOf(
    tx,
    sql`insert into crm_customers (brand_id, name, name_sort, mobile, gender, ${columns},
          area_id, province_id, city_id, province, city, district, address, source_id, stage, level,
          owner_id, owned_at, import_id, created_by)
        select ${job.brandId}, r.name, r.name_sort, r.mobile, r.gender, ${values},
          r.area_id, r.province_id, r.city_id, r.province, r.city, r.district, r.address, r.source_id, 'new',
          r.level, r.owner_id, case when r.owner_id is null then null else now() end,
          ${job.id}, ${job.userId}::int
        from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(owner_id int, name text, name_sort text, mobile text,
          gender text, ${types}, area_id int, province_id int,
          city_id int, province text, city text, district text, address text, source_id int, level text)
        on conflict (brand_id, mobile) do nothing
        returning id, mobile`,
  );
  const ids = new Map(rows.map((r) => [text(r.mobile), int(r.id)]));
  let pooled = 0;
  if (mine !== null) {
    // A row given room but already in the brand was not inserted: that room goes to the first rows
    // past it, in file order, so the importer ends with as many as the limit allows.
    const inserted = records.filter((r) => ids.has(r.mobile));
    const owned = inserted.filter((r) => r.owner_id !== null).length;
    const overflow = inserted.filter((r) => r.owner_id === null);
    const promoted = overflow.slice(0, Math.max(0, mineLeft - owned)).map((r) => ids.get(r.mobile));
    if (promoted.length > 0)
      await tx.execute(
        sql`update crm_customers set owner_id = ${mine}, owned_at = now()
            where id in (select x::int from jsonb_array_elements_text(${JSON.stringify(promoted)}::jsonb) x)`,
      );
    pooled = overflow.length - promoted.length;
  }
  const tagPairs = good.flatMap(({ row }) => {
    const id = ids.get(row.mobile);
    return id === undefined ? [] : row.tagIds.map((t) => [id, t]);
  });
  if (tagPairs.length > 0)
    await tx.execute(
      sql`insert into crm_customer_tags (customer_id, tag_id)
          select (e->>0)::int, (e->>1)::int from jsonb_array_elements(${JSON.stringify(tagPairs)}::jsonb) e
          on conflict do nothing`,
    );
  if (ids.size > 0)
    // One 'imported' entry per customer, one statement per batch: the timeline starts with where it came from.
    await tx.execute(
      sql`insert into crm_customer_events (brand_id, customer_id, kind, actor_id, data)
          select ${job.brandId}, x::int, 'imported', ${job.userId}::int,
            jsonb_build_object('importId', ${job.id}::int, 'file', ${job.fileName}::text)
          from jsonb_array_elements_text(${JSON.stringify([...ids.values()])}::jsonb) x`,
    );
  return { ids, pooled };
}

/** The ids of a JSON array of them. */
function idsOf(json: unknown): number[] {
  const value: unknown = JSON.parse(text(json) || '[]');
  return Array.isArray(value) ? value.map(int) : [];
}

/** Ends an import (done or failed), tells the importer, and removes its file. Only the first end counts. */
async function finish(
  deps: ImportDeps,
  job: ImportRow,
  outcome: { status: 'done' } | { status: 'failed'; message: string },
  total?: number,
): Promise<void> {
  const ended = await deps.db.transaction(async (tx) => {
    const [row] = await rowsOf(
      tx,
      sql`update crm_imports set status = ${outcome.status}, finished_at = now(),
            message = ${outcome.status === 'failed' ? outcome.message : ''},
            total = coalesce(${total ?? null}::int, greatest(total, done))
          where id = ${job.id} and status in ('queued', 'running')
          returning imported, failed, done`,
    );
    if (!row) return false;
    const counts = { imported: int(row.imported), failed: int(row.failed), done: int(row.done) };
    if (job.userId !== null)
      await writeInbox(tx, [
        {
          brandId: job.brandId,
          userId: job.userId,
          kind: 'crm.import',
          title:
            outcome.status === 'done'
              ? { key: 'inbox.crmImportDone', params: counts }
              : { key: 'inbox.crmImportFailed', params: { file: job.fileName } },
          link: `/crm/customer/list?importId=${job.id}`,
        },
      ]);
    // One record for the whole import, listing the customers it brought: one live event, not one per row.
    // As one JSON array, not a row per customer: at 100,000 the rows' objects were most of the end's
    // hold on the database.
    const [brought] = await rowsOf(
      tx,
      sql`select coalesce(jsonb_agg(id order by id), '[]')::text as ids
          from crm_customers where import_id = ${job.id}`,
    );
    await recordChange(
      tx,
      { brandId: job.brandId, userId: job.userId ?? 0 },
      {
        action: outcome.status === 'done' ? 'import_done' : 'import_failed',
        entity: 'crm_import',
        entityId: job.id,
        entityIds: idsOf(brought?.ids),
        payload: { title: job.fileName, ...counts },
      },
    );
    return true;
  });
  if (ended) await deps.storage.remove(job.storageKey);
}

/**
 * Runs (or goes on with) one import. Safe to run again at any point: it starts after the last
 * committed line, and an import already ended is left alone.
 */
export async function runCrmImport(
  deps: ImportDeps,
  importId: number,
  options: ImportRunOptions = {},
): Promise<void> {
  const pace = batchPace(deps.kind ?? 'postgres', {
    maxRows: options.batchRows ?? 500,
    inFlight: () => deps.inFlight?.count ?? 0,
  });
  const [row] = await rowsOf(
    deps.db,
    sql`update crm_imports set status = 'running' where id = ${importId} and status in ('queued', 'running')
        returning id, brand_id, user_id, file_name, storage_key, mapping, owner_mode, has_header, line`,
  );
  if (!row) return;
  const job: ImportRow = {
    id: int(row.id),
    brandId: int(row.brand_id),
    userId: row.user_id === null ? null : int(row.user_id),
    fileName: text(row.file_name),
    storageKey: text(row.storage_key),
    mapping: mappingOf(row.mapping),
    ownerMode: text(row.owner_mode),
    hasHeader: row.has_header !== false,
    line: int(row.line),
  };
  // Read before the file is opened: a failure here (the database closing) must not leave it open.
  const lookups = await lookupsOf(deps.db, job.brandId);
  const stream = await deps.storage.open(job.storageKey);
  if (!stream) return finish(deps, job, { status: 'failed', message: storedMessage('crmImportFileGone') });
  const source = Readable.from(decoded(stream));
  const parser = parse({ relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);

  let line = 0;
  let committed = job.line;
  let batch: Pending[] = [];
  const flush = async (upTo: number) => {
    await pace.run(batch.length, () => commitBatch(deps, job, lookups, committed, upTo, batch));
    committed = upTo;
    batch = [];
    await options.afterBatch?.(upTo);
    await pace.giveWay();
  };
  const headerLines = job.hasHeader ? 1 : 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      line += 1;
      if (line <= committed || line <= headerLines) continue;
      if (line - headerLines > customerLimits.importRows)
        throw new ImportRefused('crmImportTooManyRows', {
          name: job.fileName,
          n: `${customerLimits.importRows}+`,
          max: customerLimits.importRows,
        });
      // A row with no cell filled (a blank line, ",,,") is no customer and no error.
      if (record.every((c) => c.trim() === '')) continue;
      batch.push({ line, cells: record });
      if (batch.length >= pace.rows()) await flush(line);
    }
    if (batch.length > 0 || committed < line) await flush(line);
    await finish(deps, job, { status: 'done' }, Math.max(0, line - headerLines));
  } catch (error) {
    source.destroy();
    stream.destroy();
    if (error instanceof Superseded) return;
    if (error instanceof ImportRefused)
      return finish(deps, job, { status: 'failed', message: storedMessage(error.key, error.params) });
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('CSV_'))
      return finish(deps, job, {
        status: 'failed',
        message: storedMessage('crmImportUnreadable', { detail: `${error.message}`.slice(0, 200) }),
      });
    throw error;
  }
}

/** The queue's handler: a run that keeps failing (the database, not the file) ends the import as failed. */
export function crmImportHandler(deps: ImportDeps) {
  return async (job: Job<CrmImportJobData>) => {
    try {
      await runCrmImport(deps, job.data.importId);
    } catch (error) {
      if (!job.lastAttempt) throw error;
      const [row] = await rowsOf(
        deps.db,
        sql`select id, brand_id, user_id, file_name, storage_key, owner_mode, line from crm_imports where id = ${job.data.importId}`,
      );
      if (row)
        await finish(
          deps,
          {
            id: int(row.id),
            brandId: int(row.brand_id),
            userId: row.user_id === null ? null : int(row.user_id),
            fileName: text(row.file_name),
            storageKey: text(row.storage_key),
            mapping: {},
            ownerMode: text(row.owner_mode),
            hasHeader: true,
            line: int(row.line),
          },
          { status: 'failed', message: storedMessage('crmImportAbandoned') },
        );
      throw error;
    }
  };
}

/** Registers the import's handler on the process's job queue. */
export function registerCrmWorkers(jobs: JobQueue, deps: ImportDeps): void {
  jobs.work<CrmImportJobData>(crmImportQueue, crmImportHandler(deps));
  registerPoolReturnWorker(jobs, deps);
}
