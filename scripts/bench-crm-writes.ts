import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../server/kit/db.ts';
import { benchSignIn, databaseLabel, poster, settle, startBenchServer } from './bench-api.ts';

/**
 * Customer writes (issue 41): `customer/add.html` and a claim from the pool (`customer/claim.html`, one
 * customer each), 16 connections from a second process, each write new (a fresh mobile, the next pool
 * customer), with the brand's claim limit raised so no claim is refused for it. Run on PostgreSQL
 * (DATABASE_URL) before and after the change record: each write takes the brand's change counter row,
 * so a brand's writes queue on it. It only calls the API, so with `bench-writes-load.mjs` (and the
 * sign-in helpers of `bench-api.ts`) it runs on an older tree: that is how "before" was measured.
 */
const loader = fileURLToPath(new URL('./bench-writes-load.mjs', import.meta.url));
const poolSize = 40_000;

interface WriteLoad {
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  refused: number;
  firstRefusal: string;
}

function writeLoad(
  url: string,
  seconds: number,
  headers: Record<string, string>,
  template: string,
  base: number,
) {
  return new Promise<WriteLoad>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [loader, url, String(seconds), JSON.stringify(headers), template, String(base)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(JSON.parse(out) as WriteLoad)
        : reject(new Error(`write load exited with ${code}`)),
    );
  });
}

export async function benchCrmWrites(seconds = Number(process.env.BENCH_SECONDS ?? 10)) {
  const { server, dataDir } = await startBenchServer('bc-bench-writes', null);
  try {
    const auth = await benchSignIn(server.url);
    const post = poster(server.url);
    await post('/crm/customer/config_update.html', { crm_claim_limit: 100_000 }, auth);

    // The pool the claims take from, numbered from `first` up.
    const { db } = server.database;
    await db.execute(sql`
      insert into crm_customers (brand_id, name, name_sort, mobile, owner_id, created_at)
      select 1, '池客' || k, 'chike' || lpad(k::text, 7, '0'), '137' || lpad(k::text, 8, '0'), null, now()
      from generate_series(1, ${poolSize}) as k`);
    await settle(db);
    const [first] = await rowsOf(db, sql`select min(id) as id from crm_customers where mobile like '137%'`);
    const headers = { ...auth, 'Content-Type': 'application/json' };

    const add = await writeLoad(
      `${server.url}/crm/customer/add.html`,
      seconds,
      headers,
      '{"name":"压测{i}","mobile":"139{i}","ownerId":null}',
      0,
    );
    const claim = await writeLoad(
      `${server.url}/crm/customer/claim.html`,
      seconds,
      headers,
      '{"ids":[{n}]}',
      Number(first?.id ?? 1),
    );
    console.log(
      `\nCRM customer writes (16 connections, ${seconds} s each, ${databaseLabel()}, one process; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    );
    for (const [name, r] of [
      ['customer/add (new mobile each)', add],
      ['customer/claim (one pool customer each)', claim],
    ] as const)
      console.log(
        `  ${name.padEnd(42)} ${r.reqPerSec.toFixed(0).padStart(6)} writes/s   p50 ${r.p50.toFixed(0).padStart(4)} ms   p99 ${r.p99.toFixed(0).padStart(4)} ms` +
          (r.refused ? `   refused ${r.refused} (${r.firstRefusal})` : ''),
      );
    return { add, claim };
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchCrmWrites();
