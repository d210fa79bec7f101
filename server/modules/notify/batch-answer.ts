import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../../contract/envelope.ts';
import type { SendResult, SmsRefusalReason } from '../../../contract/sms.ts';
import { emailBatches, smsBatches } from '../../db/schema.ts';
import type { Queryable } from '../../kit/db.ts';
import { message } from '../../messages.ts';
import type { EmailRefusalReason } from './email-send.ts';

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
    refused: batch.refused.map((r) => ({ ...r, message: message(locale, `refused.${r.reason}`) })),
    ...(leftOut ? { leftOut } : {}),
  };
}

/** The counts the "queued" toast names. */
export const queuedCounts = (batch: Batch<unknown>) => ({
  queued: batch.queued,
  refused: batch.refused.length,
});

const batchTables = { sms: smsBatches, email: emailBatches };

/**
 * The batch a `requestId` already made, answered again as it was; `refusedOf` reads its stored
 * refusals (each channel names its recipient its own way).
 */
export async function batchByRequest<Refused>(
  db: Queryable,
  channel: keyof typeof batchTables,
  brandId: number,
  requestId: string | undefined,
  refusedOf: (stored: unknown) => Refused[],
): Promise<Batch<Refused> | null> {
  if (!requestId) return null;
  const table = batchTables[channel];
  const [row] = await db
    .select({ id: table.id, queued: table.queued, refused: table.refused })
    .from(table)
    .where(and(eq(table.brandId, brandId), eq(table.requestId, requestId)));
  return row ? { batchId: row.id, queued: row.queued, refused: refusedOf(row.refused) } : null;
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
