import type { Locator, Page } from '@playwright/test';
import { type MenuEntry, type RoleMenu, rulePath } from '../../contract/menu.ts';
import { expect, expectAccessible, test } from './support/axe.ts';
import { shellRoutes, signInAdmin } from './support/console.ts';
import { gridTo } from './support/keyboard.ts';
import { declaredRoutes } from './support/route-list.ts';

// The layout in Chromium: small and wide screens, focus after list actions, toast
// placement, the window title on every route. Other spec files share the server: names made here
// carry this run's tag.
const tag = `lay${Date.now().toString(36)}`;

// Every route the console has built (docs/spec.md §2 and the account pages), besides /login.
const moduleRoutes = [...shellRoutes, '/platform/index'];
// Pages outside the role menu, named by the route table.
const fixedTitles: Record<string, string> = {
  '/': '首页',
  '/manage/userinfo': '我的账户',
  '/manage/message': '消息',
  '/account/dashboard': '账户概览',
  '/no/such/page': '页面不存在',
};
// docs/spec.md §2: detail and edit pages the menu does not list take their list's name, unless the
// route table names them itself (the product's add and edit pages).
const parents: Record<string, string> = {
  '/notify/sms/template': '/notify/sms/list',
};
const ownTitles: Record<string, string> = {
  '/crm/sales/product/add': '添加产品',
  '/crm/sales/product/update': '编辑产品',
};

/** The menu's title of each path, read from the menu the console stored. */
async function menuTitles(page: Page): Promise<Map<string, string>> {
  const menu = JSON.parse((await page.evaluate(() => sessionStorage.getItem('menu'))) ?? 'null') as RoleMenu;
  const titles = new Map<string, string>();
  for (const nav of menu.nav) titles.set(rulePath(nav.controller, nav.action), nav.title);
  const visit = (e: MenuEntry) => {
    if (e.action) titles.set(rulePath(e.controller, e.action), e.title);
    for (const c of e.childList) visit(c);
  };
  for (const e of menu.menuList) visit(e);
  return titles;
}

function pageWidths(page: Page) {
  return page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
}

async function apiHeaders(page: Page) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  // The request shares the browser's cookies, so it echoes the XSRF cookie as the console does.
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { Authorization: `Bearer ${token}`, BrandId: '1', 'X-XSRF-TOKEN': xsrf };
}

/** Other spec files read Demo Brand's first page of members: the ones made here go again. */
async function removeMembers(page: Page, keyword: string) {
  const headers = await apiHeaders(page);
  const found = (await (
    await page.request.post('/brand/adminuser/list.html', { headers, data: { keyword, pageSize: 100 } })
  ).json()) as { data: { list: Array<{ id: number }> } };
  const ids = found.data.list.map((u) => u.id);
  if (ids.length) await page.request.get(`/brand/adminuser/del.html?ids=${ids.join(',')}`, { headers });
}

/**
 * The screen's lists have their rows: no placeholder rows, no page on its way. Not "network idle": a
 * signed-in console holds its live event stream open, so the network is never idle, and whether the
 * page had reached idle before the stream opened decided whether the wait returned at once or never.
 */
