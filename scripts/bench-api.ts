import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { adminUserPaths } from '../contract/admin-user.ts';
import type { Db } from '../server/db/client.ts';
import { startServer } from '../server/index.ts';
import { noteGoal } from './bench-goals.ts';

/**
 * API throughput: the real server on loopback over a throw-away PGlite (or PostgreSQL), loaded from a
 * second process (autocannon) with 16 connections: `usermenu.html` (session + membership lookup,
 * cached menu) and a list page (the member list's page 1: session, brand, rule, input, the page and
 * its envelope) against the bare hello route of the same app, so the ratio shows what our own code
 * costs over Hono's, and the list page's calls per second what one process answers of the lists.
 */
const autocannon = fileURLToPath(new URL('../node_modules/autocannon/autocannon.js', import.meta.url));
const variedLoad = fileURLToPath(new URL('./bench-varied.mjs', import.meta.url));

export interface Result {
  name: string;
  reqPerSec: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export function load(
  name: string,
  url: string,
  method: string,
  headers: Record<string, string>,
  seconds: number,
  body?: string,
) {
  const args = (duration: number) => {
    const a = [autocannon, '--json', '-c', '16', '-d', String(duration), '-m', method];
    for (const [k, v] of Object.entries(headers)) a.push('-H', `${k}=${v}`);
    if (body !== undefined) a.push('-b', body);
    a.push(url);
    return a;
  };
  return warmedUp(name, args, seconds);
}

/**
 * A second of the same load first, not counted: the first calls of a case open the process's
 * connections (two pools, server/db/client.ts), prepare its statements on each and wait for V8 to
 * compile the path, which a server that has been answering for more than a second no longer does.
 */
async function warmedUp(name: string, args: (seconds: number) => string[], seconds: number) {
  await run(name, args(1));
  return run(name, args(seconds));
}

/** POSTs `template` with `{n}` replaced by a number below `range` that changes on every request. */
export function loadVaried(
  name: string,
  url: string,
  headers: Record<string, string>,
  seconds: number,
  template: string,
  range: number,
) {
  return warmedUp(
    name,
    (duration) => [variedLoad, url, String(duration), JSON.stringify(headers), template, String(range)],
    seconds,
  );
}

function run(name: string, args: string[]) {
  return new Promise<Result>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const r = JSON.parse(out);
      resolve({
        name,
        reqPerSec: r.requests.average,
        p99: r.latency.p99,
        errors: r.errors,
        non2xx: r.non2xx,
      });
    });
  });
}

/** A call's median and fastest time, one call at a time. */
export interface Timing {
  median: number;
  fastest: number;
}

/**
 * `call` run `times` times one after another: the median, and the fastest, which on a machine busy
 * with other work is the nearest to the call's own cost (no queue of 16 in front of it).
 */
export async function oneAtATime(call: () => Promise<unknown>, times = 100): Promise<Timing> {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await call();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(times / 2)] ?? 0, fastest: ms[0] ?? 0 };
}

/** A deep page against the first, one call at a time, beside the goal (page 50 within 5 ms of page 1). */
export function deepPageLine(name: string, first: Timing, fiftieth: Timing): string {
  const f = (t: Timing) => `${t.median.toFixed(1)} (${t.fastest.toFixed(1)})`;
  noteGoal(
    'Deep pages',
    `${name} page 50 − page 1, median`,
    Number((fiftieth.median - first.median).toFixed(1)),
    'ms',
    5,
  );
  return (
    `  ${name.padEnd(26)} one call at a time, median (fastest): page 1 ${f(first)} ms, page 50 ${f(fiftieth)} ms, ` +
    `page 50 - page 1 ${(fiftieth.median - first.median).toFixed(1)} (${(fiftieth.fastest - first.fastest).toFixed(1)}) ms (goal 5 ms)`
  );
}

