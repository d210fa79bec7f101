import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { articlePaths } from '../contract/article.ts';
import { sitePaths } from '../contract/site.ts';
import { rowsOf } from '../server/kit/db.ts';
import { databaseLabel, load, type Result, settle, startBenchServer } from './bench-api.ts';
import { listGoalMs, printLoads } from './bench-goals.ts';

/**
 * Platform content: `article/list` with 100,000 articles in the brand (budget p99 <= 25 ms at 16 connections
 * on PGlite), and the read API's `articles.json` with and without `If-None-Match` (a 304 reads the
 * brand's site version and nothing else). The real server over a throw-away PGlite, loaded from a
 * second process with 16 connections like bench-api.ts.
 */

const count = 100_000;

export async function benchPlatform(seconds = Number(process.env.BENCH_SECONDS ?? 10)): Promise<Result[]> {
  const { server, dataDir } = await startBenchServer('bc-bench-platform');
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
    const nodes = (await rowsOf(db, sql`select id from article_nodes where brand_id = 1 order by id`)).map(
      (r) => Number(r.id),
    );
    if (nodes.length === 0) throw new Error('bench-platform: the demo categories are missing');
    const seedStarted = performance.now();
    // One statement: the triggers keep the counts and versions once for it (migration 0011).
    await db.execute(sql`
      insert into articles (brand_id, node_id, title, summary, status, publish_at, ordernum)
      select 1, (${`{${nodes.join(',')}}`}::int[])[k % ${nodes.length} + 1], 'Article ' || k,
             'Summary of article ' || k,
             case when k % 10 = 0 then 'draft' else 'published' end,
             case when k % 10 = 0 then null else now() - k * interval '1 minute' end,
             case when k % 1000 = 0 then 1 else 10 end
      from generate_series(1, ${count}) as k`);
    await settle(db);
    const seedMs = performance.now() - seedStarted;

    // The plan of the default page: an index walk of (brand_id, ordernum, id desc), not a sort.
    const plan = await rowsOf(
      db,
      sql`explain select id, title from articles where brand_id = 1 order by ordernum, id desc limit 20`,
    );
    const headers = { ...auth, 'Content-Type': 'application/json' };
    const cases = [
      { name: 'article list page 1', body: {} },
      { name: 'article list page 50', body: { page: 50 } },
      { name: 'article list one category', body: { nodeId: nodes[1] } },
      { name: 'article list drafts', body: { status: 'draft' } },
      { name: 'article list keyword', body: { keyword: 'Article 123' } },
    ];
    const results: Result[] = [];
    for (const c of cases) {
      const check = await post(articlePaths.list, c.body, auth);
      results.push(
        await load(
          `${c.name} (total ${check.total})`,
          server.url + articlePaths.list,
          'POST',
          headers,
          seconds,
          JSON.stringify(c.body),
        ),
      );
    }
    const site = server.url + sitePaths.articles(1);
    const first = await fetch(site);
    const etag = first.headers.get('etag') ?? '';
    const total = (await first.json()).data.total;
    results.push(await load(`site articles.json (total ${total})`, site, 'GET', {}, seconds));
    results.push(
      await load('site articles.json, If-None-Match (304)', site, 'GET', { 'If-None-Match': etag }, seconds),
    );

    console.log(`\nPlatform: article list and the site read API (${databaseLabel()}, in process)`);
    console.log(
      `  ${count} articles seeded in ${(seedMs / 1000).toFixed(1)} s; 16 connections, ${seconds} s each`,
    );
    console.log(`  plan of the default page: ${plan.map((r) => String(r['QUERY PLAN']).trim()).join(' / ')}`);
    // The site API has no goal of its own (it is cached by its version, 304 when unchanged).
    printLoads('Platform', results, {
      goalOf: (name) => (name.startsWith('site ') ? undefined : listGoalMs(name)),
      quiet: (r) => r.name.includes('(304)'),
    });
    return results;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await benchPlatform();
