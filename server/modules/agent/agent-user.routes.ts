import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { Address } from '../../../contract/address.ts';
import {
  type AgentConfig,
  type AgentDecisionResult,
  type AgentItem,
  type AgentListBody,
  type AgentStatus,
  type AgentSummary,
  agentAddBody,
  agentConfigBody,
  agentListBody,
  agentPassBody,
  agentRejectBody,
  agentScreenRule,
  agentStatuses,
  agentUpdateBody,
  agentUserRule,
  agentVerifyBody,
  type LicenceImage,
} from '../../../contract/agent.ts';
import { idBody, type Locale } from '../../../contract/envelope.ts';
import { maskIdCard } from '../../../contract/id-card.ts';
import { smsVariables } from '../../../contract/notify-text.ts';
import { type DeleteResult, deleteQuery } from '../../../contract/role.ts';
import { auditAs } from '../../audit.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { int, intOrNull, runPrepared, text } from '../../db/prepared.ts';
import { agentConfigs, agentGroups, agents, areas, smsTemplates } from '../../db/schema.ts';
import { ApiError, fieldRefusal, ok, parseBody, parseQuery } from '../../envelope.ts';
import { smsSendQueue } from '../../jobs/queues.ts';
import { type Caller, caller } from '../../kit/caller.ts';
import { likePattern, type Queryable, recheckedWrite, rowsOf, type Tx } from '../../kit/db.ts';
import { libraryFiles, licenceFiles } from '../../kit/library.ts';
import { type ListDefinition, listPage, sortOrder } from '../../kit/list-page.ts';
import { refuse } from '../../kit/policy.ts';
import { readColumns, tableColumns } from '../../kit/row-reader.ts';
import { deleteInBrand, findInBrand } from '../../kit/rows.ts';
import { bySortKey, sortKey } from '../../kit/sort-key.ts';
import { message } from '../../messages.ts';
import { areaChain } from '../config/config.public.ts';
import {
  jobsOf,
  queueSmsBatch,
  type SmsDraft,
  smsConfigOf,
  templateDrafter,
} from '../notify/notify.public.ts';
import {
  agentSmsTemplateRefusal,
  idCardPurpose,
  licenceImagesRefusal,
  passRefusal,
  rejectRefusal,
  type StatusNames,
  statusChangeRefusal,
} from './agent-user.policy.ts';

const isStatus = (v: string): v is AgentStatus => agentStatuses.some((s) => s === v);
const statusOf = (v: unknown): AgentStatus => {
  const s = text(v);
  return isStatus(s) ? s : 'pending';
};

function statusNames(locale: Locale): StatusNames {
  return {
    pending: message(locale, 'status.pending'),
    passed: message(locale, 'status.passed'),
    rejected: message(locale, 'status.rejected'),
    disabled: message(locale, 'status.disabled'),
  };
}

const itemColumns = {
  ...tableColumns(agents, 'id name mobile company address idCardMask licenceImages groupId'),
  groupTitle: agentGroups.title,
  level: agentGroups.level,
  ...tableColumns(
    agents,
    'status rejectReason verifiedBy verifiedByName verifiedAt remark createdAt updatedAt',
  ),
};

const emptyAddress: Address = {
  areaId: 0,
  lat: null,
  lng: null,
  province: '',
  city: '',
  district: '',
  address: '',
};

/** A stored address read back (jsonb as the driver parsed it); anything malformed as empty. */
function addressOf(value: unknown): Address {
  if (typeof value !== 'object' || value === null) return emptyAddress;
  const get = (k: string) => Reflect.get(value, k);
  const num = (k: string) => (typeof get(k) === 'number' ? (get(k) as number) : null);
  const str = (k: string) => (typeof get(k) === 'string' ? (get(k) as string) : '');
  return {
    areaId: num('areaId') ?? 0,
    lat: num('lat'),
    lng: num('lng'),
    province: str('province'),
    city: str('city'),
    district: str('district'),
    address: str('address'),
  };
}

function imagesOf(value: unknown): LicenceImage[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) => {
    const fileurl = Reflect.get(Object(v), 'fileurl');
    const title = Reflect.get(Object(v), 'title');
    return typeof fileurl === 'string' ? [{ fileurl, title: typeof title === 'string' ? title : '' }] : [];
  });
}

