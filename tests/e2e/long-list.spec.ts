import { expect, expectAccessible, test } from './support/axe.ts';

// A page of 100 members renders only the rows in view (a long list is virtualised). The members go
// into Second Brand, so the Demo Brand lists the other spec files read keep their first page.
const members = 70;
const tag = `ll${Date.now().toString(36)}`;

// Cookie-less calls, like a script's: the bearer token is the session (no XSRF cookie to echo).
async function seed(baseURL: string) {
  const call = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(baseURL + path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        BrandId: '2',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    expect(json.code, `${path}: ${json.message}`).toBe(0);
    return json.data;
  };
  const { token } = await call('/auth/brandmanager/userpwd.html', { user: 'admin', password: 'admin123' });
  await call('/auth/brand/userselectbrand.html', { brandId: 2 }, token);
  const roles = await call('/brand/role/add.html', { title: `${tag} viewers`, rules: [] }, token);
  for (let i = 0; i < members; i++) {
    await call(
      '/brand/adminuser/add.html',
      {
        userName: `${tag}_${String(i).padStart(3, '0')}`,
        password: 'secret-123',
        confirmPassword: 'secret-123',
        roleId: roles.id,
      },
      token,
    );
  }
}

test('a 100-row page renders the rows in view, scrolls to the last, and reads with the keyboard', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await seed(baseURL ?? '');
  await page.goto('/#/login');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('admin123');
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByRole('button', { name: /Second Brand/ }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /Second Brand/ })).toBeVisible();

  await page.goto('/#/system/adminuser?pageSize=100');
  const grid = page.getByRole('grid', { name: '管理员列表' });
  await expect(grid.getByRole('rowheader', { name: `${tag}_069` })).toBeVisible();
  // Every member is in the grid's row count (header + 71 rows), but only those in view are in the DOM.
  await expect(grid).toHaveAttribute('aria-rowcount', String(members + 2));
  expect(await grid.getByRole('row').count()).toBeLessThan(40);
  await expect(grid.getByRole('rowheader', { name: /^admin/ })).toHaveCount(0);

  // The oldest member is last: scrolling the table brings it in.
  // Rows are measured as they render, so the scroll height grows on the way down: scroll until the end.
  const admin = grid.getByRole('rowheader', { name: /^admin/ });
  await expect
    .poll(async () => {
      await grid.evaluate((el) => {
        el.scrollTop = el.scrollHeight;
      });
      return admin.count();
    })
    .toBe(1);
  await expect(admin).toBeVisible();

  // Keyboard: back to the top with ctrl+Home from a cell, then down the rows with the arrow key.
  await admin.click();
  await page.keyboard.press('Control+Home');
  await expect(grid.getByRole('rowheader', { name: `${tag}_069` })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  // Focus moves within the row (its selection checkbox first): the row holding it is the next member.
  await expect(grid.locator('[role="row"]:focus-within')).toContainText(`${tag}_068`);

  await expectAccessible(page, '[role="grid"]');
});
