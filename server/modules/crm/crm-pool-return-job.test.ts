import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerPaths } from '../../../contract/customer.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { adminUsers, changes } from '../../db/core.tables.ts';
import { startServer } from '../../index.ts';
import { JobQueue } from '../../jobs/job-queue.ts';
import { appQueues } from '../../jobs/queues.ts';
import { crmCustomerEvents, crmCustomers } from './crm.tables.ts';
import { crmPoolReturnQueue } from './crm-queues.ts';
import {
  ensurePoolReturnScheduled,
  lastPoolReturnAt,
  nextPoolReturnAt,
  runPoolReturn,
} from './pool-return-job.ts';

const day = 86_400_000;
// 13:00 in China: that day's 03:00 run is past, the next is 03:00 on the 11th (19:00 UTC on the 10th).
const now = new Date('2031-03-10T05:00:00Z');
const tomorrow0300 = new Date('2031-03-10T19:00:00Z');

let api: TestApi;
let adminId = 0;
let operatorId = 0;
let mobileN = 0;

async function customer(row: Partial<typeof crmCustomers.$inferInsert>): Promise<number> {
  mobileN += 1;
  const [r] = await api.database.db
    .insert(crmCustomers)
    .values({
      brandId: demo.brand,
      name: `Pool ${mobileN}`,
      mobile: `1360000${String(mobileN).padStart(4, '0')}`,
      stage: 'following',
      ...row,
    })
    .returning({ id: crmCustomers.id });
  return r?.id ?? 0;
}

const ownerOf = async (id: number) =>
  (await api.database.db.select().from(crmCustomers).where(eq(crmCustomers.id, id)))[0]?.ownerId;

async function setPoolDays(brandId: number, days: number) {
  const token = await api.loginTo(demo.admin.user, demo.admin.password, brandId);
  const r = await api.call(customerPaths.configUpdate, {
    token,
    brandId,
    body: { crm_pool_days: days, crm_claim_limit: 500 },
  });
  expect(r.code).toBe(0);
}

/** The run's jobs still to start (after the driven clock), by start time. */
async function pendingAfter(at: Date) {
  const jobs = await api.jobs.latestJobs(crmPoolReturnQueue, 100);
  return jobs
    .filter((j) => !j.archived && j.state === 'created' && j.startAfter > at)
    .map((j) => j.startAfter.toISOString())
    .sort();
}

/** Jobs a worker would start at once at `at` (archived ones never run). */
async function dueAt(at: Date) {
  const jobs = await api.jobs.latestJobs(crmPoolReturnQueue, 100);
  return jobs.filter((j) => !j.archived && ['created', 'retry'].includes(j.state) && j.startAfter <= at);
}

beforeAll(async () => {
  api = await createTestApi();
  const users = await api.database.db
    .select({ id: adminUsers.id, userName: adminUsers.userName })
    .from(adminUsers);
  adminId = users.find((u) => u.userName === 'admin')?.id ?? 0;
  operatorId = users.find((u) => u.userName === 'operator')?.id ?? 0;
});
afterAll(() => api.close());
// Each case starts from a queue that has never run (a first start), unless it builds a history.
beforeEach(async () => {
  await api.database.executeSql(`delete from pgboss.job where name = $1`, [crmPoolReturnQueue.name]);
  await api.database.executeSql(`delete from pgboss.archive where name = $1`, [crmPoolReturnQueue.name]);
});

describe('the run time', () => {
  it('is 03:00 China Standard Time, the next one strictly after now', () => {
    expect(nextPoolReturnAt(now)).toEqual(tomorrow0300);
    expect(lastPoolReturnAt(now)).toEqual(new Date('2031-03-09T19:00:00Z'));
    // 02:59:59 in China runs the same night; 03:00 sharp is that night's run, so the next is a day on.
    expect(nextPoolReturnAt(new Date('2031-03-10T18:59:59Z'))).toEqual(tomorrow0300);
    expect(lastPoolReturnAt(tomorrow0300)).toEqual(tomorrow0300);
    expect(nextPoolReturnAt(tomorrow0300)).toEqual(new Date('2031-03-11T19:00:00Z'));
  });
});

