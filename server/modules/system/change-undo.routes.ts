import { Hono } from 'hono';
import { undoBody } from '../../../contract/change-undo.ts';
import { loadBrand, requireSession } from '../../auth/session.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody } from '../../envelope.ts';
import { undoChange, undoMessage } from './change-undo.service.ts';
import { systemCaller } from './system-caller.ts';

/**
 * `/brand/change/*`: taking a change back (docs/decisions/undo.md). No rule of its own: the service
 * checks the rule the change itself needed, and that the caller made it or owns the brand.
 */
export const changeUndoRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/undo.html', async (c) => {
    const body = await parseBody(c, undoBody);
    const result = await undoChange(c.var.deps, await systemCaller(c), body);
    const said = undoMessage(c.var.locale, result);
    return ok(c, result, said.key, said.params);
  });
