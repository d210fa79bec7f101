import { Column, getTableColumns, is, type Table } from 'drizzle-orm';
import { bool, date, dateOrNull, int, intOrNull, text } from '../db/prepared.ts';
import { keptFor } from './kept.ts';

/**
 * A list page's row (server/kit/list-page.ts) as its answer gives it, read by the type of each table
 * column: the driver's int4 a number, text and numeric a string, bool a boolean, timestamptz an ISO
 * time; a nullable column keeps its null. A list's `item` reads the plain columns here and writes
 * only what is its own (a kind checked against the contract, a joined title, a nested object).
 */

type Answered<D> = D extends Date ? string : D;

/** What a column reads as: its data type (a time as ISO text), or null where the column allows it. */
export type ReadAs<C> =
  C extends Column<infer T> ? Answered<T['data']> | (T['notNull'] extends true ? never : null) : unknown;

const integers = new Set(['PgInteger', 'PgSerial', 'PgSmallInt', 'PgSmallSerial']);
const texts = new Set(['PgText', 'PgVarchar', 'PgNumeric', 'PgChar']);

type Reader = (value: unknown) => unknown;

const isoOf = (value: unknown) => date(value).toISOString();
const isoOrNull = (value: unknown) => dateOrNull(value)?.toISOString() ?? null;
const asIs: Reader = (value) => value;

/** How a column's value is read, decided once per column from its type. */
function readerOf(column: unknown): Reader {
  if (!is(column, Column)) return asIs;
  const { columnType, notNull } = column;
  const read: Reader = integers.has(columnType)
    ? int
    : texts.has(columnType)
      ? text
      : columnType === 'PgBoolean'
        ? bool
        : columnType === 'PgTimestamp'
          ? isoOf
          : asIs;
  if (notNull) return read;
  if (read === int) return intOrNull;
  if (read === isoOf) return isoOrNull;
  return (value) => (value === null ? null : read(value));
}

/**
 * The names and readers of a `readColumns` call, per columns object and names: every list row of a
 * page reads the same columns, so the names are split and the column types looked at once, not per row.
 */
const plans = new WeakMap<object, Map<string, readonly (readonly [string, Reader])[]>>();

const planOf = (columns: Record<string, unknown>, names: string) =>
  keptFor(plans, columns, names, () =>
    names.split(' ').map((name): readonly [string, Reader] => [name, readerOf(columns[name])]),
  );

/** The words of a space-separated list of names: `'id title'` is `'id' | 'title'`. */
type Words<S extends string> = S extends `${infer Head} ${infer Tail}` ? Head | Words<Tail> : S;

/**
 * The columns of `row` named in `names` (space-separated: `'id title createdAt'`), each read by its
 * column's type; a name that is not a column is a type error.
 *
 * An item puts these parts together with `Object.assign(readColumns(…), …, { own })`, not with
 * spreads: Node's V8 copies a spread that follows another spread or a property on a slow path, which
 * made building a page's rows the largest JavaScript cost of a list call (docs/performance.md,
 * issue 45).
 */
export function readColumns<C extends Record<string, unknown>, S extends string>(
  columns: C,
  row: { [N in keyof C]: unknown },
  names: S & ([Exclude<Words<S>, keyof C>] extends [never] ? S : never),
): { [N in Words<S> & keyof C]: ReadAs<C[N]> } {
  const out: Record<string, unknown> = {};
  for (const [name, read] of planOf(columns, names)) out[name] = read(row[name]);
  return out as { [N in Words<S> & keyof C]: ReadAs<C[N]> };
}

/**
 * The columns of `table` named in `names` (space-separated), as a list's `columns` takes them:
 * `tableColumns(crmTags, 'id title display')` is `{ id: crmTags.id, title: crmTags.title, ... }`.
 */
export function tableColumns<T extends Table, S extends string>(
  table: T,
  names: S & ([Exclude<Words<S>, keyof T['_']['columns']>] extends [never] ? S : never),
): { [N in Words<S> & keyof T['_']['columns']]: T['_']['columns'][N] } {
  const all = getTableColumns(table);
  const out: Record<string, unknown> = {};
  for (const name of names.split(' ')) out[name] = all[name];
  return out as { [N in Words<S> & keyof T['_']['columns']]: T['_']['columns'][N] };
}
