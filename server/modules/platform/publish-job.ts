import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Db } from '../../db/client.ts';
import { int, text } from '../../db/prepared.ts';
import type { JobQueue, QueueSpec } from '../../jobs/job-queue.ts';
import { rowsOf, type Tx } from '../../kit/db.ts';

/** Publishes one scheduled article at its publishAt. */
export const articlePublishQueue: QueueSpec = {
  name: 'article.publish',
  // Only a database write: a failure is the database's, retried soon.
  retryLimit: 10,
  retryDelaySeconds: 2,
  retryBackoff: true,
  expireInSeconds: 60,
  batchSize: 20,
};

export interface PublishJob {
  articleId: number;
}

/** A fresh job id for a schedule, written on the article (`publish_job`) with the schedule. */
export function newPublishJobId(): string {
  return randomUUID();
}

/**
 * Queues the publication of an article at `at`, in the transaction that wrote the schedule and the
 * job's id on the article: a job whose article was rescheduled (a new id) or unpublished (none) since
 * finds another id there and does nothing.
 */
export async function schedulePublish(
  tx: Tx,
  jobs: JobQueue,
  articleId: number,
  at: Date,
  id: string,
): Promise<void> {
  await jobs.enqueue<PublishJob>(articlePublishQueue, [{ data: { articleId }, startAfter: at, id }], tx);
}

/**
 * The job: publishes the article if it is still the draft this job was scheduled for and its time
 * has come (the database's clock, which also decided when the job started). Run twice, the second
 * run finds it published and does nothing. Audited as the schedule's own change (user 0).
 */
export function publishHandler(db: Db) {
  return async (job: { id: string; data: PublishJob }) => {
    const early = await db.transaction(async (tx) => {
      const [row] = await rowsOf(
        tx,
        sql`select brand_id, title, publish_at <= now() as due from articles
            where id = ${job.data.articleId} and status = 'draft' and publish_job = ${job.id}
            for update`,
      );
      if (!row) return false;
      if (row.due !== true) return true;
      await tx.execute(
        sql`update articles set status = 'published', publish_job = null, updated_at = now()
            where id = ${job.data.articleId}`,
      );
      await audit(tx, {
        brandId: int(row.brand_id),
        userId: 0,
        action: 'publish',
        entity: 'article',
        entityId: job.data.articleId,
        payload: { title: text(row.title), scheduled: true },
      });
      return false;
    });
    // Started before its time (clocks apart): fail, so pg-boss tries again shortly.
    if (early) throw new Error(`article ${job.data.articleId} is not due yet`);
  };
}

/** Registers the platform's job handlers on the process's job queue. */
export function registerPlatformWorkers(jobs: JobQueue, deps: { db: Db }): void {
  jobs.work<PublishJob>(articlePublishQueue, publishHandler(deps.db));
}
