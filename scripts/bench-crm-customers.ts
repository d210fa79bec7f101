import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { customerPaths } from '../contract/customer.ts';
import type { Db } from '../server/db/client.ts';
import { crmCustomers, crmCustomerTags, crmTags } from '../server/db/schema.ts';
import { rowsOf } from '../server/kit/db.ts';
import { load, type Result, startBenchServer } from './bench-api.ts';

/**
 * CRM customers at 100,000 in a brand (PGlite, the real server in this process, loaded from a
 * second process like the other list benches): the list with an owner + stage + tag filter
 * (goal p99 <= 25 ms) and a keyword (<= 60 ms) at 16 connections; the portrait (goal <= 200 ms) and the
 * export of every row (goal <= 10 s), each timed one call at a time. The import's figures come from
 * scripts/bench-crm-import.ts.
 */

// BENCH_CUSTOMERS=1000000 with DATABASE_URL: the PostgreSQL figures of docs/performance.md.
const customers = Number(process.env.BENCH_CUSTOMERS ?? 100_000);

/** 100,000 customers in brand 1 over its members, stages and four tags (also for scripts that explain the plans). */
export async function seedCustomers(db: Db): Promise<{ owner: number; tagIds: number[] }> {
  const tagIds = (
    await rowsOf(db, sql`select id from ${crmTags} where brand_id = 1 and type = 'tag' order by id limit 4`)
  ).map((r) => Number(r.id));
  const ownerIds = (
    await rowsOf(db, sql`select user_id from brand_members where brand_id = 1 order by user_id`)
  ).map((r) => Number(r.user_id));
  const owner = ownerIds[0] ?? 1;
  // Owners spread over the brand's members and the pool (one in five), stages, levels and tags over
  // theirs on other strides (so a combined filter finds its share, not none),
  // mobiles unique (139 + the row's number), created over the last year.
  await db.execute(sql`
    insert into ${crmCustomers} (brand_id, name, name_sort, mobile, company, stage, level, owner_id, owned_at,
                                 province_id, city_id, area_id, province, city, district, created_at, last_follow_at)
    select 1, '客户' || k, 'kehu' || lpad(k::text, 7, '0'), '139' || lpad(k::text, 8, '0'), '公司' || (k % 997),
           (array['new','following','won','lost'])[1 + (k / 3) % 4], (array['A','B','C'])[1 + (k / 11) % 3],
           case when k % 5 = 0 then null else (${sql.raw(`array[${ownerIds.join(',') || '1'}]`)})[1 + k % ${Math.max(ownerIds.length, 1)}] end,
           now() - (k % 365) * interval '1 day',
           440000, 440300, 440305, '广东省', '深圳市', '南山区',
           now() - (k % 365) * interval '1 day', now() - (k % 60) * interval '1 day'
    from generate_series(1, ${customers}) as k`);
  if (tagIds.length > 0)
    await db.execute(sql`
      insert into ${crmCustomerTags} (customer_id, tag_id)
      select c.id, (${sql.raw(`array[${tagIds.join(',')}]`)})[1 + (c.id / 7) % ${tagIds.length}]
      from ${crmCustomers} c where c.brand_id = 1
      on conflict do nothing`);
  // PGlite runs no autovacuum: without fresh statistics the planner guesses at the new rows.
  await db.execute(sql`analyze`);
  return { owner, tagIds };
}

export async function benchCrmCustomers(
  seconds = Number(process.env.BENCH_SECONDS ?? 10),
): Promise<Result[]> {
  const { server, dataDir } = await startBenchServer('bc-bench-customers', null);
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

    const seedStarted = performance.now();
    const { owner, tagIds } = await seedCustomers(server.database.db);
    const seedMs = performance.now() - seedStarted;

    const headers = { ...auth, 'Content-Type': 'application/json' };
    const cases = [
      { name: 'customer/list page 1', body: {} },
      {
        name: 'customer/list owner + stage + tag',
        body: { ownerId: owner, stage: 'following', tagIds: tagIds.slice(0, 1) },
      },
      { name: 'customer/list keyword', body: { keyword: '客户123' } },
      { name: 'customer/pool page 1', body: {}, path: customerPaths.pool },
    ];
    const results: Result[] = [];
    for (const c of cases) {
      const path = c.path ?? customerPaths.list;
      const check = await post(path, c.body, auth);
      results.push(
        await load(
          `${c.name} (total ${check.total}${check.totalCapped ? '+' : ''})`,
          server.url + path,
          'POST',
          headers,
          seconds,
          JSON.stringify(c.body),
        ),
      );
    }

    // The portrait and the export, one call at a time (their goals are of one call).
    // A run answering a number times itself (to leave out its own preparation).
    const timed = async (run: () => Promise<unknown>, times: number) => {
      const ms: number[] = [];
      for (let i = 0; i < times; i++) {
        const started = performance.now();
        const own = await run();
        ms.push(typeof own === 'number' ? own : performance.now() - started);
      }
      ms.sort((a, b) => a - b);
      return { median: ms[Math.floor(ms.length / 2)] ?? 0, max: ms[ms.length - 1] ?? 0 };
    };
    // Cold: each call after a write (which moves the customer version the portrait is cached by).
    const { db } = server.database;
    const portrait = await timed(async () => {
      await db.execute(
        sql`update ${crmCustomers} set updated_at = updated_at where id = (select min(id) from ${crmCustomers})`,
      );
      const started = performance.now();
      await post(customerPaths.portrait, {}, auth);
      return performance.now() - started;
    }, 7);
    const portraitWarm = await timed(() => post(customerPaths.portrait, {}, auth), 7);
    let exportedBytes = 0;
    const exported = await timed(async () => {
      const res = await fetch(server.url + customerPaths.export, {
        method: 'POST',
        headers,
        body: JSON.stringify({ scope: 'list' }),
      });
      exportedBytes = (await res.arrayBuffer()).byteLength;
    }, 3);

    console.log(
      `\nCRM customers: ${customers} customers in the brand, 16 connections, ${seconds} s each, ${server.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ` +
        `one process; seeded in ${(seedMs / 1000).toFixed(1)} s`,
    );
    for (const r of results) {
      console.log(
        `  ${r.name.padEnd(52)} ${r.reqPerSec.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms` +
          (r.errors || r.non2xx ? `   errors ${r.errors}, non-2xx ${r.non2xx}` : ''),
      );
    }
    console.log(
      `  portrait (all customers), after a write              median ${portrait.median.toFixed(0)} ms, ` +
        `max ${portrait.max.toFixed(0)} ms of 7 (goal 200 ms)`,
    );
    console.log(
      `  portrait again (cached by customer version)          median ${portraitWarm.median.toFixed(0)} ms, ` +
        `max ${portraitWarm.max.toFixed(0)} ms of 7`,
    );
    console.log(
      `  export, every owned customer (${(exportedBytes / 1024 / 1024).toFixed(1)} MB)         median ` +
        `${(exported.median / 1000).toFixed(1)} s, max ${(exported.max / 1000).toFixed(1)} s of 3 (goal 10 s)`,
    );
    return results;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await benchCrmCustomers();
