import type { QueueSpec } from './job-queue.ts';

/**
 * Every queue of the app (server/jobs/job-queue.ts). A module adds its own here; the server creates
 * them all at start, and the test database template has them.
 */

/** One SMS to one mobile (server/modules/notify/sms-delivery.ts). */
export const smsSendQueue: QueueSpec = {
  name: 'sms.send',
  // Temporary failures (provider 5xx, network): about 5 s, 10 s, 20 s, 40 s, 80 s later.
  retryLimit: 5,
  retryDelaySeconds: 5,
  retryBackoff: true,
  // A provider call times out after 15 s; an attempt still running after a minute died with its process.
  expireInSeconds: 60,
  batchSize: 50,
};

/** One e-mail to its recipients (server/modules/notify/email-delivery.ts). */
export const emailSendQueue: QueueSpec = {
  name: 'email.send',
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryBackoff: true,
  // An SMTP conversation gives up after 30 s.
  expireInSeconds: 90,
  batchSize: 25,
};

/** Publishes one scheduled article at its publishAt (server/modules/platform/publish-job.ts). */
export const articlePublishQueue: QueueSpec = {
  name: 'article.publish',
  // Only a database write: a failure is the database's, retried soon.
  retryLimit: 10,
  retryDelaySeconds: 2,
  retryBackoff: true,
  expireInSeconds: 60,
  batchSize: 20,
};

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

export const appQueues: readonly QueueSpec[] = [
  smsSendQueue,
  emailSendQueue,
  articlePublishQueue,
  crmImportQueue,
  crmPoolReturnQueue,
  uploadRemoveQueue,
];
