import { batchPace } from '../jobs/batch-pace.ts';
import type { Database, SqlExecutor } from './client.ts';

/**
 * PostgreSQL's autovacuum, for the embedded database, which has none. On PostgreSQL a background
 * worker re-reads a table's statistics once a tenth of it has changed, and vacuums it once a fifth is
 * dead or newly inserted. PGlite runs no such worker: without it a table imported into stays, for the
 * planner, as large as it was when last analyzed, or never analyzed at all (the pool's first page and
 * a source filter took seconds at 100,000 customers, docs/performance.md), and updated rows pile up.
 * This does the same with the same thresholds, from the same counters, in the one process that has
 * the database, between the calls it answers.
 */

/** PostgreSQL's defaults (autovacuum_analyze_threshold, _scale_factor and the vacuum ones). */
export const upkeepThresholds = {
  analyze: { base: 50, scale: 0.1 },
  vacuumDead: { base: 50, scale: 0.2 },
  vacuumInserted: { base: 1000, scale: 0.2 },
} as const;

/** A minute between looks, as autovacuum's naptime. */
export const upkeepEveryMs = 60_000;

export interface TableActivity {
  schema: string;
  table: string;
  /** The planner's row count; negative for a table never analyzed nor vacuumed. */
  reltuples: number;
  /** Pages on disk: a table never analyzed is worth it only if it holds something. */
  relpages: number;
  modifiedSinceAnalyze: number;
  dead: number;
  insertedSinceVacuum: number;
}

export interface UpkeepPlan {
  analyze: boolean;
  vacuum: boolean;
}

/** What autovacuum would do with a table now: the pure part, tested alone. */
export function upkeepOf(t: TableActivity): UpkeepPlan {
  const rows = Math.max(0, t.reltuples);
  const { analyze, vacuumDead, vacuumInserted } = upkeepThresholds;
  const vacuum =
    t.dead > vacuumDead.base + vacuumDead.scale * rows ||
    t.insertedSinceVacuum > vacuumInserted.base + vacuumInserted.scale * rows;
  return {
    // VACUUM (ANALYZE) does both; never analyzed and not empty: its counters may have gone with a crash.
    analyze:
      t.modifiedSinceAnalyze > analyze.base + analyze.scale * rows || (t.reltuples < 0 && t.relpages > 0),
    vacuum,
  };
}

const activityQuery = `
  select s.schemaname as schema, s.relname as "table", c.reltuples::float8 as reltuples,
    c.relpages::int as relpages, s.n_mod_since_analyze::int as modified, s.n_dead_tup::int as dead,
    s.n_ins_since_vacuum::int as inserted
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  order by s.schemaname, s.relname`;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface UpkeepRun {
  analyzed: string[];
  vacuumed: string[];
}

/**
 * One look at every table and what it needs, one statement per table. `giveWay` runs before each
 * statement: an ANALYZE or VACUUM holds PGlite's one connection while it runs.
 */
export async function upkeep(
  executeSql: SqlExecutor,
  giveWay: () => Promise<void> = async () => undefined,
): Promise<UpkeepRun> {
  const run: UpkeepRun = { analyzed: [], vacuumed: [] };
  const { rows } = await executeSql(activityQuery);
  for (const row of rows) {
    const t: TableActivity = {
      schema: String(row.schema),
      table: String(row.table),
      reltuples: Number(row.reltuples),
      relpages: Number(row.relpages),
      modifiedSinceAnalyze: Number(row.modified),
      dead: Number(row.dead),
      insertedSinceVacuum: Number(row.inserted),
    };
    const plan = upkeepOf(t);
    if (!plan.analyze && !plan.vacuum) continue;
    const name = `${quoted(t.schema)}.${quoted(t.table)}`;
    await giveWay();
    await executeSql(plan.vacuum ? `vacuum ${plan.analyze ? '(analyze) ' : ''}${name}` : `analyze ${name}`);
    if (plan.analyze) run.analyzed.push(`${t.schema}.${t.table}`);
    if (plan.vacuum) run.vacuumed.push(`${t.schema}.${t.table}`);
  }
  return run;
}

/**
 * On PGlite: a look at start (a database opened after a crash, or from before this existed) and
 * every `everyMs`; each statement waits, up to a second, for the calls being answered to finish. On
 * PostgreSQL nothing: autovacuum is there. The timer does not hold the process open.
 */
export function startPgliteUpkeep(
  database: Pick<Database, 'kind' | 'executeSql'>,
  log: (error: unknown) => void,
  options: { everyMs?: number; inFlight?: () => number } = {},
) {
  if (database.kind !== 'pglite') return { stop: async () => undefined };
  // The import's way of stepping aside on PGlite, with a longer bound: a look is rare and short.
  const { giveWay } = batchPace('pglite', { maxRows: 1, giveWayMs: 1000, inFlight: options.inFlight });
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = running.then(() => (stopped ? undefined : upkeep(database.executeSql, giveWay).catch(log)));
  };
  tick();
  const timer = setInterval(tick, options.everyMs ?? upkeepEveryMs);
  timer.unref();
  return {
    /** Stops the timer and waits for a look in progress, so the database can close under it. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
