import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Address } from '../../../contract/address.ts';
import {
  type AgentItem,
  type AgentListBody,
  type AgentStatus,
  type agentAddBody,
  type agentListBody,
  agentStatuses,
  type agentUpdateBody,
  type agentVerifyBody,
  type LicenceImage,
} from '../../../contract/agent.ts';
import { type AgentFieldKey, agentFields, agentFieldsAt } from '../../../contract/agent-fields.ts';
import { plainFieldValues } from '../../../contract/entity-fields.ts';
import type { ListResult, Locale } from '../../../contract/envelope.ts';
import { maskIdCard } from '../../../contract/id-card.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import type { AppDeps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { int, intOrNull, runPrepared, text } from '../../db/prepared.ts';
import { ApiError, fieldRefusal } from '../../envelope.ts';
import type { Caller } from '../../kit/caller.ts';
import { recordChange } from '../../kit/change.ts';
import { likePattern, type Queryable, recheckedWrite } from '../../kit/db.ts';
import { libraryFiles, licenceFiles } from '../../kit/library.ts';
import { type ListDefinition, listPage, sortOrder } from '../../kit/list-page.ts';
import { refuse } from '../../kit/policy.ts';
import { readColumns, tableColumns } from '../../kit/row-reader.ts';
import { deletedInBrand, findInBrand } from '../../kit/rows.ts';
import { bySortKey, sortKey } from '../../kit/sort-key.ts';
import { areaChainAt, areaLevelAt } from '../config/config.public.ts';
import { agentText } from './agent.messages.ts';
import { agentConfigs, agentGroups, agents } from './agent.tables.ts';
import {
  idCardPurpose,
  licenceImagesRefusal,
  type StatusNames,
  statusChangeRefusal,
} from './agent-user.policy.ts';

/**
 * The agents' use cases (docs/decisions/server-layout.md): each `(deps, caller, input)` with its checks,
 * its transaction and its change record, so an agent is added or changed the same way whoever asks.
 * The verification of applications is agent-verify.service.ts; the routes only parse, call and answer.
 */

/** What the agent use cases need of the app. */
export type AgentDeps = Pick<AppDeps, 'db' | 'lists' | 'storage' | 'secrets' | 'jobs'>;

/** Who calls: their membership (brand and its title), their id and name, and their language. */
export interface AgentCaller extends Caller {
  /** Written as the verifier's name, so it still reads after the member goes. */
  userName: string;
  locale: Locale;
}

const entity = 'agent';

export const isStatus = (v: string): v is AgentStatus => agentStatuses.some((s) => s === v);
export const statusOf = (v: unknown): AgentStatus => {
  const s = text(v);
  return isStatus(s) ? s : 'pending';
};

export function statusNames(locale: Locale): StatusNames {
  return {
    pending: agentText(locale, 'status.pending'),
    passed: agentText(locale, 'status.passed'),
    rejected: agentText(locale, 'status.rejected'),
    disabled: agentText(locale, 'status.disabled'),
  };
}

const itemColumns = {
  ...tableColumns(agents, 'id name mobile address idCardMask licenceImages groupId'),
  ...plainFieldValues(agentFields, (f) => agents[f.key]),
  groupTitle: agentGroups.title,
  level: agentGroups.level,
  ...tableColumns(agents, 'status rejectReason verifiedBy verifiedByName verifiedAt createdAt updatedAt'),
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
  // Object.assign, not spreads: see readColumns.
  return Object.assign(
    readColumns(itemColumns, r, 'id name mobile'),
    plainFieldValues(agentFieldsAt('contact'), (f) => text(r[f.key])),
    readColumns(itemColumns, r, 'groupId rejectReason verifiedAt'),
    plainFieldValues(agentFieldsAt('note'), (f) => text(r[f.key])),
    readColumns(itemColumns, r, 'createdAt updatedAt'),
    {
      address: addressOf(r.address),
      idCard: text(r.idCardMask),
      licenceImages: imagesOf(r.licenceImages),
      // The group's columns are null for an agent in no group (a left join).
      groupTitle: r.groupTitle === null ? '' : text(r.groupTitle),
      level: intOrNull(r.level),
      status: statusOf(r.status),
      verifiedBy: verifiedBy === null ? null : { id: verifiedBy, name: text(r.verifiedByName) },
    },
  );
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

async function agentCounts(db: Db, brandId: number, status: string) {
  const [row] = await runPrepared(db, countsQuery, [brandId, status], { genericPlan: true });
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
    const level = await areaLevelAt(db, body.region, 'region');
    if (level === 1) filter.provinceId = body.region;
    else if (level === 2) filter.cityId = body.region;
    else filter.districtId = body.region;
  }
  return filter;
}

