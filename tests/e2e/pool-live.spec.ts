import { expect, expectAccessible, test } from './support/axe.ts';
import { signInAdmin } from './support/console.ts';
import { consoleCall } from './support/console-call.ts';
import { gridTo, search } from './support/keyboard.ts';

// Issue 41: the pool is where two salespeople race. `admin` has the pool open on two of its customers
// while `sales`, in a browser of their own, claims one: the row leaves admin's pool in place, with a
// quiet note naming who took it, without a reload; admin's focus stays in the search field.

test('a customer claimed by sales leaves the pool admin has open, with a note, focus kept', async ({
  page: admin,
  browser,
}) => {
  await signInAdmin(admin);
  const prefix = `实时池${Date.now() % 1_000_000}`;
  const taken = `${prefix}甲`;
  const stays = `${prefix}乙`;
  for (const [name, mobile] of [
    [taken, `139${String(Date.now() % 100_000_000).padStart(8, '0')}`],
    [stays, `138${String(Date.now() % 100_000_000).padStart(8, '0')}`],
  ] as const) {
    const added = await consoleCall(admin, '/crm/customer/add.html', { name, mobile, ownerId: null });
    expect(added.code, added.message).toBe(0);
  }

  await admin.goto('/#/crm/customer/pool');
  await expect(admin.getByRole('heading', { name: '公海客户', level: 1 })).toBeVisible();
  await search(admin, prefix);
  const pool = admin.getByRole('grid', { name: '公海客户' });
  await expect(pool.getByRole('rowheader')).toHaveText([stays, taken]);
  // News comes only over the stream: wait until admin's console holds it open.
  await expect(admin.locator('[data-live-stream]')).toHaveAttribute('data-live-stream', 'open');
  const searchbox = admin.getByRole('searchbox');
  await expect(searchbox).toBeFocused();
  await expectAccessible(admin);

  const context = await browser.newContext();
  const sales = await context.newPage();
  try {
    await sales.goto('/#/login');
    await sales.getByLabel('用户名').fill('sales');
    await sales.getByLabel('密码').fill('sales123');
    await sales.getByRole('button', { name: '登录' }).click();
    await expect(sales.getByRole('banner').getByRole('link', { name: /Demo Brand/ })).toBeVisible();
    await sales.goto('/#/crm/customer/pool');
    await expect(sales.getByRole('heading', { name: '公海客户', level: 1 })).toBeVisible();
    await search(sales, taken);
    const salesPool = sales.getByRole('grid', { name: '公海客户' });
    await expect(salesPool.getByRole('rowheader')).toHaveText([taken]);
    await gridTo(sales, salesPool, salesPool.getByRole('button', { name: `领取 ${taken}` }));
    await sales.keyboard.press('Enter');
    await expect(salesPool.getByRole('rowheader', { name: taken })).toHaveCount(0);
  } finally {
    await context.close();
  }

  // Admin's pool follows without a reload: the claimed row is gone, the other stays, a note says who.
  await expect(pool.getByRole('rowheader')).toHaveText([stays]);
  const note = admin.getByRole('status').filter({ hasText: `销售顾问 刚领取了客户 ${taken}` });
  await expect(note).toBeVisible();
  // Where every list says it: under the toolbar, above the rows (not a line between title and toolbar).
  const [field, said, grid] = await Promise.all([
    searchbox.boundingBox(),
    note.boundingBox(),
    pool.boundingBox(),
  ]);
  expect(said && field && said.y >= field.y + field.height).toBe(true);
  expect(said && grid && said.y + said.height <= grid.y).toBe(true);
  await expect(searchbox).toBeFocused();
  await expectAccessible(admin);
});
