import { and, asc, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import {
  type CrmConfig,
  type CustomerBulkResult,
  type CustomerItem,
  type CustomerListResult,
  type CustomerOwnerRef,
  crmConfigDefaults,
  customerClaimBody,
  customerConditions,
  customerListBody,
  customerReleaseBody,
  customerRule,
} from '../../contract/customer.ts';
import { idBody, ResultCode } from '../../contract/envelope.ts';
import { auditAs } from '../audit.ts';
import { requireRule } from '../auth/session.middleware.ts';
import type { AppEnv } from '../context.ts';
import {
  type CustomerScope,
  conditionsWhere,
  customerFilterWhere,
  customerViewer,
  scopeWhere,
  visibleWhere,
} from '../crm/customer-scope.ts';
import {
  adminUsers,
  brandMembers,
  crmConfigs,
  crmCustomerEvents,
  crmCustomerGroups,
  crmCustomers,
  crmCustomerTags,
  crmTags,
} from '../db/schema.ts';
import { ApiError, ok, parseBody } from '../envelope.ts';
import { caller } from '../kit/caller.ts';
import type { Queryable } from '../kit/db.ts';
import { policyCaller, refuse } from '../kit/policy.ts';
import { message } from '../messages.ts';
import { claimLimitRefusal } from './crm-customer.policy.ts';

const ownerName = sql<string>`coalesce(nullif(${adminUsers.realName}, ''), ${adminUsers.userName})`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function viewerOf(c: Context<AppEnv>) {
  return customerViewer(caller(c).brandId, await policyCaller(c));
}

async function configOf(db: Queryable, brandId: number): Promise<CrmConfig> {
  const [row] = await db.select().from(crmConfigs).where(eq(crmConfigs.brandId, brandId));
  return row ? { crm_pool_days: row.poolDays, crm_claim_limit: row.claimLimit } : { ...crmConfigDefaults };
}

/** The list's orders (contract `customerSortKeys`, `-` for descending); newest first by default. */
function customerOrder(sort: string | undefined): SQL[] {
  const descending = sort?.startsWith('-') ?? true;
  const key = sort?.replace(/^-/, '');
  const column =
    key === 'lastFollowAt'
      ? crmCustomers.lastFollowAt
      : key === 'nextFollowAt'
        ? crmCustomers.nextFollowAt
        : key === 'name'
          ? crmCustomers.nameSort
          : null;
  // Customers never followed up (no time) come last either way; ties newest first.
  if (!column) return [descending ? desc(crmCustomers.id) : asc(crmCustomers.id)];
  return [descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`, desc(crmCustomers.id)];
}

async function itemsOf(db: Queryable, where: SQL, page: number, pageSize: number, sort?: string) {
  const rows = await db
    .select({ c: crmCustomers, ownerName, sourceTitle: crmTags.title })
    .from(crmCustomers)
    .leftJoin(adminUsers, eq(adminUsers.id, crmCustomers.ownerId))
    .leftJoin(crmTags, eq(crmTags.id, crmCustomers.sourceId))
    .where(where)
    .orderBy(...customerOrder(sort))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const ids = rows.map((r) => r.c.id);
  const tags =
    ids.length === 0
      ? []
      : await db
          .select({
            customerId: crmCustomerTags.customerId,
            id: crmTags.id,
            title: crmTags.title,
            color: crmTags.color,
          })
          .from(crmCustomerTags)
          .innerJoin(crmTags, eq(crmTags.id, crmCustomerTags.tagId))
          .where(inArray(crmCustomerTags.customerId, ids));
  return rows.map(({ c, ownerName: name, sourceTitle }): CustomerItem => {
    const owner: CustomerOwnerRef | null = c.ownerId ? { id: c.ownerId, name: name ?? '' } : null;
    return {
      id: c.id,
      name: c.name,
      mobile: c.mobile,
      gender: c.gender === 'male' || c.gender === 'female' ? c.gender : 'unknown',
      company: c.company,
      title: c.title,
      stage: c.stage === 'following' || c.stage === 'won' || c.stage === 'lost' ? c.stage : 'new',
      level: c.level === 'A' || c.level === 'B' || c.level === 'C' ? c.level : null,
      sourceId: c.sourceId,
      sourceTitle: sourceTitle ?? '',
      tags: tags.filter((t) => t.customerId === c.id).map(({ id, title, color }) => ({ id, title, color })),
      owner,
      region: [c.province, c.city, c.district].filter(Boolean).join(' '),
      lastFollowAt: iso(c.lastFollowAt),
      nextFollowAt: iso(c.nextFollowAt),
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
      lostReason: c.lostReason,
      lostAt: iso(c.lostAt),
    };
  });
}

function listRoute(scope: CustomerScope) {
  return async (c: Context<AppEnv>) => {
    const body = await parseBody(c, customerListBody);
    const viewer = await viewerOf(c);
    const { db } = c.var.deps;
    const tests: SQL[] = [visibleWhere(viewer), scopeWhere(scope), customerFilterWhere(body)];
    if (body.groupId) {
      const [group] = await db
        .select({ conditions: crmCustomerGroups.conditions })
        .from(crmCustomerGroups)
        .where(and(eq(crmCustomerGroups.id, body.groupId), eq(crmCustomerGroups.brandId, viewer.brandId)));
      const parsed = customerConditions.safeParse(group?.conditions);
      if (!group || !parsed.success) {
        throw new ApiError(ResultCode.business, 'crmCustomerNotFound', { id: body.groupId });
      }
      tests.push(conditionsWhere(parsed.data));
    }
    const where = and(...tests) as SQL;
    const [total] = await db.select({ n: count() }).from(crmCustomers).where(where);
    const result: CustomerListResult = {
      list: await itemsOf(db, where, body.page, body.pageSize, body.sort),
      total: Number(total?.n ?? 0),
      page: body.page,
      pageSize: body.pageSize,
    };
    return ok(c, result);
  };
}

/** `/crm/customer/*`: the brand's customers, owned, pooled and lost (issue 14). */
export const crmCustomerRoutes = new Hono<AppEnv>()
  .post('/list.html', requireRule(customerRule.list), listRoute('list'))
  .post('/pool.html', requireRule(customerRule.pool), listRoute('pool'))
  .post('/lost.html', requireRule(customerRule.lost), listRoute('lost'))
  .post('/detail.html', requireRule(customerRule.detail), async (c) => {
    const { id } = await parseBody(c, idBody);
    const viewer = await viewerOf(c);
    const { db } = c.var.deps;
    const [item] = await itemsOf(db, and(visibleWhere(viewer), eq(crmCustomers.id, id)) as SQL, 1, 1);
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
      const config = await configOf(tx, me.brandId);
      const [owned] = await tx
        .select({ n: count() })
        .from(crmCustomers)
        .where(
          and(
            eq(crmCustomers.brandId, me.brandId),
            eq(crmCustomers.ownerId, me.userId),
            ne(crmCustomers.stage, 'lost'),
          ),
        );
      refuse(claimLimitRefusal(config.crm_claim_limit, Number(owned?.n ?? 0), ids.length));
      // Only rows still in the pool change: a row someone claimed meanwhile is refused on its own.
      const claimed = await tx
        .update(crmCustomers)
        .set({ ownerId: me.userId, ownedAt: new Date(), updatedAt: new Date() })
        .where(
          and(
            eq(crmCustomers.brandId, me.brandId),
            inArray(crmCustomers.id, ids),
            isNull(crmCustomers.ownerId),
            ne(crmCustomers.stage, 'lost'),
          ),
        )
        .returning({ id: crmCustomers.id });
      const done = new Set(claimed.map((r) => r.id));
      if (claimed.length > 0) {
        await tx.insert(crmCustomerEvents).values(
          claimed.map((r) => ({
            brandId: me.brandId,
            customerId: r.id,
            kind: 'owner',
            actorId: me.userId,
            data: { from: null, to: me.userId, reason: 'claim' },
          })),
        );
        await auditAs(tx, me, { action: 'claim', entity: 'crm_customer', payload: { ids: [...done] } });
      }
      const bulk: CustomerBulkResult = {
        changed: claimed.length,
        refused: ids
          .filter((id) => !done.has(id))
          .map((id) => ({ id, reason: message(c.var.locale, 'crmCustomerClaimedMeanwhile') })),
      };
      return bulk;
    });
    return ok(c, result, 'saved');
  })
  .post('/release.html', requireRule(customerRule.release), async (c) => {
    const { ids, reason } = await parseBody(c, customerReleaseBody);
    const me = caller(c);
    const viewer = await viewerOf(c);
    const { db } = c.var.deps;
    const result = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: crmCustomers.id, ownerId: crmCustomers.ownerId })
        .from(crmCustomers)
        .where(
          and(visibleWhere(viewer), inArray(crmCustomers.id, ids), sql`${crmCustomers.ownerId} is not null`),
        )
        .for('update');
      if (rows.length > 0) {
        await tx
          .update(crmCustomers)
          .set({ ownerId: null, ownedAt: null, updatedAt: new Date() })
          .where(
            inArray(
              crmCustomers.id,
              rows.map((r) => r.id),
            ),
          );
        await tx.insert(crmCustomerEvents).values(
          rows.map((r) => ({
            brandId: me.brandId,
            customerId: r.id,
            kind: 'owner',
            actorId: me.userId,
            data: { from: r.ownerId, to: null, reason: reason || 'release' },
          })),
        );
        await auditAs(tx, me, {
          action: 'release',
          entity: 'crm_customer',
          payload: { ids: rows.map((r) => r.id), reason: reason ?? '' },
        });
      }
      const done = new Set(rows.map((r) => r.id));
      const bulk: CustomerBulkResult = {
        changed: rows.length,
        refused: ids
          .filter((id) => !done.has(id))
          .map((id) => ({ id, reason: message(c.var.locale, 'crmCustomerNotFound', { id }) })),
      };
      return bulk;
    });
    return ok(c, result, 'saved');
  })
  .post('/config_detail.html', requireRule(customerRule.configDetail), async (c) => {
    return ok(c, await configOf(c.var.deps.db, caller(c).brandId));
  });
