import { eq } from 'drizzle-orm';
import type { Job } from '../../jobs/job-queue.ts';
import { DeliveryError } from './delivery-error.ts';
import { emailConfigOf, emailSecretPurpose, paramsOf, stringsOf } from './email-config.ts';
import { renderEmailBody, textOf } from './email-render.ts';
import { finishFailed, interruptedNote, messageWrites } from './message-writes.ts';
import { emailBatches } from './notify.tables.ts';
import { createMailer, type Mailer, smtpFailure } from './smtp.ts';
import type { DeliveryDeps } from './workers.ts';

export interface EmailJob {
  messageId: number;
}

/**
 * Delivers one e-mail (a job of `email.send`), as sms-delivery.ts does an SMS: the message row is the
 * truth, a job for a message no longer queued does nothing, a message found `sending` was in flight
 * when its process died and is sent again with a note. Each brand's settings give a pooled transport,
 * kept while the settings are unchanged.
 */
export function emailDelivery(deps: DeliveryDeps) {
  const mailers = new Map<
    number,
    { version: number; at: number; mailer: Mailer; from: { name: string; address: string }; replyTo: string }
  >();
  const batches = new Map<number, typeof emailBatches.$inferSelect>();

  const mailerOf = async (brandId: number) => {
    const cached = mailers.get(brandId);
    if (cached && Date.now() - cached.at < deps.notify.configCacheMs) return cached;
    const config = await emailConfigOf(deps.db, brandId);
    const version = config.updatedAt.getTime();
    if (cached && cached.version === version) {
      cached.at = Date.now();
      return cached;
    }
    cached?.mailer.close();
    if (!config.host || !config.fromAddress)
      throw new DeliveryError(
        'permanent',
        'the SMTP settings are incomplete: fill in the server and the sender',
      );
    const password = config.password ? deps.secrets.open(config.password, emailSecretPurpose(brandId)) : null;
    if (config.password && password === null)
      throw new DeliveryError(
        'permanent',
        'the SMTP password is unreadable: enter it again in the e-mail settings',
      );
    const entry = {
      version,
      at: Date.now(),
      mailer: await createMailer(
        {
          ...config,
          secure: config.secure === 'tls' || config.secure === 'starttls' ? config.secure : 'none',
          password,
        },
        deps.notify,
        true,
        deps.outbound,
      ),
      from: { name: config.fromName, address: config.fromAddress },
      replyTo: config.replyTo,
    };
    mailers.set(brandId, entry);
    return entry;
  };

  const batchOf = async (batchId: number) => {
    const cached = batches.get(batchId);
    if (cached) return cached;
    const [row] = await deps.db.select().from(emailBatches).where(eq(emailBatches.id, batchId));
    if (!row) throw new DeliveryError('permanent', `batch ${batchId} is gone`);
    // A batch is written once; keep the latest few hundred.
    if (batches.size > 500) batches.delete(batches.keys().next().value ?? 0);
    batches.set(batchId, row);
    return row;
  };

  const writes = messageWrites(
    deps.db,
    'email_messages',
    'm.id, m.brand_id, m.batch_id, m."to", m.subject, m.params',
  );
  const handler = async (job: Job<EmailJob>) => {
    const claimed = await writes.claim(job.data.messageId);
    if (!claimed) return;
    const id = Number(claimed.id);
    const note = claimed.was === 'sending' ? interruptedNote : '';
    try {
      const brandId = Number(claimed.brand_id);
      const [transport, batch] = await Promise.all([mailerOf(brandId), batchOf(Number(claimed.batch_id))]);
      const html = batch.render ? renderEmailBody(batch.body, paramsOf(claimed.params)) : batch.body;
      const cc = stringsOf(batch.cc);
      const info = await transport.mailer.sendMail({
        from: transport.from,
        to: String(claimed.to),
        ...(cc.length > 0 ? { cc } : {}),
        ...(transport.replyTo ? { replyTo: transport.replyTo } : {}),
        subject: String(claimed.subject),
        html,
        text: textOf(html),
      });
      await writes.finish({ id, status: 'sent', providerId: info.messageId ?? '', reason: note });
    } catch (error) {
      const failure = error instanceof DeliveryError ? error : smtpFailure(error);
      await finishFailed(writes, id, failure, job.lastAttempt);
    }
  };
  /** Closes the pooled connections (they would keep the process alive). */
  const close = () => {
    for (const m of mailers.values()) m.mailer.close();
    mailers.clear();
  };
  return { handler, close };
}
