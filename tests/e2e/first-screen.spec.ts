import type { Page, Route } from '@playwright/test';
import {
  type BundleFigures,
  bundleFiguresFile,
  loginScreenBudget,
  moduleBudget,
} from '../../scripts/bundle-chunks.ts';
import { expect, expectAccessible, test } from './support/axe.ts';

// index.html carries the login form pre-rendered (the build's prerenderLogin), so a cold visit shows it
// before any script of the app has run; the login screen takes over what was typed there. Each story
// holds the app's entry script, so the page stays in the state before the app for as long as it acts.

/** Holds the console's entry script until `release()`: the page shows only what index.html carries. */
async function holdApp(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/index-[^/]*\.js$/, (route) => (released ? route.continue() : held.push(route)));
  return {
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

const appRan = (page: Page) => page.evaluate(() => document.querySelector('[data-prerender]') === null);

test('before the app runs, the login form is there, takes what is typed and a press of Enter, and the app signs in with them', async ({
  page,
}) => {
  const app = await holdApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  const user = page.getByLabel('用户名');
  await expect(user).toBeFocused();
  await expect(page.getByRole('heading', { name: '登录', level: 1 })).toBeVisible();
  expect(await appRan(page)).toBe(false);
  await expectAccessible(page);
  const password = page.getByLabel('密码');
  const before = await password.boundingBox();

  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await page.keyboard.type('admin123');
  await page.keyboard.press('Enter');
  // Kept, not sent: the page has not gone anywhere with the password.
  await expect(page).toHaveURL(/\/$/);
  expect(await appRan(page)).toBe(false);

  await app.release();
  await expect(page.getByRole('button', { name: /Demo Brand/ })).toBeVisible();
  expect(await appRan(page)).toBe(true);
  expect(before).not.toBeNull();
  await expectAccessible(page);
});

test('in English, what was typed stays in the app’s form, focus and caret where they were, in the same place', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  const app = await holdApp(page);
  await page.goto('/#/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectAccessible(page);
  const user = page.getByLabel('User name');
  const password = page.getByLabel('Password');
  const box = { user: await user.boundingBox(), password: await password.boundingBox() };
  await user.fill('admin');
  await password.fill('secret-1');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');

  await app.release();
  await expect.poll(() => appRan(page)).toBe(true);
  await expect(user).toHaveValue('admin');
  await expect(password).toHaveValue('secret-1');
  await expect(password).toBeFocused();
  expect(await password.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(6);
  // The app's form is where the pre-rendered one was: nothing moves under the user's pointer.
  expect(await user.boundingBox()).toEqual(box.user);
  expect(await password.boundingBox()).toEqual(box.password);
  await page.keyboard.type('x');
  await expect(password).toHaveValue('secretx-1');
  await expectAccessible(page);
});

test('a tab that holds a session shows no login form before its app resumes it', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('admin123');
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByRole('button', { name: /Demo Brand/ }).click();
  await expect(page.getByRole('banner')).toBeVisible();

  const app = await holdApp(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await page.locator('html').getAttribute('data-first-screen')).toBeNull();
  await expect(page.getByLabel('密码')).toBeHidden();
  await app.release();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByLabel('密码')).toHaveCount(0);
});

test('the login screen within 120 KB and each module within 60 KB beyond the shell and the kit', async ({
  request,
}) => {
  // Written by the build this suite serves (scripts/bundle-chunks.ts, as `npm run bench` measures it),
  // gzip: the entry, the login screen's chunk and their static imports; and what each module's screens
  // add beyond the login screen, the shell and the prefetched kit.
  const res = await request.get(`/${bundleFiguresFile}`);
  expect(res.ok()).toBe(true);
  const figures = (await res.json()) as BundleFigures;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
  expect(figures.login.budget).toBe(loginScreenBudget);
  expect(figures.login.chunks.length).toBeGreaterThan(0);
  expect(
    figures.login.bytes,
    `${kb(figures.login.bytes)} of ${figures.login.chunks.join(', ')}`,
  ).toBeLessThanOrEqual(loginScreenBudget);
  // Every module the console lists has screens of its own (the CRM module's three parts apart).
  expect(Object.keys(figures.modules)).toEqual(expect.arrayContaining(['system', 'notify', 'crm/customer']));
  const over = Object.entries(figures.modules)
    .filter(([, m]) => m.budget !== moduleBudget || m.bytes > moduleBudget)
    .map(([name, m]) => `${name}: ${kb(m.bytes)}`);
  expect(over).toEqual([]);
});
