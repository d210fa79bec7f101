import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/axe.ts';
import { newCrmMember, signInAdmin, signInAs } from './support/console.ts';
import { consoleCall } from './support/console-call.ts';
import { search, tabTo } from './support/keyboard.ts';

// Issue 39 point 7, by keyboard alone: 首页 heads the rail, a module chosen in the phone's menu shows
// its pages at once, the media library is a page under 配置, and at 1280 px the pinned 操作 column
// leaves 下次跟进 in view.

/** Whether what a person sees at the middle of `target` is `target` (nothing pinned over it). */
const seenAtItsMiddle = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && (el === top || el.contains(top));
  });

async function press(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

test('首页 heads the rail and leads back to the home page inside the shell', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/#/crm/customer/list');
  const rail = page.getByRole('navigation', { name: '模块导航' });
  await expect(rail.getByRole('link').first()).toHaveText('首页');
  await press(page, rail.getByRole('link', { name: '首页' }));
  await expect(page).toHaveURL(/#\/$/);
  await expect(rail.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('on a phone, a module chosen in the menu shows its pages at once; 媒体库 is one of 配置’s', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page);
  await page.goto('/#/');
  await press(page, page.getByRole('button', { name: '打开菜单' }));
  const menu = page.getByRole('dialog', { name: '菜单' });
  await expect(menu).toBeVisible();
  await press(page, menu.getByRole('link', { name: '配置' }));
  await expect(page).toHaveURL(/#\/config\/index$/);
  // Still open, now with 配置's own pages.
  const pages = menu.getByRole('navigation', { name: '栏目菜单' });
  await expect(pages.getByRole('link', { name: '媒体库' })).toBeVisible();
  await press(page, pages.getByRole('link', { name: '媒体库' }));
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: '媒体库' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '图片' })).toHaveAttribute('aria-selected', 'true');
});

test('the media library is a page under 配置, reached from its menu', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/#/config/index');
  const pages = page.getByRole('navigation', { name: '栏目菜单' });
  await press(page, pages.getByRole('link', { name: '媒体库' }));
  await expect(page).toHaveURL(/#\/config\/media$/);
  await expect(page.getByRole('heading', { level: 1, name: '媒体库' })).toBeVisible();
  await expect(pages.getByRole('link', { name: '媒体库' })).toHaveAttribute('aria-current', 'page');
  await tabTo(page, page.getByRole('tab', { name: '图片' }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: '文件' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByText(/^共 \d+ 个$/)).toBeVisible();
});

test.describe('in a browser outside China, whose times name their zone (the widest cell)', () => {
  test.use({ timezoneId: 'UTC' });
  test('at 1280 px the pinned 操作 column leaves 下次跟进 in view, with names as long as a company’s', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // A member of their own, with the default columns, and a list searched down to the customers made here.
    const tag = `宽${Date.now().toString(36)}`;
    const member = await newCrmMember(browser, `${tag}客户`);
    await signInAs(page, member.user, member.password);
    const stamp = Date.now() % 900_000_000;
    const nextFollowAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    // A company-long name in Chinese, one in English, and a short name at a long company's.
    const customers = [
      { name: `${tag}上海浦东新区星辰国际贸易有限公司` },
      { name: `${tag} Bright Horizon Electronics` },
      { name: `${tag}李静`, company: '上海浦东新区星辰国际贸易有限公司' },
    ];
    for (const [i, customer] of customers.entries()) {
      const added = await consoleCall(page, '/crm/customer/add.html', {
        ...customer,
        mobile: `17${String(stamp + i).padStart(9, '0')}`,
        nextFollowAt,
      });
      expect(added.code, added.message).toBe(0);
    }
    await page.goto('/#/crm/customer/list');
    await search(page, tag);
    const grid = page.getByRole('grid', { name: '客户' });
    await expect(grid.getByRole('rowheader')).toHaveCount(3);
    const next = grid.getByRole('columnheader', { name: '下次跟进' });
    await expect(next).toBeVisible();
    expect(await seenAtItsMiddle(next)).toBe(true);
    expect(await seenAtItsMiddle(grid.getByRole('columnheader', { name: '操作' }))).toBe(true);
    // Each row's 下次跟进 is read whole: the end of its text is not under the pinned column.
    const covered = await grid.evaluate((table) => {
      const headers = Array.from(table.querySelectorAll('thead th'));
      const at = headers.findIndex((h) => (h.textContent ?? '').includes('下次跟进'));
      const hidden: string[] = [];
      for (const row of table.querySelectorAll('tbody tr')) {
        const cell = row.children[at] as HTMLElement | undefined;
        if (!cell) continue;
        const range = document.createRange();
        range.selectNodeContents(cell);
        for (const r of range.getClientRects()) {
          // Rows below the fold are not covered, only not scrolled to yet.
          if (r.width === 0 || r.bottom > innerHeight || r.top < 0) continue;
          const top = document.elementFromPoint(r.right - 1, r.top + r.height / 2);
          if (!top || !cell.contains(top)) hidden.push((cell.textContent ?? '').trim());
        }
      }
      return hidden;
    });
    await page.screenshot({ path: test.info().outputPath('customer-list-1280.png') });
    expect(covered).toEqual([]);
  });
});
