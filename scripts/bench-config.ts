import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { uploadPaths } from '../contract/upload.ts';
import { uploads } from '../server/db/core.tables.ts';
import { databaseLabel, load, type Result, settle, startBenchServer } from './bench-api.ts';
import { noteGoal, printLoads } from './bench-goals.ts';

/**
 * A 100 MB upload's peak memory growth (goal <= 30 MB, docs/performance.md) and its speed, on local
 * disk, measured on a server process of its own; `imagelist` with 100,000 files in the brand (budget
 * p99 <= 25 ms, 16 connections, PGlite) on a server in this process.
 */

const uploadMb = 100;
const files = 100_000;

/** The resident memory of a process, in bytes (Linux: /proc). */
function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) * 1024;
}

/**
 * A 100 MB upload to a server in a process of its own: its RSS is sampled from outside every 10 ms,
 * so the figure is the server's alone (the client here generates the body chunk by chunk).
 */
async function uploadBig(): Promise<{ growthMb: number; mbPerSec: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bc-bench-upload-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./bench-upload-server.ts', import.meta.url))],
    {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (text: string) => {
        const found = /http:\/\/\S+/.exec(text)?.[0];
        if (found) resolve(found);
      });
      child.on('exit', (code) => reject(new Error(`upload server exited with ${code}`)));
    });
    const pid = child.pid ?? 0;
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(url + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      const json = await res.json();
      if (json.code !== 0) throw new Error(`${path}: ${json.message}`);
      return json.data;
    };
    const { token } = await post('/auth/brandmanager/userpwd.html', { user: 'admin', password: 'admin123' });
    const auth = { Authorization: `Bearer ${token}`, BrandId: '1' };
    await post('/auth/brand/userselectbrand.html', { brandId: 1 }, { Authorization: auth.Authorization });
    await post('/brand/config/update.html', { cfg_attach_file_max_mb: 200 }, auth);
    // A small upload first: the code paths of an upload are loaded before the baseline is taken.
    await sendBody(url + uploadPaths.file, auth, 1);

    const before = rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(pid));
    }, 10);
    const started = performance.now();
    await sendBody(url + uploadPaths.file, auth, uploadMb);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(pid));
    return { growthMb: (peak - before) / 1024 / 1024, mbPerSec: uploadMb / seconds };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Streams a generated text file of `mb` MB as a multipart upload. */
async function sendBody(url: string, headers: Record<string, string>, mb: number) {
  const boundary = 'benchboundary';
  const chunk = Buffer.alloc(256 * 1024, `lorem ipsum dolor sit amet ${mb}\n`);
  const total = mb * 1024 * 1024;
  let sent = -1;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent < 0) {
        sent = 0;
        controller.enqueue(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nfile\r\n` +
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big${mb}.txt"\r\n` +
              'Content-Type: text/plain\r\n\r\n',
          ),
        );
        return;
      }
      if (sent >= total) {
        controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
        controller.close();
        return;
      }
      // A fresh copy each time: the reader may keep the buffer it was given.
      controller.enqueue(Buffer.from(chunk));
      sent += chunk.length;
    },
  });
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  } as RequestInit);
  const answer = (await res.json()) as { code: number; message: string };
  if (answer.code !== 0) throw new Error(`upload: ${answer.message}`);
}

export async function benchConfig(seconds = Number(process.env.BENCH_SECONDS ?? 10)): Promise<Result[]> {
  const big = await uploadBig();
  const { server, dataDir } = await startBenchServer('bc-bench-config', null);
  try {
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const send = () =>
        fetch(server.url + path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
      // A keep-alive socket the server closed while the seed ran is reset on reuse: one retry.
      const res = await send().catch(send);
      const json = await res.json();
      if (json.code !== 0) throw new Error(`${path}: ${json.message}`);
      return json.data;
    };
    const { token } = await post('/auth/brandmanager/userpwd.html', { user: 'admin', password: 'admin123' });
    const auth = { Authorization: `Bearer ${token}`, BrandId: '1' };
    await post('/auth/brand/userselectbrand.html', { brandId: 1 }, { Authorization: auth.Authorization });

    const { db } = server.database;
    const seedStarted = performance.now();
    await db.execute(sql`
      insert into ${uploads} (brand_id, kind, title, ext, mime, size, sha256, storage_key, thumb_key, width, height)
      select 1, 'image', 'photo ' || k, 'jpg', 'image/jpeg', 100000 + k, md5(k::text) || md5((k + 1)::text),
             '1/2026/01/' || md5(k::text) || '.jpg', '1/2026/01/' || md5(k::text) || '_thumb.webp', 800, 600
      from generate_series(1, ${files}) as k`);
    await settle(db);
    const seedMs = performance.now() - seedStarted;

    const headers = { ...auth, 'Content-Type': 'application/json' };
    const cases = [
      { name: 'imagelist page 1', body: {} },
      { name: 'imagelist page 50', body: { page: 50 } },
      { name: 'imagelist keyword', body: { keyword: 'photo 123' } },
    ];
    const results: Result[] = [];
    for (const c of cases) {
      const check = await post(uploadPaths.imagelist, c.body, auth);
      results.push(
        await load(
          `${c.name} (total ${check.total})`,
          server.url + uploadPaths.imagelist,
          'POST',
          headers,
          seconds,
          JSON.stringify(c.body),
        ),
      );
    }
    console.log(
      `\nConfiguration: uploads (a server process of its own, local disk) and the media library (${databaseLabel()}, in process)`,
    );
    console.log(
      `  ${uploadMb} MB upload: peak RSS growth ${big.growthMb.toFixed(1)} MB (${noteGoal('Configuration', `${uploadMb} MB upload, server memory growth`, big.growthMb, 'MB', 30)}), ${big.mbPerSec.toFixed(1)} MB/s`,
    );
    console.log(
      `  ${files} images seeded in ${(seedMs / 1000).toFixed(1)} s; 16 connections, ${seconds} s each`,
    );
    printLoads('Configuration', results);
    return results;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await benchConfig();
