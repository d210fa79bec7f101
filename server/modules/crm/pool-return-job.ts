import { chinaMidnight, dayMs } from '../../../contract/china-time.ts';
import type { Db } from '../../db/client.ts';
import { type EnqueueItem, type Job, type JobQueue, jobIdOf } from '../../jobs/job-queue.ts';
import { crmPoolReturnQueue } from './crm-queues.ts';
import { returnToPool } from './pool-return.ts';

/**
 * The daily pool return as a job: one job per day at 03:00 China Standard Time, each
 * scheduling the next before it returns anyone. A day's job has an id made from its day, so N API
 * processes, restarts and retries scheduling the same day make one job. pg-boss's own cron is not used:
 * it only fires within a minute of the cron time (a run missed while the server was down is lost),
 * reads the process clock (a test cannot drive it) and needs the timekeeper the JobQueue turns off.
 */

export interface PoolReturnJob {
  /** The 03:00 this job is for (ISO). */
  slot: string;
}

/** China keeps no summer time: 03:00 there is always 19:00 UTC the day before. */
const runHour = 3;

/** The latest 03:00 China Standard Time at or before `now`. */
export function lastPoolReturnAt(now: Date): Date {
  const at = chinaMidnight(now).getTime() + runHour * 3_600_000;
  return new Date(at > now.getTime() ? at - dayMs : at);
}

/** The first 03:00 China Standard Time after `now`. */
export function nextPoolReturnAt(now: Date): Date {
  return new Date(lastPoolReturnAt(now).getTime() + dayMs);
}

function runAt(at: Date): EnqueueItem<PoolReturnJob> {
  const slot = at.toISOString();
  return { id: jobIdOf(`${crmPoolReturnQueue.name}:${slot}`), startAfter: at, data: { slot } };
}

const waiting = new Set(['created', 'retry', 'active']);

/**
 * At every start: makes sure the next 03:00 has its job, and runs a missed day's return now. A day
 * is missed when the queue has run before (so not a first start, which waits for 03:00) yet holds
 * neither a job for the latest 03:00 or later nor one still waiting (a job from before an outage runs
 * at once by itself). Idempotent: every process and restart asks for the same job ids. Answers the
 * start times it asked for.
 */
export async function ensurePoolReturnScheduled(jobs: JobQueue, now: Date): Promise<Date[]> {
  const last = lastPoolReturnAt(now);
  const known = await jobs.latestJobs(crmPoolReturnQueue);
  const inHand = known.some((j) => j.startAfter >= last || (!j.archived && waiting.has(j.state)));
  const wanted = known.length > 0 && !inHand ? [last, nextPoolReturnAt(now)] : [nextPoolReturnAt(now)];
  await jobs.enqueue(crmPoolReturnQueue, wanted.map(runAt));
  return wanted;
}

/**
 * One run: schedules the next 03:00, then returns every brand's due customers at `now` (each brand by
 * its own `crm_pool_days`; audited and written on the timelines by returnToPool). Scheduling first
 * means a run that fails still leaves tomorrow's; a retry finds tomorrow's job there and returns only
 * what is still due. Answers how many customers returned.
 */
export async function runPoolReturn(
  db: Db,
  jobs: JobQueue,
  job: Pick<Job<PoolReturnJob>, 'data'>,
  now: Date,
): Promise<number> {
  // pg-boss starts a job by the database's clock: with this process's clock a little behind, "the
  // next 03:00 after now" would be this job's own, and the chain would end.
  const slot = new Date(job.data.slot).getTime();
  const after = Number.isNaN(slot) || slot < now.getTime() ? now : new Date(slot);
  await jobs.enqueue(crmPoolReturnQueue, [runAt(nextPoolReturnAt(after))]);
  return returnToPool(db, now);
}

/**
 * At the server's start and then every hour: ensurePoolReturnScheduled, and this process's worker
 * looks at once (it looked once at start, before a missed day's job was added). The hourly check mends
 * a chain that broke while the server ran: a day whose every attempt failed before it could schedule
 * the next (the database away for the half hour of its retries).
 */
export async function startPoolReturnSchedule(
  jobs: JobQueue,
  logError: (error: unknown, where: string) => void,
  everyMs = 3_600_000,
): Promise<{ stop(): void }> {
  await ensurePoolReturnScheduled(jobs, new Date());
  jobs.wake(crmPoolReturnQueue);
  const timer = setInterval(() => {
    ensurePoolReturnScheduled(jobs, new Date()).then(
      () => jobs.wake(crmPoolReturnQueue),
      (error: unknown) => logError(error, `jobs ${crmPoolReturnQueue.name} schedule`),
    );
  }, everyMs);
  // Like housekeeping's: the check never holds the process open.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** The pool return's worker on the process's job queue. */
export function registerPoolReturnWorker(jobs: JobQueue, deps: { db: Db }): void {
  jobs.work<PoolReturnJob>(crmPoolReturnQueue, async (job) => {
    await runPoolReturn(deps.db, jobs, job, new Date());
  });
}
