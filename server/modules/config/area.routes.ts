import { Hono } from 'hono';
import { type AreaInit, type AreaInitLevel, areaChildBody, areaInitBody } from '../../../contract/area.ts';
import { ResultCode } from '../../../contract/envelope.ts';
import { loadBrand, requireSession } from '../../auth/session.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ApiError, ok, parseBody } from '../../envelope.ts';
import { areaChain, areaChildren } from './area.ts';

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
