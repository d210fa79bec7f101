import type { Locator, Page } from '@playwright/test';
import { announcedFrom, takeAnnouncements, watchAnnouncements } from './support/announcements.ts';
import { expect, expectAccessible, test } from './support/axe.ts';
import { signInAdmin } from './support/console.ts';
import { consoleCall } from './support/console-call.ts';
import { gridTo, search, tabTo } from './support/keyboard.ts';
import { findRule, type RuleNode, subtree } from './support/rule-tree.ts';

// Issue 39, point 1: after an action that removes the row or the screen focus came from, focus lands
// on a named place (the row that took the removed one's place, the list's heading, the "no permission"
// title naming the screen), and what happened is announced politely. By keyboard alone; axe after each
// step that changes the page. Other spec files share the server: the customers made here carry this
// run's tag.

const tag = `f${Date.now().toString(36)}`;
const stamp = Date.now() % 900_000_000;
const mobile = (n: number) => `17${String(stamp + n).padStart(9, '0')}`;

/** What has focus, as a screen reader would name it: its role and accessible name. */
async function focused(page: Page): Promise<{ tag: string; text: string; heading: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return {
      tag: el?.localName ?? '',
      text: (el?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      heading: el?.hasAttribute('data-page-heading') ?? false,
    };
  });
}

/** Focus is on `row` or on a control inside it: a row, not the page body. */
async function expectFocusWithin(row: Locator) {
  await expect
    .poll(() => row.evaluate((el) => el.contains(document.activeElement)).catch(() => false))
    .toBe(true);
}

async function addCustomers(page: Page, names: string[]): Promise<number[]> {
  // Earlier stories give admin many customers (an import of hundreds among them); the claim limit must
  // not refuse these.
  const limit = await consoleCall(page, '/crm/customer/config_update.html', { crm_claim_limit: 100_000 });
  expect(limit.code).toBe(0);
  const ids: number[] = [];
  for (const [i, name] of names.entries()) {
    const made = await consoleCall<{ id: number }>(page, '/crm/customer/add.html', {
      name,
      mobile: mobile(i + names.length * 10),
    });
    expect(made.code, `${name}: ${made.message}`).toBe(0);
    ids.push(made.data.id);
  }
  return ids;
}

test('released from its drawer: focus lands on the row that took its place, and the release is announced', async ({
  page,
  context,
}) => {
  await watchAnnouncements(context);
  await signInAdmin(page);
  const names = [`${tag}a 甲`, `${tag}a 乙`, `${tag}a 丙`];
  await addCustomers(page, names);
  await page.goto('/#/crm/customer/list');
  await expect(page.getByRole('heading', { name: '客户列表', level: 1 })).toBeVisible();
  await search(page, `${tag}a`);
  const list = page.getByRole('grid', { name: '客户' });
  await expect(list.getByRole('rowheader')).toHaveCount(3);
  await expectAccessible(page);
  // Newest first: 丙, 乙, 甲. The middle one is released from its drawer.
  const rows = await list.getByRole('rowheader').allTextContents();
  const middle = rows[1] ?? '';
  const after = rows[2] ?? '';
  await gridTo(page, list, list.getByRole('button', { name: `查看客户 ${middle}` }));
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: middle });
  await expect(drawer.getByRole('button', { name: '放入公海' })).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, drawer.getByRole('button', { name: '放入公海' }));
  await page.keyboard.press('Enter');
  const release = page.getByRole('dialog', { name: `将“${middle}”放入公海` });
  await expect(release).toBeVisible();
  await expectAccessible(page);
  await takeAnnouncements(page);
  await tabTo(page, release.getByRole('button', { name: '放入公海' }));
  await page.keyboard.press('Enter');
  await expect(drawer).toHaveCount(0);
  await expect(list.getByRole('rowheader')).toHaveCount(2);
  // Focus is on the row that took the released one's place, not on the page body.
  const afterRow = list.getByRole('row').filter({ has: page.getByRole('rowheader', { name: after }) });
  await expectFocusWithin(afterRow);
  // Read politely with its undo: the message, then the shortcut that takes it back.
  expect(await announcedFrom(page, `已将 ${middle} 放入公海`)).toContain('按 Ctrl+Z 撤销');
  await expectAccessible(page);

  // The last row released: focus on the row now last.
  const last = list.getByRole('row').filter({ has: page.getByRole('rowheader', { name: after }) });
  await page.keyboard.press('ArrowRight');
  await gridTo(page, list, last.getByRole('button', { name: `查看客户 ${after}` }));
  await page.keyboard.press('Enter');
  const lastDrawer = page.getByRole('dialog', { name: after });
  await tabTo(page, lastDrawer.getByRole('button', { name: '放入公海' }));
  await page.keyboard.press('Enter');
  const releaseLast = page.getByRole('dialog', { name: `将“${after}”放入公海` });
  await expect(releaseLast).toBeVisible();
  await tabTo(page, releaseLast.getByRole('button', { name: '放入公海' }));
  await page.keyboard.press('Enter');
  await expect(lastDrawer).toHaveCount(0);
  await expect(list.getByRole('rowheader')).toHaveCount(1);
  await expectFocusWithin(
    list.getByRole('row').filter({ has: page.getByRole('rowheader', { name: rows[0] }) }),
  );
  await expectAccessible(page);
});

