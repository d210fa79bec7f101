import type { QueueSpec } from '../../jobs/job-queue.ts';

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
