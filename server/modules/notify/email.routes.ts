import { and, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import { customerRule } from '../../../contract/customer.ts';
import {
  type EmailConfig,
  type EmailDraft,
  type EmailRecipient,
  type EmailTemplate,
  emailConfigBody,
  emailDraftAddBody,
  emailDraftListBody,
  emailDraftUpdateBody,
  type emailMessageFields,
  emailRule,
  emailSendBody,
  emailSendPreviewBody,
  emailTemplateAddBody,
  emailTemplateListBody,
  emailTemplateStatusBody,
  emailTemplateUpdateBody,
  emailUserBody,
  testmailBody,
} from '../../../contract/email.ts';
import { idBody } from '../../../contract/envelope.ts';
import { notifyStatsRule } from '../../../contract/notify.ts';
import { emailVariables } from '../../../contract/notify-text.ts';
import { deleteQuery } from '../../../contract/role.ts';
import { messageLogBody, repeatBody, type SendPreview, type SendResult } from '../../../contract/sms.ts';
import { auditAs } from '../../audit.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { bool, date, dateOrNull, int, text } from '../../db/prepared.ts';
import {
  adminUsers,
  brandMembers,
  crmCustomers,
  emailBatches,
  emailConfigs,
  emailDrafts,
  emailTemplates,
} from '../../db/schema.ts';
import { ApiError, fieldRefusal, ok, parseBody, parseQuery } from '../../envelope.ts';
import { emailSendQueue } from '../../jobs/queues.ts';
import { caller } from '../../kit/caller.ts';
import { likePattern, type Queryable } from '../../kit/db.ts';
import { type ListDefinition, listPage } from '../../kit/list-page.ts';
import { policyCaller, refuse } from '../../kit/policy.ts';
import { tableColumns } from '../../kit/row-reader.ts';
import { deletedInBrand, displayInBrand, findInBrand } from '../../kit/rows.ts';
import { nextSecret, secretChange } from '../../kit/secret-field.ts';
import { checkAddress } from '../../outbound/check-address.ts';
import { failureText } from '../../outbound/failure-text.ts';
import { sanitizeMailHtml } from '../../rich-text/sanitize.ts';
import { secretHint } from '../../secrets.ts';
import {
  customerParams,
  customerViewer,
  groupLeftOut,
  groupRecipients,
  visibleWhere,
} from '../crm/crm.public.ts';
import { batchByRequest, queuedCounts, sendOnce, sendResult } from './batch-answer.ts';
import { emailConfigOf, emailSecretPurpose, paramsOf, stringsOf } from './email-config.ts';
import { type EmailBatchInput, type QueuedEmailBatch, queueEmailBatch } from './email-send.ts';
import { leftOutOf } from './left-out.ts';
import { emailLog, logCall } from './message-logs.ts';
import { messagesToRepeat } from './repeat.ts';
import { paramsRefusal } from './sms.policy.ts';
import { jobsOf } from './sms-send.ts';
import { createMailer, smtpFailureClass } from './smtp.ts';
import { messageStats } from './stats.ts';

const secureOf = (v: string): EmailConfig['secure'] => (v === 'starttls' || v === 'none' ? v : 'tls');

function templateOf(row: typeof emailTemplates.$inferSelect): EmailTemplate {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    body: row.body,
    variables: emailVariables(row.subject, row.body),
    display: row.display,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function draftOf(row: typeof emailDrafts.$inferSelect): EmailDraft {
  return {
    id: row.id,
    to: stringsOf(row.to),
    cc: stringsOf(row.cc),
    subject: row.subject,
    body: row.body,
    templateId: row.templateId,
    params: paramsOf(row.params),
    sendAt: row.sendAt ? row.sendAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const templateColumns = tableColumns(
  emailTemplates,
  'id brandId name subject body display createdAt updatedAt',
);
type TemplateFilter = { brandId: number; keyword: string | undefined; display: boolean | undefined };
const templateList: ListDefinition<TemplateFilter, typeof templateColumns, string, EmailTemplate> = {
  name: 'email_template',
  columns: templateColumns,
  key: emailTemplates.id,
  from: (db, fields) => db.select(fields).from(emailTemplates).$dynamic(),
  where: (f) =>
    and(
      eq(emailTemplates.brandId, f.brandId),
      f.display && eq(emailTemplates.display, f.display),
      f.keyword && or(ilike(emailTemplates.name, f.keyword), ilike(emailTemplates.subject, f.keyword)),
    ),
  orderBy: () => [sql`${emailTemplates.id} desc`],
  item: (r) =>
    templateOf({
      id: int(r.id),
      brandId: int(r.brandId),
      name: text(r.name),
      subject: text(r.subject),
      body: text(r.body),
      display: bool(r.display),
      createdAt: date(r.createdAt),
      updatedAt: date(r.updatedAt),
    }),
};

const draftColumns = {
  id: emailDrafts.id,
  brandId: emailDrafts.brandId,
  userId: emailDrafts.userId,
  to: emailDrafts.to,
  cc: emailDrafts.cc,
  subject: emailDrafts.subject,
  body: emailDrafts.body,
  templateId: emailDrafts.templateId,
  params: emailDrafts.params,
  sendAt: emailDrafts.sendAt,
  createdAt: emailDrafts.createdAt,
  updatedAt: emailDrafts.updatedAt,
};
type DraftFilter = { brandId: number; keyword: string | undefined };
/** The drafts' list (`draft_list`), newest first; a keyword finds the subject or a recipient. */
const draftList: ListDefinition<DraftFilter, typeof draftColumns, string, EmailDraft> = {
  name: 'email_draft',
  columns: draftColumns,
  key: emailDrafts.id,
  from: (db, fields) => db.select(fields).from(emailDrafts).$dynamic(),
  where: (f) =>
    and(
      eq(emailDrafts.brandId, f.brandId),
      f.keyword && or(ilike(emailDrafts.subject, f.keyword), sql`${emailDrafts.to}::text ilike ${f.keyword}`),
    ),
  orderBy: () => [sql`${emailDrafts.id} desc`],
  item: (r) => {
    const sendAt = dateOrNull(r.sendAt ?? null);
    return draftOf({
      id: int(r.id),
      brandId: int(r.brandId),
      userId: int(r.userId),
      to: jsonOf(r.to),
      cc: jsonOf(r.cc),
      subject: text(r.subject),
      body: text(r.body),
      templateId: r.templateId === null || r.templateId === undefined ? null : int(r.templateId),
      params: jsonOf(r.params),
      sendAt,
      createdAt: date(r.createdAt),
      updatedAt: date(r.updatedAt),
    });
  },
};

/** A jsonb column as the driver gave it: parsed already, or its text. */
function jsonOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

type Composed = z.output<z.ZodObject<typeof emailMessageFields>>;

/** A draft or direct send checked and made ready to queue: a template's texts or the typed ones. */
/** `fromCustomers`: a group's customers fill `name` and `company` themselves, each their own. */
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

async function configReady(db: Queryable, brandId: number) {
  const config = await emailConfigOf(db, brandId);
  if (!config.host) throw fieldRefusal('host', 'emailConfigMissing.host');
  if (!config.fromAddress) throw fieldRefusal('fromAddress', 'emailConfigMissing.fromAddress');
  return config;
}

/** Stored refusals of an e-mail batch, as they were queued. */
function refusedOf(stored: unknown): QueuedEmailBatch['refused'] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((r) => {
    const to = Reflect.get(Object(r), 'to');
    const reason = Reflect.get(Object(r), 'reason');
    return typeof to === 'string' && (reason === 'badAddress' || reason === 'duplicate')
      ? [{ to, reason }]
      : [];
  });
}

const draftValues = (m: Partial<Composed>) => ({
  ...(m.to !== undefined ? { to: m.to } : {}),
  ...(m.cc !== undefined ? { cc: m.cc } : {}),
  ...(m.subject !== undefined ? { subject: m.subject } : {}),
  ...(m.body !== undefined ? { body: sanitizeMailHtml(m.body) } : {}),
  ...(m.templateId !== undefined ? { templateId: m.templateId } : {}),
  ...(m.params !== undefined ? { params: m.params } : {}),
  ...(m.sendAt !== undefined ? { sendAt: m.sendAt ? new Date(m.sendAt) : null } : {}),
});

/** The templates as the row kit's toggle and delete find and audit them. */
const templateRows = {
  table: emailTemplates,
  notFound: 'emailTemplateNotFound',
  entity: 'email_template',
  payload: (row: typeof emailTemplates.$inferSelect) => ({ title: row.name }),
} as const;

/** The answer to a send or repeat: the batch queued, with the counts in the toast's words. */
function queuedAnswer(c: Context<AppEnv>, batch: QueuedEmailBatch, leftOut?: SendResult['leftOut']) {
  return ok(c, sendResult(c.var.locale, batch, leftOut), 'sendQueued', queuedCounts(batch));
}

/** The e-mail batch a `requestId` already made. */
const emailBatchOf = (db: Queryable, brandId: number, requestId: string | undefined) =>
  batchByRequest(db, 'email', brandId, requestId, refusedOf);

/** `/api/email/*`: SMTP settings, templates, drafts, sending and the log of the brand's e-mail. */
export const emailRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/config_detail.html', requireRule(emailRule.config_detail), async (c) => {
    const me = caller(c);
    const row = await emailConfigOf(c.var.deps.db, me.brandId);
    const config: EmailConfig = {
      host: row.host,
      port: row.port,
      secure: secureOf(row.secure),
      user: row.user,
      password: secretHint(c.var.deps.secrets, row.password, emailSecretPurpose(me.brandId)),
      fromName: row.fromName,
      fromAddress: row.fromAddress,
      replyTo: row.replyTo,
    };
    return ok(c, config);
  })
  .post('/config_update.html', requireRule(emailRule.config_update), async (c) => {
    const body = await parseBody(c, emailConfigBody);
    const me = caller(c);
    const { db, secrets, outbound } = c.var.deps;
    if (body.host) await checkAddress(outbound, 'host', body.host, 'host');
    const current = await emailConfigOf(db, me.brandId);
    // A kept password goes only where it went before: another server, port or user needs it again.
    const password = nextSecret(secrets, {
      field: 'password',
      typed: body.password,
      current: current.password,
      purpose: emailSecretPurpose(me.brandId),
      readdressed:
        current.host.toLowerCase() !== body.host.toLowerCase() ||
        current.port !== body.port ||
        current.user !== (body.user ?? current.user),
    });
    const next = {
      host: body.host,
      port: body.port,
      secure: body.secure,
      user: body.user ?? current.user,
      password,
      fromName: body.fromName ?? current.fromName,
      fromAddress: body.fromAddress,
      replyTo: body.replyTo ?? current.replyTo,
      updatedAt: new Date(),
    };
    await db.transaction(async (tx) => {
      await tx
        .insert(emailConfigs)
        .values({ brandId: me.brandId, ...next })
        .onConflictDoUpdate({ target: emailConfigs.brandId, set: next });
      const { password: _password, updatedAt: _at, ...plain } = next;
      await auditAs(tx, me, {
        action: 'update',
        entity: 'email_config',
        payload: {
          ...plain,
          password: secretChange(body.password),
        },
        subject: 'SMTP',
      });
    });
    return ok(c, null, 'saved');
  })
  .post('/testmail.html', requireRule(emailRule.testmail), async (c) => {
    const { to } = await parseBody(c, testmailBody);
    const me = caller(c);
    const { db, secrets, notify, outbound } = c.var.deps;
    const config = await configReady(db, me.brandId);
    const password = config.password ? secrets.open(config.password, emailSecretPurpose(me.brandId)) : null;
    const en = c.var.locale === 'en';
    let mailer: Awaited<ReturnType<typeof createMailer>> | undefined;
    try {
      mailer = await createMailer(
        { ...config, secure: secureOf(config.secure), password },
        notify,
        false,
        outbound,
      );
      await mailer.sendMail({
        from: { name: config.fromName, address: config.fromAddress },
        to,
        ...(config.replyTo ? { replyTo: config.replyTo } : {}),
        subject: en ? 'Test e-mail from Brand Console' : '品牌控制台测试邮件',
        text: en
          ? 'The SMTP settings work: this message came through them.'
          : '邮件设置可用：这封邮件就是通过它发送的。',
      });
    } catch (error) {
      // A class and its reply code ("authentication failed (SMTP 535)"), never what the peer said.
      throw new ApiError(1, 'testmailFailed', { reply: failureText(c.var.locale, smtpFailureClass(error)) });
    } finally {
      mailer?.close();
    }
    await auditAs(db, me, { action: 'testmail', entity: 'email_config', payload: { to }, subject: 'SMTP' });
    return ok(c, null, 'testmailSent', { to });
  })
  .post('/template_list.html', requireRule(emailRule.template_list), async (c) => {
    const body = await parseBody(c, emailTemplateListBody);
    const filter: TemplateFilter = {
      brandId: caller(c).brandId,
      keyword: body.keyword ? likePattern(body.keyword) : undefined,
      display: body.display,
    };
    return ok(
      c,
      await listPage(c.var.deps, templateList, { page: body.page, pageSize: body.pageSize, filter }),
    );
  })
  .post('/template_detail.html', requireRule(emailRule.template_detail), async (c) => {
    const { id } = await parseBody(c, idBody);
    return ok(
      c,
      templateOf(
        await findInBrand(c.var.deps.db, emailTemplates, caller(c).brandId, id, 'emailTemplateNotFound'),
      ),
    );
  })
  .post('/template_add.html', requireRule(emailRule.template_add), async (c) => {
    const body = await parseBody(c, emailTemplateAddBody);
    const me = caller(c);
    const html = sanitizeMailHtml(body.body);
    if (!html) throw fieldRefusal('body', 'emailSubjectOrTemplate');
    const id = await c.var.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(emailTemplates)
        .values({
          brandId: me.brandId,
          name: body.name,
          subject: body.subject,
          body: html,
          display: body.display ?? true,
        })
        .returning({ id: emailTemplates.id });
      if (!row) throw new Error('email template insert returned nothing');
      await auditAs(tx, me, {
        action: 'add',
        entity: 'email_template',
        entityId: row.id,
        payload: { title: body.name },
      });
      return row.id;
    });
    return ok(c, { id }, 'added');
  })
  .post('/template_update.html', requireRule(emailRule.template_update), async (c) => {
    const body = await parseBody(c, emailTemplateUpdateBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const row = await findInBrand(db, emailTemplates, me.brandId, body.id, 'emailTemplateNotFound');
    const { id: _id, ...changes } = body;
    const set = {
      ...changes,
      ...(changes.body !== undefined ? { body: sanitizeMailHtml(changes.body) } : {}),
      updatedAt: new Date(),
    };
    await db.transaction(async (tx) => {
      await tx.update(emailTemplates).set(set).where(eq(emailTemplates.id, row.id));
      await auditAs(tx, me, {
        action: 'update',
        entity: 'email_template',
        entityId: row.id,
        payload: { title: changes.name ?? row.name, fields: Object.keys(changes) },
      });
    });
    return ok(c, null, 'saved');
  })
  .post('/template_status.html', requireRule(emailRule.template_status), async (c) => {
    await displayInBrand(c.var.deps.db, caller(c), templateRows, await parseBody(c, emailTemplateStatusBody));
    return ok(c, null, 'saved');
  })
  .get('/template_del.html', xsrfForGet, requireRule(emailRule.template_del), async (c) => {
    const result = await deletedInBrand(c.var.deps.db, caller(c), templateRows, parseQuery(c, deleteQuery));
    return ok(c, result, 'deleted', { n: result.deleted });
  })
  .post('/add.html', requireRule(emailRule.add), async (c) => {
    const body = await parseBody(c, emailDraftAddBody);
    const me = caller(c);
    if (body.templateId)
      await findInBrand(c.var.deps.db, emailTemplates, me.brandId, body.templateId, 'emailTemplateNotFound');
    const id = await c.var.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(emailDrafts)
        .values({ brandId: me.brandId, userId: me.userId, ...draftValues(body) })
        .returning({ id: emailDrafts.id });
      if (!row) throw new Error('email draft insert returned nothing');
      await auditAs(tx, me, {
        action: 'add',
        entity: 'email_draft',
        entityId: row.id,
        payload: { title: body.subject ?? '' },
      });
      return row.id;
    });
    return ok(c, { id }, 'added');
  })
  .post('/update.html', requireRule(emailRule.update), async (c) => {
    const body = await parseBody(c, emailDraftUpdateBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const row = await findInBrand(db, emailDrafts, me.brandId, body.id, 'emailDraftNotFound');
    if (body.templateId)
      await findInBrand(db, emailTemplates, me.brandId, body.templateId, 'emailTemplateNotFound');
    await db.transaction(async (tx) => {
      await tx
        .update(emailDrafts)
        .set({ ...draftValues(body), updatedAt: new Date() })
        .where(eq(emailDrafts.id, row.id));
      await auditAs(tx, me, {
        action: 'update',
        entity: 'email_draft',
        entityId: row.id,
        payload: { title: body.subject ?? row.subject },
      });
    });
    return ok(c, null, 'saved');
  })
  .get('/del.html', xsrfForGet, requireRule(emailRule.del), async (c) => {
    const result = await deletedInBrand(
      c.var.deps.db,
      caller(c),
      {
        table: emailDrafts,
        notFound: 'emailDraftNotFound',
        entity: 'email_draft',
        payload: (row) => ({ title: row.subject }),
      },
      parseQuery(c, deleteQuery),
    );
    return ok(c, result, 'deleted', { n: result.deleted });
  })
  .post('/detail.html', requireRule(emailRule.detail), async (c) => {
    const { id } = await parseBody(c, idBody);
    return ok(
      c,
      draftOf(await findInBrand(c.var.deps.db, emailDrafts, caller(c).brandId, id, 'emailDraftNotFound')),
    );
  })
  .post('/user.html', requireRule(emailRule.user), async (c) => {
    const { keyword } = await parseBody(c, emailUserBody);
    const me = caller(c);
    const pattern = keyword ? likePattern(keyword) : undefined;
    const rows = await c.var.deps.db
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
          pattern === undefined
            ? undefined
            : or(
                ilike(adminUsers.userName, pattern),
                ilike(adminUsers.realName, pattern),
                ilike(adminUsers.email, pattern),
              ),
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
    // Customers only for a member who may open the customer list, and only those they may see there.
    const who = await policyCaller(c);
    if (who.isOwner || who.ruleKeys.has(customerRule.list)) {
      const customers = await c.var.deps.db
        .select({ id: crmCustomers.id, name: crmCustomers.name, email: crmCustomers.email })
        .from(crmCustomers)
        .where(
          and(
            visibleWhere(customerViewer(me.brandId, who)),
            ne(crmCustomers.email, ''),
            pattern === undefined
              ? undefined
              : or(
                  ilike(crmCustomers.name, pattern),
                  ilike(crmCustomers.email, pattern),
                  ilike(crmCustomers.company, pattern),
                ),
          ),
        )
        .orderBy(crmCustomers.id)
        .limit(20);
      for (const r of customers) list.push({ kind: 'customer', id: r.id, name: r.name, email: r.email });
    }
    return ok(c, { list });
  })
  .post('/send.html', requireRule(emailRule.send), async (c) => {
    const body = await parseBody(c, emailSendBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const jobs = jobsOf(c);
    const answered = await emailBatchOf(db, me.brandId, body.requestId);
    if (answered) return queuedAnswer(c, answered);
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
        ? { id: body.customerGroupId, viewer: customerViewer(me.brandId, await policyCaller(c)) }
        : null;
    const customers = group ? await groupRecipients(db, group.viewer, group.id, 'email') : [];
    if ('customerGroupId' in body && body.customerGroupId !== undefined) {
      if (customers.length === 0 && !composed.to?.length)
        throw fieldRefusal('customerGroupId', 'noRecipients');
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
    const left = group && !replayed ? await groupLeftOut(db, group.viewer, group.id, 'email') : null;
    return queuedAnswer(
      c,
      batch,
      left ? leftOutOf(c.var.locale, { lost: left.lost, noEmail: left.unreachable }) : undefined,
    );
  })
  // The group's count before a send: the same recipients and left-out counts the send uses.
  .post('/send_preview.html', requireRule(emailRule.send), async (c) => {
    const body = await parseBody(c, emailSendPreviewBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const viewer = customerViewer(me.brandId, await policyCaller(c));
    const customers = await groupRecipients(db, viewer, body.customerGroupId, 'email');
    const left = await groupLeftOut(db, viewer, body.customerGroupId, 'email');
    const first = customers[0];
    const preview: SendPreview = {
      recipients: new Set(customers.map((r) => r.email)).size,
      leftOut: leftOutOf(c.var.locale, { lost: left.lost, noEmail: left.unreachable }),
      first: first ? { name: first.name, company: first.company } : null,
    };
    return ok(c, preview);
  })
  .post('/list.html', requireRule(emailRule.list), async (c) => {
    const body = await parseBody(c, messageLogBody);
    const call = await logCall(c.var.deps.db, 'email', caller(c).brandId, body);
    return ok(c, await listPage(c.var.deps, emailLog, call));
  })
  .post('/draft_list.html', requireRule(emailRule.draft_list), async (c) => {
    const body = await parseBody(c, emailDraftListBody);
    const filter: DraftFilter = {
      brandId: caller(c).brandId,
      keyword: body.keyword ? likePattern(body.keyword) : undefined,
    };
    return ok(c, await listPage(c.var.deps, draftList, { page: body.page, pageSize: body.pageSize, filter }));
  })
  // As SMS `repeat`: `{ id }` a failed or unknown message, `{ batchId }` the batch's failed ones, sent
  // again as a new batch with the first one's subject and body, each message linked to its original.
  .post('/repeat.html', requireRule(emailRule.repeat), async (c) => {
    const body = await parseBody(c, repeatBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const jobs = jobsOf(c);
    const originals = await messagesToRepeat(db, me.brandId, body, 'email');
    const first = originals[0];
    if (!first) throw fieldRefusal('id', 'nothingToRepeat');
    const original = await findInBrand(db, emailBatches, me.brandId, first.batchId, 'batchNotFound');
    await configReady(db, me.brandId);
    const batch = await db.transaction(async (tx) => {
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
      await auditAs(tx, me, {
        action: 'repeat',
        entity: 'email_batch',
        entityId: queued.batchId,
        payload: { of: originals.map((m) => m.id).slice(0, 100), queued: queued.queued },
        subject: original.subject.slice(0, 100),
      });
      return queued;
    });
    jobs.wake(emailSendQueue);
    return queuedAnswer(c, batch);
  })
  .post('/stats.html', requireRule(notifyStatsRule.email), async (c) =>
    ok(c, await messageStats(c.var.deps.db, 'email', caller(c).brandId)),
  );
