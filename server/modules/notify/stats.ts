import { sql } from 'drizzle-orm';
import { type NotifyDay, type NotifyStats, notifyStatsDays } from '../../../contract/notify.ts';
import { int } from '../../db/prepared.ts';
import { type Queryable, rowsOf } from '../../kit/db.ts';

const dayMs = 86_400_000;
// China Standard Time has no daylight saving: a fixed offset names the console users' day.
const cstOffsetMs = 8 * 3_600_000;

/** `YYYY-MM-DD` of a moment in China Standard Time. */
export function cstDay(at: Date): string {
  return new Date(at.getTime() + cstOffsetMs).toISOString().slice(0, 10);
}

/** The 30 days ending today (CST), oldest first, and the moment the first of them began. */
export function statsWindow(now: Date): { days: string[]; since: Date } {
  const today = Date.parse(`${cstDay(now)}T00:00:00+08:00`);
  const days: string[] = [];
  for (let i = notifyStatsDays - 1; i >= 0; i--) days.push(cstDay(new Date(today - i * dayMs)));
  return { days, since: new Date(today - (notifyStatsDays - 1) * dayMs) };
}

/**
 * Sent and failed messages of a brand per day over the last 30 days. A message counts on the day it
 * ended (sent), or was written (failed, unknown: they have no time of sending); "failed" takes
 * `unknown` too, since neither is known to have arrived. The scan walks `(brand_id, created_at)`.
 */
export async function messageStats(
  db: Queryable,
  table: 'sms_messages' | 'email_messages',
  brandId: number,
  now = new Date(),
): Promise<NotifyStats> {
  const { days, since } = statsWindow(now);
  const rows = await rowsOf(
    db,
    sql`select to_char(coalesce(sent_at, created_at) at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD') as day,
          count(*) filter (where status = 'sent')::int as sent,
          count(*) filter (where status in ('failed', 'unknown'))::int as failed
        from ${sql.identifier(table)}
        where brand_id = ${brandId} and created_at >= ${since.toISOString()}::timestamptz - interval '1 day'
          and status in ('sent', 'failed', 'unknown')
        group by 1`,
  );
  const byDay = new Map(rows.map((r) => [String(r.day), { sent: int(r.sent), failed: int(r.failed) }]));
  const list: NotifyDay[] = days.map((day) => ({ day, sent: 0, failed: 0, ...byDay.get(day) }));
  const sum = (k: 'sent' | 'failed') => list.reduce((n, d) => n + d[k], 0);
  const last = list[list.length - 1] ?? { sent: 0, failed: 0 };
  return {
    today: { sent: last.sent, failed: last.failed },
    last30: { sent: sum('sent'), failed: sum('failed') },
    days: list,
  };
}
