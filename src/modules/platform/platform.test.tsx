import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetail, ArticleListResult } from '../../../contract/article.ts';
import type { FriendLinkListResult } from '../../../contract/friend-link.ts';
import type { RuleNode } from '../../../contract/role.ts';
import type { SlideListResult } from '../../../contract/slide.ts';
import { apiUrl, call, openConsole, signIn, toastsSay } from '../../../tests/support/console-session.tsx';
import { description } from '../../../tests/support/described.ts';
import { summaryLeadsTo } from '../../../tests/support/error-summary.ts';
import { memberWithEveryRule, reachByTab, withheldSetup } from '../../../tests/support/withheld-controls.ts';
import { setLocale } from '../../i18n/i18n.ts';
import { draftKey } from '../../lib/draft-key.ts';

// One server for every client test file: names made here carry this run's tag.
const tag = `pf${Date.now().toString(36)}`;
let token = '';

async function add(path: string, body: Record<string, unknown>): Promise<number> {
  const a = await call<{ id: number }>(path, body, token);
  if (a.code !== 0) throw new Error(`${path}: ${a.message}`);
  return a.data.id;
}

/** A member of Demo Brand named `realName` whose role holds `rules` alone; their session's token. */
async function memberWith(userName: string, realName: string, rules: string[]): Promise<string> {
  const tree = await call<RuleNode[]>('/brand/role/rules.html', {}, token);
  const ids = new Map<string, number>();
  const walk = (nodes: RuleNode[]) => {
    for (const n of nodes) {
      ids.set(`${n.controller}/${n.action}`, n.id);
      walk(n.childList);
    }
  };
  walk(tree.data);
  const roleId = await add('/brand/role/add.html', {
    title: `${userName} role`,
    rules: rules.map((r) => ids.get(r)),
  });
  await add('/brand/adminuser/add.html', {
    userName,
    realName,
    password: 'secret-123',
    confirmPassword: 'secret-123',
    roleId,
  });
  return (await signIn(userName, 'secret-123')).token;
}

beforeAll(async () => {
  token = (await signIn('admin', 'admin123')).token;
  // The screens' code loaded before the first test: the routes' lazy imports then resolve at once, so
  // a first test on a loaded machine does not spend its waits transforming modules.
  await Promise.all([import('./platform-index.tsx'), import('./article-editor.tsx')]);
});

const grid = (name: string) => screen.getByRole('grid', { name });
const rowOf = (gridName: string, title: string) =>
  within(grid(gridName))
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader', { name: new RegExp(title) }));

