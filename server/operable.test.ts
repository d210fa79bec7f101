import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type UploadedItem, uploadPaths } from '../contract/upload.ts';
import { startServerProcess } from '../tests/support/server-process.ts';
import { demo } from '../tests/support/test-api.ts';
import { freshDatabase } from '../tests/support/test-db.ts';
import { createApp } from './app.ts';
import { type Database, migrationsFolder, openDatabase } from './db/client.ts';
import { readEnv, type ServerEnv } from './env.ts';
import { ProcessReadiness } from './health.ts';
import { type RunningServer, startServer } from './index.ts';
import { LocalStorage } from './storage/local-storage.ts';
import type { PutOptions } from './storage/storage.ts';

const databaseUrl = process.env.DATABASE_URL;
const urlOf = (db: string) => {
  const u = new URL(databaseUrl ?? '');
  u.pathname = `/${db}`;
  return u.toString();
};
const admin = async <T>(run: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

const baseEnv: ServerEnv = {
  port: 0,
  host: '127.0.0.1',
  dataDir: '',
  databaseUrl: undefined,
  sessionIdleHours: 12,
  allowedOrigins: [],
  logRequests: false,
};

/** A gate the test opens: a stored file waits at it, so an upload stays in flight until told. */
function gate() {
  let open = () => {};
  let arrived = () => {};
  const opened = new Promise<void>((done) => {
    open = done;
  });
  const reached = new Promise<void>((done) => {
    arrived = done;
  });
  return { open, opened, arrived, reached };
}

class GatedStorage extends LocalStorage {
  readonly gate = gate();
  override async put(key: string, path: string, options: PutOptions): Promise<void> {
    this.gate.arrived();
    await this.gate.opened;
    return super.put(key, path, options);
  }
}

async function signIn(url: string): Promise<string> {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ code: number; data: { token: string } }>);
  const { data } = await post('/auth/brandmanager/userpwd.html', demo.admin);
  const chosen = await post('/auth/brand/userselectbrand.html', { brandId: demo.brand }, data.token);
  expect(chosen.code).toBe(0);
  return data.token;
}

describe('health checks', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      env: baseEnv,
      database: await freshDatabase(),
      seedDemo: false,
      distDir: null,
    });
  });
  afterAll(() => server.close());

  it('answers /healthz and /readyz once migrated and the job queue is started, uncached', async () => {
    const alive = await fetch(`${server.url}/healthz`);
    expect([alive.status, await alive.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect([ready.status, await ready.json()]).toEqual([
      200,
      { status: 'ready', database: true, migrations: true, jobs: true, accepting: true },
    ]);
  });

  it('/readyz answers 503 naming what is missing: migrations, the job queue, the database', async () => {
    const database = await freshDatabase();
    const readiness = new ProcessReadiness(database.db);
    const app = createApp({ db: database.db, readiness });
    const ask = async () => {
      const res = await app.request('/readyz');
      return [res.status, await res.json()];
    };
    expect(await ask()).toEqual([
      503,
      { status: 'unavailable', database: true, migrations: false, jobs: false, accepting: true },
    ]);
    readiness.migrated = true;
    readiness.jobsStarted = true;
    expect((await ask())[0]).toBe(200);
    await database.close();
    expect(await ask()).toEqual([
      503,
      { status: 'unavailable', database: false, migrations: true, jobs: true, accepting: true },
    ]);
    // Alive all the same: the process answers, a restart would not bring the database back.
    expect((await app.request('/healthz')).status).toBe(200);
  });
});

