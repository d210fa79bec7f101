import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  SiteArticle,
  SiteArticleList,
  SiteLinks,
  SitePage,
  SiteSlides,
} from '../../../contract/site.ts';
import type { UploadedItem } from '../../../contract/upload.ts';
import { type CallOptions, createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { png } from '../../../tests/support/upload-fixtures.ts';
import { brands } from '../../db/core.tables.ts';

// The read API never shows a draft, a hidden row, a future article or another brand's
// content; ETag, 304, Cache-Control; CORS open for GET only, the console API's rules untouched.
const consoleOrigin = 'https://console.example';
let api: TestApi;
let owner: string;
let second: string;
const ids: Record<string, number> = {};
let image: UploadedItem;

function call<T>(path: string, body: unknown = {}, options: CallOptions = {}) {
  return api.call<T>(path, { token: owner, brandId: demo.brand, lang: 'en', body, ...options });
}
async function add(path: string, body: Record<string, unknown>, options: CallOptions = {}): Promise<number> {
  const a = await call<{ id: number }>(path, body, options);
  if (a.code !== 0) throw new Error(`${path}: ${a.message}`);
  return a.data.id;
}

/** A GET of the read API as a browser or a CDN makes it: no session, no brand header. */
async function site(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const res = await api.app.request(path, { method, headers });
  const raw = await res.text();
  return { status: res.status, headers: res.headers, raw, json: raw ? JSON.parse(raw) : null };
}
const data = async <T>(path: string) => {
  const a = await site(path);
  expect(a.status, `${path}: ${a.raw}`).toBe(200);
  return a.json.data as T;
};

beforeAll(async () => {
  api = await createTestApi({ allowedOrigins: [consoleOrigin] });
  owner = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
  second = await api.loginTo(demo.admin.user, demo.admin.password, demo.secondBrand);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await png(30, 20, '#336699'))]), 'slide.png');
  const res = await api.app.request('/brand/upload/file.html', {
    method: 'POST',
    headers: { Authorization: `Bearer ${owner}`, BrandId: String(demo.brand) },
    body: form,
  });
  image = ((await res.json()) as { data: UploadedItem }).data;

  ids.news = await add('/api/article/node_add.html', { title: '新闻', slug: 'news' });
  ids.company = await add('/api/article/node_add.html', { title: '公司动态', parentId: ids.news });
  ids.hiddenNode = await add('/api/article/node_add.html', {
    title: '内部',
    slug: 'internal',
    display: false,
  });
  ids.underHidden = await add('/api/article/node_add.html', { title: '内部子类', parentId: ids.hiddenNode });
  const article = (title: string, nodeId: number, extra: Record<string, unknown> = {}) =>
    add('/api/article/add.html', { title, nodeId, status: 'published', ...extra });
  ids.published = await article('Published', ids.company, { cover: image.fileurl, content: '<p>Hello</p>' });
  ids.older = await article('Older', ids.news, { publishAt: '2026-01-02T03:04:05Z' });
  ids.draft = await article('Draft', ids.news, { status: 'draft' });
  ids.future = await article('Future', ids.news, {
    publishAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  ids.hidden = await article('Hidden', ids.news, { display: false });
  ids.inHiddenNode = await article('In a hidden category', ids.underHidden);
  ids.about = await add('/api/page/add.html', { title: 'About', slug: 'about', content: '<p>Us</p>' });
  ids.secret = await add('/api/page/add.html', { title: 'Secret', slug: 'secret', display: false });
  ids.slide = await add('/api/slide/add.html', {
    title: 'Spring',
    image: image.fileurl,
    url: 'https://a.example',
  });
  ids.hiddenSlide = await add('/api/slide/add.html', { title: 'Off', image: image.fileurl, display: false });
  ids.aboutSlide = await add('/api/slide/add.html', {
    title: 'Team',
    image: image.fileurl,
    position: 'about',
  });
  ids.linkNode = await add('/api/friendlink/node_update.html', { title: 'Partners' });
  ids.link = await add('/api/friendlink/add.html', {
    title: 'Tea',
    url: 'https://tea.example',
    nodeId: ids.linkNode,
  });
  ids.hiddenLink = await add('/api/friendlink/add.html', {
    title: 'Off',
    url: 'https://off.example',
    display: false,
  });
  // Second Brand's content, which Demo Brand's site must never show.
  const theirs: CallOptions = { token: second, brandId: demo.secondBrand };
  const theirNode = await add('/api/article/node_add.html', { title: 'Theirs', slug: 'theirs' }, theirs);
  ids.theirArticle = await add(
    '/api/article/add.html',
    { title: 'Their article', nodeId: theirNode, status: 'published' },
    theirs,
  );
  await add('/api/page/add.html', { title: 'Their page', slug: 'theirs' }, theirs);
  await add('/api/friendlink/add.html', { title: 'Their link', url: 'https://theirs.example' }, theirs);
});
afterAll(() => api.close());

const b = demo.brand;

