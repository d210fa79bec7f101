import { Blob as NodeBlob } from 'node:buffer';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, type CreateAppOptions, createApp } from '../../server/app.ts';
import type { ClientErrorLogEntry } from '../../server/client-error.ts';
import type { Database } from '../../server/db/client.ts';
import { JobQueue, type JobQueueOptions } from '../../server/jobs/job-queue.ts';
import { appQueues } from '../../server/jobs/queues.ts';
import { registerCrmWorkers } from '../../server/modules/crm/customer-import.ts';
import { defaultNotifySettings } from '../../server/modules/notify/settings.ts';
import { registerNotifyWorkers } from '../../server/modules/notify/workers.ts';
import { registerPlatformWorkers } from '../../server/modules/platform/publish-job.ts';
import { registerUploadWorkers } from '../../server/modules/upload/upload-remove-job.ts';
import { OutboundPolicy } from '../../server/outbound/outbound.ts';
import { SecretBox } from '../../server/secrets.ts';
import { LocalStorage } from '../../server/storage/local-storage.ts';
import { freshDatabase } from './test-db.ts';

export interface CallOptions {
  method?: 'GET' | 'POST';
  /** JSON-encoded unless a string. */
  body?: unknown;
  token?: string | undefined;
  brandId?: number | string;
  lang?: string;
  headers?: Record<string, string>;
}

export interface Answer<T> {
  status: number;
  headers: Headers;
  code: number;
  message: string;
  data: T;
  raw: string;
}

export interface TestApi {
  app: App;
  database: Database;
  /** The app's job queue; its workers run when createTestApi was asked for `jobs`. */
  jobs: JobQueue;
  /** Errors the app logged (the caller only ever sees a generic message). */
  errors: unknown[];
  /** Client error reports the app accepted and logged (`/brand/manage/client_error.html`). */
  clientErrors: ClientErrorLogEntry[];
  logLines: string[];
  call<T = unknown>(path: string, options?: CallOptions): Promise<Answer<T>>;
  /** Signs in and answers the token. */
  login(user: string, password: string): Promise<string>;
  /** Signs in and selects a brand; answers the token. */
  loginTo(user: string, password: string, brandId: number): Promise<string>;
  close(): Promise<void>;
}

/** The real app over a fresh seeded database, called in-process with `app.request()`. */
export async function createTestApi(
  options: Partial<Omit<CreateAppOptions, 'db' | 'jobs'>> & {
    /** Start the job queue's workers (SMS and e-mail delivery) with these timings. */
    jobs?: JobQueueOptions | true;
  } = {},
): Promise<TestApi> {
  const database = await freshDatabase();
  const errors: unknown[] = [];
  const logLines: string[] = [];
  const clientErrors: ClientErrorLogEntry[] = [];
  const { jobs: jobOptions, ...appOptions } = options;
  const logError = (error: unknown) => errors.push(error);
  const secrets = appOptions.secrets ?? SecretBox.ephemeral();
  const notify = { ...defaultNotifySettings, ...appOptions.notify };
  const jobs = new JobQueue(database, appQueues, {
    logError,
    pollingIntervalSeconds: 0.5,
    ...(jobOptions === true ? {} : jobOptions),
  });
  // The tests' provider doubles listen on loopback: a test that calls one names it, as an operator would.
  const outbound = appOptions.outbound ?? new OutboundPolicy();
  registerNotifyWorkers(jobs, { db: database.db, secrets, notify, logError, outbound });
  registerPlatformWorkers(jobs, { db: database.db });
  // The app's own storage (createApp's default), so a job reads what the app stored.
  const storage = appOptions.storage ?? new LocalStorage(join(tmpdir(), 'brand-console-uploads'));
  registerCrmWorkers(jobs, { db: database.db, storage, kind: database.kind });
  registerUploadWorkers(jobs, { db: database.db, storage });
  // Without workers the queue still takes jobs (a send is queued), nothing delivers them.
  await jobs.start({ workers: jobOptions !== undefined });
  const app = createApp({
    db: database.db,
    logError,
    logRequest: (line) => logLines.push(line),
    logClientError: (entry) => clientErrors.push(entry),
    ...appOptions,
    storage,
    secrets,
    notify,
    outbound,
    jobs,
  });
  const call = async <T>(path: string, o: CallOptions = {}): Promise<Answer<T>> => {
    const h: Record<string, string> = { ...o.headers };
    if (o.token) h.Authorization = `Bearer ${o.token}`;
    if (o.brandId !== undefined) h.BrandId = String(o.brandId);
    if (o.lang) h['Accept-Language'] = o.lang;
    const method = o.method ?? (o.body === undefined && path.startsWith('/verifycode') ? 'GET' : 'POST');
    let body: string | undefined;
    if (method === 'POST') {
      h['Content-Type'] ??= 'application/json';
      body = typeof o.body === 'string' ? o.body : JSON.stringify(o.body ?? {});
    }
    const res = await app.request(path, { method, headers: h, body });
    const raw = await res.text();
    let parsed: { code?: number; message?: string; data?: T } = {};
    try {
      parsed = JSON.parse(raw);
    } catch {
      // Not an envelope (the captcha image, a 404 page): callers look at `raw`.
    }
    return {
      status: res.status,
      headers: res.headers,
      code: parsed.code ?? -1,
      message: parsed.message ?? '',
      data: parsed.data as T,
      raw,
    };
  };
  const login = async (user: string, password: string) => {
    const a = await call<{ token: string }>('/auth/brandmanager/userpwd.html', { body: { user, password } });
    if (a.code !== 0) throw new Error(`login ${user} failed: ${a.message}`);
    return a.data.token;
  };
  return {
    app,
    database,
    jobs,
    errors,
    clientErrors,
    logLines,
    call,
    login,
    async loginTo(user, password, brandId) {
      const token = await login(user, password);
      const a = await call('/auth/brand/userselectbrand.html', { token, body: { brandId } });
      if (a.code !== 0) throw new Error(`select brand ${brandId} failed: ${a.message}`);
      return token;
    },
    async close() {
      await jobs.stop(1000);
      await database.close();
    },
  };
}

/**
 * createTestApi for a client test (under jsdom): PGlite reads its data and extensions through Blob, and
 * jsdom's has no arrayBuffer(), so Node's stands in while the database opens (the screen never sees it).
 */
export async function createTestApiInPage(
  options: Parameters<typeof createTestApi>[0] = {},
): Promise<TestApi> {
  const pageBlob = globalThis.Blob;
  globalThis.Blob = NodeBlob as unknown as typeof Blob;
  try {
    return await createTestApi(options);
  } finally {
    globalThis.Blob = pageBlob;
  }
}

/** Demo seed ids: brands are created in this order. */
export const demo = {
  brand: 1,
  secondBrand: 2,
  admin: { user: 'admin', password: 'admin123' },
  operator: { user: 'operator', password: 'operator123' },
} as const;
