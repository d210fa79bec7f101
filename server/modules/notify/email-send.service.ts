import { and, eq, ilike, ne, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { customerRule } from '../../../contract/customer.ts';
import type { EmailRecipient, emailSendBody, emailUserBody } from '../../../contract/email.ts';
import { emailVariables } from '../../../contract/notify-text.ts';
import type { messageLogBody, repeatBody, SendResult } from '../../../contract/sms.ts';
import { auditAs } from '../../audit.ts';
import type { AppDeps } from '../../context.ts';
import { adminUsers, brandMembers } from '../../db/core.tables.ts';
import { fieldRefusal } from '../../envelope.ts';
import { likePattern, type Queryable } from '../../kit/db.ts';
import { listPage } from '../../kit/list-page.ts';
import { refuse } from '../../kit/policy.ts';
import { findInBrand } from '../../kit/rows.ts';
import { sanitizeMailHtml } from '../../rich-text/sanitize.ts';
import { customerParams, customersWithEmail, customerViewer, groupRecipients } from '../crm/crm.public.ts';
import { batchByRequest, recordRepeat, sendOnce, sendResult } from './batch-answer.ts';
import { configReady, paramsOf, stringsOf } from './email-config.ts';
import { type Composed, draftOf } from './email-draft.service.ts';
import { type EmailBatchInput, queueEmailBatch } from './email-send.ts';
import { groupLeftOutOf } from './group-send.service.ts';
import { emailLog, logCall } from './message-logs.ts';
import { emailBatches, emailDrafts, emailTemplates } from './notify.tables.ts';
import type { NotifyCaller, ViewingCaller } from './notify-caller.ts';
import { emailSendQueue } from './notify-queues.ts';
import { messagesToRepeat } from './repeat.ts';
import { paramsRefusal } from './sms.policy.ts';
import { jobsIn } from './sms-send.ts';
import { messageStats } from './stats.ts';

/**
 * Sending e-mail (docs/decisions/server-layout.md, "A service per resource"): the recipients a sender
 * may pick, a send (typed, from a template, from a draft, to a customer group) and its preview, a
 * repeat of failed messages, and the log with its figures. A send queues its batch and records it in
 * one transaction.
 */

/**
 * A draft or direct send checked and made ready to queue: a template's texts or the typed ones.
 * `fromCustomers`: a group's customers fill `name` and `company` themselves, each their own.
 */
async function composition(db: Queryable, brandId: number, m: Partial<Composed>, fromCustomers = false) {
  if (m.sendAt && new Date(m.sendAt).getTime() < Date.now() - 5000)
    throw fieldRefusal('sendAt', 'sendAtPast');
  const to = m.to ?? [];
  if (to.length === 0) throw fieldRefusal('to', 'noRecipients');
  const params = m.params ?? {};
  const base = { cc: m.cc ?? [], sendAt: m.sendAt ? new Date(m.sendAt) : null, to, params };
  if (m.templateId) {
    const t = await findInBrand(db, emailTemplates, brandId, m.templateId, 'emailTemplateNotFound');
    if (!t.display) throw fieldRefusal('templateId', 'emailTemplateDisabled', { name: t.name });
    const variables = emailVariables(t.subject, t.body);
    refuse(
      paramsRefusal(variables, fromCustomers ? { ...params, ...customerParams(null, variables) } : params),
    );
    return { ...base, templateId: t.id, subject: t.subject, body: t.body, render: true, variables };
  }
  if (!m.subject) throw fieldRefusal('subject', 'emailSubjectOrTemplate');
  const body = sanitizeMailHtml(m.body ?? '');
  if (!body) throw fieldRefusal('body', 'emailSubjectOrTemplate');
  return { ...base, templateId: null, subject: m.subject, body, render: false, variables: [] };
}

/** Rows where one of `columns` matches `pattern` (a `likePattern`); without one, every row. */
const matching = (pattern: string | undefined, ...columns: PgColumn[]) =>
  pattern === undefined ? undefined : or(...columns.map((column) => ilike(column, pattern)));

/** The e-mail batch a `requestId` already made. */
const emailBatchOf = (db: Queryable, brandId: number, requestId: string | undefined) =>
  batchByRequest(db, 'email', brandId, requestId);

/**
 * Members with an e-mail, and customers with one the caller may open in the customer list (none to a
 * member without it), matching `keyword`: twenty of each at most.
 */
export async function emailRecipients(
  deps: AppDeps,
  me: ViewingCaller,
  { keyword }: z.output<typeof emailUserBody>,
): Promise<{ list: EmailRecipient[] }> {
  const { db } = deps;
  const pattern = keyword ? likePattern(keyword) : undefined;
  const rows = await db
    .select({
      id: adminUsers.id,
      userName: adminUsers.userName,
      realName: adminUsers.realName,
      email: adminUsers.email,
    })
    .from(brandMembers)
    .innerJoin(adminUsers, eq(adminUsers.id, brandMembers.userId))
    .where(
      and(
        eq(brandMembers.brandId, me.brandId),
        ne(adminUsers.email, ''),
        matching(pattern, adminUsers.userName, adminUsers.realName, adminUsers.email),
      ),
    )
    .orderBy(adminUsers.id)
    .limit(20);
  const list: EmailRecipient[] = rows.map((r) => ({
    kind: 'member',
    id: r.id,
    name: r.realName || r.userName,
    email: r.email,
  }));
  const who = me.policy;
  if (who.isOwner || who.ruleKeys.has(customerRule.list)) {
    const customers = await customersWithEmail(db, customerViewer(me.brandId, who), pattern, 20);
    for (const r of customers) list.push({ kind: 'customer', id: r.id, name: r.name, email: r.email });
  }
  return { list };
}

/**
 * Queues a send: a draft by `id` (the draft then goes), or typed or templated texts to addresses
 * and/or a customer group's customers, each customer filling their own values. A `requestId` sent
 * again answers the batch it made.
 */
export async function sendEmail(
  deps: AppDeps,
  me: ViewingCaller,
  body: z.output<typeof emailSendBody>,
): Promise<SendResult> {
  const { db } = deps;
  const jobs = jobsIn(deps);
  const answered = await emailBatchOf(db, me.brandId, body.requestId);
  if (answered) return sendResult(me.locale, answered);
  let draftId: number | null = null;
  let composed: Partial<Composed>;
  if ('id' in body) {
    const draft = await findInBrand(db, emailDrafts, me.brandId, body.id, 'emailDraftNotFound');
    draftId = draft.id;
    const d = draftOf(draft);
    composed = { ...d, templateId: d.templateId ?? undefined, sendAt: d.sendAt ?? undefined };
  } else {
    composed = body;
  }
  const group =
    'customerGroupId' in body && body.customerGroupId !== undefined
      ? { id: body.customerGroupId, viewer: customerViewer(me.brandId, me.policy) }
      : null;
  const customers = group ? await groupRecipients(db, group.viewer, group.id, 'email') : [];
  if (group) {
    if (customers.length === 0 && !composed.to?.length) throw fieldRefusal('customerGroupId', 'noRecipients');
    composed = { ...composed, to: [...(composed.to ?? []), ...customers.map((r) => r.email)] };
  }
  await configReady(db, me.brandId);
  const m = await composition(db, me.brandId, composed, customers.length > 0);
  const byEmail = new Map(customers.map((r) => [r.email, r]));
  const input: EmailBatchInput = {
    brandId: me.brandId,
    userId: me.userId,
    requestId: body.requestId,
    templateId: m.templateId,
    draftId,
    subject: m.subject,
    body: m.body,
    render: m.render,
    cc: m.cc,
    sendAt: m.sendAt,
  };
  const { batch, replayed } = await sendOnce(
    () =>
      db.transaction(async (tx) => {
        const queued = await queueEmailBatch(
          tx,
          jobs,
          input,
          m.to.map((to) => {
            const customer = byEmail.get(to);
            return {
              to,
              params: customer ? { ...m.params, ...customerParams(customer, m.variables) } : m.params,
            };
          }),
        );
        // A draft that went out is no longer a draft.
        if (draftId !== null) await tx.delete(emailDrafts).where(eq(emailDrafts.id, draftId));
        await auditAs(tx, me, {
          action: 'send',
          entity: 'email_batch',
          entityId: queued.batchId,
          payload: {
            templateId: m.templateId,
            draftId,
            queued: queued.queued,
            refused: queued.refused.length,
            sendAt: m.sendAt,
          },
          subject: m.subject.slice(0, 100),
        });
        return queued;
      }),
    () => emailBatchOf(db, me.brandId, body.requestId),
  );
  jobs.wake(emailSendQueue);
  // A batch an earlier request made answers as it did then, without the group's left-out count.
  const leftOut =
    group && !replayed ? await groupLeftOutOf(db, group.viewer, group.id, 'email', me.locale) : undefined;
  return sendResult(me.locale, batch, leftOut);
}

/**
 * As SMS `repeat`: `{ id }` a failed or unknown message, `{ batchId }` the batch's failed ones, sent
 * again as a new batch with the first one's subject and body, each message linked to its original.
 */
export async function repeatEmail(
  deps: AppDeps,
  me: NotifyCaller,
  body: z.output<typeof repeatBody>,
): Promise<SendResult> {
  const { db } = deps;
  const jobs = jobsIn(deps);
  const batch = await db.transaction(async (tx) => {
    const originals = await messagesToRepeat(tx, me.brandId, body, 'email');
    const first = originals[0];
    if (!first) throw fieldRefusal('id', 'nothingToRepeat');
    const original = await findInBrand(tx, emailBatches, me.brandId, first.batchId, 'batchNotFound');
    await configReady(tx, me.brandId);
    const queued = await queueEmailBatch(
      tx,
      jobs,
      {
        brandId: me.brandId,
        userId: me.userId,
        requestId: undefined,
        templateId: original.templateId,
        draftId: null,
        subject: original.subject,
        body: original.body,
        render: original.render,
        cc: stringsOf(original.cc),
        sendAt: null,
      },
      originals.map((m) => ({ to: m.to, params: paramsOf(m.params), repeatOf: m.id })),
    );
    await recordRepeat(
      tx,
      me,
      'email_batch',
      queued,
      originals.map((m) => m.id),
      original.subject.slice(0, 100),
    );
    return queued;
  });
  jobs.wake(emailSendQueue);
  return sendResult(me.locale, batch);
}

/** The brand's e-mail log, filtered as the log screen asks. */
export async function emailLogPage(deps: AppDeps, me: NotifyCaller, body: z.output<typeof messageLogBody>) {
  return listPage(deps, emailLog, await logCall(deps.db, 'email', me.brandId, body));
}

/** The brand's e-mail figures (sent, failed, waiting). */
export const emailStats = (deps: AppDeps, me: NotifyCaller) => messageStats(deps.db, 'email', me.brandId);
