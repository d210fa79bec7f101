import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './context.ts';

/** Paths that answer the console's HTML page: only these get a style nonce (see consolePage). */
export const consolePagePaths = new Set(['/', '/index.html']);

export interface SecurityHeaderOptions {
  /** The API's origin when the console served here calls an API hosted elsewhere (`https://api.x`). */
  apiOrigin?: string | undefined;
  /** Where uploaded files are answered from when that is not this origin (an S3 bucket or its CDN). */
  uploadsOrigin?: string | undefined;
}

/**
 * Headers a route may set for itself, kept over the defaults: an uploaded SVG or HTML file is served
 * with a sandboxing CSP, and uploads with `Cross-Origin-Resource-Policy: cross-origin`, since logos
 * and images appear on the brand's own pages.
 */
const routeOwned = ['Content-Security-Policy', 'Cross-Origin-Resource-Policy'] as const;

/** One year, as HSTS preload lists ask; sent only on answers that travelled over TLS. */
const hsts = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer, API and console alike (docs/decisions/security.md). The policy allows only
 * this origin's scripts (no inline script, no eval); styles from this origin plus, on the console page,
 * the `<style>` elements React Aria injects, which carry the page's nonce (it reads it from
 * `<meta property="csp-nonce">`). Style attributes need nothing: React sets them through the CSSOM,
 * which CSP does not govern. Images and sounds from this origin, `data:` and `blob:`; the API origin
 * is added to what the page may fetch, show and play when the console calls an API hosted apart, and
 * the uploads' bucket to what it may show and play when files live in S3.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}) {
  const api = options.apiOrigin ? [options.apiOrigin] : [];
  const uploads = options.uploadsOrigin ? [options.uploadsOrigin] : [];
  const styleNonce = (c: Context, directive: string) =>
    consolePagePaths.has(c.req.path) ? NONCE(c, directive) : '';
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", styleNonce],
      imgSrc: ["'self'", 'data:', 'blob:', ...api, ...uploads],
      mediaSrc: ["'self'", 'data:', 'blob:', ...api, ...uploads],
      connectSrc: ["'self'", ...api],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'same-origin',
    // Same site, not same origin: a console on another port of this host shows the captcha image.
    crossOriginResourcePolicy: 'same-site',
    strictTransportSecurity: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
  // Every answer but the console page gets the same headers (the nonce is the page's alone): worked
  // out once by the middleware itself, then copied, rather than rebuilt per call (a tenth of a list
  // call's CPU went to rebuilding the same policy string).
  let fixed: Promise<[string, string][]> | undefined;
  const fixedHeaders = () => {
    fixed ??= (async () => {
      const probe = new Hono().use(headers).get('*', (c) => c.body(null, 204));
      const res = await probe.request('http://localhost/probe');
      return [...res.headers].filter(([name]) => name !== 'content-type');
    })();
    return fixed;
  };
  const owned = new Set<string>(routeOwned.map((name) => name.toLowerCase()));
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!consolePagePaths.has(c.req.path)) {
      const list = await fixedHeaders();
      await next();
      for (const [name, value] of list)
        if (!(owned.has(name) && c.res.headers.has(name))) c.res.headers.set(name, value);
      if (c.get('client')?.https) c.res.headers.set('Strict-Transport-Security', hsts);
      return;
    }
    let own: [string, string][] = [];
    await headers(c, async () => {
      await next();
      own = routeOwned.flatMap((name) => {
        const value = c.res.headers.get(name);
        return value === null ? [] : [[name, value] as [string, string]];
      });
    });
    for (const [name, value] of own) c.res.headers.set(name, value);
    if (c.get('client')?.https) c.res.headers.set('Strict-Transport-Security', hsts);
  });
}

/** The nonce of this answer's style-src, for the console page to hand to React Aria. */
export function styleNonceOf(c: Context): string {
  const nonce = c.get('secureHeadersNonce');
  return typeof nonce === 'string' ? nonce : '';
}
