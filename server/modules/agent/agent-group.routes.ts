import { Hono } from 'hono';
import {
  agentGroupAddBody,
  agentGroupListBody,
  agentGroupRule,
  agentGroupUpdateBody,
} from '../../../contract/agent.ts';
import { idBody } from '../../../contract/envelope.ts';
import { deleteQuery } from '../../../contract/role.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody, parseQuery } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import {
  addAgentGroup,
  agentGroupDetail,
  deleteAgentGroups,
  listAgentGroups,
  updateAgentGroup,
} from './agent-group.service.ts';

/** `/agent/group/*`: the groups that set an agent's level and commission (agent-group.service.ts does the work). */
export const agentGroupRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/list.html', requireRule(agentGroupRule.list), async (c) => {
    const body = await parseBody(c, agentGroupListBody);
    return ok(c, await listAgentGroups(c.var.deps, caller(c), body));
  })
  .post('/detail.html', requireRule(agentGroupRule.detail), async (c) => {
    const { id } = await parseBody(c, idBody);
    return ok(c, await agentGroupDetail(c.var.deps, caller(c), id));
  })
  .post('/add.html', requireRule(agentGroupRule.add), async (c) => {
    const body = await parseBody(c, agentGroupAddBody);
    return ok(c, await addAgentGroup(c.var.deps, caller(c), body), 'added');
  })
  .post('/update.html', requireRule(agentGroupRule.update), async (c) => {
    const body = await parseBody(c, agentGroupUpdateBody);
    await updateAgentGroup(c.var.deps, caller(c), body);
    return ok(c, null, 'saved');
  })
  .get('/delete.html', xsrfForGet, requireRule(agentGroupRule.delete), async (c) => {
    const ids = parseQuery(c, deleteQuery);
    const result = await deleteAgentGroups(c.var.deps, caller(c), ids);
    return ok(c, result, 'deleted', { n: result.deleted });
  });
