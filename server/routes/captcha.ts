import { lt } from 'drizzle-orm';
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { captchaAnswer, captchaSvg } from '../auth/captcha.ts';
import { hashToken, newToken } from '../auth/token.ts';
import type { AppEnv } from '../context.ts';
import { captchas } from '../db/schema.ts';

export const captchaCookie = 'bc_captcha';
export const captchaLifetimeMs = 5 * 60_000;

/** `GET /verifycode.html`: an SVG captcha; its answer is stored in the database under an HttpOnly cookie. */
export const captchaRoutes = new Hono<AppEnv>().get('/verifycode.html', async (c) => {
  const { db } = c.var.deps;
  const key = newToken();
  const answer = captchaAnswer();
  const now = Date.now();
  // Expired answers are useless; clearing them here keeps the table small without a scheduler.
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now)));
  await db
    .insert(captchas)
    .values({ keyHash: hashToken(key), answer, expiresAt: new Date(now + captchaLifetimeMs) });
  setCookie(c, captchaCookie, key, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: captchaLifetimeMs / 1000,
    secure: c.var.client.https,
  });
  c.set('resultCode', 0);
  c.header('Cache-Control', 'no-store');
  return c.body(captchaSvg(answer), 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
});
