import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { customerPaths, type ImportJob } from '../contract/customer.ts';

/**
 * Issue 14: a 100,000-row customer import (goal <= 30 s from the upload to the job's end, and flat
 * memory), on a server process of its own (scripts/bench-upload-server.ts: PGlite, local disk, its job
 * worker in the same process), its RSS sampled from outside every 10 ms, as the upload bench does.
 */

export interface ImportBench {
  rows: number;
  seconds: number;
  rowsPerSec: number;
  /** Peak RSS over the baseline taken after a small warm-up import. */
  growthMb: number;
  imported: number;
  failed: number;
}

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
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./bench-upload-server.ts', import.meta.url))],
    { env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] },
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
    const run = async (csv: string, name: string): Promise<ImportJob> => {
      const form = new FormData();
      form.append('mapping', JSON.stringify(mapping));
      form.append('file', new Blob([csv], { type: 'text/csv' }), name);
      const res = await fetch(url + customerPaths.import, { method: 'POST', headers: auth, body: form });
      const answer = (await res.json()) as { code: number; message: string; data: { jobId: number } };
      if (answer.code !== 0) throw new Error(`import: ${answer.message}`);
      for (;;) {
        const job = await post<ImportJob>(customerPaths.importStatus, { jobId: answer.data.jobId }, auth);
        if (job.status === 'done' || job.status === 'failed') return job;
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    // A small import first: the code paths are loaded before the baseline is taken.
    await run(csvOf(600, 17_700_000_000), 'warm-up.csv');
    const csv = csvOf(rows, 17_800_000_000);
    const before = rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(pid));
    }, 10);
    const started = performance.now();
    const job = await run(csv, 'bench.csv');
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(pid));
    if (job.status !== 'done') throw new Error(`import failed: ${job.message}`);
    const result: ImportBench = {
      rows,
      seconds,
      rowsPerSec: rows / seconds,
      growthMb: (peak - before) / 1024 / 1024,
      imported: job.imported,
      failed: job.failed,
    };
    console.log('\nCustomers: import (a server process of its own, PGlite, local disk)');
    console.log(
      `  ${rows.toLocaleString('en')} rows: ${seconds.toFixed(1)} s (goal 30 s), ${result.rowsPerSec.toFixed(0)} rows/s, ` +
        `imported ${job.imported}, failed ${job.failed}; peak RSS growth ${result.growthMb.toFixed(1)} MB`,
    );
    return result;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await benchCrmImport();
