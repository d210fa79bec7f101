import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { repeatBody } from '../../../contract/sms.ts';
import { fieldRefusal } from '../../envelope.ts';
import type { Tx } from '../../kit/db.ts';
import { findInBrand } from '../../kit/rows.ts';
import { emailBatches, emailMessages, smsBatches, smsMessages } from './notify.tables.ts';

/** A channel's log as `repeat` reads it: its messages, its batches, and how a missing message reads. */
const smsLog = { messages: smsMessages, batches: smsBatches, notFound: 'smsMessageNotFound' } as const;
const emailLog = {
  messages: emailMessages,
  batches: emailBatches,
  notFound: 'emailMessageNotFound',
} as const;

type RepeatInput = z.output<typeof repeatBody>;

/**
 * What a `repeat` sends again, SMS and e-mail alike: one message that failed or whose fate is unknown
 * (`id`), or every failed message of a batch (`batchId`); nothing to repeat is refused at its field.
 * Called in the transaction that queues the repeat: it first takes the brand's repeat lock for the
 * channel, held to the commit, so two members pressing 重发 on one message at the same moment do not both
 * find it not yet sent again; the second reads the first's repeat and is refused.
 */
export function messagesToRepeat(
  db: Tx,
  brandId: number,
  body: RepeatInput,
  channel: 'sms',
): Promise<(typeof smsMessages.$inferSelect)[]>;
export function messagesToRepeat(
  db: Tx,
  brandId: number,
  body: RepeatInput,
  channel: 'email',
): Promise<(typeof emailMessages.$inferSelect)[]>;
export async function messagesToRepeat(db: Tx, brandId: number, body: RepeatInput, channel: 'sms' | 'email') {
  const log = channel === 'sms' ? smsLog : emailLog;
  const { messages } = log;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`repeat:${channel}:${brandId}`}))`);
  if (body.id !== undefined) {
    const one = await findInBrand(db, messages, brandId, body.id, log.notFound);
    if (one.status !== 'failed' && one.status !== 'unknown') throw fieldRefusal('id', 'notRepeatable');
    const [again] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.brandId, brandId), eq(messages.repeatOf, one.id)))
      .orderBy(desc(messages.id))
      .limit(1);
    if (again) throw fieldRefusal('id', 'alreadyRepeated', { id: again.id });
    return [one];
  }
  const batchId = body.batchId ?? 0;
  await findInBrand(db, log.batches, brandId, batchId, 'batchNotFound');
  const failedOfBatch = and(
    eq(messages.brandId, brandId),
    eq(messages.batchId, batchId),
    eq(messages.status, 'failed'),
  );
  // A failed message already sent again is not sent a third time: its repeat is the one to resend.
  // Asked in one statement by the repeat index, not with the batch's ids as parameters (a group send's
  // batch may hold thousands).
  const originals = await db
    .select()
    .from(messages)
    .where(
      and(failedOfBatch, sql`not exists (select 1 from ${messages} r where r.repeat_of = ${messages.id})`),
    );
  if (originals.length === 0) {
    const [anyFailed] = await db.select({ id: messages.id }).from(messages).where(failedOfBatch).limit(1);
    throw fieldRefusal('batchId', anyFailed ? 'allRepeated' : 'nothingToRepeat');
  }
  return originals;
}
