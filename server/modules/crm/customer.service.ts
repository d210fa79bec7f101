import { and, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Address } from '../../../contract/address.ts';
import {
  type CrmConfig,
  type CustomerBulkResult,
  type CustomerColumnPrefs,
  type CustomerDetail,
  type columnUpdateBody,
  type crmConfigUpdateBody,
  type customerAddBody,
  type customerAssignBody,
  type customerClaimBody,
  customerColumns,
  type customerLoseBody,
  type customerReleaseBody,
  type customerRestoreBody,
  customerRule,
  customerStages,
  type customerTagBody,
  type customerUpdateBody,
  defaultCustomerColumns,
  type followAddBody,
  type followListBody,
  type TimelineEntry,
  type TimelineResult,
  timelineKinds,
} from '../../../contract/customer.ts';
import { type CustomerField, customerFieldValues } from '../../../contract/customer-fields.ts';
import { type Locale, ResultCode } from '../../../contract/envelope.ts';
import type { AppDeps } from '../../context.ts';
import { adminUsers, brandMembers } from '../../db/core.tables.ts';
import { ApiError, fieldRefusal } from '../../envelope.ts';
import { recordBulkChange, recordChange } from '../../kit/change.ts';
import { type Queryable, recheckedWrite } from '../../kit/db.ts';
import { type PolicyCaller, refuse } from '../../kit/policy.ts';
import { areaChainAt } from '../config/config.public.ts';
import { crmText } from './crm.messages.ts';
import {
  crmColumnPrefs,
  crmConfigs,
  crmCustomerEvents,
  crmCustomers,
  crmCustomerTags,
  crmMaterials,
  crmTags,
} from './crm.tables.ts';
import {
  addForOtherRefusal,
  claimLimitRefusal,
  hiddenCustomerRefusal,
  nextFollowTimeRefused,
  ownerNotMemberRefusal,
  restoreRefusal,
} from './customer.policy.ts';
import { ownerName, visibleCustomerItem } from './customer-list.ts';
import { crmConfigOf, moveOwners, ownedCount } from './customer-owner.ts';
import { type CustomerViewer, customerViewer, visibleWhere } from './customer-scope.ts';

/**
 * The customers' use cases (docs/decisions/server-layout.md): each a plain function `(deps, caller,
 * input)` holding its transaction, its policy checks, its writes and its change record, so a customer
 * is added, claimed or deleted the same way whoever asks (a route, a job, a test). The routes only
 * parse, call and answer.
 */

/** What the customer use cases need of the app. */
export type CustomerDeps = Pick<AppDeps, 'db' | 'lists'>;

/** Who calls: their brand, their own id, their role's rules, and the language refusals are said in. */
export interface CustomerCaller {
  brandId: number;
  userId: number;
  policy: PolicyCaller;
  locale: Locale;
}

const viewerOf = (me: CustomerCaller): CustomerViewer => customerViewer(me.brandId, me.policy);
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const entity = 'crm_customer';

/** Refuses a mobile another customer of the brand already has (naming that customer). */
async function checkMobile(db: Queryable, brandId: number, mobile: string | undefined, exceptId: number) {
  if (!mobile) return;
  const [other] = await db
    .select({ name: crmCustomers.name })
    .from(crmCustomers)
    .where(
      and(eq(crmCustomers.brandId, brandId), eq(crmCustomers.mobile, mobile), ne(crmCustomers.id, exceptId)),
    );
  if (other) throw fieldRefusal('mobile', 'crmCustomerMobileTaken', { mobile, name: other.name });
}

/** Tag ids must be this brand's items of the given type (tag, source, follow); refused at `field`. */
async function checkItems(
  db: Queryable,
  brandId: number,
  type: 'tag' | 'source' | 'follow',
  ids: readonly number[] | null | undefined,
  field: string,
) {
  if (!ids || ids.length === 0) return;
  const rows = await db
    .select({ id: crmTags.id })
    .from(crmTags)
    .where(and(eq(crmTags.brandId, brandId), eq(crmTags.type, type), inArray(crmTags.id, [...ids])));
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.find((id) => !found.has(id));
  const key =
    type === 'tag'
      ? 'crmCustomerTagInvalid'
      : type === 'source'
        ? 'crmCustomerSourceInvalid'
        : 'crmCustomerFollowTypeInvalid';
  if (missing !== undefined) throw fieldRefusal(field, key, { id: missing });
}

