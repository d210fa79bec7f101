import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { pgliteRunner, postgresStatements, registerStatements } from './prepared.ts';

/**
 * The query surface shared by both drivers; routes never know which one they talk to. It carries no
 * schema: every query names its tables (the app uses no `db.query.<table>`), so the client imports no
 * module's tables and a new module's need no line here.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /**
   * Applies the SQL migrations under server/db/migrations (idempotent), then runs `then` (the rule
   * tree's and sort keys' sync) before letting another process in: on PostgreSQL both happen under one
   * advisory lock, so N processes starting together migrate once and never insert the same rule twice.
   */
  migrate(then?: () => Promise<void>): Promise<void>;
  /** Releases the connection pool or the embedded database; without it the process does not exit. */
  close(): Promise<void>;
  /**
   * Raw SQL for libraries that bring their own (pg-boss, server/jobs/): `$n` parameters when `values`
   * are given, otherwise one or several statements in one go (pg-boss runs `BEGIN; ...; COMMIT;`).
   */
  executeSql: SqlExecutor;
  /**
   * Hears `NOTIFY channel` from any process on this database (PostgreSQL: a connection of its own,
   * opened again when lost; PGlite: its in-process notifications). Resolves to a function that stops.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

/** Rows as objects keyed by column name; for several statements, those of the last. */
export type SqlExecutor = (
  text: string,
  values?: readonly unknown[],
) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * PGlite loads extensions when it starts, not on `CREATE EXTENSION`: every PGlite this app opens
 * (including test templates) must be created with these. pg_trgm indexes the member keyword search.
 */
export const pgliteExtensions = { pg_trgm };

// Through a name: Vite rewrites `new URL('<literal>', import.meta.url)` into a page address in code it
// runs for the browser, and the client tests' own servers (a walk that must not share the suite's) run
// this file there.
const here = import.meta.url;
export const migrationsFolder = fileURLToPath(new URL('./migrations', here));

// Any number in the bigint range: identifies "Brand Console migrations" among advisory locks.
const migrationLockKey = 4_242_001;

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string }
  | { memory: true }
  | { pglite: PGlite };

/** Opens PostgreSQL when a URL is given, else PGlite (file-backed in `dataDir`, or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    // The process's connections in two pools: the statements runPrepared plans once (the list pages,
    // the kept counts: server/db/prepared.ts) on connections that always use a statement's generic
    // plan, and everything else (Drizzle's queries, the jobs) on connections that plan each query for
    // its values. `poolSize` stays the process's limit.
    const size = options.poolSize ?? 10;
    const genericSize = Math.max(1, Math.floor(size / 2));
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: size - genericSize });
    const genericPool = new pg.Pool({ connectionString: options.databaseUrl, max: genericSize });
    // An idle client whose connection dies (PostgreSQL restarted, the database dropped) emits 'error' on
    // the pool; unheard, that would end the process. The pool drops the client and opens a new one on
    // the next query, so a warning is all it needs.
    for (const p of [pool, genericPool])
      p.on('error', (error) => {
        console.warn(`database: an idle connection was lost (${error.message})`);
      });
    const db = drizzlePg({ client: pool });
    registerStatements(db, postgresStatements(pool, genericPool));
    return {
      db,
      kind: 'postgres',
      async migrate(then) {
        // Several API processes may start together against one database; only one migrates at a time.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
          await migratePg(drizzlePg({ client }), { migrationsFolder });
          await then?.();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
          client.release();
        }
      },
      close: async () => {
        await Promise.all([pool.end(), genericPool.end()]);
      },
      listen: (channel, onPayload) => listenPostgres(options.databaseUrl, channel, onPayload),
      async executeSql(text, values) {
        const result = await pool.query(text, values ? [...values] : undefined);
        // node-postgres answers an array for several statements; pg-boss only reads single ones.
        const last = Array.isArray(result) ? result.at(-1) : result;
        return { rows: last?.rows ?? [] };
      },
    };
  }
  let client: PGlite;
  if ('pglite' in options) client = options.pglite;
  else if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create({ dataDir: options.dataDir, extensions: pgliteExtensions });
  } else client = await PGlite.create({ extensions: pgliteExtensions });
  // PGlite's data lives in memory: an index probe costs about what a sequential read does, and with
  // the disk-era default (4) the planner hashes all of a brand's members to join a few hundred of them.
  await client.exec('set random_page_cost = 1.1');
  // Each 16 MB of WAL opens a new segment file, which PostgreSQL fills with zeros before the commit that
  // needed it returns: about 200 ms here, in which this one connection answers nothing (every ~6,000
  // customers of an import, a console call waiting behind each). Without the zeros the file is created
  // at its size and written as WAL arrives; what a commit wrote is flushed all the same.
  await client.exec('set wal_init_zero = off');
  const db = drizzlePglite({ client });
  registerStatements(db, await pgliteRunner(client));
  return {
    db,
    kind: 'pglite',
    async migrate(then) {
      await migratePglite(db, { migrationsFolder });
      await then?.();
    },
    close: () => client.close(),
    async listen(channel, onPayload) {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        // Closing the database first leaves nothing to unlisten from.
        if (!client.closed) await stop();
      };
    },
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, [...values]);
        return { rows: result.rows };
      }
      try {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      } catch (error) {
        // A failed `BEGIN; ...; COMMIT;` leaves PGlite's one connection inside an aborted transaction.
        if (/^\s*begin\b/i.test(text)) await client.exec('rollback').catch(() => undefined);
        throw error;
      }
    },
  };
}

/** Waits this long before listening again after the connection was lost; notifications meanwhile are missed. */
const relistenMs = 1000;

async function listenPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async () => {
    const c = new pg.Client({ connectionString });
    const lost = () => {
      if (client !== c) return;
      client = null;
      c.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(lost), relistenMs);
    };
    c.on('error', (error) => {
      console.warn(`database: the event listener lost its connection (${error.message})`);
      lost();
    });
    c.on('end', lost);
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    client = c;
    await c.connect();
    await c.query(`listen ${pg.escapeIdentifier(channel)}`);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };
}
