import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../kit/db.ts';
import { type InboxWrite, writeInbox } from '../../kit/inbox.ts';
import type { DeliveryError } from './delivery-error.ts';

/**
 * The status writes of delivery, gathered: the jobs of one fetched batch run at once, and each wants
 * to claim its message and later record how it went. Two statements per batch instead of two per
 * message (on PGlite every statement waits its turn on the one connection, so this is most of the
 * delivery rate).
 */

type Table = 'sms_messages' | 'email_messages';

/** Calls made in the same turn of the event loop go out as one. */
function gathered<I, O>(run: (items: I[]) => Promise<O[]>): (item: I) => Promise<O> {
  let pending: { item: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  const flush = async () => {
    const batch = pending;
    pending = [];
    try {
      const out = await run(batch.map((p) => p.item));
      // `run` answers one output per item, in order.
      for (const [i, p] of batch.entries()) p.resolve(out[i] as O);
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  };
  return (item) =>
    new Promise<O>((resolve, reject) => {
      if (pending.length === 0) setImmediate(flush);
      pending.push({ item, resolve, reject });
    });
}

/**
 * The in-app message of a batch's failed messages: one per batch (its `groupKey`), counting them, so a
 * 1,000-recipient send that fails writes one message, not a thousand. It opens the log at that batch's
 * failures; the reason is the provider's (in its words).
 */
function failureMessage(channel: 'sms' | 'email', f: Record<string, unknown>): InboxWrite {
  const batchId = Number(f.batch_id);
  return {
    brandId: Number(f.brand_id),
    userId: Number(f.user_id),
    kind: channel === 'sms' ? 'sms.failed' : 'email.failed',
    title: { key: channel === 'sms' ? 'inbox.smsFailed' : 'inbox.emailFailed', params: { batchId } },
    body: { key: 'inbox.failedReason', params: { reason: String(f.reason ?? '') } },
    link: `/notify/${channel}/list?batchId=${batchId}&status=failed`,
    groupKey: `${channel}.failed:${batchId}`,
    count: Number(f.n),
  };
}

/**
 * The in-app message of a batch whose every message was sent, written by the delivery that ended its
 * last one: the sender hears that it is done (a toast in their open console), not only when it fails.
 * A batch with failures is told by its failure message instead.
 */
function sentMessage(channel: 'sms' | 'email', f: Record<string, unknown>): InboxWrite {
  const batchId = Number(f.batch_id);
  return {
    brandId: Number(f.brand_id),
    userId: Number(f.user_id),
    kind: channel === 'sms' ? 'sms.sent' : 'email.sent',
    title: {
      key: channel === 'sms' ? 'inbox.smsSent' : 'inbox.emailSent',
      params: { batchId, sent: Number(f.n) },
    },
    link: `/notify/${channel}/list?batchId=${batchId}`,
  };
}

export const interruptedNote = 'resent after an interrupted attempt';

export interface Finish {
  id: number;
  status: 'sent' | 'queued' | 'failed' | 'unknown';
  reason: string;
  providerId?: string;
}

/**
 * `claim(id)`: the message moved to `sending` (attempts + 1) with its columns and `was` (its status
 * before), or null when it is no longer queued (sent, failed, unknown: a job run twice sends once).
 * A message found `sending` was in flight when a process died; its reason says it was resent.
 * `finish(...)`: its outcome.
 */
export function messageWrites(db: Db, table: Table, columns: string) {
  const channel = table === 'sms_messages' ? 'sms' : 'email';
  const batchTable = channel === 'sms' ? 'sms_batches' : 'email_batches';
  const claim = gathered<number, Record<string, unknown> | null>(async (ids) => {
    const rows = await rowsOf(
      db,
      sql`update ${sql.raw(table)} m set status = 'sending', attempts = m.attempts + 1,
            reason = case when m.status = 'sending' then ${interruptedNote} else m.reason end
          from ${sql.raw(table)} before
          where m.id in (select value::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
            and before.id = m.id and m.status in ('queued', 'sending')
          returning ${sql.raw(columns)}, before.status as was`,
    );
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    return ids.map((id) => byId.get(id) ?? null);
  });
  const finish = gathered<Finish, void>(async (items) => {
    const update = sql`update ${sql.raw(table)} m set status = r.status, reason = r.reason,
            provider_id = coalesce(r."providerId", m.provider_id),
            sent_at = case when r.status = 'sent' then now() else m.sent_at end
          from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as r(id int, status text, reason text, "providerId" text)
          where m.id = r.id`;
    const ended = items.filter((i) => i.status !== 'queued').map((i) => i.id);
    if (ended.length === 0) {
      await db.execute(update);
      return items.map(() => undefined);
    }
    // Failures and finished batches are told to the member who sent the batch, in the same
    // transaction as the status. The batches' rows are locked first: two deliveries ending the last
    // messages of one batch at once would each see the other's still sending and neither say it ended.
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`select b.id from ${sql.raw(batchTable)} b
            where b.id in (select m.batch_id from ${sql.raw(table)} m
              where m.id in (select value::int from jsonb_array_elements_text(${JSON.stringify(ended)}::jsonb)))
            order by b.id for update`,
      );
      const failed = await rowsOf(
        tx,
        sql`with done as (${update} returning m.brand_id, m.batch_id, r.status, r.reason)
            select d.brand_id, d.batch_id, b.user_id, count(*)::int as n, max(d.reason) as reason
            from done d join ${sql.raw(batchTable)} b on b.id = d.batch_id
            where d.status = 'failed' and b.user_id > 0
            group by d.brand_id, d.batch_id, b.user_id`,
      );
      const sent = await rowsOf(
        tx,
        sql`select b.brand_id, b.id as batch_id, b.user_id, count(*)::int as n
            from ${sql.raw(batchTable)} b join ${sql.raw(table)} m on m.batch_id = b.id
            where b.id in (select batch_id from ${sql.raw(table)}
                where id in (select value::int from jsonb_array_elements_text(${JSON.stringify(ended)}::jsonb)))
              and b.user_id > 0
            group by b.brand_id, b.id, b.user_id
            having bool_and(m.status = 'sent')`,
      );
      await writeInbox(tx, [
        ...failed.map((f) => failureMessage(channel, f)),
        ...sent.map((f) => sentMessage(channel, f)),
      ]);
    });
    return items.map(() => undefined);
  });
  return { claim, finish };
}

/**
 * Writes a failed attempt's outcome, SMS and e-mail alike: a temporary failure before the last attempt
 * goes back to the queue with the reason shown and is thrown again, so pg-boss retries the job after
 * its backoff; any other ends the message, failed or unknown.
 */
export async function finishFailed(
  writes: Pick<ReturnType<typeof messageWrites>, 'finish'>,
  id: number,
  failure: DeliveryError,
  lastAttempt: boolean,
): Promise<void> {
  if (failure.kind === 'temporary' && !lastAttempt) {
    await writes.finish({ id, status: 'queued', reason: `retrying: ${failure.message}` });
    throw failure;
  }
  await writes.finish({
    id,
    status: failure.kind === 'unknown' ? 'unknown' : 'failed',
    reason: failure.message,
  });
}
