import { and, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { Address } from '../../../contract/address.ts';
import {
  type CustomerBulkResult,
  type CustomerColumnPrefs,
  type CustomerListResult,
  columnUpdateBody,
  crmConfigUpdateBody,
  customerAddBody,
  customerAssignBody,
  customerClaimBody,
  customerColumns,
  customerListBody,
  customerLoseBody,
  customerReleaseBody,
  customerRestoreBody,
  customerRule,
  customerStages,
  customerTagBody,
  customerUpdateBody,
  defaultCustomerColumns,
  followAddBody,
  followListBody,
  type TimelineEntry,
  type TimelineResult,
  timelineKinds,
} from '../../../contract/customer.ts';
import { idBody, type Locale, ResultCode } from '../../../contract/envelope.ts';
import { type DeleteResult, deleteQuery } from '../../../contract/role.ts';
import { auditAs } from '../../audit.ts';
import { requireRule } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import {
  adminUsers,
  brandMembers,
  crmColumnPrefs,
  crmConfigs,
  crmCustomerEvents,
  crmCustomers,
  crmCustomerTags,
  crmMaterials,
  crmTags,
} from '../../db/schema.ts';
import { ApiError, fieldRefusal, ok, parseBody, parseQuery } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { type Queryable, recheckedWrite } from '../../kit/db.ts';
import { policyCaller, refuse } from '../../kit/policy.ts';
import { deleteInBrand } from '../../kit/rows.ts';
import { message } from '../../messages.ts';
import { areaChain } from '../config/config.public.ts';
import {
  addForOtherRefusal,
  claimLimitRefusal,
  hiddenCustomerRefusal,
  ownerNotMemberRefusal,
  restoreRefusal,
} from './customer.policy.ts';
import { customerListPage, ownerName, visibleCustomerItem } from './customer-list.ts';
import { crmConfigOf, moveOwners, ownedCount } from './customer-owner.ts';
import { type CustomerScope, type CustomerViewer, customerViewer, visibleWhere } from './customer-scope.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function viewerOf(c: Context<AppEnv>) {
  return customerViewer(caller(c).brandId, await policyCaller(c));
}

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
async function addressColumns(db: Parameters<typeof areaChain>[0], address: Address) {
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
  const chain = await areaChain(db, address.areaId);
  if (chain.length === 0) throw fieldRefusal('address.areaId', 'field.area');
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

function listRoute(scope: CustomerScope) {
  return async (c: Context<AppEnv>) => {
    const body = await parseBody(c, customerListBody);
    const result: CustomerListResult = await customerListPage(c.var.deps, await viewerOf(c), scope, body);
    return ok(c, result);
  };
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
    .select({ id: crmCustomers.id, brandId: crmCustomers.brandId, ownerId: crmCustomers.ownerId })
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
    refused: ids.filter((id) => !done.has(id)).map((id) => ({ id, reason: message(locale, why, { id }) })),
  };
}

