import { chinaDay, chinaMidnight, dayMs } from '../../../contract/china-time.ts';
import { type NotifyDay, type NotifyStats, notifyStatsDays } from '../../../contract/notify.ts';
import type { Db } from '../../db/client.ts';
import { int, runPrepared } from '../../db/prepared.ts';

// The day as text: the driver's date parsers differ (PGlite: Date, node-postgres: string).
const daysOf = `select to_char(day, 'YYYY-MM-DD'), status, n from notify_log_days
  where brand_id = $1 and channel = $2 and day between $3::date and $4::date and n <> 0`;

/** The 30 days ending today (CST), oldest first, and the moment the first of them began. */
export function statsWindow(now: Date): { days: string[]; since: Date } {
  const today = chinaMidnight(now).getTime();
  const days: string[] = [];
  for (let i = notifyStatsDays - 1; i >= 0; i--) days.push(chinaDay(new Date(today - i * dayMs)));
  return { days, since: new Date(today - (notifyStatsDays - 1) * dayMs) };
}

/**
 * Sent and failed messages of a brand per day over the last 30 days. A message counts on the day it
 * ended (sent), or was written (failed, unknown: they have no time of sending); "failed" takes
 * `unknown` too, since neither is known to have arrived. Read from the counts per day the log's
 * triggers keep (`notify_log_days`, migration log-counts): at most 90 rows, however many were sent.
 */
export async function messageStats(
  db: Db,
  channel: 'sms' | 'email',
  brandId: number,
  now = new Date(),
): Promise<NotifyStats> {
  const { days } = statsWindow(now);
  const rows = await runPrepared(db, daysOf, [brandId, channel, days[0], days[days.length - 1]], {
    genericPlan: true,
  });
  const counts = new Map<string, { sent: number; failed: number }>();
  for (const [day, status, n] of rows) {
    const at = counts.get(String(day)) ?? { sent: 0, failed: 0 };
    if (status === 'sent') at.sent += int(n);
    else at.failed += int(n);
    counts.set(String(day), at);
  }
  const list: NotifyDay[] = days.map((day) => ({ day, sent: 0, failed: 0, ...counts.get(day) }));
  const sum = (k: 'sent' | 'failed') => list.reduce((n, d) => n + d[k], 0);
  const last = list[list.length - 1] ?? { sent: 0, failed: 0 };
  return {
    today: { sent: last.sent, failed: last.failed },
    last30: { sent: sum('sent'), failed: sum('failed') },
    days: list,
  };
}
