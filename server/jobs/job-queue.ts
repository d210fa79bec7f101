import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, SqlExecutor } from '../db/client.ts';
import { type Queryable, rowsOf } from '../kit/db.ts';

/**
 * Background work on pg-boss (docs/decisions/notifications.md), in the app's own database: PostgreSQL, or
 * PGlite through pg-boss's `db: { executeSql }` option. Jobs live in the `pgboss` schema next to the
 * app's tables, so a job is written in the same transaction as the rows it is about (`enqueue(..., tx)`)
 * and a restart loses none. Any API process may run any job.
 *
 * A module adds a queue in three steps (docs/adding-a-module.md "Background jobs"):
 * 1. a `QueueSpec` in the module (name, retries, backoff, how long one attempt may take), in its
 *    manifest's `queues` (server/module-manifest.ts; `appQueues` in server/jobs/queues.ts joins them);
 * 2. a handler, registered with `jobs.work(spec, handler)` by the manifest's `workers`, which
 *    server/index.ts runs where the server starts;
 * 3. `jobs.enqueue(spec, items, tx)` where the work arises, `jobs.wake(spec)` after the commit.
 *
 * A handler that returns completes its job; one that throws fails it, and pg-boss retries it after
 * `retryDelaySeconds`, doubling (with jitter) each time, until `retryLimit` retries are spent. A job
 * whose process died mid-way is retried once `expireInSeconds` have passed since it started, so a
 * handler must be safe to run again (it sees `attempt > 1`).
 */

export interface QueueSpec {
  /** The pg-boss queue name: `<area>.<what>` (`sms.send`), one per queue across the modules. */
  name: `${string}.${string}`;
  /** Retries after the first attempt. */
  retryLimit: number;
  /** The first retry's delay; with backoff each retry waits about twice the one before. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /**
   * How long one attempt may run before it counts as failed (and, if the process died, is retried by
   * another). Keep every timeout inside the handler shorter.
   */
  expireInSeconds: number;
  /** Jobs fetched at once by one worker; they run concurrently. */
  batchSize?: number;
  /**
   * How often an idle worker of this queue looks for jobs, instead of the JobQueue's setting: a queue
   * with a job a day need not ask every second.
   */
  pollingIntervalSeconds?: number;
}

/** A job as stored: for queues of few jobs (a daily one), to see what is scheduled. */
export interface StoredJob {
  id: string;
  state: string;
  startAfter: Date;
  data: unknown;
  /** Moved to pg-boss's archive: it never runs again, whatever its state. */
  archived: boolean;
}

/** One job as a handler sees it. */
export interface Job<T> {
  id: string;
  data: T;
  /** 1 on the first run; a retry, or a rerun after a crash, has a higher number. */
  attempt: number;
  /** No retry follows if this attempt fails: the handler should record the failure for good. */
  lastAttempt: boolean;
}

export type JobHandler<T extends object> = (job: Job<T>) => Promise<void>;

