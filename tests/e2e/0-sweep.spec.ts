import { expect as expectNow, type Locator, type Page } from '@playwright/test';
import { managePaths } from '../../contract/manage-paths.ts';
import type { RoleMenu } from '../../contract/menu.ts';
import { mayOpen } from '../../src/shell/permissions.ts';
import { expectAccessible, test } from './support/axe.ts';
import { shellParents, shellRoutes } from './support/console.ts';
import { consoleCall } from './support/console-call.ts';
import { declaredRoutes } from './support/route-list.ts';
import { type SeededRecord, seededRecords } from './support/sweep-records.ts';

/**
 * The sweep (docs/decisions/testing-and-ci.md): every route of src/routes.tsx, and seeded records
 * on their edit or detail screens, as the owner and as 运营, in one signed-in page per role that
 * moves by changing the hash. Each screen must show its heading and what it is about, no error and no
 * empty state, and be axe clean; each record its own name and field values. A screen the role may not
 * open must say so. Every failure is collected and the test fails once with all of them, so one run
 * names every broken screen. Its file name sorts first, so Playwright's one worker runs it before any
 * story changes the seeded data (the agents story empties the verify queue, for one).
 */

/** Routes that show nothing of their own without a record in the address: opened with records only. */
const recordOnly = new Set(['/crm/sales/product/update']);

interface Tally {
  routes: number;
  records: number;
}
const main = (page: Page) => page.getByRole('main');

/** Moves the one page to `hash` as a link inside the console does: no reload. */
async function go(page: Page, hash: string) {
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
}

/** Until nothing moves in the page (the axe detector's notion: no DOM change for 150 ms, nothing busy). */
async function settle(page: Page) {
  await expectNow
    .poll(() => page.evaluate('window.__axeStill ? window.__axeStill() : true'), { timeout: 15_000 })
    .toBe(true);
}

/** `value` is shown in `scope`: in its text or as what a form field holds (an editor's text counts). */
async function expectShown(scope: Locator, value: string) {
  const wanted = value.replace(/\s+/g, ' ').trim();
  await expectNow
    .poll(
      () =>
        scope.evaluate((root, want) => {
          const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
          if (norm((root as HTMLElement).innerText).includes(want)) return true;
          for (const field of root.querySelectorAll('input, textarea'))
            if (norm((field as HTMLInputElement).value).includes(want)) return true;
          return false;
        }, wanted),
      { message: `"${wanted}" is shown` },
    )
    .toBe(true);
}

/** The screen has loaded: its heading, no loading line left, then still, with no error and no empty state. */
/** Whether this page's no-permission screen was checked by axe already: it is one screen whatever the route. */
const forbiddenChecked = new WeakSet<Page>();

async function expectScreen(page: Page, forbidden: boolean) {
  const heading = main(page).getByRole('heading', { level: 1 });
  await expectNow(heading).toBeVisible();
  if (forbidden) await expectNow(heading).toHaveText('没有权限');
  await expectNow(page.locator('.route-loading')).toHaveCount(0);
  await settle(page);
  await expectNow(main(page).getByRole('alert'), 'an error on the screen').toHaveCount(0);
  await expectNow(
    main(page).locator('[data-empty-state]:visible'),
    'an empty state on the screen',
  ).toHaveCount(0);
  if (forbidden && forbiddenChecked.has(page)) return;
  if (forbidden) forbiddenChecked.add(page);
  await expectAccessible(page);
}

/**
 * A route of the console's shell, opened by the owner: it is in the full shell, and its own entry of the
 * section menu is marked current, or its parent's for a screen under another (a template under its
 * list), or none on a module's home.
 */
const placedRoutes = new Set([...shellRoutes, ...Object.keys(shellParents)]);

async function expectShellPlace(page: Page, path: string) {
  await expectNow(page.locator('[data-shell]')).toHaveAttribute('data-shell', 'full');
  const parent = shellParents[path];
  if (parent) await expectNow(page.locator(`a[aria-current="page"][href="#${parent}"]`)).toHaveCount(1);
  else if (!path.endsWith('/index'))
    await expectNow(
      page.getByRole('navigation', { name: '栏目菜单' }).locator('a[aria-current="page"]'),
    ).toHaveAttribute('href', `#${path}`);
}