async function checkMember(db: Queryable, brandId: number, userId: number) {
  const [row] = await db
    .select({ id: brandMembers.userId })
    .from(brandMembers)
    .where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.userId, userId)));
  refuse(ownerNotMemberRefusal(userId, row !== undefined));
}

/** The address's names from its area code (they always match), and its province and city codes. */
async function addressColumns(db: Parameters<typeof areaChainAt>[0], address: Address) {
  const lat = address.lat === null ? null : String(address.lat);
  const lng = address.lng === null ? null : String(address.lng);
  if (address.areaId === 0) {
    return {
      areaId: 0,
      provinceId: 0,
      cityId: 0,
      province: '',
      city: '',
      district: '',
      address: address.address,
      lat,
      lng,
    };
  }
  const chain = await areaChainAt(db, address.areaId, 'address.areaId');
  return {
    areaId: address.areaId,
    provinceId: chain[0]?.id ?? 0,
    cityId: chain[1]?.id ?? 0,
    province: chain[0]?.name ?? '',
    city: chain[1]?.name ?? '',
    district: chain[2]?.name ?? '',
    address: address.address,
    lat,
    lng,
  };
}

async function tagIdsOf(db: Queryable, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ tagId: crmCustomerTags.tagId })
    .from(crmCustomerTags)
    .where(eq(crmCustomerTags.customerId, customerId));
  return rows.map((r) => r.tagId);
}

/** A visible customer, locked for the change, or not found. */
async function visibleRow(db: Queryable, viewer: CustomerViewer, id: number) {
  const [row] = await db
    .select()
    .from(crmCustomers)
    .where(and(visibleWhere(viewer), eq(crmCustomers.id, id)))
    .for('update');
  if (!row) throw new ApiError(ResultCode.business, 'crmCustomerNotFound', { id });
  return row;
}

const numberList = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
const dataOf = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v)) : {};
const stageOf = (v: unknown) => customerStages.find((s) => s === v) ?? 'new';

/** Timeline rows as the contract shows them: names of actors, owners, tags, follow types and materials. */
async function timelineOf(
  db: Queryable,
  rows: (typeof crmCustomerEvents.$inferSelect)[],
): Promise<TimelineEntry[]> {
  const userIds = new Set<number>();
  const tagIds = new Set<number>();
  const materialIds = new Set<number>();
  for (const r of rows) {
    if (r.actorId) userIds.add(r.actorId);
    if (r.typeId) tagIds.add(r.typeId);
    for (const m of numberList(r.materialIds)) materialIds.add(m);
    const data = dataOf(r.data);
    for (const k of ['from', 'to'] as const)
      if (r.kind === 'owner' && typeof data[k] === 'number') userIds.add(data[k]);
    if (r.kind === 'tag')
      for (const t of [...numberList(data.added), ...numberList(data.removed)]) tagIds.add(t);
  }
  const users = userIds.size
    ? await db
        .select({ id: adminUsers.id, name: ownerName })
        .from(adminUsers)
        .where(inArray(adminUsers.id, [...userIds]))
    : [];
  const tags = tagIds.size
    ? await db
        .select({ id: crmTags.id, title: crmTags.title, color: crmTags.color })
        .from(crmTags)
        .where(inArray(crmTags.id, [...tagIds]))
    : [];
  const materials = materialIds.size
    ? await db
        .select({ id: crmMaterials.id, title: crmMaterials.title, kind: crmMaterials.kind })
        .from(crmMaterials)
        .where(inArray(crmMaterials.id, [...materialIds]))
    : [];
  const user = (id: unknown) => {
    const u = users.find((x) => x.id === id);
    return u ? { id: u.id, name: u.name ?? '' } : null;
  };
  const tagRefs = (ids: number[]) => tags.filter((t) => ids.includes(t.id));
  return rows.map((r): TimelineEntry => {
    const data = dataOf(r.data);
    const entry: TimelineEntry = {
      id: r.id,
      kind: timelineKinds.find((k) => k === r.kind) ?? 'follow',
      actor: user(r.actorId),
      createdAt: r.createdAt.toISOString(),
    };
    if (r.kind === 'follow') {
      const ids = numberList(r.materialIds);
      entry.follow = {
        typeId: r.typeId ?? 0,
        typeTitle: tags.find((t) => t.id === r.typeId)?.title ?? '',
        content: r.content,
        materials: materials.filter((m) => ids.includes(m.id)),
        nextAt: iso(r.nextAt),
      };
    }
    if (r.kind === 'owner') {
      entry.owner = { from: user(data.from), to: user(data.to), reason: String(data.reason ?? '') };
    }
    if (r.kind === 'stage') {
      entry.stage = { from: stageOf(data.from), to: stageOf(data.to), reason: String(data.reason ?? '') };
    }
    if (r.kind === 'tag') {
      entry.tag = { added: tagRefs(numberList(data.added)), removed: tagRefs(numberList(data.removed)) };
    }
    return entry;
  });
}

