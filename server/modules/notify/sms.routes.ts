import { and, eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { idBody } from '../../../contract/envelope.ts';
import { notifyStatsRule } from '../../../contract/notify.ts';
import { smsVariables } from '../../../contract/notify-text.ts';
import { deleteQuery } from '../../../contract/role.ts';
import {
  messageLogBody,
  repeatBody,
  type SendPreview,
  type SendResult,
  type SmsConfig,
  type SmsKind,
  type SmsProvider,
  type SmsTemplate,
  smsConfigBody,
  smsKinds,
  smsProviders,
  smsRule,
  smsSendBody,
  smsSendPreviewBody,
  smsTemplateAddBody,
  smsTemplateListBody,
  smsTemplateRule,
  smsTemplateStatusBody,
  smsTemplateUpdateBody,
} from '../../../contract/sms.ts';
import { auditAs } from '../../audit.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { bool, date, int, text } from '../../db/prepared.ts';
import { smsConfigs, smsTemplates } from '../../db/schema.ts';
import { fieldRefusal, ok, parseBody, parseQuery } from '../../envelope.ts';
import { smsSendQueue } from '../../jobs/queues.ts';
import { caller } from '../../kit/caller.ts';
import { likePattern, type Queryable } from '../../kit/db.ts';
import { type ListDefinition, listPage } from '../../kit/list-page.ts';
import { policyCaller, refuse } from '../../kit/policy.ts';
import { tableColumns } from '../../kit/row-reader.ts';
import { deletedInBrand, displayInBrand, findInBrand } from '../../kit/rows.ts';
import { nextSecret, secretChange } from '../../kit/secret-field.ts';
import { secretHint } from '../../secrets.ts';
import { customerParams, customerViewer, groupLeftOut, groupRecipients } from '../crm/crm.public.ts';
import { batchByRequest, queuedCounts, sendOnce, sendResult } from './batch-answer.ts';
import { leftOutOf } from './left-out.ts';
import { logCall, smsLog } from './message-logs.ts';
import { messagesToRepeat } from './repeat.ts';
import { paramsRefusal, smsConfigRefusal } from './sms.policy.ts';
import { paramPairs, smsConfigOf, smsSecretPurpose } from './sms-config.ts';
import { jobsOf, type QueuedBatch, queueSmsBatch, templateDrafter } from './sms-send.ts';
import { messageStats } from './stats.ts';

const isProvider = (v: string): v is SmsProvider => smsProviders.some((p) => p === v);
const isKind = (v: string): v is SmsKind => smsKinds.some((k) => k === v);

function templateOf(row: typeof smsTemplates.$inferSelect): SmsTemplate {
  return {
    id: row.id,
    title: row.title,
    kind: isKind(row.kind) ? row.kind : 'notice',
    code: row.code,
    content: row.content,
    variables: smsVariables(row.content),
    display: row.display,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const templateColumns = tableColumns(smsTemplates, 'id title kind code content display createdAt updatedAt');
type TemplateFilter = {
  brandId: number;
  keyword: string | undefined;
  kind: string | undefined;
  display: boolean | undefined;
};

const templateList: ListDefinition<TemplateFilter, typeof templateColumns, string, SmsTemplate> = {
  name: 'sms_template',
  columns: templateColumns,
  key: smsTemplates.id,
  from: (db, fields) => db.select(fields).from(smsTemplates).$dynamic(),
  where: (f) =>
    and(
      eq(smsTemplates.brandId, f.brandId),
      f.kind && eq(smsTemplates.kind, f.kind),
      f.display && eq(smsTemplates.display, f.display),
      f.keyword &&
        sql`(${smsTemplates.title} ilike ${f.keyword} or ${smsTemplates.content} ilike ${f.keyword} or ${smsTemplates.code} ilike ${f.keyword})`,
    ),
  orderBy: () => [sql`${smsTemplates.id} desc`],
  item: (r) =>
    templateOf({
      id: int(r.id),
      brandId: 0,
      title: text(r.title),
      kind: text(r.kind),
      code: text(r.code),
      content: text(r.content),
      display: bool(r.display),
      createdAt: date(r.createdAt),
      updatedAt: date(r.updatedAt),
    }),
};

/** The templates as the row kit's toggle and delete find and audit them. */
const templateRows = {
  table: smsTemplates,
  notFound: 'smsTemplateNotFound',
  entity: 'sms_template',
  payload: (row: typeof smsTemplates.$inferSelect) => ({ title: row.title }),
} as const;

/** The answer to a send or repeat: the batch queued, with the counts in the toast's words. */
function queuedAnswer(c: Context<AppEnv>, batch: QueuedBatch, leftOut?: SendResult['leftOut']) {
  return ok(c, sendResult(c.var.locale, batch, leftOut), 'sendQueued', queuedCounts(batch));
}

/** `/brand/sms/*`: settings, templates, sending and the log of the brand's text messages. */
export const smsRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/configdetail.html', requireRule(smsRule.configdetail), async (c) => {
    const me = caller(c);
    const row = await smsConfigOf(c.var.deps.db, me.brandId);
    const config: SmsConfig = {
      provider: isProvider(row.provider) ? row.provider : 'log',
      accessKeyId: row.accessKeyId,
      accessKeySecret: secretHint(c.var.deps.secrets, row.accessKeySecret, smsSecretPurpose(me.brandId)),
      sdkAppId: row.sdkAppId,
      signName: row.signName,
      region: row.region,
      perMinute: row.perMinute,
      perDay: row.perDay,
    };
    return ok(c, config);
  })
  .post('/configupdate.html', requireRule(smsRule.configupdate), async (c) => {
    const body = await parseBody(c, smsConfigBody);
    const me = caller(c);
    const { db, secrets } = c.var.deps;
    const current = await smsConfigOf(db, me.brandId);
    const purpose = smsSecretPurpose(me.brandId);
    // A kept secret signs only for the account it was entered with: another provider, key id or
    // application needs it typed again (the log provider sends nothing anywhere).
    const secret = nextSecret(secrets, {
      field: 'accessKeySecret',
      typed: body.accessKeySecret,
      current: current.accessKeySecret,
      purpose,
      readdressed:
        body.provider !== 'log' &&
        (current.provider !== body.provider ||
          (body.accessKeyId ?? current.accessKeyId) !== current.accessKeyId ||
          (body.provider === 'tencent' && (body.sdkAppId ?? current.sdkAppId) !== current.sdkAppId)),
    });
    const next = {
      provider: body.provider,
      accessKeyId: body.accessKeyId ?? current.accessKeyId,
      accessKeySecret: secret,
      sdkAppId: body.sdkAppId ?? current.sdkAppId,
      signName: body.signName ?? current.signName,
      region: body.region ?? current.region,
      perMinute: body.perMinute ?? current.perMinute,
      perDay: body.perDay ?? current.perDay,
    };
    refuse(
      smsConfigRefusal({ ...next, hasSecret: secret !== null && secrets.open(secret, purpose) !== null }),
    );
    await db.transaction(async (tx) => {
      await tx
        .insert(smsConfigs)
        .values({ brandId: me.brandId, ...next, updatedAt: new Date() })
        .onConflictDoUpdate({ target: smsConfigs.brandId, set: { ...next, updatedAt: new Date() } });
      // The audit row says a secret changed, never what it is.
      const { accessKeySecret: _secret, ...plain } = next;
      await auditAs(tx, me, {
        action: 'update',
        entity: 'sms_config',
        payload: {
          ...plain,
          accessKeySecret: secretChange(body.accessKeySecret),
        },
        subject: 'SMS',
      });
    });
    return ok(c, null, 'saved');
  })
  .post('/templatelist.html', requireRule(smsTemplateRule.templatelist), async (c) => {
    const body = await parseBody(c, smsTemplateListBody);
    const filter: TemplateFilter = {
      brandId: caller(c).brandId,
      keyword: body.keyword ? likePattern(body.keyword) : undefined,
      kind: body.kind,
      display: body.display,
    };
    return ok(
      c,
      await listPage(c.var.deps, templateList, { page: body.page, pageSize: body.pageSize, filter }),
    );
  })
  .post('/templatedetail.html', requireRule(smsTemplateRule.templatedetail), async (c) => {
    const { id } = await parseBody(c, idBody);
    const row = await findInBrand(c.var.deps.db, smsTemplates, caller(c).brandId, id, 'smsTemplateNotFound');
    return ok(c, templateOf(row));
  })
  .post('/templateadd.html', requireRule(smsTemplateRule.templateadd), async (c) => {
    const body = await parseBody(c, smsTemplateAddBody);
    const me = caller(c);
    const id = await c.var.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(smsTemplates)
        .values({
          brandId: me.brandId,
          title: body.title,
          kind: body.kind,
          code: body.code ?? '',
          content: body.content,
          display: body.display ?? true,
        })
        .returning({ id: smsTemplates.id });
      if (!row) throw new Error('sms template insert returned nothing');
      await auditAs(tx, me, {
        action: 'add',
        entity: 'sms_template',
        entityId: row.id,
        payload: { title: body.title, kind: body.kind },
      });
      return row.id;
    });
    return ok(c, { id }, 'added');
  })
  .post('/templateupdate.html', requireRule(smsTemplateRule.templateupdate), async (c) => {
    const body = await parseBody(c, smsTemplateUpdateBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const row = await findInBrand(db, smsTemplates, me.brandId, body.id, 'smsTemplateNotFound');
    const { id: _id, ...changes } = body;
    await db.transaction(async (tx) => {
      await tx
        .update(smsTemplates)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(smsTemplates.id, row.id));
      await auditAs(tx, me, {
        action: 'update',
        entity: 'sms_template',
        entityId: row.id,
        payload: { ...changes, title: changes.title ?? row.title },
      });
    });
    return ok(c, null, 'saved');
  })
  .post('/templatestatus.html', requireRule(smsTemplateRule.templatestatus), async (c) => {
    await displayInBrand(c.var.deps.db, caller(c), templateRows, await parseBody(c, smsTemplateStatusBody));
    return ok(c, null, 'saved');
  })
  // The log keeps its messages: their template id then names a template that is gone.
  .get('/templatedel.html', xsrfForGet, requireRule(smsTemplateRule.templatedel), async (c) => {
    const result = await deletedInBrand(c.var.deps.db, caller(c), templateRows, parseQuery(c, deleteQuery));
    return ok(c, result, 'deleted', { n: result.deleted });
  })
  .post('/send.html', requireRule(smsRule.send), async (c) => {
    const body = await parseBody(c, smsSendBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const jobs = jobsOf(c);
    const answered = await smsBatchOf(db, me.brandId, body.requestId);
    if (answered) return queuedAnswer(c, answered);
    const viewer =
      body.customerGroupId === undefined ? null : customerViewer(me.brandId, await policyCaller(c));
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
        ? await groupLeftOut(db, viewer, body.customerGroupId, 'mobile')
        : null;
    return queuedAnswer(
      c,
      batch,
      leftOut ? leftOutOf(c.var.locale, { lost: leftOut.lost, noMobile: leftOut.unreachable }) : undefined,
    );
  })
  // The group's count before a send: the same recipients and left-out counts the send uses.
  .post('/send_preview.html', requireRule(smsRule.send), async (c) => {
    const body = await parseBody(c, smsSendPreviewBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const viewer = customerViewer(me.brandId, await policyCaller(c));
    const customers = await groupRecipients(db, viewer, body.customerGroupId, 'mobile');
    const left = await groupLeftOut(db, viewer, body.customerGroupId, 'mobile');
    const first = customers[0];
    const preview: SendPreview = {
      recipients: new Set(customers.map((r) => r.mobile)).size,
      leftOut: leftOutOf(c.var.locale, { lost: left.lost, noMobile: left.unreachable }),
      first: first ? { name: first.name, company: first.company } : null,
    };
    return ok(c, preview);
  })
  .post('/repeat.html', requireRule(smsRule.repeat), async (c) => {
    const body = await parseBody(c, repeatBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const jobs = jobsOf(c);
    const originals = await messagesToRepeat(db, me.brandId, body, 'sms');
    const byMobile = new Map(originals.map((m) => [m.mobile, m]));
    const config = await smsConfigOf(db, me.brandId);
    const batch = await db.transaction(async (tx) => {
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
      await auditAs(tx, me, {
        action: 'repeat',
        entity: 'sms_batch',
        entityId: queued.batchId,
        payload: { of: originals.map((m) => m.id).slice(0, 100), queued: queued.queued },
        subject: 'SMS',
      });
      return queued;
    });
    jobs.wake(smsSendQueue);
    return queuedAnswer(c, batch);
  })
  .post('/list.html', requireRule(smsRule.list), async (c) => {
    const body = await parseBody(c, messageLogBody);
    const call = await logCall(c.var.deps.db, 'sms', caller(c).brandId, body);
    return ok(c, await listPage(c.var.deps, smsLog, call));
  })
  // Takes no input (the console may merge its page's query into any body).
  .post('/stats.html', requireRule(notifyStatsRule.sms), async (c) =>
    ok(c, await messageStats(c.var.deps.db, 'sms', caller(c).brandId)),
  );

function refusedOf(value: unknown): QueuedBatch['refused'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((r) => {
    const mobile = Reflect.get(Object(r), 'mobile');
    const reason = Reflect.get(Object(r), 'reason');
    return typeof mobile === 'string' &&
      (reason === 'badNumber' || reason === 'duplicate' || reason === 'perMinute' || reason === 'perDay')
      ? [{ mobile, reason }]
      : [];
  });
}

/** The SMS batch a `requestId` already made. */
const smsBatchOf = (db: Queryable, brandId: number, requestId: string | undefined) =>
  batchByRequest(db, 'sms', brandId, requestId, refusedOf);
