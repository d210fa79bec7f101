import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { emailPaths } from '../contract/email.ts';
import { smsPaths } from '../contract/sms.ts';
import { rowsOf } from '../server/kit/db.ts';
import { databaseLabel, load, type Result, settle, startBenchServer } from './bench-api.ts';
import { printLoads } from './bench-goals.ts';

/**
 * The notification screens: the SMS log (`/brand/sms/list.html`) with 100,000 messages in the brand (page 1,
 * a deep page, the status and recipient filters, a day range), the e-mail log (`/api/email/list.html`,
 * 100,000 messages: page 1, page 50, a status) and the overviews' figures (`stats.html`, 30 days of
 * those messages), on PGlite (or PostgreSQL with DATABASE_URL), 16 connections; each figure beside its
 * goal (docs/performance.md). Prints the plans of a filtered page and of the kept counts the unfiltered
 * totals and the figures read (migration log-counts).
 */

const messages = 100_000;

export async function benchNotifyLog(seconds = Number(process.env.BENCH_SECONDS ?? 10)): Promise<Result[]> {
  const { server, dataDir } = await startBenchServer('bc-bench-notify-log', null);
  try {
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const send = () =>
        fetch(server.url + path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
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
    // 100,000 settled messages over the last 30 days, oldest first (ids follow time, as in a real log).
    await db.execute(sql`
      insert into sms_messages (brand_id, batch_id, mobile, text, status, reason, created_at, sent_at)
      select 1, 1 + k / 1000, '139' || lpad((k % 100000000)::text, 8, '0'), '您的验证码是' || (k % 1000000),
        case when k % 20 = 0 then 'failed' else 'sent' end, case when k % 20 = 0 then 'refused' else '' end,
        now() - make_interval(secs => (${messages} - k) * 25.9),
        case when k % 20 = 0 then null else now() - make_interval(secs => (${messages} - k) * 25.9) end
      from generate_series(1, ${messages}) as k order by k`);
    await db.execute(sql`
      insert into email_messages (brand_id, batch_id, "to", subject, status, reason, created_at, sent_at)
      select 1, 1 + k / 1000, 'user' || k || '@example.com', '十一月账单 ' || (k % 1000),
        case when k % 20 = 0 then 'failed' else 'sent' end, case when k % 20 = 0 then 'refused' else '' end,
        now() - make_interval(secs => (${messages} - k) * 25.9),
        case when k % 20 = 0 then null else now() - make_interval(secs => (${messages} - k) * 25.9) end
      from generate_series(1, ${messages}) as k order by k`);
    await settle(db);
    const seedMs = performance.now() - seedStarted;

    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    // `analyze`: run it too, for its time and buffers.
    const plan = async (q: ReturnType<typeof sql>, analyze = false) =>
      (await rowsOf(db, sql`explain ${analyze ? sql`(analyze, buffers) ` : sql``}${q}`))
        .map((r) => String(Object.values(r)[0]))
        .join('\n    ');
    const listPlan = await plan(
      sql`select id from sms_messages where brand_id = 1 and status = 'failed' order by id desc limit 20`,
    );
    // The unfiltered total and the figures read the trigger-kept counts: timed here.
    const countPlan = await plan(
      sql`select coalesce(sum(n), 0)::int, coalesce(sum(version), 0)::int from notify_log_counts where brand_id = 1 and channel = 'sms'`,
      true,
    );
    const statsPlan = await plan(
      sql`select to_char(day, 'YYYY-MM-DD'), status, n from notify_log_days
        where brand_id = 1 and channel = 'sms' and day between current_date - 29 and current_date and n <> 0`,
      true,
    );

    const headers = { ...auth, 'Content-Type': 'application/json' };
    const cases = [
      { name: 'sms log page 1', path: smsPaths.list, body: {} },
      { name: 'sms log page 50', path: smsPaths.list, body: { page: 50 } },
      { name: 'sms log status=failed', path: smsPaths.list, body: { status: 'failed' } },
      { name: 'sms log to=13900012345', path: smsPaths.list, body: { to: '13900012345' } },
      { name: 'sms log today', path: smsPaths.list, body: { dateFrom: today, dateTo: today } },
      { name: 'sms stats (30 days)', path: smsPaths.stats, body: {} },
      { name: 'email log page 1', path: emailPaths.list, body: {} },
      { name: 'email log page 50', path: emailPaths.list, body: { page: 50 } },
      { name: 'email log status=failed', path: emailPaths.list, body: { status: 'failed' } },
      { name: 'email stats (30 days)', path: emailPaths.stats, body: {} },
    ];
    // The goals of docs/performance.md: a page or filter, and the overview, at 16 connections.
    const goal = process.env.DATABASE_URL ? 25 : 50;
    const results: Result[] = [];
    for (const c of cases) {
      const check = await post(c.path, c.body, auth);
      const note = 'total' in check ? `total ${check.total}` : `30 days ${check.last30.sent} sent`;
      results.push(
        await load(
          `${c.name} (${note})`,
          server.url + c.path,
          'POST',
          headers,
          seconds,
          JSON.stringify(c.body),
        ),
      );
    }
    console.log(`\nNotifications: the SMS log and the overview figures (${databaseLabel()}, in process)`);
    console.log(
      `  ${messages} messages seeded in ${(seedMs / 1000).toFixed(1)} s; 16 connections, ${seconds} s each`,
    );
    printLoads('Notifications', results, { width: 52, goalOf: () => goal });
    console.log(`  plan of a filtered page:\n    ${listPlan}`);
    console.log(`  the figures' 30 days, as the overview reads them:\n    ${statsPlan}`);
    console.log(`  the unfiltered total and version, as each call of the log reads them:\n    ${countPlan}`);
    return results;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await benchNotifyLog();
