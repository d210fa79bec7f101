import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { customerPaths } from '../contract/customer.ts';
import type { Db } from '../server/db/client.ts';
import { type Queryable, rowsOf } from '../server/kit/db.ts';
import { crmCustomers, crmCustomerTags, crmTags } from '../server/modules/crm/crm.tables.ts';
import {
  databaseLabel,
  deepPageLine,
  load,
  oneAtATime,
  type Result,
  settle,
  startBenchServer,
  type Timing,
} from './bench-api.ts';
import { noteGoal, printLoads } from './bench-goals.ts';

/**
 * CRM customers at 100,000 in a brand (PGlite, the real server in this process, loaded from a
 * second process like the other list benches): the lists' first and 50th page, each filter, a
 * combined one (goal p99 <= 25 ms) and a keyword (<= 60 ms) at 16 connections; the portrait (goal
 * <= 200 ms) and the export of every owned row (goal <= 10 s, the server's memory flat), each timed
 * one call at a time. The import's figures come from scripts/bench-crm-import.ts.
 */

// BENCH_CUSTOMERS=1000000 with DATABASE_URL: the PostgreSQL figures of docs/performance.md.
const customers = Number(process.env.BENCH_CUSTOMERS ?? 100_000);

/**
 * Runs `load` on `tables` with their secondary indexes dropped and built again afterwards, all in one
 * transaction: building an index from a million rows sorts them once, where keeping it up row by row
 * walks the tree a million times (the trigram index most of all).
 */
