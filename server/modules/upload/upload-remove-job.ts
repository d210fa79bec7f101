import { eq } from 'drizzle-orm';
import { undoWindowMinutes } from '../../../contract/change-undo.ts';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/core.tables.ts';
import type { JobQueue, QueueSpec } from '../../jobs/job-queue.ts';
import type { Tx } from '../../kit/db.ts';
import type { Storage } from '../../storage/storage.ts';

/**
 * Removes a deleted library file's bytes once its undo has expired (server/modules/upload/upload-remove-job.ts):
 * a file whose row came back by its undo is left alone, so a rerun is safe.
 */
export const uploadRemoveQueue: QueueSpec = {
  name: 'upload.remove',
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 120,
  batchSize: 20,
};

/**
 * A deleted library file keeps its bytes until its undo has expired (docs/decisions/undo.md): its
 * delete queues this job for then, in its own transaction, and the job removes them unless the row
 * came back meanwhile (an undo), which still names them.
 */
export interface UploadRemoveJob {
  storageKey: string;
  thumbKey: string | null;
}

/** A minute past the undo window, so an undo that just made it has committed. */
const keepMs = (undoWindowMinutes + 1) * 60_000;

export async function scheduleUploadRemoval(
  tx: Tx,
  jobs: JobQueue,
  file: UploadRemoveJob,
  now = new Date(),
): Promise<void> {
  await jobs.enqueue<UploadRemoveJob>(
    uploadRemoveQueue,
    [{ data: file, startAfter: new Date(now.getTime() + keepMs) }],
    tx,
  );
}

/** The job: the bytes go unless a row names them again. Run twice, the second finds nothing to remove. */
export function uploadRemoveHandler(deps: { db: Db; storage: Storage }) {
  return async (job: { data: UploadRemoveJob }) => {
    const [back] = await deps.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.storageKey, job.data.storageKey));
    if (back) return;
    await deps.storage.remove(job.data.storageKey);
    if (job.data.thumbKey) await deps.storage.remove(job.data.thumbKey);
  };
}

/** Registers the upload module's job handlers on the process's job queue. */
export function registerUploadWorkers(jobs: JobQueue, deps: { db: Db; storage: Storage }): void {
  jobs.work<UploadRemoveJob>(uploadRemoveQueue, uploadRemoveHandler(deps));
}
