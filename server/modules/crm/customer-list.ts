import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { chinaMidnight } from '../../../contract/china-time.ts';
import {
  type CustomerItem,
  type CustomerListResult,
  type CustomerOwnerRef,
  type CustomerSortKey,
  customerListBody,
} from '../../../contract/customer.ts';
import { type CustomerItemFieldKey, customerItemFields } from '../../../contract/customer-fields.ts';
import { plainFieldValues } from '../../../contract/entity-fields.ts';
import { ResultCode } from '../../../contract/envelope.ts';
import type { Db } from '../../db/client.ts';
import { adminUsers } from '../../db/core.tables.ts';
import { date, dateOrNull, int, intOrNull, runPrepared, text } from '../../db/prepared.ts';
import { ApiError } from '../../envelope.ts';
import type { ListCaches } from '../../kit/list-cache.ts';
import { type ListDefinition, listPage } from '../../kit/list-page.ts';
import { crmCustomers } from './crm.tables.ts';
import { type CrmLabels, crmLabelsOf } from './customer-labels.ts';
import {
  type CustomerConditionsOutput,
  type CustomerFilters,
  type CustomerScope,
  type CustomerViewer,
  conditionsWhere,
  customerFilterWhere,
  savedGroupConditions,
  scopeWhere,
  visibleWhere,
} from './customer-scope.ts';

/** A member's name as lists show it: the real name, else the user name. */
export const ownerName = sql<string>`coalesce(nullif(${adminUsers.realName}, ''), ${adminUsers.userName})`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const textOrEmpty = (value: unknown) => (value === null || value === undefined ? '' : text(value));

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

/**
 * A list row's columns. The customer's tag ids are read with the row (an index-only lookup); their
 * words come from the brand's labels (crmLabelsOf), so the page joins no catalogue table per row.
 */
const columns = {
  id: crmCustomers.id,
  name: crmCustomers.name,
  mobile: crmCustomers.mobile,
  gender: crmCustomers.gender,
  // The declared fields the lists show (contract/customer-fields.ts).
  ...plainFieldValues(customerItemFields, (f) => crmCustomers[f.key]),
  stage: crmCustomers.stage,
  level: crmCustomers.level,
  sourceId: crmCustomers.sourceId,
  ownerId: crmCustomers.ownerId,
  ownerName,
  province: crmCustomers.province,
  city: crmCustomers.city,
  district: crmCustomers.district,
  lastFollowAt: crmCustomers.lastFollowAt,
  nextFollowAt: crmCustomers.nextFollowAt,
  createdAt: crmCustomers.createdAt,
  updatedAt: crmCustomers.updatedAt,
  lostReason: crmCustomers.lostReason,
  lostAt: crmCustomers.lostAt,
  tags: sql<unknown>`array(select ct.tag_id from crm_customer_tags ct where ct.customer_id = ${crmCustomers.id} order by ct.tag_id)`,
};

function idsOf(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(int);
  // A driver that leaves an int[] as its text form: `{1,2}`.
  if (typeof value === 'string') return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
  return [];
}

/** One call's filter: who looks, the list filters, a saved group's conditions, and the day `due` counts from. */
export type CustomerListFilter = {
  brandId: number;
  keyword?: string | undefined;
  viewer: CustomerViewer;
  filters: CustomerFilters & { groupId?: number | undefined };
  /** The saved group's conditions as read now, when `groupId` is given. */
  conditions?: CustomerConditionsOutput | undefined;
  /** Midnight today (China Standard Time) when `due` is given: the caches' key moves with the day. */
  today?: Date | undefined;
};

function item(r: Record<keyof typeof columns, unknown>, labels: CrmLabels): CustomerItem {
  const ownerId = intOrNull(r.ownerId);
  const owner: CustomerOwnerRef | null = ownerId ? { id: ownerId, name: textOrEmpty(r.ownerName) } : null;
  const { gender, stage, level } = r;
  const head: Pick<CustomerItem, 'id' | 'name' | 'mobile' | 'gender'> = {
    id: int(r.id),
    name: text(r.name),
    mobile: text(r.mobile),
    gender: gender === 'male' || gender === 'female' ? gender : 'unknown',
  };
  // Object.assign, not a spread between the properties: see readColumns (server/kit/row-reader.ts).
  return Object.assign(
    head,
    plainFieldValues(customerItemFields, (f) => text(r[f.key])),
    {
      stage: stage === 'following' || stage === 'won' || stage === 'lost' ? stage : 'new',
      level: level === 'A' || level === 'B' || level === 'C' ? level : null,
      sourceId: intOrNull(r.sourceId),
      sourceTitle: labels.get(intOrNull(r.sourceId) ?? 0)?.title ?? '',
      tags: idsOf(r.tags).flatMap((tagId) => {
        const label = labels.get(tagId);
        return label ? [{ id: tagId, title: label.title, color: label.color }] : [];
      }),
      owner,
      region: [r.province, r.city, r.district].filter(Boolean).join(' '),
      lastFollowAt: iso(dateOrNull(r.lastFollowAt)),
      nextFollowAt: iso(dateOrNull(r.nextFollowAt)),
      createdAt: date(r.createdAt).toISOString(),
      updatedAt: date(r.updatedAt).toISOString(),
      lostReason: text(r.lostReason),
      lostAt: iso(dateOrNull(r.lostAt)),
    } satisfies Omit<CustomerItem, keyof typeof head | CustomerItemFieldKey>,
  );
}

type CustomerList = ListDefinition<
  CustomerListFilter,
  typeof columns,
  CustomerSortKey | `-${CustomerSortKey}`,
  CustomerItem,
  CrmLabels
