import type { Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import { caller } from '../../kit/caller.ts';
import { policyCaller } from '../../kit/policy.ts';
import type { NotifyCaller, ViewingCaller } from './notify-caller.ts';

/** The caller as the notify use cases take it , from a request (the e-mail and SMS route files build it here). */
export function notifyCaller(c: Context<AppEnv>): NotifyCaller {
  return { ...caller(c), locale: c.var.locale };
}

/** {@link notifyCaller} with the role's rules, for the calls that reach customers. */
export async function viewingCaller(c: Context<AppEnv>): Promise<ViewingCaller> {
  return { ...notifyCaller(c), policy: await policyCaller(c) };
}
