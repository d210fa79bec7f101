import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { crmProductPaths } from '../contract/crm-product.ts';
import { crmProducts } from '../server/modules/crm/crm.tables.ts';
import {
  databaseLabel,
  deepPageLine,
  load,
  oneAtATime,
  type Result,
  settle,
  startBenchServer,
} from './bench-api.ts';
import { printLoads } from './bench-goals.ts';

/**
 * CRM catalogue: `crm/product/list` with 100,000 products in one brand (budget p99 <= 25 ms, keyword <= 60
 * ms; 16 connections, PGlite), on the real server in this process, loaded from a second process like
 * the other list benches. Each order of the list (ordernum, price, newest) and the on-sale filter.
 */

const products = 100_000;
/** Services of the same brand and products of another, so the list has rows to leave out. */
const services = 5_000;
const otherBrand = 2_000;

export async function benchCrm(seconds = Number(process.env.BENCH_SECONDS ?? 10)): Promise<Result[]> {
  const { server, dataDir } = await startBenchServer('bc-bench-crm', null);
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
    // One set-based insert per kind (generate_series); prices spread over 0.01-9,999.99, one in ten off
    // sale, ordernums over 1-100 so the default order mixes them.
    const seed = (brandId: number, kind: string, count: number, prefix: string) =>
      db.execute(sql`
        insert into ${crmProducts} (brand_id, kind, title, code, price, unit, stock, duration, display, ordernum)
        select ${brandId}, ${kind}, ${prefix} || ' ' || k, ${prefix.toUpperCase()} || '-' || lpad(k::text, 6, '0'),
               ((k * 7919) % 999999 + 1)::numeric / 100, '个',
               case when ${kind} = 'product' then k % 500 end,
               case when ${kind} = 'service' then 30 + k % 90 end,
               k % 10 <> 0, 1 + k % 100
        from generate_series(1, ${count}) as k`);
    await seed(1, 'product', products, 'item');
    await seed(1, 'service', services, 'care');
    await seed(2, 'product', otherBrand, 'other');
    await settle(db);
    const seedMs = performance.now() - seedStarted;

    const headers = { ...auth, 'Content-Type': 'application/json' };
    const cases = [
      { name: 'product/list page 1', body: { kind: 'product' } },
      { name: 'product/list page 50', body: { kind: 'product', page: 50 } },
      { name: 'product/list by price desc p2', body: { kind: 'product', sort: '-price', page: 2 } },
      { name: 'product/list newest', body: { kind: 'product', sort: '-createdAt' } },
      {
        name: 'product/list on sale, 100-200 yuan',
        body: { kind: 'product', display: true, priceMin: '100', priceMax: '200' },
      },
      // "item 12" matches 1,111 titles (1,000+ answered); codes are searched too.
      { name: 'product/list keyword', body: { kind: 'product', keyword: 'item 12' } },
      { name: 'product/list keyword (code)', body: { kind: 'product', keyword: 'ITEM-0999' } },
    ];
    // BENCH_CASES (a pattern of case names) runs those loads alone.
    const only = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES) : null;
    const results: Result[] = [];
    for (const c of cases.filter((c) => !only || only.test(c.name))) {
      const check = await post(crmProductPaths.list, c.body, auth);
      results.push(
        await load(
          `${c.name} (total ${check.total}${check.totalCapped ? '+' : ''})`,
          server.url + crmProductPaths.list,
          'POST',
          headers,
          seconds,
          JSON.stringify(c.body),
        ),
      );
    }
    const first = await oneAtATime(() => post(crmProductPaths.list, { kind: 'product' }, auth));
    const fiftieth = await oneAtATime(() => post(crmProductPaths.list, { kind: 'product', page: 50 }, auth));
    console.log(
      `\nCRM: crm/product/list, ${products} products (+${services} services, +${otherBrand} in another brand), ` +
        `16 connections, ${seconds} s each, ${databaseLabel()}, one process; seeded in ${(seedMs / 1000).toFixed(1)} s`,
    );
    printLoads('CRM products', results, { width: 52 });
    console.log(deepPageLine(crmProductPaths.list, first, fiftieth));
    return results;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await benchCrm();