function agentItem(r: { [K in keyof typeof itemColumns]: unknown }): AgentItem {
  const verifiedBy = intOrNull(r.verifiedBy);
  return {
    ...readColumns(
      itemColumns,
      r,
      'id name mobile company groupId rejectReason verifiedAt remark createdAt updatedAt',
    ),
    address: addressOf(r.address),
    idCard: text(r.idCardMask),
    licenceImages: imagesOf(r.licenceImages),
    // The group's columns are null for an agent in no group (a left join).
    groupTitle: r.groupTitle === null ? '' : text(r.groupTitle),
    level: intOrNull(r.level),
    status: statusOf(r.status),
    verifiedBy: verifiedBy === null ? null : { id: verifiedBy, name: text(r.verifiedByName) },
  };
}

type AgentFilter = {
  brandId: number;
  status: string | undefined;
  groupId: number | undefined;
  provinceId: number | undefined;
  cityId: number | undefined;
  districtId: number | undefined;
  /** A `like` pattern, lower case. */
  keyword: string | undefined;
  /** The same pattern when the keyword is digits: only then are mobiles worth testing. */
  mobileKeyword: string | undefined;
};

/**
 * `agent/user/list`. Each filter has an index that starts with the brand and ends with the id, so a
 * page newest first is an index walk (`agents_brand_status_idx`, `_group_idx`, `_province_idx`...);
 * keywords use the trigram indexes of name, company and mobile.
 */
const agentList: ListDefinition<
  AgentFilter,
  typeof itemColumns,
  NonNullable<AgentListBody['sort']>,
  AgentItem
> = {
  name: 'agent',
  columns: itemColumns,
  key: agents.id,
  from: (db, fields) =>
    db.select(fields).from(agents).leftJoin(agentGroups, eq(agentGroups.id, agents.groupId)).$dynamic(),
  countFrom: (db, fields) => db.select(fields).from(agents).$dynamic(),
  where: (f) =>
    and(
      eq(agents.brandId, f.brandId),
      f.status && eq(agents.status, f.status),
      f.groupId && eq(agents.groupId, f.groupId),
      f.provinceId && eq(agents.provinceId, f.provinceId),
      f.cityId && eq(agents.cityId, f.cityId),
      f.districtId && eq(agents.districtId, f.districtId),
      f.keyword &&
        sql`(lower(${agents.name}) like ${f.keyword} or lower(${agents.company}) like ${f.keyword}${
          f.mobileKeyword ? sql` or ${agents.mobile} like ${f.mobileKeyword}` : sql``
        })`,
    ),
  orderBy: (sort = '-createdAt') =>
    sortOrder(
      sort,
      {
        createdAt: agents.id,
        name: bySortKey(agents.nameSort),
        verifiedAt: { column: agents.verifiedAt, nullable: true },
      },
      agents.id,
    ),
  item: agentItem,
};

/** `agent/user/verify`: the pending applications, oldest first, so the queue is served in order. */
const verifyQueue: typeof agentList = {
  ...agentList,
  name: 'agent_verify',
  orderBy: () => [asc(agents.id)],
};

// Read with every list call: one prepared statement (server/db/prepared.ts), not a Drizzle query.
const countsQuery = `select coalesce(sum(version), 0)::int, coalesce(sum(n), 0)::int,
  coalesce(sum(n) filter (where status = $2), 0)::int from agent_counts where brand_id = $1`;

async function agentCounts(c: Context<AppEnv>, brandId: number, status: string) {
  const [row] = await runPrepared(c.var.deps.db, countsQuery, [brandId, status], { genericPlan: true });
  return { version: int(row?.[0] ?? 0), all: int(row?.[1] ?? 0), ofStatus: int(row?.[2] ?? 0) };
}