test('claimed from the pool: focus lands on the next row, then on the list heading when none is left', async ({
  page,
  context,
}) => {
  await watchAnnouncements(context);
  await signInAdmin(page);
  const names = [`${tag}b 甲`, `${tag}b 乙`];
  const ids = await addCustomers(page, names);
  expect((await consoleCall(page, '/crm/customer/release.html', { ids })).code).toBe(0);
  await page.goto('/#/crm/customer/pool');
  await expect(page.getByRole('heading', { name: '公海客户', level: 1 })).toBeVisible();
  await search(page, `${tag}b`);
  const pool = page.getByRole('grid', { name: '公海客户' });
  await expect(pool.getByRole('rowheader')).toHaveCount(2);
  await expectAccessible(page);
  const rows = await pool.getByRole('rowheader').allTextContents();
  const [first = '', second = ''] = rows;
  await takeAnnouncements(page);
  await gridTo(page, pool, pool.getByRole('button', { name: `领取 ${first}` }));
  await page.keyboard.press('Enter');
  await expect(pool.getByRole('rowheader')).toHaveCount(1);
  // In the row that took its place (React Aria keeps the cell: its own 领取 button).
  await expectFocusWithin(
    pool.getByRole('row').filter({ has: page.getByRole('rowheader', { name: second }) }),
  );
  expect(await announcedFrom(page, `已领取 ${first}`)).toContain('按 Ctrl+Z 撤销');
  await expectAccessible(page);

  // The last one claimed: the list is empty, focus is on its heading.
  await gridTo(page, pool, pool.getByRole('button', { name: `领取 ${second}` }));
  await page.keyboard.press('Enter');
  await expect(pool).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '公海客户', level: 1 })).toBeFocused();
  expect(await announcedFrom(page, `已领取 ${second}`)).toContain('按 Ctrl+Z 撤销');
  await expectAccessible(page);
});

test('a screen taken away while open: focus on the "no permission" title, which names the screen in words', async ({
  page: admin,
  browser,
}) => {
  await signInAdmin(admin);
  const roles = await consoleCall<{ list: Array<{ id: number; title: string }> }>(
    admin,
    '/brand/role/list.html',
    { keyword: '运营' },
  );
  const roleId = roles.data.list.find((r) => r.title === '运营')?.id;
  if (!roleId) throw new Error('no operator role');
  const before = (await consoleCall<{ rules: number[] }>(admin, '/brand/role/detail.html', { id: roleId }))
    .data.rules;
  const tree = await consoleCall<RuleNode[]>(admin, '/brand/role/rules.html');
  const source = findRule(tree.data, '/crm/config/source');
  if (!source) throw new Error('no /crm/config/source rule');
  const taken = new Set(subtree(source));

  const context = await browser.newContext();
  await watchAnnouncements(context);
  const operator = await context.newPage();
  try {
    await operator.goto('/#/login');
    await tabTo(operator, operator.getByLabel('用户名'));
    await operator.keyboard.type('operator');
    await operator.keyboard.press('Tab');
    await operator.keyboard.type('operator123');
    await operator.keyboard.press('Enter');
    await expect(operator.getByRole('banner').getByRole('link', { name: /Demo Brand/ })).toBeVisible();
    await operator.goto('/#/crm/config/source');
    const heading = operator.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('客户来源');
    // The operator works on the screen: focus is in it.
    await tabTo(operator, operator.getByRole('main').getByRole('button').first());
    await expectAccessible(operator);

    const removed = await consoleCall(admin, '/brand/role/priv.html', {
      id: roleId,
      rules: before.filter((r) => !taken.has(r)),
    });
    expect(removed.code).toBe(0);
    await expect(heading).toHaveText('没有权限：客户来源');
    await expect(heading).toBeFocused();
    await expect(operator.getByRole('main')).not.toContainText('/crm/config/source');
    await expect(operator.getByRole('main')).toContainText('您当前的角色不能打开这个页面。');
    expect(await focused(operator)).toMatchObject({ heading: true, text: '没有权限：客户来源' });
    await expectAccessible(operator);
    await operator.screenshot({ path: test.info().outputPath('no-permission.png') });
  } finally {
    await consoleCall(admin, '/brand/role/priv.html', { id: roleId, rules: before });
    await context.close();
  }
});
