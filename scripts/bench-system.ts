import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { adminUserPaths } from '../contract/admin-user.ts';
import { hashPassword } from '../server/auth/password.ts';
import type { Db } from '../server/db/client.ts';
import { adminUsers, brandMembers, roles } from '../server/db/core.tables.ts';
import { sortKey } from '../server/kit/sort-key.ts';
import { databaseLabel, load, loadVaried, type Result, settle, startBenchServer } from './bench-api.ts';
import { printLoads } from './bench-goals.ts';

/**
 * `adminuser/list` with 100,000 members in one brand (docs/performance.md "Goals"), on the real server over a
 * throw-away PGlite, loaded from a second process with 16 connections like bench-api.ts: the first
 * page, a keyword search, and a page filtered by role and status.
 */

const members = 100_000;
/** Members of the second brand, so the list has other brands' rows to leave out. */
const otherMembers = 2_000;

// Scrypt is slow on purpose; one hash shared by every seeded member, and one set-based insert per
// table (generate_series) instead of 100,000 parameter rows through the driver, keep the seed short.
export async function seedMembers(
  db: Db,
  brandId: number,
  count: number,
  prefix: string,
  passwordHash: string,
) {
  const roleRows = await db
    .insert(roles)
    .values(
      ['Sales', 'Support', 'Finance'].map((title) => ({
        brandId,
        title: `${prefix} ${title}`,
        titleSort: sortKey(`${prefix} ${title}`),
      })),
    )
    .returning({ id: roles.id });
  const roleIds = roleRows.map((r) => r.id);
  const [first = 0, second = 0, third = 0] = roleIds;
  // The names are ASCII, whose sort key (server/kit/sort-key.ts) is the name in lower case, U+0001 and
  // the name: written here with the rows, as the server writes them (benchSystem checks one).
  await db.execute(sql`
    insert into ${adminUsers} (user_name, user_name_sort, password_hash, real_name, real_name_sort, mobile,
                               last_login_at)
    select n.user_name, lower(n.user_name) || chr(1) || n.user_name, ${passwordHash},
           n.real_name, lower(n.real_name) || chr(1) || n.real_name,
           '13' || (k % 10) || right((10000000 + k)::text, 8),
           case when k % 3 = 0 then now() - k * interval '1 minute' end
    from generate_series(0, ${count - 1}) as k
    cross join lateral (select ${prefix} || '_' || lpad(k::text, 6, '0') as user_name,
                               ${prefix} || ' Member ' || k as real_name) n`);
  // Joined in the order the users were made, so membership ids follow k as they would in real life.
  await db.execute(sql`
    insert into ${brandMembers} (user_id, brand_id, role_id, status)
    select u.id, ${brandId}, (array[${first}, ${second}, ${third}]::int[])[k % 3 + 1],
           case when k % 10 = 0 then 0 else 1 end
    from ${adminUsers} u
    cross join lateral (select substr(u.user_name, ${prefix.length + 2})::int as k) s
    where u.user_name ~ ${`^${prefix}_[0-9]+$`}
    order by u.id`);
  return roleIds;
}

export async function benchSystem(seconds = Number(process.env.BENCH_SECONDS ?? 10)): Promise<Result[]> {
  const { server, dataDir } = await startBenchServer('bc-bench-system', null);
  try {
    const { db } = server.database;
    const seedStarted = performance.now();
    const passwordHash = await hashPassword('bench-member-pass');
    const [salesRole] = await seedMembers(db, 1, members, 'm', passwordHash);
    await seedMembers(db, 2, otherMembers, 'o', passwordHash);
    const [sample] = await db.select().from(adminUsers).where(sql`${adminUsers.userName} = 'm_012345'`);
    if (sample?.realNameSort !== sortKey(sample?.realName ?? '', { person: true }))
      throw new Error(`seeded sort key ${sample?.realNameSort} differs from sortKey()`);
    await settle(db);
    const seedMs = performance.now() - seedStarted;

    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(server.url + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      const json = await res.json();
      if (json.code !== 0) throw new Error(`${path}: ${json.message}`);
      return json.data;
    };
    const { token } = await post('/auth/brandmanager/userpwd.html', { user: 'admin', password: 'admin123' });
    const auth = { Authorization: `Bearer ${token}` };
    await post('/auth/brand/userselectbrand.html', { brandId: 1 }, auth);
    // Without cookies the XSRF check does not apply (see xsrf.middleware.ts); the session is the bearer token.
    const headers = { ...auth, BrandId: '1', 'Content-Type': 'application/json' };
    const url = server.url + adminUserPaths.list;

    const cases = [
      { name: 'adminuser/list page 1', body: {} },
      // A substring of real names (1,111 members, so the total answered is "1,000+") mid-name.
      { name: 'adminuser/list keyword', body: { keyword: 'Member 12' } },
      { name: 'adminuser/list role+status p3', body: { roleId: salesRole, status: 1, page: 3 } },
      { name: 'adminuser/list by real name p2', body: { sort: 'realName', page: 2 } },
    ];
    const results: Result[] = [];
    for (const c of cases) {
      const check = await post(adminUserPaths.list, c.body, headers);
      const name = `${c.name} (total ${check.total}${check.totalCapped ? '+' : ''})`;
      results.push(await load(name, url, 'POST', headers, seconds, JSON.stringify(c.body)));
    }
    // A search typed anew every time: "Member <n>" for n below 1,000 changing on every request (1 digit
    // 11,111 matches, 2 digits 1,111, 3 digits 111), so most requests find no cached matches.
    results.push(
      await loadVaried(
        'adminuser/list keyword, 1,000 different',
        url,
        headers,
        seconds,
        JSON.stringify({ keyword: 'Member {n}' }),
        1000,
      ),
    );
    console.log(
      `\nSystem: adminuser/list, ${members} members in the brand (+${otherMembers} in another), ` +
        `16 connections, ${seconds} s each, ${databaseLabel()}, one process; seeded in ${(seedMs / 1000).toFixed(1)} s`,
    );
    printLoads('System', results);
    return results;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await benchSystem();
