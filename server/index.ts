import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createApp } from './app.ts';
import { builtApiOrigin, serveConsolePage } from './console-page.ts';
import type { ModuleOptions } from './context.ts';
import { type Database, openDatabase } from './db/client.ts';
import { startPgliteUpkeep } from './db/pglite-upkeep.ts';
import { syncSortKeys } from './db/sort-keys.ts';
import { readEnv, type ServerEnv } from './env.ts';
import { ProcessReadiness } from './health.ts';
import { startHousekeeping } from './housekeeping.ts';
import { InFlight } from './in-flight.ts';
import { JobQueue, type JobQueueOptions } from './jobs/job-queue.ts';
import { appQueues } from './jobs/queues.ts';
import { LiveHub } from './live/live-events.ts';
import { moduleDeps, serverModules } from './modules/modules.ts';
import { OutboundPolicy } from './outbound/outbound.ts';
import { appSecretFromDataDir, SecretBox } from './secrets.ts';
import { moduleSortedNames, seedDemo, syncRules } from './seed.ts';
import { openStorage } from './storage/open-storage.ts';
import type { Storage } from './storage/storage.ts';

export const defaultDistDir = fileURLToPath(new URL('../dist', import.meta.url));

export interface StartServerOptions extends ModuleOptions {
  /** Defaults to the checked process environment. */
  env?: ServerEnv;
  /** An already opened database (tests); otherwise opened from `env`. It is closed by `close()` either way. */
  database?: Database;
  /** Demo data; defaults to on for the embedded database and off for `DATABASE_URL`. */
  seedDemo?: boolean;
  /** The built console to serve at `/`; `null` serves the API only. */
  distDir?: string | null;
  /** Where uploads go; defaults to the bucket of `S3_*` or `DATA_DIR/uploads`. */
  storage?: Storage;
  /** The job queue's timings; `workers: false` makes a process that enqueues but delivers nothing. */
  jobs?: JobQueueOptions & { workers?: boolean };
}

export interface RunningServer {
  url: string;
  database: Database;
  jobs: JobQueue;
  readiness: ProcessReadiness;
  /**
   * Drains and stops: `/readyz` turns 503, the listener closes (new connections are refused, so a
   * proxy tries another process), calls and jobs in flight get up to `DRAIN_SECONDS` to finish, then
   * what is left is cut (unfinished jobs are retried by another process) and the database is closed.
   */
  close(): Promise<void>;
}