/** A stage change on the customer's timeline, by the caller. */
function stageEvent(
  tx: Queryable,
  me: { brandId: number; userId: number },
  customerId: number,
  from: string,
  to: string,
  reason: string,
) {
  return tx.insert(crmCustomerEvents).values({
    brandId: me.brandId,
    customerId,
    kind: 'stage',
    actorId: me.userId,
    data: { from, to, reason },
  });
}

/** The customers `where` lets through, locked for an owner change (the columns moveOwners reads). */
function lockedForMove(tx: Queryable, where: SQL | undefined) {
  return tx
    .select({
      id: crmCustomers.id,
      brandId: crmCustomers.brandId,
      ownerId: crmCustomers.ownerId,
      ownedAt: crmCustomers.ownedAt,
    })
    .from(crmCustomers)
    .where(where)
    .for('update');
}

/**
 * A bulk call's answer: how many customers changed, and each id asked for that was not among those
 * found, with why (by default "not found", which is also how a customer the caller may not see reads).
 */
function bulkResult(
  locale: Locale,
  ids: number[],
  found: readonly { id: number }[],
  changed: number,
  why: 'crmCustomerNotFound' | 'crmCustomerClaimedMeanwhile' = 'crmCustomerNotFound',
): CustomerBulkResult {
  const done = new Set(found.map((r) => r.id));
  return {
    changed,
    refused: ids.filter((id) => !done.has(id)).map((id) => ({ id, reason: crmText(locale, why, { id }) })),
  };
}

type Input<T extends z.ZodType> = z.output<T>;

/** One customer as the drawer shows it, when the caller may see it. */
export async function customerDetail(
  deps: CustomerDeps,
  me: CustomerCaller,
  { id }: { id: number },
): Promise<CustomerDetail> {
  const item = await visibleCustomerItem(deps, viewerOf(me), id);
  const [row] = await deps.db.select().from(crmCustomers).where(eq(crmCustomers.id, id));
  if (!item || !row) throw new ApiError(ResultCode.business, 'crmCustomerNotFound', { id });
  return {
    ...item,
    ...customerFieldValues('contact', (f) => row[f.key]),
    address: {
      areaId: row.areaId,
      lat: row.lat === null ? null : Number(row.lat),
      lng: row.lng === null ? null : Number(row.lng),
      province: row.province,
      city: row.city,
      district: row.district,
      address: row.address,
    },
    ...customerFieldValues('note', (f) => row[f.key]),
    ownedAt: iso(row.ownedAt),
  };
}

/** The brand's members a customer may be given to, by name. */
export function customerOwners(deps: CustomerDeps, me: CustomerCaller) {
  return deps.db
    .select({ id: adminUsers.id, name: ownerName })
    .from(brandMembers)
    .innerJoin(adminUsers, eq(adminUsers.id, brandMembers.userId))
    .where(eq(brandMembers.brandId, me.brandId))
    .orderBy(ownerName);
}

