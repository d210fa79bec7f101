import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { changePasswordBody, clientErrorBody, profileBody } from '../../../contract/manage.ts';
import { loadBrand, requireBrand, requireSession } from '../../auth/session.middleware.ts';
import { clientErrorMaxBytes } from '../../client-error.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody, payloadTooLarge } from '../../envelope.ts';
import { clearBrandCaches, reportClientError, userMenu } from './console.service.ts';
import { changeOwnPassword, type OwnCaller, ownAccountBody, updateOwnProfile } from './profile.service.ts';

/**
 * `/brand/manage/*`: the signed-in user's own account. These need a session but no rule; body,
 * userpwd and userinfo work with or without a selected brand (the identity is global), cache and
 * usermenu need one. Calls without input do not read the body (see brand-choice.routes.ts).
 * client_error takes a report of a screen that failed in the browser, with or without a brand.
 * profile.service.ts and console.service.ts do the work.
 */

const ownCaller = (c: Context<AppEnv>): OwnCaller => ({
  userId: c.var.session.userId,
  sessionId: c.var.session.sessionId,
  member: c.var.member,
  locale: c.var.locale,
});

export const manageRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/body.html', async (c) => {
    return ok(c, await ownAccountBody(c.var.deps, ownCaller(c)));
  })
  .post('/cache.html', requireBrand, async (c) => {
    await clearBrandCaches(c.var.deps, ownCaller(c));
    return ok(c, null, 'cacheCleared');
  })
  .post('/usermenu.html', requireBrand, async (c) => {
    return ok(c, await userMenu(c.var.deps, ownCaller(c)));
  })
  .post('/userpwd.html', async (c) => {
    const body = await parseBody(c, changePasswordBody);
    await changeOwnPassword(c.var.deps, ownCaller(c), body);
    return ok(c, null, 'passwordChanged');
  })
  // Rate-limited per session and read only up to its own, smaller limit: a failing console must not be
  // able to fill the log.
  .post(
    '/client_error.html',
    bodyLimit({ maxSize: clientErrorMaxBytes, onError: payloadTooLarge }),
    async (c) => {
      const body = await parseBody(c, clientErrorBody);
      await reportClientError(c.var.deps, ownCaller(c), body);
      return ok(c, null, 'errorReported');
    },
  )
  .post('/userinfo.html', async (c) => {
    const body = await parseBody(c, profileBody);
    return ok(c, await updateOwnProfile(c.var.deps, ownCaller(c), body), 'saved');
  });
