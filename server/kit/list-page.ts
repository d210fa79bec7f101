import { asc, Column, desc, fillPlaceholders, is, type Placeholder, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import { type ListResult, listTotalCap } from '../../contract/envelope.ts';
import type { Db } from '../db/client.ts';
import { int, runPrepared } from '../db/prepared.ts';
import type { ListTotalCache } from './list-totals.ts';

/**
 * One list page of a module (SPEC §3, DESIGN "Lists"): `{page, pageSize, keyword?, sort?, ...filters}`
 * in, `{list, total, page, pageSize}` out, fast at 100,000 rows on PGlite and PostgreSQL:
 *
 * - the page's SQL is built once per filter shape (which filters are given, and the sort) with
 *   placeholders, and runs as a named prepared statement with this call's values;
 * - without a keyword the plan is fixed (an index walk of the brand's rows: give the list an index that
 *   matches its default order), so it is planned once; with one, each call is planned for its pattern;
 * - the total comes from the page itself when the page is not full, else from a count cached per brand
 *   and filter (when the list has a version, see below), and a keyword's count stops at
 *   `listTotalCap` matches: the answer then says `totalCapped: true` and the pager shows "1,000+".
 */

/** A filter: the caller's brand and the optional values of this call; `keyword` is the search. */
export type ListFilter = { brandId: number; keyword?: string | undefined } & Record<
  string,
  string | number | boolean | undefined
>;

/** The filter as `where` sees it: each value given is a placeholder of its name, the rest undefined. */
export type BoundFilter<F> = {
  [K in keyof F]: undefined extends F[K] ? Placeholder | undefined : Placeholder;
};

export interface ListDefinition<
  F extends ListFilter,
  C extends Record<string, PgColumn | SQL | SQL.Aliased>,
  S,
  I,
> {
  /** Names the list in the totals cache (`admin_user`). */
  name: string;
  /** The page's columns; the row reaches `item` with the same names. */
  columns: C;
  /**
   * The FROM of page and count with its joins, as a dynamic select of the fields given:
   * `(fields) => db.select(fields).from(brandMembers).innerJoin(...).$dynamic()`.
   */
  from: (db: Db, fields: SelectedFields) => PgSelect;
  /** A narrower FROM for counting without a keyword (fewer joins), if there is one. */
  countFrom?: (db: Db, fields: SelectedFields) => PgSelect;
  /** The filter, brand scoping first: `and(eq(t.brandId, f.brandId), f.status && eq(t.status, f.status))`. */
  where: (f: BoundFilter<F>) => SQL | undefined;
  /** The order of a sort key from the contract (undefined: the list's default), see sortOrder. */
  orderBy: (sort: S | undefined) => SQL[];
  /** A row of the page as the driver typed it (int4 number, bool boolean, timestamptz Date). */
  item: (row: { [K in keyof C]: unknown }) => I;
}

export interface ListCall<F, S> {
  filter: F;
  sort?: S | undefined;
  page: number;
  pageSize: number;
  /**
   * The list's version for the totals cache, read on this call (members: the brand's
   * `members_version`, read with the session). Database triggers must move it whenever a row of the
   * list, or a column the filter reads, changes. Without one every call counts.
   */
  version?: number | undefined;
}

/** The prepared SQL of each filter shape, per list definition. */
const shapes = new WeakMap<object, Map<string, { sql: string; params: unknown[] }>>();

function built(def: object, shape: string, build: () => { sql: string; params: unknown[] }) {
  let byShape = shapes.get(def);
  if (!byShape) {
    byShape = new Map();
    shapes.set(def, byShape);
  }
  let query = byShape.get(shape);
  if (!query) {
    query = build();
    byShape.set(shape, query);
  }
  return query;
}

function bind<F extends ListFilter>(filter: F): BoundFilter<F> {
  const bound: Record<string, Placeholder | undefined> = {};
  for (const [k, v] of Object.entries(filter)) bound[k] = v === undefined ? undefined : sql.placeholder(k);
  return bound as BoundFilter<F>;
}

function given(filter: ListFilter): Record<string, string | number | boolean> {
  const values: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(filter)) if (v !== undefined) values[k] = v;
  return values;
}

