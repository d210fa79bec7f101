import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { ResultCode, type SortItem } from '../../contract/envelope.ts';
import type { DeleteResult } from '../../contract/role.ts';
import { auditAs } from '../audit.ts';
import type { MessageKey } from '../context.ts';
import type { Db } from '../db/client.ts';
import { ApiError } from '../envelope.ts';
import type { SecretBox } from '../secrets.ts';
import type { Caller } from './caller.ts';
import { recordBulkChange } from './change.ts';
import type { Queryable, Tx } from './db.ts';
import { sealChange } from './undo.ts';

/**
 * Detail, delete, toggle and sort of an ordinary module table: one row per id, scoped by its
 * `brand_id`. Another brand's id is answered exactly like an id that does not exist (`code 1` with
 * the module's "not found" message), so ids of other brands cannot even be probed.
 */
export type BrandTable = PgTable & { id: PgColumn; brandId: PgColumn };

/** The row `id` of the caller's brand, or `code 1` `notFound` (`{id}` in its message). */
export async function findInBrand<T extends BrandTable>(
  db: Queryable,
  table: T,
  brandId: number,
  id: number,
  notFound: MessageKey,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.brandId, brandId)));
  if (!row) throw new ApiError(ResultCode.business, notFound, { id });
  return row as T['$inferSelect'];
}

export interface DeleteSpec<T extends BrandTable> {
  table: T;
  /** The delete query's ids (`deleteQuery` of the contract: `id` or `ids`). */
  ids: number[];
  notFound: MessageKey;
  /** The audit entity (`role`). */
  entity: string;
  /** Throws an ApiError when one of the rows may not go (checked before anything is deleted). */
  check?: (rows: T['$inferSelect'][], tx: Tx) => Promise<void> | void;
  /** What the audit row keeps of each deleted row (a title, never a secret). */
  payload: (row: T['$inferSelect']) => Record<string, unknown>;
  /**
   * Rows of the same table the delete of `row` removes with it (a tag group's tags, by its cascade):
   * kept in the record under the row (`removedWith`), so the delete's undo brings them back too.
   */
  removedWith?: (row: T['$inferSelect'], tx: Tx) => Promise<T['$inferSelect'][]>;
  /**
   * What else the record keeps of `row` for its undo, from other tables (a role's rules, removed by
   * their cascade): merged into the row's `before`; the module's own undo handler puts it back.
   */
  keep?: (row: T['$inferSelect'], tx: Tx) => Promise<Record<string, unknown>>;
  /**
   * Columns a restore needs that must never be shown (an agent's sealed id card number and its digest):
   * left out of `before` and sealed into the record's `changes.sealed` (by id) for the delete's undo.
   */
  seal?: { box: SecretBox; columns: readonly string[] };
  /** Work of the same transaction once the rows are gone (a job that removes their files later). */
  after?: (rows: T['$inferSelect'][], tx: Tx) => Promise<void>;
}

/**
 * Deletes rows by id, all or nothing (delete takes `id` or `ids`): the rows are locked, every
 * id must be of the caller's brand and pass `check`, then all go, recorded as one change listing them.
 * Answers the deleted rows.
 */
