import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/axe.ts';
import { signInAdmin } from './support/console.ts';

// The session stays in sessionStorage (per tab, docs/spec.md §3), and a new tab of the same
// browser asks an open tab for it before sending the user to the login screen; a logout ends every tab.

const token = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

test('a second tab opens signed in on the page its link names; logging out there ends the first tab too', async ({
  page,
  context,
  browser,
}) => {
  await signInAdmin(page);
  await expectAccessible(page);

  // A link opened in a new tab: nothing in its sessionStorage, the open tab hands the session over.
  const second = await context.newPage();
  await second.goto('/#/system/adminuser');
  await expect(second.getByRole('heading', { name: '管理员', level: 1 })).toBeVisible();
  await expect(second.getByRole('grid', { name: '管理员列表' }).getByRole('rowheader').first()).toBeVisible();
  await expect(second).toHaveURL(/#\/system\/adminuser$/);
  await expect(second).toHaveTitle('管理员 · Demo Brand · 品牌控制台');
  expect(await token(second)).toBe(await token(page));
  await expectAccessible(second);
  // It keeps working on its own: a reload resumes from its own storage.
  await second.reload();
  await expect(second.getByRole('heading', { name: '管理员', level: 1 })).toBeVisible();

  // Another browser (its own context) shares nothing: it signs in.
  const stranger = await browser.newPage();
  await stranger.goto('/#/system/adminuser');
  await expect(stranger.getByRole('heading', { name: '登录' })).toBeVisible();
  await expect(stranger).toHaveURL(/#\/login\?from=/);
  await stranger.close();

  // Logging out in the second tab ends the session in the first.
  await second
    .getByRole('banner')
    .getByRole('button', { name: /用户菜单/ })
    .click();
  await second.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(second).toHaveURL(/#\/login$/);
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  expect(await token(page)).toBeNull();
  await expectAccessible(page);

  // With every tab signed out, a new tab has nobody to ask and shows the login screen.
  const third = await context.newPage();
  await third.goto('/#/system/role');
  await expect(third.getByRole('heading', { name: '登录' })).toBeVisible();
  await expectAccessible(third);
});