/** Takes pool rows for the caller, within their claim limit; a row claimed meanwhile is refused on its own. */
export function claimCustomers(
  deps: CustomerDeps,
  me: CustomerCaller,
  { ids }: Input<typeof customerClaimBody>,
): Promise<CustomerBulkResult> {
  return deps.db.transaction(async (tx) => {
    const config = await crmConfigOf(tx, me.brandId);
    refuse(
      claimLimitRefusal(config.crm_claim_limit, await ownedCount(tx, me.brandId, me.userId), ids.length),
    );
    const claimed = await lockedForMove(
      tx,
      and(
        eq(crmCustomers.brandId, me.brandId),
        inArray(crmCustomers.id, ids),
        isNull(crmCustomers.ownerId),
        ne(crmCustomers.stage, 'lost'),
      ),
    );
    await moveOwners(tx, claimed, me.userId, me, { action: 'claim' });
    return bulkResult(me.locale, ids, claimed, claimed.length, 'crmCustomerClaimedMeanwhile');
  });
}

/** Puts the caller's visible owned rows in the pool, with their reason. */
export function releaseCustomers(
  deps: CustomerDeps,
  me: CustomerCaller,
  { ids, reason }: Input<typeof customerReleaseBody>,
): Promise<CustomerBulkResult> {
  return deps.db.transaction(async (tx) => {
    const rows = await lockedForMove(
      tx,
      and(
        visibleWhere(viewerOf(me)),
        inArray(crmCustomers.id, ids),
        sql`${crmCustomers.ownerId} is not null`,
      ),
    );
    await moveOwners(tx, rows, null, me, { action: 'release', reason });
    return bulkResult(me.locale, ids, rows, rows.length);
  });
}

/** Gives visible rows to another member, within that member's claim limit. */
export async function assignCustomers(
  deps: CustomerDeps,
  me: CustomerCaller,
  { ids, ownerId }: Input<typeof customerAssignBody>,
): Promise<CustomerBulkResult> {
  await checkMember(deps.db, me.brandId, ownerId);
  return deps.db.transaction(async (tx) => {
    const rows = await lockedForMove(
      tx,
      and(visibleWhere(viewerOf(me)), inArray(crmCustomers.id, ids), ne(crmCustomers.stage, 'lost')),
    );
    const moving = rows.filter((r) => r.ownerId !== ownerId);
    const config = await crmConfigOf(tx, me.brandId);
    refuse(
      claimLimitRefusal(
        config.crm_claim_limit,
        await ownedCount(tx, me.brandId, ownerId),
        moving.length,
        'assign',
      ),
    );
    await moveOwners(tx, moving, ownerId, me, { action: 'assign' });
    return bulkResult(me.locale, ids, rows, moving.length);
  });
}

/** The brand's CRM settings. */
export function customerConfig(deps: CustomerDeps, me: CustomerCaller): Promise<CrmConfig> {
  return crmConfigOf(deps.db, me.brandId);
}

/** Adds a customer (the caller's, another member's with the assign rule, or the pool's). */
export async function addCustomer(
  deps: CustomerDeps,
  me: CustomerCaller,
  body: Input<typeof customerAddBody>,
): Promise<{ id: number }> {
  const { db } = deps;
  const ownerId = body.ownerId === undefined ? me.userId : body.ownerId;
  refuse(addForOtherRefusal(me.policy, ownerId, customerRule.assign));
  if (ownerId !== null && ownerId !== me.userId) await checkMember(db, me.brandId, ownerId);
  await checkItems(db, me.brandId, 'tag', body.tagIds, 'tagIds');
  await checkItems(db, me.brandId, 'source', body.sourceId ? [body.sourceId] : [], 'sourceId');
  const address = body.address ? await addressColumns(db, body.address) : {};
  await checkMobile(db, me.brandId, body.mobile, 0);
  const id = await recheckedWrite(
    () =>
      db.transaction(async (tx) => {
        if (ownerId !== null) {
          const config = await crmConfigOf(tx, me.brandId);
          const owned = await ownedCount(tx, me.brandId, ownerId);
          // Adding for another member gives them a customer: said as assigning, to the one who adds.
          const gain = ownerId === me.userId ? 'add' : 'assign';
          refuse(claimLimitRefusal(config.crm_claim_limit, owned, 1, gain));
        }
        const now = new Date();
        const given = (f: CustomerField) => body[f.key] ?? '';
        const values = {
          name: body.name,
          mobile: body.mobile,
          gender: body.gender ?? 'unknown',
          ...customerFieldValues('work', given),
          ...customerFieldValues('contact', given),
          ...address,
          sourceId: body.sourceId ?? null,
          stage: body.stage ?? 'new',
          level: body.level ?? null,
          ...customerFieldValues('note', given),
          nextFollowAt: body.nextFollowAt ? new Date(body.nextFollowAt) : null,
          ownerId,
        };
        const [row] = await tx
          .insert(crmCustomers)
          .values({
            brandId: me.brandId,
            ...values,
            ownedAt: ownerId === null ? null : now,
            createdBy: me.userId,
          })
          .returning({ id: crmCustomers.id });
        if (!row) throw new Error('customer insert failed');
        const tagIds = [...new Set(body.tagIds ?? [])];
        if (tagIds.length) {
          await tx.insert(crmCustomerTags).values(tagIds.map((tagId) => ({ customerId: row.id, tagId })));
        }
        await tx.insert(crmCustomerEvents).values({
          brandId: me.brandId,
          customerId: row.id,
          kind: 'created',
          actorId: me.userId,
          data: { ownerId },
        });
        await recordChange(tx, me, {
          entity,
          action: 'create',
          entityId: row.id,
          subject: body.name,
          payload: { name: body.name, mobile: body.mobile, ownerId },
          after: { ...values, tagIds },
        });
        return row.id;
      }),
    () => checkMobile(db, me.brandId, body.mobile, 0),
  );
  return { id };
}

