import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { customerPaths, type ImportJob } from '../contract/customer.ts';
import { benchDatabase, databaseLabel } from './bench-api.ts';
import { noteGoal } from './bench-goals.ts';

/**
 * A 100,000-row customer import (goal <= 30 s on PGlite, <= 20 s on PostgreSQL, from the upload to the
 * job's end, and flat memory), on a server process of its own (scripts/bench-upload-server.ts: PGlite,
 * or PostgreSQL with DATABASE_URL; local disk; its job worker in the same process), its RSS sampled
 * from outside every 10 ms, as the upload bench does. While it runs, other managers keep working: four
 * clients read the member list one call after another, and their latencies say whether the import
 * holds the database (budget: p99 < 100 ms). The import's status is read every 200 ms, as a dialog
 * would, to see how often its progress moves.
 */

export interface ImportBench {
  rows: number;
  seconds: number;
  rowsPerSec: number;
  /** Peak RSS over the baseline taken after a small warm-up import. */
  growthMb: number;
  imported: number;
  failed: number;
  /** The member list while the import runs, and for as long before it (the machine's own pace). */
  others: { calls: number; p50: number; p99: number; max: number; errors: number; quietP99: number };
  /** Seconds from the upload's answer to the first rows counted, and the longest wait between two moves. */
  progress: { firstSeconds: number; longestGapSeconds: number; moves: number };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) * 1024;
}

const sources = ['官网', '线下活动', '老客户转介绍', '短视频平台'];
const places = [
  ['广东省', '深圳市', '南山区'],
  ['北京市', '北京市', '朝阳区'],
  ['浙江省', '杭州市', '西湖区'],
  ['', '', ''],
];

