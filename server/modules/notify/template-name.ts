import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../kit/db.ts';

/** A template table and its name column (`title` of SMS templates, `name` of e-mail templates). */
export interface NamedTemplates {
  table: PgTable;
  id: PgColumn;
  brandId: PgColumn;
  name: PgColumn;
}

/**
 * Whether another template of the brand (not `exceptId`) has `name`, case aside: the send dialogs list
 * templates by name, and a unique index holds the rule when two writes race past this check.
 */
export async function templateNameTaken(
  db: Queryable,
  t: NamedTemplates,
  brandId: number,
  name: string,
  exceptId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: t.id })
    .from(t.table)
    .where(and(eq(t.brandId, brandId), sql`lower(${t.name}) = lower(${name})`, ne(t.id, exceptId)))
    .limit(1);
  return row !== undefined;
}