/** Changes the fields given of a visible customer, with stage and tag events. */
export async function updateCustomer(
  deps: CustomerDeps,
  me: CustomerCaller,
  body: Input<typeof customerUpdateBody>,
): Promise<void> {
  const { db } = deps;
  await checkItems(db, me.brandId, 'tag', body.tagIds, 'tagIds');
  await checkItems(db, me.brandId, 'source', body.sourceId ? [body.sourceId] : [], 'sourceId');
  const address = body.address ? await addressColumns(db, body.address) : {};
  await checkMobile(db, me.brandId, body.mobile, body.id);
  await recheckedWrite(
    () =>
      db.transaction(async (tx) => {
        const row = await visibleRow(tx, viewerOf(me), body.id);
        const { id, tagIds, address: _a, nextFollowAt, ...fields } = body;
        if (nextFollowTimeRefused(row.nextFollowAt, nextFollowAt))
          throw fieldRefusal('nextFollowAt', 'field.beforeNow');
        const changed = {
          ...fields,
          ...address,
          ...(nextFollowAt !== undefined
            ? { nextFollowAt: nextFollowAt ? new Date(nextFollowAt) : null }
            : {}),
        };
        await tx
          .update(crmCustomers)
          .set({ ...changed, updatedAt: new Date() })
          .where(eq(crmCustomers.id, id));
        if (body.stage !== undefined && body.stage !== row.stage) {
          await stageEvent(tx, me, id, row.stage, body.stage, '');
        }
        const before: Record<string, unknown> = Object.fromEntries(
          Object.keys(changed).map((k) => [k, Reflect.get(row, k)]),
        );
        const after: Record<string, unknown> = { ...changed };
        if (tagIds !== undefined) {
          const had = await tagIdsOf(tx, id);
          const wanted = [...new Set(tagIds)];
          const added = wanted.filter((t) => !had.includes(t));
          const removed = had.filter((t) => !wanted.includes(t));
          before.tagIds = had;
          after.tagIds = wanted;
          if (removed.length > 0) {
            await tx
              .delete(crmCustomerTags)
              .where(and(eq(crmCustomerTags.customerId, id), inArray(crmCustomerTags.tagId, removed)));
          }
          if (added.length > 0) {
            await tx.insert(crmCustomerTags).values(added.map((tagId) => ({ customerId: id, tagId })));
          }
          if (added.length > 0 || removed.length > 0) {
            await tx.insert(crmCustomerEvents).values({
              brandId: me.brandId,
              customerId: id,
              kind: 'tag',
              actorId: me.userId,
              data: { added, removed },
            });
          }
        }
        await recordChange(tx, me, {
          entity,
          action: 'update',
          entityId: id,
          payload: { ...changed, ...(tagIds !== undefined ? { tagIds } : {}) },
          before,
          after,
        });
      }),
    () => checkMobile(db, me.brandId, body.mobile, body.id),
  );
}

/**
 * Deletes visible customers, all or nothing (another member's reads as not found, as the lists answer
 * it): one change record listing them, with what each was.
 */
