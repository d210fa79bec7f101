import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/axe.ts';
import { signInAdmin } from './support/console.ts';
import { tabTo } from './support/keyboard.ts';
import { declaredRoutes } from './support/route-list.ts';

// Issue 39 point 2, by keyboard alone: Enter on a row opens its record on every list that has one to
// open (a 查看, 预览 or 编辑 in the row, or a link as the row's title), not only on the customer list.
// The lists are found from the console's own routes (src/routes.tsx) and the tabs of each screen, so a
// new list is walked without a change here. Lists whose rows open nothing (the pool's 领取, a log)
// are passed by.

/** Screens that are not lists in the shell: the login, the account's own dashboard, a record's editor. */
const routes = declaredRoutes().filter(
  (r) => r.shell !== 'bare' && r.path.startsWith('/') && !/[:*]/.test(r.path) && !r.path.endsWith('/edit'),
);

/** Lists this story must have opened a row of, whatever else it finds: it cannot pass by finding none. */
const mustOpen = ['管理员列表', '角色列表', '客户', '代理', '文章列表', '短信模板'];

/** Lists whose opened record is kept as a picture in the test's output (for the note). */
const shots = new Set(['客户', '角色列表']);

/** Moves the one page to `hash` as a link inside the console does: no reload. */
async function go(page: Page, hash: string) {
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
}

/** What the first body row offers to open, as a user reads the row: its name and the control. */
function firstRowOpen(grid: Locator) {
  return grid.evaluate((table) => {
    const row = Array.from(table.querySelectorAll('[role="row"]')).find(
      (r) => r.querySelector('[role="gridcell"], [role="rowheader"]') !== null,
    );
    if (!row) return null;
    const words = (el: Element) => {
      const copy = el.cloneNode(true) as Element;
      for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
      return (copy.textContent ?? '').trim();
    };
    const header = row.querySelector('[role="rowheader"]') ?? row.querySelector('[role="gridcell"]');
    const name = ((header as HTMLElement | null)?.innerText ?? '').split('\n')[0]?.trim() ?? '';
    const controls = Array.from(row.querySelectorAll('button, a[href]')).filter(
      (c) => c.getAttribute('aria-disabled') !== 'true' && !c.hasAttribute('disabled'),
    );
    const view = controls.find((c) => /^(查看|预览|详情)$/.test(words(c)));
    const edit = controls.find((c) => words(c) === '编辑');
    const titleLink = header?.querySelector('a[href^="#"]:not([download])');
    const control = view ?? edit ?? titleLink ?? null;
    if (!control) return null;
    return {
      name,
      href: control.localName === 'a' ? (control.getAttribute('href') ?? '') : null,
    };
  });
}

/** Focus on the grid's first body row itself (not a cell or a control in it), by keyboard. */
async function focusFirstRow(page: Page, grid: Locator) {
  await tabTo(page, grid);
  const onRow = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el?.getAttribute('role') === 'row' ? 'row' : el?.closest('[role="row"]') ? 'in-row' : 'out';
    });
  for (let i = 0; i < 20 && (await onRow()) !== 'row'; i++) await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 200; i++) {
    const at = await grid.evaluate((table) => {
      const rows = Array.from(table.querySelectorAll('[role="row"]')).filter(
        (r) => r.querySelector('[role="gridcell"], [role="rowheader"]') !== null,
      );
      return rows.indexOf(document.activeElement as Element);
    });
    if (at === 0) return;
    await page.keyboard.press('ArrowUp');
  }
  throw new Error('could not put focus on the first row');
}

/** `value` is shown in `scope`: in its text or as what a form field holds. */
async function expectShown(scope: Locator, value: string) {
  await expect
    .poll(
      () =>
        scope.evaluate((root, want) => {
          const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
          if (norm((root as HTMLElement).innerText).includes(want)) return true;
          for (const field of root.querySelectorAll('input, textarea'))
            if (norm((field as HTMLInputElement).value).includes(want)) return true;
          return false;
        }, value),
      { message: `"${value}" is shown` },
    )
    .toBe(true);
}

