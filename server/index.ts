import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createApp } from './app.ts';
import { builtApiOrigin, serveConsolePage } from './console-page.ts';
import { registerCrmWorkers } from './crm/customer-import.ts';
import { startPoolReturnSchedule } from './crm/pool-return-job.ts';
import { type Database, openDatabase } from './db/client.ts';
import { seedDemo, syncRules } from './db/seed.ts';
import { syncSortKeys } from './db/sort-keys.ts';
import { readEnv, type ServerEnv } from './env.ts';
import { startHousekeeping } from './housekeeping.ts';
import { JobQueue, type JobQueueOptions } from './jobs/job-queue.ts';
import { appQueues } from './jobs/queues.ts';
import { defaultNotifySettings, type NotifySettings } from './notify/settings.ts';
import { registerNotifyWorkers } from './notify/workers.ts';
import { OutboundPolicy } from './outbound/outbound.ts';
import { seedDemoContent } from './platform/demo-content.ts';
import { registerPlatformWorkers } from './platform/publish-job.ts';
import { appSecretFromDataDir, SecretBox } from './secrets.ts';
import { openStorage } from './storage/open-storage.ts';
import type { Storage } from './storage/storage.ts';

export const defaultDistDir = fileURLToPath(new URL('../dist', import.meta.url));

export interface StartServerOptions {
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
  /** Provider endpoints and timeouts (tests and the bench point them at local doubles). */
  notify?: Partial<NotifySettings>;
}

export interface RunningServer {
  url: string;
  database: Database;
  jobs: JobQueue;
  close(): Promise<void>;
}

/** env -> database -> migrations -> rule tree (+ demo data) -> listen. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const env = options.env ?? readEnv();
  const database =
    options.database ??
    (await openDatabase(
      env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: resolve(env.dataDir) },
    ));
  // APP_SECRET, or on the embedded default the key file under DATA_DIR (made on the first start).
  // A server on a database handed to it without a folder (tests' in-memory PGlite) keeps its key in memory.
  const secrets = env.appSecret
    ? SecretBox.fromSecret(env.appSecret)
    : env.dataDir
      ? SecretBox.fromSecret(appSecretFromDataDir(resolve(env.dataDir)))
      : SecretBox.ephemeral();
  const notify = { ...defaultNotifySettings, ...options.notify };
  const storage = options.storage ?? openStorage(env);
  const logError = (error: unknown, where: string) => console.error(`[error] ${where}`, error);
  const jobs = new JobQueue(database, appQueues, { logError, ...options.jobs });
  let poolReturn: { stop(): void } | undefined;
  const outbound = new OutboundPolicy(env.outboundAllow ?? []);
  registerNotifyWorkers(jobs, { db: database.db, secrets, notify, logError, outbound });
  registerPlatformWorkers(jobs, { db: database.db });
  registerCrmWorkers(jobs, { db: database.db, storage });
  try {
    await database.migrate();
    await syncRules(database.db);
    await syncSortKeys(database.db);
    if ((options.seedDemo ?? !env.databaseUrl) && (await seedDemo(database.db, { secrets, storage })))
      await seedDemoContent(database.db, storage);
    await jobs.start({ workers: options.jobs?.workers ?? true });
    poolReturn = await startPoolReturnSchedule(jobs, logError);
  } catch (error) {
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
    notify,
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
  });
  const housekeeping = startHousekeeping(database.db, (error) => console.error('[housekeeping]', error));
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${address.port}`,
    database,
    jobs,
    close() {
      closing ??= (async () => {
        await housekeeping.stop();
        poolReturn?.stop();
        await new Promise<void>((done) => {
          server.close(() => done());
          // Keep-alive connections would hold close() open until they time out.
          if ('closeAllConnections' in server) server.closeAllConnections();
        });
        // Deliveries under way get a few seconds to finish; the rest are retried by the next start.
        await jobs.stop(5000);
        await database.close();
      })();
      return closing;
    },
  };
}
