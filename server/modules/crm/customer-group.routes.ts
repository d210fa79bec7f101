import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import {
  type CustomerGroupItem,
  type CustomerGroupListResult,
  type CustomerSummary,
  customerConditions,
  customerRule,
  customerStages,
  groupAddBody,
  groupCountBody,
  groupListBody,
  groupUpdateBody,
  portraitBody,
} from '../../../contract/customer.ts';
import { idBody, ResultCode } from '../../../contract/envelope.ts';
import { type DeleteResult, deleteQuery } from '../../../contract/role.ts';
import { auditAs } from '../../audit.ts';
import { requireRule } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { date } from '../../db/prepared.ts';
import { crmCustomerGroups, crmCustomers, crmTags } from '../../db/schema.ts';
import { ApiError, ok, parseBody, parseQuery } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { likePattern, type Queryable, unlessTaken } from '../../kit/db.ts';
import type { ListCaches } from '../../kit/list-cache.ts';
import { policyCaller, refuse } from '../../kit/policy.ts';
import { deleteInBrand, findInBrand } from '../../kit/rows.ts';
import { message } from '../../messages.ts';
import { areaChains } from '../config/config.public.ts';
import {
  conditionItemsRefusal,
  cstDayAndWeek,
  groupFullRefusal,
  groupNameRefusal,
  lastMondays,
} from './customer-group.policy.ts';
import { crmLabelsOf } from './customer-labels.ts';
import { type CustomerLinkFilters, customerFigure } from './customer-list.ts';
import { portraitOf } from './customer-portrait.ts';
import {
  type CustomerScope,
  type CustomerViewer,
  conditionsWhere,
  customerVersion,
  customerViewer,
  visibleWhere,
} from './customer-scope.ts';

type Conditions = z.output<typeof customerConditions>;

async function viewerOf(c: Context<AppEnv>): Promise<CustomerViewer> {
  return customerViewer(caller(c).brandId, await policyCaller(c));
}

function conditionsOf(value: unknown): Conditions {
  const parsed = customerConditions.safeParse(value);
  return parsed.success ? parsed.data : { match: 'all' };
}

/**
 * Counts the customers of conditions that the viewer sees. Each count is a scan (tens of ms at
 * 100,000 customers), and the group list counts every group of its page, so counts are cached per
 * customer version (read once, by this call) and per viewer and conditions.
 */
function matchCounter(deps: { db: Db; lists: ListCaches }, v: CustomerViewer, version: number) {
  const { db, lists } = deps;
  return (c: Conditions) =>
    lists.totals.get(
      v.brandId,
      version,
      JSON.stringify(['crm_group', v.seesAll ? 'all' : v.userId, c]),
      async () => {
        const [row] = await db
          .select({ n: count() })
          .from(crmCustomers)
          .where(sql`${visibleWhere(v)} and ${conditionsWhere(c)}`);
        return row?.n ?? 0;
      },
    );
}

/** Tag and source ids of the conditions must be the brand's items of that type. */
async function checkItems(db: Queryable, brandId: number, c: Conditions) {
  for (const [field, type, ids] of [
    ['conditions.tagIds', 'tag', c.tagIds ?? []],
    ['conditions.sourceIds', 'source', c.sourceIds ?? []],
  ] as const) {
    if (ids.length === 0) continue;
    const rows = await db
      .select({ id: crmTags.id })
      .from(crmTags)
      .where(and(eq(crmTags.brandId, brandId), eq(crmTags.type, type), inArray(crmTags.id, [...ids])));
    refuse(conditionItemsRefusal(field, ids, new Set(rows.map((r) => r.id))));
  }
}