describe('what the site may read', () => {
  it('lists published, displayed articles in displayed categories only, with the visible categories', async () => {
    const list = await data<SiteArticleList>(`/site/${b}/articles.json`);
    expect(list.list.map((a) => a.title)).toEqual(['Published', 'Older']);
    expect(list).toMatchObject({ total: 2, page: 1, pageSize: 20, node: null });
    expect(list.nodes.map((n) => n.title)).toEqual(['新闻', '公司动态']);
    expect(list.list[0]).toMatchObject({ id: ids.published, nodeId: ids.company, cover: image.fileurl });
    expect(list.list[1]?.publishAt).toBe('2026-01-02T03:04:05.000Z');
    expect(JSON.stringify(list)).not.toMatch(/Draft|Future|Hidden|hidden category|Their|内部/);
  });

  it('takes a category by id or slug, with those under it', async () => {
    const bySlug = await data<SiteArticleList>(`/site/${b}/articles.json?node=news`);
    expect(bySlug.list.map((a) => a.title)).toEqual(['Published', 'Older']);
    expect(bySlug.node).toMatchObject({ id: ids.news, slug: 'news' });
    const byId = await data<SiteArticleList>(`/site/${b}/articles.json?node=${ids.company}`);
    expect(byId.list.map((a) => a.title)).toEqual(['Published']);
    for (const node of ['internal', String(ids.hiddenNode), String(ids.underHidden), 'theirs', 'nope'])
      expect((await site(`/site/${b}/articles.json?node=${node}`)).status).toBe(404);
    expect((await data<SiteArticleList>(`/site/${b}/articles.json?page=2`)).list).toEqual([]);
    for (const page of ['0', 'x', '501', '1.5']) {
      const a = await site(`/site/${b}/articles.json?page=${page}`);
      expect([page, a.status, a.json.message]).toEqual([page, 400, 'Bad Request: page']);
    }
  });

  it('answers one published article with its content, and 404 for a draft, a hidden, a future one or another brand', async () => {
    const one = await data<SiteArticle>(`/site/${b}/article/${ids.published}.json`);
    expect(one).toMatchObject({ title: 'Published', content: '<p>Hello</p>', node: { id: ids.company } });
    for (const id of [ids.draft, ids.future, ids.hidden, ids.inHiddenNode, ids.theirArticle, 999_999]) {
      const a = await site(`/site/${b}/article/${id}.json`);
      expect([id, a.status, a.json]).toEqual([id, 404, { code: 404, message: 'Not Found', data: null }]);
    }
    expect((await site(`/site/${demo.secondBrand}/article/${ids.theirArticle}.json`)).status).toBe(200);
    expect((await site(`/site/${b}/article/abc.json`)).status).toBe(404);
  });

  it('answers a displayed page by slug, and displayed slides and links in order', async () => {
    expect(await data<SitePage>(`/site/${b}/page/about.json`)).toMatchObject({
      title: 'About',
      content: '<p>Us</p>',
    });
    for (const slug of ['secret', 'theirs', 'nope', '..%2Fabout'])
      expect((await site(`/site/${b}/page/${slug}.json`)).status).toBe(404);
    const slides = await data<SiteSlides>(`/site/${b}/slides.json`);
    expect(slides.list.map((s) => [s.title, s.position])).toEqual([
      ['Spring', 'home'],
      ['Team', 'about'],
    ]);
    expect(
      (await data<SiteSlides>(`/site/${b}/slides.json?position=about`)).list.map((s) => s.title),
    ).toEqual(['Team']);
    expect((await site(`/site/${b}/slides.json?position=Bad Pos`)).status).toBe(400);
    const links = await data<SiteLinks>(`/site/${b}/links.json`);
    expect(links).toEqual({
      nodes: [{ id: ids.linkNode, title: 'Partners' }],
      list: [{ id: ids.link, title: 'Tea', url: 'https://tea.example', logo: '', nodeId: ids.linkNode }],
    });
  });

  it('answers 404 for a brand that does not exist, is disabled, or turned its site API off', async () => {
    for (const brand of ['999', '0', 'abc', '99999999999'])
      expect((await site(`/site/${brand}/articles.json`)).status).toBe(404);
    const off = await call('/brand/config/update.html', { cfg_tech_site_api: false });
    expect(off.code, off.message).toBe(0);
    expect(
      (await call<{ cfg_tech_site_api: boolean }>('/brand/config/tech.html')).data.cfg_tech_site_api,
    ).toBe(false);
    for (const path of [
      'articles.json',
      `article/${ids.published}.json`,
      'page/about.json',
      'slides.json',
      'links.json',
    ])
      expect([path, (await site(`/site/${b}/${path}`)).status]).toEqual([path, 404]);
    // Another brand's site is not affected.
    expect((await site(`/site/${demo.secondBrand}/links.json`)).status).toBe(200);
    await call('/brand/config/update.html', { cfg_tech_site_api: true });
    expect((await site(`/site/${b}/links.json`)).status).toBe(200);
    await api.database.db.update(brands).set({ status: 0 }).where(eq(brands.id, demo.secondBrand));
    expect((await site(`/site/${demo.secondBrand}/links.json`)).status).toBe(404);
    await api.database.db.update(brands).set({ status: 1 }).where(eq(brands.id, demo.secondBrand));
  });
});

