import { type Context, Hono } from 'hono';
import {
  type SiteArticle,
  type SiteArticleList,
  type SiteArticleSummary,
  type SiteLinks,
  type SiteNode,
  type SitePage,
  type SiteSlides,
  siteMaxAgeSeconds,
  siteMaxPage,
  sitePageSize,
} from '../../../contract/site.ts';
import { slidePositionPattern } from '../../../contract/slide.ts';
import type { AppEnv } from '../../context.ts';
import { bool, date, int, runPrepared, text } from '../../db/prepared.ts';
import { indexTree } from './node-tree.ts';
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

const stateQuery = `select coalesce(cs.site_version, 0), coalesce(bc.value <> 'false'::jsonb, true)
  from brands b
  left join content_state cs on cs.brand_id = b.id
  left join brand_configs bc on bc.brand_id = b.id and bc.key = 'tech.site_api'
  where b.id = $1 and b.status = 1`;

/** The brand's site version, or null when it has no site API (no such brand, disabled, turned off). */
async function siteVersion(db: object, brandId: number): Promise<number | null> {
  const [row] = await runPrepared(db, stateQuery, [brandId], { genericPlan: true });
  if (!row || !bool(row[1])) return null;
  return int(row[0]);
}

/** Thrown while building an answer: the thing asked for is not there (or not for the public). */
class Missing extends Error {}
/** Thrown while building an answer: a parameter is malformed. */
class BadParameter extends Error {}

const isoOf = (v: unknown) => date(v).toISOString();

const nodesQuery =
  'select id, parent_id, title, slug, ordernum, display from article_nodes where brand_id = $1';

/** The brand's categories the site may show (each displayed, and every one above it), in tree order. */
async function visibleNodes(db: object, brandId: number) {
  const rows = (await runPrepared(db, nodesQuery, [brandId], { genericPlan: true })).map((r) => ({
    id: int(r[0]),
    parentId: int(r[1]),
    title: text(r[2]),
    slug: text(r[3]),
    ordernum: int(r[4]),
    display: bool(r[5]),
  }));
  const tree = indexTree(rows);
  const shown = tree.ordered.filter((r) => tree.visible(r.id));
  const node = (r: (typeof rows)[number]): SiteNode => ({
    id: r.id,
    parentId: r.parentId,
    title: r.title,
    slug: r.slug,
  });
  return { tree, shown, node };
}

const visibleArticle = `status = 'published' and display and publish_at <= now() and node_id = any($2::int[])`;
const summaryColumns = 'id, title, node_id, cover, summary, author, source, publish_at';
const pageQuery = `select ${summaryColumns} from articles where brand_id = $1 and ${visibleArticle}
  order by ordernum, publish_at desc, id desc limit $3 offset $4`;
const countQuery = `select count(*)::int from articles where brand_id = $1 and ${visibleArticle}`;
const articleQuery = `select ${summaryColumns}, content, keywords, description from articles
  where id = $3 and brand_id = $1 and ${visibleArticle}`;

function summaryOf(r: unknown[]): SiteArticleSummary {
  return {
    id: int(r[0]),
    title: text(r[1]),
    nodeId: int(r[2]),
    cover: text(r[3]),
    summary: text(r[4]),
    author: text(r[5]),
    source: text(r[6]),
    publishAt: isoOf(r[7]),
  };
}

function pageNumber(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1;
  if (!/^\d{1,6}$/.test(raw)) throw new BadParameter('page');
  const n = Number(raw);
  if (n < 1 || n > siteMaxPage) throw new BadParameter('page');
  return n;
}

async function articlesAnswer(
  db: object,
  brandId: number,
  nodeParam: string,
  page: number,
): Promise<SiteArticleList> {
  const { tree, shown, node } = await visibleNodes(db, brandId);
  let asked: SiteNode | null = null;
  let ids = shown.map((r) => r.id);
  if (nodeParam !== '') {
    const found = /^\d+$/.test(nodeParam)
      ? shown.find((r) => r.id === Number(nodeParam))
      : shown.find((r) => r.slug === nodeParam);
    if (!found) throw new Missing();
    asked = node(found);
    ids = tree.subtree(found.id).filter((id) => tree.visible(id));
  }
  const nodes = `{${ids.join(',')}}`;
  const rows = await runPrepared(db, pageQuery, [brandId, nodes, sitePageSize, (page - 1) * sitePageSize]);
  const list = rows.map(summaryOf);
  // A page that is not full ends the list: its rows tell the total without counting.
  const total =
    list.length < sitePageSize && (list.length > 0 || page === 1)
      ? (page - 1) * sitePageSize + list.length
      : int((await runPrepared(db, countQuery, [brandId, nodes], { genericPlan: true }))[0]?.[0]);
  return { list, total, page, pageSize: sitePageSize, node: asked, nodes: shown.map(node) };
}

async function articleAnswer(db: object, brandId: number, id: number): Promise<SiteArticle> {
  const { shown, node } = await visibleNodes(db, brandId);
  const [r] = await runPrepared(db, articleQuery, [brandId, `{${shown.map((n) => n.id).join(',')}}`, id], {
    genericPlan: true,
  });
  const filed = r ? shown.find((n) => n.id === int(r[2])) : undefined;
  if (!r || !filed) throw new Missing();
  return {
    ...summaryOf(r),
    node: node(filed),
    content: text(r[8]),
    keywords: text(r[9]),
    description: text(r[10]),
  };
}

const sitePageQuery =
  'select title, slug, content, updated_at from pages where brand_id = $1 and slug = $2 and display';

async function pageAnswer(db: object, brandId: number, slug: string): Promise<SitePage> {
  const [r] = await runPrepared(db, sitePageQuery, [brandId, slug], { genericPlan: true });
  if (!r) throw new Missing();
  return { title: text(r[0]), slug: text(r[1]), content: text(r[2]), updatedAt: isoOf(r[3]) };
}

const slidesQuery = `select id, title, image, url, position from slides
  where brand_id = $1 and display and ($2::text = '' or position = $2) order by ordernum, id`;

async function slidesAnswer(db: object, brandId: number, position: string): Promise<SiteSlides> {
  const rows = await runPrepared(db, slidesQuery, [brandId, position], { genericPlan: true });
  return {
    list: rows.map((r) => ({
      id: int(r[0]),
      title: text(r[1]),
      image: text(r[2]),
      url: text(r[3]),
      position: text(r[4]),
    })),
  };
}

const linksQuery =
  'select id, title, url, logo, node_id from friendlinks where brand_id = $1 and display order by ordernum, id';
const linkNodesQuery = 'select id, title from friendlink_nodes where brand_id = $1 order by ordernum, id';

async function linksAnswer(db: object, brandId: number): Promise<SiteLinks> {
  const [rows, nodeRows] = await Promise.all([
    runPrepared(db, linksQuery, [brandId], { genericPlan: true }),
    runPrepared(db, linkNodesQuery, [brandId], { genericPlan: true }),
  ]);
  const list = rows.map((r) => ({
    id: int(r[0]),
    title: text(r[1]),
    url: text(r[2]),
    logo: text(r[3]),
    nodeId: int(r[4]),
  }));
  const used = new Set(list.map((l) => l.nodeId));
  return {
    nodes: nodeRows.map((r) => ({ id: int(r[0]), title: text(r[1]) })).filter((n) => used.has(n.id)),
    list,
  };
}

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
