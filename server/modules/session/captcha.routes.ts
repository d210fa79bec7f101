import { and, eq, gt, lt } from 'drizzle-orm';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { authPaths } from '../../../contract/auth.ts';
import { captchaAnswer, captchaCookie, captchaSvg } from '../../auth/captcha.ts';
import { captchaWav } from '../../auth/captcha-audio.ts';
import { hashToken, newToken } from '../../auth/token.ts';
import type { AppEnv } from '../../context.ts';
import { captchas } from '../../db/schema.ts';

export const captchaLifetimeMs = 5 * 60_000;

/** `GET /verifycode.html`: an SVG captcha; its answer is stored in the database under an HttpOnly cookie. */
export const captchaRoutes = new Hono<AppEnv>()
  .get(authPaths.verifyCode, async (c) => {
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
  })
  /**
   * `GET /verifycode/audio.html?lang=en`: the current captcha (the cookie's) spoken, as a WAV. It does
   * not use the answer up, so it can be played again; a missing or expired captcha is HTTP 404.
   * `lang` because a media element sends the browser's Accept-Language, not the console's.
   */
  .get(authPaths.verifyCodeAudio, async (c) => {
    const key = getCookie(c, captchaCookie);
    const [stored] = key
      ? await c.var.deps.db
          .select({ answer: captchas.answer })
          .from(captchas)
          .where(and(eq(captchas.keyHash, hashToken(key)), gt(captchas.expiresAt, new Date())))
      : [];
    c.header('Cache-Control', 'no-store');
    if (!stored) {
      c.set('resultCode', 404);
      return c.json({ code: 404, message: 'Not Found', data: null }, 404);
    }
    c.set('resultCode', 0);
    const locale = c.req.query('lang') === 'en' ? 'en' : c.req.query('lang') ? 'zh-CN' : c.var.locale;
    return c.body(new Uint8Array(captchaWav(stored.answer, locale)), 200, { 'Content-Type': 'audio/wav' });
  });
