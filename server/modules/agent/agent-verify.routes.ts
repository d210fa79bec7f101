import { Hono } from 'hono';
import {
  agentConfigBody,
  agentPassBody,
  agentRejectBody,
  agentUserRule,
  agentVerifyBody,
} from '../../../contract/agent.ts';
import { requireRule } from '../../auth/session.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody } from '../../envelope.ts';
import { agentCaller } from './agent-caller.ts';
import { agentVerifyQueue } from './agent-user.service.ts';
import { agentConfig, passAgents, rejectAgents, updateAgentConfig } from './agent-verify.service.ts';

/**
 * `/agent/user/*` of the verification: the queue of applications, a pass or a rejection, and the SMS
 * each sends (agent-verify.service.ts does the work; app.ts reads the session for the prefix).
 */
export const agentVerifyRoutes = new Hono<AppEnv>()
  .post('/verify.html', requireRule(agentUserRule.verify), async (c) => {
    const body = await parseBody(c, agentVerifyBody);
    return ok(c, await agentVerifyQueue(c.var.deps, agentCaller(c), body));
  })
  .post('/pass.html', requireRule(agentUserRule.pass), async (c) => {
    const { ids } = await parseBody(c, agentPassBody);
    const result = await passAgents(c.var.deps, agentCaller(c), ids);
    return result.sms
      ? ok(c, result, 'agentPassedSms', { n: result.decided, queued: result.sms.queued })
      : ok(c, result, 'agentPassed', { n: result.decided });
  })
  .post('/reject.html', requireRule(agentUserRule.reject), async (c) => {
    const { ids, reason } = await parseBody(c, agentRejectBody);
    const result = await rejectAgents(c.var.deps, agentCaller(c), ids, reason);
    return ok(c, result, result.sms ? 'agentRejectedSms' : 'agentRejected');
  })
  .post('/configdetail.html', requireRule(agentUserRule.configdetail), async (c) => {
    return ok(c, await agentConfig(c.var.deps, agentCaller(c)));
  })
  .post('/configupdate.html', requireRule(agentUserRule.configupdate), async (c) => {
    const body = await parseBody(c, agentConfigBody);
    await updateAgentConfig(c.var.deps, agentCaller(c), body);
    return ok(c, null, 'saved');
  });
