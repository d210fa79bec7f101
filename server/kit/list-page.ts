import { and, asc, Column, desc, fillPlaceholders, is, type Placeholder, SQL, sql } from 'drizzle-orm';
import { type PgColumn, PgDialect, type PgSelect, type SelectedFields } from 'drizzle-orm/pg-core';
import { type ListResult, listTotalCap } from '../../contract/envelope.ts';
import type { Db } from '../db/client.ts';
import { int, intOrNull, runPrepared } from '../db/prepared.ts';
import { keptFor } from './kept.ts';
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

/**
 * A filter: the caller's brand and the values of this call; `keyword` is the search. A list whose
 * filter is built per call (`whereOf`) may carry anything its `whereOf` and `keyOf` read (the viewer,
 * lists of ids); a list with `where` binds each value as a placeholder, so scalars only.
 */
export type ListFilter = { brandId: number; keyword?: string | undefined } & Record<string, unknown>;

/** The filter as `where` sees it: each value given is a placeholder of its name, the rest undefined. */
export type BoundFilter<F> = {
  [K in keyof F]: undefined extends F[K] ? Placeholder | undefined : Placeholder;
};

/** What a list's `lookup` is given: the brand and the list version the page was read at. */
export interface LookupContext {
  brandId: number;
  version: number;
}

export interface ListDefinition<
  F extends ListFilter,
  C extends Record<string, PgColumn | SQL | SQL.Aliased>,
  S,
  I,
  L = undefined,
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
  /**
   * The filter, brand scoping first: `and(eq(t.brandId, f.brandId), f.status && eq(t.status, f.status))`,
   * built once per filter shape with placeholders. A list gives this or `whereOf`.
   */
  where?: (f: BoundFilter<F>) => SQL | undefined;
  /**
   * The filter built on each call from its values, for what placeholders cannot carry (who looks, a
   * list of ids as one array parameter, a saved group's conditions). Its queries are built per
   * filter (kept for the same brand, `keyOf` and sort: see perCallBuilt); the prepared statements
   * are still named by their text (server/db/prepared.ts), so they stay few as long as the shape
   * writes each list as one parameter. Cached per `keyOf`, which must then name everything it and
   * `visibleOf` read but the brand.
   */
  whereOf?: (f: F) => SQL | undefined;
  /**
   * The rows this caller may see at all (brand, owner, which list), apart from the filter: a keyword
   * page read by its cached keys is read through it again, so a cached key never shows a row the
   * caller may not see.
   */
  visibleOf?: (f: F) => SQL;
  /** The caches' key part of a filter, instead of its values (with `whereOf`: what decides the rows). */
  keyOf?: (f: F) => unknown;
  /**
   * The list's version (see ListCall.version) as a scalar subquery with the placeholder `brandId`:
   * read with the page's rows, in their snapshot, so a page and its version are one round trip.
   */
  version?: SQL;
  /** What the page's rows need besides their columns (labels by id), read once per page with rows. */
  lookup?: (deps: { db: Db; lists: ListCaches }, at: LookupContext) => Promise<L>;
  /** The order of a sort key from the contract (undefined: the list's default); see sortOrder. */
  orderBy: (sort: S | undefined) => SQL[];
  /**
   * The first page too by its keys (as the pages past it), for a list whose indexes hold the columns
   * its filters read (default false). A filter no index orders by (a price range in the brand's own
   * order) makes the page walk many rows to keep a few; through the keys the walk reads index entries
   * alone and only the page's rows are fetched.
   */
  firstPageByKeys?: boolean;
  /** A row of the page as the driver typed it (int4 number, bool boolean, timestamptz Date). */
  item: (row: { [K in keyof C]: unknown }, looked: L) => I;
}

export interface ListCall<F, S> {
  filter: F;
  sort?: S | undefined;
  page: number;
  pageSize: number;
  /**
   * The list's version for the caches, read on this call (members: the brand's `members_version`,
   * read with the session). Database triggers must move it whenever a row of the list, or a column
   * the filter or the sorts read, changes. Without one (and without the definition's `version`)
   * nothing is cached.
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

/**
 * The queries of lists built per call (`whereOf`), per list definition, by the caches' key of the
 * call's filter (brand, `keyOf` and sort): the same filter again (a list's first page, read by every
 * manager who opens it) reuses its SQL and parameters rather than building them with Drizzle again.
 * Bounded (the filters' values are in the key): the oldest goes first.
 */
const perCallBuilt = new WeakMap<object, Map<string, Built>>();
const maxPerCallBuilt = 500;

const built = (def: object, shape: string, build: () => Built) => keptFor(shapes, def, shape, build);

function bind<F extends ListFilter>(filter: F): BoundFilter<F> {
  const bound: Record<string, Placeholder | undefined> = {};
  for (const [k, v] of Object.entries(filter)) bound[k] = v === undefined ? undefined : sql.placeholder(k);
  return bound as BoundFilter<F>;
}

function given(filter: ListFilter): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(filter)) if (v !== undefined) values[k] = v;
  return values;
}

