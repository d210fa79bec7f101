import { expect as expectNow, type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/axe.ts';
import { signInAdmin } from './support/console.ts';

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

async function signIn(page: Page, user: string, password: string) {
  await page.getByLabel('用户名').fill(user);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

async function loginCode(baseURL: string, user: string, password: string): Promise<number> {
  const res = await fetch(`${baseURL}/auth/brandmanager/userpwd.html`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user, password }),
  });
  return ((await res.json()) as { code: number }).code;
}

/** A member of Demo Brand with the Operator role, made through the API as admin (cookie-less, like a script). */
async function addOperator(baseURL: string, userName: string, password: string) {
  const call = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
    const res = await fetch(baseURL + path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        BrandId: '1',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { code: number; message: string; data: T };
    expect(json.code, `${path}: ${json.message}`).toBe(0);
    return json.data;
  };
  const { token } = await call<{ token: string }>('/auth/brandmanager/userpwd.html', {
    user: 'admin',
    password: 'admin123',
  });
  await call('/auth/brand/userselectbrand.html', { brandId: 1 }, token);
  const roles = await call<{ list: Array<{ id: number; title: string }> }>(
    '/brand/role/list.html',
    { keyword: '运营' },
    token,
  );
  const roleId = roles.list.find((r) => r.title === '运营')?.id;
  await call('/brand/adminuser/add.html', { userName, password, confirmPassword: password, roleId }, token);
}

function storage(page: Page) {
  return page.evaluate(() => ({
    token: sessionStorage.getItem('token'),
    menu: sessionStorage.getItem('menu'),
    userinfo: sessionStorage.getItem('userinfo'),
    brand: sessionStorage.getItem('brand'),
  }));
}

test('bad login shows the error at the field; good login chooses a brand and opens the shell', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  await expectAccessible(page);
  await signIn(page, 'admin', 'wrong-password');
  await expect(page.getByLabel('密码')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: '用户名或密码错误' })).toHaveCount(1);
  await signIn(page, 'admin', 'admin123');
  await expect(page.getByRole('heading', { name: '账户概览' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Second Brand/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: /Demo Brand/ }).click();
  await expect(page).toHaveURL(/#\/$/);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: /Demo Brand/ })).toHaveAttribute(
    'href',
    '#/account/dashboard',
  );
  // The role title sits beside the user name.
  const roleTitle =
    (JSON.parse((await storage(page)).brand ?? '{}') as { roleTitle?: string }).roleTitle ?? '';
  expect(roleTitle).not.toBe('');
  await expect(banner.getByRole('button', { name: /用户菜单/ })).toContainText(`admin${roleTitle}`);
  // 首页, then the nine modules.
  await expect(page.getByRole('navigation', { name: '模块导航' }).getByRole('link')).toHaveCount(10);
  // The home page hides the child menu.
  await expect(page.getByRole('navigation', { name: '栏目菜单' })).toHaveCount(0);
  await expectAccessible(page);
  expect(problems).toEqual([]);
});

test('admin and operator see different navigation', async ({ page, browser }) => {
  await signInAdmin(page);
  const adminNav = await page.getByRole('navigation', { name: '模块导航' }).getByRole('link').allInnerTexts();
  expect(adminNav).toEqual(expect.arrayContaining(['首页']));
  expect(adminNav).toHaveLength(10);

  const operator = await browser.newPage();
  await operator.goto('/#/login');
  await signIn(operator, 'operator', 'operator123');
  // One brand only: the console opens it without asking.
  const nav = operator.getByRole('navigation', { name: '模块导航' });
  // 首页 (every member's), and the one module the operator's role holds.
  await expect(nav.getByRole('link')).toHaveCount(2);
  await expect(nav.getByRole('link').first()).toHaveAttribute('href', '#/');
  await expect(nav.getByRole('link').nth(1)).toHaveAttribute('href', '#/crm/index');
  await operator.close();
});

// Every shell route in its shell with its menu entry (or its parent's) marked current is checked by the
// sweep (0-sweep.spec.ts), which opens every route as the owner; here, the places outside the shell.
test('the platform area, the account pages and an unknown address open outside the section menu', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await signInAdmin(page);
  await page.goto('/#/platform/index');
  await expect(page.locator('[data-shell]')).toHaveAttribute('data-shell', 'platform');
  await expect(page.getByRole('navigation', { name: '栏目菜单' })).toHaveCount(0);
  await page.goto('/#/manage/userinfo');
  await expect(page.getByRole('heading', { name: '我的账户', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '栏目菜单' })).toHaveCount(0);
  await expectAccessible(page);
  await page.goto('/#/account/dashboard');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.goto('/#/this/is/not/a/page');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expectAccessible(page);
  expect(problems).toEqual([]);
});

