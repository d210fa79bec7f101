import { sql } from 'drizzle-orm';
import { signInLimits } from './auth/sign-in-limits.ts';
import { clientErrorRate } from './client-error.ts';
import type { Db } from './db/client.ts';

/** Rows one statement deletes at most: each batch is a short transaction holding only its rows' locks. */
export const housekeepingBatch = 5000;
export const housekeepingEveryMs = 10 * 60_000;

// Each a single DELETE of at most one batch, walking an index: no table lock beyond the row locks
// every DELETE takes, so sign-ins and sessions go on while it runs. Sign-in failures are kept an hour,
// well past the window that counts them. Revoked sessions are gone for good; expired ones too, whether
// idle or past their absolute lifetime (both end in expires_at). A session ended by disabling its
// member stays until it would have expired, so its holder's next call still hears why.
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** In-app messages older than this (since last raised) are deleted. */
export const inboxKeepDays = 180;

/** Sign-ins older than this go, however few the user has (each sign-in keeps the user's latest 20). */
export const signInKeepDays = 90;

const statements = {
  sessions: (now: Date) => sql`delete from sessions where id in (
    (select id from sessions where expires_at < ${now} limit ${housekeepingBatch})
    union all
    (select id from sessions where revoked_at is not null and end_reason is null limit ${housekeepingBatch}))`,
  loginFailures: (now: Date) => sql`delete from login_failures where id in (
    select id from login_failures where created_at < ${new Date(now.getTime() - Math.max(signInLimits.windowMs, 3_600_000))}
    limit ${housekeepingBatch})`,
  // Client error reports count over a minute (server/client-error.ts); an hour is plenty.
  clientErrors: (now: Date) => sql`delete from client_error_reports where id in (
    select id from client_error_reports where created_at < ${new Date(now.getTime() - Math.max(clientErrorRate.windowMs, 3_600_000))}
    limit ${housekeepingBatch})`,
  captchas: (now: Date) => sql`delete from captchas where id in (
    select id from captchas where expires_at < ${now} limit ${housekeepingBatch})`,
  // The account dashboard's sign-in history (each sign-in also keeps only the user's latest 20).
  signIns: (now: Date) => sql`delete from sign_ins where id in (
    select id from sign_ins where created_at < ${daysBefore(now, signInKeepDays)} limit ${housekeepingBatch})`,
  // In-app messages last half a year, read or not; a group raised again is as new as its last event.
  inbox: (now: Date) => sql`delete from inbox_messages where id in (
    select id from inbox_messages where at < ${daysBefore(now, inboxKeepDays)} limit ${housekeepingBatch})`,
};

export type HousekeepingCounts = Record<keyof typeof statements, number>;

function affected(result: unknown): number {
  if (typeof result !== 'object' || result === null) return 0;
  const r = result as { rowCount?: unknown; affectedRows?: unknown };
  return Number(r.rowCount ?? r.affectedRows ?? 0) || 0;
}

/** Deletes what has expired, batch after batch until a batch comes back short; answers the counts. */
export async function housekeep(db: Db, now = new Date()): Promise<HousekeepingCounts> {
  const counts: HousekeepingCounts = {
    sessions: 0,
    loginFailures: 0,
    clientErrors: 0,
    captchas: 0,
    signIns: 0,
    inbox: 0,
  };
  for (const key of Object.keys(statements) as (keyof typeof statements)[]) {
    for (;;) {
      const n = affected(await db.execute(statements[key](now)));
      counts[key] += n;
      if (n < housekeepingBatch) break;
    }
  }
  return counts;
}

/**
 * Runs housekeep now and every `everyMs`, in every API process (a second process deleting the same
 * expired rows finds them gone; nothing is lost). The timer does not hold the process open.
 */
export function startHousekeeping(db: Db, log: (error: unknown) => void, everyMs = housekeepingEveryMs) {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = housekeep(db).catch(log);
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    /** Stops the timer and waits for a run in progress, so the database can close under it. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