/** env -> database -> migrations -> rule tree (+ demo data) -> listen. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const env = options.env ?? readEnv();
  const database =
    options.database ??
    (await openDatabase(
      env.databaseUrl
        ? { databaseUrl: env.databaseUrl, poolSize: env.dbPoolSize ?? 10 }
        : { dataDir: resolve(env.dataDir) },
    ));
  // APP_SECRET, or on the embedded default the key file under DATA_DIR (made on the first start).
  // A server on a database handed to it without a folder (tests' in-memory PGlite) keeps its key in memory.
  const secrets = env.appSecret
    ? SecretBox.fromSecret(env.appSecret)
    : env.dataDir
      ? SecretBox.fromSecret(appSecretFromDataDir(resolve(env.dataDir)))
      : SecretBox.ephemeral();
  // The modules' parts of the deps (provider settings, which tests and the bench point at local
  // doubles), one set for the workers and the app.
  const parts = moduleDeps(options);
  const storage = options.storage ?? openStorage(env);
  const logError = (error: unknown, where: string) => console.error(`[error] ${where}`, error);
  const jobs = new JobQueue(database, appQueues, { logError, ...options.jobs });
  const readiness = new ProcessReadiness(database.db);
  const schedules: { stop(): void }[] = [];
  const live = new LiveHub();
  const outbound = new OutboundPolicy(env.outboundAllow ?? []);
  const inFlight = new InFlight();
  const workerDeps = {
    ...parts,
    db: database.db,
    kind: database.kind,
    storage,
    secrets,
    logError,
    outbound,
    inFlight,
  };
  for (const m of serverModules) m.workers?.(jobs, workerDeps);
  try {
    // Under the migration lock too: pg-boss creating the same queues from several processes at once
    // deadlocks on its queue table.
    await database.migrate(async () => {
      await syncRules(database.db);
      await syncSortKeys(database.db, moduleSortedNames);
      readiness.migrated = true;
      await jobs.start({ workers: options.jobs?.workers ?? env.jobWorkers ?? true });
      readiness.jobsStarted = true;
    });
    if ((options.seedDemo ?? !env.databaseUrl) && (await seedDemo(database.db, { secrets, storage })))
      for (const m of serverModules) await m.startDemo?.(database.db, storage);
    for (const m of serverModules) if (m.schedule) schedules.push(await m.schedule(jobs, logError));
    await live.start(database);
  } catch (error) {
    await live.close().catch(() => undefined);
    await jobs.stop(0).catch(() => undefined);
    await database.close();
    throw error;
  }

  const distDir = options.distDir === undefined ? defaultDistDir : options.distDir;
  const serveConsole = distDir !== null && existsSync(join(distDir, 'index.html'));
  const app = createApp({
    db: database.db,
    sessionIdleHours: env.sessionIdleHours,
    sessionMaxDays: env.sessionMaxDays ?? 30,
    trustProxy: env.trustProxy ?? 0,
    allowedOrigins: env.allowedOrigins,
    apiOrigin: serveConsole ? builtApiOrigin(distDir) : undefined,
    logRequest: env.logRequests ? (line) => console.log(line) : undefined,
    storage,
    jobs,
    secrets,
    ...parts,
    live,
    inFlight,
    readiness,
    outbound,
  });
  if (serveConsole) {
    serveConsolePage(app, distDir);
    app.use(
      '*',
      serveStatic({
        root: distDir,
        index: 'index.html',
        onFound: (path, c) => {
          // Vite puts a content hash in every asset name, so assets never change under one URL.
          c.header(
            'Cache-Control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      }),
    );
  }

  const server = await new Promise<ReturnType<typeof serve>>((resolveServer, reject) => {
    const s = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, () => resolveServer(s));
    s.once('error', reject);
    // An idle kept-alive connection is closed by the client (browsers, Node's fetch after 4 s, a proxy's
    // upstream pool), not by us: with Node's 5 s default the server could close it just as a client
    // sent a call on it, which then failed as "API connection abnormal" (seen on a busy machine).
    // headersTimeout must stay above it.
    if ('keepAliveTimeout' in s) {
      s.keepAliveTimeout = 75_000;
      s.headersTimeout = 76_000;
    }
  });
  const housekeeping = startHousekeeping(database.db, (error) => console.error('[housekeeping]', error));
  const upkeep = startPgliteUpkeep(database, (error) => console.error('[upkeep]', error), {
    inFlight: () => inFlight.count,
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const drainMs = (env.drainSeconds ?? 20) * 1000;
  // Counted per HTTP response, not by InFlight (which counts handlers for the jobs' pacing): a streamed
  // answer, an export or a chat, is still being written after its handler has returned.
  let callsOpen = 0;
  let whenIdle: (() => void) | undefined;
  server.on('request', (_req, res) => {
    callsOpen++;
    res.once('close', () => {
      callsOpen--;
      if (!readiness.draining) return;
      // A keep-alive connection whose call just ended would otherwise wait for the client's next one.
      setImmediate(() => {
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      if (callsOpen === 0) whenIdle?.();
    });
  });
  const callsFinished = () =>
    new Promise<void>((done) => {
      if (callsOpen === 0) return done();
      const timer = setTimeout(done, drainMs);
      whenIdle = () => {
        clearTimeout(timer);
        done();
      };
    });
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${address.port}`,
    database,
    jobs,
    readiness,
    close() {
      closing ??= (async () => {
        readiness.draining = true;
        const listenerClosed = new Promise<void>((done) => server.close(() => done()));
        if ('closeIdleConnections' in server) server.closeIdleConnections();
        // Open consoles' event streams end next, once no new connection comes: they reconnect to
        // another process at once instead of holding this one for its whole bound.
        await live.close().catch(() => undefined);
        await Promise.all([
          callsFinished().then(() => {
            // Past the bound (a streaming answer, a stuck client): cut what is left.
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
          // Jobs under way get the same bound; one still running then is failed and retried elsewhere.
          jobs.stop(drainMs),
        ]);
        await listenerClosed;
        await housekeeping.stop();
        await upkeep.stop();
        for (const schedule of schedules) schedule.stop();
        await database.close();
      })();
      return closing;
    },
  };
}
