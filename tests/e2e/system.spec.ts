import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/axe.ts';
import { signInAdmin } from './support/console.ts';
import { consoleCall } from './support/console-call.ts';
import { gridTo } from './support/keyboard.ts';

// Other spec files run against the same server: every name made here carries this run's tag.
const tag = Date.now().toString(36);

async function signIn(page: Page, user: string, password: string) {
  await page.goto('/#/login');
  await page.getByLabel('用户名').fill(user);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

async function logOut(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /用户菜单/ })
    .click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/#\/login$/);
}

function navLinks(page: Page) {
  return page.getByRole('navigation', { name: '模块导航' }).getByRole('link');
}

test('the three system screens pass axe with no serious or critical violations', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/#/system/index');
  await expect(page.getByRole('heading', { name: '系统', level: 1 })).toBeVisible();
  await expect(page.getByText(/共 \d+ 名管理员/)).toBeVisible();
  await expectAccessible(page);
  await page.goto('/#/system/adminuser');
  await expect(page.getByRole('grid', { name: '管理员列表' }).getByRole('rowheader').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: '添加管理员' }).click();
  await expect(page.getByRole('dialog', { name: '添加管理员' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await page.goto('/#/system/role');
  await expect(page.getByRole('grid', { name: '角色列表' }).getByRole('rowheader').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: '权限：运营' }).click();
  const priv = page.getByRole('dialog', { name: '运营 的权限' });
  // The privileges are a tree: a module's chevron unfolds it; a granted row is selected.
  await priv
    .getByRole('row', { name: /^客户关系,/ })
    .getByRole('button', { name: /^展开/ })
    .click();
  await expect(priv.getByRole('row', { name: /^客户,/ })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);
});

test('system: a role with content rules only, its member, no permission, then the system module granted', async ({
  page,
}) => {
  const role = `Content editor ${tag}`;
  const editor = `editor1_${tag}`;
  await signInAdmin(page);

  // admin creates the role with only the content rules.
  await page.goto('/#/system/role');
  await page.getByRole('button', { name: '添加角色' }).click();
  const form = page.getByRole('dialog', { name: '添加角色' });
  await form.getByLabel('角色名称').fill(role);
  await form.getByRole('button', { name: '保存' }).click();
  const priv = page.getByRole('dialog', { name: `${role} 的权限` });
  // The content rules live under the platform module.
  await priv
    .getByRole('row', { name: /^平台,/ })
    .getByRole('button', { name: /^展开/ })
    .click();
  // A press on a row ticks it, with everything under it.
  const content = priv.getByRole('row', { name: /^内容管理,/ });
  await content.getByText('内容管理', { exact: true }).click();
  await expect(content).toHaveAttribute('aria-selected', 'true');
  await content.getByRole('button', { name: /^展开/ }).click();
  await expect(priv.getByRole('row', { name: /^文章,/ })).toHaveAttribute('aria-selected', 'true');
  await expect(priv.getByRole('row', { name: '文章编辑' })).toHaveAttribute('aria-selected', 'false');
  await priv.getByRole('button', { name: '保存权限' }).click();
  await expect(priv).toHaveCount(0);

  // ... and the user editor1 with it.
  await page.goto('/#/system/adminuser');
  await page.getByRole('button', { name: '添加管理员' }).click();
  const add = page.getByRole('dialog', { name: '添加管理员' });
  await add.getByLabel('用户名').fill(editor);
  await add.getByLabel('密码', { exact: true }).fill('editor-123');
  await add.getByLabel('确认密码').fill('editor-123');
  await add.getByRole('button', { name: /角色/ }).click();
  await page.getByRole('option', { name: role }).click();
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toHaveCount(0);
  await page.getByRole('searchbox', { name: '搜索' }).fill(editor);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('rowheader', { name: editor })).toBeVisible();
  await logOut(page);

  // editor1: the navigation shows only what the role grants.
  await signIn(page, editor, 'editor-123');
  // 首页, then the one module the role grants.
  await expect(navLinks(page)).toHaveCount(2);
  await expect(navLinks(page).last()).toHaveAttribute('href', '#/platform/index');
  // A typed address of a screen the role lacks: "no permission" inside the shell.
  await page.goto('/#/system/adminuser');
  await expect(page.getByRole('heading', { name: '没有权限', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expectAccessible(page);
  // ... and the API refuses the call itself.
  const { code } = await consoleCall(page, '/brand/adminuser/list.html');
  expect(code).toBe(403);
  await logOut(page);

  // admin grants the system module to the role.
  await signInAdmin(page);
  await page.goto(`/#/system/role?keyword=${encodeURIComponent(role)}`);
  await page.getByRole('button', { name: `权限：${role}` }).click();
  const again = page.getByRole('dialog', { name: `${role} 的权限` });
  await again.getByText('系统', { exact: true }).click();
  await expect(again.getByRole('row', { name: /^系统,/ })).toHaveAttribute('aria-selected', 'true');
  await again.getByRole('button', { name: '保存权限' }).click();
  await expect(again).toHaveCount(0);
  await logOut(page);

  // editor1 sees it after choosing the brand again.
  await signIn(page, editor, 'editor-123');
  await expect(navLinks(page)).toHaveCount(3);
  await page.goto('/#/account/dashboard');
  await page.getByRole('button', { name: /Demo Brand/ }).click();
  await expect(navLinks(page).filter({ hasText: '系统' })).toBeVisible();
  await page.goto('/#/system/adminuser');
  await expect(page.getByRole('heading', { name: '管理员', level: 1 })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /^admin/ })).toBeVisible();
});

