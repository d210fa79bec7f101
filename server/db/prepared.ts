import { isDeepStrictEqual } from 'node:util';
import { messages, type PGlite, protocol, types } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Named prepared statements for the queries every request runs (session check, member list).
 *
 * Through Drizzle, PGlite runs each query as parse, describe, bind, describe, execute and sync, six
 * trips into the WebAssembly engine with a fresh parse and plan every time: about 1 ms for a one-row
 * join on the 2-core reference machine. A statement parsed once under a name and then run as one
 * bind + describe + execute + sync message costs about 0.2 ms, and PostgreSQL keeps its plan. On
 * PostgreSQL, node-postgres prepares a named statement once per pooled connection.
 *
 * Rows come back as arrays in select order, parsed by the driver's own type parsers (int4 -> number,
 * bool -> boolean, timestamptz -> Date on both); callers read them with the readers below. Only for
 * queries outside a transaction: a statement here would not see the transaction's writes.
 */

export interface PreparedOptions {
  /**
   * Plan once for every parameter value. PostgreSQL re-plans a prepared statement for each call while
   * its generic plan looks dearer than the custom ones, and with `limit $n` the generic estimate always
   * does; where the index walk is right for any value, planning each time is waste: about 1 ms of a
   * 2 ms list call in PGlite, and on PostgreSQL more time than running the page (pg_stat_statements at
   * 100,000 members: planned on every call, planning took longer than executing).
   */
  genericPlan?: boolean;
}

interface StatementRunner {
  run(text: string, params: readonly unknown[], options: PreparedOptions): Promise<unknown[][]>;
}

const runners = new WeakMap<object, StatementRunner>();

/** Called by openDatabase for each Drizzle instance it makes. */
export function registerStatements(db: object, runner: StatementRunner): void {
  runners.set(db, runner);
}

/** Runs `text` (with `$n` placeholders) as a named prepared statement on the database behind `db`. */
export function runPrepared(
  db: object,
  text: string,
  params: readonly unknown[],
  options: PreparedOptions = {},
): Promise<unknown[][]> {
  const runner = runners.get(db);
  if (!runner) throw new Error('runPrepared: this database was not opened by openDatabase');
  return runner.run(text, params, options);
}

