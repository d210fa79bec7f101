import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from './db/client.ts';

/**
 * What a load balancer asks a process: `/healthz` whether it is alive at all (restart it if not),
 * `/readyz` whether to send it calls (database reachable, migrations done, job queue started, not
 * shutting down). Plain JSON, not the console's envelope: proxies and orchestrators read the status.
 */
export const healthPaths = { alive: '/healthz', ready: '/readyz' } as const;

export interface ReadyChecks {
  database: boolean;
  migrations: boolean;
  jobs: boolean;
  /** False once SIGTERM arrived: the balancer should stop sending calls before the listener closes. */
  accepting: boolean;
}

// A probe that waits longer than a balancer's own timeout tells it nothing; a pool so busy that one
// `select 1` waits this long is better taken out of rotation for a moment.
const databaseProbeMs = 2000;

/** The start-up and shutdown state of one server process, as `/readyz` reports it. */
export class ProcessReadiness {
  migrated = false;
  jobsStarted = false;
  draining = false;
  readonly #db: Db;

  constructor(db: Db, initial: Partial<Pick<ProcessReadiness, 'migrated' | 'jobsStarted'>> = {}) {
    this.#db = db;
    this.migrated = initial.migrated ?? false;
    this.jobsStarted = initial.jobsStarted ?? false;
  }

  async #databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        this.#db.execute(sql`select 1`).then(() => true),
        new Promise<boolean>((done) => {
          timer = setTimeout(() => done(false), databaseProbeMs);
        }),
      ]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  async check(): Promise<{ ready: boolean; checks: ReadyChecks }> {
    const checks: ReadyChecks = {
      database: await this.#databaseAnswers(),
      migrations: this.migrated,
      jobs: this.jobsStarted,
      accepting: !this.draining,
    };
    return { ready: Object.values(checks).every(Boolean), checks };
  }
}

export function healthRoutes(readiness: ProcessReadiness) {
  const routes = new Hono();
  routes.get(healthPaths.alive, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  routes.get(healthPaths.ready, async (c) => {
    c.header('Cache-Control', 'no-store');
    const { ready, checks } = await readiness.check();
    return c.json({ status: ready ? 'ready' : 'unavailable', ...checks }, ready ? 200 : 503);
  });
  return routes;
}