describe('shutting down', () => {
  it('stops taking connections, finishes the call in flight, then closes', async () => {
    const storage = new GatedStorage(mkdtempSync(join(tmpdir(), 'bc-drain-')));
    const server = await startServer({
      env: { ...baseEnv, drainSeconds: 20 },
      database: await freshDatabase(),
      seedDemo: true,
      distDir: null,
      storage,
    });
    try {
      const token = await signIn(server.url);
      const form = new FormData();
      form.append('file', new Blob(['a note kept through a restart'], { type: 'text/plain' }), 'note.txt');
      const upload = fetch(`${server.url}${uploadPaths.file}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, BrandId: String(demo.brand) },
        body: form,
      }).then((r) => r.json() as Promise<{ code: number; data: UploadedItem }>);
      await storage.gate.reached;

      let closed = false;
      const closing = server.close().then(() => {
        closed = true;
      });
      expect((await server.readiness.check()).checks.accepting).toBe(false);
      // The listener is closed: a new connection is refused, so a proxy goes to another process.
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
      expect(closed).toBe(false);

      storage.gate.open();
      const answer = await upload;
      expect(answer.code).toBe(0);
      expect(answer.data.fileurl).toMatch(/\.txt$/);
      await closing;
      expect(closed).toBe(true);
    } finally {
      storage.gate.open();
      await server.close();
    }
  });

  it('npm start exits 0 on SIGTERM', async () => {
    // On the suite's database kind: an empty PostgreSQL database or a new PGlite folder, migrated on start.
    const dataDir = mkdtempSync(join(tmpdir(), 'bc-sigterm-'));
    const pgName = databaseUrl ? `bc_sigterm_${randomBytes(5).toString('hex')}` : undefined;
    if (pgName) await admin((c) => c.query(`create database ${pgName}`));
    try {
      const running = await startServerProcess({
        PORT: '0',
        DRAIN_SECONDS: '5',
        ...(pgName
          ? { DATABASE_URL: urlOf(pgName), APP_SECRET: 'sigterm-test-secret-of-32-characters' }
          : { DATA_DIR: dataDir, DATABASE_URL: '' }),
      });
      expect((await fetch(`${running.url}/readyz`)).status).toBe(200);
      expect(await running.stop('SIGTERM')).toBe(0);
      expect(running.output()).toMatch(/SIGTERM: draining[\s\S]*stopped/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      if (pgName) await admin((c) => c.query(`drop database if exists ${pgName} with (force)`));
    }
  }, 120_000);
});

describe('settings', () => {
  it('reads DB_POOL_SIZE, DRAIN_SECONDS and JOB_WORKERS, and names a bad one', () => {
    expect(readEnv({})).toMatchObject({ dbPoolSize: 10, drainSeconds: 20, jobWorkers: true });
    expect(readEnv({ DB_POOL_SIZE: '25', DRAIN_SECONDS: '5', JOB_WORKERS: 'false' })).toMatchObject({
      dbPoolSize: 25,
      drainSeconds: 5,
      jobWorkers: false,
    });
    expect(() => readEnv({ DB_POOL_SIZE: '1', DRAIN_SECONDS: 'soon' })).toThrow(
      /DB_POOL_SIZE[\s\S]*DRAIN_SECONDS/,
    );
  });
});

// PostgreSQL only (the suite runs again with DATABASE_URL in CI): several processes against one database.
describe.skipIf(!databaseUrl)('several processes starting at once on PostgreSQL', () => {
  const name = `bc_migrate_${randomBytes(5).toString('hex')}`;
  beforeAll(() => admin((c) => c.query(`create database ${name}`)));
  afterAll(() => admin((c) => c.query(`drop database if exists ${name} with (force)`)));

  it('migrate once: three servers on a fresh database all start, each migration applied once', async () => {
    const started = await Promise.allSettled(
      [1, 2, 3].map(() =>
        startServer({
          env: { ...baseEnv, databaseUrl: urlOf(name), dbPoolSize: 3 },
          seedDemo: false,
          distDir: null,
        }),
      ),
    );
    const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    try {
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual([
        'started',
        'started',
        'started',
      ]);
      const journal = (await import(join(migrationsFolder, 'meta/_journal.json'), { with: { type: 'json' } }))
        .default as { entries: { tag: string }[] };
      const database: Database = servers[0]?.database as Database;
      const { rows } = await database.executeSql(
        'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
      );
      expect(rows.length).toBe(journal.entries.length);
      expect(rows.every((r) => r.n === 1)).toBe(true);
      for (const s of servers) expect((await fetch(`${s.url}/readyz`)).status).toBe(200);
    } finally {
      await Promise.all(servers.map((s) => s.close()));
    }
  }, 120_000);

  it('the pool holds at most DB_POOL_SIZE connections', async () => {
    const db = await openDatabase({ databaseUrl: urlOf(name), poolSize: 2 });
    try {
      await Promise.all(Array.from({ length: 8 }, () => db.db.execute(sql`select pg_sleep(0.05)`)));
      const mine = await admin((c) =>
        c.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]),
      );
      expect(mine.rows[0]?.n).toBeLessThanOrEqual(2);
    } finally {
      await db.close();
    }
  });
});
