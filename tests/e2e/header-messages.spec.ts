import { expect, test } from './support/axe.ts';
import { signInAdmin } from './support/console.ts';

// The message popover belongs to the page it was opened on: Back closes it, and the page it goes back
// to takes clicks (a modal popover left open keeps the rest of the page inert).
test('Back closes the message popover and the page takes clicks', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/#/system/role');
  await expect(page.getByRole('heading', { name: '角色', level: 1 })).toBeVisible();
  await page.goto('/#/system/adminuser');
  await expect(page.getByRole('heading', { name: '管理员', level: 1 })).toBeVisible();

  await page
    .getByRole('banner')
    .getByRole('button', { name: /^消息，/ })
    .click();
  await expect(page.getByRole('dialog', { name: '消息' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: '角色', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '消息' })).toHaveCount(0);

  const menu = page.getByRole('navigation', { name: '栏目菜单' });
  await menu.getByRole('link', { name: '管理员' }).click({ timeout: 5_000 });
  await expect(page.getByRole('heading', { name: '管理员', level: 1 })).toBeVisible();
});