/** `/crm/customer/*`: the brand's customers, owned, pooled and lost */
export const crmCustomerRoutes = new Hono<AppEnv>()
  .post('/list.html', requireRule(customerRule.list), listRoute('list'))
  .post('/pool.html', requireRule(customerRule.pool), listRoute('pool'))
  .post('/lost.html', requireRule(customerRule.lost), listRoute('lost'))
  .post('/detail.html', requireRule(customerRule.detail), async (c) => {
    const { id } = await parseBody(c, idBody);
    const viewer = await viewerOf(c);
    const { db } = c.var.deps;
    const item = await visibleCustomerItem(c.var.deps, viewer, id);
    const [row] = await db.select().from(crmCustomers).where(eq(crmCustomers.id, id));
    if (!item || !row) throw new ApiError(ResultCode.business, 'crmCustomerNotFound', { id });
    return ok(c, {
      ...item,
      email: row.email,
      wechat: row.wechat,
      address: {
        areaId: row.areaId,
        lat: row.lat === null ? null : Number(row.lat),
        lng: row.lng === null ? null : Number(row.lng),
        province: row.province,
        city: row.city,
        district: row.district,
        address: row.address,
      },
      remark: row.remark,
      ownedAt: iso(row.ownedAt),
    });
  })
  .post('/owners.html', requireRule(customerRule.owners), async (c) => {
    const { db } = c.var.deps;
    const rows = await db
      .select({ id: adminUsers.id, name: ownerName })
      .from(brandMembers)
      .innerJoin(adminUsers, eq(adminUsers.id, brandMembers.userId))
      .where(eq(brandMembers.brandId, caller(c).brandId))
      .orderBy(ownerName);
    return ok(c, rows);
  })
  .post('/claim.html', requireRule(customerRule.claim), async (c) => {
    const { ids } = await parseBody(c, customerClaimBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const result = await db.transaction(async (tx) => {
      const config = await crmConfigOf(tx, me.brandId);
      refuse(
        claimLimitRefusal(config.crm_claim_limit, await ownedCount(tx, me.brandId, me.userId), ids.length),
      );
      // Only rows still in the pool change: a row someone claimed meanwhile is refused on its own.
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
      return bulkResult(c.var.locale, ids, claimed, claimed.length, 'crmCustomerClaimedMeanwhile');
    });
    return ok(c, result, 'saved');
  })
  .post('/release.html', requireRule(customerRule.release), async (c) => {
    const { ids, reason } = await parseBody(c, customerReleaseBody);
    const me = caller(c);
    const viewer = await viewerOf(c);
    const { db } = c.var.deps;
    const result = await db.transaction(async (tx) => {
      const rows = await lockedForMove(
        tx,
        and(visibleWhere(viewer), inArray(crmCustomers.id, ids), sql`${crmCustomers.ownerId} is not null`),
      );
      await moveOwners(tx, rows, null, me, { action: 'release', reason });
      return bulkResult(c.var.locale, ids, rows, rows.length);
    });
    return ok(c, result, 'saved');
  })
  .post('/config_detail.html', requireRule(customerRule.configDetail), async (c) => {
    return ok(c, await crmConfigOf(c.var.deps.db, caller(c).brandId));
  })
  .post('/add.html', requireRule(customerRule.add), async (c) => {
    const body = await parseBody(c, customerAddBody);
    const me = caller(c);
    const policy = await policyCaller(c);
    const { db } = c.var.deps;
    const ownerId = body.ownerId === undefined ? me.userId : body.ownerId;
    refuse(addForOtherRefusal(policy, ownerId, customerRule.assign));
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
            refuse(claimLimitRefusal(config.crm_claim_limit, await ownedCount(tx, me.brandId, ownerId), 1));
          }
          const now = new Date();
          const [row] = await tx
            .insert(crmCustomers)
            .values({
              brandId: me.brandId,
              name: body.name,
              mobile: body.mobile,
              gender: body.gender ?? 'unknown',
              company: body.company ?? '',
              title: body.title ?? '',
              email: body.email ?? '',
              wechat: body.wechat ?? '',
              ...address,
              sourceId: body.sourceId ?? null,
              stage: body.stage ?? 'new',
              level: body.level ?? null,
              remark: body.remark ?? '',
              nextFollowAt: body.nextFollowAt ? new Date(body.nextFollowAt) : null,
              ownerId,
              ownedAt: ownerId === null ? null : now,
              createdBy: me.userId,
            })
            .returning({ id: crmCustomers.id });
          if (!row) throw new Error('customer insert failed');
          if (body.tagIds?.length) {
            await tx
              .insert(crmCustomerTags)
              .values([...new Set(body.tagIds)].map((tagId) => ({ customerId: row.id, tagId })));
          }
          await tx.insert(crmCustomerEvents).values({
            brandId: me.brandId,
            customerId: row.id,
            kind: 'created',
            actorId: me.userId,
            data: { ownerId },
          });
          await auditAs(tx, me, {
            action: 'create',
            entity: 'crm_customer',
            entityId: row.id,
            payload: { name: body.name, mobile: body.mobile, ownerId },
          });
          return row.id;
        }),
      () => checkMobile(db, me.brandId, body.mobile, 0),
    );
    return ok(c, { id }, 'saved');
  })
  .post('/update.html', requireRule(customerRule.update), async (c) => {
    const body = await parseBody(c, customerUpdateBody);
    const me = caller(c);
    const viewer = await viewerOf(c);
    const { db } = c.var.deps;
    await checkItems(db, me.brandId, 'tag', body.tagIds, 'tagIds');
    await checkItems(db, me.brandId, 'source', body.sourceId ? [body.sourceId] : [], 'sourceId');
    const address = body.address ? await addressColumns(db, body.address) : {};
    await checkMobile(db, me.brandId, body.mobile, body.id);
    await recheckedWrite(
      () =>
        db.transaction(async (tx) => {
          const row = await visibleRow(tx, viewer, body.id);
          const { id, tagIds, address: _a, nextFollowAt, ...fields } = body;
          const changes = {
            ...fields,
            ...address,
            ...(nextFollowAt !== undefined
              ? { nextFollowAt: nextFollowAt ? new Date(nextFollowAt) : null }
              : {}),
          };
          await tx
            .update(crmCustomers)
            .set({ ...changes, updatedAt: new Date() })
            .where(eq(crmCustomers.id, id));
          if (body.stage !== undefined && body.stage !== row.stage) {
            await stageEvent(tx, me, id, row.stage, body.stage, '');
          }
          if (tagIds !== undefined) {
            const before = await tagIdsOf(tx, id);
            const wanted = [...new Set(tagIds)];
            const added = wanted.filter((t) => !before.includes(t));
            const removed = before.filter((t) => !wanted.includes(t));
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
          await auditAs(tx, me, {
            action: 'update',
            entity: 'crm_customer',
            entityId: id,
            payload: { ...changes, ...(tagIds !== undefined ? { tagIds } : {}) },
          });
        }),
      () => checkMobile(db, me.brandId, body.mobile, body.id),
    );
    return ok(c, null, 'saved');
  })
  .get('/del.html', xsrfForGet, requireRule(customerRule.del), async (c) => {
    const ids = parseQuery(c, deleteQuery);
    const viewer = await viewerOf(c);
    const deleted = await deleteInBrand(c.var.deps.db, caller(c), {
      table: crmCustomers,
      ids,
      notFound: 'crmCustomerNotFound',
      entity: 'crm_customer',
      // Another member's customer is not found, as the lists and detail answer it.
      check: (rows) => refuse(hiddenCustomerRefusal(viewer, rows)),
      payload: (r) => ({ name: r.name, mobile: r.mobile }),
    });
    const result: DeleteResult = { deleted: deleted.length };
    return ok(c, result, 'deleted', { n: deleted.length });
  })
  .post('/assign.html', requireRule(customerRule.assign), async (c) => {
    const { ids, ownerId } = await parseBody(c, customerAssignBody);
    const me = caller(c);
    const viewer = await viewerOf(c);
    const { db } = c.var.deps;
    await checkMember(db, me.brandId, ownerId);
    const result = await db.transaction(async (tx) => {
      const rows = await lockedForMove(
        tx,
        and(visibleWhere(viewer), inArray(crmCustomers.id, ids), ne(crmCustomers.stage, 'lost')),
      );
      const moving = rows.filter((r) => r.ownerId !== ownerId);
      const config = await crmConfigOf(tx, me.brandId);
      refuse(
        claimLimitRefusal(config.crm_claim_limit, await ownedCount(tx, me.brandId, ownerId), moving.length),
      );
      await moveOwners(tx, moving, ownerId, me, { action: 'assign' });
      return bulkResult(c.var.locale, ids, rows, moving.length);
    });
    return ok(c, result, 'saved');
  })
  .post('/lose.html', requireRule(customerRule.lose), async (c) => {
    const { id, reason } = await parseBody(c, customerLoseBody);
    const me = caller(c);
    const viewer = await viewerOf(c);
    await c.var.deps.db.transaction(async (tx) => {
      const row = await visibleRow(tx, viewer, id);
      if (row.stage === 'lost') return;
      const now = new Date();
      await tx
        .update(crmCustomers)
        .set({ stage: 'lost', lostReason: reason, lostAt: now, updatedAt: now })
        .where(eq(crmCustomers.id, id));
      await stageEvent(tx, me, id, row.stage, 'lost', reason);
      await auditAs(tx, me, { action: 'lose', entity: 'crm_customer', entityId: id, payload: { reason } });
    });
    return ok(c, null, 'saved');
  })
  .post('/restore.html', requireRule(customerRule.restore), async (c) => {
    const { id } = await parseBody(c, customerRestoreBody);
    const me = caller(c);
    const viewer = await viewerOf(c);
    await c.var.deps.db.transaction(async (tx) => {
      const row = await visibleRow(tx, viewer, id);
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
      await auditAs(tx, me, {
        action: 'restore',
        entity: 'crm_customer',
        entityId: id,
        payload: { ownerId },
      });
    });
    return ok(c, null, 'saved');
  })
  .post('/tag.html', requireRule(customerRule.tag), async (c) => {
    const { ids, tagIds, mode } = await parseBody(c, customerTagBody);
    const me = caller(c);
    const viewer = await viewerOf(c);
    const { db } = c.var.deps;
    await checkItems(db, me.brandId, 'tag', tagIds, 'tagIds');
    const wanted = [...new Set(tagIds)];
    const result = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: crmCustomers.id })
        .from(crmCustomers)
        .where(and(visibleWhere(viewer), inArray(crmCustomers.id, ids)))
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
        await auditAs(tx, me, {
          action: `tag-${mode}`,
          entity: 'crm_customer',
          payload: { ids: found, tagIds: wanted },
        });
      }
      return bulkResult(c.var.locale, ids, rows, events.length);
    });
    return ok(c, result, 'saved');
  })
  .post('/follow_list.html', requireRule(customerRule.followList), async (c) => {
    const body = await parseBody(c, followListBody);
    const viewer = await viewerOf(c);
    const { db } = c.var.deps;
    const [visible] = await db
      .select({ id: crmCustomers.id })
      .from(crmCustomers)
      .where(and(visibleWhere(viewer), eq(crmCustomers.id, body.customerId)));
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
    const result: TimelineResult = {
      list: await timelineOf(db, rows),
      total: Number(total?.n ?? 0),
      page: body.page,
      pageSize: body.pageSize,
    };
    return ok(c, result);
  })
  .post('/follow_add.html', requireRule(customerRule.followAdd), async (c) => {
    const body = await parseBody(c, followAddBody);
    const me = caller(c);
    const viewer = await viewerOf(c);
    const { db } = c.var.deps;
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
    const nextAt = body.nextAt ? new Date(body.nextAt) : null;
    const id = await db.transaction(async (tx) => {
      const row = await visibleRow(tx, viewer, body.customerId);
      const now = new Date();
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
          nextAt,
        })
        .returning({ id: crmCustomerEvents.id });
      await tx
        .update(crmCustomers)
        .set({
          lastFollowAt: now,
          nextFollowAt: nextAt,
          updatedAt: now,
          ...(row.stage === 'new' ? { stage: 'following' } : {}),
        })
        .where(eq(crmCustomers.id, row.id));
      if (row.stage === 'new') {
        await stageEvent(tx, me, row.id, 'new', 'following', '');
      }
      await auditAs(tx, me, {
        action: 'follow',
        entity: 'crm_customer',
        entityId: row.id,
        payload: { typeId: body.typeId, materialIds },
      });
      return event?.id ?? 0;
    });
    return ok(c, { id }, 'saved');
  })
  .post('/config_update.html', requireRule(customerRule.configUpdate), async (c) => {
    const body = await parseBody(c, crmConfigUpdateBody);
    const me = caller(c);
    const result = await c.var.deps.db.transaction(async (tx) => {
      const next = { ...(await crmConfigOf(tx, me.brandId)), ...body };
      const values = {
        poolDays: next.crm_pool_days,
        claimLimit: next.crm_claim_limit,
        updatedAt: new Date(),
      };
      await tx
        .insert(crmConfigs)
        .values({ brandId: me.brandId, ...values })
        .onConflictDoUpdate({ target: crmConfigs.brandId, set: values });
      await auditAs(tx, me, { action: 'update', entity: 'crm_config', payload: body });
      return next;
    });
    return ok(c, result, 'saved');
  })
  .post('/column_detail.html', requireRule(customerRule.columnDetail), async (c) => {
    const me = caller(c);
    const [row] = await c.var.deps.db
      .select({ columns: crmColumnPrefs.columns })
      .from(crmColumnPrefs)
      .where(and(eq(crmColumnPrefs.brandId, me.brandId), eq(crmColumnPrefs.userId, me.userId)));
    // Columns a later version dropped are skipped rather than refused.
    const saved = Array.isArray(row?.columns) ? row.columns : null;
    const result: CustomerColumnPrefs = {
      columns: saved ? customerColumns.filter((col) => saved.includes(col)) : [...defaultCustomerColumns],
    };
    return ok(c, result);
  })
  .post('/column_update.html', requireRule(customerRule.columnUpdate), async (c) => {
    const { columns } = await parseBody(c, columnUpdateBody);
    const me = caller(c);
    const unique = customerColumns.filter((col) => columns.includes(col));
    await c.var.deps.db.transaction(async (tx) => {
      await tx
        .insert(crmColumnPrefs)
        .values({ brandId: me.brandId, userId: me.userId, columns: unique })
        .onConflictDoUpdate({
          target: [crmColumnPrefs.brandId, crmColumnPrefs.userId],
          set: { columns: unique, updatedAt: new Date() },
        });
      await auditAs(tx, me, { action: 'update', entity: 'crm_column_prefs', payload: { columns: unique } });
    });
    const result: CustomerColumnPrefs = { columns: unique };
    return ok(c, result, 'saved');
  });