test('a deep link while signed out goes through login and back to that page', async ({ page }) => {
  await page.goto('/#/crm/customer/list?page=2');
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  await signIn(page, 'admin', 'admin123');
  await page.getByRole('button', { name: /Demo Brand/ }).click();
  await expect(page).toHaveURL(/#\/crm\/customer\/list\?page=2$/);
  await expect(page.getByRole('heading', { name: '客户列表', level: 1 })).toBeVisible();
});

test('refresh cache shows the server message; language switches at once and is remembered', async ({
  page,
}) => {
  await signInAdmin(page);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '刷新缓存' }).click();
  await expect(page.getByRole('status').filter({ hasText: /缓存/ })).toBeVisible();

  await banner.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '语言设置' }).click();
  // The switch's input is visually hidden under its track; a user clicks the label.
  await page.getByText('使用英文界面 (English)').click();
  await page.keyboard.press('Escape');
  await expect(banner.getByRole('button', { name: /User menu/ })).toBeVisible();
  // Menu titles come from the server in the language of the request.
  await expect(
    page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'CRM' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Modules' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('logout clears token, menu and userinfo but not brand, and goes to login', async ({ page }) => {
  await signInAdmin(page);
  expect((await storage(page)).token).toBeTruthy();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /用户菜单/ })
    .click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  const s = await storage(page);
  expect(s.token).toBeNull();
  expect(s.menu).toBeNull();
  expect(s.userinfo).toBeNull();
  expect(JSON.parse(s.brand ?? 'null')).toMatchObject({ brandTitle: 'Demo Brand' });
});

test('a revoked session: the next call says so and the login screen follows', async ({ page }) => {
  // The event stream tells an open console at once that its session ended (live-events tests that
  // path); here it answers nothing, so the next call is what finds out.
  await page.route('**/brand/manage/events.html*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/event-stream', body: '' }),
  );
  await signInAdmin(page);
  await page.goto('/#/system/role');
  await expect(page.getByRole('heading', { name: '角色', level: 1 })).toBeVisible();
  // Revoke the token on the server, as a password change elsewhere would.
  const status = await page.evaluate(async () => {
    const res = await fetch('/auth/brandmanager/logout.html', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${sessionStorage.getItem('token')}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
      credentials: 'omit',
    });
    return (await res.json()).code;
  });
  expect(status).toBe(0);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /用户菜单/ })
    .click();
  await page.getByRole('menuitem', { name: '刷新缓存' }).click();
  // The next 1.5 s are what is tested: Playwright's own expect, so axe (support/axe.ts) waits for the
  // login screen's assertion and checks the message and the page change together.
  await expectNow(page.getByRole('alert').filter({ hasText: '登录无效或已过期，请重新登录' })).toBeVisible();
  // Still on the page while the message shows, then the login screen.
  await expectNow(page.getByRole('heading', { name: '角色', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible({ timeout: 5000 });
  await expect(page).toHaveURL(/#\/login\?from=%2Fsystem%2Frole$/);
});

test('the whole sign-in flow by keyboard alone', async ({ page }) => {
  await page.goto('/#/login');
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  // The screen starts on the user name; Tab goes on to the password, then to sign in.
  await expect(page.getByLabel('用户名')).toBeFocused();
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('密码')).toBeFocused();
  await page.keyboard.type('admin123');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '账户概览' })).toBeFocused();
  const demo = page.getByRole('button', { name: /Demo Brand/ });
  for (let i = 0; i < 6 && !(await demo.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(demo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner')).toBeVisible();
  // First Tab from the page reaches the skip link, which moves focus into the main content.
  // The page has put focus on its heading; Chrome goes on from a blurred element, so the Tab order is
  // started from the top of the page by focusing the body (focusable for that moment only).
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '跳到主要内容' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('changing the password on /manage/userinfo: failed checks, a refusal, two changes, axe clean after each', async ({
  page,
  baseURL,
}) => {
  // A member of its own, so the demo logins the other tests use keep their passwords.
  const name = `pw_${Date.now().toString(36)}`;
  await addOperator(baseURL ?? '', name, 'first-pass-1');
  await page.goto('/#/login');
  await signIn(page, name, 'first-pass-1');
  await expect(page.getByRole('navigation', { name: '模块导航' })).toBeVisible();
  await page.goto('/#/manage/userinfo');
  const form = page.getByRole('form', { name: '修改密码' });
  await expect(form).toBeVisible();
  const save = form.getByRole('button', { name: '修改密码' });

  // A confirmation that differs: the form's check says so, nothing is sent.
  await form.getByLabel('当前密码').fill('first-pass-1');
  await form.getByLabel('新密码', { exact: true }).fill('second-pass-2');
  await form.getByLabel('确认新密码').fill('second-pass-3');
  await save.click();
  await expect(form.getByRole('link', { name: '确认新密码与新密码不一致' })).toBeVisible();
  await expectAccessible(page);

  // A wrong current password: the server's refusal at that field.
  await form.getByLabel('当前密码').fill('not-my-password');
  await form.getByLabel('确认新密码').fill('second-pass-2');
  await save.click();
  await expect(form.getByLabel('当前密码')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  // Two good changes, each saved with the button focused (React Aria announces the pending button).
  for (const [from, to] of [
    ['first-pass-1', 'second-pass-2'],
    ['second-pass-2', 'third-pass-3'],
  ] as const) {
    await form.getByLabel('当前密码').fill(from);
    await form.getByLabel('新密码', { exact: true }).fill(to);
    await form.getByLabel('确认新密码').fill(to);
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('密码已修改').first()).toBeVisible();
    await expect(form.getByLabel('当前密码')).toHaveValue('');
    await expectAccessible(page);
  }
  // The new password is the one that signs in.
  await expect.poll(() => loginCode(baseURL ?? '', name, 'third-pass-3')).toBe(0);
});