/** The list filter of a body: the region's level picks the column it is compared with. */
async function agentFilter(
  db: Queryable,
  brandId: number,
  body: { keyword?: string | undefined; groupId?: number | undefined; region?: number | undefined },
  status: AgentStatus | undefined,
): Promise<AgentFilter> {
  const filter: AgentFilter = {
    brandId,
    status,
    groupId: body.groupId,
    provinceId: undefined,
    cityId: undefined,
    districtId: undefined,
    keyword: body.keyword ? likePattern(body.keyword.toLowerCase()) : undefined,
    mobileKeyword: body.keyword && /^\d+$/.test(body.keyword) ? likePattern(body.keyword) : undefined,
  };
  if (body.region !== undefined) {
    const [area] = await db.select({ level: areas.level }).from(areas).where(eq(areas.id, body.region));
    if (!area) throw fieldRefusal('region', 'areaNotFound', { id: body.region });
    if (area.level === 1) filter.provinceId = body.region;
    else if (area.level === 2) filter.cityId = body.region;
    else filter.districtId = body.region;
  }
  return filter;
}

/** One agent of the brand as answered, or `code 1` not found (another brand's id included). */
async function agentOfBrand(db: Queryable, brandId: number, id: number): Promise<AgentItem> {
  const [row] = await db
    .select(itemColumns)
    .from(agents)
    .leftJoin(agentGroups, eq(agentGroups.id, agents.groupId))
    .where(and(eq(agents.id, id), eq(agents.brandId, brandId)));
  if (!row) throw new ApiError(1, 'agentNotFound', { id });
  return agentItem(row);
}

/** The address with its names taken from the area codes (they always match), and the codes apart. */
async function resolveAddress(db: Db, address: Address) {
  if (address.areaId === 0)
    return {
      address: { ...address, province: '', city: '', district: '' },
      provinceId: 0,
      cityId: 0,
      districtId: 0,
    };
  const chain = await areaChain(db, address.areaId);
  if (chain.length === 0) throw fieldRefusal('address.areaId', 'field.area');
  return {
    address: {
      ...address,
      province: chain[0]?.name ?? '',
      city: chain[1]?.name ?? '',
      district: chain[2]?.name ?? '',
    },
    provinceId: chain[0]?.id ?? 0,
    cityId: chain[1]?.id ?? 0,
    districtId: chain[2]?.id ?? 0,
  };
}

/**
 * Licence images as stored: each a private licence scan of this brand (uploaded on the agent form), or
 * an image of its library as agents picked them before scans were kept apart; looked up by storage
 * key, titled as given or as the upload titles it.
 */
async function resolveImages(c: Context<AppEnv>, brandId: number, given: LicenceImage[]) {
  if (given.length === 0) return [];
  const { db, storage } = c.var.deps;
  const urls = given.map((g) => g.fileurl);
  const images = new Map(
    [...(await licenceFiles(db, brandId, urls)), ...(await libraryFiles(db, storage, brandId, urls))].filter(
      ([, file]) => file.kind === 'image',
    ),
  );
  refuse(licenceImagesRefusal(urls, new Set(images.keys())));
  return given.map((g) => ({ fileurl: g.fileurl, title: g.title || (images.get(g.fileurl)?.title ?? '') }));
}

async function checkGroup(db: Queryable, brandId: number, groupId: number | null | undefined) {
  if (groupId === null || groupId === undefined) return;
  const [group] = await db
    .select({ id: agentGroups.id })
    .from(agentGroups)
    .where(and(eq(agentGroups.id, groupId), eq(agentGroups.brandId, brandId)));
  if (!group) throw fieldRefusal('groupId', 'agentGroupNotFound', { id: groupId });
}

/** Refuses a mobile or an id card number another agent of the brand already has (named). */
async function checkUnique(
  db: Queryable,
  brandId: number,
  values: { mobile?: string | undefined; idCardHash?: string | undefined },
  exceptId: number,
) {
  if (values.mobile) {
    const [other] = await db
      .select({ name: agents.name })
      .from(agents)
      .where(and(eq(agents.brandId, brandId), eq(agents.mobile, values.mobile), ne(agents.id, exceptId)));
    if (other) throw fieldRefusal('mobile', 'agentMobileTaken', { mobile: values.mobile, name: other.name });
  }
  if (values.idCardHash) {
    const [other] = await db
      .select({ name: agents.name })
      .from(agents)
      .where(
        and(eq(agents.brandId, brandId), eq(agents.idCardHash, values.idCardHash), ne(agents.id, exceptId)),
      );
    if (other) throw fieldRefusal('idCard', 'agentIdCardTaken', { name: other.name });
  }
}