/** One agent of the brand as answered, or `code 1` not found (another brand's id included). */
export async function agentOfBrand(db: Queryable, brandId: number, id: number): Promise<AgentItem> {
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
  const chain = await areaChainAt(db, address.areaId, 'address.areaId');
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
async function resolveImages(deps: AgentDeps, brandId: number, given: LicenceImage[]) {
  if (given.length === 0) return [];
  const { db, storage } = deps;
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
function sealIdCard({ secrets }: AgentDeps, brandId: number, idCard: string) {
  const purpose = idCardPurpose(brandId);
  return {
    idCard: secrets.seal(idCard, purpose),
    idCardHash: secrets.digest(idCard, purpose),
    idCardMask: maskIdCard(idCard),
  };
}

/** The agent settings of a brand (none chosen until it saves some). */
export async function agentConfigOf(db: Queryable, brandId: number) {
  const [row] = await db.select().from(agentConfigs).where(eq(agentConfigs.brandId, brandId));
  return { passTemplateId: row?.passTemplateId ?? null, rejectTemplateId: row?.rejectTemplateId ?? null };
}

/** The declared fields an update gives (contract/agent-fields.ts): each changes, '' clearing it. */
function givenFields(body: z.infer<typeof agentUpdateBody>): Partial<Record<AgentFieldKey, string>> {
  const out: Partial<Record<AgentFieldKey, string>> = {};
  for (const f of agentFields) {
    const value = body[f.key];
    if (value !== undefined) out[f.key] = value;
  }
  return out;
}

/** The fields of an agent a change record keeps: never the sealed number or its digest (the mask only). */
function plainFields(values: Record<string, unknown>): Record<string, unknown> {
  const { idCard: _sealed, idCardHash: _hash, nameSort: _sort, ...plain } = values;
  return plain;
}

/** A page of the brand's agents (of `status`, or all), newest first by default. */
export async function listAgents(
  deps: AgentDeps,
  me: AgentCaller,
  body: z.infer<typeof agentListBody>,
): Promise<ListResult<AgentItem>> {
  const filter = await agentFilter(deps.db, me.brandId, body, body.status);
  const counts = await agentCounts(deps.db, me.brandId, body.status ?? '');
  // Kept by triggers for a status alone, or none: then the total is read, not counted.
  const onlyStatus = !filter.keyword && !filter.groupId && body.region === undefined;
  const total = onlyStatus ? (body.status ? counts.ofStatus : counts.all) : undefined;
  return listPage(deps, agentList, {
    filter,
    sort: body.sort,
    page: body.page,
    pageSize: body.pageSize,
    version: counts.version,
    total,
  });
}

/** A page of the applications waiting for a decision, oldest first. */
export async function agentVerifyQueue(
  deps: AgentDeps,
  me: AgentCaller,
  body: z.infer<typeof agentVerifyBody>,
): Promise<ListResult<AgentItem>> {
  const filter = await agentFilter(deps.db, me.brandId, body, 'pending');
  const counts = await agentCounts(deps.db, me.brandId, 'pending');
  const onlyStatus = !filter.keyword && !filter.groupId && body.region === undefined;
  return listPage(deps, verifyQueue, {
    filter,
    page: body.page,
    pageSize: body.pageSize,
    version: counts.version,
    total: onlyStatus ? counts.ofStatus : undefined,
  });
}

/** One agent of the brand. */
export function agentDetail(deps: AgentDeps, me: AgentCaller, id: number): Promise<AgentItem> {
  return agentOfBrand(deps.db, me.brandId, id);
}

/** Adds an agent as staff do: passed at once (there is no application to verify). */
export async function addAgent(
  deps: AgentDeps,
  me: AgentCaller,
  body: z.infer<typeof agentAddBody>,
): Promise<{ id: number }> {
  const { db } = deps;
  const place = await resolveAddress(db, body.address ?? emptyAddress);
  const licenceImages = await resolveImages(deps, me.brandId, body.licenceImages ?? []);
  await checkGroup(db, me.brandId, body.groupId);
  const sealed = sealIdCard(deps, me.brandId, body.idCard);
  const unique = () => checkUnique(db, me.brandId, { mobile: body.mobile, idCardHash: sealed.idCardHash }, 0);
  await unique();
  const id = await recheckedWrite(
    () =>
      db.transaction(async (tx) => {
        const values = {
          name: body.name,
          nameSort: sortKey(body.name, { person: true }),
          mobile: body.mobile,
          ...plainFieldValues(agentFieldsAt('contact'), (f) => body[f.key] ?? ''),
          ...place,
          ...sealed,
          licenceImages,
          groupId: body.groupId ?? null,
          // Added by staff: there is no application to verify.
          status: 'passed',
          verifiedBy: me.userId,
          verifiedByName: me.userName,
          verifiedAt: new Date(),
          ...plainFieldValues(agentFieldsAt('note'), (f) => body[f.key] ?? ''),
        };
        const [row] = await tx
          .insert(agents)
          .values({ brandId: me.brandId, ...values })
          .returning({ id: agents.id });
        if (!row) throw new Error('agent insert returned nothing');
        await recordChange(tx, me, {
          action: 'add',
          entity,
          entityId: row.id,
          // Never the id card number: whether one was given.
          payload: { name: body.name, mobile: body.mobile, groupId: body.groupId ?? null, idCard: 'set' },
          subject: body.name,
          after: plainFields(values),
        });
        return row.id;
      }),
    unique,
  );
  return { id };
}

/**
 * Changes the fields given of an agent; a status moves only as the policy lets it (a rejected one
 * applying again is pending and undecided).
 */
export async function updateAgent(
  deps: AgentDeps,
  me: AgentCaller,
  body: z.infer<typeof agentUpdateBody>,
): Promise<void> {
  const { db } = deps;
  const current = await findInBrand(db, agents, me.brandId, body.id, 'agentNotFound');
  const from = statusOf(current.status);
  const to = body.status ?? from;
  refuse(statusChangeRefusal(from, to, statusNames(me.locale)));
  const place = body.address ? await resolveAddress(db, body.address) : {};
  const licenceImages = body.licenceImages
    ? await resolveImages(deps, me.brandId, body.licenceImages)
    : undefined;
  await checkGroup(db, me.brandId, body.groupId);
  // '' or nothing keeps the stored number: it is never answered, so a form cannot send it back.
  const sealed = body.idCard ? sealIdCard(deps, me.brandId, body.idCard) : undefined;
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
    ...givenFields(body),
    ...place,
    ...(sealed ?? {}),
    ...(licenceImages ? { licenceImages } : {}),
    ...(body.groupId !== undefined ? { groupId: body.groupId } : {}),
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
        const { idCardMask: _mask, ...plain } = plainFields(changes);
        const after = plainFields(changes);
        await recordChange(tx, me, {
          action: to === 'pending' && from === 'rejected' ? 'reapply' : 'update',
          entity,
          entityId: current.id,
          // The audit row says the number changed, never what it is.
          payload: { ...plain, ...(sealed ? { idCard: 'changed' } : {}) },
          subject: body.name ?? current.name,
          before: Object.fromEntries(Object.keys(after).map((k) => [k, Reflect.get(current, k)])),
          after,
        });
      }),
    unique,
  );
}

/** Deletes agents, all or nothing. */
export function deleteAgents(deps: AgentDeps, me: AgentCaller, ids: number[]): Promise<DeleteResult> {
  return deletedInBrand(
    deps.db,
    me,
    {
      table: agents,
      notFound: 'agentNotFound',
      entity,
      payload: (row) => ({ name: row.name, mobile: row.mobile, status: row.status }),
      // The id card number (sealed) and its digest never go into `before`: sealed apart for the undo.
      seal: { box: deps.secrets, columns: ['idCard', 'idCardHash'] },
    },
    ids,
  );
}