async function listsLoaded(page: Page) {
  await expect(page.getByTestId('list-skeleton')).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

async function addMembers(page: Page, names: string[]) {
  const headers = await apiHeaders(page);
  const roles = (await (
    await page.request.post('/brand/role/list.html', { headers, data: { pageSize: 100 } })
  ).json()) as { data: { list: Array<{ id: number; title: string }> } };
  const roleId = roles.data.list.find((r) => r.title === '运营')?.id;
  for (const userName of names) {
    const res = await page.request.post('/brand/adminuser/add.html', {
      headers,
      data: { userName, password: 'secret-123', confirmPassword: 'secret-123', roleId },
    });
    expect(((await res.json()) as { code: number }).code).toBe(0);
  }
}

test.describe('at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every built route fits the width (no sideways scroll), names itself in the title, passes axe', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
    expect(await page.title()).toBe('登录 · 品牌控制台');
    const login = await pageWidths(page);
    expect(login.scroll).toBeLessThanOrEqual(login.client);
    await expectAccessible(page);

    await signInAdmin(page);
    const titles = await menuTitles(page);
    for (const path of [...moduleRoutes, ...Object.keys(fixedTitles)]) {
      await page.goto(`/#${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const name =
        ownTitles[path] ?? fixedTitles[path] ?? titles.get(path) ?? titles.get(parents[path] ?? '');
      expect(name, path).toBeTruthy();
      await expect(page, path).toHaveTitle(`${name} · Demo Brand · 品牌控制台`);
      // Lists have loaded before the width is measured.
      if (path.startsWith('/system/')) await listsLoaded(page);
      const w = await pageWidths(page);
      expect(w.scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(w.client);
      // The menus are folded away; the brand title stays on one line.
      await expect(page.getByRole('navigation', { name: '模块导航' })).toBeHidden();
      if (path !== '/account/dashboard') {
        const brand = page.getByRole('banner').getByRole('link', { name: /Demo Brand/ });
        const box = await brand.boundingBox();
        expect(box?.height ?? 0, 'brand title on one line').toBeLessThan(40);
      }
      await expectAccessible(page);
    }
  });

  test('the menus open in a drawer by keyboard: focus inside, Escape closes, a link closes it', async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.goto('/#/system/adminuser');
    await expect(page.getByRole('heading', { name: '管理员', level: 1 })).toBeVisible();
    const button = page.getByRole('button', { name: '打开菜单' });
    await button.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: '菜单' });
    await expect(drawer).toBeVisible();
    await expect.poll(() => drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    // 首页 and the nine modules.
    await expect(drawer.getByRole('navigation', { name: '模块导航' }).getByRole('link')).toHaveCount(10);
    await expect(drawer.getByRole('link', { name: '管理员' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
    // Tab stays inside the drawer.
    for (let i = 0; i < 15; i += 1) await page.keyboard.press('Tab');
    await expect.poll(() => drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    const roles = drawer.getByRole('link', { name: '角色' });
    await roles.focus();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/#\/system\/role$/);
    await expect(page.getByRole('heading', { name: '角色', level: 1 })).toBeFocused();
    await expectAccessible(page);
  });

  test('a toast keeps clear of the focused field and of an open dialog’s buttons', async ({ page }) => {
    // The toast that stays: an undo offer has no clock, so it is there for as long as the checks take
    // on a busy machine (a 2.5 s toast was gone before the dialog's check under load), and it is the
    // toast most likely to sit over a field or a dialog, because it stays.
    await signInAdmin(page);
    const member = `${tag}_toast`;
    await addMembers(page, [member]);
    await page.goto(`/#/system/adminuser?keyword=${member}`);
    const grid = page.getByRole('grid', { name: '管理员列表' });
    await grid.getByRole('button', { name: `删除 ${member}` }).click();
    const toasts = page.getByRole('region', { name: '通知' });
    await expect(toasts.getByRole('button', { name: /^撤销/ })).toBeVisible();

    await page.goto('/#/manage/userinfo');
    const form = page.getByRole('form', { name: '修改密码' });
    await form.getByLabel('当前密码').fill('whatever-1');
    await form.getByLabel('新密码', { exact: true }).fill('second-secret-2');
    const confirm = form.getByLabel('确认新密码');
    await confirm.fill('second-secret-3');
    // The field being worked on in the middle of the screen, where toasts used to sit; a phone with
    // its on-screen keyboard open shows about this much of the page.
    await page.setViewportSize({ width: 390, height: 480 });
    await confirm.press('Enter');
    // Said at the field and as a link in the form's error summary, which takes focus (SPEC §5); no
    // toast says it again over the page.
    await expect(form.getByText('确认新密码与新密码不一致')).toHaveCount(2);
    await expect(form.getByRole('link', { name: '确认新密码与新密码不一致' })).toBeVisible();
    await expect(form.locator('[data-error-summary]')).toBeFocused();
    await expect(toasts.getByText('表单验证失败')).toHaveCount(0);
    // The user goes back to the field, scrolled to the middle, the toast still up.
    await confirm.focus();
    await confirm.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = await confirm.boundingBox();
    expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) / 2 - 240)).toBeLessThan(30);
    await expectClear(page, toasts);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });

    // An address typed over a form with unsaved changes asks first, as Back does.
    await page.goto('/#/system/adminuser');
    await page
      .getByRole('alertdialog', { name: '有未保存的修改' })
      .getByRole('button', { name: '仍然离开' })
      .click();
    await page.getByRole('button', { name: '添加管理员' }).click();
    const dialog = page.getByRole('dialog', { name: '添加管理员' });
    await dialog.getByRole('button', { name: '保存' }).click();
    // At the field and in the form's error summary, not in a toast.
    await expect(dialog.getByRole('link', { name: '请填写用户名' })).toBeVisible();
    await expect(toasts.getByText('表单验证失败')).toHaveCount(0);
    await expectClear(page, toasts);
    await expectAccessible(page);
  });
});

