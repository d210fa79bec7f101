import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/axe.ts';
import { signInAdmin } from './support/console.ts';
import { tabTo } from './support/keyboard.ts';

// Issue 39 point 3, by keyboard alone: the date pickers' typed parts are targets of at least 24×24 px
// (WCAG 2.2 SC 2.5.8; they were 16×21), and axe with the 2.2 AA tags finds nothing serious where they are.

/** The smallest width and height among the date segments (spin buttons) inside `where`. */
async function smallestSegment(where: Locator) {
  const boxes = await where
    .getByRole('spinbutton')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => [r.width, r.height]));
  expect(boxes.length).toBeGreaterThan(0);
  return {
    width: Math.min(...boxes.map(([w]) => w ?? 0)),
    height: Math.min(...boxes.map(([, h]) => h ?? 0)),
  };
}

async function expectTargets(page: Page, where: Locator) {
  await expect(where.getByRole('spinbutton').first()).toBeVisible();
  const smallest = await smallestSegment(where);
  expect(smallest.width).toBeGreaterThanOrEqual(24);
  expect(smallest.height).toBeGreaterThanOrEqual(24);
  await expectAccessible(page);
}

/** Opens a list's filters through their one control, by keyboard. */
async function openFilters(page: Page) {
  const control = page.getByRole('button', { name: /^筛选/ }).first();
  await tabTo(page, control);
  await page.keyboard.press('Enter');
  await expect(control).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`#${await control.getAttribute('aria-controls')}`);
}

for (const [name, path] of [
  ['customer list', '/crm/customer/list'],
  ['customer pool', '/crm/customer/pool'],
  ['SMS log', '/notify/sms/list'],
  ['platform', '/platform/index'],
] as const) {
  test(`the ${name}'s date filter: segments of 24×24 px at least, axe 2.2 AA clean`, async ({ page }) => {
    await signInAdmin(page);
    await page.goto(`/#${path}`);
    await expect(page.getByRole('grid').first()).toBeVisible();
    await expectTargets(page, await openFilters(page));
  });
}

test('the add-customer dialog: the next follow-up’s segments of 24×24 px at least, axe 2.2 AA clean', async ({
  page,
}) => {
  await signInAdmin(page);
  await page.goto('/#/crm/customer/list');
  await tabTo(page, page.getByRole('button', { name: '新增客户' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '新增客户' });
  await expect(dialog).toBeVisible();
  await expectTargets(page, dialog);
});
