import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ArticleDetail,
  ArticleListResult,
  ArticleNodeMenuItem,
  ArticleNodeTree,
} from '../../../contract/article.ts';
import type { InvalidInput } from '../../../contract/errors.ts';
import type { FriendLinkItem, FriendLinkListResult, FriendLinkNode } from '../../../contract/friend-link.ts';
import type { PageDetail, PageListResult } from '../../../contract/page.ts';
import type { RuleNode } from '../../../contract/role.ts';
import type { SlideItem, SlideListResult } from '../../../contract/slide.ts';
import type { UploadedItem } from '../../../contract/upload.ts';
import { type CallOptions, createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { pdf, png } from '../../../tests/support/upload-fixtures.ts';
import { changes } from '../../db/core.tables.ts';
import { rowsOf } from '../../kit/db.ts';
import { articles } from './platform.tables.ts';
import { publishHandler } from './publish-job.ts';

// Every content call × success, bad input, no permission, another brand's id.
let api: TestApi;
let owner: string;
let second: string;
let operator: string;
/** Images of Demo Brand's library, one of Second Brand's, and a PDF (a file that is not an image). */
let mine: UploadedItem;
let mineToo: UploadedItem;
let theirs: UploadedItem;
let document: UploadedItem;

async function upload(token: string, brandId: number, name: string, body: Buffer): Promise<UploadedItem> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)]), name);
  const res = await api.app.request('/brand/upload/file.html', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, BrandId: String(brandId) },
    body: form,
  });
  const answer = (await res.json()) as { code: number; message: string; data: UploadedItem };
  if (answer.code !== 0) throw new Error(answer.message);
  return answer.data;
}

beforeAll(async () => {
  api = await createTestApi({ jobs: { pollingIntervalSeconds: 0.5 } });
  owner = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
  second = await api.loginTo(demo.admin.user, demo.admin.password, demo.secondBrand);
  operator = await api.loginTo(demo.operator.user, demo.operator.password, demo.brand);
  mine = await upload(owner, demo.brand, 'cover.png', await png(40, 30, '#aa3300'));
  mineToo = await upload(owner, demo.brand, 'slide.png', await png(60, 30, '#0033aa'));
  theirs = await upload(second, demo.secondBrand, 'theirs.png', await png(40, 30, '#00aa00'));
  document = await upload(owner, demo.brand, 'terms.pdf', pdf());
});
afterAll(() => api.close());

/** Calls as Demo Brand's owner in English, unless told otherwise. */
function call<T>(path: string, body: unknown = {}, options: CallOptions = {}) {
  return api.call<T>(path, { token: owner, brandId: demo.brand, lang: 'en', body, ...options });
}
const get = <T>(path: string, options: CallOptions = {}) =>
  call<T>(path, undefined, { method: 'GET', ...options });
/** Second Brand's owner (read when called: the token is made in beforeAll). */
const asSecond = (): CallOptions => ({ token: second, brandId: demo.secondBrand });

/** The fields a refusal marks, with their messages. */
function fieldsOf(answer: { data: unknown }): Record<string, string> {
  const data = answer.data as InvalidInput | null;
  return Object.fromEntries((data?.fields ?? []).map((f) => [f.field, f.message]));
}

async function addNode(
  title: string,
  parentId = 0,
  extra: Record<string, unknown> = {},
  options: CallOptions = {},
) {
  const a = await call<{ id: number }>('/api/article/node_add.html', { title, parentId, ...extra }, options);
  expect(a.code, a.message).toBe(0);
  return a.data.id;
}

async function addArticle(body: Record<string, unknown>, options: CallOptions = {}) {
  const a = await call<{ id: number }>('/api/article/add.html', body, options);
  expect(a.code, a.message).toBe(0);
  return a.data.id;
}

const platformCalls = [
  '/api/article/node_list.html',
  '/api/article/node_menu.html',
  '/api/article/node_detail.html',
  '/api/article/node_add.html',
  '/api/article/node_update.html',
  '/api/article/node_status.html',
  '/api/article/list.html',
  '/api/article/detail.html',
  '/api/article/add.html',
  '/api/article/update.html',
  '/api/article/status.html',
  '/api/article/order.html',
  '/api/article/node.html',
  '/api/page/list.html',
  '/api/page/detail.html',
  '/api/page/add.html',
  '/api/page/update.html',
  '/api/page/status.html',
  '/api/slide/list.html',
  '/api/slide/detail.html',
  '/api/slide/add.html',
  '/api/slide/update.html',
  '/api/friendlink/list.html',
  '/api/friendlink/detail.html',
  '/api/friendlink/add.html',
  '/api/friendlink/update.html',
  '/api/friendlink/order.html',
  '/api/friendlink/status.html',
  '/api/friendlink/node_list.html',
  '/api/friendlink/node_update.html',
];
const deleteCalls = [
  '/api/article/node_del.html',
  '/api/article/del.html',
  '/api/page/del.html',
  '/api/slide/del.html',
  '/api/friendlink/del.html',
  '/api/friendlink/node_del.html',
];

describe('permissions', () => {
  it('refuses every content call to a role without the platform rules (operator: CRM only)', async () => {
    for (const path of platformCalls) {
      const a = await call(path, { id: 1 }, { token: operator });
      expect([path, a.code, a.message]).toEqual([path, 403, 'You do not have permission to do this']);
    }
    for (const path of deleteCalls) {
      const a = await get(`${path}?id=1`, { token: operator });
      expect([path, a.code]).toEqual([path, 403]);
    }
  });
});