async function nameHolder(db: Queryable, brandId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: crmCustomerGroups.id })
    .from(crmCustomerGroups)
    .where(
      and(
        eq(crmCustomerGroups.brandId, brandId),
        sql`lower(${crmCustomerGroups.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(crmCustomerGroups.id, exceptId),
      ),
    )
    .limit(1);
  return row ?? null;
}

type GroupRow = typeof crmCustomerGroups.$inferSelect;

/**
 * Groups as the viewer reads them: each one's count (cached per customer version and viewer) and the
 * words for its codes (the brand's labels of that version; areas in one query for the page).
 */
async function groupItems(
  deps: { db: Db; lists: ListCaches },
  v: CustomerViewer,
  rows: readonly GroupRow[],
): Promise<CustomerGroupItem[]> {
  const version = await customerVersion(deps.db, v.brandId);
  const countOf = matchCounter(deps, v, version);
  const parsed = rows.map((r) => ({ r, conditions: conditionsOf(r.conditions) }));
  const words = await crmLabelsOf(deps, v.brandId, version);
  const chains = await areaChains(deps.db, [...new Set(parsed.flatMap((p) => p.conditions.areaIds ?? []))]);
  const named = (ids: readonly number[] = []) => ids.flatMap((id) => words.get(id)?.title ?? []);
  const items: CustomerGroupItem[] = [];
  for (const { r, conditions } of parsed)
    items.push({
      id: r.id,
      name: r.name,
      conditions,
      labels: {
        tags: named(conditions.tagIds),
        sources: named(conditions.sourceIds),
        areas: (conditions.areaIds ?? []).map((id) => ({ id, names: chains.get(id) ?? [] })),
      },
      count: await countOf(conditions),
      createdAt: date(r.createdAt).toISOString(),
      updatedAt: date(r.updatedAt).toISOString(),
    });
  return items;
}

const nameTaken = (name: string) =>
  new ApiError(ResultCode.business, 'crmGroupNameTaken', { name }, null, 'name');

/**
 * The CRM index's figures, each the total of the list its card opens (crm-index-screen.tsx links
 * with the same filters): due by the end of today (overdue included) and overdue in the viewer's
 * list, new since Monday in it, the pool, and per stage the list's (the lost list for the lost).
 * The viewer's list is theirs, or every owner's with `crm/customer/all`.
 */
async function summaryOf(
  deps: { db: Db; lists: ListCaches },
  v: CustomerViewer,
  now: Date,
): Promise<CustomerSummary> {
  const { mondayDay } = cstDayAndWeek(now);
  const total = async (scope: CustomerScope, filters: CustomerLinkFilters) =>
    (await customerFigure(deps, v, scope, filters, now)).count;
  const funnel = [];
  for (const stage of customerStages)
    funnel.push({ stage, count: await (stage === 'lost' ? total('lost', {}) : total('list', { stage })) });
  return {
    dueToday: await total('list', { due: 'today' }),
    overdue: await total('list', { due: 'overdue' }),
    newThisWeek: await total('list', { createdFrom: mondayDay }),
    poolSize: await total('pool', {}),
    funnel,
    scope: v.seesAll ? 'all' : 'mine',
  };
}

/** `/crm/customer/group_*`, `portrait`, `summary`: segments, the portrait and the CRM index. */
export const crmCustomerGroupRoutes = new Hono<AppEnv>()
  .post('/group_list.html', requireRule(customerRule.groupList), async (c) => {
    const body = await parseBody(c, groupListBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const viewer = await viewerOf(c);
    const where = and(
      eq(crmCustomerGroups.brandId, me.brandId),
      body.keyword
        ? sql`lower(${crmCustomerGroups.name}) like ${likePattern(body.keyword.toLowerCase())}`
        : undefined,
    );
    const [total] = await db.select({ n: count() }).from(crmCustomerGroups).where(where);
    const rows = await db
      .select()
      .from(crmCustomerGroups)
      .where(where)
      .orderBy(asc(crmCustomerGroups.name), asc(crmCustomerGroups.id))
      .limit(body.pageSize)
      .offset((body.page - 1) * body.pageSize);
    const result: CustomerGroupListResult = {
      list: await groupItems(c.var.deps, viewer, rows),
      total: total?.n ?? 0,
      page: body.page,
      pageSize: body.pageSize,
    };
    return ok(c, result);
  })
  .post('/group_detail.html', requireRule(customerRule.groupDetail), async (c) => {
    const { id } = await parseBody(c, idBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const row = await findInBrand(db, crmCustomerGroups, me.brandId, id, 'crmGroupNotFound');
    const [item] = await groupItems(c.var.deps, await viewerOf(c), [row]);
    return ok(c, item);
  })
  .post('/group_count.html', requireRule(customerRule.groupCount), async (c) => {
    const { conditions } = await parseBody(c, groupCountBody);
    const me = caller(c);
    const { db } = c.var.deps;
    await checkItems(db, me.brandId, conditions);
    const viewer = await viewerOf(c);
    const countOf = matchCounter(c.var.deps, viewer, await customerVersion(db, viewer.brandId));
    return ok(c, { count: await countOf(conditions) });
  })
  .post('/group_add.html', requireRule(customerRule.groupAdd), async (c) => {
    const body = await parseBody(c, groupAddBody);
    const me = caller(c);
    const { db } = c.var.deps;
    refuse(groupNameRefusal(body.name, await nameHolder(db, me.brandId, body.name)));
    await checkItems(db, me.brandId, body.conditions);
    const id = await unlessTaken(
      db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ n: count() })
          .from(crmCustomerGroups)
          .where(eq(crmCustomerGroups.brandId, me.brandId));
        refuse(groupFullRefusal(existing?.n ?? 0));
        const [row] = await tx
          .insert(crmCustomerGroups)
          .values({ brandId: me.brandId, name: body.name, conditions: body.conditions, createdBy: me.userId })
          .returning({ id: crmCustomerGroups.id });
        if (!row) throw new Error('group insert returned nothing');
        await auditAs(tx, me, {
          action: 'add',
          entity: 'crm_customer_group',
          entityId: row.id,
          subject: body.name,
          payload: { name: body.name, conditions: body.conditions },
        });
        return row.id;
      }),
      () => nameTaken(body.name),
    );
    return ok(c, { id }, 'added');
  })
  .post('/group_update.html', requireRule(customerRule.groupUpdate), async (c) => {
    const body = await parseBody(c, groupUpdateBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const row = await findInBrand(db, crmCustomerGroups, me.brandId, body.id, 'crmGroupNotFound');
    if (body.name !== undefined && body.name.toLowerCase() !== row.name.toLowerCase())
      refuse(groupNameRefusal(body.name, await nameHolder(db, me.brandId, body.name, row.id)));
    if (body.conditions) await checkItems(db, me.brandId, body.conditions);
    const changes: Partial<GroupRow> = {};
    if (body.name !== undefined && body.name !== row.name) changes.name = body.name;
    if (body.conditions && JSON.stringify(body.conditions) !== JSON.stringify(conditionsOf(row.conditions)))
      changes.conditions = body.conditions;
    if (Object.keys(changes).length > 0)
      await unlessTaken(
        db.transaction(async (tx) => {
          await tx
            .update(crmCustomerGroups)
            .set({ ...changes, updatedAt: new Date() })
            .where(eq(crmCustomerGroups.id, row.id));
          await auditAs(tx, me, {
            action: 'update',
            entity: 'crm_customer_group',
            entityId: row.id,
            subject: changes.name ?? row.name,
            payload: { fields: Object.keys(changes), ...changes },
          });
        }),
        () => nameTaken(body.name ?? ''),
      );
    return ok(c, null, 'saved');
  })
  .get('/group_del.html', xsrfForGet, requireRule(customerRule.groupDel), async (c) => {
    const ids = parseQuery(c, deleteQuery);
    const deleted = await deleteInBrand(c.var.deps.db, caller(c), {
      table: crmCustomerGroups,
      ids,
      notFound: 'crmGroupNotFound',
      entity: 'crm_customer_group',
      payload: (r) => ({ name: r.name }),
    });
    const result: DeleteResult = { deleted: deleted.length };
    return ok(c, result, 'deleted', { n: deleted.length });
  })
  .post('/portrait.html', requireRule(customerRule.portrait), async (c) => {
    const { groupId } = await parseBody(c, portraitBody);
    const me = caller(c);
    const { db } = c.var.deps;
    let conditions: Conditions = { match: 'all' };
    if (groupId !== undefined) {
      const group = await findInBrand(db, crmCustomerGroups, me.brandId, groupId, 'crmGroupNotFound');
      conditions = conditionsOf(group.conditions);
    }
    const viewer = await viewerOf(c);
    const now = new Date();
    const poolLabel = message(c.var.locale, 'crmCustomerPool');
    // Cached by the customer version (every write to customers or their tags moves it; a follow-up
    // moves its customer's last follow-up) and by what decides the answer: who looks, the group's
    // conditions as saved now, the week, the words. A renamed tag or member shows within a minute.
    const version = await customerVersion(db, viewer.brandId);
    const key = JSON.stringify([
      viewer.seesAll ? 'all' : viewer.userId,
      conditions,
      lastMondays(now, 1),
      poolLabel,
    ]);
    const portrait = await c.var.deps.lists.portraits.get(viewer.brandId, version, key, () =>
      portraitOf(db, viewer, conditions, now, poolLabel),
    );
    return ok(c, portrait);
  })
  .post('/summary.html', requireRule(customerRule.summary), async (c) => {
    const viewer = await viewerOf(c);
    return ok(c, await summaryOf(c.var.deps, viewer, new Date()));
  });
