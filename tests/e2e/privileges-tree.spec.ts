import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/axe.ts';
import { consoleCall } from './support/console-call.ts';

// The privileges are a real tree (React Aria's Tree with selection), operated by
// keyboard alone: one Tab stop, arrows move, Right/Left unfold and fold, Space ticks; each module is one
// row whose name carries its count; counts are of what can be granted on its own. Axe after each step.
// Other spec files run against the same server: the role made here carries this run's tag.
const tag = Date.now().toString(36);

async function signInAdmin(page: Page) {
  await page.goto('/#/login');
  // The login screen starts on the user name: type straight away.
  await expect(page.getByLabel('用户名')).toBeFocused();
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await page.keyboard.type('admin123');
  await page.keyboard.press('Enter');
  const choose = page.getByRole('button', { name: /Demo Brand/ });
  const banner = page.getByRole('banner').getByRole('link', { name: /Demo Brand/ });
  await expect(choose.or(banner)).toBeVisible();
  if (await choose.isVisible()) await choose.click();
  await expect(banner).toBeVisible();
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      role: el?.getAttribute('role') ?? el?.tagName.toLowerCase(),
      name: el?.getAttribute('aria-label'),
    };
  });

test('the privileges tree by keyboard alone, with axe after every step', async ({ page }) => {
  const title = `Tree ${tag}`;
  await signInAdmin(page);
  const added = await consoleCall<{ id: number }>(page, '/brand/role/add.html', { title });
  expect(added.code).toBe(0);

  await page.goto(`/#/system/role?keyword=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: `权限：${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `${title} 的权限` });
  const tree = dialog.getByRole('treegrid', { name: `${title} 的权限` });
  await expect(tree).toBeVisible();
  const count = dialog.getByRole('status');
  await expect(count).toHaveText(/^已授权 0 \/ \d+ 项功能$/);
  const total = Number((await count.textContent())?.match(/\/ (\d+)/)?.[1]);
  await expectAccessible(page);

  // One Tab stop: from the dialog's close button into the tree, and the next Tab leaves it.
  await dialog.getByRole('button', { name: '关闭' }).focus();
  await page.keyboard.press('Tab');
  expect(await focused(page)).toEqual({ role: 'row', name: '账户概览' });
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: '取消' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toEqual({ role: 'row', name: '账户概览' });
  await expectAccessible(page);

  // Down moves to the next module: one row, its count in its name.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const system = tree.getByRole('row', { name: '系统, 已授权 0 / 12' });
  await expect(system).toBeFocused();
  await expect(system).toHaveAttribute('aria-expanded', 'false');
  await expectAccessible(page);

  // Right unfolds it; its screens appear one level down.
  await page.keyboard.press('ArrowRight');
  await expect(system).toHaveAttribute('aria-expanded', 'true');
  const adminUsers = tree.getByRole('row', { name: '管理员, 已授权 0 / 5' });
  await expect(adminUsers).toHaveAttribute('aria-level', '2');
  await expectAccessible(page);

  // Down to the screen, Space ticks it: its five actions count, its module is ticked with it.
  await page.keyboard.press('ArrowDown');
  await expect(adminUsers).toBeFocused();
  await page.keyboard.press('Space');
  await expect(tree.getByRole('row', { name: '管理员, 已授权 5 / 5' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(tree.getByRole('row', { name: '系统, 已授权 5 / 12' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(count).toHaveText(`已授权 5 / ${total} 项功能`);
  // A partly granted module shows a mixed box.
  await expect(tree.getByRole('row', { name: '系统, 已授权 5 / 12' }).getByRole('checkbox')).toBeChecked({
    indeterminate: true,
  });
  await expectAccessible(page);

  // Left goes up to the module, Left again folds it.
  await page.keyboard.press('ArrowLeft');
  const systemNow = tree.getByRole('row', { name: '系统, 已授权 5 / 12' });
  await expect(systemNow).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(systemNow).toHaveAttribute('aria-expanded', 'false');
  await expect(tree.getByRole('row', { name: /^管理员/ })).toHaveCount(0);
  await expectAccessible(page);

  // Space on a fully granted module clears it; on a partly granted one it grants all of it.
  await page.keyboard.press('Space');
  await expect(tree.getByRole('row', { name: '系统, 已授权 12 / 12' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(count).toHaveText(`已授权 12 / ${total} 项功能`);
  await page.keyboard.press('Space');
  await expect(count).toHaveText(`已授权 0 / ${total} 项功能`);
  await page.keyboard.press('Space');
  await expect(count).toHaveText(`已授权 12 / ${total} 项功能`);
  await expectAccessible(page);

  // Save by keyboard: Tab leaves the tree for Cancel, then Save.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: '保存权限' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('权限已保存')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expectAccessible(page);

  const detail = await consoleCall<{ rules: number[] }>(page, '/brand/role/detail.html', {
    id: added.data.id,
  });
  // The module, its two screens and their twelve actions.
  expect(detail.data.rules).toHaveLength(15);
});