/** A member of Demo Brand whose role holds every rule but `without`; their token. */
async function memberWithout(userName: string, without: string[]): Promise<string> {
  const tree = await call<RuleNode[]>('/brand/role/rules.html');
  const ids: number[] = [];
  const walk = (nodes: RuleNode[]) => {
    for (const n of nodes) {
      if (!without.includes(`${n.controller}/${n.action}`)) ids.push(n.id);
      walk(n.childList);
    }
  };
  walk(tree.data);
  const role = await call<{ id: number }>('/brand/role/add.html', { title: `${userName} role`, rules: ids });
  expect(role.code, role.message).toBe(0);
  const added = await call('/brand/adminuser/add.html', {
    userName,
    password: 'secret-123',
    confirmPassword: 'secret-123',
    roleId: role.data.id,
  });
  expect(added.code, added.message).toBe(0);
  return api.loginTo(userName, 'secret-123', demo.brand);
}

describe('publishing needs the publish right (发布或撤回文章), on add and update too', () => {
  const refusal =
    'Your role may not publish or unpublish articles: it cannot publish, schedule or take back an article, only save drafts or keep an article as published or scheduled as it was';
  let writer: CallOptions;
  let publisher: CallOptions;
  let node = 0;
  const detail = async (id: number) => (await call<ArticleDetail>('/api/article/detail.html', { id })).data;
  const onSite = async (id: number) => {
    const res = await api.app.request(`/site/${demo.brand}/articles.json?node=${node}`);
    return ((await res.json()) as { data: { list: { id: number }[] } }).data.list.some((a) => a.id === id);
  };

  beforeAll(async () => {
    writer = { token: await memberWithout('writer', ['api/article/status']) };
    publisher = { token: await memberWithout('publisher', []) };
    node = await addNode('投稿');
  });

  it('without it a member writes drafts and is refused publishing or scheduling; with it, allowed', async () => {
    const draft = await addArticle({ title: 'Draft by a writer', nodeId: node }, writer);
    expect(await detail(draft)).toMatchObject({ status: 'draft', publishAt: null });
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    for (const extra of [{ status: 'published' }, { status: 'published', publishAt: inAnHour }]) {
      const a = await call(
        '/api/article/add.html',
        { title: 'Not by a writer', nodeId: node, ...extra },
        writer,
      );
      expect([a.code, a.message]).toEqual([403, refusal]);
    }
    const zh = await call(
      '/api/article/add.html',
      { title: 'x', nodeId: node, status: 'published' },
      { ...writer, lang: 'zh-CN' },
    );
    expect(zh.message).toBe(
      '你的角色没有“发布或撤回文章”权限：不能发布、定时发布或撤回文章，只能保存草稿，或保持文章原来的发布状态',
    );
    const list = await call<ArticleListResult>('/api/article/list.html', { nodeId: node, pageSize: 100 });
    expect(list.data.list.map((i) => i.title)).toEqual(['Draft by a writer']);
    // Nor does a draft's save publish it.
    const publish = await call('/api/article/update.html', { id: draft, status: 'published' }, writer);
    expect([publish.code, publish.message]).toEqual([403, refusal]);
    expect(await detail(draft)).toMatchObject({ status: 'draft', publishAt: null });
    const saved = await call(
      '/api/article/update.html',
      { id: draft, title: 'Draft, edited', status: 'draft', publishAt: null },
      writer,
    );
    expect(saved.code, saved.message).toBe(0);
    expect((await detail(draft)).title).toBe('Draft, edited');
    // A member holding it publishes, takes back and schedules from the same calls.
    const id = await addArticle({ title: 'By a publisher', nodeId: node, status: 'published' }, publisher);
    expect(await detail(id)).toMatchObject({ status: 'published' });
    expect(await onSite(id)).toBe(true);
    const back = await call('/api/article/update.html', { id, status: 'draft', publishAt: null }, publisher);
    expect(back.code, back.message).toBe(0);
    expect(await detail(id)).toMatchObject({ status: 'draft', publishAt: null });
    expect(await onSite(id)).toBe(false);
    const scheduled = await call(
      '/api/article/update.html',
      { id, status: 'published', publishAt: inAnHour },
      publisher,
    );
    expect(scheduled.code, scheduled.message).toBe(0);
    expect(await detail(id)).toMatchObject({ status: 'draft', publishAt: inAnHour });
  });

  it("edits a published or scheduled article's text and keeps its publishing; refused taking it back or moving it", async () => {
    const live = await addArticle({ title: 'Live', nodeId: node, status: 'published' });
    const { publishAt } = await detail(live);
    // As the editor saves a published article: every field, and published without a time.
    const edited = await call(
      '/api/article/update.html',
      { id: live, title: 'Live, edited', nodeId: node, content: '<p>new</p>', status: 'published' },
      writer,
    );
    expect(edited.code, edited.message).toBe(0);
    expect(await detail(live)).toMatchObject({ title: 'Live, edited', status: 'published', publishAt });
    for (const body of [
      { id: live, status: 'draft', publishAt: null },
      { id: live, status: 'published', publishAt: '2026-01-02T03:04:05Z' },
      { id: live, publishAt: new Date(Date.now() + 3_600_000).toISOString() },
    ]) {
      const a = await call('/api/article/update.html', body, writer);
      expect([JSON.stringify(body), a.code, a.message]).toEqual([JSON.stringify(body), 403, refusal]);
    }
    expect(await detail(live)).toMatchObject({ status: 'published', publishAt });
    expect(await onSite(live)).toBe(true);

    const inAnHour = new Date(Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000).toISOString();
    const later = await addArticle({
      title: 'Later',
      nodeId: node,
      status: 'published',
      publishAt: inAnHour,
    });
    const kept = await call(
      '/api/article/update.html',
      { id: later, title: 'Later, edited', status: 'published', publishAt: inAnHour },
      writer,
    );
    expect(kept.code, kept.message).toBe(0);
    for (const body of [
      { id: later, status: 'published' },
      { id: later, status: 'draft', publishAt: null },
      { id: later, publishAt: new Date(Date.now() + 7_200_000).toISOString() },
    ]) {
      const a = await call('/api/article/update.html', body, writer);
      expect([JSON.stringify(body), a.code]).toEqual([JSON.stringify(body), 403]);
    }
    expect(await detail(later)).toMatchObject({
      title: 'Later, edited',
      status: 'draft',
      publishAt: inAnHour,
    });
  });
});

