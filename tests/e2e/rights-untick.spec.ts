import type { Page } from '@playwright/test';
import { takeAnnouncements, watchAnnouncements } from './support/announcements.ts';
import { expect, expectAccessible, test } from './support/axe.ts';
import { signInAdmin } from './support/console.ts';
import { consoleCall } from './support/console-call.ts';
import { arrowTo, gridTo } from './support/keyboard.ts';
import { findRule, type RuleNode, subtree } from './support/rule-tree.ts';

// Taking a right away, as people mean it: the owner ticks 通知 › 短信 › 短信记录 for a role, saves,
// unticks it and saves again. The group and the module it ticked go with it, the count goes back,
// what the screen reader hears is the count shown, and the role's member has no 通知 left. By
// keyboard in the tree; axe after every step. The role and member carry this run's tag.
const tag = Date.now().toString(36);

/** The rule at `path`, its subtree and the ids above it: what ticking it grants. */
function tickedWith(nodes: RuleNode[], path: string): number[] {
  const walk = (list: RuleNode[], above: number[]): number[] | null => {
    for (const n of list) {
      if (`/${n.controller}/${n.action}` === path) return [...above, ...subtree(n)];
      const found = walk(n.childList, [...above, n.id]);
      if (found) return found;
    }
    return null;
  };
  const ids = walk(nodes, []);
  if (!ids) throw new Error(`no rule ${path}`);
  return ids;
}

/** Opens the role's privileges from its row by keyboard and moves into the tree. */
async function openPrivileges(page: Page, title: string) {
  const grid = page.getByRole('grid', { name: '角色列表' });
  await gridTo(page, grid, grid.getByRole('button', { name: `权限：${title}` }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `${title} 的权限` });
  const tree = dialog.getByRole('treegrid', { name: `${title} 的权限` });
  await expect(tree).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText(/^已授权 \d+ \/ \d+ 项功能$/);
  await dialog.getByRole('button', { name: '关闭' }).focus();
  // One Tab into the tree (onto its first ticked row), Home to its first row.
  await page.keyboard.press('Tab');
  await expect(tree.getByRole('row', { name: /^客户关系, / })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tree.getByRole('row', { name: '账户概览' })).toBeFocused();
  return { dialog, tree, status: dialog.getByRole('status') };
}

const row = (tree: ReturnType<Page['getByRole']>, title: string) =>
  tree.getByRole('row', { name: new RegExp(`^${title}(, |$)`) });

