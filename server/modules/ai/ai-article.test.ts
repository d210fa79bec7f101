import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiStreamEvent } from '../../../contract/ai.ts';
import { articleBodyHtml, checkArticleDraft, parseDraft } from '../../../contract/ai-draft.ts';
import { memberWithRules } from '../../../tests/support/crm-fixtures.ts';
import {
  articleDraftOf,
  type OpenAiDouble,
  startOpenAiDouble,
} from '../../../tests/support/openai-double.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { changes } from '../../db/core.tables.ts';
import { OutboundPolicy } from '../../outbound/outbound.ts';
import { sanitizeRichText } from '../../rich-text/sanitize.ts';
import { articles } from '../platform/platform.tables.ts';

// The assistant's article task ("write an article draft from a title and notes").
let api: TestApi;
let double: OpenAiDouble;
let token = '';
const nodeTitle = '品牌新闻';
const childTitle = '门店活动';
const existingTitle = '去年会员日回顾';
const secondBrandNode = '别家的分类';
const title = '2026 会员日活动预告';
const notes = '时间：6 月 6 日周六\n地点：旗舰店\n亮点：新品试用、会员分享';

const post = async <T>(path: string, body: unknown, o: { as?: string; brand?: number } = {}) =>
  api.call<T>(path, { token: o.as ?? token, brandId: o.brand ?? demo.brand, body });

beforeAll(async () => {
  double = await startOpenAiDouble();
  api = await createTestApi({
    // The provider doubles listen on loopback: allowed here as an operator allows a local server.
    outbound: new OutboundPolicy(['127.0.0.1']),
    ai: { timeoutMs: 3000 },
  });
  token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
  const configured = await post('/brand/ai/config_update.html', {
    baseUrl: double.url,
    model: 'double-1',
    apiKey: double.key,
  });
  expect(configured.code).toBe(0);
  // Brand data the task may send: categories (the editor's picker) and an article (the list).
  const node = await post<{ id: number }>('/api/article/node_add.html', { title: nodeTitle });
  expect(node.code, node.message).toBe(0);
  const child = await post<{ id: number }>('/api/article/node_add.html', {
    title: childTitle,
    parentId: node.data.id,
  });
  expect(child.code, child.message).toBe(0);
  const article = await post('/api/article/add.html', { title: existingTitle, nodeId: child.data.id });
  expect(article.code, article.message).toBe(0);
  // Another brand's category never goes with this brand's prompt.
  const second = await api.loginTo(demo.admin.user, demo.admin.password, demo.secondBrand);
  const other = await post(
    '/api/article/node_add.html',
    { title: secondBrandNode },
    {
      as: second,
      brand: demo.secondBrand,
    },
  );
  expect(other.code, other.message).toBe(0);
});
afterAll(async () => {
  await api.close();
  await double.close();
});

