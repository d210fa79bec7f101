import { asc, Column, desc, fillPlaceholders, is, type Placeholder, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import { type ListResult, listTotalCap } from '../../contract/envelope.ts';
import type { Db } from '../db/client.ts';
import { int, runPrepared } from '../db/prepared.ts';
import type { ListCaches } from './list-cache.ts';

/**
 * One list page of a module (docs/decisions/lists-and-queries.md): `{page, pageSize, keyword?, sort?, ...filters}` in,
 * `{list, total, page, pageSize, totalCapped?}` out, fast at 100,000 rows on PGlite and PostgreSQL.
 *
 * - Each query is built once per filter shape (which filters are given, and the sort) with
 *   placeholders, and runs as a named prepared statement with this call's values.
 * - Without a keyword the page is an index walk (give the list an index that matches its default
 *   order, brand first), planned once; the total comes from the page when it is not full, else from a
 *   count cached per brand, filter and list version.
 * - A keyword search finds its first `listTotalCap + 1` matches in page order in one query (planned for
 *   its pattern), which gives the total, capped ("1,000+", `totalCapped: true`), and the page; the
 *   matches are cached like totals, so the next page, or the same search again, only reads its rows.
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
  /** Names the list in the caches (`admin_user`). */
  name: string;
  /** The page's columns; the row reaches `item` with the same names. */
  columns: C;
  /** A unique integer column of the rows (the tie-break of every order); keyword matches are kept as these. */
  key: PgColumn;
  /**
   * The FROM of the queries with its joins, as a dynamic select of the fields given:
   * `(db, fields) => db.select(fields).from(brandMembers).innerJoin(...).$dynamic()`.
   */
  from: (db: Db, fields: SelectedFields) => PgSelect;
  /** A narrower FROM for counting without a keyword (fewer joins), if there is one. */
  countFrom?: (db: Db, fields: SelectedFields) => PgSelect;
  /** The filter, brand scoping first: `and(eq(t.brandId, f.brandId), f.status && eq(t.status, f.status))`. */
  where: (f: BoundFilter<F>) => SQL | undefined;
  /** The order of a sort key from the contract (undefined: the list's default); see sortOrder. */
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
   * The list's version for the caches, read on this call (members: the brand's `members_version`,
   * read with the session). Database triggers must move it whenever a row of the list, or a column
   * the filter or the sorts read, changes. Without one nothing is cached.
   */
  version?: number | undefined;
  /**
   * The total without a keyword when the database keeps it for this very filter (a trigger-kept count:
   * the media library's `upload_counts`): answered as is, never counted. Without it the total is
   * counted once per version and cached.
   */
  total?: number | undefined;
}

interface Built {
  sql: string;
  params: unknown[];
}

/** The prepared SQL of each filter shape, per list definition. */
const shapes = new WeakMap<object, Map<string, Built>>();

function built(def: object, shape: string, build: () => Built): Built {
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
  deps: { db: Db; lists: ListCaches },
  def: ListDefinition<F, C, S, I>,
  call: ListCall<F, S>,
): Promise<ListResult<I>> {
  const { db, lists } = deps;
  const { filter, page, pageSize, version } = call;
  const values = given(filter);
  const shape = `${Object.keys(values).sort().join()}:${call.sort ?? ''}`;
  const offset = (page - 1) * pageSize;
  const names = Object.keys(def.columns);
  const rowsOf = (raw: unknown[][]) =>
    raw.map((r) => {
      const row: Record<string, unknown> = {};
      names.forEach((name, i) => {
        row[name] = r[i];
      });
      return def.item(row as { [K in keyof C]: unknown });
    });
  const cacheKey = JSON.stringify([def.name, values, call.sort ?? '']);

  // The page by offset: an index walk without a keyword, and a keyword page past the cached matches.
  const pageByOffset = async () => {
    const q = built(def, `page:${shape}`, () =>
      def
        .from(db, def.columns)
        .where(def.where(bind(filter)))
        .orderBy(...def.orderBy(call.sort))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .toSQL(),
    );
    const params = fillPlaceholders(q.params, { ...values, limit: pageSize, offset });
    return rowsOf(await runPrepared(db, q.sql, params, { genericPlan: filter.keyword === undefined }));
  };

  if (filter.keyword === undefined) {
    const list = await pageByOffset();
    // A page that is not full ends the list: its rows tell the total without counting.
    if (list.length < pageSize && (list.length > 0 || page === 1))
      return { list, total: offset + list.length, page, pageSize };
    const count = async () => {
      const q = built(def, `count:${shape}`, () =>
        (def.countFrom ?? def.from)(db, { n: sql<number>`count(*)::int` })
          .where(def.where(bind(filter)))
          .toSQL(),
      );
      const [row] = await runPrepared(db, q.sql, fillPlaceholders(q.params, values), { genericPlan: true });
      return row ? int(row[0]) : 0;
    };
    const total =
      call.total ??
      (version === undefined
        ? await count()
        : await lists.totals.get(filter.brandId, version, cacheKey, count));
    return { list, total, page, pageSize };
  }

  const findMatches = async (): Promise<readonly number[]> => {
    const q = built(def, `matches:${shape}`, () =>
      def
        .from(db, { key: def.key })
        .where(def.where(bind(filter)))
        .orderBy(...def.orderBy(call.sort))
        .limit(listTotalCap + 1)
        .toSQL(),
    );
    return (await runPrepared(db, q.sql, fillPlaceholders(q.params, values))).map((r) => int(r[0]));
  };
  const matches =
    version === undefined
      ? await findMatches()
      : await lists.matches.get(filter.brandId, version, cacheKey, findMatches);
  const totalCapped = matches.length > listTotalCap;
  const total = Math.min(matches.length, listTotalCap);
  const result = (list: I[]): ListResult<I> =>
    totalCapped ? { list, total, page, pageSize, totalCapped } : { list, total, page, pageSize };
  if (offset >= total) return result(totalCapped ? await pageByOffset() : []);
  const keys = matches.slice(offset, Math.min(offset + pageSize, total));
  const q = built(def, 'byKeys', () =>
    def
      .from(db, { ...def.columns, matchKey: def.key })
      .where(sql`${def.key} = any(${sql.placeholder('keys')}::int[])`)
      .toSQL(),
  );
  const raw = await runPrepared(db, q.sql, fillPlaceholders(q.params, { keys: `{${keys.join(',')}}` }), {
    genericPlan: true,
  });
  // In the order of the matches; a row deleted since the version was read is left out.
  const at = new Map(keys.map((k, i) => [k, i]));
  raw.sort((a, b) => (at.get(int(a[names.length])) ?? 0) - (at.get(int(b[names.length])) ?? 0));
  return result(rowsOf(raw));
}

export interface SortColumn {
  column: PgColumn | SQL;
  /**
   * Nulls sort last either way. Only for columns that can be null: on a NOT NULL column it would keep
   * the planner from walking an index backwards.
   */
  nullable?: boolean;
}

/**
 * The ORDER BY of a contract sort key (`name`, `-name` for descending) over the list's columns, with
 * `tieBreak` (a unique column; by default descending, newest first) after it so pages never overlap.
 */
export function sortOrder(
  sort: string,
  columns: Record<string, PgColumn | SQL | SortColumn>,
  tieBreak: PgColumn,
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