/** From the tree's first row down to 通知 › 短信 › 短信记录, unfolding on the way (Right unfolds). */
async function downToSmsLog(page: Page, tree: ReturnType<Page['getByRole']>) {
  await arrowTo(page, row(tree, '通知'));
  await page.keyboard.press('ArrowRight');
  await expect(row(tree, '通知')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(row(tree, '短信')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(row(tree, '短信')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(row(tree, '短信记录')).toBeFocused();
}

test('unticking the last page of a group unticks the group and the module; the member has no empty menu', async ({
  page,
  browser,
}) => {
  const title = `Rights ${tag}`;
  const member = `rights_${tag}`;
  await watchAnnouncements(page.context());
  await signInAdmin(page);

  // The role starts with the customer tags (so its member has a menu to look at), and one member.
  const rules = await consoleCall<RuleNode[]>(page, '/brand/role/rules.html');
  const start = tickedWith(rules.data, '/crm/config/tag');
  const added = await consoleCall<{ id: number }>(page, '/brand/role/add.html', { title, rules: start });
  expect(added.code).toBe(0);
  const user = await consoleCall(page, '/brand/adminuser/add.html', {
    userName: member,
    password: 'secret-123',
    confirmPassword: 'secret-123',
    realName: '权限测试',
    roleId: added.data.id,
  });
  expect(user.code).toBe(0);
  const notify = findRule(rules.data, '/notify/index');
  const smsGroup = findRule(rules.data, '/notify/sms/');
  if (!notify || !smsGroup) throw new Error('no 通知 or 短信 rule');

  await page.goto(`/#/system/role?keyword=${encodeURIComponent(title)}`);
  await expect(page.getByRole('button', { name: `权限：${title}` })).toBeVisible();
  await expectAccessible(page);

  // Tick 短信记录: its five functions count, its group and module are ticked with it.
  let { dialog, tree, status } = await openPrivileges(page, title);
  const before = (await status.textContent()) ?? '';
  const [, granted, total] = before.match(/已授权 (\d+) \/ (\d+)/)?.map(Number) ?? [];
  await downToSmsLog(page, tree);
  await expectAccessible(page);
  await takeAnnouncements(page);
  await page.keyboard.press('Space');
  await expect(status).toHaveText(`已授权 ${(granted ?? 0) + 5} / ${total} 项功能`);
  await expect(row(tree, '短信记录')).toHaveAttribute('aria-selected', 'true');
  await expect(row(tree, '短信')).toHaveAttribute('aria-selected', 'true');
  await expect(row(tree, '通知')).toHaveAttribute('aria-selected', 'true');
  // What is heard is what is shown: the count, once (no count of tree nodes besides it). The assertions
  // above waited for the page to be still, so every message of the press has been written.
  expect(await takeAnnouncements(page)).toEqual([`已授权 ${(granted ?? 0) + 5} / ${total} 项功能`]);
  await expectAccessible(page);

  // Save by keyboard.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: '保存权限' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('权限已保存')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expectAccessible(page);

  // Untick it: 短信 and 通知 are left with no page and go with it; the count is back where it began.
  ({ dialog, tree, status } = await openPrivileges(page, title));
  await expect(status).toHaveText(`已授权 ${(granted ?? 0) + 5} / ${total} 项功能`);
  await downToSmsLog(page, tree);
  await expect(row(tree, '短信记录')).toHaveAttribute('aria-selected', 'true');
  await takeAnnouncements(page);
  await page.keyboard.press('Space');
  await expect(status).toHaveText(before);
  await expect(row(tree, '短信记录')).toHaveAttribute('aria-selected', 'false');
  await expect(row(tree, '短信')).toHaveAttribute('aria-selected', 'false');
  await expect(row(tree, '通知')).toHaveAttribute('aria-selected', 'false');
  await expect(row(tree, '通知').getByRole('checkbox')).not.toBeChecked();
  expect(await takeAnnouncements(page)).toEqual([before]);
  await expectAccessible(page);
  await dialog.screenshot({ path: test.info().outputPath('rights-unticked.png') });

  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: '保存权限' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('权限已保存')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expectAccessible(page);

  // What is stored: the role holds what it began with, neither 通知 nor 短信.
  const detail = await consoleCall<{ rules: number[] }>(page, '/brand/role/detail.html', {
    id: added.data.id,
  });
  expect(detail.data.rules).not.toContain(notify.id);
  expect(detail.data.rules).not.toContain(smsGroup.id);
  expect([...detail.data.rules].sort((a, b) => a - b)).toEqual([...start].sort((a, b) => a - b));

  // The member, in a browser of their own: 客户关系 in the rail, no 通知.
  const context = await browser.newContext();
  const other = await context.newPage();
  try {
    await other.goto('/#/login');
    await expect(other.getByLabel('用户名')).toBeFocused();
    await other.keyboard.type(member);
    await other.keyboard.press('Tab');
    await other.keyboard.type('secret-123');
    await other.keyboard.press('Enter');
    await expect(other.getByRole('banner').getByRole('link', { name: /Demo Brand/ })).toBeVisible();
    const rail = other.getByRole('navigation', { name: '模块导航' });
    await expect(rail.getByRole('link', { name: '客户关系' })).toBeVisible();
    await expect(rail.getByRole('link', { name: '通知' })).toHaveCount(0);
    await expectAccessible(other);
    const menu = await consoleCall<{ nav: Array<{ title: string }>; menuList: Array<{ title: string }> }>(
      other,
      '/brand/manage/usermenu.html',
    );
    expect(menu.data.nav.map((n) => n.title)).not.toContain('通知');
    expect(menu.data.menuList.map((m) => m.title)).not.toContain('短信');
  } finally {
    await context.close();
  }
});
