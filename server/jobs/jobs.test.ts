import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../tests/support/test-db.ts';
import { until } from '../../tests/support/until.ts';
import type { Database } from '../db/client.ts';
import { type Job, JobQueue, type QueueSpec } from './job-queue.ts';

const echo: QueueSpec = {
  name: 'test.echo',
  retryLimit: 3,
  retryDelaySeconds: 1,
  retryBackoff: false,
  expireInSeconds: 5,
  batchSize: 5,
};
const flaky: QueueSpec = {
  name: 'test.flaky',
  retryLimit: 2,
  retryDelaySeconds: 1,
  retryBackoff: false,
  expireInSeconds: 5,
};
const backoff: QueueSpec = {
  name: 'test.backoff',
  retryLimit: 4,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 5,
};
const stall: QueueSpec = {
  name: 'test.stall',
  retryLimit: 1,
  retryDelaySeconds: 1,
  retryBackoff: false,
  expireInSeconds: 1,
};

let database: Database;
let jobs: JobQueue;
const seen: Job<{ n: number }>[] = [];
const flakyRuns: Job<{ n: number }>[] = [];
const stallRuns: Job<{ n: number }>[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  jobs = new JobQueue(database, [echo, flaky, backoff, stall], {
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 60,
  });
  jobs.work<{ n: number }>(echo, async (job) => {
    seen.push(job);
  });
  jobs.work<{ n: number }>(flaky, async (job) => {
    flakyRuns.push(job);
    if (job.attempt < 3) throw new Error(`temporary failure ${job.attempt}`);
  });
  jobs.work<{ n: number }>(backoff, async () => {
    throw new Error('always');
  });
  jobs.work<{ n: number }>(stall, async (job) => {
    stallRuns.push(job);
    // The first attempt never ends, as if its process had died with it.
    if (job.attempt === 1) await new Promise(() => undefined);
  });
  await jobs.start();
});
afterAll(async () => {
  await jobs.stop(1000);
  await database.close();
});