function csvOf(rows: number, firstMobile: number): string {
  const lines = ['姓名,手机,性别,公司,职位,邮箱,等级,来源,标签,省,市,区,地址,备注'];
  for (let i = 0; i < rows; i++) {
    const [p, c, d] = places[i % places.length] ?? ['', '', ''];
    lines.push(
      [
        `客户${i}`,
        firstMobile + i,
        i % 2 ? '男' : '女',
        `公司${i % 997}`,
        '经理',
        `c${i}@example.com`,
        'ABC'[i % 3],
        sources[i % sources.length],
        i % 5 === 0 ? 'VIP' : '',
        p,
        c,
        d,
        `科技园 ${i} 号`,
        '批量导入',
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

const mapping = {
  name: 0,
  mobile: 1,
  gender: 2,
  company: 3,
  title: 4,
  email: 5,
  level: 6,
  source: 7,
  tags: 8,
  province: 9,
  city: 10,
  district: 11,
  address: 12,
  remark: 13,
};

export async function benchCrmImport(
  rows = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000),
): Promise<ImportBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bc-bench-import-'));
  const database = await benchDatabase();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./bench-upload-server.ts', import.meta.url))],
    {
      env: { ...process.env, DATA_DIR: dataDir, BENCH_DATABASE_URL: database.databaseUrl ?? '' },
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
      child.on('exit', (code) => reject(new Error(`import bench server exited with ${code}`)));
    });
    const pid = child.pid ?? 0;
    const post = async <T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> => {
      const res = await fetch(url + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { code: number; message: string; data: T };
      if (json.code !== 0) throw new Error(`${path}: ${json.message}`);
      return json.data;
    };
    const { token } = await post<{ token: string }>('/auth/brandmanager/userpwd.html', {
      user: 'admin',
      password: 'admin123',
    });
    const auth = { Authorization: `Bearer ${token}`, BrandId: '1' };
    await post('/auth/brand/userselectbrand.html', { brandId: 1 }, { Authorization: auth.Authorization });
    const moves: number[] = [];
    const run = async (csv: string, name: string): Promise<ImportJob> => {
      const form = new FormData();
      form.append('mapping', JSON.stringify(mapping));
      form.append('file', new Blob([csv], { type: 'text/csv' }), name);
      const res = await fetch(url + customerPaths.import, { method: 'POST', headers: auth, body: form });
      const answer = (await res.json()) as { code: number; message: string; data: { jobId: number } };
      if (answer.code !== 0) throw new Error(`import: ${answer.message}`);
      const queuedAt = performance.now();
      moves.length = 0;
      let lastDone = 0;
      for (;;) {
        const job = await post<ImportJob>(customerPaths.importStatus, { jobId: answer.data.jobId }, auth);
        if (job.done !== lastDone) {
          moves.push((performance.now() - queuedAt) / 1000);
          lastDone = job.done;
        }
        if (job.status === 'done' || job.status === 'failed') return job;
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    let reading = false;
    let latencies: number[] = [];
    let errors = 0;
    const reader = async (path: string, init: RequestInit) => {
      while (reading) {
        const t = performance.now();
        try {
          const res = await fetch(url + path, init);
          await res.arrayBuffer();
          if (!res.ok) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - t);
      }
    };
    const memberList = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth },
      body: JSON.stringify({ page: 1, pageSize: 20 }),
    };
    // A small import first: the code paths are loaded before the baseline is taken.
    await run(csvOf(600, 17_700_000_000), 'warm-up.csv');
    const csv = csvOf(rows, 17_800_000_000);
    const before = rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(pid));
    }, 10);
    const readAll = () => {
      reading = true;
      return Array.from({ length: 4 }, () => reader('/brand/adminuser/list.html', memberList));
    };
    const quiet = readAll();
    await new Promise((r) => setTimeout(r, 3000));
    reading = false;
    await Promise.all(quiet);
    const quietSorted = [...latencies].sort((a, b) => a - b);
    latencies = [];
    const started = performance.now();
    const readers = readAll();
    const job = await run(csv, 'bench.csv');
    const seconds = (performance.now() - started) / 1000;
    reading = false;
    await Promise.all(readers);
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(pid));
    if (job.status !== 'done') throw new Error(`import failed: ${job.message}`);
    const sorted = [...latencies].sort((a, b) => a - b);
    const result: ImportBench = {
      rows,
      seconds,
      rowsPerSec: rows / seconds,
      growthMb: (peak - before) / 1024 / 1024,
      imported: job.imported,
      failed: job.failed,
      others: {
        calls: latencies.length,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        max: sorted.at(-1) ?? 0,
        errors,
        quietP99: percentile(quietSorted, 0.99),
      },
      progress: {
        firstSeconds: moves[0] ?? seconds,
        longestGapSeconds: Math.max(
          moves[0] ?? seconds,
          ...moves.slice(1).map((m, i) => m - (moves[i] ?? 0)),
        ),
        moves: moves.length,
      },
    };
    console.log(`\nCustomers: import (a server process of its own, ${databaseLabel()}, local disk)`);
    console.log(
      `  ${rows.toLocaleString('en')} rows: ${seconds.toFixed(1)} s (${noteGoal('CRM customers', `import of ${rows.toLocaleString('en')} rows`, Number(seconds.toFixed(1)), 's', process.env.DATABASE_URL ? 20 : 30)}), ${result.rowsPerSec.toFixed(0)} rows/s, ` +
        `imported ${job.imported}, failed ${job.failed}; peak RSS growth ${result.growthMb.toFixed(1)} MB`,
    );
    const o = result.others;
    console.log(
      `  meanwhile, the member list (4 clients): ${o.calls} calls, p50 ${o.p50.toFixed(0)} ms, ` +
        `p99 ${o.p99.toFixed(0)} ms (${noteGoal('CRM customers', 'member list p99 during the import', Math.round(o.p99), 'ms', 100)}; ${o.quietP99.toFixed(0)} ms with no import), max ${o.max.toFixed(0)} ms, ` +
        `${o.errors} errors`,
    );
    const g = result.progress;
    console.log(
      `  progress: first rows counted after ${g.firstSeconds.toFixed(1)} s, longest wait between moves ` +
        `${g.longestGapSeconds.toFixed(1)} s (${noteGoal('CRM customers', 'import progress, longest wait between moves', Number(g.longestGapSeconds.toFixed(1)), 's', 1)}), ${g.moves} moves`,
    );
    return result;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await benchCrmImport();
