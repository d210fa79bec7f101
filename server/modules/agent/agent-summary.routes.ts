import { Hono } from 'hono';
import { agentScreenRule } from '../../../contract/agent.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { agentSummary } from './agent-summary.service.ts';

/** `/agent/summary.html`: the overview's figures (agent-summary.service.ts reads them). */
export const agentSummaryRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/summary.html', requireRule(agentScreenRule.index), async (c) => {
    return ok(c, await agentSummary(c.var.deps, caller(c)));
  });
