import { Hono } from 'hono';
import { agentAddBody, agentListBody, agentUpdateBody, agentUserRule } from '../../../contract/agent.ts';
import { idBody } from '../../../contract/envelope.ts';
import { deleteQuery } from '../../../contract/role.ts';
import { requireRule } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody, parseQuery } from '../../envelope.ts';
import { agentCaller } from './agent-caller.ts';
import { addAgent, agentDetail, deleteAgents, listAgents, updateAgent } from './agent-user.service.ts';

/**
 * `/agent/user/*`: the brand's agents (agent-user.service.ts does the work); the verification of their
 * applications is agent-verify.routes.ts, on the same prefix (app.ts reads the session for both).
 */
export const agentUserRoutes = new Hono<AppEnv>()
  .post('/list.html', requireRule(agentUserRule.list), async (c) => {
    const body = await parseBody(c, agentListBody);
    return ok(c, await listAgents(c.var.deps, agentCaller(c), body));
  })
  .post('/detail.html', requireRule(agentUserRule.detail), async (c) => {
    const { id } = await parseBody(c, idBody);
    return ok(c, await agentDetail(c.var.deps, agentCaller(c), id));
  })
  .post('/add.html', requireRule(agentUserRule.add), async (c) => {
    const body = await parseBody(c, agentAddBody);
    return ok(c, await addAgent(c.var.deps, agentCaller(c), body), 'added');
  })
  .post('/update.html', requireRule(agentUserRule.update), async (c) => {
    const body = await parseBody(c, agentUpdateBody);
    await updateAgent(c.var.deps, agentCaller(c), body);
    return ok(c, null, 'saved');
  })
  .get('/delete.html', xsrfForGet, requireRule(agentUserRule.delete), async (c) => {
    const ids = parseQuery(c, deleteQuery);
    const result = await deleteAgents(c.var.deps, agentCaller(c), ids);
    return ok(c, result, 'deleted', { n: result.deleted });
  });