describe('/platform/index against the real server', () => {
  it('keeps the tab in the address, lists a category picked in the tree, and publishes the selected', async () => {
    const node = await add('/api/article/node_add.html', { title: `${tag} 新闻` });
    const child = await add('/api/article/node_add.html', { title: `${tag} 动态`, parentId: node });
    await add('/api/article/add.html', { title: `${tag} 第一篇`, nodeId: child });
    await add('/api/article/add.html', { title: `${tag} 第二篇`, nodeId: child });
    const { user } = await openConsole('#/platform/index?tab=articles');
    await screen.findByRole('heading', { name: '站点内容', level: 1 });
    expect(screen.getByRole('tab', { name: '文章' }).getAttribute('aria-selected')).toBe('true');

    // Picking the parent lists what is filed under it, and the address says which.
    const tree = await screen.findByRole('treegrid', { name: '文章分类' });
    const parentRow = await within(tree).findByRole('row', { name: `${tag} 新闻, 2` });
    await user.click(within(parentRow).getByText(`${tag} 新闻`));
    await waitFor(() => expect(window.location.hash).toContain(`nodeId=${node}`));
    expect(window.location.hash).toContain('tab=articles');
    await waitFor(() => expect(within(grid('文章列表')).getAllByRole('row')).toHaveLength(3));
    expect(rowOf('文章列表', `${tag} 第一篇`)).toBeTruthy();
    // A draft is not on the site whatever its switch says: the switch says it acts once published.
    const displayOf = (title: string) =>
      within(rowOf('文章列表', title) as HTMLElement).getByRole('switch', { name: `在站点显示“${title}”` });
    expect(description(displayOf(`${tag} 第一篇`))).toBe('发布后生效');

    await user.click(within(grid('文章列表')).getByRole('checkbox', { name: '全选' }));
    await user.click(screen.getByRole('button', { name: '发布所选（2）' }));
    const confirm = await screen.findByRole('alertdialog', { name: /发布所选的 2 篇文章/ });
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已发布 2 篇文章')).toBeTruthy();
    await waitFor(() => expect(within(grid('文章列表')).getAllByText('已发布')).toHaveLength(2));
    const listed = await call<ArticleListResult>('/api/article/list.html', { nodeId: node }, token);
    expect(listed.data.list.map((a) => a.status)).toEqual(['published', 'published']);
    // Published, the switch acts now: no note.
    expect(within(rowOf('文章列表', `${tag} 第一篇`) as HTMLElement).queryByText('发布后生效')).toBeNull();
    expect(description(displayOf(`${tag} 第一篇`))).toBe('');

    // Another tab starts on its own: its address has no category of the articles tab.
    await user.click(screen.getByRole('tab', { name: '单页' }));
    await waitFor(() => expect(window.location.hash).toBe('#/platform/index?tab=pages'));
    expect(await screen.findByRole('grid', { name: '单页列表' })).toBeTruthy();
  });

  it('adds a category in its dialog, marking a taken slug at its field', async () => {
    await add('/api/article/node_add.html', { title: `${tag} 已有`, slug: `${tag}-taken` });
    const { user } = await openConsole('#/platform/index?tab=articles');
    await user.click(await screen.findByRole('button', { name: '添加分类' }));
    const dialog = await screen.findByRole('dialog', { name: '添加文章分类' });
    await user.type(within(dialog).getByLabelText(/^分类名称/), `${tag} 新分类`);
    await user.type(within(dialog).getByLabelText(/^别名/), `${tag}-taken`);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const slug = within(dialog).getByLabelText(/^别名/);
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getAllByText(`别名“${tag}-taken”已被使用`).length).toBeGreaterThan(0);
    await user.clear(slug);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const tree = screen.getByRole('treegrid', { name: '文章分类' });
    expect(await within(tree).findByRole('row', { name: `${tag} 新分类, 0` })).toBeTruthy();
  });

  it('moves slides by their buttons and saves the order, one update per slide moved', async () => {
    const before = await call<SlideListResult>('/api/slide/list.html', { pageSize: 100 }, token);
    const last = before.data.list.at(-1);
    if (!last || before.data.list.length < 2) throw new Error('the demo slides are missing');
    const { user } = await openConsole('#/platform/index?tab=slides');
    const cards = await screen.findByRole('list', { name: '幻灯片（按显示顺序）' });
    const earlier = await within(cards).findByRole('button', { name: `${last.title} 前移` });
    await user.click(earlier);
    expect(await screen.findByText(`${last.title} 已移到第 ${before.data.list.length - 1} 位`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '保存排序' }));
    expect(await screen.findByText('顺序已保存')).toBeTruthy();
    const after = await call<SlideListResult>('/api/slide/list.html', { pageSize: 100 }, token);
    const titles = after.data.list.map((s) => s.title);
    expect(titles.indexOf(last.title)).toBe(before.data.list.length - 2);
  });
  it('the slides tab gives the address the site reads its slides from, and its toolbar leads the tab', async () => {
    const { user } = await openConsole('#/platform/index?tab=slides');
    await screen.findByRole('list', { name: '幻灯片（按显示顺序）' });
    const address = () => screen.getByText(/^站点读取地址：/).querySelector('code')?.textContent ?? '';
    expect(address()).toMatch(/\/site\/1\/slides\.json$/);
    // The address answers the slides the list shows, without a session.
    const read = (await (await fetch(address())).json()) as {
      code: number;
      data: { list: { title: string }[] };
    };
    const listed = await call<SlideListResult>('/api/slide/list.html', { pageSize: 100 }, token);
    const shown = listed.data.list.filter((s) => s.display).map((s) => s.title);
    expect(read.code).toBe(0);
    expect(read.data.list.map((s) => s.title).sort()).toEqual(shown.sort());
    // The line kept for notes of others' changes sits under the toolbar, as in every list, not above it.
    const note = document.querySelector('[data-live-note]');
    const addSlide = screen.getByRole('button', { name: '添加幻灯片' });
    expect(note && addSlide.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Each tab gives its own.
    await user.click(screen.getByRole('tab', { name: '友情链接' }));
    await waitFor(() => expect(address()).toMatch(/\/site\/1\/links\.json$/));
    // A page is read by its slug, named in words.
    await user.click(screen.getByRole('tab', { name: '单页' }));
    await waitFor(() => expect(address()).toMatch(/\/site\/1\/page\/别名\.json$/));
    await user.click(screen.getByRole('tab', { name: '文章' }));
    await waitFor(() => expect(address()).toMatch(/\/site\/1\/articles\.json$/));
  });
  it('in English a slide card says its position with an English colon', async () => {
    const listed = await call<SlideListResult>('/api/slide/list.html', { pageSize: 100 }, token);
    const first = listed.data.list[0];
    if (!first) throw new Error('the demo slides are missing');
    setLocale('en');
    try {
      await openConsole('#/platform/index?tab=slides');
      const cards = await screen.findByRole('list', { name: 'Slides (in the order shown)' });
      const meta = await within(cards).findAllByText(new RegExp(`^Position: ${first.position} · `));
      expect(meta.length).toBeGreaterThan(0);
      expect(within(cards).queryByText(/：/)).toBeNull();
    } finally {
      setLocale('zh-CN');
    }
  });
  it('follows slides changed, deleted and added by another member, in place, with a note naming who', async () => {
    const demoSlides = await call<SlideListResult>('/api/slide/list.html', { pageSize: 100 }, token);
    const image = demoSlides.data.list[0]?.image;
    if (!image) throw new Error('the demo slides are missing');
    const [renamed, gone] = [`${tag} 春季`, `${tag} 夏季`];
    const ids: Record<string, number> = {};
    for (const title of [renamed, gone]) ids[title] = await add('/api/slide/add.html', { title, image });
    // Another member, with the slides' rights alone.
    const editor = await memberWith(`${tag}_slides`, '幻灯编辑', [
      'api/slide/add',
      'api/slide/update',
      'api/slide/del',
    ]);
    await openConsole('#/platform/index?tab=slides');
    const cards = await screen.findByRole('list', { name: '幻灯片（按显示顺序）' });
    const titles = () =>
      within(cards)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt'));
    await waitFor(() => expect(titles()).toContain(gone));
    const before = titles();
    const addSlide = screen.getByRole('button', { name: '添加幻灯片' });
    addSlide.focus();
    const note = (text: string) =>
      waitFor(() =>
        expect(screen.getAllByRole('status').some((s) => s.textContent === `幻灯编辑 ${text}`)).toBe(true),
      );
    // News comes only over the stream: wait until this console holds it open.
    await waitFor(() => expect(document.querySelector('[data-live-stream="open"]')).not.toBeNull());

    expect(
      (await call('/api/slide/update.html', { id: ids[renamed], title: `${renamed}新` }, editor)).code,
    ).toBe(0);
    await waitFor(() => expect(titles()).toEqual(before.map((n) => (n === renamed ? `${renamed}新` : n))));
    await note(`刚更新了 ${renamed}`);
    const res = await fetch(`${apiUrl}/api/slide/del.html?id=${ids[gone]}`, {
      headers: { Authorization: `Bearer ${editor}`, BrandId: '1' },
    });
    expect(((await res.json()) as { code: number }).code).toBe(0);
    await waitFor(() => expect(titles()).not.toContain(gone));
    await note(`刚删除了 ${gone}`);
    // One added elsewhere is told, not put under the pointer.
    const later = await call<{ id: number }>('/api/slide/add.html', { title: `${tag} 秋季`, image }, editor);
    expect(later.code).toBe(0);
    await note('刚新增了 1 条，翻页或刷新后可见');
    expect(titles()).not.toContain(`${tag} 秋季`);
    expect(document.activeElement).toBe(addSlide);
    // The demo's slides as they were, for the order test.
    for (const id of [ids[renamed], later.data.id])
      await fetch(`${apiUrl}/api/slide/del.html?id=${id}`, {
        headers: { Authorization: `Bearer ${token}`, BrandId: '1' },
      });
  });

  it("reorders a category's links on one page, saves them 1, 2… from the top, and is back at the list", async () => {
    const node = await add('/api/friendlink/node_update.html', { title: `${tag} 友链` });
    for (const title of ['甲站', '乙站']) {
      await add('/api/friendlink/add.html', {
        title: `${tag} ${title}`,
        url: 'https://example.com',
        nodeId: node,
      });
    }
    const { user } = await openConsole(`#/platform/index?tab=links&nodeId=${node}`);
    await waitFor(() => expect(within(grid('友情链接列表')).getAllByRole('row')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: '调整顺序' }));
    expect(
      await screen.findByRole('heading', { name: '拖动或用上移、下移按钮调整顺序，然后保存顺序' }),
    ).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: `上移 ${tag} 乙站` }));
    await waitFor(() =>
      expect(within(grid('友情链接列表')).getAllByRole('rowheader')[0]?.textContent).toBe(`${tag} 乙站`),
    );
    await user.click(screen.getByRole('button', { name: '保存排序' }));
    expect(await screen.findByText('顺序已保存')).toBeTruthy();
    const after = await call<FriendLinkListResult>('/api/friendlink/list.html', { nodeId: node }, token);
    expect(after.data.list.map((l) => [l.title, l.ordernum])).toEqual([
      [`${tag} 乙站`, 1],
      [`${tag} 甲站`, 2],
    ]);
    await user.click(screen.getByRole('button', { name: '完成' }));
    await waitFor(() => expect(within(grid('友情链接列表')).getAllByRole('row')).toHaveLength(3));
  });
  it("reorders a category's articles by keyboard in the same panel as the links, and is back at the list", async () => {
    const node = await add('/api/article/node_add.html', { title: `${tag} 排序` });
    for (const title of ['子篇', '丑篇'])
      await add('/api/article/add.html', { title: `${tag} ${title}`, nodeId: node });
    const { user } = await openConsole(`#/platform/index?tab=articles&nodeId=${node}`);
    await waitFor(() => expect(within(grid('文章列表')).getAllByRole('row')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: '调整顺序' }));
    expect(
      await screen.findByRole('heading', { name: '拖动或用上移、下移按钮调整顺序，然后保存顺序' }),
    ).toBeTruthy();
    // The order panel reads the category's articles itself: its rows come after its heading.
    const headers = await waitFor(() => {
      const found = within(grid('文章列表')).getAllByRole('rowheader');
      expect(found).toHaveLength(2);
      return found;
    });
    const first = headers[0]?.textContent ?? '';
    const second = first === `${tag} 子篇` ? `${tag} 丑篇` : `${tag} 子篇`;
    screen.getByRole('button', { name: `下移 ${first}` }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(grid('文章列表'))
          .getAllByRole('rowheader')
          .map((h) => h.textContent),
      ).toEqual([second, first]),
    );
    await user.click(screen.getByRole('button', { name: '保存排序' }));
    expect(await screen.findByText('顺序已保存')).toBeTruthy();
    const after = await call<ArticleListResult>('/api/article/list.html', { nodeId: node }, token);
    expect(
      after.data.list.map((a) => [a.title, a.ordernum]).sort((a, b) => Number(a[1]) - Number(b[1])),
    ).toEqual([
      [second, 1],
      [first, 2],
    ]);
    await user.click(screen.getByRole('button', { name: '完成' }));
    await waitFor(() => expect(within(grid('文章列表')).getAllByRole('row')).toHaveLength(3));
  });
  it('filters the articles by a range picked in the calendar, by keyboard', async () => {
    const { user } = await openConsole('#/platform/index?tab=articles');
    await screen.findByRole('grid', { name: '文章列表' });
    // The filters wait behind their one control.
    await user.click(screen.getByRole('button', { name: '筛选' }));
    await user.click(screen.getByRole('button', { name: /打开日历/ }));
    const calendar = await screen.findByRole('dialog', { name: '日历' });
    expect(within(calendar).getByRole('button', { name: '上个月' })).toBeTruthy();
    // The calendar opens on today, focused: Enter starts the range there, the next Enter ends it.
    await waitFor(() => expect(calendar.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Enter}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '日历' })).toBeNull());
    const today = format(new Date(), 'yyyy-MM-dd');
    await waitFor(() =>
      expect(window.location.hash).toMatch(new RegExp(`dateFrom=${today}&dateTo=\\d{4}-\\d{2}-\\d{2}`)),
    );
  });
});

