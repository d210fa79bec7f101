import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as axeTest } from './axe.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** `npm run dev` (Vite with hot reload, the API under `tsx watch`), started for the specs that need it. */
export interface DevServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts `npm run dev` on `port` (its API on `port - 1`) with a throw-away database, and answers once
 * both halves answer: the page server at once, the API after its migration and demo seed. Only the
 * specs about developer screens start one (in `beforeAll`), so a shard that runs none of them pays
 * nothing for a dev server; every other story runs on the built console.
 */
export async function startDevServer(port: number, timeoutMs = 200_000): Promise<DevServer> {
  // Node with tsx as a loader, not through npm: a SIGTERM then reaches scripts/dev.ts itself, which
  // stops its API child and Vite.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(port - 1),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bc-e2e-dev-')),
      LOG_REQUESTS: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const answers = async (path: string, init?: RequestInit) =>
    fetch(`${url}${path}`, init).then(
      (r) => r.status === 200,
      () => false,
    );
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`npm run dev ended before it answered:\n${out}`);
    const page = await answers('/');
    const api =
      page &&
      (await answers('/auth/brandmanager/loginstate.html', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }));
    if (api) break;
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`npm run dev did not answer in ${timeoutMs / 1000} s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * `test` for the specs that drive the dev server: the `devServer` fixture starts one per worker the
 * first time a test asks for it (on E2E_DEV_PORT, which scripts/test-e2e.mjs sets apart per shard)
 * and stops it when the worker ends.
 */
export const test = axeTest.extend<object, { devServer: DevServer }>({
  devServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startDevServer(Number(process.env.E2E_DEV_PORT ?? 3198));
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
});
