import { type Context, Hono } from 'hono';
import { siteMaxAgeSeconds } from '../../../contract/site.ts';
import { slidePositionPattern } from '../../../contract/slide.ts';
import type { AppEnv } from '../../context.ts';
import {
  articleAnswer,
  articlesAnswer,
  BadParameter,
  linksAnswer,
  Missing,
  pageAnswer,
  pageNumber,
  siteVersion,
  slidesAnswer,
} from './site.service.ts';
import { etagOf, type SiteAnswer } from './site-cache.ts';

/**
 * `/site/<brandId>/*`: the brand's published content for its own site, read-only, without a session
 * (contract/site.ts). Mounted ahead of the console's middleware (server/app.ts): no session, XSRF
 * cookie, credentialed CORS or console CSP applies here, and these answers carry headers of their
 * own: any origin may GET them (no credentials), they are JSON that no browser sniffs or frames.
 *
 * Only published and displayed rows whose time has come, in displayed categories, of the brand in
 * the path, while its site API is on. Each request reads the brand's site version (one prepared
 * query); an answer built at that version is served from the process's cache, and `If-None-Match`
 * with its ETag gets 304.
 */

/** The site API's own headers, on every answer (success, 304, error alike). */
function siteHeaders(c: Context<AppEnv>): void {
  c.header('Access-Control-Allow-Origin', '*');
  c.header('Access-Control-Expose-Headers', 'ETag');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  c.header('X-Frame-Options', 'DENY');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cross-Origin-Resource-Policy', 'cross-origin');
}

const allowed = 'GET, HEAD, OPTIONS';

function failure(c: Context<AppEnv>, status: 400 | 404 | 405 | 500, message: string) {
  c.set('resultCode', status);
  c.header('Cache-Control', 'no-store');
  return c.json({ code: status, message, data: null }, status);
}

const notFound = (c: Context<AppEnv>) => failure(c, 404, 'Not Found');

/**
 * Answers one read: the cached answer of this version, or one built now; 304 when the caller holds
 * its ETag. `key` names the answer within the brand (its route and parameters, normalised).
 */
async function answer(
  c: Context<AppEnv>,
  key: string,
  build: (db: object, brandId: number) => Promise<unknown>,
) {
  const brandId = brandOf(c.req.param('brandId') ?? '');
  if (brandId === null) return notFound(c);
  const { db, siteCache, logError } = c.var.deps;
  try {
    const version = await siteVersion(db, brandId);
    if (version === null) return notFound(c);
    const cacheKey = `${brandId}:${key}`;
    let found: SiteAnswer | undefined = siteCache.get(cacheKey, version);
    if (!found) {
      const data = await build(db, brandId);
      const body = JSON.stringify({ code: 0, message: 'ok', data });
      found = { body, etag: etagOf(body) };
      siteCache.set(cacheKey, brandId, version, found);
    }
    c.header('ETag', found.etag);
    c.header('Cache-Control', `public, max-age=${siteMaxAgeSeconds}`);
    c.set('resultCode', 0);
    if (matches(c.req.header('if-none-match'), found.etag)) return c.body(null, 304);
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.body(found.body, 200);
  } catch (error) {
    if (error instanceof Missing) return notFound(c);
    if (error instanceof BadParameter) return failure(c, 400, `Bad Request: ${error.message}`);
    logError(error, `${c.req.method} ${c.req.path}`);
    return failure(c, 500, 'Internal Server Error');
  }
}

/** `If-None-Match: "a", W/"b"` or `*`: whether it names this ETag (weakly, as RFC 9110 compares for GET). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

function brandOf(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= 2_147_483_647 ? n : null;
}

/** `12.json` → 12; anything else → null. */
function jsonId(file: string): number | null {
  const m = /^([1-9]\d{0,9})\.json$/.exec(file);
  return m && Number(m[1]) <= 2_147_483_647 ? Number(m[1]) : null;
}

export const siteRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    siteHeaders(c);
    await next();
  })
  // The preflight of a cross-origin GET that sends If-None-Match (not a CORS-safelisted header).
  .options('*', (c) => {
    c.header('Access-Control-Allow-Methods', allowed);
    c.header('Access-Control-Allow-Headers', 'If-None-Match');
    c.header('Access-Control-Max-Age', '86400');
    c.set('resultCode', 204);
    return c.body(null, 204);
  })
  .get('/:brandId/articles.json', (c) => {
    const node = (c.req.query('node') ?? '').trim();
    try {
      const page = pageNumber(c.req.query('page'));
      if (node.length > 60) return notFound(c);
      return answer(c, `articles:${node}:${page}`, (db, brandId) => articlesAnswer(db, brandId, node, page));
    } catch (error) {
      if (error instanceof BadParameter) return failure(c, 400, `Bad Request: ${error.message}`);
      throw error;
    }
  })
  .get('/:brandId/article/:file', (c) => {
    const id = jsonId(c.req.param('file'));
    if (id === null) return notFound(c);
    return answer(c, `article:${id}`, (db, brandId) => articleAnswer(db, brandId, id));
  })
  .get('/:brandId/page/:file', (c) => {
    const m = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.json$/.exec(c.req.param('file'));
    if (!m?.[1] || m[1].length > 60) return notFound(c);
    const slug = m[1];
    return answer(c, `page:${slug}`, (db, brandId) => pageAnswer(db, brandId, slug));
  })
  .get('/:brandId/slides.json', (c) => {
    const position = (c.req.query('position') ?? '').trim();
    if (position !== '' && !slidePositionPattern.test(position))
      return failure(c, 400, 'Bad Request: position');
    return answer(c, `slides:${position}`, (db, brandId) => slidesAnswer(db, brandId, position));
  })
  .get('/:brandId/links.json', (c) => answer(c, 'links', linksAnswer))
  // Read-only: every other method is refused; every other path is not here.
  .all('*', (c) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return notFound(c);
    c.header('Allow', allowed);
    return failure(c, 405, 'Method Not Allowed');
  });