describe('a run', () => {
  it('leaves the demo owners their customers on the first nights after the seed', async () => {
    // The seed's owned open customers were followed up within 25 days: a new installation's first
    // five nights return none of them (nor, runs being transactions, anything at all).
    const { returnToPool } = await import('./pool-return.ts');
    const owned = await api.database.db
      .select({ id: crmCustomers.id })
      .from(crmCustomers)
      .where(and(eq(crmCustomers.brandId, demo.brand), eq(crmCustomers.ownerId, operatorId)));
    expect(owned.length).toBeGreaterThan(20);
    expect(await returnToPool(api.database.db, new Date(Date.now() + 4 * day))).toBe(0);
  });

  it("returns the customers not followed up for more than the brand's pool days, keeps the recent", async () => {
    await setPoolDays(demo.brand, 30);
    const stale = await customer({ ownerId: operatorId, lastFollowAt: new Date(now.getTime() - 31 * day) });
    const recent = await customer({ ownerId: operatorId, lastFollowAt: new Date(now.getTime() - 29 * day) });
    const neverFollowed = await customer({
      ownerId: operatorId,
      ownedAt: new Date(now.getTime() - 40 * day),
    });

    const returned = await runPoolReturn(
      api.database.db,
      api.jobs,
      { data: { slot: lastPoolReturnAt(now).toISOString() } },
      now,
    );

    // The demo's customers are followed up in 2026, years before the driven clock: they return too.
    expect(returned).toBeGreaterThanOrEqual(2);
    expect(await ownerOf(stale)).toBeNull();
    expect(await ownerOf(neverFollowed)).toBeNull();
    expect(await ownerOf(recent)).toBe(operatorId);
    const events = await api.database.db
      .select()
      .from(crmCustomerEvents)
      .where(eq(crmCustomerEvents.customerId, stale));
    expect(events.map((e) => e.data)).toEqual([{ from: operatorId, to: null, reason: 'pool-return' }]);
    const audits = await api.database.db
      .select()
      .from(changes)
      .where(and(eq(changes.brandId, demo.brand), eq(changes.action, 'pool-return')));
    const auditedIds = audits.flatMap((a) => (a.payload as { ids: number[] }).ids);
    expect(auditedIds).toEqual(expect.arrayContaining([stale, neverFollowed]));
    expect(auditedIds).not.toContain(recent);
    expect(audits.every((a) => a.userId === 0)).toBe(true);
  });

  it("applies each brand's own pool days to its own customers only", async () => {
    await setPoolDays(demo.brand, 10);
    await setPoolDays(demo.secondBrand, 60);
    const at = new Date(now.getTime() + 400 * day);
    const ago = (days: number) => new Date(at.getTime() - days * day);
    const first20 = await customer({ ownerId: operatorId, lastFollowAt: ago(20) });
    const first5 = await customer({ ownerId: operatorId, lastFollowAt: ago(5) });
    const second20 = await customer({ brandId: demo.secondBrand, ownerId: adminId, lastFollowAt: ago(20) });
    // Past the default 30 days and brand 1's 10, within brand 2's own 60.
    const second40 = await customer({ brandId: demo.secondBrand, ownerId: adminId, lastFollowAt: ago(40) });
    const second61 = await customer({ brandId: demo.secondBrand, ownerId: adminId, lastFollowAt: ago(61) });

    await runPoolReturn(
      api.database.db,
      api.jobs,
      { data: { slot: lastPoolReturnAt(at).toISOString() } },
      at,
    );

    expect(await ownerOf(first20)).toBeNull();
    expect(await ownerOf(first5)).toBe(operatorId);
    expect(await ownerOf(second20)).toBe(adminId);
    expect(await ownerOf(second40)).toBe(adminId);
    expect(await ownerOf(second61)).toBeNull();
    const secondAudits = await api.database.db
      .select()
      .from(changes)
      .where(and(eq(changes.brandId, demo.secondBrand), eq(changes.action, 'pool-return')));
    const secondIds = secondAudits.flatMap((a) => (a.payload as { ids: number[] }).ids);
    expect(secondIds).toContain(second61);
    expect(secondIds).not.toContain(first20);
    await setPoolDays(demo.brand, 30);
    await setPoolDays(demo.secondBrand, 30);
  });
});

