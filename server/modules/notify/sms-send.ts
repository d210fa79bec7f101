import { sql } from 'drizzle-orm';
import { renderSms, smsVariables } from '../../../contract/notify-text.ts';
import type { SmsRefusalReason } from '../../../contract/sms.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { int } from '../../db/prepared.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { rowsOf, type Tx } from '../../kit/db.ts';
import { smsSendQueue } from './notify-queues.ts';
import { type MobileHistory, recipientVerdict } from './sms.policy.ts';

/** One message to queue: its mobile, text and provider parameters. */
export interface SmsDraft {
  mobile: string;
  text: string;
  templateId: number | null;
  templateCode: string;
  /** `[[name, value], …]` in the template's order. */
  params: [string, string][];
  repeatOf?: number | undefined;
}

/**
 * The message a template makes with these values, for any mobile: the text rendered once, the values
 * in the template's order (Tencent numbers its parameters). Every templated SMS is made here: a send
 * from the SMS screen and the note an agent gets on a decision alike.
 */
export function templateDrafter(
  template: { id: number; code: string; content: string },
  params: Readonly<Record<string, string>>,
): (mobile: string) => SmsDraft {
  const text = renderSms(template.content, params);
  const ordered: [string, string][] = smsVariables(template.content).map((v) => [v, params[v] ?? '']);
  return (mobile) => ({
    mobile,
    text,
    templateId: template.id,
    templateCode: template.code,
    params: ordered,
  });
}

export interface QueuedBatch {
  batchId: number;
  queued: number;
  refused: { mobile: string; reason: SmsRefusalReason }[];
}

/** How many messages each of `mobiles` got lately (failed ones not counted), in one query. */
export async function mobileHistory(
  tx: Tx,
  brandId: number,
  mobiles: string[],
): Promise<Map<string, MobileHistory>> {
  const rows = await rowsOf(
    tx,
    sql`
    select mobile,
      count(*) filter (where created_at > now() - interval '1 minute')::int as minute,
      count(*)::int as day
    from sms_messages
    where brand_id = ${brandId}
      and mobile in (select value from jsonb_array_elements_text(${JSON.stringify(mobiles)}::jsonb))
      and created_at > now() - interval '1 day'
      and status <> 'failed'
    group by mobile`,
  );
  const history = new Map<string, MobileHistory>();
  for (const r of rows) history.set(String(r.mobile), { lastMinute: int(r.minute), lastDay: int(r.day) });
  return history;
}

/**
 * Writes a batch and its messages and queues one job per message, in the caller's transaction (so a
 * send is all there or not at all). Mobiles over the brand's limits, repeated or malformed are
 * refused here; `draftFor` makes the message of an accepted mobile.
 */
export async function queueSmsBatch(
  tx: Tx,
  jobs: JobQueue,
  batch: {
    brandId: number;
    userId: number;
    requestId: string | undefined;
    limits: { perMinute: number; perDay: number };
  },
  mobiles: readonly string[],
  draftFor: (mobile: string) => SmsDraft,
): Promise<QueuedBatch> {
  // One send at a time per brand: the limits count what the send before this one queued.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${batch.brandId}`}))`);
  const normalised = mobiles.map((m) => m.replace(/[\s-]/g, '').replace(/^\+?86(?=1\d{10}$)/, ''));
  const verdict = recipientVerdict(mobiles, await mobileHistory(tx, batch.brandId, normalised), batch.limits);
  const drafts = verdict.accepted.map(draftFor);
  const [row] = await rowsOf(
    tx,
    sql`
      insert into sms_batches (brand_id, request_id, user_id, queued, refused)
      values (${batch.brandId}, ${batch.requestId ?? null}, ${batch.userId}, ${drafts.length}, ${JSON.stringify(verdict.refused)}::jsonb)
      returning id`,
  );
  if (!row) throw new Error('sms batch insert returned nothing');
  const batchId = int(row.id);
  if (drafts.length > 0) {
    // One statement for the whole batch: its rows travel as one JSON parameter.
    const inserted = await rowsOf(
      tx,
      sql`
        insert into sms_messages (brand_id, batch_id, mobile, template_id, template_code, params, text, repeat_of)
        select ${batch.brandId}, ${batchId}, r.mobile, r.template_id, r.template_code, r.params, r.text, r.repeat_of
        from jsonb_to_recordset(${JSON.stringify(
          drafts.map((d) => ({
            mobile: d.mobile,
            template_id: d.templateId,
            template_code: d.templateCode,
            params: d.params,
            text: d.text,
            repeat_of: d.repeatOf ?? null,
          })),
        )}::jsonb) as r(mobile text, template_id int, template_code text, params jsonb, text text, repeat_of int)
        returning id`,
    );
    await jobs.enqueue(
      smsSendQueue,
      inserted.map((m) => ({ data: { messageId: int(m.id) } })),
      tx,
    );
  }
  return { batchId, queued: drafts.length, refused: verdict.refused };
}

/** The app's job queue; an app made without one refuses what would be queued (code 500). */
export function jobsIn(deps: Pick<AppDeps, 'jobs'>) {
  const jobs = deps.jobs;
  if (!jobs) throw new Error('this app has no job queue: sends cannot be queued');
  return jobs;
}

/** {@link jobsIn} of a request's app. */
export const jobsOf = (c: { var: AppEnv['Variables'] }) => jobsIn(c.var.deps);
