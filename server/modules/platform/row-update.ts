import { and, eq } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { ResultCode } from '../../../contract/envelope.ts';
import { ApiError } from '../../envelope.ts';
import { type ChangeActor, recordChange } from '../../kit/change.ts';
import type { Tx } from '../../kit/db.ts';
import type { BrandTable } from '../../kit/rows.ts';
import { fieldChanges } from './content-checks.ts';
import type { PlatformKey } from './platform.messages.ts';

export interface RowUpdate<T extends BrandTable> {
  table: T;
  id: number;
  /** The fields to set (one left undefined stays as it is). */
  set: Record<string, unknown>;
  /** Whether the row's `updatedAt` moves with the change. */
  touch: boolean;
  notFound: PlatformKey;
  /** The change record's entity (`slide`). */
  entity: string;
  /** What the audit keeps, given the row as it was (a title, the fields sent). */
  payload: (was: T['$inferSelect']) => Record<string, unknown>;
}

/**
 * Changes one row of the caller's brand in `tx`, locked first (another brand's id is not found), and
 * records the change with the fields that changed, old and new.
 */
export async function updateInBrand<T extends BrandTable>(
  tx: Tx,
  me: ChangeActor,
  spec: RowUpdate<T>,
): Promise<void> {
  const { table, id } = spec;
  const where = and(eq(table.id, id), eq(table.brandId, me.brandId));
  const [was] = (await tx
    .select()
    .from(table as PgTable)
    .where(where)
    .for('update')) as T['$inferSelect'][];
  if (!was) throw new ApiError(ResultCode.business, spec.notFound, { id });
  const set = spec.touch ? { ...spec.set, updatedAt: new Date() } : spec.set;
  await tx
    .update(table)
    .set(set as PgUpdateSetSource<T>)
    .where(where);
  await recordChange(tx, me, {
    action: 'update',
    entity: spec.entity,
    entityId: id,
    payload: spec.payload(was),
    ...fieldChanges(was, spec.set),
  });
}
