import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible } from './support/axe.ts';
import { signInByKeyboard } from './support/console.ts';
import { test } from './support/dev-server.ts';
import { gridTo, tabTo } from './support/keyboard.ts';

// Saved rich text opens in its editor, by keyboard, in both languages: a seeded article from the
// platform list (edited, saved, and left with Back), a seeded page, a seeded product's description and
// the user agreement. Until 2026-11-28 an article with a body whitened the whole console (the editor's
// value sync read a Tiptap instance that had already been destroyed). Axe after every step; any page
// error fails the story. The Chinese story runs on the dev build (`npm run dev`), whose StrictMode
// mounts every effect twice: there the fault showed on every open; on the built console it was a race
// that a loaded test machine lost about one time in three. The English story runs on the built console.

const words = {
  'zh-CN': {
    platform: '平台',
    siteContent: '站点内容',
    editArticle: '编辑“海港茶饮春季新品上市”',
    articleHeading: '编辑文章',
    titleField: /^标题/,
    body: '正文内容',
    save: '保存',
    saved: '已保存，站点已更新',
    pagesTab: '单页',
    editPage: '编辑单页“关于我们”',
    pageEditor: '页面内容',
    products: '/crm/sales/product',
    editProduct: '编辑 经典保温杯 500ml',
    productHeading: '编辑产品',
    description: '详情介绍内容',
    protocolHeading: '协议设置',
    agreement: '用户协议内容',
    saveAgreement: '保存用户协议',
    agreementText: '用户须遵守本协议。',
  },
  en: {
    platform: 'Platform',
    siteContent: 'Site content',
    editArticle: 'Edit "海港茶饮春季新品上市"',
    articleHeading: 'Edit article',
    titleField: /^Title/,
    body: 'Body text',
    save: 'Save',
    saved: 'Saved; the site shows the change',
    pagesTab: 'Pages',
    editPage: 'Edit page "关于我们"',
    pageEditor: 'Page text',
    products: '/crm/sales/product',
    editProduct: 'Edit 经典保温杯 500ml',
    productHeading: 'Edit product',
    description: 'Description text',
    protocolHeading: 'Protocols',
    agreement: 'User agreement text',
    saveAgreement: 'Save the User agreement',
    agreementText: 'Users agree to these terms.',
  },
} as const;

type Lang = keyof typeof words;

