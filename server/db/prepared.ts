import { type PGlite, parse, protocol } from '@electric-sql/pglite';
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
   * Plan once for every parameter value (PGlite only). PostgreSQL re-plans a prepared statement for
   * each call while its generic plan looks dearer than the custom ones, and with `limit $n` the generic
   * estimate always does; where the index walk is right for any value, planning each time is waste
   * (about 1 ms of a 2 ms list call in PGlite; a fraction of that on PostgreSQL, so it is left alone).
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

// Statement names live in the database session: two runners over one PGlite must share them.
const pgliteSessions = new WeakMap<PGlite, { nameOf: (text: string) => string; parsed: Set<string> }>();

export function pgliteStatements(client: PGlite): StatementRunner {
  let session = pgliteSessions.get(client);
  if (!session) {
    session = { nameOf: statementNames(), parsed: new Set<string>() };
    pgliteSessions.set(client, session);
  }
  const { nameOf, parsed } = session;
  const { serialize } = protocol;
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
          const run = [
            serialize.bind({ statement: name, values: params.map(paramText) }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ];
          // The setting is read when the statement is bound; the reset runs even after an error.
          const batch = options.genericPlan
            ? [
                serialize.query('set plan_cache_mode = force_generic_plan'),
                ...run,
                serialize.query('reset plan_cache_mode'),
              ]
            : run;
          const { messages } = await client.execProtocol(concat(batch));
          const results = parse.parseResults(messages, client.parsers, { rowMode: 'array' });
          const result = options.genericPlan ? results[1] : results[0];
          const rows: unknown[][] = [];
          for (const row of result?.rows ?? []) if (Array.isArray(row)) rows.push(row);
          return rows;
        }),
      );
    },
  };
}

export function postgresStatements(pool: pg.Pool): StatementRunner {
  const nameOf = statementNames();
  return {
    async run(text, params) {
      const result = await pool.query<unknown[]>({
        name: nameOf(text),
        text,
        values: [...params],
        rowMode: 'array',
      });
      return result.rows;
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