/** The chat as a browser gets it: the response itself (a stream, or an envelope). */
function chat(body: unknown, o: { as?: string; lang?: string } = {}) {
  return api.app.request('/brand/ai/chat.html', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${o.as ?? token}`,
      BrandId: String(demo.brand),
      ...(o.lang ? { 'Accept-Language': o.lang } : {}),
    },
    body: JSON.stringify(body),
  });
}

const textOf = (raw: string) =>
  raw
    .split('\n')
    .filter((l) => l.startsWith('data: '))
    .map((l) => JSON.parse(l.slice(6)) as AiStreamEvent)
    .flatMap((e) => ('delta' in e ? [e.delta] : []))
    .join('');

const ask = (content: string) => [{ role: 'user' as const, content }];

/** A member of Demo Brand whose role holds only `keys` and the rules above them in the tree. */
const memberWith = (name: string, keys: string[]) =>
  memberWithRules(api, demo.brand, name, keys, { withParents: true });

const articleCount = async () =>
  (await api.database.db.select().from(articles).where(eq(articles.brandId, demo.brand))).length;

/** What the editor's rules need besides `api/article/add`: its route and the category picker. */
const writer = ['brand/ai/chat', 'api/article/add', 'platform/article/edit', 'api/article/node_menu'];

describe('chat, task article', () => {
  it('drafts from the title and notes with the categories and latest titles; audited; nothing saved', async () => {
    const before = double.received.length;
    const count = await articleCount();
    const res = await chat({ task: 'article', messages: ask('写得亲切一些'), context: { title, notes } });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const draft = parseDraft(textOf(await res.text()));
    expect(draft).toEqual(articleDraftOf(title, nodeTitle));
    expect(checkArticleDraft(draft ?? {})).toEqual([]);
    const system = double.received[before]?.messages[0]?.content ?? '';
    expect(system).toContain('Task: article');
    expect(system).toContain(title);
    expect(system).toContain(notes);
    expect(system).toContain(`- ${nodeTitle}\n  - ${childTitle}`);
    expect(system).toContain(existingTitle);
    expect(system).toContain('at most 100 characters');
    expect(double.received[before]?.raw).not.toContain(secondBrandNode);
    // The member's own words stay theirs: the user message is what they typed.
    expect(double.received[before]?.messages.at(-1)).toEqual({ role: 'user', content: '写得亲切一些' });
    const [entry] = await api.database.db
      .select()
      .from(changes)
      .where(and(eq(changes.entity, 'ai'), eq(changes.action, 'chat'), eq(changes.subject, 'article')))
      .orderBy(changes.id);
    expect(entry?.payload).toMatchObject({ task: 'article', outcome: 'done' });
    expect(JSON.stringify(entry)).not.toContain(notes);
    // The assistant never saves: the draft is only text in the stream.
    expect(await articleCount()).toBe(count);
  });

  it('goes without notes, saying none were given', async () => {
    const before = double.received.length;
    await (await chat({ task: 'article', messages: ask('写吧'), context: { title } })).text();
    const system = double.received[before]?.messages[0]?.content ?? '';
    expect(system).toContain(title);
    expect(system).toContain('The manager gave no notes');
  });

  it('refuses bad input by field before anything is sent', async () => {
    const before = double.received.length;
    const fields = async (body: unknown) => {
      const a = (await (await chat(body, { lang: 'en' })).json()) as {
        code: number;
        data: { fields: { field: string; message: string }[] };
      };
      expect(a.code).toBe(1);
      return a.data.fields.map((f) => f.field);
    };
    // No context at all, no title, a blank title, one too long, notes too long, an unknown field.
    expect(await fields({ task: 'article', messages: ask('x') })).toEqual(['context.title']);
    expect(await fields({ task: 'article', messages: ask('x'), context: { notes } })).toEqual([
      'context.title',
    ]);
    expect(await fields({ task: 'article', messages: ask('x'), context: { title: '   ' } })).toEqual([
      'context.title',
    ]);
    expect(
      await fields({
        task: 'article',
        messages: ask('x'),
        context: { title: '长'.repeat(101), notes: 'n'.repeat(2001), nodeId: 3 },
      }),
    ).toEqual(['context.title', 'context.notes', 'context']);
    expect(double.received.length).toBe(before);
  });

  it('refuses a role without the right to write articles, or to open the editor, before anything is sent', async () => {
    const before = double.received.length;
    const noAdd = await memberWith(
      'article-no-add',
      writer.filter((k) => k !== 'api/article/add'),
    );
    const noEditor = await memberWith(
      'article-no-editor',
      writer.filter((k) => k !== 'platform/article/edit'),
    );
    for (const as of [noAdd, noEditor]) {
      const a = (await (
        await chat({ task: 'article', messages: ask('x'), context: { title } }, { as, lang: 'en' })
      ).json()) as { code: number; message: string };
      expect([a.code, a.message]).toEqual([403, 'You do not have permission to do this']);
    }
    expect(double.received.length).toBe(before);
  });

  it('never sends data from a screen the member cannot open (a narrow role)', async () => {
    // May write articles in the editor (add, the editor, the category picker) but not see the article list.
    const narrow = await memberWith('article-narrow', writer);
    const before = double.received.length;
    const res = await chat(
      { task: 'article', messages: ask('x'), context: { title, notes } },
      { as: narrow },
    );
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    await res.text();
    const sent = double.received[before]?.raw ?? '';
    expect(sent).toContain('Task: article');
    expect(sent).toContain(nodeTitle);
    expect(sent).not.toContain(existingTitle);
    expect(sent).not.toContain(secondBrandNode);
  });
});

describe('articleBodyHtml (the draft body as the editor’s rich text)', () => {
  it('makes paragraphs, subheadings, lists, a quotation and bold, and escapes everything else', () => {
    expect(articleBodyHtml(articleDraftOf(title).body)).toBe(
      '<p>今年的会员日定在周六，地点在旗舰店。</p><h2>活动安排</h2>' +
        '<ul><li><p>上午：新品试用</p></li><li><p>下午：会员分享</p></li></ul>' +
        '<p>名额有限，请<strong>提前报名</strong>；页面上的 &lt;b&gt;标记&lt;/b&gt; 只是文字。</p>',
    );
    expect(articleBodyHtml('第一行\r\n第二行\n\n1. 一\n2) 二\n> 引用\n#### 小节\n# 大标题 #')).toBe(
      '<p>第一行<br>第二行</p><ol><li><p>一</p></li><li><p>二</p></li></ol>' +
        '<blockquote><p>引用</p></blockquote><h4>小节</h4><h2>大标题</h2>',
    );
    expect(articleBodyHtml('\n\n  \n')).toBe('');
  });

  it('lets no markup through: what comes out is what the server keeps on save', () => {
    const hostile =
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)> **<a href="javascript:x">x</a>**\n\n- "quoted" & <i>';
    const html = articleBodyHtml(hostile);
    expect(html).not.toMatch(/<(script|img|a|i)\b/);
    expect(sanitizeRichText(html)).toBe(html);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('checks the draft against the editor’s rules', () => {
    expect(checkArticleDraft({ title: '', summary: 's'.repeat(301), body: '' })).toEqual([
      { field: 'title', problem: 'required' },
      { field: 'summary', problem: 'tooLong', max: 300, n: 301 },
      { field: 'body', problem: 'required' },
    ]);
  });
});
