import { Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { loginBody, loginStateBody } from '../../../contract/auth.ts';
import { captchaCookie } from '../../auth/captcha.ts';
import { requireSession } from '../../auth/session.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody } from '../../envelope.ts';
import { loginState, signIn, signOut } from './session.service.ts';

/** `/auth/*`: signing in and out (session.service.ts does the work). */
export const authRoutes = new Hono<AppEnv>()
  // Read-only, so the login screen can ask on load (and after a reload) whether to show the captcha.
  .post('/loginstate.html', async (c) => {
    const body = await parseBody(c, loginStateBody);
    const client = { locale: c.var.locale, address: c.var.client.address, userAgent: '' };
    return ok(c, await loginState(c.var.deps, client, body));
  })
  .post('/userpwd.html', async (c) => {
    const body = await parseBody(c, loginBody);
    const client = {
      locale: c.var.locale,
      address: c.var.client.address,
      userAgent: c.req.header('user-agent') ?? '',
    };
    const captcha = {
      key: getCookie(c, captchaCookie),
      forget: () => deleteCookie(c, captchaCookie, { path: '/' }),
    };
    return ok(c, await signIn(c.var.deps, client, { body, captcha }), 'loggedIn');
  })
  .post('/logout.html', requireSession, async (c) => {
    await signOut(c.var.deps, c.var.session);
    return ok(c, null, 'loggedOut');
  });