async function openRecord(page: Page, record: SeededRecord, placed: boolean) {
  // A record in the address (`?id=`) is opened as a link to it or a bookmark opens it: the address
  // loaded afresh. One opened from its list is pressed there.
  if (!record.open && record.at.includes('?'))
    await Promise.all([
      page.waitForEvent('load'),
      page.evaluate((at) => {
        location.hash = at;
        location.reload();
      }, record.at),
    ]);
  else await go(page, record.at);
  await expectNow(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  if (record.tab) await main(page).getByRole('tab', { name: record.tab }).click();
  let scope = main(page);
  if (record.open) {
    await main(page).getByRole(record.open.role, { name: record.open.name, exact: true }).click();
    if (record.open.role === 'button') scope = page.getByRole('dialog').last();
  }
  await expectShown(scope, record.name);
  for (const field of record.fields) await expectShown(scope, field);
  if (placed && placedRoutes.has(record.route)) await expectShellPlace(page, record.route);
  await settle(page);
  await expectNow(scope.getByRole('alert'), 'an error where the record is shown').toHaveCount(0);
  await expectAccessible(page);
  if (record.open?.role === 'button') {
    await page.keyboard.press('Escape');
    await expectNow(page.getByRole('dialog')).toHaveCount(0);
  }
}

/**
 * Runs one step of the sweep: a page error ends it at once (a white page shows nothing to wait
 * for), a console error is noted. What failed goes to `failures`, and the page is loaded afresh
 * from home so the next step starts on a working console.
 */
async function step(page: Page, what: string, failures: string[], run: () => Promise<void>) {
  const consoleErrors: string[] = [];
  const onConsole = (m: { type(): string; text(): string }) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  };
  let onError: (e: Error) => void = () => {};
  const crashed = new Promise<never>((_, reject) => {
    onError = (e) => reject(new Error(`page error: ${e.message}`));
  });
  crashed.catch(() => {});
  page.on('pageerror', onError);
  page.on('console', onConsole);
  const started = Date.now();
  try {
    await Promise.race([run(), crashed]);
    if (process.env.SWEEP_TIMES) console.log(`sweep: ${what} ${Date.now() - started} ms`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const failure = `${what}: ${message.split('\n').slice(0, 12).join(' | ')}`;
    // Said as it happens: a run cut short by its time limit still names what failed before.
    console.log(`sweep: FAILED ${failure}`);
    failures.push(failure);
    await page.evaluate(() => {
      location.hash = '/';
      location.reload();
    });
    await expectNow(main(page).getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  } finally {
    page.off('pageerror', onError);
    page.off('console', onConsole);
  }
  for (const text of consoleErrors) failures.push(`${what}: console error: ${text}`);
}

/** Signs in from the login screen; `brand` is chosen when the user is in more than one. */
async function signIn(page: Page, user: string, password: string, choose: boolean) {
  await page.goto('/#/login');
  await page.getByLabel('用户名').fill(user);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  if (choose) await page.getByRole('button', { name: /Demo Brand/ }).click();
  await expectNow(page.getByRole('banner').getByRole('link', { name: /Demo Brand/ })).toBeVisible();
}

async function sweep(
  page: Page,
  who: string,
  user: string,
  password: string,
  choose: boolean,
  /** Whether to check each shell route's place in the shell (done once, by the owner, who opens them all). */
  placed: boolean,
): Promise<{ tally: Tally; failures: string[] }> {
  const failures: string[] = [];
  const routes = declaredRoutes();
  await signIn(page, user, password, choose);
  // The login screen was the first route opened.
  let routesOpened = 1;
  let recordsOpened = 0;
  const menu = (await consoleCall<RoleMenu>(page, managePaths.userMenu)).data;
  const may = (path: string) => mayOpen(menu, path);
  const records = await seededRecords(page, may);
  for (const r of records)
    if (!routes.some((route) => route.path === r.route))
      failures.push(`${r.kind} "${r.name}": no route ${r.route}`);

  for (const route of routes) {
    if (route.path === '/login') continue;
    const forbidden = !may(route.path);
    const own = records.filter((r) => r.route === route.path);
    // Records first, each opened from the screen before it as from its list: the route's screen
    // (and its chunk) is not loaded yet, as for a user who comes to edit a record.
    for (const record of own) {
      await step(page, `${who} ${record.kind} "${record.name}" on ${record.at}`, failures, () =>
        openRecord(page, record, placed),
      );
      recordsOpened++;
    }
    if (!recordOnly.has(route.path) || forbidden) {
      await step(page, `${who} ${route.path}`, failures, async () => {
        await go(page, route.path);
        await expectScreen(page, forbidden);
        if (placed && placedRoutes.has(route.path)) await expectShellPlace(page, route.path);
      });
      routesOpened++;
    } else if (own.length > 0) routesOpened++;
    else failures.push(`${who} ${route.path}: no seeded record to open it with`);
  }
  return { tally: { routes: routesOpened, records: recordsOpened }, failures };
}

// One test for both roles: the operator's sweep runs whatever the owner's found, and the summary is
// one line.
test('every route and seeded record, as the owner and as 运营', async ({ page, browser }) => {
  test.setTimeout(420_000);
  const started = Date.now();
  const owner = await sweep(page, 'owner', 'admin', 'admin123', true, true);
  const second = await browser.newPage();
  const operator = await sweep(second, '运营', 'operator', 'operator123', false, false);
  await second.context().close();
  const said = (t: Tally, who: string) => `${t.routes} routes and ${t.records} records as ${who}`;
  console.log(
    `sweep: ${said(owner.tally, 'owner')}, ${said(operator.tally, '运营')}, ${Math.round((Date.now() - started) / 1000)} s`,
  );
  expectNow([...owner.failures, ...operator.failures], 'screens that failed the sweep').toEqual([]);
});
