import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AreaNode } from '../../../contract/area.ts';
import type { Db } from '../../db/client.ts';
import { areas } from '../../db/core.tables.ts';
import { int, text } from '../../db/prepared.ts';
import { fieldRefusal } from '../../envelope.ts';
import { type Queryable, rowsOf } from '../../kit/db.ts';

/** The children of an area (`0`: the provinces), in code order. */
export async function areaChildren(db: Db, parentId: number): Promise<AreaNode[]> {
  const rows = await db
    .select({ id: areas.id, name: areas.name, level: areas.level })
    .from(areas)
    .where(eq(areas.parentId, parentId))
    .orderBy(asc(areas.id));
  return rows.map((r) => ({ id: r.id, name: r.name, level: r.level === 1 ? 1 : r.level === 2 ? 2 : 3 }));
}

/** An area and its ancestors, province first; empty when the id names no area. */
export async function areaChain(
  db: Db,
  id: number,
): Promise<{ id: number; parentId: number; name: string }[]> {
  const chain: { id: number; parentId: number; name: string }[] = [];
  let next = id;
  // Three levels at most: province, city, district.
  for (let depth = 0; next !== 0 && depth < 3; depth++) {
    const [row] = await db
      .select({ id: areas.id, parentId: areas.parentId, name: areas.name })
      .from(areas)
      .where(eq(areas.id, next));
    if (!row) return [];
    chain.unshift(row);
    next = row.parentId;
  }
  return chain;
}

/** The chain of an area a form chose, province first, or a refusal at `field`: no such area. */
export async function areaChainAt(db: Db, id: number, field: string) {
  const chain = await areaChain(db, id);
  if (chain.length === 0) throw fieldRefusal(field, 'field.area');
  return chain;
}

// Kept for the process: a list filtered by region asks on every page, and the areas are loaded by
// migrations, which a process starts after, and never written by the app. Only areas found are
// kept, so at most the country's few thousand.
const levels = new Map<number, number>();

/** The level of an area a list is filtered by (1 province, 2 city, 3 district), or a refusal at `field`. */
export async function areaLevelAt(db: Db, id: number, field: string): Promise<number> {
  const known = levels.get(id);
  if (known !== undefined) return known;
  const [area] = await db.select({ level: areas.level }).from(areas).where(eq(areas.id, id));
  if (!area) throw fieldRefusal(field, 'areaNotFound', { id });
  levels.set(id, area.level);
  return area.level;
}

/**
 * Many areas' names from the province down to each, in one query (a group's conditions hold up to a
 * hundred); an id that names no area is left out.
 */
export async function areaChains(db: Queryable, ids: readonly number[]): Promise<Map<number, string[]>> {
  const chains = new Map<number, string[]>();
  if (ids.length === 0) return chains;
  const rows = await rowsOf(
    db,
    sql`select a.id, a.level, a.name, p.name as parent, g.name as grandparent
        from areas a left join areas p on p.id = a.parent_id left join areas g on g.id = p.parent_id
        where a.id in (select x::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) x)`,
  );
  for (const r of rows) {
    const level = int(r.level);
    const up = [level >= 3 ? r.grandparent : null, level >= 2 ? r.parent : null];
    chains.set(int(r.id), [...up.filter((n) => typeof n === 'string'), text(r.name)]);
  }
  return chains;
}

/** Names of the areas given (`brand/area` lists are shared data: every brand sees the same). */
export async function areaNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: areas.id, name: areas.name }).from(areas).where(inArray(areas.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