/** Every uncaught error in the page, with its stack's first line: the story fails on any. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${e.message}\n${e.stack?.split('\n')[1] ?? ''}`));
  return errors;
}

async function signIn(page: Page, origin: string) {
  // The dev build's API process starts after its page server: the story starts once both answer.
  if (origin)
    await expect
      .poll(
        async () =>
          (await page.request.post(`${origin}/auth/brandmanager/loginstate.html`, { data: {} })).status(),
        {
          timeout: 120_000,
        },
      )
      .toBe(200);
  await signInByKeyboard(page, 'admin', 'admin123', { origin });
}

/** The user menu's language setting, by keyboard: the switch turns English on. */
async function switchToEnglish(page: Page) {
  const userMenu = page.getByRole('banner').getByRole('button', { name: /用户菜单/ });
  await tabTo(page, userMenu);
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name: '语言设置' });
  await expect(item).toBeVisible();
  for (let i = 0; i < 6 && !(await item.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const toggle = page.getByRole('switch', { name: '使用英文界面 (English)' });
  await tabTo(page, toggle);
  await page.keyboard.press('Space');
  await expect(page.getByRole('switch', { name: 'Use English' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('button', { name: /User menu/ })).toBeVisible();
}

/** A rich text area showing `text` (the editor is loaded on demand). */
async function expectEditorText(editor: Locator, text: string) {
  await expect(editor).toBeVisible({ timeout: 90_000 });
  await expect(editor).toContainText(text);
}

const stories: { lang: Lang; build: string; onDev: boolean }[] = [
  { lang: 'zh-CN', build: 'dev build', onDev: true },
  { lang: 'en', build: 'built console', onDev: false },
];

for (const { lang, build, onDev } of stories) {
  const w = words[lang];
  // The dev build compiles each module on its first request: a screen's first visit waits longer.
  const firstVisit = { timeout: onDev ? 90_000 : 10_000 };
  const story = async (page: Page, origin: string) => {
    test.setTimeout(onDev ? 600_000 : 300_000);
    const errors = watchErrors(page);
    const axe = async () => {
      await expectAccessible(page);
      expect(errors, 'errors in the page').toEqual([]);
    };
    await signIn(page, origin);
    if (lang === 'en') await switchToEnglish(page);
    await axe();

    // 1. The platform list, from the module navigation; the seeded article's 编辑.
    await tabTo(page, page.getByRole('navigation').getByRole('link', { name: w.platform, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: w.siteContent, level: 1 })).toBeVisible(firstVisit);
    const editArticle = page.getByRole('link', { name: w.editArticle });
    await expect(editArticle).toBeVisible(firstVisit);
    await axe();
    await gridTo(page, page.getByRole('grid').filter({ has: editArticle }), editArticle);
    await page.keyboard.press('Enter');

    // 2. The editor shows the article's title and body.
    await expect(page.getByRole('heading', { name: w.articleHeading, level: 1 })).toBeVisible(firstVisit);
    await expect(page.getByRole('textbox', { name: w.titleField })).toHaveValue('海港茶饮春季新品上市');
    const body = page.getByRole('textbox', { name: w.body });
    await expectEditorText(body, '樱花乌龙');
    await expect(body.getByRole('heading', { name: '春季限定' })).toBeVisible();
    await axe();

    // 3. A sentence added at the end of the body, saved.
    const added = lang === 'en' ? 'Now in every store.' : '全部门店有售。';
    await tabTo(page, body);
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(added);
    await expect(body).toContainText(added);
    await tabTo(page, page.getByRole('button', { name: w.save, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(w.saved)).toBeVisible();
    await axe();

    // 4. Back: the list again, then Forward: the editor with what was saved.
    await page.goBack();
    await expect(page.getByRole('heading', { name: w.siteContent, level: 1 })).toBeVisible();
    await expect(editArticle).toBeVisible();
    await axe();
    await page.goForward();
    await expect(page.getByRole('heading', { name: w.articleHeading, level: 1 })).toBeVisible();
    await expectEditorText(body, added);
    await axe();
    await page.goBack();
    await expect(page.getByRole('heading', { name: w.siteContent, level: 1 })).toBeVisible();

    // 5. A seeded page, in its dialog.
    const pagesTab = page.getByRole('tab', { name: w.pagesTab });
    await tabTo(page, page.getByRole('tab', { selected: true }));
    for (let i = 0; i < 4 && !(await pagesTab.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(pagesTab).toHaveAttribute('aria-selected', 'true');
    const editPage = page.getByRole('button', { name: w.editPage });
    await expect(editPage).toBeVisible(firstVisit);
    await axe();
    await gridTo(page, page.getByRole('grid').filter({ has: editPage }), editPage);
    await page.keyboard.press('Enter');
    const pageDialog = page.getByRole('dialog', { name: w.editPage });
    await expect(pageDialog).toBeVisible();
    await expectEditorText(
      pageDialog.getByRole('textbox', { name: w.pageEditor }),
      '我们是一家来自深圳的茶饮品牌',
    );
    await axe();
    await page.keyboard.press('Escape');
    await expect(pageDialog).toHaveCount(0);

    // 6. A seeded product with a description, from the product list.
    await page.goto(`${origin}/#${w.products}`);
    const editProduct = page.getByRole('link', { name: w.editProduct });
    await expect(editProduct).toBeVisible(firstVisit);
    await axe();
    await gridTo(page, page.getByRole('grid').filter({ has: editProduct }), editProduct);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/crm\/sales\/product\/update\?id=\d+/);
    await expect(page.getByRole('heading', { name: w.productHeading, level: 1 })).toBeVisible(firstVisit);
    await expectEditorText(page.getByRole('textbox', { name: w.description }), '双层不锈钢，保温 12 小时。');
    await axe();

    // 7. The agreement: written and saved, then opened again from a fresh load.
    await page.goto(`${origin}/#/config/protocol`);
    await expect(page.getByRole('heading', { name: w.protocolHeading, level: 1 })).toBeVisible(firstVisit);
    const agreement = page.getByRole('textbox', { name: w.agreement });
    await expect(agreement).toBeVisible();
    await axe();
    await tabTo(page, agreement);
    await page.keyboard.press('Control+End');
    await page.keyboard.type(w.agreementText);
    await tabTo(page, page.getByRole('button', { name: w.saveAgreement }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(lang === 'en' ? 'Saved' : '保存成功', { exact: true })).toBeVisible();
    await page.reload();
    await expectEditorText(agreement, w.agreementText);
    await axe();
  };
  const title = `saved rich text opens in its editor by keyboard (${lang}, ${build}): article, page, product, agreement`;
  // Only the dev build's story asks for the dev server, so running the other alone starts none.
  if (onDev) test(title, async ({ page, devServer }) => story(page, devServer.url));
  else test(title, async ({ page }) => story(page, ''));
}