export async function deleteInBrand<T extends BrandTable>(
  db: Db,
  caller: Caller,
  spec: DeleteSpec<T>,
): Promise<T['$inferSelect'][]> {
  const { table, ids } = spec;
  return db.transaction(async (tx) => {
    const where = and(eq(table.brandId, caller.brandId), inArray(table.id, ids));
    const rows = (await tx
      .select()
      .from(table as PgTable)
      .where(where)
      .for('update')) as T['$inferSelect'][];
    const found = new Set(rows.map((r) => (r as { id: number }).id));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw new ApiError(ResultCode.business, spec.notFound, { id: missing });
    await spec.check?.(rows, tx);
    const withRows = new Map<number, unknown[]>();
    const kept = new Map<number, Record<string, unknown>>();
    for (const row of rows) {
      const id = (row as { id: number }).id;
      if (spec.removedWith) withRows.set(id, await spec.removedWith(row, tx));
      if (spec.keep) kept.set(id, await spec.keep(row, tx));
    }
    await tx.delete(table).where(where);
    await spec.after?.(rows, tx);
    // One change for all the rows, each as it was (secret-looking fields masked there): undo reads it.
    const payloads = new Map(rows.map((row) => [(row as { id: number }).id, spec.payload(row)]));
    const hidden = new Set(spec.seal?.columns ?? []);
    const sealed: Record<string, Record<string, unknown>> = {};
    if (spec.seal)
      for (const row of rows) {
        const fields = Object.entries(row as object).filter(([k, v]) => hidden.has(k) && v !== null);
        if (fields.length > 0) sealed[String((row as { id: number }).id)] = Object.fromEntries(fields);
      }
    await recordBulkChange(tx, caller, {
      action: 'delete',
      entity: spec.entity,
      sealed:
        spec.seal && Object.keys(sealed).length > 0
          ? sealChange(spec.seal.box, caller.brandId, sealed)
          : undefined,
      rows: rows.map((row) => {
        const id = (row as { id: number }).id;
        const payload = payloads.get(id) ?? {};
        const name = [payload.title, payload.name, payload.userName].find((v) => typeof v === 'string');
        return {
          id,
          name: typeof name === 'string' ? name : '',
          before: {
            ...Object.fromEntries(Object.entries(row as object).filter(([k]) => !hidden.has(k))),
            ...(withRows.get(id)?.length ? { removedWith: withRows.get(id) } : {}),
            ...kept.get(id),
          },
        };
      }),
      payloadOf: (row) => payloads.get(row.id) ?? {},
    });
    return rows;
  });
}

export interface ToggleSpec<T extends BrandTable> {
  table: T;
  /** The body's field (`display`): its name in the audit row. */
  field: string;
  /** The change of a value: `(on) => ({ display: on })` (or `({ status: on ? 1 : 0 })`). */
  set: (value: boolean) => PgUpdateSetSource<T>;
  id: number;
  value: boolean;
  notFound: MessageKey;
  entity: string;
}

/** docs/spec.md §3 toggle `{id, <field>: boolean}`: sets one flag of one row of the brand, audited. */
export async function toggleInBrand<T extends BrandTable>(db: Db, caller: Caller, spec: ToggleSpec<T>) {
  const { table, value } = spec;
  await db.transaction(async (tx) => {
    const where = and(eq(table.id, spec.id), eq(table.brandId, caller.brandId));
    const [was] = (await tx
      .select()
      .from(table as PgTable)
      .where(where)
      .for('update')) as Record<string, unknown>[];
    if (!was) throw new ApiError(ResultCode.business, spec.notFound, { id: spec.id });
    const set = spec.set(value);
    await tx.update(table).set(set).where(where);
    // Before and after in the columns' own terms (not the body's flag), so the kit's update undo puts
    // them back as they were; the time of the change is not part of what is undone.
    const columns = Object.keys(set).filter((k) => k !== 'updatedAt');
    await auditAs(tx, caller, {
      action: 'update',
      entity: spec.entity,
      entityId: spec.id,
      payload: { [spec.field]: value },
      before: Object.fromEntries(columns.map((k) => [k, was[k]])),
      after: Object.fromEntries(columns.map((k) => [k, Reflect.get(set, k)])),
    });
  });
}

/** The rows a toggle or delete finds and audits: the table, its "not found" message, its audit entity. */
export type RowsSpec<T extends BrandTable> = Pick<ToggleSpec<T>, 'table' | 'notFound' | 'entity'>;

/**
 * `{id, display}`: a row shown or hidden (its `updatedAt` with it), the toggle most lists have.
 */
