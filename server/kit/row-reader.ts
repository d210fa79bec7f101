import { Column, getTableColumns, is, type Table } from 'drizzle-orm';
import { bool, date, dateOrNull, int, intOrNull, text } from '../db/prepared.ts';

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

function readColumn(column: unknown, value: unknown): unknown {
  if (!is(column, Column)) return value;
  const { columnType, notNull } = column;
  if (!notNull && value === null) return null;
  if (integers.has(columnType)) return notNull ? int(value) : intOrNull(value);
  if (texts.has(columnType)) return text(value);
  if (columnType === 'PgBoolean') return bool(value);
  if (columnType === 'PgTimestamp') return (notNull ? date(value) : dateOrNull(value))?.toISOString() ?? null;
  return value;
}

/** The words of a space-separated list of names: `'id title'` is `'id' | 'title'`. */
type Words<S extends string> = S extends `${infer Head} ${infer Tail}` ? Head | Words<Tail> : S;

/**
 * The columns of `row` named in `names` (space-separated: `'id title createdAt'`), each read by its
 * column's type; a name that is not a column is a type error.
 */
export function readColumns<C extends Record<string, unknown>, S extends string>(
  columns: C,
  row: { [N in keyof C]: unknown },
  names: S & ([Exclude<Words<S>, keyof C>] extends [never] ? S : never),
): { [N in Words<S> & keyof C]: ReadAs<C[N]> } {
  const out: Record<string, unknown> = {};
  for (const name of names.split(' ')) out[name] = readColumn(columns[name], row[name]);
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