export interface EnqueueItem<T extends object> {
  data: T;
  /** Not before this time (a scheduled send); default now. */
  startAfter?: Date | undefined;
  /** A job id chosen by the caller (a UUID); a second enqueue with the same id is ignored. */
  id?: string | undefined;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for jobs (other processes' jobs, retries coming due). */
  pollingIntervalSeconds?: number;
  /** How often one process expires stalled jobs and archives finished ones. */
  maintenanceIntervalSeconds?: number;
  logError?: (error: unknown, where: string) => void;
  /**
   * Awaited before each job's handler runs: tests hold a queue's jobs where a path needs a job still
   * waiting (a gate the test opens), rather than hoping the job is slower than the test. Not set in
   * production.
   */
  hold?: (queue: string, job: Job<object>) => Promise<void>;
}

const schema = 'pgboss';

/** `text` with `$n` placeholders as a Drizzle query, so it runs on a Drizzle transaction. */
export function sqlFromText(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${values[Number(part) - 1] ?? null}`);
  });
  return sql.join(chunks);
}

/**
 * A job id (a name-based UUID) made from a key: every process enqueueing the same key (the same day's
 * run) names the same job, so only the first enqueue adds it.
 */
export function jobIdOf(key: string): string {
  const h = createHash('sha1').update(key).digest('hex');
  const variant = ((Number.parseInt(h.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** An executeSql over a Drizzle transaction (or the database), for pg-boss's `db` option. */
export function executorOf(db: Queryable): SqlExecutor {
  return async (text, values) => ({ rows: await rowsOf(db, sqlFromText(text, values)) });
}

interface Registered {
  spec: QueueSpec;
  handler: JobHandler<object>;
  workerId?: string;
}

export class JobQueue {
  readonly #database: Database;
  readonly #options: JobQueueOptions;
  readonly #boss: PgBoss;
  readonly #specs = new Map<string, QueueSpec>();
  readonly #workers = new Map<string, Registered>();
  readonly #closers: (() => void | Promise<void>)[] = [];
  #started = false;

  constructor(database: Database, specs: readonly QueueSpec[], options: JobQueueOptions = {}) {
    this.#database = database;
    this.#options = options;
    for (const spec of specs) {
      // Each module names its queues in its own manifest: two of one name would share one pg-boss queue.
      if (this.#specs.has(spec.name)) throw new Error(`two queues are named ${spec.name}`);
      this.#specs.set(spec.name, spec);
    }
    this.#boss = new PgBoss({
      db: { executeSql: database.executeSql },
      schema,
      // Cron schedules are not used; timekeeping would poll the clock for nothing.
      schedule: false,
      supervise: true,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
      // Finished jobs move to the archive after a day and leave it after a week: the module's own
      // tables keep the history users see.
      archiveCompletedAfterSeconds: 24 * 3600,
      deleteAfterDays: 7,
    });
    this.#boss.on('error', (error) => this.#logError(error, 'jobs'));
  }

  #logError(error: unknown, where: string) {
    (this.#options.logError ?? ((e, w) => console.error(`[error] ${w}`, e)))(error, where);
  }

  /** The handler of a queue's jobs in this process; call before start(). */
  work<T extends object>(spec: QueueSpec, handler: JobHandler<T>): void {
    if (!this.#specs.has(spec.name)) throw new Error(`queue ${spec.name} is not in this JobQueue's specs`);
    // The data's type is the queue's: what enqueue(spec) wrote is what the handler reads.
    this.#workers.set(spec.name, { spec, handler: handler as JobHandler<object> });
  }

