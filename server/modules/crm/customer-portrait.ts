import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CustomerStage,
  type customerConditions,
  customerLevels,
  customerStages,
  type PortraitResult,
  type PortraitSlice,
} from '../../../contract/customer.ts';
import { int, text } from '../../db/prepared.ts';
import { crmCustomers } from '../../db/schema.ts';
import { type Queryable, rowsOf } from '../../kit/db.ts';
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

/**
 * The portrait in one statement. The visible (and grouped) customers are read once into their
 * combinations of stage, source, province, owner and level with a count each (a few hundred rows for
 * 100,000 customers), and every distribution sums those: one hash aggregate over the table instead of
 * six (the week of creation is one more key: -1 before the twelve weeks), and the labels joined to the
 * sums, not to each row. Tags and weeks read their own indexes:
 * the tags of every customer of the brand need no customer at all when the viewer sees them all.
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
  const tagged =
    v.seesAll && selectsAll(c)
      ? sql`crm_customer_tags ct join crm_tags t on t.id = ct.tag_id where t.brand_id = ${v.brandId}`
      : sql`crm_customer_tags ct join ${crmCustomers} on ${crmCustomers.id} = ct.customer_id
          join crm_tags t on t.id = ct.tag_id where ${seen}`;
  const query = sql`
    with k as materialized (
      select ${crmCustomers.stage} as stage, ${crmCustomers.sourceId} as source_id,
        ${crmCustomers.provinceId} as province_id, ${crmCustomers.province} as province,
        ${crmCustomers.ownerId} as owner_id, ${crmCustomers.level} as level,
        width_bucket(${crmCustomers.createdAt}, ${weekStarts}::timestamptz[]) - 1 as week, count(*)::int as n
      from ${crmCustomers} where ${seen}
      group by 1, 2, 3, 4, 5, 6, 7
    )
    select
      (select coalesce(sum(n), 0)::int from k) as total,
      (select coalesce(json_agg(x order by x.count desc), '[]') from (
        select stage as key, stage as label, sum(n)::int as count from k group by stage) x) as by_stage,
      (select coalesce(json_agg(x order by x.count desc, x.label), '[]') from (
        select s.source_id as key, coalesce(t.title, '') as label, s.count from (
          select source_id, sum(n)::int as count from k group by source_id) s
        left join crm_tags t on t.id = s.source_id) x) as by_source,
      (select coalesce(json_agg(x order by x.count desc, x.label), '[]') from (
        select ct.tag_id as key, t.title as label, count(*)::int as count from ${tagged}
        group by ct.tag_id, t.title) x) as by_tag,
      (select coalesce(json_agg(x order by x.count desc, x.label), '[]') from (
        select nullif(province_id, 0) as key, province as label, sum(n)::int as count
        from k group by province_id, province) x) as by_province,
      (select coalesce(json_agg(x order by x.count desc, x.label), '[]') from (
        select o.owner_id as key, coalesce(nullif(u.real_name, ''), u.user_name, ${poolLabel}) as label, o.count
        from (select owner_id, sum(n)::int as count from k group by owner_id) o
        left join admin_users u on u.id = o.owner_id) x) as by_owner,
      (select coalesce(json_agg(x order by x.count desc), '[]') from (
        select level as key, coalesce(level, '') as label, sum(n)::int as count from k group by level) x) as by_level,
      (select coalesce(json_agg(x), '[]') from (
        select week, sum(n)::int as n from k where week >= 0 group by week) x) as new_weekly,
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
  return result;
}