export function deleteCustomers(
  deps: CustomerDeps,
  me: CustomerCaller,
  ids: readonly number[],
): Promise<{ deleted: number }> {
  return deps.db.transaction(async (tx) => {
    const where = and(eq(crmCustomers.brandId, me.brandId), inArray(crmCustomers.id, [...ids]));
    const rows = await tx.select().from(crmCustomers).where(where).for('update');
    const missing = ids.find((id) => !rows.some((r) => r.id === id));
    if (missing !== undefined)
      throw new ApiError(ResultCode.business, 'crmCustomerNotFound', { id: missing });
    refuse(hiddenCustomerRefusal(viewerOf(me), rows));
    // What goes with them (their tags, follow-ups and timeline, removed by the cascade) is kept in the
    // record with each row, so the delete's undo brings them back whole (docs/decisions/undo.md).
    const found = rows.map((r) => r.id);
    const [tags, events] = await Promise.all([
      tx.select().from(crmCustomerTags).where(inArray(crmCustomerTags.customerId, found)),
      tx
        .select()
        .from(crmCustomerEvents)
        .where(inArray(crmCustomerEvents.customerId, found))
        .orderBy(crmCustomerEvents.id),
    ]);
    await tx.delete(crmCustomers).where(where);
    await recordBulkChange(tx, me, {
      entity,
      action: 'delete',
      rows: rows.map((r) => ({
        id: r.id,
        name: r.name,
        before: {
          ...r,
          tagIds: tags.filter((t) => t.customerId === r.id).map((t) => t.tagId),
          events: events.filter((e) => e.customerId === r.id),
        },
      })),
      payloadOf: (r) => {
        const row = rows.find((x) => x.id === r.id);
        return { name: row?.name, mobile: row?.mobile };
      },
    });
    return { deleted: rows.length };
  });
}

/** Marks a visible customer lost, with its reason (a lost one stays as it is). */
export function loseCustomer(
  deps: CustomerDeps,
  me: CustomerCaller,
  { id, reason }: Input<typeof customerLoseBody>,
): Promise<void> {
  return deps.db.transaction(async (tx) => {
    const row = await visibleRow(tx, viewerOf(me), id);
    if (row.stage === 'lost') return;
    const now = new Date();
    await tx
      .update(crmCustomers)
      .set({ stage: 'lost', lostReason: reason, lostAt: now, updatedAt: now })
      .where(eq(crmCustomers.id, id));
    await stageEvent(tx, me, id, row.stage, 'lost', reason);
    await recordChange(tx, me, {
      entity,
      action: 'lose',
      entityId: id,
      payload: { reason },
      before: { stage: row.stage, lostReason: row.lostReason, lostAt: row.lostAt },
      after: { stage: 'lost', lostReason: reason, lostAt: now },
    });
  });
}

/** Brings a lost customer back to following; an owner who left the brand gives it to the pool. */
export function restoreCustomer(
  deps: CustomerDeps,
  me: CustomerCaller,
  { id }: Input<typeof customerRestoreBody>,
): Promise<void> {
  return deps.db.transaction(async (tx) => {
    const row = await visibleRow(tx, viewerOf(me), id);
    refuse(restoreRefusal(id, row.stage));
    let ownerId = row.ownerId;
    if (ownerId !== null) {
      const [member] = await tx
        .select({ id: brandMembers.userId })
        .from(brandMembers)
        .where(and(eq(brandMembers.brandId, me.brandId), eq(brandMembers.userId, ownerId)));
      // An owner who left the brand no longer takes it back: the pool does, on the timeline too.
      if (!member) {
        ownerId = null;
        await moveOwners(tx, [row], null, me, { action: 'restore' });
      }
    }
    await tx
      .update(crmCustomers)
      .set({ stage: 'following', lostReason: '', lostAt: null, updatedAt: new Date() })
      .where(eq(crmCustomers.id, id));
    await stageEvent(tx, me, id, 'lost', 'following', '');
    await recordChange(tx, me, {
      entity,
      action: 'restore',
      entityId: id,
      payload: { ownerId },
      before: { stage: row.stage, ownerId: row.ownerId, lostReason: row.lostReason, lostAt: row.lostAt },
      after: { stage: 'following', ownerId, lostReason: '', lostAt: null },
    });
  });
}

