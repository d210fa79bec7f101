import type { Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import { caller } from '../../kit/caller.ts';
import type { AgentCaller } from './agent-user.service.ts';

/** The caller as the agent use cases take it: the member, their name and their language (both route files). */
export function agentCaller(c: Context<AppEnv>): AgentCaller {
  return { ...caller(c), userName: c.var.session.userName, locale: c.var.locale };
}
