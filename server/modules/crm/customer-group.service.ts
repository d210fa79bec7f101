import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CustomerGroupItem,
  type CustomerGroupListResult,
  type CustomerSummary,
  customerConditions,
  customerStages,
  type groupAddBody,
  type groupCountBody,
  type groupListBody,
  type groupUpdateBody,
  type portraitBody,
} from '../../../contract/customer.ts';
import { ResultCode } from '../../../contract/envelope.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import type { Db } from '../../db/client.ts';
import { date } from '../../db/prepared.ts';
import { ApiError } from '../../envelope.ts';
import { recordChange } from '../../kit/change.ts';
import { likePattern, type Queryable, unlessTaken } from '../../kit/db.ts';
import type { ListCaches } from '../../kit/list-cache.ts';
import { refuse } from '../../kit/policy.ts';
import { deletedInBrand, findInBrand } from '../../kit/rows.ts';
import { areaChains } from '../config/config.public.ts';
import { crmText } from './crm.messages.ts';
import { crmCustomerGroups, crmCustomers, crmTags } from './crm.tables.ts';
import type { CrmCaller, CrmDeps, CrmViewer } from './crm-caller.ts';
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

/**
 * Customer segments (saved conditions), the portrait and the CRM index's figures: each use case
 * `(deps, caller, input)` with its checks, its transaction and its change record
 * (docs/decisions/server-layout.md). What a caller counts is what they may see of the customers.
 */

type Input<T extends z.ZodType> = z.output<T>;
const entity = 'crm_customer_group';
const viewerOf = (me: CrmViewer): CustomerViewer => customerViewer(me.brandId, me.policy);

type Conditions = z.output<typeof customerConditions>;

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

/** One page of segments by name, each with its count of the customers the caller sees. */
export async function groupPage(
  deps: CrmDeps,
  me: CrmViewer,
  body: Input<typeof groupListBody>,
): Promise<CustomerGroupListResult> {
  const { db } = deps;
  const where = and(
    eq(crmCustomerGroups.brandId, me.brandId),
    body.keyword
      ? sql`lower(${crmCustomerGroups.name}) like ${likePattern(body.keyword.toLowerCase())}`
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(crmCustomerGroups).where(where);
  const found = await db
    .select()
    .from(crmCustomerGroups)
    .where(where)
    .orderBy(asc(crmCustomerGroups.name), asc(crmCustomerGroups.id))
    .limit(body.pageSize)
    .offset((body.page - 1) * body.pageSize);
  return {
    list: await groupItems(deps, viewerOf(me), found),
    total: total?.n ?? 0,
    page: body.page,
    pageSize: body.pageSize,
  };
}

/** A segment of the brand with its count and labels. */
export async function groupDetail(deps: CrmDeps, me: CrmViewer, { id }: { id: number }) {
  const row = await findInBrand(deps.db, crmCustomerGroups, me.brandId, id, 'crmGroupNotFound');
  const [item] = await groupItems(deps, viewerOf(me), [row]);
  return item;
}

/** How many customers the caller sees match conditions not yet saved. */
export async function groupCount(
  deps: CrmDeps,
  me: CrmViewer,
  { conditions }: Input<typeof groupCountBody>,
): Promise<{ count: number }> {
  await checkItems(deps.db, me.brandId, conditions);
  const viewer = viewerOf(me);
  const countOf = matchCounter(deps, viewer, await customerVersion(deps.db, viewer.brandId));
  return { count: await countOf(conditions) };
}

/** Saves a segment, its name free in the brand and room for one more. */
export async function addGroup(
  deps: CrmDeps,
  me: CrmCaller,
  body: Input<typeof groupAddBody>,
): Promise<{ id: number }> {
  const { db } = deps;
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
      await recordChange(tx, me, {
        entity,
        action: 'add',
        entityId: row.id,
        subject: body.name,
        payload: { name: body.name, conditions: body.conditions },
        after: { name: body.name, conditions: body.conditions },
      });
      return row.id;
    }),
    () => nameTaken(body.name),
  );
  return { id };
}

/** Renames a segment or changes its conditions; nothing is written when nothing changes. */
export async function updateGroup(
  deps: CrmDeps,
  me: CrmCaller,
  body: Input<typeof groupUpdateBody>,
): Promise<void> {
  const { db } = deps;
  const row = await findInBrand(db, crmCustomerGroups, me.brandId, body.id, 'crmGroupNotFound');
  if (body.name !== undefined && body.name.toLowerCase() !== row.name.toLowerCase())
    refuse(groupNameRefusal(body.name, await nameHolder(db, me.brandId, body.name, row.id)));
  if (body.conditions) await checkItems(db, me.brandId, body.conditions);
  const changes: Partial<GroupRow> = {};
  if (body.name !== undefined && body.name !== row.name) changes.name = body.name;
  if (body.conditions && JSON.stringify(body.conditions) !== JSON.stringify(conditionsOf(row.conditions)))
    changes.conditions = body.conditions;
  if (Object.keys(changes).length === 0) return;
  await unlessTaken(
    db.transaction(async (tx) => {
      await tx
        .update(crmCustomerGroups)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(crmCustomerGroups.id, row.id));
      await recordChange(tx, me, {
        entity,
        action: 'update',
        entityId: row.id,
        subject: changes.name ?? row.name,
        payload: { fields: Object.keys(changes), ...changes },
        before: Object.fromEntries(Object.keys(changes).map((k) => [k, Reflect.get(row, k)])),
        after: changes,
      });
    }),
    () => nameTaken(body.name ?? ''),
  );
}

/** Deletes segments, all or nothing (their customers stay). */
export function deleteGroups(deps: CrmDeps, me: CrmCaller, ids: number[]): Promise<DeleteResult> {
  return deletedInBrand(
    deps.db,
    me,
    { table: crmCustomerGroups, notFound: 'crmGroupNotFound', entity, payload: (r) => ({ name: r.name }) },
    ids,
  );
}

/** The portrait of the customers the caller sees (of a segment, or all). */
export async function customerPortrait(
  deps: CrmDeps,
  me: CrmViewer,
  { groupId }: Input<typeof portraitBody>,
) {
  const { db } = deps;
  let conditions: Conditions = { match: 'all' };
  if (groupId !== undefined) {
    const group = await findInBrand(db, crmCustomerGroups, me.brandId, groupId, 'crmGroupNotFound');
    conditions = conditionsOf(group.conditions);
  }
  const viewer = viewerOf(me);
  const now = new Date();
  const poolLabel = crmText(me.locale, 'crmCustomerPool');
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
  return deps.lists.portraits.get(viewer.brandId, version, key, () =>
    portraitOf(db, viewer, conditions, now, poolLabel),
  );
}

/** The CRM index's figures as of now. */
export function customerSummary(deps: CrmDeps, me: CrmViewer): Promise<CustomerSummary> {
  return summaryOf(deps, viewerOf(me), new Date());
}