/** Adds tags to, or removes them from, visible customers: tag events per row, one change record. */
export async function tagCustomers(
  deps: CustomerDeps,
  me: CustomerCaller,
  { ids, tagIds, mode }: Input<typeof customerTagBody>,
): Promise<CustomerBulkResult> {
  await checkItems(deps.db, me.brandId, 'tag', tagIds, 'tagIds');
  const wanted = [...new Set(tagIds)];
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: crmCustomers.id })
      .from(crmCustomers)
      .where(and(visibleWhere(viewerOf(me)), inArray(crmCustomers.id, ids)))
      .for('update');
    const found = rows.map((r) => r.id);
    const events: (typeof crmCustomerEvents.$inferInsert)[] = [];
    if (found.length > 0) {
      const current = await tx
        .select()
        .from(crmCustomerTags)
        .where(and(inArray(crmCustomerTags.customerId, found), inArray(crmCustomerTags.tagId, wanted)));
      for (const id of found) {
        const has = current.filter((t) => t.customerId === id).map((t) => t.tagId);
        const delta = mode === 'add' ? wanted.filter((t) => !has.includes(t)) : has;
        if (delta.length === 0) continue;
        events.push({
          brandId: me.brandId,
          customerId: id,
          kind: 'tag',
          actorId: me.userId,
          data: mode === 'add' ? { added: delta, removed: [] } : { added: [], removed: delta },
        });
      }
      if (mode === 'add') {
        await tx
          .insert(crmCustomerTags)
          .values(found.flatMap((customerId) => wanted.map((tagId) => ({ customerId, tagId }))))
          .onConflictDoNothing();
      } else {
        await tx
          .delete(crmCustomerTags)
          .where(and(inArray(crmCustomerTags.customerId, found), inArray(crmCustomerTags.tagId, wanted)));
      }
      if (events.length > 0) await tx.insert(crmCustomerEvents).values(events);
      await recordChange(tx, me, {
        entity,
        action: `tag-${mode}`,
        entityIds: found,
        payload: { ids: found, tagIds: wanted },
        // Each customer's own tags added or removed (not those it had already), for the undo.
        after: {
          ...(mode === 'add' ? { tagsAdded: wanted } : { tagsRemoved: wanted }),
          rows: Object.fromEntries(
            events.map((e) => {
              const data = dataOf(e.data);
              return [String(e.customerId), numberList(mode === 'add' ? data.added : data.removed)];
            }),
          ),
        },
      });
    }
    return bulkResult(me.locale, ids, rows, events.length);
  });
}

/** A visible customer's timeline, newest first. */
export async function customerTimeline(
  deps: CustomerDeps,
  me: CustomerCaller,
  body: Input<typeof followListBody>,
): Promise<TimelineResult> {
  const { db } = deps;
  const [visible] = await db
    .select({ id: crmCustomers.id })
    .from(crmCustomers)
    .where(and(visibleWhere(viewerOf(me)), eq(crmCustomers.id, body.customerId)));
  if (!visible) throw new ApiError(ResultCode.business, 'crmCustomerNotFound', { id: body.customerId });
  const where = eq(crmCustomerEvents.customerId, body.customerId);
  const [total] = await db.select({ n: count() }).from(crmCustomerEvents).where(where);
  const rows = await db
    .select()
    .from(crmCustomerEvents)
    .where(where)
    .orderBy(desc(crmCustomerEvents.id))
    .limit(body.pageSize)
    .offset((body.page - 1) * body.pageSize);
  return {
    list: await timelineOf(db, rows),
    total: Number(total?.n ?? 0),
    page: body.page,
    pageSize: body.pageSize,
  };
}

