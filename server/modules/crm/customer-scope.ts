import {
  type AnyColumn,
  and,
  eq,
  exists,
  gte,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import { chinaDayStart, chinaMidnight, dayAfter, dayMs, isDayText } from '../../../contract/china-time.ts';
import { customerConditions, customerRule } from '../../../contract/customer.ts';
import { type CustomerRangeFilterName, customerRangeFilters } from '../../../contract/customer-fields.ts';
import type { Db } from '../../db/client.ts';
import { int, runPrepared } from '../../db/prepared.ts';
import type { Queryable } from '../../kit/db.ts';
import type { PolicyCaller } from '../../kit/policy.ts';
import { crmCustomerGroups, crmCustomers, crmCustomerTags } from './crm.tables.ts';

/**
 * The customers' visibility and filters as SQL, shared by the lists, the export, groups, the portrait
 * and the summary: one place decides what a member may see, so no screen can drift from another.
 */

/** Who looks at the customers: their brand, their own id, and whether they see every owner's. */
export interface CustomerViewer {
  brandId: number;
  userId: number;
  /** Brand owners and roles with `crm/customer/all`. */
  seesAll: boolean;
}

/** The viewer from a route's caller (`policyCaller(c)` answers `isOwner` and `ruleKeys`). */
export function customerViewer(brandId: number, caller: PolicyCaller): CustomerViewer {
  return {
    brandId,
    userId: caller.userId,
    seesAll: caller.isOwner || caller.ruleKeys.has(customerRule.all),
  };
}

/** The brand's customers the viewer may see: their own and the pool, or every one with `all`. */
export function visibleWhere(viewer: CustomerViewer): SQL {
  const brand = eq(crmCustomers.brandId, viewer.brandId);
  if (viewer.seesAll) return brand;
  return and(brand, or(eq(crmCustomers.ownerId, viewer.userId), isNull(crmCustomers.ownerId))) as SQL;
}

export type CustomerScope = 'list' | 'pool' | 'lost';

/** Which list: owned and not lost, in the pool and not lost, or lost (whoever owned them). */
export function scopeWhere(scope: CustomerScope): SQL {
  if (scope === 'lost') return eq(crmCustomers.stage, 'lost');
  // Written into the statement, not a parameter: the pool's index (crm.tables.ts) holds these rows,
  // and a generic plan can only take it when the filter is the index's condition as written.
  const notLost = sql`${crmCustomers.stage} <> 'lost'`;
  return and(
    scope === 'list' ? isNotNull(crmCustomers.ownerId) : isNull(crmCustomers.ownerId),
    notLost,
  ) as SQL;
}

/** The start of a `YYYY-MM-DD` day in China Standard Time, or the instant an ISO time names. */
export function dayStart(value: string): Date {
  if (isDayText(value)) return chinaDayStart(value);
  return new Date(value.replace(' ', 'T'));
}

/** The end (exclusive) of a `YYYY-MM-DD` day in China Standard Time; an ISO time stays itself. */
export function dayEnd(value: string): Date {
  if (isDayText(value)) return chinaDayStart(dayAfter(value));
  return new Date(value.replace(' ', 'T'));
}

/**
 * `column = any(values)` with the values as ONE array parameter, not one per value as `inArray`
 * writes it: the lists run as named prepared statements keyed by their text, so a filter with three
 * tags and one with four must be the same statement.
 */
function anyOf(column: AnyColumn, values: readonly (number | string)[], type: 'int' | 'text'): SQL {
  const literal = `{${values.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  return type === 'int' ? sql`${column} = any(${literal}::int[])` : sql`${column} = any(${literal}::text[])`;
}

const taggedWithAny = (tagIds: readonly number[]) =>
  exists(
    sql`(select 1 from ${crmCustomerTags} where ${crmCustomerTags.customerId} = ${crmCustomers.id} and ${anyOf(crmCustomerTags.tagId, tagIds, 'int')})`,
  );

const inAreas = (areaIds: readonly number[]) =>
  or(
    anyOf(crmCustomers.provinceId, areaIds, 'int'),
    anyOf(crmCustomers.cityId, areaIds, 'int'),
    anyOf(crmCustomers.areaId, areaIds, 'int'),
  ) as SQL;

export type CustomerConditionsOutput = z.output<typeof customerConditions>;

/**
 * A saved group's conditions: each condition given is one test, all of them (`all`) or one (`any`);
 * none given matches every customer. `lastFollowBefore` counts a customer never followed up.
 */
export function conditionsWhere(conditions: CustomerConditionsOutput): SQL {
  const tests: SQL[] = [];
  const c = conditions;
  if (c.tagIds?.length) tests.push(taggedWithAny(c.tagIds));
  if (c.sourceIds?.length) tests.push(anyOf(crmCustomers.sourceId, c.sourceIds, 'int'));
  if (c.stages?.length) tests.push(anyOf(crmCustomers.stage, c.stages, 'text'));
  if (c.levels?.length) tests.push(anyOf(crmCustomers.level, c.levels, 'text'));
  if (c.areaIds?.length) tests.push(inAreas(c.areaIds));
  if (c.createdFrom) tests.push(gte(crmCustomers.createdAt, dayStart(c.createdFrom)));
  if (c.createdTo) tests.push(lt(crmCustomers.createdAt, dayEnd(c.createdTo)));
  if (c.lastFollowBefore) {
    tests.push(
      or(
        isNull(crmCustomers.lastFollowAt),
        lt(crmCustomers.lastFollowAt, dayStart(c.lastFollowBefore)),
      ) as SQL,
    );
  }
  if (tests.length === 0) return sql`true`;
  return ((c.match ?? 'all') === 'any' ? or(...tests) : and(...tests)) as SQL;
}

/** The list filters the list, pool, lost and export calls take (the parsed `customerListBody`). */
export interface CustomerFilters extends Partial<Record<CustomerRangeFilterName, string | undefined>> {
  keyword?: string | undefined;
  stage?: string | undefined;
  level?: string | undefined;
  sourceId?: number | undefined;
  tagIds?: readonly number[] | undefined;
  ownerId?: number | undefined;
  areaId?: number | undefined;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  due?: 'today' | 'overdue' | 'week' | undefined;
  /** The customers one import brought (its report links to the list filtered so). */
  importId?: number | undefined;
}

/** The search expression the trigram index `crm_customers_search_trgm` is built on. */
export const customerSearchText = sql`lower(${crmCustomers.name} || ' ' || ${crmCustomers.mobile} || ' ' || ${crmCustomers.company})`;

/**
 * The list filters as SQL (`groupId` is resolved by the route into `conditionsWhere`). `due` is
 * relative to `now`'s day in China Standard Time: today = due by the end of today, overdue = before
 * today, week = from today to the end of the seventh day.
 */
export function customerFilterWhere(filters: CustomerFilters, now: Date = new Date()): SQL {
  const f = filters;
  const tests: SQL[] = [];
  const keyword = f.keyword?.trim().toLowerCase();
  if (keyword) {
    tests.push(sql`${customerSearchText} like ${`%${keyword.replace(/[\\%_]/g, '\\$&')}%`}`);
  }
  if (f.stage) tests.push(eq(crmCustomers.stage, f.stage));
  if (f.importId) tests.push(eq(crmCustomers.importId, f.importId));
  if (f.level) tests.push(eq(crmCustomers.level, f.level));
  if (f.sourceId) tests.push(eq(crmCustomers.sourceId, f.sourceId));
  if (f.tagIds?.length) tests.push(taggedWithAny(f.tagIds));
  if (f.ownerId) tests.push(eq(crmCustomers.ownerId, f.ownerId));
  if (f.areaId) tests.push(inAreas([f.areaId]));
  if (f.createdFrom) tests.push(gte(crmCustomers.createdAt, dayStart(f.createdFrom)));
  if (f.createdTo) tests.push(lt(crmCustomers.createdAt, dayEnd(f.createdTo)));
  // A declared day is `YYYY-MM-DD` text, '' for none: in order as text, and none is out of any range.
  for (const r of customerRangeFilters) {
    const column = crmCustomers[r.field.key];
    const from = f[r.from];
    const to = f[r.to];
    if (from || to) tests.push(ne(column, ''));
    if (from) tests.push(gte(column, from));
    if (to) tests.push(lte(column, to));
  }
  if (f.due) {
    const today = chinaMidnight(now);
    const tomorrow = new Date(today.getTime() + dayMs);
    if (f.due === 'today') tests.push(lt(crmCustomers.nextFollowAt, tomorrow));
    if (f.due === 'overdue') tests.push(lt(crmCustomers.nextFollowAt, today));
    if (f.due === 'week') {
      tests.push(
        and(
          gte(crmCustomers.nextFollowAt, today),
          lt(crmCustomers.nextFollowAt, new Date(today.getTime() + 7 * dayMs)),
        ) as SQL,
      );
    }
  }
  if (tests.length === 0) return sql`true`;
  return and(...tests) as SQL;
}

/**
 * A saved group's conditions, read within the brand: `undefined` when the brand has no such group,
 * `null` when its stored conditions no longer parse (checked when saved; such a group matches no one).
 */
export async function savedGroupConditions(
  db: Queryable,
  brandId: number,
  groupId: number,
): Promise<CustomerConditionsOutput | null | undefined> {
  const [group] = await db
    .select({ conditions: crmCustomerGroups.conditions })
    .from(crmCustomerGroups)
    .where(and(eq(crmCustomerGroups.id, groupId), eq(crmCustomerGroups.brandId, brandId)));
  if (!group) return undefined;
  const parsed = customerConditions.safeParse(group.conditions);
  return parsed.success ? parsed.data : null;
}

/** The brand's customer version: triggers move it on every write to customers or their tags (0015). */
export async function customerVersion(db: Db, brandId: number): Promise<number> {
  const [row] = await runPrepared(db, versionQuery, [brandId], { genericPlan: true });
  return row ? int(row[0]) : 0;
}

const versionQuery = 'select version from crm_customer_state where brand_id = $1';