describe('article categories', () => {
  let news = 0;
  let company = 0;

  it('makes 新闻 > 公司动态 with slugs from pinyin, answers the tree and the picker menu', async () => {
    news = await addNode('新闻', 0, { ordernum: 1 });
    company = await addNode('公司动态', news);
    const industry = await addNode('行业资讯', news, { slug: 'Industry', ordernum: 20 });
    const tree = await call<ArticleNodeTree[]>('/api/article/node_list.html');
    const top = tree.data.find((n) => n.id === news);
    expect(top).toMatchObject({ title: '新闻', slug: 'xin-wen', parentId: 0, level: 1, display: true });
    expect(top?.childList.map((n) => [n.title, n.slug, n.level])).toEqual([
      ['公司动态', 'gong-si-dong-tai', 2],
      ['行业资讯', 'industry', 2],
    ]);
    const menu = await call<ArticleNodeMenuItem[]>('/api/article/node_menu.html');
    expect(menu.data.find((n) => n.id === news)).toEqual({
      id: news,
      title: '新闻',
      level: 1,
      childlist: `${news},${company},${industry}`,
      display: true,
    });
    const detail = await call('/api/article/node_detail.html', { id: company });
    expect(detail.data).toMatchObject({ id: company, parentId: news, articleCount: 0 });
    // A made-up slug moves aside from one taken; a typed one is refused at its field.
    const again = await addNode('新闻');
    expect((await call<ArticleNodeTree>('/api/article/node_detail.html', { id: again })).data.slug).toBe(
      'xin-wen-2',
    );
    const clash = await call('/api/article/node_add.html', { title: 'News', slug: 'xin-wen' });
    expect([clash.code, fieldsOf(clash)]).toEqual([1, { slug: 'The slug "xin-wen" is already taken' }]);
    expect((await get(`/api/article/node_del.html?id=${again}`)).code).toBe(0);
  });

  it('refuses bad input at its field: no title, a bad slug, a missing parent, a loop, four levels', async () => {
    const empty = await call('/api/article/node_add.html', { title: ' ' });
    expect(fieldsOf(empty)).toEqual({ title: 'required' });
    const slug = await call('/api/article/node_add.html', { title: 'x', slug: 'bad slug!' });
    expect(fieldsOf(slug)).toEqual({ slug: 'only lower-case letters, digits and dashes (such as about-us)' });
    const unknown = await call('/api/article/node_add.html', { title: 'x', colour: 'red' });
    expect(unknown.code).toBe(1);
    const missing = await call('/api/article/node_add.html', { title: 'x', parentId: 999_999 });
    expect(fieldsOf(missing)).toEqual({ parentId: 'no such parent category' });
    const third = await addNode('2026', company);
    const fourth = await call('/api/article/node_add.html', { title: '一月', parentId: third });
    expect(fieldsOf(fourth)).toEqual({ parentId: 'categories nest at most 3 levels deep' });
    const loop = await call('/api/article/node_update.html', { id: news, parentId: company });
    expect(fieldsOf(loop)).toEqual({
      parentId: 'a category cannot go under itself or one of its subcategories',
    });
    const deep = await call('/api/article/node_update.html', { id: company, parentId: company + 1000 });
    expect(fieldsOf(deep)).toEqual({ parentId: 'no such parent category' });
    expect((await get(`/api/article/node_del.html?id=${third}`)).code).toBe(0);
  });

  it('renames, moves, hides and shows a category', async () => {
    const other = await addNode('临时');
    const moved = await call('/api/article/node_update.html', {
      id: other,
      parentId: news,
      title: '临时分类',
    });
    expect(moved.code, moved.message).toBe(0);
    const detail = await call<ArticleNodeTree>('/api/article/node_detail.html', { id: other });
    expect(detail.data).toMatchObject({ parentId: news, title: '临时分类', slug: 'lin-shi', level: 2 });
    expect((await call('/api/article/node_status.html', { id: other, display: false })).code).toBe(0);
    expect((await call<ArticleNodeTree>('/api/article/node_detail.html', { id: other })).data.display).toBe(
      false,
    );
    const [row] = await api.database.db
      .select()
      .from(changes)
      .where(
        sql`${changes.entity} = 'article_node' and ${changes.entityId} = ${other} and ${changes.action} = 'update'`,
      )
      .orderBy(sql`${changes.id} desc`)
      .limit(1);
    expect(row?.payload).toEqual({ display: false });
    expect((await get(`/api/article/node_del.html?id=${other}`)).code).toBe(0);
  });

  it("answers another brand's category as not found, and refuses filing into it", async () => {
    const foreign = await addNode('Their news', 0, {}, asSecond());
    for (const [path, body] of [
      ['/api/article/node_detail.html', { id: foreign }],
      ['/api/article/node_update.html', { id: foreign, title: 'Mine now' }],
      ['/api/article/node_status.html', { id: foreign, display: false }],
    ] as const) {
      const a = await call(path, body);
      expect([path, a.code, a.message]).toEqual([path, 1, `Article category not found (id ${foreign})`]);
    }
    expect((await get(`/api/article/node_del.html?id=${foreign}`)).message).toBe(
      `Article category not found (id ${foreign})`,
    );
    const filed = await call('/api/article/add.html', { title: 'x', nodeId: foreign });
    expect(fieldsOf(filed)).toEqual({ nodeId: 'no such category' });
    const under = await call('/api/article/node_add.html', { title: 'x', parentId: foreign });
    expect(fieldsOf(under)).toEqual({ parentId: 'no such parent category' });
  });

  it('refuses deleting a category with subcategories or articles, saying how many', async () => {
    const article = await addArticle({ title: 'In company news', nodeId: company });
    const withChildren = await get(`/api/article/node_del.html?id=${news}`);
    expect([withChildren.code, withChildren.message]).toEqual([
      1,
      'The category "新闻" still holds subcategories (2); move or delete them first',
    ]);
    const withArticles = await get(`/api/article/node_del.html?id=${company}`);
    expect(withArticles.message).toBe(
      'The category "公司动态" still holds articles (1); move or delete them first',
    );
    expect((await get(`/api/article/del.html?id=${article}`)).code).toBe(0);
    const tree = await call<ArticleNodeTree[]>('/api/article/node_list.html');
    expect(tree.data.find((n) => n.id === news)?.childList[0]?.articleCount).toBe(0);
  });
});

