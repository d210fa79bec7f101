import type { Context } from 'hono';
import type { Locale } from '../../../contract/envelope.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { type Caller, caller } from '../../kit/caller.ts';
import { type PolicyCaller, policyCaller } from '../../kit/policy.ts';

/** What the CRM use cases of this folder need of the app (customers have their own, customer.service.ts). */
export type CrmDeps = Pick<AppDeps, 'db' | 'lists' | 'storage'>;

/**
 * Who calls a CRM dictionary use case: the member as the kit's row helpers take them (they record the
 * change by brand and user) and the language refusals and labels are said in.
 */
export interface CrmCaller extends Caller {
  locale: Locale;
}

/** The caller of a `/crm/*` request, for its service. */
export function crmCaller(c: Context<AppEnv>): CrmCaller {
  return { ...caller(c), locale: c.get('locale') };
}

/** The caller with their role's rules, for the use cases that read customers: whose they see decides. */
export interface CrmViewer extends CrmCaller {
  policy: PolicyCaller;
}

/** The viewer of a `/crm/*` request, for its service. */
export async function crmViewer(c: Context<AppEnv>): Promise<CrmViewer> {
  return { ...crmCaller(c), policy: await policyCaller(c) };
}
