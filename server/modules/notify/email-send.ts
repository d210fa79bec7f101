import { sql } from 'drizzle-orm';
import { emailKey } from '../../../contract/email.ts';
import { int } from '../../db/prepared.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { rowsOf, type Tx } from '../../kit/db.ts';
import { renderEmailSubject } from './email-render.ts';
import { emailSendQueue } from './notify-queues.ts';

export type EmailRefusalReason = 'badAddress' | 'duplicate';

export interface EmailBatchInput {
  brandId: number;
  userId: number;
  requestId: string | undefined;
  templateId: number | null;
  draftId: number | null;
  subject: string;
  body: string;
  /** Whether subject and body are templates to render with each recipient's params. */
  render: boolean;
  cc: string[];
  sendAt: Date | null;
}

export interface QueuedEmailBatch {
  batchId: number;
  queued: number;
  refused: { to: string; reason: EmailRefusalReason }[];
}

/** Addresses to queue and those refused (not an address, already in this send), case-insensitively. */
export function addressVerdict(to: readonly string[]): {
  accepted: string[];
  refused: QueuedEmailBatch['refused'];
} {
  const accepted: string[] = [];
  const refused: QueuedEmailBatch['refused'] = [];
  const seen = new Set<string>();
  for (const raw of to) {
    const address = raw.trim();
    const key = emailKey(raw);
    if (key === null) refused.push({ to: raw, reason: 'badAddress' });
    else if (seen.has(key)) refused.push({ to: address, reason: 'duplicate' });
    else {
      seen.add(key);
      accepted.push(address);
    }
  }
  return { accepted, refused };
}

/**
 * Writes a batch (its subject and body as sent) and one message per recipient, and queues a job per
 * message to start at `sendAt`, in the caller's transaction. `repeatOf` links a message to the one it
 * sends again.
 */
export async function queueEmailBatch(
  tx: Tx,
  jobs: JobQueue,
  batch: EmailBatchInput,
  recipients: readonly { to: string; params: Record<string, string>; repeatOf?: number }[],
): Promise<QueuedEmailBatch> {
  const verdict = addressVerdict(recipients.map((r) => r.to));
  const accepted = new Set(verdict.accepted);
  const taken = new Set<string>();
  const rows = recipients.flatMap((r) => {
    const to = r.to.trim();
    if (!accepted.has(to) || taken.has(to)) return [];
    taken.add(to);
    return [
      {
        to,
        params: r.params,
        subject: batch.render ? renderEmailSubject(batch.subject, r.params) : batch.subject,
        repeat_of: r.repeatOf ?? null,
      },
    ];
  });
  const [row] = await rowsOf(
    tx,
    sql`insert into email_batches (brand_id, request_id, user_id, template_id, draft_id, subject, body, render, cc, send_at, queued, refused)
        values (${batch.brandId}, ${batch.requestId ?? null}, ${batch.userId}, ${batch.templateId}, ${batch.draftId}, ${batch.subject},
          ${batch.body}, ${batch.render}, ${JSON.stringify(batch.cc)}::jsonb, ${batch.sendAt?.toISOString() ?? null}::timestamptz,
          ${rows.length}, ${JSON.stringify(verdict.refused)}::jsonb)
        returning id`,
  );
  if (!row) throw new Error('email batch insert returned nothing');
  const batchId = int(row.id);
  if (rows.length > 0) {
    const inserted = await rowsOf(
      tx,
      sql`insert into email_messages (brand_id, batch_id, "to", template_id, subject, params, repeat_of, send_at)
          select ${batch.brandId}, ${batchId}, r."to", ${batch.templateId}, r.subject, r.params, r.repeat_of,
            ${batch.sendAt?.toISOString() ?? null}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r("to" text, subject text, params jsonb, repeat_of int)
          returning id`,
    );
    await jobs.enqueue(
      emailSendQueue,
      inserted.map((m) => ({ data: { messageId: int(m.id) }, startAfter: batch.sendAt ?? undefined })),
      tx,
    );
  }
  return { batchId, queued: rows.length, refused: verdict.refused };
}