describe('articles', () => {
  let node = 0;
  let child = 0;
  beforeAll(async () => {
    node = await addNode('产品', 0, { slug: 'products' });
    child = await addNode('新品', node, { slug: 'new-products' });
  });

  it('writes a draft with a library cover and formatted, sanitised rich text', async () => {
    const id = await addArticle({
      title: '春季新品发布',
      nodeId: child,
      cover: mine.fileurl,
      summary: '三款新茶',
      content:
        '<h2>新品</h2><p><strong>好喝</strong> <a href="javascript:alert(1)">点我</a><script>alert(1)</script>' +
        `<img src="${mine.fileurl}" onerror="alert(2)"></p>`,
      author: '市场部',
      keywords: '茶,新品',
      description: 'SEO 描述',
    });
    const detail = await call<ArticleDetail>('/api/article/detail.html', { id });
    expect(detail.data).toMatchObject({
      title: '春季新品发布',
      nodeId: child,
      nodeTitle: '新品',
      cover: mine.fileurl,
      status: 'draft',
      publishAt: null,
      ordernum: 10,
      display: true,
      author: '市场部',
      description: 'SEO 描述',
    });
    expect(detail.data.content).toBe(
      `<h2>新品</h2><p><strong>好喝</strong> <a>点我</a><img src="${mine.fileurl}" alt="" /></p>`,
    );
  });

  it('refuses a cover from another brand, from the web or that is not an image, at the cover field', async () => {
    for (const cover of [
      theirs.fileurl,
      'https://evil.example/x.png',
      document.fileurl,
      'javascript:alert(1)',
    ]) {
      const a = await call('/api/article/add.html', { title: 'x', nodeId: node, cover });
      expect([cover, a.code, fieldsOf(a)]).toEqual([
        cover,
        1,
        { cover: "choose an image from this brand's library" },
      ]);
    }
    const noTitle = await call('/api/article/add.html', { nodeId: node });
    expect(fieldsOf(noTitle)).toEqual({ title: 'required' });
    const badTime = await call('/api/article/add.html', { title: 'x', nodeId: node, publishAt: 'tomorrow' });
    expect(Object.keys(fieldsOf(badTime))).toEqual(['publishAt']);
  });

  it('lists by category (with those under it), status, keyword and publish date, ordernum first', async () => {
    const a = await addArticle({
      title: 'Alpha tea',
      nodeId: node,
      status: 'published',
      publishAt: '2026-03-01T09:00:00+08:00',
    });
    const b = await addArticle({ title: 'Beta tea', nodeId: child, status: 'published', ordernum: 1 });
    const c = await addArticle({ title: 'Gamma draft', nodeId: child });
    const list = (body: Record<string, unknown>) =>
      call<ArticleListResult>('/api/article/list.html', body).then((r) => r.data.list.map((i) => i.id));
    expect((await list({ nodeId: node })).slice(0, 1)).toEqual([b]);
    expect(await list({ nodeId: node, keyword: 'TEA' })).toEqual([b, a]);
    expect(await list({ nodeId: child, keyword: 'tea' })).toEqual([b]);
    // A category with none under it is read by its own index; one the brand has not, an empty list.
    const inChild = await list({ nodeId: child });
    expect([inChild.slice(0, 2), inChild.includes(a)]).toEqual([[b, c], false]);
    expect(await list({ nodeId: 999_999 })).toEqual([]);
    // A cycle a tool wrote (the category under its own child) ends the walk, not the request.
    const parentOf = async (id: number) =>
      (await rowsOf(api.database.db, sql`select parent_id from article_nodes where id = ${id}`))[0]
        ?.parent_id;
    const parent = await parentOf(node);
    await api.database.db.execute(sql`update article_nodes set parent_id = ${child} where id = ${node}`);
    const inCycle = await list({ nodeId: child });
    await api.database.db.execute(sql`update article_nodes set parent_id = ${parent} where id = ${node}`);
    expect([inCycle.includes(a), inCycle.includes(b), inCycle.includes(c)]).toEqual([true, true, true]);
    expect(await list({ nodeId: node, status: 'draft', keyword: 'gamma' })).toEqual([c]);
    expect(await list({ status: 'published', dateFrom: '2026-03-01', dateTo: '2026-03-01' })).toEqual([a]);
    expect(await list({ status: 'published', dateFrom: '2026-03-02', dateTo: '2026-03-31' })).toEqual([]);
    const page = await call<ArticleListResult>('/api/article/list.html', { nodeId: node });
    expect(page.data.list.find((i) => i.id === a)).toMatchObject({
      status: 'published',
      publishAt: '2026-03-01T01:00:00.000Z',
      nodeTitle: '产品',
    });
    const bad = await call('/api/article/list.html', { status: 'gone' });
    expect(Object.keys(fieldsOf(bad))).toEqual(['status']);
    // Another brand's list holds none of them.
    const theirs = await call<ArticleListResult>('/api/article/list.html', {}, asSecond());
    expect(theirs.data.list.some((i) => [a, b, c].includes(i.id))).toBe(false);
  });

  it('publishes and unpublishes several at once, all or nothing', async () => {
    const one = await addArticle({ title: 'One', nodeId: node });
    const two = await addArticle({ title: 'Two', nodeId: node });
    const published = await call('/api/article/status.html', { ids: [one, two], status: 'published' });
    expect([published.code, published.message]).toEqual([0, 'Published 2 article(s)']);
    const rows = await call<ArticleListResult>('/api/article/list.html', { keyword: 'One' });
    expect(rows.data.list[0]).toMatchObject({ status: 'published' });
    expect(rows.data.list[0]?.publishAt).not.toBeNull();
    const foreign = await addArticle(
      { title: 'Theirs', nodeId: await addNode('T', 0, {}, asSecond()) },
      asSecond(),
    );
    const mixed = await call('/api/article/status.html', { ids: [one, foreign], status: 'draft' });
    expect([mixed.code, mixed.message]).toEqual([1, `Article not found (id ${foreign})`]);
    expect((await call<ArticleDetail>('/api/article/detail.html', { id: one })).data.status).toBe(
      'published',
    );
    const back = await call('/api/article/status.html', { id: one, status: 'draft' });
    expect(back.message).toBe('Took 1 article(s) back to drafts');
    expect((await call<ArticleDetail>('/api/article/detail.html', { id: one })).data).toMatchObject({
      status: 'draft',
      publishAt: null,
    });
    expect(Object.keys(fieldsOf(await call('/api/article/status.html', { status: 'draft' })))).toEqual([
      'id',
    ]);
  });

  it('schedules a future publishAt: a draft until the job publishes it on time', async () => {
    // Far enough ahead that the add and the list read end before it however busy the machine is.
    const soon = new Date(Date.now() + 8000).toISOString();
    const id = await addArticle({ title: 'On time', nodeId: node, status: 'published', publishAt: soon });
    const scheduled = await call<ArticleListResult>('/api/article/list.html', {
      status: 'scheduled',
      keyword: 'On time',
    });
    expect(scheduled.data.list.map((i) => [i.id, i.status])).toEqual([[id, 'draft']]);
    for (let i = 0; ; i++) {
      const d = await call<ArticleDetail>('/api/article/detail.html', { id });
      if (d.data.status === 'published') {
        expect(d.data.publishAt).toBe(new Date(soon).toISOString());
        break;
      }
      if (i > 900) throw new Error('the job never published the article');
      await new Promise((r) => setTimeout(r, 100));
    }
    const [audited] = await api.database.db
      .select()
      .from(changes)
      .where(
        sql`${changes.entity} = 'article' and ${changes.entityId} = ${id} and ${changes.action} = 'publish'`,
      );
    expect(audited?.payload).toEqual({ title: 'On time', scheduled: true });
  });

  it('a job finds its article rescheduled or unpublished and does nothing; a reschedule gets a new job', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const id = await addArticle({ title: 'Later', nodeId: node, status: 'published', publishAt: inAnHour });
    const jobOf = async () =>
      (
        await api.database.db.select({ job: articles.publishJob }).from(articles).where(eq(articles.id, id))
      )[0]?.job;
    const first = await jobOf();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    // Saving it again with the same time keeps the job; a new time gets a new one.
    await call('/api/article/update.html', { id, title: 'Later (edited)' });
    expect(await jobOf()).toBe(first);
    const inTwoHours = new Date(Date.now() + 7_200_000).toISOString();
    expect((await call('/api/article/update.html', { id, publishAt: inTwoHours })).code).toBe(0);
    const second = await jobOf();
    expect(second).not.toBe(first);
    const queued = await rowsOf(
      api.database.db,
      sql`select id::text as id from pgboss.job where id::text in (${first}, ${second})`,
    );
    expect(queued).toHaveLength(2);
    // Its time has come: the old job does nothing, the current one publishes.
    await api.database.db.execute(
      sql`update articles set publish_at = now() - interval '1 second' where id = ${id}`,
    );
    const handler = publishHandler(api.database.db);
    await handler({ id: first ?? '', data: { articleId: id } });
    expect((await call<ArticleDetail>('/api/article/detail.html', { id })).data.status).toBe('draft');
    await handler({ id: second ?? '', data: { articleId: id } });
    expect((await call<ArticleDetail>('/api/article/detail.html', { id })).data.status).toBe('published');
    // Unpublished before its time: the job does nothing.
    const later = await addArticle({
      title: 'Never',
      nodeId: node,
      status: 'published',
      publishAt: inAnHour,
    });
    const job = (
      await api.database.db.select({ job: articles.publishJob }).from(articles).where(eq(articles.id, later))
    )[0]?.job;
    await call('/api/article/status.html', { id: later, status: 'draft' });
    await api.database.db.execute(
      sql`update articles set publish_at = now() - interval '1 second' where id = ${later}`,
    );
    await handler({ id: job ?? '', data: { articleId: later } });
    expect((await call<ArticleDetail>('/api/article/detail.html', { id: later })).data.status).toBe('draft');
  });

  it('a scheduled article saved as published without a time goes out now, on the site, its job harmless', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const id = await addArticle({
      title: 'Now, not later',
      nodeId: node,
      status: 'published',
      publishAt: inAnHour,
    });
    const [row] = await api.database.db
      .select({ job: articles.publishJob })
      .from(articles)
      .where(eq(articles.id, id));
    const job = row?.job ?? '';
    expect(job).not.toBe('');
    // What the editor's 立即发布 sends: the fields and `published`, no publishAt.
    const before = Date.now();
    const saved = await call('/api/article/update.html', {
      id,
      title: 'Now, not later',
      nodeId: node,
      status: 'published',
    });
    expect(saved.code, saved.message).toBe(0);
    const detail = (await call<ArticleDetail>('/api/article/detail.html', { id })).data;
    expect(detail.status).toBe('published');
    const at = new Date(detail.publishAt ?? 0).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
    const site = await api.app.request(`/site/${demo.brand}/articles.json`);
    const listed = ((await site.json()) as { data: { list: { id: number }[] } }).data.list;
    expect(listed.map((a) => a.id)).toContain(id);
    // The schedule's job, run when its time comes, changes nothing.
    await publishHandler(api.database.db)({ id: job, data: { articleId: id } });
    expect((await call<ArticleDetail>('/api/article/detail.html', { id })).data).toMatchObject({
      status: 'published',
      publishAt: detail.publishAt,
    });
    const [after] = await api.database.db
      .select({ job: articles.publishJob })
      .from(articles)
      .where(eq(articles.id, id));
    expect(after?.job).toBeNull();
  });

  it('reorders (the sort call), refusing an empty sort and ids of another brand', async () => {
    const x = await addArticle({ title: 'Order X', nodeId: node });
    const y = await addArticle({ title: 'Order Y', nodeId: node });
    expect(
      (
        await call('/api/article/order.html', {
          list: [
            { id: x, ordernum: 2 },
            { id: y, ordernum: 3 },
          ],
        })
      ).code,
    ).toBe(0);
    const listed = await call<ArticleListResult>('/api/article/list.html', { keyword: 'Order' });
    expect(listed.data.list.map((i) => [i.id, i.ordernum])).toEqual([
      [x, 2],
      [y, 3],
    ]);
    const empty = await call('/api/article/order.html', { list: [] });
    expect([empty.code, empty.message]).toEqual([1, 'No sort items']);
    const foreign = await addArticle(
      { title: 'F', nodeId: await addNode('F', 0, {}, asSecond()) },
      asSecond(),
    );
    const theirs = await call('/api/article/order.html', { list: [{ id: foreign, ordernum: 1 }] });
    expect(theirs.message).toBe(`Article not found (id ${foreign})`);
  });

  it('moves articles to a category, updating each category count', async () => {
    const m = await addArticle({ title: 'Move me', nodeId: node });
    const moved = await call('/api/article/node.html', { ids: [m], nodeId: child });
    expect([moved.code, moved.message]).toEqual([0, 'Moved 1 article(s) to "新品"']);
    expect((await call<ArticleDetail>('/api/article/detail.html', { id: m })).data.nodeId).toBe(child);
    const missing = await call('/api/article/node.html', { ids: [m], nodeId: 999_999 });
    expect(fieldsOf(missing)).toEqual({ nodeId: 'no such category' });
    const empty = await call('/api/article/node.html', { ids: [], nodeId: node });
    expect(Object.keys(fieldsOf(empty))).toEqual(['ids']);
  });

  it("answers another brand's article as not found on every call", async () => {
    const theirNode = await addNode('Theirs', 0, {}, asSecond());
    const foreign = await addArticle({ title: 'Theirs', nodeId: theirNode }, asSecond());
    for (const [path, body] of [
      ['/api/article/detail.html', { id: foreign }],
      ['/api/article/update.html', { id: foreign, title: 'Mine' }],
      ['/api/article/status.html', { id: foreign, status: 'published' }],
      ['/api/article/node.html', { ids: [foreign], nodeId: node }],
    ] as const) {
      const a = await call(path, body);
      expect([path, a.code, a.message]).toEqual([path, 1, `Article not found (id ${foreign})`]);
    }
    expect((await get(`/api/article/del.html?id=${foreign}`)).message).toBe(
      `Article not found (id ${foreign})`,
    );
    expect(
      (await call<ArticleDetail>('/api/article/detail.html', { id: foreign }, asSecond())).data.title,
    ).toBe('Theirs');
  });
});