test('the whole add-user flow by keyboard alone', async ({ page }) => {
  const name = `kbd_${tag}`;
  await signInAdmin(page);
  await page.goto('/#/system/adminuser');
  await expect(page.getByRole('grid', { name: '管理员列表' }).getByRole('rowheader').first()).toBeVisible();
  const addButton = page.getByRole('button', { name: '添加管理员' });
  await page.getByRole('heading', { name: '管理员', level: 1 }).focus();
  for (let i = 0; i < 15 && !(await addButton.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(addButton).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '添加管理员' });
  await expect(dialog.getByLabel('用户名')).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('密码', { exact: true })).toBeFocused();
  await page.keyboard.type('keyboard-123');
  await page.keyboard.press('Tab');
  await page.keyboard.type('keyboard-123');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: /角色/ })).toBeFocused();
  // The role picker: open with the arrow key, move to the role, pick it with Enter.
  await page.keyboard.press('ArrowDown');
  const option = page.getByRole('option', { name: '运营' });
  await expect(page.getByRole('listbox')).toBeVisible();
  for (let i = 0; i < 10 && !(await option.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: /角色/ })).toContainText('运营');
  await page.keyboard.press('Tab');
  await page.keyboard.type('键盘用户');
  // Submit from a field with Enter, as a form does.
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('searchbox', { name: '搜索' }).fill(name);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('rowheader', { name: name })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('键盘用户');
});

test('members sorted by name read in pinyin order in Chromium: 何 刘 孙 吴 周, reversed by a second click', async ({
  page,
}) => {
  await signInAdmin(page);
  const role = await consoleCall<{ id: number }>(page, '/brand/role/add.html', { title: `拼音 ${tag}` });
  expect(role.code).toBe(0);
  for (const [i, realName] of ['周杰', '孙丽', '何平', '吴婷', '刘洋'].entries()) {
    const added = await consoleCall(page, '/brand/adminuser/add.html', {
      userName: `py_${tag}_${i}`,
      password: 'secret-123',
      confirmPassword: 'secret-123',
      realName,
      roleId: role.data.id,
    });
    expect(added.code).toBe(0);
  }
  await page.goto(`/#/system/adminuser?roleId=${role.data.id}`);
  const grid = page.getByRole('grid', { name: '管理员列表' });
  const names = grid.getByRole('gridcell').filter({ hasText: /^[\u4e00-\u9fff]{2}$/ });
  await expect(names).toHaveCount(5);
  await grid.getByRole('columnheader', { name: /姓名/ }).click();
  await expect(names).toHaveText(['何平', '刘洋', '孙丽', '吴婷', '周杰']);
  await grid.getByRole('columnheader', { name: /姓名/ }).click();
  await expect(names).toHaveText(['周杰', '吴婷', '孙丽', '刘洋', '何平']);
});

/** True when the element is what the page paints at its own centre (laid out but clipped, it is not). */
function paintedAt(page: Page, id: string) {
  return page.evaluate((id) => {
    const el = document.getElementById(id);
    if (!el) return false;
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return box.width > 1 && box.height > 1 && hit !== null && el.contains(hit);
  }, id);
}

test('why an action is unavailable is shown above it: on keyboard focus and on hover', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/#/system/adminuser?keyword=admin');
  const members = page.getByRole('grid', { name: '管理员列表', exact: true });
  const own = members.getByRole('row', { name: /admin（我）/ });
  const del = own.getByRole('button', { name: /^删除/ });
  await expect(del).toHaveAttribute('aria-disabled', 'true');
  await expect(del).toHaveAccessibleDescription('不能删除自己');
  const reasonId = (await del.getAttribute('aria-describedby')) ?? '';
  expect(await paintedAt(page, reasonId)).toBe(false);
  await gridTo(page, members, del);
  await expect(del).toBeFocused();
  await expect.poll(() => paintedAt(page, reasonId)).toBe(true);
  await expectAccessible(page);

  // A disabled control takes no focus: its reason shows on hover.
  await page.goto('/#/agent/user/list?tab=group');
  await page.getByRole('tab', { name: '分组' }).click();
  const groups = page.getByRole('grid', { name: '代理分组' });
  const held = groups.getByRole('button', { name: /^删除/, disabled: true }).first();
  await expect(held).toBeDisabled();
  const heldId = (await held.getAttribute('aria-describedby')) ?? '';
  expect(await paintedAt(page, heldId)).toBe(false);
  await held.locator('..').hover();
  await expect.poll(() => paintedAt(page, heldId)).toBe(true);
});
