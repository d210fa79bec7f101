import { asc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  type AreaInit,
  type AreaInitLevel,
  type AreaNode,
  areaChildBody,
  areaInitBody,
} from '../../contract/area.ts';
import { ResultCode } from '../../contract/envelope.ts';
import { loadBrand, requireSession } from '../auth/session.middleware.ts';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/client.ts';
import { areas } from '../db/schema.ts';
import { ApiError, ok, parseBody } from '../envelope.ts';

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

/** Names of the areas given (`brand/area` lists are shared data: every brand sees the same). */
export async function areaNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: areas.id, name: areas.name }).from(areas).where(inArray(areas.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * `/brand/area/*`: China's administrative divisions for address pickers. A session in a brand of the
 * user is enough, no rule: the lists are the same public data for everyone, and every screen with an
 * address (a customer, an agent, the brand's own) needs them, so a role allowed to edit a customer
 * must never be refused its province list. The `brand/area/*` rules stay in the tree for the clients
 * that grant them; they add nothing.
 */
export const areaRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/child_list.html', async (c) => {
    const { id } = await parseBody(c, areaChildBody);
    const { db } = c.var.deps;
    if (id !== 0 && (await areaChain(db, id)).length === 0)
      throw new ApiError(ResultCode.business, 'areaNotFound', { id });
    return ok(c, await areaChildren(db, id));
  })
  .post('/init.html', async (c) => {
    const { areaId } = await parseBody(c, areaInitBody);
    const { db } = c.var.deps;
    const chain = areaId ? await areaChain(db, areaId) : [];
    if (areaId && chain.length === 0) {
      throw new ApiError(
        ResultCode.business,
        'areaNotFound',
        { id: areaId },
        {
          fields: [{ field: 'areaId', message: String(areaId) }],
        },
      );
    }
    // One list per level down to the chosen area, and the next level's list when it has children,
    // so the picker can go on from there.
    const levels: AreaInitLevel[] = [{ selectedId: chain[0]?.id ?? 0, list: await areaChildren(db, 0) }];
    for (const [i, node] of chain.entries()) {
      const list = await areaChildren(db, node.id);
      if (list.length === 0) break;
      levels.push({ selectedId: chain[i + 1]?.id ?? 0, list });
    }
    const result: AreaInit = { levels };
    return ok(c, result);
  });