describe('/platform/article/edit against the real server', () => {
  it('refuses a schedule in the past at its field, then schedules it', async () => {
    const node = await add('/api/article/node_add.html', { title: `${tag} 编辑器` });
    const { user } = await openConsole(`#/platform/article/edit?nodeId=${node}`);
    await screen.findByRole('heading', { name: '写文章', level: 1 });
    await user.type(screen.getByRole('textbox', { name: /^标题/ }), `${tag} 定时文章`);
    await user.click(screen.getByRole('radio', { name: '定时发布' }));
    const save = await screen.findByRole('button', { name: '定时发布' });
    await user.click(save);
    // Said at the field and in the form's error summary.
    expect(await screen.findAllByText('请选择发布时间')).toHaveLength(2);
    // A time typed into the picker's segments: a minute ago.
    const group = screen.getByRole('group', { name: /^发布时间/ });
    const past = new Date(Date.now() - 24 * 3600 * 1000);
    const segments = within(group).getAllByRole('spinbutton');
    await user.click(segments[0] as HTMLElement);
    await user.keyboard(
      `${past.getFullYear()}${String(past.getMonth() + 1).padStart(2, '0')}${String(past.getDate()).padStart(2, '0')}0930`,
    );
    await user.click(save);
    // The browser's own check: at the field and in the error summary.
    expect(await screen.findAllByText('定时发布的时间必须在将来')).toHaveLength(2);
    // Next year: saved as scheduled, and the address names the article.
    await user.click(segments[0] as HTMLElement);
    await user.keyboard(String(past.getFullYear() + 1));
    await user.click(save);
    expect(await screen.findByText('已设置定时发布')).toBeTruthy();
    await waitFor(() => expect(window.location.hash).toMatch(/\?id=\d+$/));
    const id = Number(window.location.hash.split('=')[1]);
    const detail = await call<ArticleDetail>('/api/article/detail.html', { id }, token);
    expect(detail.data).toMatchObject({ title: `${tag} 定时文章`, status: 'draft', nodeId: node });
    expect(new Date(detail.data.publishAt ?? 0).getFullYear()).toBe(past.getFullYear() + 1);
  });

  it('立即发布 on a scheduled article publishes it now: the 发布 box and the site say so', async () => {
    const node = await add('/api/article/node_add.html', { title: `${tag} 改为立即` });
    const id = await add('/api/article/add.html', {
      title: `${tag} 原定时`,
      nodeId: node,
      status: 'published',
      publishAt: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
    });
    const { user } = await openConsole(`#/platform/article/edit?id=${id}`);
    expect(await screen.findByText(/^将于 .+ 自动发布$/)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '立即发布' }));
    const before = Date.now();
    await user.click(await screen.findByRole('button', { name: '发布' }));
    expect(await screen.findByText('文章已发布')).toBeTruthy();
    expect(await screen.findByText(/^已于 .+ 发布$/)).toBeTruthy();
    expect(screen.queryByText(/自动发布$/)).toBeNull();
    const detail = await call<ArticleDetail>('/api/article/detail.html', { id }, token);
    expect(detail.data.status).toBe('published');
    expect(new Date(detail.data.publishAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 60_000);
    expect(new Date(detail.data.publishAt ?? 0).getTime()).toBeLessThanOrEqual(Date.now());
    const site = (await (await fetch(`${apiUrl}/site/1/articles.json?node=${node}`)).json()) as {
      data: { list: { id: number; title: string }[] };
    };
    expect(site.data.list.map((a) => a.title)).toEqual([`${tag} 原定时`]);
  });

  it("the preview of a published article shows the article's own publish time", async () => {
    const node = await add('/api/article/node_add.html', { title: `${tag} 预览` });
    const id = await add('/api/article/add.html', {
      title: `${tag} 旧闻`,
      nodeId: node,
      author: '编辑部',
      status: 'published',
      publishAt: '2026-01-02T03:04:05Z',
    });
    const { user } = await openConsole(`#/platform/article/edit?id=${id}`);
    await screen.findByText(/^已于 2026-01-02 11:04.* 发布$/);
    await user.click(screen.getByRole('button', { name: '预览' }));
    const preview = await screen.findByRole('dialog', { name: '站点预览' });
    expect(within(preview).getByText(/编辑部 · 2026-01-02 11:04/)).toBeTruthy();
  });

  it('without 发布或撤回文章 a member saves drafts and edits a published text; the other modes withheld, saying why', async () => {
    await withheldSetup();
    const member = await memberWithEveryRule(tag, 'writer');
    await member.take(['api/article/status']);
    const why = '你的角色没有“发布或撤回文章”权限：只能保存草稿，或保持文章原来的发布状态';
    const node = await add('/api/article/node_add.html', { title: `${tag} 投稿` });
    const { user } = await openConsole(
      `#/platform/article/edit?nodeId=${node}`,
      member.userName,
      'secret-123',
    );
    await screen.findByRole('heading', { name: '写文章', level: 1 });
    await user.type(screen.getByRole('textbox', { name: /^标题/ }), `${tag} 投稿草稿`);
    const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
    const expectWithheld = (el: HTMLInputElement) => {
      expect(el.getAttribute('aria-disabled')).toBe('true');
      expect(el.hasAttribute('disabled')).toBe(false);
      expect(description(el)).toContain(why);
      expect(el.checked).toBe(false);
    };
    // The group says why; Tab reaches it at the draft, the arrow keys the withheld choices.
    const draft = radio('保存为草稿');
    expect(draft.checked).toBe(true);
    expect(description(draft)).toContain(why);
    await reachByTab(user, draft);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(radio('立即发布'));
    expectWithheld(radio('立即发布'));
    await user.click(radio('定时发布'));
    expectWithheld(radio('定时发布'));
    expect(radio('保存为草稿').checked).toBe(true);
    expect(screen.queryByRole('group', { name: /^发布时间/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('草稿已保存')).toBeTruthy();
    await waitFor(() => expect(window.location.hash).toMatch(/\?id=\d+$/));
    const saved = Number(window.location.hash.split('=')[1]);
    expect((await call<ArticleDetail>('/api/article/detail.html', { id: saved }, token)).data).toMatchObject({
      title: `${tag} 投稿草稿`,
      status: 'draft',
      publishAt: null,
    });

    // A published article: its text is edited, and it stays on the site with its date.
    const live = await add('/api/article/add.html', {
      title: `${tag} 已上线`,
      nodeId: node,
      status: 'published',
      publishAt: '2026-01-02T03:04:05Z',
    });
    window.location.hash = `#/platform/article/edit?id=${live}`;
    await screen.findByRole('heading', { name: '编辑文章', level: 1 });
    const title = await screen.findByDisplayValue(`${tag} 已上线`);
    expect(radio('保持发布').checked).toBe(true);
    expectWithheld(radio('保存为草稿'));
    expectWithheld(radio('定时发布'));
    await user.click(radio('保存为草稿'));
    expect(radio('保持发布').checked).toBe(true);
    await user.clear(title);
    await user.type(title, `${tag} 已上线（改）`);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已保存，站点已更新')).toBeTruthy();
    expect((await call<ArticleDetail>('/api/article/detail.html', { id: live }, token)).data).toMatchObject({
      title: `${tag} 已上线（改）`,
      status: 'published',
      publishAt: '2026-01-02T03:04:05.000Z',
    });
    const site = (await (await fetch(`${apiUrl}/site/1/articles.json?node=${node}`)).json()) as {
      data: { list: { title: string }[] };
    };
    expect(site.data.list.map((a) => a.title)).toEqual([`${tag} 已上线（改）`]);
  });

  it('an article that is not there is said so in its place, with nothing to retry', async () => {
    await openConsole('#/platform/article/edit?id=999999999');
    const said = '文章不存在（id 999999999）';
    await waitFor(() =>
      expect([...document.querySelectorAll('main [role="alert"]')].map((a) => a.textContent)).toContain(said),
    );
    expect(screen.queryByText('加载失败')).toBeNull();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    // Said once: no toast repeats it.
    expect(await toastsSay()).not.toContain(said);
  });

  it('marks every missing field on one save, the category and the publish time together, focus on the first', async () => {
    const { user } = await openConsole('#/platform/article/edit');
    await screen.findByRole('heading', { name: '写文章', level: 1 });
    await user.click(screen.getByRole('radio', { name: '定时发布' }));
    await user.click(await screen.findByRole('button', { name: '定时发布' }));
    // One try says all of it: the title, the category and the time, each at its field and in the
    // error summary at the top, which takes focus; its first link leads to the first marked field.
    expect(await screen.findAllByText('请选择发布时间')).toHaveLength(2);
    expect(screen.getAllByText('请选择分类')).toHaveLength(2);
    await summaryLeadsTo(user, document.body, '请填写标题', () =>
      screen.getByRole('textbox', { name: /^标题/ }),
    );
  });

  it('offers back the draft an expired session left, body included', async () => {
    const node = await add('/api/article/node_add.html', { title: `${tag} 草稿` });
    const id = await add('/api/article/add.html', {
      title: `${tag} 原标题`,
      nodeId: node,
      content: '<p>旧</p>',
    });
    const { user } = await openConsole('#/platform/index?tab=articles');
    await screen.findByRole('heading', { name: '站点内容', level: 1 });
    // What the form machine writes when a save meets a 401: the values typed so far.
    sessionStorage.setItem(
      draftKey(`article:${id}`),
      JSON.stringify({ title: `${tag} 没保存的标题`, content: '<p>没保存的<strong>正文</strong></p>' }),
    );
    window.location.hash = `#/platform/article/edit?id=${id}`;
    await user.click(await screen.findByRole('button', { name: '恢复' }));
    expect(await screen.findByDisplayValue(`${tag} 没保存的标题`)).toBeTruthy();
    const body = await screen.findByRole('textbox', { name: '正文内容' });
    await waitFor(() => expect(body.innerHTML).toContain('<strong>正文</strong>'));
    // The field's heading, once: the editor, which can show a label of its own, leaves it to the form.
    expect(screen.getAllByText('正文', { selector: 'span' })).toHaveLength(1);
  });
});