  /**
   * Creates pg-boss's tables (first start) and the queues, and starts the workers registered with
   * work(). `workers: false` makes a process that only enqueues.
   */
  async start(options: { workers?: boolean } = {}): Promise<void> {
    if (this.#started) return;
    await this.#boss.start();
    this.#started = true;
    for (const spec of this.#specs.values()) {
      await this.#boss.createQueue(spec.name, {
        name: spec.name,
        retryLimit: spec.retryLimit,
        retryDelay: spec.retryDelaySeconds,
        retryBackoff: spec.retryBackoff,
        expireInSeconds: spec.expireInSeconds,
      });
    }
    if (options.workers === false) return;
    for (const registered of this.#workers.values()) {
      const { spec, handler } = registered;
      registered.workerId = await this.#boss.work<object>(
        spec.name,
        {
          batchSize: spec.batchSize ?? 1,
          includeMetadata: true,
          pollingIntervalSeconds: spec.pollingIntervalSeconds ?? this.#options.pollingIntervalSeconds ?? 1,
        },
        async (jobs) => {
          await this.#runBatch(spec, handler, jobs);
          // pg-boss waits a polling interval after every batch; a full batch means more are waiting.
          if (jobs.length >= (spec.batchSize ?? 1) && registered.workerId)
            this.#boss.notifyWorker(registered.workerId);
        },
      );
    }
  }

  // Each job of a batch completes or fails on its own; pg-boss completes what is still active after.
  async #runBatch(spec: QueueSpec, handler: JobHandler<object>, jobs: PgBoss.JobWithMetadata<object>[]) {
    await Promise.all(
      jobs.map(async (job) => {
        const attempt = job.retryCount + 1;
        const own = { id: job.id, data: job.data, attempt, lastAttempt: job.retryCount >= job.retryLimit };
        try {
          await this.#options.hold?.(spec.name, own);
          await handler(own);
        } catch (error) {
          await this.#boss
            .fail(spec.name, job.id, { message: error instanceof Error ? error.message : String(error) })
            .catch((e: unknown) => this.#logError(e, `jobs ${spec.name} fail`));
        }
      }),
    );
  }

  /**
   * Adds jobs; pass the transaction that writes the rows they are about, so both commit or neither.
   * A job whose id is already used is skipped.
   */
  async enqueue<T extends object>(
    spec: QueueSpec,
    items: readonly EnqueueItem<T>[],
    tx?: Queryable,
  ): Promise<void> {
    if (!this.#specs.has(spec.name)) throw new Error(`queue ${spec.name} is not in this JobQueue's specs`);
    if (items.length === 0) return;
    const db = tx ? { executeSql: executorOf(tx) } : undefined;
    const jobs = items.map((item) => ({
      name: spec.name,
      data: item.data,
      ...(item.id ? { id: item.id } : {}),
      ...(item.startAfter ? { startAfter: item.startAfter } : {}),
    }));
    // pg-boss writes them with one statement (json_to_recordset); the queue's retry and expiry apply.
    for (let at = 0; at < jobs.length; at += 5000)
      await this.#boss.insert(jobs.slice(at, at + 5000), db ? { db } : {});
  }

  /** Tells this process's worker of a queue to look now (after the commit of an enqueue). */
  wake(spec: QueueSpec): void {
    const id = this.#workers.get(spec.name)?.workerId;
    if (id && this.#started) this.#boss.notifyWorker(id);
  }

  /** Counts of a queue's jobs by state, for tests and the bench. */
  async counts(spec: QueueSpec): Promise<Record<string, number>> {
    const { rows } = await this.#database.executeSql(
      `select state::text as state, count(*)::int as n from ${schema}.job where name = $1 group by state`,
      [spec.name],
    );
    return Object.fromEntries(rows.map((r) => [String(r.state), Number(r.n)]));
  }

  /**
   * A queue's latest jobs by start time, newest first, archived ones too (finished jobs move to the
   * archive after a day and leave it after a week). Only for queues of few jobs.
   */
  async latestJobs(spec: QueueSpec, limit = 10): Promise<StoredJob[]> {
    const { rows } = await this.#database.executeSql(
      `select * from (
         select id::text as id, state::text as state, start_after, data, false as archived
         from ${schema}.job where name = $1
         union all
         select id::text, state::text, start_after, data, true from ${schema}.archive where name = $1
       ) j order by start_after desc limit $2`,
      [spec.name, limit],
    );
    return rows.map((r) => ({
      id: String(r.id),
      state: String(r.state),
      startAfter: new Date(r.start_after as string | Date),
      data: r.data,
      archived: r.archived === true,
    }));
  }

  /** Runs pg-boss's maintenance now: stalled jobs past their expiry are failed (and so retried). */
  async expireStalled(): Promise<void> {
    await this.#boss.expire();
  }

  /** Something to release when the queue stops (a handler's open connections). */
  onStop(close: () => void | Promise<void>): void {
    this.#closers.push(close);
  }

  /**
   * Stops fetching, waits up to `timeoutMs` for running jobs (those still running then are failed and
   * retried later), and leaves the database open: its owner closes it.
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.#started) return;
    this.#started = false;
    await this.#boss.stop({ graceful: true, close: false, wait: true, timeout: timeoutMs });
    for (const close of this.#closers) await close();
  }
}