/** Writes a follow-up on a visible customer (a new one starts following). */
export async function followCustomer(
  deps: CustomerDeps,
  me: CustomerCaller,
  body: Input<typeof followAddBody>,
): Promise<{ id: number }> {
  const { db } = deps;
  await checkItems(db, me.brandId, 'follow', [body.typeId], 'typeId');
  const materialIds = [...new Set(body.materialIds ?? [])];
  if (materialIds.length > 0) {
    const found = await db
      .select({ id: crmMaterials.id })
      .from(crmMaterials)
      .where(and(eq(crmMaterials.brandId, me.brandId), inArray(crmMaterials.id, materialIds)));
    const missing = materialIds.find((m) => !found.some((f) => f.id === m));
    if (missing !== undefined)
      throw fieldRefusal('materialIds', 'crmCustomerMaterialInvalid', { id: missing });
  }
  const setAt = body.nextAt ? new Date(body.nextAt) : null;
  const id = await db.transaction(async (tx) => {
    const row = await visibleRow(tx, viewerOf(me), body.customerId);
    const now = new Date();
    // Left out, the follow-up keeps a plan still to come: a quick note before the appointment must not
    // cancel it. A plan that has come due is answered by this follow-up; `null` clears it outright.
    const stillToCome = row.nextFollowAt && row.nextFollowAt > now ? row.nextFollowAt : null;
    const nextAt = body.nextAt === undefined ? stillToCome : setAt;
    const [event] = await tx
      .insert(crmCustomerEvents)
      .values({
        brandId: me.brandId,
        customerId: row.id,
        kind: 'follow',
        actorId: me.userId,
        typeId: body.typeId,
        content: body.content,
        materialIds,
        nextAt: setAt,
      })
      .returning({ id: crmCustomerEvents.id });
    const stage = row.stage === 'new' ? { stage: 'following' } : {};
    await tx
      .update(crmCustomers)
      .set({ lastFollowAt: now, nextFollowAt: nextAt, updatedAt: now, ...stage })
      .where(eq(crmCustomers.id, row.id));
    if (row.stage === 'new') {
      await stageEvent(tx, me, row.id, 'new', 'following', '');
    }
    await recordChange(tx, me, {
      entity,
      action: 'follow',
      entityId: row.id,
      payload: { typeId: body.typeId, materialIds },
      before: { stage: row.stage, lastFollowAt: row.lastFollowAt, nextFollowAt: row.nextFollowAt },
      after: { ...stage, lastFollowAt: now, nextFollowAt: nextAt },
    });
    return event?.id ?? 0;
  });
  return { id };
}

/** Saves the brand's CRM settings (pool days, claim limit). */
export function updateCustomerConfig(
  deps: CustomerDeps,
  me: CustomerCaller,
  body: Input<typeof crmConfigUpdateBody>,
): Promise<CrmConfig> {
  return deps.db.transaction(async (tx) => {
    const was = await crmConfigOf(tx, me.brandId);
    const next = { ...was, ...body };
    const values = { poolDays: next.crm_pool_days, claimLimit: next.crm_claim_limit, updatedAt: new Date() };
    await tx
      .insert(crmConfigs)
      .values({ brandId: me.brandId, ...values })
      .onConflictDoUpdate({ target: crmConfigs.brandId, set: values });
    await recordChange(tx, me, {
      entity: 'crm_config',
      action: 'update',
      payload: body,
      before: { ...was },
      after: { ...next },
    });
    return next;
  });
}

/** The caller's own list columns (a column a later version dropped is skipped). */
export async function customerColumnPrefs(
  deps: CustomerDeps,
  me: CustomerCaller,
): Promise<CustomerColumnPrefs> {
  const [row] = await deps.db
    .select({ columns: crmColumnPrefs.columns })
    .from(crmColumnPrefs)
    .where(and(eq(crmColumnPrefs.brandId, me.brandId), eq(crmColumnPrefs.userId, me.userId)));
  const saved = Array.isArray(row?.columns) ? row.columns : null;
  return {
    columns: saved ? customerColumns.filter((col) => saved.includes(col)) : [...defaultCustomerColumns],
  };
}

/** Saves the caller's own list columns, in the list's order. */
export async function updateCustomerColumnPrefs(
  deps: CustomerDeps,
  me: CustomerCaller,
  { columns }: Input<typeof columnUpdateBody>,
): Promise<CustomerColumnPrefs> {
  const unique = customerColumns.filter((col) => columns.includes(col));
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(crmColumnPrefs)
      .values({ brandId: me.brandId, userId: me.userId, columns: unique })
      .onConflictDoUpdate({
        target: [crmColumnPrefs.brandId, crmColumnPrefs.userId],
        set: { columns: unique, updatedAt: new Date() },
      });
    await recordChange(tx, me, {
      entity: 'crm_column_prefs',
      action: 'update',
      payload: { columns: unique },
    });
  });
  return { columns: unique };
}