/** Enter on the first row of each list on the screen as it is now; answers the lists it opened a row of. */
async function openEachList(page: Page, hash: string): Promise<string[]> {
  const opened: string[] = [];
  const grids = page.getByRole('main').getByRole('grid');
  const count = await grids.count();
  for (let g = 0; g < count; g++) {
    const grid = grids.nth(g);
    if (!(await grid.isVisible())) continue;
    const label = (await grid.getAttribute('aria-label')) ?? `grid ${g}`;
    const open = await firstRowOpen(grid);
    if (!open?.name) continue;
    const before = await page.evaluate(() => location.hash);
    // A link back to this very screen (a message with no place of its own) opens nothing new.
    if (open.href === before) continue;
    await focusFirstRow(page, grid);
    await page.keyboard.press('Enter');
    if (open.href !== null) {
      // The row opens a page of its own: the address is the link's, and the page shows the record.
      await expect
        .poll(() => page.evaluate(() => location.hash), { message: `${label}: Enter follows the row's link` })
        .toBe(open.href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (!/\/manage\/message/.test(hash)) await expectShown(page.getByRole('main'), open.name);
      await go(page, before);
      await expect(grid.getByRole('row').nth(1)).toBeVisible();
    } else {
      const dialog = page.getByRole('dialog');
      const moved = page.waitForFunction((h) => location.hash !== h, before, { timeout: 10_000 });
      const which = await Promise.race([
        dialog
          .first()
          .waitFor({ state: 'visible', timeout: 10_000 })
          .then(() => 'dialog' as const),
        moved.then(() => 'page' as const),
      ]).catch(() => 'nothing' as const);
      expect(which, `${label} (${hash}): Enter on the row of ${open.name} opened nothing`).not.toBe(
        'nothing',
      );
      if (which === 'dialog') {
        await expectShown(dialog.first(), open.name);
        if (shots.has(label)) await page.screenshot({ path: test.info().outputPath(`enter-${label}.png`) });
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        // The row stays where it was, not selected by the Enter.
        await expect(grid.getByRole('row').nth(1)).not.toHaveAttribute('aria-selected', 'true');
      } else {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectShown(page.getByRole('main'), open.name);
        await go(page, before);
        await expect(grid.getByRole('row').nth(1)).toBeVisible();
      }
    }
    opened.push(label);
  }
  return opened;
}

test('Enter on a row opens its record on every list that has one to open', async ({ page }) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAdmin(page);
  const opened: string[] = [];
  for (const route of routes) {
    await go(page, route.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Lists load after the heading: wait until nothing is busy or a skeleton.
    await expect(page.getByTestId('list-skeleton')).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    opened.push(...(await openEachList(page, route.path)));
    // The screen's other tabs, chosen from its tab list by keyboard.
    const tabs = page.getByRole('main').getByRole('tab');
    const tabCount = await tabs.count();
    for (let i = 1; i < tabCount; i++) {
      const tab = tabs.nth(i);
      if ((await tab.getAttribute('aria-disabled')) === 'true') continue;
      await tabTo(page, page.getByRole('main').getByRole('tab', { selected: true }), { back: true });
      await page.keyboard.press('ArrowRight');
      if ((await tab.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('Enter');
      // A tab the screen holds back (the configuration's, tied to its address) is not a list's.
      const chosen = await expect(tab)
        .toHaveAttribute('aria-selected', 'true', { timeout: 3_000 })
        .then(() => true)
        .catch(() => false);
      if (!chosen) continue;
      await expect(page.getByTestId('list-skeleton')).toHaveCount(0);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const here = await page.evaluate(() => location.hash.slice(1));
      opened.push(...(await openEachList(page, here)));
    }
  }
  console.log(`Enter opened a row of: ${opened.join(', ')}`);
  for (const name of mustOpen) expect(opened, `the walk opened a row of ${name}`).toContain(name);
});