function statementNames() {
  const names = new Map<string, string>();
  return (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `bc_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

// The bind message carries parameters as text, as PostgreSQL reads them.
function paramText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  throw new Error(`runPrepared: unsupported parameter ${typeof value}`);
}

const utf8 = new TextDecoder();

// Backend message types (PostgreSQL protocol 3) that readRows acts on; the rest (parse, bind and
// command complete, ready for query, notices) carry nothing a caller of runPrepared reads.
const rowDescription = 0x54;
const dataRow = 0x44;
const errorResponse = 0x45;
const readyForQuery = 0x5a;

/** The raw answer is not the protocol readRows expects: a bug or a PGlite change, never user input. */
export class ProtocolError extends Error {
  constructor(problem: string, at: number) {
    super(`PGlite protocol: ${problem} at byte ${at}`);
    this.name = 'ProtocolError';
  }
}

/**
 * The rows of the batch's one row-returning statement, typed by its row description with the
 * session's parsers as PGlite's query() types them; the batch's first error is thrown (with its
 * SQLSTATE in `code`) once the whole answer is read, as execProtocol does. Every length is checked
 * against the message that holds it and every message against the buffer, and the answer must end
 * with ReadyForQuery: a short or inconsistent answer throws ProtocolError rather than reading past a
 * message into the next one or returning fewer rows.
 */
export function readRows(data: Uint8Array, parsers: PGlite['parsers']): unknown[][] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const rows: unknown[][] = [];
  let typeIds: number[] | undefined;
  let error: messages.DatabaseError | undefined;
  let last = -1;
  for (let at = 0; at < data.length; ) {
    if (at + 5 > data.length) throw new ProtocolError('truncated message header', at);
    const kind = data[at];
    const length = view.getInt32(at + 1);
    const end = at + 1 + length;
    if (length < 4 || end > data.length)
      throw new ProtocolError(`message length ${length} out of bounds`, at);
    let p = at + 5;
    const need = (n: number) => {
      if (n < 0 || p + n > end) throw new ProtocolError(`field of ${n} bytes past the message end`, p);
    };
    const cstring = () => {
      const zero = data.indexOf(0, p);
      if (zero < 0 || zero >= end) throw new ProtocolError('unterminated string', p);
      const value = utf8.decode(data.subarray(p, zero));
      p = zero + 1;
      return value;
    };
    if (kind === rowDescription) {
      need(2);
      const count = view.getInt16(p);
      p += 2;
      typeIds = new Array(count);
      for (let i = 0; i < count; i++) {
        cstring();
        // table oid (4), column number (2), type oid (4), type size (2), modifier (4), format (2).
        need(18);
        typeIds[i] = view.getInt32(p + 6);
        p += 18;
      }
      if (p !== end) throw new ProtocolError('row description longer than its columns', p);
    } else if (kind === dataRow) {
      need(2);
      const count = view.getInt16(p);
      p += 2;
      if (!typeIds || count !== typeIds.length)
        throw new ProtocolError(`data row of ${count} columns without a matching description`, at);
      const row: unknown[] = new Array(count);
      for (let i = 0; i < count; i++) {
        need(4);
        const size = view.getInt32(p);
        p += 4;
        if (size === -1) row[i] = null;
        else {
          need(size);
          row[i] = types.parseType(utf8.decode(data.subarray(p, p + size)), typeIds[i] ?? 0, parsers);
          p += size;
        }
      }
      if (p !== end) throw new ProtocolError('data row longer than its columns', p);
      rows.push(row);
    } else if (kind === errorResponse && !error) {
      const fields: Record<string, string> = {};
      while (true) {
        need(1);
        const code = data[p] ?? 0;
        if (code === 0) break;
        p += 1;
        fields[String.fromCharCode(code)] = cstring();
      }
      error = new messages.DatabaseError(fields.M ?? 'database error', length, 'error');
      Object.assign(error, {
        severity: fields.S,
        code: fields.C,
        detail: fields.D,
        hint: fields.H,
        position: fields.P,
        where: fields.W,
        schema: fields.s,
        table: fields.t,
        column: fields.c,
        constraint: fields.n,
        routine: fields.R,
      });
    }
    last = kind ?? -1;
    at = end;
  }
  // Every batch ends with Sync, whose answer is ReadyForQuery: without it the answer was cut short
  // at a message boundary, which no length check could see.
  if (last !== readyForQuery) throw new ProtocolError('answer does not end with ReadyForQuery', data.length);
  if (error) throw error;
  return rows;
}

const { serialize } = protocol;
const utf8Encoder = new TextEncoder();

// The messages that are the same on every run, serialised once.
const executeUnnamedPortal = [serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()];
const forceGenericPlan = serialize.query('set plan_cache_mode = force_generic_plan');
const resetPlanCacheMode = serialize.query('reset plan_cache_mode');

/**
 * A Bind of the unnamed portal to statement `name`, parameters and results as text (no format codes
 * means text for all): serialize.bind copies through growing scratch buffers and took 13 us for a
 * list page's three parameters where this takes 7, on every call twice (session, then the page).
 */
function bind(name: string, params: readonly unknown[]): Uint8Array {
  const values = params.map((v) => {
    const t = paramText(v);
    return t === null ? null : utf8Encoder.encode(t);
  });
  const nameBytes = utf8Encoder.encode(name);
  // portal '' (1), name + 0, 0 parameter formats (2), count (2), each value, 0 result formats (2).
  let size = 4 + 1 + nameBytes.length + 1 + 2 + 2 + 2;
  for (const v of values) size += 4 + (v?.length ?? 0);
  const out = new Uint8Array(1 + size);
  const view = new DataView(out.buffer);
  out[0] = 0x42; // 'B'
  view.setInt32(1, size);
  let at = 6; // after the type, the length and the portal's empty name
  out.set(nameBytes, at);
  at += nameBytes.length + 1;
  view.setInt16(at, 0);
  view.setInt16(at + 2, values.length);
  at += 4;
  for (const v of values) {
    view.setInt32(at, v === null ? -1 : v.length);
    at += 4;
    if (v) {
      out.set(v, at);
      at += v.length;
    }
  }
  view.setInt16(at, 0);
  return out;
}

// Statement names live in the database session: two runners over one PGlite must share them.
const pgliteSessions = new WeakMap<PGlite, { nameOf: (text: string) => string; parsed: Set<string> }>();

/** The fast path: named statements, the Bind written here, the raw answer read by readRows. */
export function pgliteStatements(client: PGlite): StatementRunner {
  let session = pgliteSessions.get(client);
  if (!session) {
    session = { nameOf: statementNames(), parsed: new Set<string>() };
    pgliteSessions.set(client, session);
  }
  const { nameOf, parsed } = session;
  return {
    run(text, params, options) {
      const name = nameOf(text);
      // The transaction lock first, as PGlite's own query() takes it: a statement must not land in
      // the middle of another caller's open transaction on the one shared session.
      return client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          if (!parsed.has(name)) {
            await client.execProtocol(concat([serialize.parse({ name, text }), serialize.sync()]));
            parsed.add(name);
          }
          const run = [bind(name, params), ...executeUnnamedPortal];
          // The setting is read when the statement is bound; the reset runs even after an error.
          const batch = options.genericPlan ? [forceGenericPlan, ...run, resetPlanCacheMode] : run;
          // The raw answer, read below: PGlite's own reader copies each field into a fresh
          // ArrayBuffer before decoding it, about a fifth of a list call's time.
          const chunks: Uint8Array[] = [];
          await client.execProtocolRawStream(concat(batch), {
            onRawData: (chunk) => chunks.push(chunk.slice()),
          });
          return readRows(concat(chunks), client.parsers);
        }),
      );
    },
  };
}

/** PGlite's public query(): slower (a parse and plan on every call), but no reliance on its internals. */
export function pglitePublicStatements(client: PGlite): StatementRunner {
  return {
    async run(text, params) {
      const result = await client.query<unknown[]>(text, [...params], { rowMode: 'array' });
      return result.rows;
    },
  };
}

// What the fast path needs from PGlite beyond its documented query(): checked before it is trusted.
const internals = ['execProtocol', 'execProtocolRawStream', '_runExclusiveQuery', '_runExclusiveTransaction'];

// Edge values a wrong reader would get wrong: NULL beside empty text, a character outside the BMP,
// numeric and int8 past a double, a timestamp, arrays with NULL and quotes, a parameter.
const probeQuery = `select null::text, ''::text, '𠀀😀'::text, 12345678901234567890.5::numeric,
  9007199254740993::int8, '2024-02-29 23:59:59.123+08'::timestamptz, true, array[1, null]::int4[],
  array['a"b', null, 'c,d']::text[], $1::text`;

function fastPathProblem(client: PGlite): string | null {
  const missing = internals.filter((m) => typeof Reflect.get(client, m) !== 'function');
  if (missing.length > 0) return `missing ${missing.join(', ')}`;
  if (typeof client.parsers !== 'object' || client.parsers === null) return 'no parsers';
  if (typeof types.parseType !== 'function') return 'no types.parseType';
  for (const m of ['parse', 'describe', 'execute', 'sync', 'query'] as const) {
    if (typeof serialize[m] !== 'function') return `no protocol.serialize.${m}`;
  }
  return null;
}

// Warned once per warn function: once per process with the default, once per spy in a test.
const warned = new WeakSet<(message: string) => void>();

export interface PgliteRunnerOptions {
  warn?: (message: string) => void;
}

/**
 * The fast path when PGlite's internals are what it expects (checked, then a probe of edge values
 * compared with PGlite's own query()), else the public API with one warning: a PGlite upgrade may
 * make the console slower, never wrong.
 */
export async function pgliteRunner(
  client: PGlite,
  options: PgliteRunnerOptions = {},
): Promise<StatementRunner> {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  let problem = fastPathProblem(client);
  const fast = problem ? undefined : pgliteStatements(client);
  if (fast) {
    try {
      const params = ['𝌆 x'];
      const [mine, theirs] = [
        await fast.run(probeQuery, params, {}),
        (await client.query<unknown[]>(probeQuery, params, { rowMode: 'array' })).rows,
      ];
      if (!isDeepStrictEqual(mine, theirs)) problem = 'its answer differs from query()';
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
  }
  if (fast && !problem) return fast;
  if (!warned.has(warn)) {
    warned.add(warn);
    warn(
      `Brand Console: PGlite's internals are not what server/db/prepared.ts expects (${problem}); ` +
        'using its public query() instead (slower). Check the pinned @electric-sql/pglite version.',
    );
  }
  return pglitePublicStatements(client);
}