const dialect = new PgDialect();

/** Answers one page of a list defined with ListDefinition. */
export async function listPage<
  F extends ListFilter,
  C extends Record<string, PgColumn | SQL | SQL.Aliased>,
  S extends string,
  I,
  L = undefined,
>(
  deps: { db: Db; lists: ListCaches },
  def: ListDefinition<F, C, S, I, L>,
  call: ListCall<F, S>,
): Promise<ListResult<I>> {
  const { db, lists } = deps;
  const { filter, page, pageSize } = call;
  const { brandId } = filter;
  const values = given(filter);
  const perCall = def.whereOf !== undefined;
  const shape = perCall ? '' : `${Object.keys(values).sort().join()}:${call.sort ?? ''}`;
  // The first page's size is written into its SQL (below): a caller's bug must not get that far.
  if (!Number.isSafeInteger(pageSize) || pageSize < 1) throw new Error(`listPage: page size ${pageSize}`);
  const offset = (page - 1) * pageSize;
  const names = Object.keys(def.columns);
  const where = () => (def.whereOf ? def.whereOf(filter) : def.where?.(bind(filter)));
  // A list with a version subquery reads it as one more column, after the list's own.
  const withVersion = (fields: SelectedFields): SelectedFields =>
    def.version ? { ...fields, listVersion: def.version } : fields;
  const versionAt = names.length;
  const versionOfRows = (raw: unknown[][]) =>
    def.version && raw[0] ? (intOrNull(raw[0][versionAt]) ?? 0) : null;
  const keyPart = def.keyOf ? def.keyOf(filter) : values;
  // The brand first: a `keyOf` names who looks and the filter, not whose brand the list is.
  const totalKey = JSON.stringify([def.name, brandId, keyPart]);
  const cacheKey = JSON.stringify([def.name, brandId, keyPart, call.sort ?? '']);
  const query = (kind: string, build: () => Built) =>
    perCall
      ? keptFor(perCallBuilt, def, `${kind}:${cacheKey}`, build, maxPerCallBuilt)
      : built(def, `${kind}:${shape}`, build);
  const run = (q: Built, more: Record<string, unknown>, genericPlan?: boolean) =>
    runPrepared(
      db,
      q.sql,
      fillPlaceholders(q.params, { ...values, brandId, ...more }),
      genericPlan === undefined ? {} : { genericPlan },
    );
  const rowsOf = async (raw: unknown[][], version: number | null): Promise<I[]> => {
    if (raw.length === 0) return [];
    const looked = def.lookup ? await def.lookup(deps, { brandId, version: version ?? 0 }) : undefined;
    return raw.map((r) => {
      const row: Record<string, unknown> = {};
      names.forEach((name, i) => {
        row[name] = r[i];
      });
      return def.item(row as { [K in keyof C]: unknown }, looked as L);
    });
  };
  // The version of this call: given, else read alone (a page that had no rows to read it with).
  const readVersion = async (): Promise<number | undefined> => {
    if (call.version !== undefined || !def.version) return call.version;
    const q = built(def, 'version', () => dialect.sqlToQuery(sql`select ${def.version}`));
    const [row] = await run(q, {}, true);
    // A brand without a version yet (never had a row of the list) is at 0.
    return row ? (intOrNull(row[0]) ?? 0) : 0;
  };

  // The page by offset: an index walk without a keyword, and a keyword page past the cached matches.
  const pageByOffset = async () => {
    const order = () => def.orderBy(call.sort);
    const keysOf = () =>
      def
        .from(db, { key: def.key })
        .where(where())
        .orderBy(...order())
        .getSQL();
    // Without a keyword every page's statement is planned once, for any brand and filter value. A
    // limit it cannot see PostgreSQL plans for a tenth of the rows (its guess), which sorts the brand's
    // rows where an index walk of a few dozen would do; so the limit is written into the statement:
    // the page size on the first page; past it the keys of the first `reach` rows (the next power of
    // two, so a list has a statement per page size and power of two, not one per page), of which the
    // page takes its slice. With a keyword (pages past the capped matches) the page is planned per call.
    const planned = filter.keyword === undefined;
    const reach = offset === 0 ? pageSize : 2 ** Math.ceil(Math.log2(offset + pageSize));
    const limit = planned ? sql.raw(String(pageSize)) : sql.placeholder('limit');
    const q =
      offset === 0 && !(planned && def.firstPageByKeys)
        ? query(`page:${planned ? pageSize : ''}`, () =>
            dialect.sqlToQuery(
              sql`${def
                .from(db, withVersion(def.columns))
                .where(where())
                .orderBy(...order())
                .getSQL()} limit ${limit}`,
            ),
          )
        : // Past the first page by a deferred join: the skipped rows are walked for their keys alone,
          // and only the page's rows build their columns (a customer's tags and owner: 980 skipped rows
          // of page 50 cost three times page 1 when each built them).
          query(`deepPage:${planned ? reach : ''}`, () => {
            const keys = planned
              ? sql`(array(${keysOf()} limit ${sql.raw(String(reach))}))[${sql.placeholder('sliceFrom')}:${sql.placeholder('sliceTo')}]`
              : sql`array(${keysOf()} limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')})`;
            return def
              .from(db, withVersion(def.columns))
              .where(sql`${def.key} = any(${keys})`)
              .orderBy(...order())
              .toSQL();
          });
    const raw = await run(
      q,
      { limit: pageSize, offset, sliceFrom: offset + 1, sliceTo: offset + pageSize },
      planned,
    );
    const version = call.version ?? versionOfRows(raw);
    return { list: await rowsOf(raw, version), version };
  };

  if (filter.keyword === undefined) {
    const { list, version: read } = await pageByOffset();
    // A page that is not full ends the list: its rows tell the total without counting.
    if (list.length < pageSize && (list.length > 0 || page === 1))
      return { list, total: offset + list.length, page, pageSize };
    const count = async () => {
      const q = query('count', () =>
        (def.countFrom ?? def.from)(db, { n: sql<number>`count(*)::int` }).where(where()).toSQL(),
      );
      const [row] = await run(q, {}, true);
      return row ? int(row[0]) : 0;
    };
    const version = read ?? (await readVersion());
    const total =
      call.total ??
      (version === undefined ? await count() : await lists.totals.get(brandId, version, totalKey, count));
    return { list, total, page, pageSize };
  }

  const findMatches = async (): Promise<readonly number[]> => {
    const q = query('matches', () =>
      def
        .from(db, { key: def.key })
        .where(where())
        .orderBy(...def.orderBy(call.sort))
        .limit(listTotalCap + 1)
        .toSQL(),
    );
    return (await run(q, {})).map((r) => int(r[0]));
  };
  const result = (matches: readonly number[], list: I[]): ListResult<I> => {
    const totalCapped = matches.length > listTotalCap;
    const total = Math.min(matches.length, listTotalCap);
    return totalCapped ? { list, total, page, pageSize, totalCapped } : { list, total, page, pageSize };
  };
  const keysOf = (matches: readonly number[]) =>
    matches.slice(offset, Math.min(offset + pageSize, Math.min(matches.length, listTotalCap)));
  // The page's rows by their keys, in the order of the matches; a row deleted, or moved out of the
  // caller's sight, since the matches were found is left out.
  const byKeys = async (keys: readonly number[]) => {
    const q = query('byKeys', () =>
      def
        .from(db, { ...withVersion(def.columns), matchKey: def.key })
        .where(and(def.visibleOf?.(filter), sql`${def.key} = any(${sql.placeholder('keys')}::int[])`))
        .toSQL(),
    );
    const raw = await run(q, { keys: `{${keys.join(',')}}` }, true);
    const keyAt = def.version ? versionAt + 1 : versionAt;
    const at = new Map(keys.map((k, i) => [k, i]));
    raw.sort((a, b) => (at.get(int(a[keyAt])) ?? 0) - (at.get(int(b[keyAt])) ?? 0));
    const version = call.version ?? versionOfRows(raw);
    return { list: await rowsOf(raw, version), version };
  };

  // Matches cached before are right when the page read by their keys, in its own snapshot, shows the
  // version they were found at: the same search again, or its next page, is one round trip.
  if (call.version === undefined && def.version) {
    const cached = lists.matches.peek(cacheKey);
    const keys = cached ? keysOf(cached.value) : [];
    if (cached && keys.length > 0) {
      const read = await byKeys(keys);
      if (read.version === cached.version) return result(cached.value, read.list);
    }
  }
  const version = await readVersion();
  const matches =
    version === undefined
      ? await findMatches()
      : await lists.matches.get(brandId, version, cacheKey, findMatches);
  const keys = keysOf(matches);
  if (keys.length > 0) return result(matches, (await byKeys(keys)).list);
  // Past the capped matches the pages go on by offset.
  return result(matches, matches.length > listTotalCap ? (await pageByOffset()).list : []);
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