/** The toast stack covers neither the focused element nor any open dialog's buttons. */
async function expectClear(page: Page, toasts: ReturnType<Page['getByRole']>) {
  // Past the opening animation.
  await expect(toasts.locator('[data-phase="shown"]').first()).toBeVisible();
  // The stack: the union of the toasts (the region itself spans the window's width).
  const stack = await toasts.evaluate((region) => {
    const boxes = Array.from(region.querySelectorAll('[data-tone]'), (t) => t.getBoundingClientRect());
    const x = Math.min(...boxes.map((b) => b.left));
    const y = Math.min(...boxes.map((b) => b.top));
    return {
      x,
      y,
      width: Math.max(...boxes.map((b) => b.right)) - x,
      height: Math.max(...boxes.map((b) => b.bottom)) - y,
    };
  });
  const avoid = await page.evaluate(() => {
    const boxes: Array<{ x: number; y: number; width: number; height: number; what: string }> = [];
    const box = (el: Element, what: string) => {
      const r = el.getBoundingClientRect();
      boxes.push({ x: r.left, y: r.top, width: r.width, height: r.height, what });
    };
    const active = document.activeElement;
    if (active && active !== document.body) box(active, `focused ${active.tagName}`);
    for (const el of document.querySelectorAll('[data-keep-clear]')) box(el, 'buttons kept clear');
    return boxes;
  });
  expect(avoid.length).toBeGreaterThan(0);
  for (const a of avoid) {
    const s = stack;
    const overlaps =
      s.x < a.x + a.width && a.x < s.x + s.width && s.y < a.y + a.height && a.y < s.y + s.height;
    expect(overlaps, `toasts over the ${a.what}`).toBe(false);
  }
}

/** Signs in as admin with the console in English; the account dashboard opens (no brand chosen yet). */
async function signInInEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/#/login');
  await page.getByLabel('User name').fill('admin');
  await page.getByLabel('Password').fill('admin123');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Each brand card on the account dashboard holds its button and its figures, and sits inside its
 * section: English figures are sentences ("Your follow-ups due today (overdue included): 19"), and a
 * card as wide as its longest one ran under the next card at a desk's width and off a phone's screen.
 */
async function expectBrandCardsHoldTheirFigures(page: Page) {
  const choice = page.getByRole('region', { name: 'Choose the brand to work in' });
  for (const brand of ['Demo Brand', 'Second Brand']) {
    await expect(choice.getByRole('list', { name: `Figures of ${brand}` })).toBeVisible();
  }
  const escapes = await choice.evaluate((section) => {
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;
    const found: string[] = [];
    const box = section.getBoundingClientRect();
    const cards = [...section.querySelectorAll(':scope ul > li:has(ul)')];
    for (const card of cards) {
      const own = card.getBoundingClientRect();
      const name = card.querySelector('button span')?.textContent ?? '';
      if (!inside(own, box)) found.push(`${name}: the card runs out of its section`);
      for (const part of card.querySelectorAll('button')) {
        if (!inside(part.getBoundingClientRect(), own))
          found.push(`${name}: "${part.textContent}" runs out of its card`);
      }
    }
    const [a, b] = cards.map((c) => c.getBoundingClientRect());
    if (a && b && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
      found.push('the two cards overlap');
    }
    return cards.length === 2 ? found : [`${cards.length} brand cards, not 2`];
  });
  expect(escapes).toEqual([]);
}

