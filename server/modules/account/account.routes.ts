import { type Context, Hono } from 'hono';
import { noInput } from '../../../contract/envelope.ts';
import { requireBrand } from '../../auth/session.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import {
  type AccountCaller,
  accountOverview,
  accountToday,
  revokeOtherSessions,
  sessionList,
  signInList,
} from './account.service.ts';

/**
 * The account dashboard and the home page, mounted inside manage.routes.ts (`/brand/manage/*`),
 * whose middleware checks the session and reads the brand. The user's own: a session, no rule
 * (account.service.ts guards each figure and item). Calls without input read no body.
 */

const accountCaller = (c: Context<AppEnv>): AccountCaller => ({
  userId: c.var.session.userId,
  sessionId: c.var.session.sessionId,
  member: c.var.member,
  locale: c.var.locale,
});

export const accountRoutes = new Hono<AppEnv>()
  .post('/overview.html', async (c) => {
    await parseBody(c, noInput);
    return ok(c, await accountOverview(c.var.deps, accountCaller(c)));
  })
  .post('/today.html', requireBrand, async (c) => {
    await parseBody(c, noInput);
    return ok(c, await accountToday(c.var.deps, caller(c)));
  })
  .post('/signin_list.html', async (c) => {
    await parseBody(c, noInput);
    return ok(c, await signInList(c.var.deps, accountCaller(c)));
  })
  .post('/session_list.html', async (c) => {
    await parseBody(c, noInput);
    return ok(c, await sessionList(c.var.deps, accountCaller(c)));
  })
  .post('/session_revoke_others.html', async (c) => {
    await parseBody(c, noInput);
    const result = await revokeOtherSessions(c.var.deps, accountCaller(c));
    return ok(c, result, 'sessionsRevoked', { n: result.revoked });
  });