export function displayInBrand<T extends BrandTable & { display: PgColumn; updatedAt: PgColumn }>(
  db: Db,
  caller: Caller,
  spec: RowsSpec<T>,
  body: { id: number; display: boolean },
) {
  return toggleInBrand(db, caller, {
    ...spec,
    field: 'display',
    set: (display) => ({ display, updatedAt: new Date() }),
    id: body.id,
    value: body.display,
  });
}

/** {@link deleteInBrand}, answered as a delete call answers: how many rows went. */
export async function deletedInBrand<T extends BrandTable>(
  db: Db,
  caller: Caller,
  spec: Omit<DeleteSpec<T>, 'ids'>,
  ids: number[],
): Promise<DeleteResult> {
  const deleted = await deleteInBrand(db, caller, { ...spec, ids });
  return { deleted: deleted.length };
}

export interface SortSpec<T extends BrandTable> {
  table: T;
  /** The order column given its new value: `(v) => ({ ordernum: v })`. */
  set: (value: SQL) => PgUpdateSetSource<T>;
  list: SortItem[];
  notFound: MessageKey;
  entity: string;
}

/**
 * docs/spec.md §3 sort `{list: [{id, ordernum}]}`: sets the order of several rows of the brand at once, all or
 * nothing; an empty list is `code 1` "no sort items" (docs/spec.md §5).
 */
export async function sortInBrand<T extends BrandTable>(db: Db, caller: Caller, spec: SortSpec<T>) {
  const { table } = spec;
  if (spec.list.length === 0) throw new ApiError(ResultCode.business, 'noSortItems');
  // The last ordernum of an id sent twice wins, as it would applied one by one.
  const orders = new Map(spec.list.map((item) => [item.id, item.ordernum]));
  await db.transaction(async (tx) => {
    const values = sql.join(
      [...orders].map(([id, ordernum]) => sql`(${id}::int, ${ordernum}::int)`),
      sql`, `,
    );
    const changed = await tx
      .update(table)
      .set(spec.set(sql`v.ordernum`))
      .from(sql`(values ${values}) as v(id, ordernum)`)
      .where(and(eq(table.id, sql`v.id`), eq(table.brandId, caller.brandId)))
      .returning({ id: table.id });
    const done = new Set<unknown>(changed.map((r) => r.id));
    const missing = [...orders.keys()].find((id) => !done.has(id));
    if (missing !== undefined) throw new ApiError(ResultCode.business, spec.notFound, { id: missing });
    await auditAs(tx, caller, {
      action: 'sort',
      entity: spec.entity,
      payload: { list: [...orders].map(([id, ordernum]) => ({ id, ordernum })) },
    });
  });
}

export interface InsertSpec<T extends BrandTable> {
  table: T;
  /** The row's columns but its brand (the caller's brand is written by the helper). */
  values: Omit<T['$inferInsert'], 'brandId'>;
  /** The change record's entity (`agent_group`). */
  entity: string;
  /** What the change record keeps of the new row (its title, never a secret); by default `values`. */
  payload?: Record<string, unknown>;
}

/**
 * Inserts one row into the caller's brand and records it (`add`) in the same transaction (`tx`): the
 * insert most services repeat, so none forgets the brand or the record. Answers the new id.
 */
export async function insertInBrand<T extends BrandTable>(
  tx: Queryable,
  caller: Pick<Caller, 'brandId' | 'userId'>,
  spec: InsertSpec<T>,
): Promise<number> {
  const values = { ...spec.values, brandId: caller.brandId } as T['$inferInsert'];
  const [row] = (await tx.insert(spec.table).values(values).returning({ id: spec.table.id })) as {
    id: number;
  }[];
  if (!row) throw new Error(`${spec.entity} insert returned nothing`);
  const after = Object.fromEntries(Object.entries(spec.values));
  await auditAs(tx, caller, {
    action: 'add',
    entity: spec.entity,
    entityId: row.id,
    payload: spec.payload ?? after,
    after,
  });
  return row.id;
}
