import { isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { sortKey } from '../kit/sort-key.ts';
import type { Db } from './client.ts';
import { adminUsers, roles } from './core.tables.ts';

/** A name with a sort key beside it: the filler below reads the name and writes the key. */
export interface SortedName {
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
  key: PgColumn;
  person: boolean;
}

/**
 * The core tables' sorted names. A module's own come through its public file, joined by the
 * composition root (server/seed.ts `moduleSortedNames`), so this file reads no module's table.
 */
const coreSortedNames: SortedName[] = [
  {
    table: adminUsers,
    id: adminUsers.id,
    name: adminUsers.userName,
    key: adminUsers.userNameSort,
    person: false,
  },
  {
    table: adminUsers,
    id: adminUsers.id,
    name: adminUsers.realName,
    key: adminUsers.realNameSort,
    person: true,
  },
  { table: roles, id: roles.id, name: roles.title, key: roles.titleSort, person: false },
];

/**
 * Fills the sort keys that are missing: every row when migration 0003 added the columns, and later the
 * rows written by something other than this server (a tool, SQL by hand). Runs at every start, like
 * syncRules; a thousand rows a statement.
 */
export async function syncSortKeys(db: Db, moduleNames: readonly SortedName[]): Promise<number> {
  let filled = 0;
  for (const { table, id, name, key, person } of [...coreSortedNames, ...moduleNames]) {
    for (;;) {
      const rows = await db
        .select({ id: sql<number>`${id}`, name: sql<string>`${name}` })
        .from(table)
        .where(isNull(key))
        .limit(1000);
      if (rows.length === 0) break;
      const values = sql.join(
        rows.map((r) => sql`(${r.id}::int, ${sortKey(r.name, { person })})`),
        sql`, `,
      );
      await db.execute(
        sql`update ${table} set ${sql.identifier(key.name)} = v.key from (values ${values}) as v(id, key) where ${id} = v.id`,
      );
      filled += rows.length;
    }
  }
  return filled;
}