/** The sealed number, its digest for the uniqueness check and its mask: never the number itself. */
function sealIdCard(c: Context<AppEnv>, brandId: number, idCard: string) {
  const { secrets } = c.var.deps;
  const purpose = idCardPurpose(brandId);
  return {
    idCard: secrets.seal(idCard, purpose),
    idCardHash: secrets.digest(idCard, purpose),
    idCardMask: maskIdCard(idCard),
  };
}

/** The agent settings of a brand (none chosen until it saves some). */
async function agentConfigOf(db: Queryable, brandId: number) {
  const [row] = await db.select().from(agentConfigs).where(eq(agentConfigs.brandId, brandId));
  return { passTemplateId: row?.passTemplateId ?? null, rejectTemplateId: row?.rejectTemplateId ?? null };
}

interface Decided {
  name: string;
  company: string;
  mobile: string;
}

/** A verifier's decision on applications: a pass, or a rejection with its reason. */
interface Decision {
  action: 'pass' | 'reject';
  reason: string;
}

/**
 * Passes or rejects applications of the caller's brand, all or nothing: audited each, and the SMS the
 * agent settings name for the decision queued (the queue woken when there is one).
 */
async function decideApplications(
  c: Context<AppEnv>,
  ids: number[],
  decision: Decision,
): Promise<AgentDecisionResult> {
  const me = caller(c);
  const { db } = c.var.deps;
  const names = statusNames(c.var.locale);
  const unique = [...new Set(ids)];
  const passing = decision.action === 'pass';
  const result = await db.transaction(async (tx) => {
    // Locked: two verifiers deciding one application at once decide it once.
    const rows = await tx
      .select()
      .from(agents)
      .where(and(eq(agents.brandId, me.brandId), inArray(agents.id, unique)))
      .for('update');
    const missing = unique.find((id) => !rows.some((r) => r.id === id));
    if (missing !== undefined) throw new ApiError(1, 'agentNotFound', { id: missing });
    // All or nothing: one application that may not be decided keeps every one in the queue.
    const refusal = passing ? passRefusal : rejectRefusal;
    for (const row of rows) refuse(refusal({ name: row.name, status: statusOf(row.status) }, names));
    const now = new Date();
    await tx
      .update(agents)
      .set({
        status: passing ? 'passed' : 'rejected',
        rejectReason: decision.reason,
        verifiedBy: me.userId,
        verifiedByName: c.var.session.userName,
        verifiedAt: now,
        updatedAt: now,
      })
      .where(and(eq(agents.brandId, me.brandId), inArray(agents.id, unique)));
    for (const row of rows)
      await auditAs(tx, me, {
        action: decision.action,
        entity: 'agent',
        entityId: row.id,
        payload: passing ? { name: row.name } : { name: row.name, reason: decision.reason },
        subject: row.name,
      });
    const config = await agentConfigOf(tx, me.brandId);
    const templateId = passing ? config.passTemplateId : config.rejectTemplateId;
    const sms = await queueDecisionSms(c, tx, me, templateId, rows, decision.reason);
    const answer: AgentDecisionResult = { decided: rows.length, sms };
    return answer;
  });
  if (result.sms) jobsOf(c).wake(smsSendQueue);
  return result;
}

/**
 * Queues the SMS of a decision through the SMS module's own path (the send's batch, limits and log):
 * one message per agent, each with its own values, when the settings name an enabled template.
 * Answers null when no SMS goes out.
 */