describe('caching', () => {
  it('answers 304 to If-None-Match until the content changes, with Cache-Control', async () => {
    const path = `/site/${b}/articles.json?node=news`;
    const first = await site(path);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    const again = await site(path, { 'If-None-Match': etag });
    expect([again.status, again.raw, again.headers.get('etag')]).toEqual([304, '', etag]);
    expect((await site(path, { 'If-None-Match': `"other", W/${etag}` })).status).toBe(304);
    expect((await site(path, { 'If-None-Match': '"other"' })).status).toBe(200);
    // The same content answered again (from the cache) has the same ETag.
    expect((await site(path)).headers.get('etag')).toBe(etag);
    await call('/api/article/update.html', { id: ids.older, title: 'Older, renamed' });
    const changed = await site(path, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.json.data.list[1].title).toBe('Older, renamed');
  });

  it('shows a scheduled article only once it is published, and a hidden one goes at once', async () => {
    const path = `/site/${b}/articles.json`;
    const before = (await data<SiteArticleList>(path)).list.map((a) => a.id);
    expect(before).not.toContain(ids.future);
    await api.database.db.execute(
      sql`update articles set status = 'published', publish_job = null where id = ${ids.future}`,
    );
    // Published by a tool with its time still to come: the site still waits for the time.
    expect((await data<SiteArticleList>(path)).list.map((a) => a.id)).not.toContain(ids.future);
    await api.database.db.execute(sql`update articles set publish_at = now() where id = ${ids.future}`);
    expect((await data<SiteArticleList>(path)).list.map((a) => a.id)).toContain(ids.future);
    await call('/api/article/node_status.html', { id: ids.news, display: false });
    expect((await data<SiteArticleList>(path)).list).toEqual([]);
    await call('/api/article/node_status.html', { id: ids.news, display: true });
  });

  it('answers HEAD like GET without a body', async () => {
    const head = await site(`/site/${b}/links.json`, {}, 'HEAD');
    expect([head.status, head.raw]).toEqual([200, '']);
    expect(head.headers.get('etag')).toMatch(/^"/);
  });
});

describe('headers and the console API around it', () => {
  it('is JSON that is not sniffed or framed, open to every origin for GET, without cookies', async () => {
    const a = await site(`/site/${b}/links.json`, {
      Origin: 'https://brand-site.example',
      Cookie: 'XSRF-TOKEN=x',
    });
    expect(a.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    expect(a.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(a.headers.get('access-control-allow-origin')).toBe('*');
    expect(a.headers.get('access-control-allow-credentials')).toBeNull();
    expect(a.headers.get('access-control-expose-headers')).toBe('ETag');
    expect(a.headers.get('set-cookie')).toBeNull();
    const missing = await site(`/site/${b}/nothing.json`);
    expect([
      missing.status,
      missing.headers.get('cache-control'),
      missing.headers.get('access-control-allow-origin'),
    ]).toEqual([404, 'no-store', '*']);
    expect(missing.headers.get('set-cookie')).toBeNull();
  });

  it('allows the preflight of a GET with If-None-Match, refuses every other method', async () => {
    const preflight = await site(
      `/site/${b}/articles.json`,
      {
        Origin: 'https://brand-site.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'if-none-match',
      },
      'OPTIONS',
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('If-None-Match');
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const a = await site(`/site/${b}/articles.json`, { 'Content-Type': 'application/json' }, method);
      expect([method, a.status, a.headers.get('allow')]).toEqual([method, 405, 'GET, HEAD, OPTIONS']);
    }
  });

  it("leaves the console API's CORS and XSRF rules as they were", async () => {
    // Only the console's own origin, with credentials; another origin gets no CORS headers at all.
    const mine = await site(
      '/api/article/list.html',
      { Origin: consoleOrigin, 'Access-Control-Request-Method': 'POST' },
      'OPTIONS',
    );
    expect(mine.headers.get('access-control-allow-origin')).toBe(consoleOrigin);
    expect(mine.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await site(
      '/api/article/list.html',
      { Origin: 'https://brand-site.example', 'Access-Control-Request-Method': 'POST' },
      'OPTIONS',
    );
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    // A cookie-carrying write without the XSRF header is still refused, and the console still gets
    // its XSRF cookie and its own CSP.
    const forged = await api.call('/api/page/add.html', {
      token: owner,
      brandId: demo.brand,
      headers: { Cookie: 'XSRF-TOKEN=abc' },
      body: { title: 'Forged' },
    });
    expect(forged.code).toBe(403);
    const consoleAnswer = await api.call('/api/page/list.html', {
      token: owner,
      brandId: demo.brand,
      body: {},
    });
    expect(consoleAnswer.headers.get('set-cookie')).toMatch(/XSRF-TOKEN=/);
    expect(consoleAnswer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(consoleAnswer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
