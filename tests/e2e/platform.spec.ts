import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/axe.ts';
import { signInAdmin } from './support/console.ts';
import { consoleCall } from './support/console-call.ts';
import { tabTo } from './support/keyboard.ts';

// The content story by keyboard alone, axe after every step. The article is
// scheduled for the next whole minute at least 25 s ahead (the picker takes minutes); the story goes
// on meanwhile and checks the read API at the end (the job queue polls every second). The timeout
// allows for a loaded machine: the story took 5.4 minutes at load average 15 on two cores, and ran
// out of a 5-minute limit at the friend links' step at load 13-15.

/** Moves with the arrow keys inside a tree or tab list until the row named `name` has focus. */
async function arrowTo(
  page: Page,
  target: Locator,
  key: 'ArrowDown' | 'ArrowRight' | 'ArrowLeft' = 'ArrowDown',
) {
  for (let i = 0; i < 30; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`could not reach ${target} with the arrow keys`);
}

const axe = (page: Page) => expectAccessible(page);
const brand = 1;
const siteGet = (page: Page, path: string) => page.request.get(`/site/${brand}/${path}`);

test('content by keyboard: categories, a scheduled article, slides, friend links, the about page', async ({
  page,
}) => {
  test.setTimeout(600_000);
  // 1. Sign in and open the platform module from the navigation.
  await page.goto('/#/login');
  await tabTo(page, page.getByLabel('用户名'));
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await page.keyboard.type('admin123');
  await page.keyboard.press('Enter');
  const choose = page.getByRole('button', { name: /Demo Brand/ });
  await expect(choose.or(page.getByRole('banner').getByRole('link', { name: /Demo Brand/ }))).toBeVisible();
  if (await choose.isVisible()) {
    await tabTo(page, choose);
    await page.keyboard.press('Enter');
  }
  await tabTo(page, page.getByRole('navigation', { name: '模块导航' }).getByRole('link', { name: '平台' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '站点内容', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: '文章' })).toHaveAttribute('aria-selected', 'true');
  await axe(page);

  // 2. Categories 新闻 > 公司动态: the second added under the first, picked in the tree.
  const tree = page.getByRole('treegrid', { name: '文章分类' });
  const addNode = async (title: string) => {
    await tabTo(page, page.getByRole('button', { name: '添加分类' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '添加文章分类' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('分类名称')).toBeFocused();
    await page.keyboard.type(title);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
  };
  const pick = async (row: Locator) => {
    await tabTo(page, tree);
    await arrowTo(page, row);
    await page.keyboard.press('Enter');
    await expect(row).toHaveAttribute('aria-selected', 'true');
  };
  await addNode('新闻');
  const news = tree.getByRole('row', { name: '新闻, 0' });
  await pick(news);
  await addNode('公司动态');
  const company = tree.getByRole('row', { name: '公司动态, 0' });
  await expect(company).toBeVisible();
  await pick(company);
  await expect(page).toHaveURL(/nodeId=\d+/);
  await axe(page);

  // 3. An article in it: a formatted body, a cover from the library, scheduled a little ahead.
  await tabTo(page, page.getByRole('link', { name: '写文章' }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '写文章', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^标题/ })).toBeFocused();
  await page.keyboard.type('春季新品发布会');
  const body = page.getByRole('textbox', { name: '正文内容' });
  await tabTo(page, body);
  await page.keyboard.type('三款新茶今日上市，');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('会员八折');
  await expect(body.locator('strong')).toHaveText('会员八折');
  await tabTo(page, page.getByRole('button', { name: '从媒体库选择封面图' }));
  await page.keyboard.press('Enter');
  const library = page.getByRole('dialog', { name: '媒体库' });
  await expect(library.getByRole('row').first()).toBeVisible();
  await tabTo(page, library.getByRole('grid'));
  await page.keyboard.press('Space');
  await expect(library.getByRole('row').first()).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, library.getByRole('button', { name: '选择', exact: true }));
  await page.keyboard.press('Enter');
  await expect(library).toHaveCount(0);
  await expect(page.getByRole('img', { name: '已选的封面图' })).toBeVisible();
  await tabTo(page, page.getByRole('radio', { name: '保存为草稿' }), { back: true });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '定时发布' })).toBeChecked();
  // Typed segment by segment: year, month, day, hour, minute.
  const at = new Date(Math.ceil((Date.now() + 25_000) / 60_000) * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  const segments = page.getByRole('group', { name: /^发布时间/ }).getByRole('spinbutton');
  await tabTo(page, segments.first());
  // The picker holds China time, whatever the browser's zone (src/lib/dates.ts).
  const china = new Date(at.getTime() + 8 * 3600_000);
  await page.keyboard.type(
    `${china.getUTCFullYear()}${two(china.getUTCMonth() + 1)}${two(china.getUTCDate())}${two(china.getUTCHours())}${two(china.getUTCMinutes())}`,
  );
  await tabTo(page, page.getByRole('button', { name: '定时发布' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('已设置定时发布')).toBeVisible();
  await expect(page).toHaveURL(/article\/edit\?id=\d+$/);
  const id = Number(/id=(\d+)/.exec(page.url())?.[1]);
  await expect(page.getByText(/将于 .* 自动发布/)).toBeVisible();
  await axe(page);
  // Not on the site before its time.
  expect((await siteGet(page, `article/${id}.json`)).status()).toBe(404);
  const listed = await (await siteGet(page, 'articles.json')).json();
  expect(listed.data.list.map((a: { id: number }) => a.id)).not.toContain(id);

  // 4. Slides: the last one moved to the front by keyboard, then the order saved.
  await tabTo(page, page.getByRole('link', { name: '返回文章列表' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: '文章' })).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, page.getByRole('tab', { name: '文章' }));
  await arrowTo(page, page.getByRole('tab', { name: '幻灯片' }), 'ArrowRight');
  const cards = page.getByRole('list', { name: '幻灯片（按显示顺序）' });
  await expect(cards.getByRole('listitem')).toHaveCount(3);
  await axe(page);
  const earlier = cards.getByRole('button', { name: '新店开业 前移' });
  await tabTo(page, earlier);
  await page.keyboard.press('Enter');
  await expect(page.getByText('新店开业 已移到第 2 位')).toBeAttached();
  await expect(earlier).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('新店开业 已移到第 1 位')).toBeAttached();
  // At the front its "earlier" button is off: focus stays on the card, on "later".
  await expect(cards.getByRole('button', { name: '新店开业 后移' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: '保存排序' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByText('顺序已保存')).toBeVisible();
  await axe(page);
  const slides = await (await siteGet(page, 'slides.json')).json();
  expect(slides.data.list.map((s: { title: string }) => s.title)).toEqual(['新店开业', '春季新品', '会员日']);

  // 5. Friend links: a category, and a link in it.
  await tabTo(page, page.getByRole('tab', { name: '幻灯片' }), { back: true });
  await arrowTo(page, page.getByRole('tab', { name: '友情链接' }), 'ArrowRight');
  await expect(page.getByRole('grid', { name: '友情链接列表' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: '添加分类' }));
  await page.keyboard.press('Enter');
  const nodeDialog = page.getByRole('dialog', { name: '添加链接分类' });
  await expect(nodeDialog.getByLabel('分类名称')).toBeFocused();
  await page.keyboard.type('合作媒体');
  await page.keyboard.press('Enter');
  await expect(nodeDialog).toHaveCount(0);
  await expect(
    page.getByRole('treegrid', { name: '链接分类' }).getByRole('row', { name: '合作媒体, 0' }),
  ).toHaveAttribute('aria-selected', 'true');
  // A second category of the same name is refused at its field, the dialog kept.
  await tabTo(page, page.getByRole('button', { name: '添加分类' }));
  await page.keyboard.press('Enter');
  await expect(nodeDialog.getByLabel('分类名称')).toBeFocused();
  await page.keyboard.type('合作媒体');
  await page.keyboard.press('Enter');
  await expect(nodeDialog.getByLabel('分类名称')).toHaveAccessibleDescription(/链接分类“合作媒体”已存在/);
  await axe(page);
  // What was typed is not saved: leaving asks first.
  await page.keyboard.press('Escape');
  const leave = page.getByRole('alertdialog', { name: '有未保存的修改' });
  await tabTo(page, leave.getByRole('button', { name: '仍然离开' }));
  await page.keyboard.press('Enter');
  await expect(nodeDialog).toHaveCount(0);
  await tabTo(page, page.getByRole('button', { name: '添加链接' }));
  await page.keyboard.press('Enter');
  const linkDialog = page.getByRole('dialog', { name: '添加友情链接' });
  await expect(linkDialog.getByLabel('名称')).toBeFocused();
  // A link's address is required and said as a link's, not a slide's.
  await expect(linkDialog.getByRole('textbox', { name: /^网址/ })).toHaveAccessibleDescription(
    '访客点击链接时打开的网址，以 http:// 或 https:// 开头',
  );
  await page.keyboard.type('茶饮周刊');
  await page.keyboard.press('Tab');
  await page.keyboard.press('End');
  await page.keyboard.type('news.example.com');
  await page.keyboard.press('Enter');
  await expect(linkDialog).toHaveCount(0);
  await expect(page.getByRole('rowheader', { name: '茶饮周刊' })).toBeVisible();
  await axe(page);
  const links = await (await siteGet(page, 'links.json')).json();
  const media = links.data.nodes.find((n: { title: string }) => n.title === '合作媒体');
  expect(links.data.list).toContainEqual(
    expect.objectContaining({ title: '茶饮周刊', url: 'https://news.example.com', nodeId: media.id }),
  );

  // 6. The about page, edited in its dialog.
  await tabTo(page, page.getByRole('tab', { name: '友情链接' }), { back: true });
  await arrowTo(page, page.getByRole('tab', { name: '单页' }), 'ArrowLeft');
  // Into the table with Tab, then to the row and its button with the arrow keys (one Tab stop a grid).
  const pagesGrid = page.getByRole('grid', { name: '单页列表' });
  await tabTo(page, pagesGrid);
  await arrowTo(page, pagesGrid.getByRole('row', { name: /关于我们/ }));
  await arrowTo(page, page.getByRole('button', { name: '编辑单页“关于我们”' }), 'ArrowRight');
  await page.keyboard.press('Enter');
  const pageDialog = page.getByRole('dialog', { name: '编辑单页“关于我们”' });
  const content = pageDialog.getByRole('textbox', { name: '页面内容' });
  await expect(content).toContainText('海港茶饮');
  await tabTo(page, content);
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('欢迎到店品尝。');
  await tabTo(page, pageDialog.getByRole('button', { name: '保存' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(pageDialog).toHaveCount(0);
  await axe(page);
  const about = await (await siteGet(page, 'page/about.json')).json();
  expect(about.data.content).toContain('欢迎到店品尝。');

  // 7. The job publishes the article on time: the site shows it, with its formatted body.
  await expect
    .poll(async () => (await siteGet(page, `article/${id}.json`)).status(), {
      timeout: 120_000,
      intervals: [1000],
    })
    .toBe(200);
  const article = await (await siteGet(page, `article/${id}.json`)).json();
  expect(article.data).toMatchObject({ title: '春季新品发布会', node: { title: '公司动态' } });
  expect(article.data.content).toContain('<strong>会员八折</strong>');
  expect(article.data.cover).toMatch(/^\/uploads\//);
  expect(new Date(article.data.publishAt).getTime()).toBe(at.getTime());
});

test('a link category deleted by keyboard: its toast offers 撤销, focus stays in the tree, and Ctrl+Z brings it back', async ({
  page,
}) => {
  await signInAdmin(page);
  const title = `临时分类${Date.now() % 100_000}`;
  const added = await consoleCall<{ id: number }>(page, '/api/friendlink/node_update.html', { title });
  expect(added.code, added.message).toBe(0);
  await page.goto('/#/platform/index?tab=links');
  const tree = page.getByRole('treegrid', { name: '链接分类' });
  await tabTo(page, tree.getByRole('row', { selected: true }));
  await arrowTo(page, tree.getByRole('row', { name: new RegExp(`^${title}`) }));
  await page.keyboard.press('Enter');
  await expect(tree.getByRole('row', { name: new RegExp(`^${title}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await tabTo(page, page.getByRole('button', { name: `删除分类 ${title}` }));
  // Undo covers it: no question first.
  await page.keyboard.press('Enter');
  const toast = page.locator('[data-undo]');
  await expect(toast).toContainText('已删除 1 项');
  await expect(toast.getByRole('button', { name: '撤销' })).toBeVisible();
  await expect(tree.getByRole('row', { name: new RegExp(`^${title}`) })).toHaveCount(0);
  // Its buttons left with it: focus is on the tree, on 全部链接 now chosen.
  await expect(tree.getByRole('row', { name: /^全部链接/ })).toBeFocused();
  await axe(page);
  await page.keyboard.press('Control+z');
  await expect(toast).toContainText('已撤销，1 条回到原样');
  await expect(tree.getByRole('row', { name: new RegExp(`^${title}`) })).toBeVisible();
});