describe('pages', () => {
  it('adds the about page by slug, refuses a slug clash at its field, makes slugs from titles', async () => {
    const about = await call<{ id: number }>('/api/page/add.html', {
      title: '关于我们',
      slug: 'about',
      content: '<p onclick="x()">我们是<b>茶饮</b>品牌</p><iframe src="https://evil.example"></iframe>',
    });
    expect(about.code, about.message).toBe(0);
    const detail = await call<PageDetail>('/api/page/detail.html', { id: about.data.id });
    expect(detail.data).toMatchObject({ title: '关于我们', slug: 'about', display: true });
    expect(detail.data.content).toBe('<p>我们是<strong>茶饮</strong>品牌</p>');
    const clash = await call('/api/page/add.html', { title: 'About', slug: 'about' });
    expect(fieldsOf(clash)).toEqual({ slug: 'The slug "about" is already taken' });
    const made = await call<{ id: number }>('/api/page/add.html', { title: '联系我们' });
    expect((await call<PageDetail>('/api/page/detail.html', { id: made.data.id })).data.slug).toBe(
      'lian-xi-wo-men',
    );
    // Another brand may use the same slug.
    expect((await call('/api/page/add.html', { title: 'About', slug: 'about' }, asSecond())).code).toBe(0);
    expect(fieldsOf(await call('/api/page/add.html', { title: '' }))).toEqual({ title: 'required' });
    expect(fieldsOf(await call('/api/page/add.html', { title: 'x', slug: '../etc' }))).toEqual({
      slug: 'only lower-case letters, digits and dashes (such as about-us)',
    });
  });

  it('edits, hides, lists and deletes; another brand sees none of it', async () => {
    const { data } = await call<{ id: number }>('/api/page/add.html', { title: 'Terms', slug: 'terms' });
    const id = data.id;
    const edited = await call('/api/page/update.html', { id, content: '<p>v2</p>', slug: 'terms-of-use' });
    expect(edited.code).toBe(0);
    const clash = await call('/api/page/update.html', { id, slug: 'about' });
    expect(fieldsOf(clash)).toEqual({ slug: 'The slug "about" is already taken' });
    expect((await call('/api/page/status.html', { id, display: false })).code).toBe(0);
    const listed = await call<PageListResult>('/api/page/list.html', { keyword: 'terms' });
    expect(listed.data.list.map((p) => [p.slug, p.display])).toEqual([['terms-of-use', false]]);
    expect(
      (await call<PageListResult>('/api/page/list.html', { display: '0' })).data.list.map((p) => p.id),
    ).toEqual([id]);
    for (const [path, body] of [
      ['/api/page/detail.html', { id }],
      ['/api/page/update.html', { id, title: 'Mine' }],
      ['/api/page/status.html', { id, display: true }],
    ] as const) {
      const a = await call(path, body, asSecond());
      expect([path, a.code, a.message]).toEqual([path, 1, `Page not found (id ${id})`]);
    }
    expect((await get(`/api/page/del.html?id=${id}`, asSecond())).message).toBe(`Page not found (id ${id})`);
    expect((await get(`/api/page/del.html?id=${id}`)).code).toBe(0);
  });
});