describe('the schedule', () => {
  it('a run schedules the next 03:00; its retry or a second process adds no second job for that day', async () => {
    const at = new Date(tomorrow0300.getTime() + 30_000);
    const job = { data: { slot: tomorrow0300.toISOString() } };
    await runPoolReturn(api.database.db, api.jobs, job, at);
    expect(await pendingAfter(at)).toEqual(['2031-03-11T19:00:00.000Z']);
    await runPoolReturn(api.database.db, api.jobs, job, new Date(at.getTime() + 60_000));
    const other = new JobQueue(api.database, appQueues);
    await other.start({ workers: false });
    try {
      await runPoolReturn(api.database.db, other, job, new Date(at.getTime() + 120_000));
    } finally {
      await other.stop();
    }
    expect(await pendingAfter(at)).toEqual(['2031-03-11T19:00:00.000Z']);
  });

  it('a run started by the database clock a moment before 03:00 by this process still schedules the day after', async () => {
    await runPoolReturn(
      api.database.db,
      api.jobs,
      { data: { slot: tomorrow0300.toISOString() } },
      new Date(tomorrow0300.getTime() - 2000),
    );
    expect(await pendingAfter(tomorrow0300)).toEqual(['2031-03-11T19:00:00.000Z']);
  });

  it('the first start schedules the next 03:00 without running now; N processes and restarts make one job', async () => {
    expect(await ensurePoolReturnScheduled(api.jobs, now)).toEqual([tomorrow0300]);
    const other = new JobQueue(api.database, appQueues);
    await other.start({ workers: false });
    try {
      await ensurePoolReturnScheduled(other, now);
    } finally {
      await other.stop();
    }
    // A restart later the same day.
    await ensurePoolReturnScheduled(api.jobs, new Date(now.getTime() + 3 * 3_600_000));
    expect(await pendingAfter(now)).toEqual([tomorrow0300.toISOString()]);
    expect(await dueAt(now)).toEqual([]);
  });

  it('a start after a day that ran schedules nothing more', async () => {
    await ensurePoolReturnScheduled(api.jobs, new Date(now.getTime() - day));
    const ran = lastPoolReturnAt(now);
    // What the worker does with the job for the 10th's 03:00, then the server restarts at 13:00.
    await runPoolReturn(api.database.db, api.jobs, { data: { slot: ran.toISOString() } }, ran);
    await api.database.executeSql(
      `update pgboss.job set state = 'completed', completed_on = now() where name = $1 and start_after <= $2`,
      [crmPoolReturnQueue.name, ran.toISOString()],
    );
    expect(await ensurePoolReturnScheduled(api.jobs, now)).toEqual([tomorrow0300]);
    expect(await dueAt(now)).toEqual([]);
    expect(await pendingAfter(now)).toEqual([tomorrow0300.toISOString()]);
  });

  it('a run missed while the server was down is due at the next start, once', async () => {
    // Scheduled two days before, then the server stopped: that job is still waiting.
    await ensurePoolReturnScheduled(api.jobs, new Date(now.getTime() - 2 * day));
    await ensurePoolReturnScheduled(api.jobs, now);
    const due = await dueAt(now);
    expect(due.map((j) => j.startAfter.toISOString())).toEqual(['2031-03-08T19:00:00.000Z']);
    // The worker takes it at once; its run schedules the next 03:00 and nothing in between.
    await runPoolReturn(api.database.db, api.jobs, { data: due[0]?.data as { slot: string } }, now);
    expect(await pendingAfter(now)).toEqual([tomorrow0300.toISOString()]);
  });

  it('a day that failed before scheduling the next gets the next 03:00 from the check, and is not rerun', async () => {
    await ensurePoolReturnScheduled(api.jobs, new Date(now.getTime() - day));
    // Every attempt of the 10th's job failed (the database away): no job for the 11th was written.
    await api.database.executeSql(
      `update pgboss.job set state = 'failed', completed_on = now() where name = $1`,
      [crmPoolReturnQueue.name],
    );
    expect(await pendingAfter(now)).toEqual([]);
    expect(await ensurePoolReturnScheduled(api.jobs, now)).toEqual([tomorrow0300]);
    expect(await dueAt(now)).toEqual([]);
    expect(await pendingAfter(now)).toEqual([tomorrow0300.toISOString()]);
  });

  it('a start whose waiting job is gone (kept 14 days) runs the missed day now and keeps the next', async () => {
    await ensurePoolReturnScheduled(api.jobs, new Date(now.getTime() - 20 * day));
    // pg-boss archives a job that waited past its retention; the history stays in the archive.
    await api.database.executeSql(
      `with gone as (delete from pgboss.job where name = $1 returning *)
       insert into pgboss.archive (id, name, priority, data, state, retry_limit, retry_count, retry_delay,
         retry_backoff, start_after, started_on, singleton_key, singleton_on, expire_in, created_on,
         completed_on, keep_until, dead_letter, policy, output)
       select id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff,
         start_after, started_on, singleton_key, singleton_on, expire_in, created_on, completed_on,
         keep_until, dead_letter, policy, output from gone`,
      [crmPoolReturnQueue.name],
    );
    expect(await ensurePoolReturnScheduled(api.jobs, now)).toEqual([lastPoolReturnAt(now), tomorrow0300]);
    await ensurePoolReturnScheduled(api.jobs, now);
    expect((await dueAt(now)).map((j) => j.startAfter.toISOString())).toEqual(['2031-03-09T19:00:00.000Z']);
    expect(await pendingAfter(now)).toEqual([tomorrow0300.toISOString()]);
  });
});

