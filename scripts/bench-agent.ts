import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { agentUserPaths } from '../contract/agent.ts';
import { agents } from '../server/modules/agent/agent.tables.ts';
import { databaseLabel, load, type Result, settle, startBenchServer } from './bench-api.ts';
import { printLoads } from './bench-goals.ts';

/**
 * Agents: `agent/user/list` and the verify queue with 100,000 agents in the brand (goal p99 <= 25 ms,
 * 16 connections, PGlite), on a server in this process. The agents are spread over the demo groups,
 * four statuses and the areas of 广东省, as a national reseller network would be.
 */

const count = 100_000;

export async function benchAgent(seconds = Number(process.env.BENCH_SECONDS ?? 10)): Promise<Result[]> {
  const { server, dataDir } = await startBenchServer('bc-bench-agent', null);
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
    // Demo groups 1-3; districts of 深圳 (4403xx) and 广州 (4401xx); 2 % pending, as a busy queue.
    await db.execute(sql`
      insert into ${agents} (brand_id, name, name_sort, mobile, company, address, province_id, city_id,
        district_id, id_card_mask, group_id, status, verified_at, created_at)
      select 1, '代理' || k, 'dai4li3' || lpad(k::text, 6, '0'), (15000000000 + k)::text, '公司 ' || (k % 5000),
             jsonb_build_object('areaId', d, 'province', '广东省', 'city', '', 'district', '', 'address', ''),
             440000, (d / 100) * 100, d, '4403**********' || lpad((k % 10000)::text, 4, '0'),
             (select id from agent_groups g where g.brand_id = 1 order by g.level offset (k % 3) limit 1),
             case when k % 50 = 0 then 'pending' when k % 50 = 1 then 'rejected' when k % 50 = 2 then 'disabled'
                  else 'passed' end,
             now() - (k || ' minutes')::interval, now() - (k || ' minutes')::interval
      from generate_series(1, ${count}) as k,
           lateral (select case when k % 2 = 0 then 440303 + (k % 4) else 440103 + (k % 4) end as d) as area`);
    await settle(db);
    const seedMs = performance.now() - seedStarted;

    const headers = { ...auth, 'Content-Type': 'application/json' };
    const list = server.url + agentUserPaths.list;
    const cases = [
      { name: 'agent list page 1', url: list, body: {} },
      { name: 'agent list page 50', url: list, body: { page: 50 } },
      { name: 'agent list status passed', url: list, body: { status: 'passed' } },
      { name: 'agent list group + region', url: list, body: { groupId: 1, region: 440300 } },
      { name: 'agent list keyword', url: list, body: { keyword: '公司 123' } },
      { name: 'agent list by name', url: list, body: { sort: 'name' } },
      { name: 'verify queue page 1', url: server.url + agentUserPaths.verify, body: {} },
    ];
    const results: Result[] = [];
    for (const c of cases) {
      const check = await post(c.url.slice(server.url.length), c.body, auth);
      results.push(
        await load(
          `${c.name} (total ${check.total})`,
          c.url,
          'POST',
          headers,
          seconds,
          JSON.stringify(c.body),
        ),
      );
    }
    console.log(`\nAgents: agent/user/list and the verify queue (${databaseLabel()}, in process)`);
    console.log(
      `  ${count} agents seeded in ${(seedMs / 1000).toFixed(1)} s; 16 connections, ${seconds} s each`,
    );
    printLoads('Agents', results);
    return results;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await benchAgent();