describe('slides', () => {
  it('adds slides from the library in order; refuses a javascript: link and an image outside the library', async () => {
    const first = await call<{ id: number }>('/api/slide/add.html', {
      title: '春季',
      image: mine.fileurl,
      url: 'https://example.com/spring',
    });
    expect(first.code, first.message).toBe(0);
    const second = await call<{ id: number }>('/api/slide/add.html', {
      title: '夏季',
      image: mineToo.fileurl,
      ordernum: 5,
    });
    const script = await call('/api/slide/add.html', {
      title: 'x',
      image: mine.fileurl,
      url: 'javascript:alert(1)',
    });
    expect(fieldsOf(script)).toEqual({ url: 'only an address starting with http:// or https://' });
    const outside = await call('/api/slide/add.html', { title: 'x', image: theirs.fileurl });
    expect(fieldsOf(outside)).toEqual({ image: "choose an image from this brand's library" });
    expect(fieldsOf(await call('/api/slide/add.html', { title: 'x', image: '' }))).toEqual({
      image: 'required',
    });
    expect(
      fieldsOf(await call('/api/slide/add.html', { title: 'x', image: mine.fileurl, position: 'Home Page' })),
    ).toEqual({
      position: 'only lower-case letters, digits, - and _ (such as home)',
    });
    const listed = await call<SlideListResult>('/api/slide/list.html');
    expect(listed.data.list.map((s) => [s.title, s.ordernum, s.position])).toEqual([
      ['夏季', 5, 'home'],
      ['春季', 10, 'home'],
    ]);
    // Reordering is saved with update, one slide at a time (docs/spec.md §7 names no slide order call).
    expect((await call('/api/slide/update.html', { id: first.data.id, ordernum: 1 })).code).toBe(0);
    expect(
      (await call('/api/slide/update.html', { id: second.data.id, ordernum: 2, display: false })).code,
    ).toBe(0);
    const after = await call<SlideListResult>('/api/slide/list.html');
    expect(after.data.list.map((s) => [s.title, s.display])).toEqual([
      ['春季', true],
      ['夏季', false],
    ]);
    const detail = await call<SlideItem>('/api/slide/detail.html', { id: first.data.id });
    expect(detail.data).toMatchObject({ image: mine.fileurl, url: 'https://example.com/spring' });
    const badUpdate = await call('/api/slide/update.html', {
      id: first.data.id,
      image: 'https://evil.example/a.png',
    });
    expect(fieldsOf(badUpdate)).toEqual({ image: "choose an image from this brand's library" });
    for (const [path, body] of [
      ['/api/slide/detail.html', { id: first.data.id }],
      ['/api/slide/update.html', { id: first.data.id, title: 'Mine' }],
    ] as const) {
      const a = await call(path, body, asSecond());
      expect([path, a.message]).toEqual([path, `Slide not found (id ${first.data.id})`]);
    }
    expect((await get(`/api/slide/del.html?id=${first.data.id}`, asSecond())).code).toBe(1);
    expect((await get(`/api/slide/del.html?ids=${first.data.id},${second.data.id}`)).message).toBe(
      'Deleted 2',
    );
  });
});

