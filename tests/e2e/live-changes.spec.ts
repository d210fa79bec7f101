import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/axe.ts';
import { signInAdmin } from './support/console.ts';
import { consoleCall } from './support/console-call.ts';
import { findRule, type RuleNode, subtree } from './support/rule-tree.ts';

// Changes reach the consoles that are open: the owner takes a screen away from the Operator role
// while `operator` works on it, then disables `operator`; the operator's console follows each change
// within a second, without a reload or a click. The demo's Operator role and `operator` are put back
// at the end, so the specs after this one find the seed as it was.

async function operatorRole(admin: Page) {
  const roles = await consoleCall<{ list: Array<{ id: number; title: string }> }>(
    admin,
    '/brand/role/list.html',
    {
      keyword: '运营',
    },
  );
  const id = roles.data.list.find((r) => r.title === '运营')?.id;
  if (!id) throw new Error('no operator role');
  const detail = await consoleCall<{ rules: number[] }>(admin, '/brand/role/detail.html', { id });
  return { id, rules: detail.data.rules };
}

async function operatorUserId(admin: Page) {
  const list = await consoleCall<{ list: Array<{ id: number; userName: string }> }>(
    admin,
    '/brand/adminuser/list.html',
    { keyword: 'operator' },
  );
  const id = list.data.list.find((u) => u.userName === 'operator')?.id;
  if (!id) throw new Error('no operator');
  return id;
}

test('a screen taken away and a disabled account reach the open console within a second', async ({
  page: admin,
  browser,
}) => {
  await signInAdmin(admin);
  const role = await operatorRole(admin);
  const operatorId = await operatorUserId(admin);
  const tree = await consoleCall<RuleNode[]>(admin, '/brand/role/rules.html');
  const tags = findRule(tree.data, '/crm/config/tag');
  if (!tags) throw new Error('no /crm/config/tag rule');
  const taken = new Set(subtree(tags));

  // The operator, in a browser of their own, works on the customer tags.
  const context = await browser.newContext();
  const operator = await context.newPage();
  try {
    await operator.goto('/#/login');
    await operator.getByLabel('用户名').fill('operator');
    await operator.getByLabel('密码').fill('operator123');
    await operator.getByRole('button', { name: '登录' }).click();
    await expect(operator.getByRole('banner').getByRole('link', { name: /Demo Brand/ })).toBeVisible();
    await operator.goto('/#/crm/config/tag');
    await expect(operator.getByRole('heading', { name: '客户标签', level: 1 })).toBeVisible();
    const childMenu = operator.getByRole('navigation', { name: '栏目菜单' });
    await expect(childMenu.getByRole('link', { name: '客户标签' })).toBeVisible();
    await expectAccessible(operator);

    // The owner takes adding tags away: the add button stays where it was, withheld with the reason.
    const add = findRule(tree.data, '/crm/tag/add');
    if (!add) throw new Error('no /crm/tag/add rule');
    const noAdd = await consoleCall(admin, '/brand/role/priv.html', {
      id: role.id,
      rules: role.rules.filter((r) => r !== add.id),
    });
    expect(noAdd.code).toBe(0);
    const addGroup = operator.getByRole('button', { name: '添加标签组' });
    await expect(addGroup).toHaveAttribute('aria-disabled', 'true', { timeout: 1000 });
    await expect(addGroup).toHaveAccessibleDescription('你的角色已没有此权限');
    await addGroup.focus();
    await expect(addGroup).toBeFocused();
    await expectAccessible(operator);

    // The owner takes the screen (with its actions) away from Operator.
    const removed = await consoleCall(admin, '/brand/role/priv.html', {
      id: role.id,
      rules: role.rules.filter((r) => !taken.has(r)),
    });
    expect(removed.code).toBe(0);
    // Within a second: the menu loses the entry and the screen says no permission, in place.
    await expect(childMenu.getByRole('link', { name: '客户标签' })).toHaveCount(0, { timeout: 1000 });
    await expect(operator.getByRole('heading', { name: '没有权限', level: 1 })).toBeVisible({
      timeout: 1000,
    });
    await expect(operator).toHaveURL(/#\/crm\/config\/tag$/);
    await expect(
      operator.getByRole('status').filter({ hasText: '你的权限已更新：移除 客户标签' }),
    ).toBeVisible();
    await expectAccessible(operator);

    // The owner disables the operator: the console says the session is over, and why, and returns to login.
    const disabled = await consoleCall(admin, '/brand/adminuser/update.html', { id: operatorId, status: 0 });
    expect(disabled.code).toBe(0);
    // Said as a 401 says it (a call the page was making may say it too).
    await expect(
      operator
        .getByRole('region', { name: '通知' })
        .getByText('您在 Demo Brand 的账号已被停用，请联系该品牌的管理员重新启用。'),
    ).toBeVisible({ timeout: 1000 });
    await expectAccessible(operator);
    await expect(operator.getByRole('heading', { name: '登录' })).toBeVisible();
    await expect(operator).toHaveURL(/#\/login\?from=/);
    await expectAccessible(operator);
  } finally {
    await consoleCall(admin, '/brand/adminuser/update.html', { id: operatorId, status: 1 });
    await consoleCall(admin, '/brand/role/priv.html', { id: role.id, rules: role.rules });
    await context.close();
  }
});
