import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { headers, ResultCode, xsrfCookie } from '../../contract/envelope.ts';
import type { AppEnv } from '../context.ts';
import { ApiError } from '../envelope.ts';
import { newToken } from './token.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * XSRF double-submit. Every answer sets the `XSRF-TOKEN` cookie when the caller lacks it (readable by
 * the console's JS, SameSite=Lax). A state-changing call that carries cookies must echo that cookie in
 * `X-XSRF-TOKEN`, else `code 403`. A call with no cookies at all carries no ambient credential a forged
 * cross-site request could ride on (sessions are bearer tokens sent by script), so it is not refused:
 * that keeps curl, server-to-server callers and Node's cookie-less fetch working.
 */
export function xsrf(options: { exempt: string[] }) {
  const exempt = new Set(options.exempt);
  return createMiddleware<AppEnv>(async (c, next) => {
    const cookie = getCookie(c, xsrfCookie);
    if (!cookie) {
      setCookie(c, xsrfCookie, newToken(), {
        path: '/',
        sameSite: 'Lax',
        httpOnly: false,
        secure: c.var.client.https,
      });
    }
    if (!safeMethods.has(c.req.method) && !exempt.has(c.req.path)) checkXsrf(c);
    await next();
  });
}

function checkXsrf(c: Context<AppEnv>): void {
  if (!c.req.header('cookie')) return;
  const cookie = getCookie(c, xsrfCookie);
  const sent = c.req.header(headers.xsrf) ?? '';
  if (!cookie || !sent || !same(cookie, sent)) throw new ApiError(ResultCode.forbidden, 'xsrf');
}

/**
 * The same double-submit check for a GET that changes state (the confirm-delete GETs of docs/spec.md §7), which
 * the method-based rule above lets through: mount it on the route itself.
 */
export const xsrfForGet = createMiddleware<AppEnv>(async (c, next) => {
  checkXsrf(c);
  await next();
});