/** Answers one page of a list defined with ListDefinition. */
export async function listPage<
  F extends ListFilter,
  C extends Record<string, PgColumn | SQL | SQL.Aliased>,
  S extends string,
  I,
>(
  db: Db,
  totals: ListTotalCache,
  def: ListDefinition<F, C, S, I>,
  call: ListCall<F, S>,
): Promise<ListResult<I>> {
  const { filter, page, pageSize } = call;
  const values = given(filter);
  const shape = Object.keys(values).sort().join();
  const keyword = filter.keyword !== undefined;
  const names = Object.keys(def.columns);

  const pageSql = built(def, `page:${shape}:${call.sort ?? ''}`, () =>
    def
      .from(db, def.columns)
      .where(def.where(bind(filter)))
      .orderBy(...def.orderBy(call.sort))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .toSQL(),
  );
  const offset = (page - 1) * pageSize;
  const raw = await runPrepared(
    db,
    pageSql.sql,
    fillPlaceholders(pageSql.params, { ...values, limit: pageSize, offset }),
    {
      genericPlan: !keyword,
    },
  );
  const list = raw.map((r) => {
    const row: Record<string, unknown> = {};
    names.forEach((name, i) => {
      row[name] = r[i];
    });
    return def.item(row as { [K in keyof C]: unknown });
  });

  const result: ListResult<I> = { list, total: 0, page, pageSize };
  // A page that is not full ends the list: its rows tell the total without counting.
  if (list.length < pageSize && (list.length > 0 || page === 1)) {
    result.total = offset + list.length;
    return result;
  }
  const count = async () => {
    const from = keyword ? def.from : (def.countFrom ?? def.from);
    const countSql = built(def, `count:${shape}`, () => {
      const where = def.where(bind(filter));
      if (!keyword) return from(db, { n: sql<number>`count(*)::int` }).where(where).toSQL();
      // A broad search needs no exact count: the scan stops one row past the cap.
      const matches = from(db, { one: sql`1`.as('one') })
        .where(where)
        .limit(listTotalCap + 1)
        .as('matches');
      return db.select({ n: sql<number>`count(*)::int` }).from(matches).toSQL();
    });
    const [row] = await runPrepared(db, countSql.sql, fillPlaceholders(countSql.params, values), {
      genericPlan: !keyword,
    });
    return row ? int(row[0]) : 0;
  };
  const total =
    call.version === undefined
      ? await count()
      : await totals.get(filter.brandId, call.version, JSON.stringify([def.name, values]), count);
  if (keyword && total > listTotalCap) {
    result.total = listTotalCap;
    result.totalCapped = true;
  } else result.total = total;
  return result;
}

export interface SortColumn {
  column: Column | SQL;
  /** Nulls sort last either way. Only for columns that can be null: on a NOT NULL column it would keep
   * the planner from walking an index backwards. */
  nullable?: boolean;
}

/**
 * The ORDER BY of a contract sort key (`name`, `-name` for descending) over the list's columns, with
 * `tieBreak` (a unique column; by default descending, newest first) after it so pages never overlap.
 */
export function sortOrder(
  sort: string,
  columns: Record<string, Column | SQL | SortColumn>,
  tieBreak: Column,
  tieDirection: 'asc' | 'desc' = 'desc',
): SQL[] {
  const tie = tieDirection === 'asc' ? asc(tieBreak) : desc(tieBreak);
  const descending = sort.startsWith('-');
  const found = columns[sort.replace(/^-/, '')];
  if (!found) return [tie];
  const { column, nullable } =
    is(found, Column) || is(found, SQL) ? { column: found, nullable: false } : found;
  const direction = nullable
    ? descending
      ? sql`desc nulls last`
      : sql`asc nulls last`
    : descending
      ? sql`desc`
      : sql`asc`;
  const order = [sql`${column} ${direction}`];
  if (column !== tieBreak) order.push(tie);
  return order;
}