// 320 px: the width WCAG's reflow criterion (1.4.10) asks content to fit without scrolling sideways.
test('in English at 320 px no route scrolls sideways and the add dialogs hold their fields; the brand cards hold their figures at 320 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 320, height: 700 });
  await signInInEnglish(page);
  await expectBrandCardsHoldTheirFigures(page);
  const w = await pageWidths(page);
  expect(w.scroll, '/account/dashboard scrolls sideways').toBeLessThanOrEqual(w.client);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectBrandCardsHoldTheirFigures(page);
  await page.setViewportSize({ width: 320, height: 700 });

  await page.getByRole('button', { name: /Demo Brand/ }).click();
  const brand = page.getByRole('banner').getByRole('link', { name: /Demo Brand/ });
  await expect(brand).toBeVisible();
  // The brand's name whole in the header, not "De…": the user menu gives up its words first.
  expect(await brand.evaluate((a) => a.scrollWidth <= a.clientWidth)).toBe(true);
  await expect(page.getByRole('banner').getByRole('button', { name: /User menu/ })).toHaveAccessibleName(
    /admin/,
  );
  // Every route the manifests declare, besides the sign-in screen (the shell is not there yet).
  for (const { path } of declaredRoutes().filter((r) => r.path !== '/login')) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.route-loading')).toHaveCount(0);
    await listsLoaded(page);
    const widths = await pageWidths(page);
    expect(widths.scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(widths.client);
  }

  // The add dialogs hold their fields: the group's area boxes (three of 7rem in a row) ran out of it;
  // so does the privileges dialog (its tree and count ran 8 px past it).
  for (const [path, button] of [
    ['/system/adminuser', 'Add admin user'],
    ['/crm/customer/list', 'Add customer'],
    ['/crm/customer/group', 'New group'],
    ['/agent/user/list', 'Add agent'],
    ['/crm/config/material', 'Add material'],
    ['/notify/sms/list', 'Send SMS'],
    ['/system/role', 'Privileges: Owner'],
  ] as const) {
    await page.goto(`/#${path}`);
    await page.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(await controlsOutside(dialog), `${button}: out of the dialog`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

/** The controls of a dialog or drawer that stand, even in part, outside its left or right edge. */
function controlsOutside(dialog: Locator) {
  return dialog.evaluate((box) => {
    const edge = box.getBoundingClientRect();
    return [...box.querySelectorAll('input, button, label, select, textarea, [role=combobox]')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        // A select's native twin is hidden from everyone (inside aria-hidden), not on the screen.
        if (el.closest('[aria-hidden="true"]')) return false;
        return r.width > 0 && (r.left < edge.left - 0.5 || r.right > edge.right + 0.5);
      })
      .map((el) => el.textContent || el.getAttribute('aria-label') || el.tagName);
  });
}

for (const width of [390, 320]) {
  test(`in English at ${width} px the customer drawer holds its actions, its facts and its form`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInInEnglish(page);
    await page.getByRole('button', { name: /Demo Brand/ }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: /Demo Brand/ })).toBeVisible();
    await page.goto('/#/crm/customer/list');
    const list = page.getByRole('grid', { name: 'Customers' });
    await list
      .getByRole('button', { name: /^Open / })
      .first()
      .click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('button', { name: 'Mark lost' })).toBeVisible();
    // The four actions wrap inside it (one line of them ran "Mark lost" and the form off the drawer).
    expect(await controlsOutside(drawer)).toEqual([]);
    expect(await drawer.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
    // A mobile number keeps one line; the terms beside the values wrap first.
    const mobile = drawer.locator('dt', { hasText: /^Mobile$/ }).locator('+ dd');
    expect(
      await mobile.evaluate((dd) => {
        const range = document.createRange();
        range.selectNodeContents(dd);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }),
    ).toBe(1);
    // The note of others' changes has no line of its own while it is silent: no band under the name.
    const note = drawer.getByRole('status').filter({ hasText: /^$/ });
    expect((await note.boundingBox())?.height ?? 0).toBe(0);
    await expectAccessible(page);
  });
}

test('in English at 1280 px each module’s rail entry holds its name when it is the current one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInInEnglish(page);
  await page.getByRole('button', { name: /Demo Brand/ }).click();
  const rail = page.getByRole('navigation', { name: 'Modules' });
  await expect(rail).toBeVisible();
  // The account dashboard opens without the shell (a page of its own), so without the rail.
  const hrefs = (
    await rail.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  ).filter((href) => href !== '#/account/dashboard');
  expect(hrefs.length).toBeGreaterThan(5);
  for (const href of hrefs) {
    await page.goto(`/${href}`);
    const current = rail.locator('a[aria-current="page"]');
    await expect(current).toHaveAttribute('href', href);
    // The name in bold, as the current entry shows it: inside the entry's highlight, on one line.
    const name = await current.evaluate((a) => {
      const box = a.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(a);
      const words = range.getBoundingClientRect();
      const text = [...a.querySelectorAll('*'), a].flatMap((el) =>
        [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()),
      );
      const lines = new Set(
        text.flatMap((n) => {
          const r = document.createRange();
          r.selectNodeContents(n);
          return [...r.getClientRects()].map((rect) => Math.round(rect.top));
        }),
      );
      return { spill: Math.max(0, box.left - words.left, words.right - box.right), lines: lines.size };
    });
    expect(name, `${href}: the name inside its entry, on one line`).toEqual({ spill: 0, lines: 1 });
  }
});