async function withoutIndexes(db: Db, tables: string[], load: (tx: Queryable) => Promise<void>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    const indexes = await rowsOf(
      tx,
      sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
          from pg_index i where i.indrelid = any(${`{${tables.join(',')}}`}::regclass[]) and not i.indisprimary`,
    );
    for (const i of indexes) await tx.execute(sql.raw(`drop index ${String(i.name)}`));
    await load(tx);
    for (const i of indexes) await tx.execute(sql.raw(String(i.def)));
  });
}

/**
 * `BENCH_CUSTOMERS` customers in brand 1 over its members, stages and four tags (also for scripts that
 * explain the plans): one `insert … select generate_series` into the tables with their indexes dropped
 * (1,000,000 in about a minute on PostgreSQL; kept up row by row the indexes took 201 s).
 */
export async function seedCustomers(
  db: Db,
): Promise<{ owner: number; tagIds: number[]; sourceIds: number[] }> {
  const tagIds = (
    await rowsOf(db, sql`select id from ${crmTags} where brand_id = 1 and type = 'tag' order by id limit 4`)
  ).map((r) => Number(r.id));
  const ownerIds = (
    await rowsOf(db, sql`select user_id from brand_members where brand_id = 1 order by user_id`)
  ).map((r) => Number(r.user_id));
  const owner = ownerIds[0] ?? 1;
  const sourceIds = (
    await rowsOf(
      db,
      sql`select id from ${crmTags} where brand_id = 1 and type = 'source' order by id limit 4`,
    )
  ).map((r) => Number(r.id));
  const pick = (values: number[], stride: number) =>
    values.length > 0
      ? sql.raw(`(array[${values.join(',')}])[1 + (k / ${stride}) % ${values.length}]`)
      : sql.raw('null');
  await withoutIndexes(db, ['crm_customers', 'crm_customer_tags'], async (tx) => {
    // Owners spread over the brand's members and the pool (one in five), stages, levels, sources,
    // regions and tags over theirs on other strides (so a combined filter finds its share, not none),
    // mobiles unique (139 + the row's number), created over the last year, one in four with a
    // follow-up due within two weeks either side of today.
    await tx.execute(sql`
      insert into ${crmCustomers} (brand_id, name, name_sort, mobile, company, stage, level, source_id, owner_id,
                                   owned_at, province_id, city_id, area_id, province, city, district,
                                   created_at, last_follow_at, next_follow_at)
      select 1, '客户' || k, 'kehu' || lpad(k::text, 7, '0'), '139' || lpad(k::text, 8, '0'), '公司' || (k % 997),
             (array['new','following','won','lost'])[1 + (k / 3) % 4], (array['A','B','C'])[1 + (k / 11) % 3],
             ${pick(sourceIds, 13)},
             case when k % 5 = 0 then null else (${sql.raw(`array[${ownerIds.join(',') || '1'}]`)})[1 + k % ${Math.max(ownerIds.length, 1)}] end,
             now() - (k % 365) * interval '1 day',
             a.province_id, a.city_id, a.area_id, a.province, a.city, a.district,
             now() - (k % 365) * interval '1 day', now() - (k % 60) * interval '1 day',
             case when k % 4 = 0 then now() + ((k / 4) % 29 - 14) * interval '1 day' end
      from generate_series(1, ${customers}) as k
      join (values (0, 440000, 440300, 440305, '广东省', '深圳市', '南山区'),
                   (1, 330000, 330100, 330106, '浙江省', '杭州市', '西湖区'),
                   (2, 110000, 110100, 110105, '北京市', '北京市', '朝阳区'))
        as a(i, province_id, city_id, area_id, province, city, district) on a.i = (k / 17) % 3`);
    if (tagIds.length > 0)
      await tx.execute(sql`
        insert into ${crmCustomerTags} (customer_id, tag_id)
        select c.id, (${sql.raw(`array[${tagIds.join(',')}]`)})[1 + (c.id / 7) % ${tagIds.length}]
        from ${crmCustomers} c where c.brand_id = 1
        on conflict do nothing`);
  });
  await settle(db);
  return { owner, tagIds, sourceIds };
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
    const { owner, tagIds, sourceIds } = await seedCustomers(server.database.db);
    const seedMs = performance.now() - seedStarted;

    const headers = { ...auth, 'Content-Type': 'application/json' };
    const day = (daysAgo: number) =>
      new Date(Date.now() + 8 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const cases = [
      { name: 'customer/list page 1', body: {} },
      { name: 'customer/list page 50', body: { page: 50 } },
      { name: 'customer/list stage', body: { stage: 'following' } },
      { name: 'customer/list level', body: { level: 'A' } },
      { name: 'customer/list source', body: { sourceId: sourceIds[0] } },
      { name: 'customer/list tag', body: { tagIds: tagIds.slice(0, 1) } },
      { name: 'customer/list owner', body: { ownerId: owner } },
      { name: 'customer/list region', body: { areaId: 330000 } },
      { name: 'customer/list created in a month', body: { createdFrom: day(40), createdTo: day(10) } },
      { name: 'customer/list follow-up overdue', body: { due: 'overdue' } },
      {
        name: 'customer/list owner + stage + tag',
        body: { ownerId: owner, stage: 'following', tagIds: tagIds.slice(0, 1) },
      },
      { name: 'customer/list keyword', body: { keyword: '客户123' } },
      { name: 'customer/pool page 1', body: {}, path: customerPaths.pool },
      { name: 'customer/pool page 50', body: { page: 50 }, path: customerPaths.pool },
      { name: 'customer/lost page 1', body: {}, path: customerPaths.lost },
    ];
    // BENCH_CASES (a pattern of case names) runs those loads alone, without the portrait and the export.
    const only = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES) : null;
    const results: Result[] = [];
    for (const c of cases.filter((c) => !only || only.test(c.name))) {
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

    // A deep page against the first, one call at a time (the median of each, so a queue of 16 does
    // not hide what the page itself costs): the goal is page 50 within 5 ms of page 1.
    const deep: { path: string; first: Timing; fiftieth: Timing }[] = [];
    for (const path of [customerPaths.list, customerPaths.pool]) {
      const first = await oneAtATime(() => post(path, {}, auth));
      const fiftieth = await oneAtATime(() => post(path, { page: 50 }, auth));
      deep.push({ path, first, fiftieth });
    }
    const printDeep = () => {
      for (const d of deep) console.log(deepPageLine(d.path, d.first, d.fiftieth));
    };
    if (only) {
      console.log(
        `\nCRM customers: ${customers} customers, 16 connections, ${seconds} s each, ${databaseLabel()}, ` +
          `cases ${only}; load average ${loadavg()
            .map((l) => l.toFixed(1))
            .join(' ')}`,
      );
      printLoads('CRM customers', results, { width: 52 });
      printDeep();
      return results;
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
    // The export streams: this process's memory (the server's) sampled while it runs.
    let exportedBytes = 0;
    const rss: number[] = [];
    const exported = await timed(
      async () => {
        const sampler = setInterval(() => rss.push(process.memoryUsage().rss), 250);
        try {
          const res = await fetch(server.url + customerPaths.export, {
            method: 'POST',
            headers,
            body: JSON.stringify({ scope: 'list' }),
          });
          // Read as it comes and dropped, so the memory sampled is the server's, not a copy of the file.
          exportedBytes = 0;
          const reader = res.body?.getReader();
          for (let r = await reader?.read(); r && !r.done; r = await reader?.read())
            exportedBytes += r.value.byteLength;
        } finally {
          clearInterval(sampler);
        }
      },
      customers > 200_000 ? 1 : 3,
    );
    const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)}`;
    const curve = Array.from(
      { length: 11 },
      (_, i) => rss[Math.min(rss.length - 1, Math.round((i * (rss.length - 1)) / 10))] ?? 0,
    );

    console.log(
      `\nCRM customers: ${customers} customers in the brand, 16 connections, ${seconds} s each, ${server.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ` +
        `one process; seeded in ${(seedMs / 1000).toFixed(1)} s; load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
    printLoads('CRM customers', results, { width: 52 });
    console.log(
      `  portrait (all customers), after a write              median ${portrait.median.toFixed(0)} ms, ` +
        `max ${portrait.max.toFixed(0)} ms of 7 (${noteGoal('CRM customers', 'portrait after a write, max of 7', portrait.max, 'ms', 200)})`,
    );
    console.log(
      `  portrait again (cached by customer version)          median ${portraitWarm.median.toFixed(0)} ms, ` +
        `max ${portraitWarm.max.toFixed(0)} ms of 7`,
    );
    console.log(
      `  export, every owned customer (${(exportedBytes / 1024 / 1024).toFixed(1)} MB)         median ` +
        `${(exported.median / 1000).toFixed(1)} s, max ${(exported.max / 1000).toFixed(1)} s (${noteGoal('CRM customers', 'export of every owned customer, median', Number((exported.median / 1000).toFixed(1)), 's', 10)})`,
    );
    console.log(`  server RSS while exporting, MB, at each tenth of the time: ${curve.map(mb).join(' ')}`);
    printDeep();
    return results;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await benchCrmCustomers();