describe('the worker on the running queue', () => {
  let running: TestApi;
  beforeAll(async () => {
    running = await createTestApi({ jobs: true });
  });
  afterAll(() => running.close());

  it('runs a due job: returns the stale customer at the real clock and schedules the next night', async () => {
    const db = running.database.db;
    const [row] = await db
      .insert(crmCustomers)
      .values({
        brandId: demo.brand,
        name: 'Long forgotten',
        mobile: '13600009999',
        stage: 'following',
        ownerId:
          (await db.select().from(adminUsers).where(eq(adminUsers.userName, 'operator')))[0]?.id ?? null,
        lastFollowAt: new Date(Date.now() - 400 * day),
      })
      .returning({ id: crmCustomers.id });
    const before = new Date();
    await running.jobs.enqueue(crmPoolReturnQueue, [
      { data: { slot: lastPoolReturnAt(before).toISOString() } },
    ]);
    running.jobs.wake(crmPoolReturnQueue);
    for (let i = 0; i < 150 && (await running.jobs.counts(crmPoolReturnQueue)).completed !== 1; i++)
      await new Promise((r) => setTimeout(r, 100));
    const after = new Date();
    expect(await running.jobs.counts(crmPoolReturnQueue)).toEqual({ completed: 1, created: 1 });
    const [customerRow] = await db
      .select()
      .from(crmCustomers)
      .where(eq(crmCustomers.id, row?.id ?? 0));
    expect(customerRow?.ownerId).toBeNull();
    const [next] = (await running.jobs.latestJobs(crmPoolReturnQueue)).filter((j) => j.state === 'created');
    // The next 03:00 as the run saw the clock (the test straddles a 03:00 only by chance).
    expect([nextPoolReturnAt(before).getTime(), nextPoolReturnAt(after).getTime()]).toContain(
      next?.startAfter.getTime(),
    );
    expect(running.errors).toEqual([]);
  });
});

describe('the server start', () => {
  it('schedules the next 03:00 on its first start, and a restart adds no second job', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bc-pool-return-'));
    const start = () =>
      startServer({
        env: {
          port: 0,
          host: '127.0.0.1',
          dataDir,
          databaseUrl: undefined,
          sessionIdleHours: 12,
          allowedOrigins: [],
          logRequests: false,
        },
        seedDemo: false,
        distDir: null,
      });
    const before = new Date();
    try {
      await (await start()).close();
      const server = await start();
      try {
        const after = new Date();
        const jobs = await server.jobs.latestJobs(crmPoolReturnQueue);
        expect(jobs.map((j) => j.state)).toEqual(['created']);
        expect([nextPoolReturnAt(before).getTime(), nextPoolReturnAt(after).getTime()]).toContain(
          jobs[0]?.startAfter.getTime(),
        );
      } finally {
        await server.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // For a hang only: two starts, each migrating a database on disk, passed the suite's 20 s on a
    // saturated CPU (`npm run test:stress`).
  }, 170_000);
});
