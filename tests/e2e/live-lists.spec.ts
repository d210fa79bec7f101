import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/axe.ts';
import { signInAdmin } from './support/console.ts';
import { consoleCall } from './support/console-call.ts';
import { gridTo, tabTo } from './support/keyboard.ts';

// Issue 41, the module lists: `admin` has the product list open while `sales`, in a browser of their
// own, edits one product and deletes another: the rows change in place with a quiet note naming who,
// without a reload, and admin's focus stays. Then admin edits a product that sales changes meanwhile:
// the form says so and offers to reload; what admin typed stays until they do.

const shots = '/work/notes/shots/h41l';

/** A `GET` action address (docs/spec.md §7 deletes), called as the signed-in console calls it. */
async function consoleGet(page: Page, path: string) {
  return page.evaluate(async (path) => {
    const res = await fetch(path, {
      headers: {
        Authorization: `Bearer ${sessionStorage.getItem('token')}`,
        BrandId: String(JSON.parse(sessionStorage.getItem('brand') ?? '{}').brandId),
        'X-XSRF-TOKEN': decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? ''),
      },
    });
    return (await res.json()) as { code: number; message: string };
  }, path);
}

async function signInSales(page: Page) {
  await page.goto('/#/login');
  await page.getByLabel('用户名').fill('sales');
  await page.getByLabel('密码').fill('sales123');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /Demo Brand/ })).toBeVisible();
}

test('products changed and deleted by sales change in place on the list admin has open; the edit form offers to reload', async ({
  page: admin,
  browser,
}) => {
  await signInAdmin(admin);
  const prefix = `实时品${Date.now() % 1_000_000}`;
  const [edited, deleted, opened] = [`${prefix}甲`, `${prefix}乙`, `${prefix}丙`];
  const ids: Record<string, number> = {};
  for (const title of [edited, deleted, opened]) {
    const added = await consoleCall<{ id: number }>(admin, '/crm/product/add.html', {
      kind: 'product',
      title,
      price: '10.00',
    });
    expect(added.code, added.message).toBe(0);
    ids[title] = added.data.id;
  }

  await admin.goto('/#/crm/sales/product');
  await expect(admin.getByRole('heading', { name: '销售产品', level: 1 })).toBeVisible();
  const searchbox = admin.getByRole('searchbox', { name: '搜索' });
  await tabTo(admin, searchbox);
  await admin.keyboard.type(prefix);
  await admin.keyboard.press('Enter');
  const grid = admin.getByRole('grid', { name: '产品列表' });
  await expect(grid.getByRole('rowheader')).toHaveCount(3);
  const order = await grid.getByRole('rowheader').allInnerTexts();
  // News comes only over the stream: wait until admin's console holds it open.
  await expect(admin.locator('[data-live-stream]')).toHaveAttribute('data-live-stream', 'open');
  await expect(searchbox).toBeFocused();
  await expectAccessible(admin);

  const context = await browser.newContext();
  const sales = await context.newPage();
  try {
    await signInSales(sales);

    // 1. Sales renames a product: admin's row changes in place, in its place, with a note.
    const renamed = await consoleCall(sales, '/crm/product/update.html', {
      id: ids[edited],
      title: `${edited}新`,
    });
    expect(renamed.code, renamed.message).toBe(0);
    await expect(grid.getByRole('rowheader', { name: `${edited}新` })).toBeVisible();
    await expect(grid.getByRole('rowheader')).toHaveText(order.map((t) => t.replace(edited, `${edited}新`)));
    const note = admin.getByRole('status').filter({ hasText: `销售顾问 刚更新了 ${edited}` });
    await expect(note).toBeVisible();
    await expect(searchbox).toBeFocused();
    await expectAccessible(admin);
    await admin.screenshot({ path: `${shots}/list-updated.png` });

    // 2. Sales deletes one: it leaves admin's page, the others stay where they were.
    const gone = await consoleGet(sales, `/crm/product/del.html?id=${ids[deleted]}`);
    expect(gone.code, gone.message).toBe(0);
    await expect(grid.getByRole('rowheader', { name: deleted })).toHaveCount(0);
    await expect(grid.getByRole('rowheader')).toHaveCount(2);
    await expect(admin.getByRole('status').filter({ hasText: `销售顾问 刚删除了 ${deleted}` })).toBeVisible();
    await expect(searchbox).toBeFocused();
    await expectAccessible(admin);
    await admin.screenshot({ path: `${shots}/list-deleted.png` });

    // 3. Admin edits the third; sales changes it meanwhile.
    await gridTo(admin, grid, grid.getByRole('link', { name: `编辑 ${opened}` }));
    await admin.keyboard.press('Enter');
    await expect(admin.getByRole('heading', { name: '编辑产品', level: 1 })).toBeVisible();
    const price = admin.getByLabel(/^售价（元）/);
    await expect(price).toHaveValue('10.00');
    await tabTo(admin, price);
    await admin.keyboard.press('ControlOrMeta+a');
    await admin.keyboard.type('77');
    await expect(admin.locator('[data-live-stream]')).toHaveAttribute('data-live-stream', 'open');
    const theirs = await consoleCall(sales, '/crm/product/update.html', {
      id: ids[opened],
      title: `${opened}改`,
      price: '88.00',
    });
    expect(theirs.code, theirs.message).toBe(0);
  } finally {
    await context.close();
  }

  // The form says who changed it and offers to reload; what admin typed stays, focus too.
  const told = admin.getByRole('status').filter({ hasText: '销售顾问 刚修改了这条记录' });
  await expect(told).toBeVisible();
  const price = admin.getByLabel(/^售价（元）/);
  await expect(price).toHaveValue('77');
  await expect(price).toBeFocused();
  await expectAccessible(admin);
  await admin.screenshot({ path: `${shots}/form-changed.png` });

  // Reloading shows what sales saved, and the note goes.
  await tabTo(admin, told.getByRole('button', { name: '重新载入' }), { back: true });
  await admin.keyboard.press('Enter');
  await expect(admin.getByLabel(/^名称/)).toHaveValue(`${opened}改`);
  await expect(price).toHaveValue('88.00');
  await expect(told).toHaveCount(0);
  await expect(admin.getByLabel(/^名称/)).toBeFocused();
  await expectAccessible(admin);
});
