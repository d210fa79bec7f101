import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { authPaths } from '../../../contract/auth.ts';
import { captchaCookie } from '../../auth/captcha.ts';
import { captchaWav } from '../../auth/captcha-audio.ts';
import type { AppEnv } from '../../context.ts';
import { captchaAnswerOf, captchaLifetimeMs, newCaptcha } from './captcha.service.ts';

/** `GET /verifycode.html`: an SVG captcha; its answer is stored in the database under an HttpOnly cookie. */
export const captchaRoutes = new Hono<AppEnv>()
  .get(authPaths.verifyCode, async (c) => {
    const { key, svg } = await newCaptcha(c.var.deps);
    setCookie(c, captchaCookie, key, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: captchaLifetimeMs / 1000,
      secure: c.var.client.https,
    });
    c.set('resultCode', 0);
    c.header('Cache-Control', 'no-store');
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
  })
  /**
   * `GET /verifycode/audio.html?lang=en`: the current captcha (the cookie's) spoken, as a WAV. It does
   * not use the answer up, so it can be played again; a missing or expired captcha is HTTP 404.
   * `lang` because a media element sends the browser's Accept-Language, not the console's.
   */
  .get(authPaths.verifyCodeAudio, async (c) => {
    const answer = await captchaAnswerOf(c.var.deps, getCookie(c, captchaCookie));
    c.header('Cache-Control', 'no-store');
    if (answer === null) {
      c.set('resultCode', 404);
      return c.json({ code: 404, message: 'Not Found', data: null }, 404);
    }
    c.set('resultCode', 0);
    const locale = c.req.query('lang') === 'en' ? 'en' : c.req.query('lang') ? 'zh-CN' : c.var.locale;
    return c.body(new Uint8Array(captchaWav(answer, locale)), 200, { 'Content-Type': 'audio/wav' });
  });
