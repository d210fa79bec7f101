import type { QueueSpec } from '../../jobs/job-queue.ts';

/**
 * One customer import (server/modules/crm/customer-import.ts). It commits its progress with every batch, so a
 * retry (a crash, a database fault) goes on from the last committed line; a run taking longer than the
 * expiry is not harmed by a second one either (each batch checks the line it started from, under a lock).
 */
export const crmImportQueue: QueueSpec = {
  name: 'crm.import',
  retryLimit: 5,
  retryDelaySeconds: 5,
  retryBackoff: true,
  // 200,000 rows take about a minute; a process that died is noticed after this.
  expireInSeconds: 600,
  batchSize: 1,
};

/**
 * The daily pool return (server/modules/crm/pool-return-job.ts): one job a day at 03:00 China time, each
 * scheduling the next. A rerun the same day finds nothing more to return, so retries are safe.
 */
export const crmPoolReturnQueue: QueueSpec = {
  name: 'crm.pool-return',
  // A database fault: try again a minute later, then 2, 4, 8, 16 minutes.
  retryLimit: 5,
  retryDelaySeconds: 60,
  retryBackoff: true,
  // One UPDATE over the due customers of every brand.
  expireInSeconds: 600,
  batchSize: 1,
  // Its job starts within a minute of 03:00; a start finds a missed one at once (work() looks first).
  pollingIntervalSeconds: 60,
};