/**
 * On PostgreSQL a statement that asks for its generic plan runs on `generic`, a pool whose connections
 * are set to `plan_cache_mode=force_generic_plan` before their first statement (the setting is read
 * when a statement is bound; connections of their own cost no trip per call to set it, and a statement
 * rather than a startup option, which PgBouncer refuses); the rest on `pool`.
 */
export function postgresStatements(pool: pg.Pool, generic: pg.Pool): StatementRunner {
  const nameOf = statementNames();
  const genericReady = new WeakSet<pg.PoolClient>();
  return {
    async run(text, params, options) {
      const query = { name: nameOf(text), text, values: [...params], rowMode: 'array' as const };
      if (!options.genericPlan) return (await pool.query<unknown[]>(query)).rows;
      const client = await generic.connect();
      try {
        if (!genericReady.has(client)) {
          await client.query('set plan_cache_mode = force_generic_plan');
          genericReady.add(client);
        }
        const result = await client.query<unknown[]>(query);
        client.release();
        return result.rows;
      } catch (error) {
        // As the pool's own query() does: a client that failed is not handed out again.
        client.release(error instanceof Error ? error : true);
        throw error;
      }
    },
  };
}

// Readers for a row of runPrepared: a value of another type is a bug in the query, not user input.
function wrongType(what: string, value: unknown): never {
  throw new Error(`prepared row: expected ${what}, got ${typeof value} ${String(value)}`);
}

export function int(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  return wrongType('an integer', value);
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : wrongType('text', value);
}

export function bool(value: unknown): boolean {
  return typeof value === 'boolean' ? value : wrongType('a boolean', value);
}

export function date(value: unknown): Date {
  return value instanceof Date ? value : wrongType('a timestamp', value);
}

export function dateOrNull(value: unknown): Date | null {
  return value === null ? null : date(value);
}

export function intOrNull(value: unknown): number | null {
  return value === null ? null : int(value);
}
