import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { chinaOffsetMs, dayMs } from '../../../contract/china-time.ts';
import {
  type CustomerStage,
  type customerConditions,
  customerLevels,
  customerStages,
  type PortraitResult,
  type PortraitSlice,
} from '../../../contract/customer.ts';
import { int, text } from '../../db/prepared.ts';
import { type Queryable, rowsOf } from '../../kit/db.ts';
import { crmCustomerCounts, crmCustomers } from './crm.tables.ts';
import { lastMondays } from './customer-group.policy.ts';
import { type CustomerViewer, conditionsWhere, dayStart, visibleWhere } from './customer-scope.ts';

type Conditions = z.output<typeof customerConditions>;

function slicesOf(value: unknown): PortraitSlice[] {
  if (!Array.isArray(value)) return [];
  return value.map((s: Record<string, unknown>) => ({
    key: s.key === null || s.key === undefined ? '' : String(s.key),
    label: text(s.label ?? ''),
    count: int(s.count),
  }));
}

export function jsonOf(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/** True when the conditions given select every customer (a portrait without a group). */
function selectsAll(c: Conditions): boolean {
  return Object.entries(c).every(
    ([k, v]) => k === 'match' || v === undefined || (Array.isArray(v) && v.length === 0),
  );
}

/** Raw count rows of a brand past its distinct values by this many: the read folds them together. */
const foldAfter = 1000;
/** Days of creation older than this are folded into one row: no portrait's twelve weeks reach them. */
const foldDaysBefore = 120;

/**
 * Folds a brand's appended count rows into one per value (migration 0019), and the days of creation
 * long past into one. Safe beside writers: the delete removes only the rows its snapshot saw, and
 * rows appended meanwhile stay as they are.
 */
export async function foldCustomerCounts(db: Queryable, brandId: number, now: Date = new Date()) {
  const cutoff = Math.floor((now.getTime() + chinaOffsetMs) / dayMs) - foldDaysBefore;
  await db.execute(sql`
    with gone as (delete from ${crmCustomerCounts} where ${crmCustomerCounts.brandId} = ${brandId}
      returning brand_id, owner_id, dim, key_int, key_text, n)
    insert into ${crmCustomerCounts} (brand_id, owner_id, dim, key_int, key_text, n)
    select brand_id, owner_id, dim,
      case when dim = 'day' and key_int < ${cutoff} then null else key_int end, key_text, sum(n)::int
    from gone
    where dim <> 'tag' or exists (select 1 from crm_tags t where t.id = gone.key_int)
    group by 1, 2, 3, 4, 5 having sum(n) <> 0`);
}

/**
 * The portrait in one statement. Every distribution sums one relation `d` of (dimension, owner, key,
 * count): stage, source, province, level, week of creation (-1 before the twelve weeks) and tag.
 * Without a group, `d` is read from the counts the triggers keep (a few hundred rows whatever the
 * brand's size); the tags of a member who sees only some customers still come from those customers.
 * A group's `d` groups its customers once into their combinations of stage, source, province, owner,
 * level and week (a few hundred rows for 100,000 customers), one hash aggregate over the table.
 * Follow-ups read their own index.
 */
export async function portraitOf(
  db: Queryable,
  v: CustomerViewer,
  c: Conditions,
  now: Date,
  poolLabel: string,
) {
  const mondays = lastMondays(now, 12);
  const from = dayStart(mondays[0] ?? '');
  // Each customer's week by a binary search over the Mondays' instants (China has no daylight
  // saving): no time-zone lookup or arithmetic per row.
  const weekStarts = `{${mondays.map((m) => dayStart(m).toISOString()).join(',')}}`;
  const seen = sql`${visibleWhere(v)} and ${conditionsWhere(c)}`;
  const whole = selectsAll(c);
  const tagged = sql`crm_customer_tags ct join ${crmCustomers} on ${crmCustomers.id} = ct.customer_id where ${seen}`;
  const scanned = sql`
    k as materialized (
      select ${crmCustomers.stage} as stage, ${crmCustomers.sourceId} as source_id,
        ${crmCustomers.provinceId} as province_id, ${crmCustomers.province} as province,
        ${crmCustomers.ownerId} as owner_id, ${crmCustomers.level} as level,
        width_bucket(${crmCustomers.createdAt}, ${weekStarts}::timestamptz[]) - 1 as week, count(*)::int as n
      from ${crmCustomers} where ${seen}
      group by 1, 2, 3, 4, 5, 6, 7
    ),
    d as materialized (
      select x.dim, k.owner_id, x.key_int, x.key_text, sum(k.n)::int as n
      from k cross join lateral (values
        ('stage', null::int, k.stage), ('source', k.source_id, null::text),
        ('province', k.province_id, k.province), ('level', null::int, k.level), ('week', k.week, null::text)
      ) x(dim, key_int, key_text)
      group by 1, 2, 3, 4
      union all
      select 'tag', null::int, ct.tag_id, null::text, count(*)::int from ${tagged} group by ct.tag_id
    )`;
  // A member's rows are their own customers' and the pool's; the tag rows are the brand's.
  const counted = sql`
    r as materialized (
      select dim, owner_id, key_int, key_text, sum(n)::int as n, count(*)::int as rows
      from ${crmCustomerCounts}
      where ${crmCustomerCounts.brandId} = ${v.brandId}
        ${v.seesAll ? sql`` : sql`and dim <> 'tag' and (owner_id = ${v.userId} or owner_id is null)`}
      group by 1, 2, 3, 4
    ),
    d as materialized (
      select dim, owner_id, key_int, key_text, n from r where dim in ('stage', 'source', 'province', 'level')
      union all
      select 'week', owner_id,
        width_bucket(to_timestamp(key_int::bigint * 86400 - 28800), ${weekStarts}::timestamptz[]) - 1,
        null::text, sum(n)::int
      from r where dim = 'day' group by 2, 3
      union all
      ${
        v.seesAll
          ? sql`select 'tag', null::int, key_int, null::text, n from r where dim = 'tag'`
          : sql`select 'tag', null::int, ct.tag_id, null::text, count(*)::int from ${tagged} group by ct.tag_id`
      }
    )`;
  // Zero sums are values every customer left (counts) and never slices; ties are broken by key so
  // both ways answer the same order.
  const query = sql`
    with ${whole ? counted : scanned}
    select
      (select coalesce(sum(n), 0)::int from d where dim = 'stage') as total,
      ${whole ? sql`(select coalesce(sum(rows), 0)::int - count(*)::int from r)` : sql`0`} as unfolded,
      (select coalesce(json_agg(x order by x.count desc, x.key), '[]') from (
        select key_text as key, key_text as label, sum(n)::int as count from d where dim = 'stage'
        group by key_text having sum(n) <> 0) x) as by_stage,
      (select coalesce(json_agg(x order by x.count desc, x.label, x.key), '[]') from (
        select s.key_int as key, coalesce(t.title, '') as label, s.count from (
          select key_int, sum(n)::int as count from d where dim = 'source'
          group by key_int having sum(n) <> 0) s
        left join crm_tags t on t.id = s.key_int) x) as by_source,
      (select coalesce(json_agg(x order by x.count desc, x.label, x.key), '[]') from (
        select d.key_int as key, t.title as label, sum(d.n)::int as count
        from d join crm_tags t on t.id = d.key_int where d.dim = 'tag'
        group by d.key_int, t.title having sum(d.n) <> 0) x) as by_tag,
      (select coalesce(json_agg(x order by x.count desc, x.label, x.key), '[]') from (
        select nullif(key_int, 0) as key, key_text as label, sum(n)::int as count
        from d where dim = 'province' group by key_int, key_text having sum(n) <> 0) x) as by_province,
      (select coalesce(json_agg(x order by x.count desc, x.label, x.key), '[]') from (
        select o.owner_id as key, coalesce(nullif(u.real_name, ''), u.user_name, ${poolLabel}) as label, o.count
        from (select owner_id, sum(n)::int as count from d where dim = 'stage'
              group by owner_id having sum(n) <> 0) o
        left join admin_users u on u.id = o.owner_id) x) as by_owner,
      (select coalesce(json_agg(x order by x.count desc, x.key), '[]') from (
        select key_text as key, coalesce(key_text, '') as label, sum(n)::int as count from d where dim = 'level'
        group by key_text having sum(n) <> 0) x) as by_level,
      (select coalesce(json_agg(x), '[]') from (
        select key_int as week, sum(n)::int as n from d where dim = 'week' and key_int >= 0
        group by key_int having sum(n) <> 0) x) as new_weekly,
      (select coalesce(json_agg(x), '[]') from (
        select width_bucket(e.created_at, ${weekStarts}::timestamptz[]) - 1 as week, count(*)::int as n
        from crm_customer_events e join ${crmCustomers} on ${crmCustomers.id} = e.customer_id
        where e.brand_id = ${v.brandId} and e.kind = 'follow' and e.created_at >= ${from.toISOString()}
          and ${seen}
        group by 1) x) as follow_weekly`;
  const [row] = await rowsOf(db, query);
  const weekly = (value: unknown) => {
    const m = new Map<string, number>();
    const list = jsonOf(value);
    if (Array.isArray(list)) for (const w of list) m.set(mondays[int(w.week)] ?? '', int(w.n));
    return m;
  };
  const news = weekly(row?.new_weekly);
  const follows = weekly(row?.follow_weekly);
  const stageOrder = (s: PortraitSlice) => customerStages.indexOf(s.key as CustomerStage);
  const levelOrder = (s: PortraitSlice) =>
    s.key === '' ? customerLevels.length : customerLevels.indexOf(s.key as (typeof customerLevels)[number]);
  const result: PortraitResult = {
    total: int(row?.total ?? 0),
    byStage: slicesOf(jsonOf(row?.by_stage)).sort((a, b) => stageOrder(a) - stageOrder(b)),
    bySource: slicesOf(jsonOf(row?.by_source)),
    byTag: slicesOf(jsonOf(row?.by_tag)),
    byProvince: slicesOf(jsonOf(row?.by_province)),
    byOwner: slicesOf(jsonOf(row?.by_owner)),
    byLevel: slicesOf(jsonOf(row?.by_level)).sort((a, b) => levelOrder(a) - levelOrder(b)),
    weekly: mondays.map((week) => ({
      week,
      newCustomers: news.get(week) ?? 0,
      follows: follows.get(week) ?? 0,
    })),
  };
  if (int(row?.unfolded ?? 0) > foldAfter) await foldCustomerCounts(db, v.brandId);
  return result;
}