describe('the job queue (pg-boss on the app database)', () => {
  it('refuses two queues of one name, as two modules might declare them', () => {
    expect(() => new JobQueue(database, [echo, { ...flaky, name: echo.name }])).toThrow(
      `two queues are named ${echo.name}`,
    );
  });

  it('runs every job enqueued, once', async () => {
    await jobs.enqueue(
      echo,
      Array.from({ length: 30 }, (_, n) => ({ data: { n } })),
    );
    jobs.wake(echo);
    await until(
      () => seen.length,
      (n) => n >= 30,
    );
    expect(seen.map((j) => j.data.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    expect(seen.every((j) => j.attempt === 1)).toBe(true);
    expect(
      await until(
        () => jobs.counts(echo),
        (c) => c.completed === 30,
      ),
    ).toEqual({ completed: 30 });
  });

  it('skips a job id enqueued twice', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    await jobs.enqueue(echo, [{ id, data: { n: 100 } }]);
    await jobs.enqueue(echo, [{ id, data: { n: 101 } }]);
    await until(
      () => seen.filter((j) => j.data.n >= 100).length,
      (n) => n >= 1,
    );
    await new Promise((r) => setTimeout(r, 700));
    expect(seen.filter((j) => j.data.n >= 100).map((j) => j.data.n)).toEqual([100]);
  });

  it('writes jobs with the transaction they belong to: a rollback leaves none', async () => {
    const before = (await jobs.counts(echo)).completed ?? 0;
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.enqueue(echo, [{ data: { n: 200 } }], tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await database.db.transaction(async (tx) => {
      await jobs.enqueue(echo, [{ data: { n: 201 } }], tx);
    });
    jobs.wake(echo);
    await until(() => seen.some((j) => j.data.n === 201), Boolean);
    expect(seen.some((j) => j.data.n === 200)).toBe(false);
    expect((await jobs.counts(echo)).completed).toBe(before + 1);
  });

  it('retries a failing job until it succeeds, within its retry limit', async () => {
    await jobs.enqueue(flaky, [{ data: { n: 1 } }]);
    jobs.wake(flaky);
    await until(
      () => flakyRuns.length,
      (n) => n >= 3,
    );
    expect(flakyRuns.map((j) => [j.attempt, j.lastAttempt])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    // At least the retry delay between attempts.
    expect(
      await until(
        () => jobs.counts(flaky),
        (c) => c.completed === 1,
      ),
    ).toEqual({ completed: 1 });
  });

  it('backs off: each retry waits about twice as long as the one before', async () => {
    await jobs.enqueue(backoff, [{ data: { n: 1 } }]);
    jobs.wake(backoff);
    const waits: number[] = [];
    // The first attempt fails at once; read the retry's start_after, then pretend it is due now.
    for (let retry = 0; retry < 3; retry++) {
      const [row] = await until(
        async () =>
          (
            await database.executeSql(
              `select extract(epoch from (start_after - now()))::float8 as wait, retry_count from pgboss.job where name = $1 and state = 'retry'`,
              [backoff.name],
            )
          ).rows,
        (rows) => rows.length === 1 && Number(rows[0]?.retry_count) === retry,
      );
      waits.push(Number(row?.wait));
      await database.executeSql(
        `update pgboss.job set start_after = now() where name = $1 and state = 'retry'`,
        [backoff.name],
      );
      jobs.wake(backoff);
    }
    // retryDelay 10 s: the n-th retry waits 10 * 2^n .. 2 * 10 * 2^n seconds (pg-boss adds jitter).
    expect(waits[0]).toBeGreaterThan(9);
    expect(waits[0]).toBeLessThanOrEqual(20);
    expect(waits[1]).toBeGreaterThan(19);
    expect(waits[1]).toBeLessThanOrEqual(40);
    expect(waits[2]).toBeGreaterThan(39);
    expect(waits[2]).toBeLessThanOrEqual(80);
  });

  it('holds a scheduled job until its time', async () => {
    // Far enough ahead that the enqueue and the pause after it end before it on a saturated machine.
    const at = new Date(Date.now() + 8000);
    await jobs.enqueue(echo, [{ data: { n: 300 }, startAfter: at }]);
    jobs.wake(echo);
    await new Promise((r) => setTimeout(r, 1200));
    expect(seen.some((j) => j.data.n === 300)).toBe(false);
    await until(() => seen.some((j) => j.data.n === 300), Boolean);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  });

  it('runs a stalled job again once it expires (its process died with it)', async () => {
    await jobs.enqueue(stall, [{ data: { n: 1 } }]);
    jobs.wake(stall);
    await until(
      () => stallRuns.length,
      (n) => n >= 1,
    );
    await new Promise((r) => setTimeout(r, 1200));
    await jobs.expireStalled();
    jobs.wake(stall);
    await until(
      () => stallRuns.length,
      (n) => n >= 2,
    );
    expect(stallRuns.map((j) => j.attempt)).toEqual([1, 2]);
  });
});

describe('starting and stopping', () => {
  it('creates its tables on a database that has none, and stops without holding the process', async () => {
    const db = await freshDatabase();
    await db.executeSql('drop schema if exists pgboss cascade');
    const q = new JobQueue(db, [echo]);
    const ran: number[] = [];
    q.work<{ n: number }>(echo, async (job) => {
      ran.push(job.data.n);
    });
    await q.start();
    await q.enqueue(echo, [{ data: { n: 7 } }]);
    q.wake(echo);
    await until(
      () => ran.length,
      (n) => n === 1,
    );
    await q.stop(1000);
    const { rows } = await db.executeSql(
      "select count(*)::int as n from pgboss.queue where name = 'test.echo'",
    );
    expect(rows[0]?.n).toBe(1);
    await db.close();
    expect(
      await db.db.execute(sql`select 1`).then(
        () => 'open',
        () => 'closed',
      ),
    ).toBe('closed');
  });
});