async function queueDecisionSms(
  c: Context<AppEnv>,
  tx: Tx,
  me: Caller,
  templateId: number | null,
  decided: Decided[],
  reason: string,
): Promise<AgentDecisionResult['sms']> {
  if (templateId === null || decided.length === 0) return null;
  const [template] = await tx
    .select()
    .from(smsTemplates)
    .where(and(eq(smsTemplates.id, templateId), eq(smsTemplates.brandId, me.brandId)));
  // A template disabled since it was chosen sends nothing, as it would from the SMS screen.
  if (!template?.display) return null;
  const drafters = new Map(
    decided.map((a) => [
      a.mobile,
      templateDrafter(template, { name: a.name, company: a.company, reason, brand: me.brandTitle }),
    ]),
  );
  const config = await smsConfigOf(tx, me.brandId);
  const batch = await queueSmsBatch(
    tx,
    jobsOf(c),
    { brandId: me.brandId, userId: me.userId, requestId: undefined, limits: config },
    [...drafters.keys()],
    (mobile): SmsDraft => {
      const draft = drafters.get(mobile);
      if (!draft) throw new Error(`no SMS drafted for ${mobile}`);
      return draft(mobile);
    },
  );
  await auditAs(tx, me, {
    action: 'send',
    entity: 'sms_batch',
    entityId: batch.batchId,
    payload: { templateId: template.id, queued: batch.queued, refused: batch.refused.length },
    subject: template.title,
  });
  return { queued: batch.queued, refused: batch.refused.length };
}

const smsTemplateOptionLimit = 200;

