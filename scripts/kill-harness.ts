import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase } from '../server/db/client.ts';
import { createOwner, syncRules } from '../server/seed.ts';

/**
 * What the kill tests share: the server in a child process on a database that outlives it (PGlite in a
 * temporary folder, or PostgreSQL with DATABASE_URL and APP_SECRET), signed in as the demo owner, killed
 * without a goodbye and started again on the same data.
 */
export interface KillHarness {
  /** PostgreSQL (DATABASE_URL) rather than PGlite. */
  readonly pg: boolean;
  /** Calls the running server as the owner in the Demo Brand; a non-zero `code` throws. */
  post<T>(path: string, body: unknown): Promise<T>;
  /** The headers of a signed-in call in the brand, for bodies `post` does not send (a form). */
  authHeaders(): Record<string, string>;
  readonly url: string;
  /** SIGKILL, then waits for the process to be gone. */
  kill(): Promise<void>;
  /** A new server process on the same database, signed in again. */
  restart(): Promise<void>;
  /** SIGTERM, then waits: the server is down before the database is opened from here. */
  stop(): Promise<void>;
  /** The test's database, for counting rows once the server is stopped. */
  openDatabase(): Promise<Database>;
  /** Kills a server still running and removes the temporary folder. */
  dispose(): Promise<void>;
}

const root = fileURLToPath(new URL('..', import.meta.url));

function startChild(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  // Node itself with tsx's loader, not the tsx wrapper: a SIGKILL must reach the server, not a parent
  // that would leave it running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/notify-server.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: '0', LOG_REQUESTS: 'false' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening (\S+)/.exec(out);
      if (m?.[1]) resolve({ child, url: m[1] });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${out}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((done) => (child.exitCode !== null ? done() : child.once('exit', () => done())));

/** Starts the server for a kill test; `env` is added to the child's (and `DATA_DIR`). */
export async function startKillHarness(
  folderPrefix: string,
  env: NodeJS.ProcessEnv = {},
): Promise<KillHarness> {
  const dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
  const childEnv: NodeJS.ProcessEnv = { ...env, DATA_DIR: dataDir };
  const pg = process.env.DATABASE_URL;
  if (pg) {
    // No demo data on PostgreSQL: the first owner, as `npm run create-admin` makes it.
    const database = await openDatabase({ databaseUrl: pg });
    await database.migrate();
    await syncRules(database.db);
    await createOwner(database.db, { userName: 'admin', password: 'admin123', brandTitle: 'Demo Brand' });
    await database.close();
  }
  let { child, url } = await startChild(childEnv);
  let token = '';
  let brandId = 1;
  const authHeaders = () => ({ Authorization: `Bearer ${token}`, BrandId: String(brandId) });
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(url + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...authHeaders() },
      body: JSON.stringify(body),
    });
    const a = (await res.json()) as { code: number; message: string; data: T };
    if (a.code !== 0) throw new Error(`${path}: ${a.message}`);
    return a.data;
  };
  const signIn = async () => {
    token = (
      await post<{ token: string }>('/auth/brandmanager/userpwd.html', {
        user: 'admin',
        password: 'admin123',
      })
    ).token;
    const brands = await post<{ brandId: number; brandTitle: string }[]>(
      '/auth/brand/userbrandlist.html',
      {},
    );
    brandId = brands.find((b) => b.brandTitle === 'Demo Brand')?.brandId ?? 1;
    await post('/auth/brand/userselectbrand.html', { brandId });
  };
  const harness: KillHarness = {
    pg: Boolean(pg),
    post,
    authHeaders,
    get url() {
      return url;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async restart() {
      ({ child, url } = await startChild(childEnv));
      await signIn();
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    openDatabase: () => (pg ? openDatabase({ databaseUrl: pg }) : openDatabase({ dataDir })),
    async dispose() {
      if (child.exitCode === null) {
        child.kill('SIGKILL');
        await exited(child);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await signIn();
  } catch (error) {
    await harness.dispose();
    throw error;
  }
  return harness;
}
