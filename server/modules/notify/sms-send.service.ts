import type { z } from 'zod';
import { smsVariables } from '../../../contract/notify-text.ts';
import type { messageLogBody, repeatBody, SendResult, smsSendBody } from '../../../contract/sms.ts';
import { auditAs } from '../../audit.ts';
import type { AppDeps } from '../../context.ts';
import { fieldRefusal } from '../../envelope.ts';
import type { Queryable } from '../../kit/db.ts';
import { listPage } from '../../kit/list-page.ts';
import { refuse } from '../../kit/policy.ts';
import { findInBrand } from '../../kit/rows.ts';
import { customerParams, customerViewer, groupRecipients } from '../crm/crm.public.ts';
import { batchByRequest, recordRepeat, sendOnce, sendResult } from './batch-answer.ts';
import { groupLeftOutOf } from './group-send.service.ts';
import { logCall, smsLog } from './message-logs.ts';
import { smsTemplates } from './notify.tables.ts';
import type { NotifyCaller, ViewingCaller } from './notify-caller.ts';
import { smsSendQueue } from './notify-queues.ts';
import { messagesToRepeat } from './repeat.ts';
import { paramsRefusal } from './sms.policy.ts';
import { paramPairs, smsConfigOf } from './sms-config.ts';
import { jobsIn, queueSmsBatch, templateDrafter } from './sms-send.ts';
import { messageStats } from './stats.ts';

/**
 * Sending text messages (docs/decisions/server-layout.md, "A service per resource"): a template sent
 * to mobiles and/or a customer group's customers and its preview, a repeat of failed messages, and the
 * log with its figures. A send queues its batch and records it in one transaction.
 */

/** The SMS batch a `requestId` already made. */
const smsBatchOf = (db: Queryable, brandId: number, requestId: string | undefined) =>
  batchByRequest(db, 'sms', brandId, requestId);

/**
 * Queues a template to the mobiles typed and/or a customer group's customers, each customer filling
 * their own values; the brand's limits refuse some. A `requestId` sent again answers the batch it made.
 */
export async function sendSms(
  deps: AppDeps,
  me: ViewingCaller,
  body: z.output<typeof smsSendBody>,
): Promise<SendResult> {
  const { db } = deps;
  const jobs = jobsIn(deps);
  const answered = await smsBatchOf(db, me.brandId, body.requestId);
  if (answered) return sendResult(me.locale, answered);
  const viewer = body.customerGroupId === undefined ? null : customerViewer(me.brandId, me.policy);
  const customers =
    viewer && body.customerGroupId !== undefined
      ? await groupRecipients(db, viewer, body.customerGroupId, 'mobile')
      : [];
  if (body.customerGroupId === undefined && (!body.mobiles || body.mobiles.length === 0))
    throw fieldRefusal('mobiles', 'noRecipients');
  if (body.customerGroupId !== undefined && customers.length === 0 && !body.mobiles?.length)
    throw fieldRefusal('customerGroupId', 'noRecipients');
  const template = await findInBrand(db, smsTemplates, me.brandId, body.templateId, 'smsTemplateNotFound');
  if (!template.display) throw fieldRefusal('templateId', 'smsTemplateDisabled', { title: template.title });
  const variables = smsVariables(template.content);
  const params = body.params ?? {};
  // A group's customers fill `name` and `company` themselves, each their own (typed ones give way).
  refuse(
    paramsRefusal(variables, customers.length ? { ...params, ...customerParams(null, variables) } : params),
  );
  const config = await smsConfigOf(db, me.brandId);
  const typed = templateDrafter(template, params);
  const byMobile = new Map(customers.map((r) => [r.mobile, r]));
  const draftFor = (mobile: string) => {
    const customer = byMobile.get(mobile);
    return customer
      ? templateDrafter(template, { ...params, ...customerParams(customer, variables) })(mobile)
      : typed(mobile);
  };
  const mobiles = [...(body.mobiles ?? []), ...byMobile.keys()];
  const { batch } = await sendOnce(
    () =>
      db.transaction(async (tx) => {
        const queued = await queueSmsBatch(
          tx,
          jobs,
          { brandId: me.brandId, userId: me.userId, requestId: body.requestId, limits: config },
          mobiles,
          draftFor,
        );
        await auditAs(tx, me, {
          action: 'send',
          entity: 'sms_batch',
          entityId: queued.batchId,
          payload: { templateId: template.id, queued: queued.queued, refused: queued.refused.length },
          subject: template.title,
        });
        return queued;
      }),
    () => smsBatchOf(db, me.brandId, body.requestId),
  );
  jobs.wake(smsSendQueue);
  const leftOut =
    viewer && body.customerGroupId !== undefined
      ? await groupLeftOutOf(db, viewer, body.customerGroupId, 'mobile', me.locale)
      : undefined;
  return sendResult(me.locale, batch, leftOut);
}

/**
 * `{ id }` a failed or unknown message, `{ batchId }` the batch's failed ones, sent again as a new
 * batch with their texts as they were, each message linked to its original.
 */
export async function repeatSms(
  deps: AppDeps,
  me: NotifyCaller,
  body: z.output<typeof repeatBody>,
): Promise<SendResult> {
  const { db } = deps;
  const jobs = jobsIn(deps);
  const config = await smsConfigOf(db, me.brandId);
  const batch = await db.transaction(async (tx) => {
    const originals = await messagesToRepeat(tx, me.brandId, body, 'sms');
    const byMobile = new Map(originals.map((m) => [m.mobile, m]));
    const queued = await queueSmsBatch(
      tx,
      jobs,
      { brandId: me.brandId, userId: me.userId, requestId: undefined, limits: config },
      [...byMobile.keys()],
      (mobile) => {
        const first = byMobile.get(mobile);
        return {
          mobile,
          text: first?.text ?? '',
          templateId: first?.templateId ?? null,
          templateCode: first?.templateCode ?? '',
          params: paramPairs(first?.params),
          repeatOf: first?.id,
        };
      },
    );
    await recordRepeat(
      tx,
      me,
      'sms_batch',
      queued,
      originals.map((m) => m.id),
      'SMS',
    );
    return queued;
  });
  jobs.wake(smsSendQueue);
  return sendResult(me.locale, batch);
}

/** The brand's SMS log, filtered as the log screen asks. */
export async function smsLogPage(deps: AppDeps, me: NotifyCaller, body: z.output<typeof messageLogBody>) {
  return listPage(deps, smsLog, await logCall(deps.db, 'sms', me.brandId, body));
}

/** The brand's SMS figures (sent, failed, waiting). */
export const smsStats = (deps: AppDeps, me: NotifyCaller) => messageStats(deps.db, 'sms', me.brandId);