test('at 1280×800 and 1920×1080 both menus show, nothing scrolls sideways or stretches across', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAdmin(page);
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    for (const path of ['/system/adminuser', '/system/role', '/manage/userinfo']) {
      await page.goto(`/#${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await listsLoaded(page);
      await expect(page.getByRole('navigation', { name: '模块导航' })).toBeVisible();
      await expect(page.getByRole('button', { name: '打开菜单' })).toBeHidden();
      const w = await pageWidths(page);
      expect(w.scroll).toBeLessThanOrEqual(w.client);
      const content = await page.getByRole('heading', { level: 1 }).evaluate((h) => {
        const main = h.closest('main');
        return (main?.firstElementChild as HTMLElement | null)?.getBoundingClientRect().width ?? 0;
      });
      expect(content).toBeLessThanOrEqual(1440);
      await expectAccessible(page);
    }
  }
});

test('the customer lists start as every list does: the first control one gap under the title', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAdmin(page);
  // The gap between a page's title and the first thing a user sees under it (a control or words).
  const gapUnderTitle = async (path: string) => {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await listsLoaded(page);
    return page.getByRole('heading', { level: 1 }).evaluate((h) => {
      const seen = [...(h.closest('main')?.querySelectorAll('*') ?? [])].find(
        (el) =>
          h.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING &&
          el.getClientRects().length > 0 &&
          (el.matches('button, input, a, label') || (el.children.length === 0 && el.textContent?.trim())),
      );
      return seen ? Math.round(seen.getBoundingClientRect().top - h.getBoundingClientRect().bottom) : -1;
    });
  };
  const usual = await gapUnderTitle('/system/adminuser');
  expect(usual).toBeGreaterThan(0);
  for (const path of ['/crm/customer/list', '/crm/customer/pool', '/crm/customer/lost']) {
    expect(await gapUnderTitle(path), path).toBe(usual);
  }
});

test('the window title follows the language switch', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/#/system/adminuser');
  await expect(page).toHaveTitle('管理员 · Demo Brand · 品牌控制台');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /用户菜单/ })
    .click();
  await page.getByRole('menuitem', { name: '语言设置' }).click();
  // The switch's input is visually hidden under its track; a user clicks the label.
  await page.getByText('使用英文界面 (English)').click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveTitle('Admin users · Demo Brand · Brand Console');
  await expectAccessible(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /User menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'Language settings' }).click();
  await page.getByText('Use English').click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveTitle('管理员 · Demo Brand · 品牌控制台');
});

test('focus stays on the pager at the last page and goes to the table after a bulk delete', async ({
  page,
}) => {
  // Twelve members are hashed on the server first: slow on a loaded machine.
  test.setTimeout(180_000);
  await signInAdmin(page);
  try {
    await addMembers(
      page,
      Array.from({ length: 12 }, (_, i) => `${tag}_${String(i + 1).padStart(2, '0')}`),
    );
    await page.goto(`/#/system/adminuser?keyword=${tag}&pageSize=10`);
    await expect(page.getByText('第 1 / 2 页')).toBeVisible();
    const next = page.getByRole('button', { name: '下一页' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('第 2 / 2 页')).toBeVisible();
    await expect(page.getByRole('button', { name: '上一页' })).toBeFocused();
    await expectAccessible(page);

    const grid = page.getByRole('grid', { name: '管理员列表' });
    // A row's box selects it (pressing the row itself opens the member, as Enter does).
    for (const row of await grid.getByRole('row').filter({ hasText: tag }).all()) {
      await gridTo(page, grid, row.getByRole('checkbox'));
      await page.keyboard.press('Space');
      await expect(row.getByRole('checkbox')).toBeChecked();
    }
    // Members' deletes are taken back by undo: no "are you sure?", gone at once, the toast offering
    // 撤销 (issue 43, item 5).
    await page.getByRole('button', { name: '删除所选（2）' }).click();
    // A newer undo toast replaces the older, which may still be closing beside it.
    const toast = (text: string) => page.locator('[data-undo]').filter({ hasText: text });
    await expect(toast('已删除 2 项').getByRole('button', { name: '撤销' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByText('第 1 / 1 页')).toBeVisible();
    await expect
      .poll(() =>
        grid.evaluate((g) => g.contains(document.activeElement) && document.activeElement !== document.body),
      )
      .toBe(true);
    await expectAccessible(page);

    // A row's own delete button goes with its row: focus stays in the table.
    const first = grid.getByRole('row').filter({ hasText: tag }).first();
    const name = (await first.getByRole('rowheader').innerText()).trim();
    await first.getByRole('button', { name: `删除 ${name}` }).click();
    await expect(toast('已删除 1 项').getByRole('button', { name: '撤销' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(grid.getByRole('rowheader', { name })).toHaveCount(0);
    await expect.poll(() => grid.evaluate((g) => g.contains(document.activeElement))).toBe(true);
    await expectAccessible(page);
  } finally {
    await removeMembers(page, tag);
  }
});
