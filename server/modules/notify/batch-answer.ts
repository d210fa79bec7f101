import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../../contract/envelope.ts';
import type { SendResult, SmsRefusalReason } from '../../../contract/sms.ts';
import { type ChangeActor, recordChange } from '../../kit/change.ts';
import type { Queryable } from '../../kit/db.ts';
import type { EmailRefusalReason, QueuedEmailBatch } from './email-send.ts';
import { notifyText } from './notify.messages.ts';
import { emailBatches, smsBatches } from './notify.tables.ts';
import type { QueuedBatch } from './sms-send.ts';

/** A batch queued (or found again by its `requestId`), as the e-mail and SMS sends both count it. */
export interface Batch<Refused> {
  batchId: number;
  queued: number;
  refused: Refused[];
}

type Refusal = { reason: SmsRefusalReason | EmailRefusalReason };

/** A batch as the answer gives it: refusals with their reason in the caller's language. */
export function sendResult(
  locale: Locale,
  batch: Batch<Refusal & ({ mobile: string } | { to: string })>,
  leftOut?: SendResult['leftOut'],
): SendResult {
  return {
    batchId: batch.batchId,
    queued: batch.queued,
    refused: batch.refused.map((r) => ({ ...r, message: notifyText(locale, `refused.${r.reason}`) })),
    ...(leftOut ? { leftOut } : {}),
  };
}

/** The counts the "queued" toast names. */
export const queuedCounts = (batch: Batch<unknown>) => ({
  queued: batch.queued,
  refused: batch.refused.length,
});

const batchTables = { sms: smsBatches, email: emailBatches };
type Channel = keyof typeof batchTables;

/** A refused recipient as each channel names it: a mobile, an address. */
interface Refused {
  sms: QueuedBatch['refused'][number];
  email: QueuedEmailBatch['refused'][number];
}

/** Where each channel's stored refusal names its recipient, and the reasons it may give. */
const refusals = {
  sms: { key: 'mobile', reasons: ['badNumber', 'duplicate', 'perMinute', 'perDay'] },
  email: { key: 'to', reasons: ['badAddress', 'duplicate'] },
} as const;

/** Stored refusals of a batch, as they were queued (anything else stored is left out). */
function storedRefusals<C extends Channel>(channel: C, stored: unknown): Refused[C][] {
  if (!Array.isArray(stored)) return [];
  const { key, reasons } = refusals[channel];
  return stored.flatMap((r) => {
    const recipient = Reflect.get(Object(r), key);
    const reason = Reflect.get(Object(r), 'reason');
    // Checked just above: the recipient a string at the channel's key, the reason one of its own.
    return typeof recipient === 'string' && reasons.some((known) => known === reason)
      ? [{ [key]: recipient, reason } as Refused[C]]
      : [];
  });
}

/** The batch a `requestId` already made, answered again as it was. */
export async function batchByRequest<C extends Channel>(
  db: Queryable,
  channel: C,
  brandId: number,
  requestId: string | undefined,
): Promise<Batch<Refused[C]> | null> {
  if (!requestId) return null;
  const table: (typeof batchTables)[Channel] = batchTables[channel];
  const [row] = await db
    .select({ id: table.id, queued: table.queued, refused: table.refused })
    .from(table)
    .where(and(eq(table.brandId, brandId), eq(table.requestId, requestId)));
  return row ? { batchId: row.id, queued: row.queued, refused: storedRefusals(channel, row.refused) } : null;
}

/**
 * Two requests with one requestId at once: the unique index lets one batch in; the other answers
 * it (`replayed`). Any other failure, or one without a requestId, is thrown as it was.
 */
export async function sendOnce<B>(
  send: () => Promise<B>,
  earlier: () => Promise<B | null>,
): Promise<{ batch: B; replayed: boolean }> {
  try {
    return { batch: await send(), replayed: false };
  } catch (error) {
    const again = await earlier();
    if (again) return { batch: again, replayed: true };
    throw error;
  }
}

/**
 * The change record of a repeat, in its transaction: the new batch, the messages it sends again (the
 * first hundred) and how many it queued.
 */
export function recordRepeat(
  tx: Queryable,
  me: ChangeActor,
  entity: 'sms_batch' | 'email_batch',
  queued: Batch<unknown>,
  originalIds: readonly number[],
  subject: string,
) {
  return recordChange(tx, me, {
    action: 'repeat',
    entity,
    entityId: queued.batchId,
    payload: { of: originalIds.slice(0, 100), queued: queued.queued },
    subject,
  });
}
