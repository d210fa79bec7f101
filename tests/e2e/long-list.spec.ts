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
  // A retry starts from a brand without the members an earlier try added (their tag is another).
  for (;;) {
    const earlier = await call('/brand/adminuser/list.html', { keyword: 'll', pageSize: 100 }, token);
    const ids = (earlier.list as Array<{ id: number; userName: string }>)
      .filter((m) => /^ll[0-9a-z]+_\d{3}$/.test(m.userName))
      .map((m) => m.id);
    if (ids.length === 0) break;
    const res = await fetch(`${baseURL}/brand/adminuser/del.html?ids=${ids.join(',')}`, {
      headers: { BrandId: '2', Authorization: `Bearer ${token}` },
    });
    expect((await res.json()).code).toBe(0);
  }
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
  // A page of 100 members with their roles, read just after 70 were added (each a change record and a
  // live event): on a loaded machine it took longer than the 10 s an assertion waits by default.
  await expect(grid.getByRole('rowheader', { name: `${tag}_069` })).toBeVisible({ timeout: 60_000 });
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
  // Focus, not a click: pressing a row opens its member (as Enter does), and once that dialog was open
  // before the key went, Ctrl+Home went to the dialog (on a loaded machine).
  await admin.focus();
  await expect(admin).toBeFocused();
  await page.keyboard.press('Control+Home');
  await expect(grid.getByRole('rowheader', { name: `${tag}_069` })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  // Focus moves within the row (its selection checkbox first): the row holding it is the next member.
  await expect(grid.locator('[role="row"]:focus-within')).toContainText(`${tag}_068`);

  await expectAccessible(page, '[role="grid"]');
});
