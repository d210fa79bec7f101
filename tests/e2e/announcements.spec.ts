import type { Page } from '@playwright/test';
import { takeAnnouncements, watchAnnouncements } from './support/announcements.ts';
import { expect, expectAccessible, test } from './support/axe.ts';
import { signInAdmin } from './support/console.ts';
import { consoleCall } from './support/console-call.ts';
import { arrowTo, gridTo } from './support/keyboard.ts';
import type { RuleNode } from './support/rule-tree.ts';

// Issue 39, point 2: what a screen reader hears says something. A list reloaded or a save answered
// while the table has focus says nothing about a selection that did not change (no "未选择项目"),
// ticking a right is heard as the count shown and nothing else, and the tree's help names the arrow
// keys in words. By keyboard alone; axe after each step that changes the page. The role carries this
// run's tag.
const tag = Date.now().toString(36);
const noise = /未选择项目|已选择 \d+ 个项目|已选择所有项目/;

const row = (tree: ReturnType<Page['getByRole']>, title: string) =>
  tree.getByRole('row', { name: new RegExp(`^${title}(, |$)`) });

test('ticking a right and saving: heard as the count shown and "saved", never a selection that did not change', async ({
  page,
}) => {
  const title = `Heard ${tag}`;
  await watchAnnouncements(page.context());
  await signInAdmin(page);
  const rules = await consoleCall<RuleNode[]>(page, '/brand/role/rules.html');
  expect(rules.code).toBe(0);
  const added = await consoleCall<{ id: number }>(page, '/brand/role/add.html', { title, rules: [] });
  expect(added.code).toBe(0);
  try {
    await page.goto('/#/system/role');
    await expect(page.getByRole('heading', { name: '角色', level: 1 })).toBeVisible();
    const grid = page.getByRole('grid', { name: '角色列表' });
    await expect(grid.getByRole('button', { name: `权限：${title}` })).toBeVisible();
    await expectAccessible(page);
    await gridTo(page, grid, grid.getByRole('button', { name: `权限：${title}` }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `${title} 的权限` });
    const tree = dialog.getByRole('treegrid', { name: `${title} 的权限` });
    await expect(tree).toBeVisible();
    // The help names the keys in words: arrow keys, not "右键" (a mouse button).
    await expect(tree).toHaveAccessibleDescription(/按右方向键展开、左方向键收起/);
    await expect(dialog).not.toContainText('右键');
    await expectAccessible(page);

    const status = dialog.getByRole('status');
    await expect(status).toHaveText(/^已授权 0 \/ \d+ 项功能$/);
    await dialog.getByRole('button', { name: '关闭' }).focus();
    await page.keyboard.press('Tab');
    await arrowTo(page, row(tree, '账户概览'));
    await takeAnnouncements(page);
    await page.keyboard.press('Space');
    await expect(status).not.toHaveText(/^已授权 0 /);
    const shown = (await status.textContent()) ?? '';
    // What is heard is the count shown, once.
    expect(await takeAnnouncements(page)).toEqual([shown]);
    await expectAccessible(page);

    // Save by keyboard: the dialog closes, the list reloads with focus back in it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: '保存权限' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('权限已保存')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // Focus is back in the list (not on the page body).
    await expect.poll(() => grid.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectAccessible(page);
    const heard = await takeAnnouncements(page);
    expect(heard).toContain('权限已保存');
    expect(heard.filter((text) => noise.test(text))).toEqual([]);

    // A reload of the list with focus in it (a search): still nothing about the selection.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await takeAnnouncements(page);
    await page.getByRole('searchbox').focus();
    await page.keyboard.type(title);
    await page.keyboard.press('Enter');
    await expect(grid.getByRole('rowheader')).toHaveCount(1);
    await gridTo(page, grid, grid.getByRole('button', { name: `权限：${title}` }));
    await expectAccessible(page);
    expect((await takeAnnouncements(page)).filter((text) => noise.test(text))).toEqual([]);
  } finally {
    // A confirmed delete as the console makes it: GET with the XSRF header.
    await page.evaluate(async (id) => {
      await fetch(`/brand/role/del.html?id=${id}`, {
        headers: {
          Authorization: `Bearer ${sessionStorage.getItem('token')}`,
          BrandId: String(JSON.parse(sessionStorage.getItem('brand') ?? '{}').brandId),
          'X-XSRF-TOKEN': decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? ''),
        },
      });
    }, added.data.id);
  }
});