/** Where the benches' servers keep their data, for the tables' headings. */
export const databaseLabel = () => (process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite');

/**
 * With DATABASE_URL, a new database of that PostgreSQL server for one bench (its URL, and `drop` to
 * remove it); without, none (the server then makes a PGlite in its data folder).
 */
export async function benchDatabase(): Promise<{ databaseUrl?: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { drop: async () => {} };
  const name = `bc_bench_${randomBytes(4).toString('hex')}`;
  const onServer = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await onServer(`create database ${name}`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return {
    databaseUrl: u.toString(),
    drop: () => onServer(`drop database if exists ${name} with (force)`),
  };
}

/**
 * After a section's seed: the state autovacuum and the checkpointer reach soon after a bulk insert
 * (statistics, the visibility map set, the seed's pages written out; PGlite: the process's own upkeep,
 * server/db/pglite-upkeep.ts), so the section measures its lists rather than the vacuum and checkpoint
 * its own seed set off in the first seconds of its first load.
 */
export async function settle(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze)`);
  // Allowed to superusers and pg_checkpoint members; without it the run is as before.
  await db.execute(sql`checkpoint`).catch(() => undefined);
}

/** The secret a bench server on PostgreSQL signs with (PGlite's servers make their own). */
export const benchSecret = 'bench-secret-of-at-least-32-characters';

/**
 * The server under load, in this process, with the demo data, serving the built console from
 * `distDir` when given; quiet (no request log). On PGlite in a fresh temporary folder (its name starts
 * with `prefix`), or with DATABASE_URL on a new database of that PostgreSQL server (dropped by
 * `server.close()`).
 */
export async function startBenchServer(prefix: string, distDir: string | null = null) {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const { databaseUrl, drop } = await benchDatabase();
  const server = await startServer({
    env: {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl,
      dbPoolSize: 20,
      appSecret: databaseUrl ? benchSecret : undefined,
      sessionIdleHours: 12,
      allowedOrigins: [],
      logRequests: false,
    },
    seedDemo: true,
    distDir,
  });
  const close = server.close;
  server.close = async () => {
    await close();
    await drop();
  };
  return { server, dataDir };
}

/** POSTs JSON to the bench server and answers the envelope's `data`; a refusal throws, naming the call. */
export function poster(baseUrl: string) {
  return async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(baseUrl + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    if (json.code !== 0) throw new Error(`${path}: ${json.message}`);
    return json.data;
  };
}

/** Signs `user` in to Demo Brand on the bench server: the headers of a call in that brand. */
export async function benchSignIn(baseUrl: string, user = 'admin', password = 'admin123') {
  const post = poster(baseUrl);
  const { token } = await post('/auth/brandmanager/userpwd.html', { user, password });
  await post('/auth/brand/userselectbrand.html', { brandId: 1 }, { Authorization: `Bearer ${token}` });
  return { Authorization: `Bearer ${token}`, BrandId: '1' };
}

export async function benchApi(seconds = Number(process.env.BENCH_SECONDS ?? 10)): Promise<Result[]> {
  const { server, dataDir } = await startBenchServer('bc-bench', null);
  try {
    const post = poster(server.url);
    // Without cookies the XSRF check does not apply (see xsrf.middleware.ts); the session is the bearer token.
    const menuHeaders = { ...(await benchSignIn(server.url)), 'Content-Type': 'application/json' };
    await post('/brand/manage/usermenu.html', {}, menuHeaders);

    const hello = await load('GET /bench/hello.html', `${server.url}/bench/hello.html`, 'GET', {}, seconds);
    const menu = await load(
      'POST /brand/manage/usermenu.html',
      `${server.url}/brand/manage/usermenu.html`,
      'POST',
      menuHeaders,
      seconds,
    );
    const list = await load(
      `POST ${adminUserPaths.list}`,
      server.url + adminUserPaths.list,
      'POST',
      menuHeaders,
      seconds,
      '{}',
    );
    const results = [hello, menu, list];
    console.log(`\nAPI (16 connections, ${seconds} s each, ${databaseLabel()}, one process)`);
    for (const r of results) {
      console.log(
        `  ${r.name.padEnd(34)} ${r.reqPerSec.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms` +
          (r.errors || r.non2xx ? `   errors ${r.errors}, non-2xx ${r.non2xx}` : ''),
      );
    }
    console.log(
      `  usermenu / hello: ${((menu.reqPerSec / hello.reqPerSec) * 100).toFixed(1)}% of the throughput, ` +
        `p99 ${(menu.p99 / Math.max(hello.p99, 1)).toFixed(1)}x`,
    );
    // Each answer's share of one process: what the list page costs beyond the bare route's round trip.
    const beyondHello = 1000 / list.reqPerSec - 1000 / hello.reqPerSec;
    console.log(
      `  list page: ${list.reqPerSec.toFixed(0)} calls/s of one process, p99 ${list.p99} ms; ` +
        `${beyondHello.toFixed(2)} ms of the process per call beyond the bare route's`,
    );
    return results;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await benchApi();
