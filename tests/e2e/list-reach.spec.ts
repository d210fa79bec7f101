import type { Page } from '@playwright/test';
import { expect, test } from './support/axe.ts';
import { signInAdmin } from './support/console.ts';
import { arrowTo, tabTo } from './support/keyboard.ts';

// Issue 39 point 2, by keyboard alone: a list's filters wait behind one control that says how many are
// set, the grid is one Tab stop, Enter on a row opens it and Space on a row's switch flips the switch.

/** Whether focus is on the grid's first body row or inside it. */
const inFirstRow = (page: Page) =>
  page.evaluate(() => {
    const grid = document.querySelector('[role="grid"]');
    const first = Array.from(grid?.querySelectorAll('[role="row"]') ?? []).find(
      (r) => r.querySelector('[role="gridcell"], [role="rowheader"]') !== null,
    );
    return first?.contains(document.activeElement) === true;
  });

test('the customer list: from 搜索 to the first row in at most 4 Tabs, Enter opens the row', async ({
  page,
}) => {
  await signInAdmin(page);
  await page.goto('/#/crm/customer/list');
  const grid = page.getByRole('grid', { name: '客户' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();

  await tabTo(page, page.getByRole('searchbox'));
  const stops: string[] = [];
  for (let tabs = 1; tabs <= 4 && !(await inFirstRow(page)); tabs++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(
        () =>
          `${document.activeElement?.getAttribute('role') ?? document.activeElement?.localName} ${
            document.activeElement?.getAttribute('aria-label') ??
            document.activeElement?.textContent?.slice(0, 20)
          }`,
      ),
    );
  }
  expect(await inFirstRow(page), `Tab stops after 搜索: ${stops.join(' | ')}`).toBe(true);

  // The filters: one control on the way, closed, whose name says none is set yet.
  const filters = page.getByRole('button', { name: '筛选', exact: true });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: '阶段' })).toBeHidden();

  // Enter on the row opens it, as 查看 does.
  const firstName = (await grid.getByRole('rowheader').first().innerText()).split('\n')[0] ?? '';
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: new RegExp(firstName) });
  await expect(drawer).toBeVisible();
  await expect(grid.getByRole('row').nth(1)).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The filter control opens the panel; a filter set there is counted in its name.
  await tabTo(page, filters, { back: true });
  await page.keyboard.press('Enter');
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  const due = page.getByRole('button', { name: /跟进到期$/ });
  await tabTo(page, due);
  await page.keyboard.press('Enter');
  const option = page.getByRole('option').nth(1);
  await expect(option).toBeVisible();
  await arrowTo(page, option);
  await page.keyboard.press('Enter');
  const counted = page.getByRole('button', { name: '筛选（已设 1 项）', exact: true });
  await expect(counted).toBeVisible();
  await tabTo(page, counted, { back: true });
  await page.keyboard.press('Enter');
  await expect(counted).toHaveAttribute('aria-expanded', 'false');
  await expect(due).toBeHidden();
});

test('the product list: Space on a row’s switch flips the switch, not the row’s selection', async ({
  page,
}) => {
  await signInAdmin(page);
  await page.goto('/#/crm/sales/product');
  const grid = page.getByRole('grid');
  const row = grid.getByRole('row').nth(1);
  await expect(row).toBeVisible();
  const toggle = row.getByRole('switch');
  const before = await toggle.isChecked();
  await tabTo(page, page.getByRole('searchbox'));
  await tabTo(page, grid, { max: 4 });
  await arrowTo(page, toggle, 'ArrowRight');
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked({ checked: !before });
  await expect(row).toHaveAttribute('aria-selected', 'false');
  // Put back as it was.
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked({ checked: before });
  await expect(row).toHaveAttribute('aria-selected', 'false');
});