>;

/** What the caller may see of this list: their brand and owners (customer-scope.ts), and which list. */
const seen = (scope: CustomerScope, f: CustomerListFilter) =>
  and(visibleWhere(f.viewer), scopeWhere(scope)) as SQL;

function customerList(scope: CustomerScope): CustomerList {
  return {
    name: `crm_customer_${scope}`,
    columns,
    key: crmCustomers.id,
    from: (db, fields) =>
      db
        .select(fields)
        .from(crmCustomers)
        .leftJoin(adminUsers, eq(adminUsers.id, crmCustomers.ownerId))
        .$dynamic(),
    countFrom: (db, fields) => db.select(fields).from(crmCustomers).$dynamic(),
    // The filters write their lists as one array parameter (customer-scope.ts), so the statements
    // built per call stay few.
    whereOf: (f) =>
      and(
        seen(scope, f),
        customerFilterWhere(f.filters, f.today),
        f.conditions ? conditionsWhere(f.conditions) : undefined,
      ),
    visibleOf: (f) => seen(scope, f),
    // Everything that decides the rows: who looks (every viewer who sees all shares), the filters,
    // the group's conditions as saved now, and the day `due` is relative to.
    keyOf: (f) => [
      f.viewer.seesAll ? 'all' : f.viewer.userId,
      f.filters,
      f.conditions ?? null,
      f.today ? f.today.toISOString() : null,
    ],
    // Triggers move it on every write to customers or their tags, and on renames of tags and sources.
    version: sql`(select version from crm_customer_state where brand_id = ${sql.placeholder('brandId')})`,
    lookup: (deps, at) => crmLabelsOf(deps, at.brandId, at.version),
    orderBy: customerOrder,
    item,
  };
}

/** The three customer lists: owned and not lost, the pool, and lost. */
export const customerLists: Record<CustomerScope, CustomerList> = {
  list: customerList('list'),
  pool: customerList('pool'),
  lost: customerList('lost'),
};

export type CustomerListBody = z.output<typeof customerListBody>;

/** One page of a customer list (owned, pool or lost) as its call answers it, for this viewer. */
export async function customerListPage(
  deps: { db: Db; lists: ListCaches },
  viewer: CustomerViewer,
  scope: CustomerScope,
  body: CustomerListBody,
  now: Date = new Date(),
): Promise<CustomerListResult> {
  const conditions = body.groupId
    ? await savedGroupConditions(deps.db, viewer.brandId, body.groupId)
    : undefined;
  if (body.groupId && !conditions)
    throw new ApiError(ResultCode.business, 'crmCustomerNotFound', { id: body.groupId });
  const { page, pageSize, sort, ...filters } = body;
  return listPage(deps, customerLists[scope], {
    filter: {
      brandId: viewer.brandId,
      keyword: body.keyword || undefined,
      viewer,
      filters,
      conditions: conditions ?? undefined,
      today: body.due ? chinaMidnight(now) : undefined,
    },
    sort,
    page,
    pageSize,
  });
}

/** The console's screen of each customer list. */
export const customerScreens: Record<CustomerScope, string> = {
  list: '/crm/customer/list',
  pool: '/crm/customer/pool',
  lost: '/crm/customer/lost',
};

/** A list's filters as a link carries them (the list screen reads its filters from its address). */
export type CustomerLinkFilters = Partial<Record<keyof CustomerListBody, string | number>>;

/**
 * A figure that opens a customer list: the link to the list with `filters`, and the count that list
 * answers with them. The count IS the list call's total (the same function, the same parse of the
 * same filters), so a figure and the list it opens cannot disagree.
 */
export async function customerFigure(
  deps: { db: Db; lists: ListCaches },
  viewer: CustomerViewer,
  scope: CustomerScope,
  filters: CustomerLinkFilters,
  now: Date = new Date(),
): Promise<{ count: number; route: string }> {
  const query = new URLSearchParams(
    Object.entries(filters).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])),
  );
  // Parsed from the link's own words, as the screen's call would send them.
  const body = customerListBody.parse({ ...Object.fromEntries(query), page: 1, pageSize: 1 });
  const { total } = await customerListPage(deps, viewer, scope, body, now);
  const search = query.toString();
  return { count: total, route: search ? `${customerScreens[scope]}?${search}` : customerScreens[scope] };
}

/**
 * One customer as its list row shows it, when the viewer may see it (the detail's top): one statement
 * with the brand's customer version, for the labels of that version.
 */
export async function visibleCustomerItem(
  deps: { db: Db; lists: ListCaches },
  viewer: CustomerViewer,
  id: number,
): Promise<CustomerItem | undefined> {
  const q = deps.db
    .select({
      ...columns,
      version: sql<number>`(select version from crm_customer_state where brand_id = ${viewer.brandId})`,
    })
    .from(crmCustomers)
    .leftJoin(adminUsers, eq(adminUsers.id, crmCustomers.ownerId))
    .where(and(visibleWhere(viewer), eq(crmCustomers.id, id)))
    .toSQL();
  const [raw] = await runPrepared(deps.db, q.sql, q.params, { genericPlan: true });
  if (!raw) return undefined;
  const names = Object.keys(columns);
  const row: Record<string, unknown> = {};
  names.forEach((name, i) => {
    row[name] = raw[i];
  });
  const labels = await crmLabelsOf(deps, viewer.brandId, intOrNull(raw[names.length]) ?? 0);
  return item(row as Record<keyof typeof columns, unknown>, labels);
}
