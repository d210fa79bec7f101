import type { Context } from 'hono';
import type { Locale } from '../../../contract/envelope.ts';
import type { AppEnv } from '../../context.ts';
import { type Caller, caller } from '../../kit/caller.ts';
import { type PolicyCaller, policyCaller } from '../../kit/policy.ts';

/** Who calls a System use case: the member, their role's rules, and the language refusals are said in. */
export interface SystemCaller extends Caller {
  policy: PolicyCaller;
  locale: Locale;
}

/** The caller of a `/brand/role/*` or `/brand/adminuser/*` call, as the services take it. */
export async function systemCaller(c: Context<AppEnv>): Promise<SystemCaller> {
  return { ...caller(c), policy: await policyCaller(c), locale: c.var.locale };
}