/** `/agent/user/*`: agents, their applications and the verification of those. */
export const agentUserRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/list.html', requireRule(agentUserRule.list), async (c) => {
    const body = await parseBody(c, agentListBody);
    const { brandId } = caller(c);
    const filter = await agentFilter(c.var.deps.db, brandId, body, body.status);
    const counts = await agentCounts(c, brandId, body.status ?? '');
    // Kept by triggers for a status alone, or none: then the total is read, not counted.
    const onlyStatus = !filter.keyword && !filter.groupId && body.region === undefined;
    const total = onlyStatus ? (body.status ? counts.ofStatus : counts.all) : undefined;
    const page = await listPage(c.var.deps, agentList, {
      filter,
      sort: body.sort,
      page: body.page,
      pageSize: body.pageSize,
      version: counts.version,
      total,
    });
    return ok(c, page);
  })
  .post('/verify.html', requireRule(agentUserRule.verify), async (c) => {
    const body = await parseBody(c, agentVerifyBody);
    const { brandId } = caller(c);
    const filter = await agentFilter(c.var.deps.db, brandId, body, 'pending');
    const counts = await agentCounts(c, brandId, 'pending');
    const onlyStatus = !filter.keyword && !filter.groupId && body.region === undefined;
    const page = await listPage(c.var.deps, verifyQueue, {
      filter,
      page: body.page,
      pageSize: body.pageSize,
      version: counts.version,
      total: onlyStatus ? counts.ofStatus : undefined,
    });
    return ok(c, page);
  })
  .post('/detail.html', requireRule(agentUserRule.detail), async (c) => {
    const { id } = await parseBody(c, idBody);
    return ok(c, await agentOfBrand(c.var.deps.db, caller(c).brandId, id));
  })
  .post('/add.html', requireRule(agentUserRule.add), async (c) => {
    const body = await parseBody(c, agentAddBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const place = await resolveAddress(db, body.address ?? emptyAddress);
    const licenceImages = await resolveImages(c, me.brandId, body.licenceImages ?? []);
    await checkGroup(db, me.brandId, body.groupId);
    const sealed = sealIdCard(c, me.brandId, body.idCard);
    const unique = () =>
      checkUnique(db, me.brandId, { mobile: body.mobile, idCardHash: sealed.idCardHash }, 0);
    await unique();
    const id = await recheckedWrite(
      () =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(agents)
            .values({
              brandId: me.brandId,
              name: body.name,
              nameSort: sortKey(body.name, { person: true }),
              mobile: body.mobile,
              company: body.company ?? '',
              ...place,
              ...sealed,
              licenceImages,
              groupId: body.groupId ?? null,
              // Added by staff: there is no application to verify.
              status: 'passed',
              verifiedBy: me.userId,
              verifiedByName: c.var.session.userName,
              verifiedAt: new Date(),
              remark: body.remark ?? '',
            })
            .returning({ id: agents.id });
          if (!row) throw new Error('agent insert returned nothing');
          await auditAs(tx, me, {
            action: 'add',
            entity: 'agent',
            entityId: row.id,
            // Never the id card number: whether one was given.
            payload: { name: body.name, mobile: body.mobile, groupId: body.groupId ?? null, idCard: 'set' },
            subject: body.name,
          });
          return row.id;
        }),
      unique,
    );
    return ok(c, { id }, 'added');
  })
  .post('/update.html', requireRule(agentUserRule.update), async (c) => {
    const body = await parseBody(c, agentUpdateBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const current = await findInBrand(db, agents, me.brandId, body.id, 'agentNotFound');
    const from = statusOf(current.status);
    const to = body.status ?? from;
    refuse(statusChangeRefusal(from, to, statusNames(c.var.locale)));
    const place = body.address ? await resolveAddress(db, body.address) : {};
    const licenceImages = body.licenceImages
      ? await resolveImages(c, me.brandId, body.licenceImages)
      : undefined;
    await checkGroup(db, me.brandId, body.groupId);
    // '' or nothing keeps the stored number: it is never answered, so a form cannot send it back.
    const sealed = body.idCard ? sealIdCard(c, me.brandId, body.idCard) : undefined;
    const unique = () =>
      checkUnique(
        db,
        me.brandId,
        {
          mobile: body.mobile !== current.mobile ? body.mobile : undefined,
          idCardHash: sealed && sealed.idCardHash !== current.idCardHash ? sealed.idCardHash : undefined,
        },
        current.id,
      );
    await unique();
    const changes = {
      ...(body.name !== undefined ? { name: body.name, nameSort: sortKey(body.name, { person: true }) } : {}),
      ...(body.mobile !== undefined ? { mobile: body.mobile } : {}),
      ...(body.company !== undefined ? { company: body.company } : {}),
      ...place,
      ...(sealed ?? {}),
      ...(licenceImages ? { licenceImages } : {}),
      ...(body.groupId !== undefined ? { groupId: body.groupId } : {}),
      ...(body.remark !== undefined ? { remark: body.remark } : {}),
      ...(to !== from ? { status: to } : {}),
      // A new application is undecided again; the last rejection's reason stays for the verifier.
      ...(to === 'pending' && from !== 'pending'
        ? { verifiedBy: null, verifiedByName: '', verifiedAt: null }
        : {}),
    };
    await recheckedWrite(
      () =>
        db.transaction(async (tx) => {
          await tx
            .update(agents)
            .set({ ...changes, updatedAt: new Date() })
            .where(and(eq(agents.id, current.id), eq(agents.brandId, me.brandId)));
          const {
            idCard: _sealed,
            idCardHash: _hash,
            idCardMask: _mask,
            nameSort: _sort,
            ...plain
          } = changes as Record<string, unknown>;
          await auditAs(tx, me, {
            action: to === 'pending' && from === 'rejected' ? 'reapply' : 'update',
            entity: 'agent',
            entityId: current.id,
            // The audit row says the number changed, never what it is.
            payload: { ...plain, ...(sealed ? { idCard: 'changed' } : {}) },
            subject: body.name ?? current.name,
          });
        }),
      unique,
    );
    return ok(c, null, 'saved');
  })
  .post('/pass.html', requireRule(agentUserRule.pass), async (c) => {
    const { ids } = await parseBody(c, agentPassBody);
    const result = await decideApplications(c, ids, { action: 'pass', reason: '' });
    return result.sms
      ? ok(c, result, 'agentPassedSms', { n: result.decided, queued: result.sms.queued })
      : ok(c, result, 'agentPassed', { n: result.decided });
  })
  .post('/reject.html', requireRule(agentUserRule.reject), async (c) => {
    const { ids, reason } = await parseBody(c, agentRejectBody);
    const result = await decideApplications(c, ids, { action: 'reject', reason });
    return ok(c, result, result.sms ? 'agentRejectedSms' : 'agentRejected');
  })
  .get('/delete.html', xsrfForGet, requireRule(agentUserRule.delete), async (c) => {
    const ids = parseQuery(c, deleteQuery);
    const deleted = await deleteInBrand(c.var.deps.db, caller(c), {
      table: agents,
      ids,
      notFound: 'agentNotFound',
      entity: 'agent',
      payload: (row) => ({ name: row.name, mobile: row.mobile, status: row.status }),
    });
    const result: DeleteResult = { deleted: deleted.length };
    return ok(c, result, 'deleted', { n: deleted.length });
  })
  .post('/configdetail.html', requireRule(agentUserRule.configdetail), async (c) => {
    const { brandId } = caller(c);
    const { db } = c.var.deps;
    const config = await agentConfigOf(db, brandId);
    const templates = await db
      .select({
        id: smsTemplates.id,
        title: smsTemplates.title,
        content: smsTemplates.content,
        display: smsTemplates.display,
      })
      .from(smsTemplates)
      .where(eq(smsTemplates.brandId, brandId))
      .orderBy(sql`${smsTemplates.id} desc`)
      .limit(smsTemplateOptionLimit);
    const answer: AgentConfig = {
      ...config,
      templates: templates.map((t) => ({ ...t, variables: smsVariables(t.content) })),
    };
    return ok(c, answer);
  })
  .post('/configupdate.html', requireRule(agentUserRule.configupdate), async (c) => {
    const body = await parseBody(c, agentConfigBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const titles: Record<string, string> = {};
    for (const field of ['passTemplateId', 'rejectTemplateId'] as const) {
      const id = body[field];
      if (id === null) continue;
      const [template] = await db
        .select()
        .from(smsTemplates)
        .where(and(eq(smsTemplates.id, id), eq(smsTemplates.brandId, me.brandId)));
      if (!template) throw fieldRefusal(field, 'smsTemplateNotFound', { id });
      refuse(agentSmsTemplateRefusal(template, field));
      titles[field] = template.title;
    }
    const values = { passTemplateId: body.passTemplateId, rejectTemplateId: body.rejectTemplateId };
    await db.transaction(async (tx) => {
      await tx
        .insert(agentConfigs)
        .values({ brandId: me.brandId, ...values, updatedAt: new Date() })
        .onConflictDoUpdate({ target: agentConfigs.brandId, set: { ...values, updatedAt: new Date() } });
      await auditAs(tx, me, {
        action: 'update',
        entity: 'agent_config',
        payload: { ...values, ...titles },
        subject: 'agent SMS',
      });
    });
    return ok(c, null, 'saved');
  });

/** The first moment of this month in China Standard Time (UTC+8, no daylight saving). */
export function monthStartCst(now: Date = new Date()): Date {
  const cst = new Date(now.getTime() + 8 * 3_600_000);
  return new Date(Date.UTC(cst.getUTCFullYear(), cst.getUTCMonth(), 1) - 8 * 3_600_000);
}

/** `/agent/summary.html`: the overview's figures. */
export const agentSummaryRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/summary.html', requireRule(agentScreenRule.index), async (c) => {
    const { brandId } = caller(c);
    const { db } = c.var.deps;
    const byStatus: AgentSummary['byStatus'] = { pending: 0, passed: 0, rejected: 0, disabled: 0 };
    for (const r of await rowsOf(db, sql`select status, n from agent_counts where brand_id = ${brandId}`)) {
      const status = text(r.status);
      if (isStatus(status)) byStatus[status] = int(r.n);
    }
    const groups = await db
      .select({ id: agentGroups.id, title: agentGroups.title, level: agentGroups.level })
      .from(agentGroups)
      .where(eq(agentGroups.brandId, brandId))
      .orderBy(asc(agentGroups.level));
    // An index-only walk of (brand_id, group_id, id): a brand has at most nine groups.
    const perGroup = await db
      .select({ groupId: agents.groupId, n: count() })
      .from(agents)
      .where(eq(agents.brandId, brandId))
      .groupBy(agents.groupId);
    const agentsIn = new Map(perGroup.map((g) => [g.groupId, g.n]));
    const [fresh] = await db
      .select({ n: count() })
      .from(agents)
      .where(and(eq(agents.brandId, brandId), sql`${agents.createdAt} >= ${monthStartCst()}`));
    const summary: AgentSummary = {
      total: Object.values(byStatus).reduce((a, b) => a + b, 0),
      byStatus,
      byGroup: [
        ...groups.map((g) => ({
          groupId: g.id,
          title: g.title,
          level: g.level,
          agents: agentsIn.get(g.id) ?? 0,
        })),
        { groupId: null, title: '', level: null, agents: agentsIn.get(null) ?? 0 },
      ],
      newThisMonth: fresh?.n ?? 0,
    };
    return ok(c, summary);
  });
