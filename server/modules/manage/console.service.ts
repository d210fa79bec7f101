import type { z } from 'zod';
import { ResultCode } from '../../../contract/envelope.ts';
import type { clientErrorBody } from '../../../contract/manage.ts';
import { recordClientError } from '../../client-error.ts';
import type { AppDeps } from '../../context.ts';
import { ApiError } from '../../envelope.ts';
import { recordChange } from '../../kit/change.ts';
import type { OwnCaller } from './profile.service.ts';

/**
 * The console's own upkeep (`/brand/manage/*`): the brand's caches cleared, the member's menu, and a
 * report of a screen that failed in the browser.
 */

/** `cache`: every per-process cache of the chosen brand is dropped (recorded as a `cache` `clear`). */
export async function clearBrandCaches(
  deps: Pick<AppDeps, 'db' | 'menuCache' | 'lists' | 'siteCache'>,
  me: OwnCaller,
): Promise<void> {
  const { member } = me;
  if (!member) return;
  deps.menuCache.dropBrand(member.brandId);
  deps.lists.totals.dropBrand(member.brandId);
  deps.lists.matches.dropBrand(member.brandId);
  deps.siteCache.dropBrand(member.brandId);
  await recordChange(
    deps.db,
    { brandId: member.brandId, userId: me.userId },
    { action: 'clear', entity: 'cache' },
  );
}

/** `usermenu`: the menu the member's role grants, in their language. */
export async function userMenu(deps: Pick<AppDeps, 'db' | 'menuCache'>, me: OwnCaller) {
  if (!me.member) throw new ApiError(ResultCode.forbidden, 'brandRequired');
  const grants = await deps.menuCache.get(deps.db, me.member);
  return grants.menu[me.locale];
}

/** `client_error`: a report of a failed screen, logged (rate-limited per session; no change record). */
export async function reportClientError(
  deps: Pick<AppDeps, 'db' | 'logClientError'>,
  me: OwnCaller,
  body: z.infer<typeof clientErrorBody>,
): Promise<void> {
  const who = { sessionId: me.sessionId, userId: me.userId, brandId: me.member?.brandId ?? null };
  await recordClientError(deps.db, deps.logClientError, who, body);
}
