import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { OutboundPolicy } from '../../outbound/outbound.ts';
import type { SecretBox } from '../../secrets.ts';
import { type EmailJob, emailDelivery } from './email-delivery.ts';
import { emailSendQueue, smsSendQueue } from './notify-queues.ts';
import type { NotifySettings } from './settings.ts';
import { type SmsJob, smsDelivery } from './sms-delivery.ts';

/** What delivery handlers need: the database, the secrets' box and the provider settings. */
export interface DeliveryDeps {
  db: Db;
  secrets: SecretBox;
  notify: NotifySettings;
  logError: (error: unknown, where: string) => void;
  /** Where provider calls may go (OUTBOUND_ALLOW), the app's own policy. */
  outbound: OutboundPolicy;
}

/** Registers the SMS and e-mail delivery handlers on the process's job queue. */
export function registerNotifyWorkers(jobs: JobQueue, deps: DeliveryDeps): void {
  jobs.work<SmsJob>(smsSendQueue, smsDelivery(deps));
  const email = emailDelivery(deps);
  jobs.work<EmailJob>(emailSendQueue, email.handler);
  jobs.onStop(email.close);
}