describe('friend links', () => {
  it('keeps categories (node_update adds without an id) and links in them, in order', async () => {
    const partners = await call<{ id: number }>('/api/friendlink/node_update.html', { title: '合作伙伴' });
    expect([partners.code, partners.message]).toEqual([0, 'Added']);
    const renamed = await call('/api/friendlink/node_update.html', {
      id: partners.data.id,
      title: '合作伙伴们',
      ordernum: 1,
    });
    expect([renamed.code, renamed.message]).toEqual([0, 'Saved']);
    const nodeId = partners.data.id;
    const a = await call<{ id: number }>('/api/friendlink/add.html', {
      title: '茶叶协会',
      url: 'https://tea.example.org',
      logo: mine.fileurl,
      nodeId,
    });
    expect(a.code, a.message).toBe(0);
    const b = await call<{ id: number }>('/api/friendlink/add.html', {
      title: '无分类',
      url: 'http://plain.example',
    });
    // A second link in the category, with an id that cannot match the category's by chance.
    const c = await call<{ id: number }>('/api/friendlink/add.html', {
      title: '第二个',
      url: 'https://two.example',
      nodeId,
    });
    const nodes = await call<FriendLinkNode[]>('/api/friendlink/node_list.html');
    expect(nodes.data).toEqual([{ id: nodeId, title: '合作伙伴们', ordernum: 1, linkCount: 2 }]);
    expect((await get(`/api/friendlink/del.html?id=${c.data.id}`)).code).toBe(0);
    const after = await call<FriendLinkNode[]>('/api/friendlink/node_list.html');
    expect(after.data[0]?.linkCount).toBe(1);
    const inNode = await call<FriendLinkListResult>('/api/friendlink/list.html', { nodeId });
    expect(inNode.data.list.map((l) => [l.title, l.nodeTitle])).toEqual([['茶叶协会', '合作伙伴们']]);
    const none = await call<FriendLinkListResult>('/api/friendlink/list.html', { nodeId: 0 });
    expect(none.data.list.map((l) => l.id)).toEqual([b.data.id]);
    expect((await call('/api/friendlink/order.html', { list: [{ id: b.data.id, ordernum: 1 }] })).code).toBe(
      0,
    );
    const ordered = await call<FriendLinkListResult>('/api/friendlink/list.html');
    expect(ordered.data.list.map((l) => l.id)).toEqual([b.data.id, a.data.id]);
    expect((await call('/api/friendlink/order.html', { list: [] })).message).toBe('No sort items');
    expect((await call('/api/friendlink/status.html', { id: a.data.id, display: false })).code).toBe(0);
    const detail = await call<FriendLinkItem>('/api/friendlink/detail.html', { id: a.data.id });
    expect(detail.data).toMatchObject({ display: false, logo: mine.fileurl, nodeId });
    const refused = await get(`/api/friendlink/node_del.html?id=${nodeId}`);
    expect([refused.code, refused.message]).toEqual([
      1,
      'The link category "合作伙伴们" still holds links (1); move or delete them first',
    ]);
    expect((await call('/api/friendlink/update.html', { id: a.data.id, nodeId: 0 })).code).toBe(0);
    expect((await get(`/api/friendlink/node_del.html?id=${nodeId}`)).code).toBe(0);
  });

  it("a category's name is the brand's one category of that name, whatever its case", async () => {
    const node = (body: Record<string, unknown>, options?: CallOptions) =>
      call<{ id: number }>('/api/friendlink/node_update.html', body, options);
    const media = await node({ title: 'Media partners' });
    expect(media.code, media.message).toBe(0);
    expect(fieldsOf(await node({ title: 'media PARTNERS' }))).toEqual({
      title: 'A link category named "media PARTNERS" already exists',
    });
    const other = await node({ title: 'Suppliers' });
    expect(fieldsOf(await node({ id: other.data.id, title: 'Media partners' }))).toEqual({
      title: 'A link category named "Media partners" already exists',
    });
    // Its own name in another case, and the same name in another brand, are no clash.
    expect((await node({ id: media.data.id, title: 'Media Partners' })).code).toBe(0);
    expect((await node({ title: 'Media Partners' }, asSecond())).code).toBe(0);
    const nodes = await call<FriendLinkNode[]>('/api/friendlink/node_list.html');
    expect(nodes.data.filter((n) => n.title.toLowerCase() === 'media partners').map((n) => n.title)).toEqual([
      'Media Partners',
    ]);
    for (const id of [media.data.id, other.data.id])
      expect((await get(`/api/friendlink/node_del.html?id=${id}`)).code).toBe(0);
  });

  it('refuses a javascript: address, a logo outside the library and a category of another brand', async () => {
    const script = await call('/api/friendlink/add.html', { title: 'x', url: 'javascript:alert(1)' });
    expect(fieldsOf(script)).toEqual({ url: 'only an address starting with http:// or https://' });
    expect(fieldsOf(await call('/api/friendlink/add.html', { title: 'x', url: '' }))).toEqual({
      url: 'required',
    });
    const logo = await call('/api/friendlink/add.html', {
      title: 'x',
      url: 'https://a.example',
      logo: theirs.fileurl,
    });
    expect(fieldsOf(logo)).toEqual({ logo: "choose an image from this brand's library" });
    const theirNode = await call<{ id: number }>(
      '/api/friendlink/node_update.html',
      { title: 'Theirs' },
      asSecond(),
    );
    const node = await call('/api/friendlink/add.html', {
      title: 'x',
      url: 'https://a.example',
      nodeId: theirNode.data.id,
    });
    expect(fieldsOf(node)).toEqual({ nodeId: 'no such category' });
    const rename = await call('/api/friendlink/node_update.html', { id: theirNode.data.id, title: 'Mine' });
    expect(rename.message).toBe(`Link category not found (id ${theirNode.data.id})`);
    const theirLink = await call<{ id: number }>(
      '/api/friendlink/add.html',
      { title: 'T', url: 'https://t.example' },
      asSecond(),
    );
    const id = theirLink.data.id;
    for (const [path, body] of [
      ['/api/friendlink/detail.html', { id }],
      ['/api/friendlink/update.html', { id, title: 'Mine' }],
      ['/api/friendlink/status.html', { id, display: false }],
      ['/api/friendlink/order.html', { list: [{ id, ordernum: 1 }] }],
    ] as const) {
      const a = await call(path, body);
      expect([path, a.code, a.message]).toEqual([path, 1, `Friend link not found (id ${id})`]);
    }
    expect((await get(`/api/friendlink/del.html?id=${id}`)).message).toBe(`Friend link not found (id ${id})`);
    expect((await get(`/api/friendlink/node_del.html?id=${theirNode.data.id}`)).code).toBe(1);
  });
});
