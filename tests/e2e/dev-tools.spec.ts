import type { Page } from '@playwright/test';
import { expect, expectAccessible } from './support/axe.ts';
import { test } from './support/dev-server.ts';
import { focusRings, tabTo } from './support/keyboard.ts';

// The kit gallery shows every part of src/ui; axe and a keyboard-only user go through it in a
// real browser. The machine explorer follows the live session while the console is used. Both are
// developer screens, so they run on `npm run dev` (the `devServer` fixture starts it).

// The dev server compiles modules on first request; the first visit pays for it.
// The gallery holds every part of the kit, so each axe run after a step takes a while.
test.describe.configure({ timeout: 360_000 });

/** The dev server's origin, for the helpers below. */
let dev = '';

test.beforeEach(async ({ page, devServer }) => {
  dev = devServer.url;
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
});

async function openGallery(page: Page) {
  await page.goto(`${dev}/#/dev/kit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kit gallery' })).toBeVisible();
}

test('the kit gallery passes axe, in both themes', async ({ page }) => {
  await openGallery(page);
  await expectAccessible(page);
  await tabTo(page, page.getByRole('radio', { name: 'System' }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(page);
});

test('every part of the kit works with the keyboard alone', async ({ page }) => {
  await openGallery(page);
  const main = page.getByRole('main');

  // Text, number and search fields take typing; the number field steps with the arrows.
  const name = main.getByRole('textbox', { name: 'Name' });
  await tabTo(page, name);
  expect(await focusRings(page)).toHaveLength(1);
  await page.keyboard.type('Ada');
  await expect(name).toHaveValue('Ada');
  const amount = main.getByRole('textbox', { name: 'Amount' });
  await tabTo(page, amount);
  expect(await focusRings(page)).toHaveLength(1);
  await page.keyboard.press('ArrowUp');
  await expect(amount).toHaveValue('11');

  // Select: opens with the arrow key, chooses with Enter. One ring, the button's.
  const city = main.getByRole('button', { name: /City/ }).first();
  await tabTo(page, city);
  expect(await focusRings(page)).toHaveLength(1);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(city).toContainText('Shanghai');

  // ComboBox: typing filters, Enter picks.
  const combo = main.getByRole('combobox', { name: 'City' });
  await tabTo(page, combo);
  expect(await focusRings(page)).toHaveLength(1);
  await page.keyboard.type('Shen');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(combo).toHaveValue('深圳 Shenzhen');

  // Checkbox and switch: Space.
  const b = main.getByRole('checkbox', { name: 'B', exact: true });
  await tabTo(page, b);
  expect(await focusRings(page)).toHaveLength(1);
  await page.keyboard.press('Space');
  await expect(b).toBeChecked();
  const display = main.getByRole('switch', { name: 'Display' }).first();
  await tabTo(page, display);
  expect(await focusRings(page)).toHaveLength(1);
  await page.keyboard.press('Space');
  await expect(display).not.toBeChecked();

  // Radio group: arrows move the choice.
  const level1 = main.getByRole('radio', { name: '1', exact: true });
  await tabTo(page, level1);
  expect(await focusRings(page)).toHaveLength(1);
  await page.keyboard.press('ArrowRight');
  await expect(main.getByRole('radio', { name: '2', exact: true })).toBeChecked();

  // Date picker: segments take digits, year first as the console writes dates, in English too.
  const date = main.getByRole('group', { name: 'Date' });
  await tabTo(page, date);
  expect(await focusRings(page)).toHaveLength(1);
  await page.keyboard.type('20260315');
  await expect(date).toContainText('3');
  await expect(date).toContainText('15');
  await expect(date).toContainText('2026');

  // Menu: Enter opens it, arrows move, Escape closes it and focus returns to the trigger.
  const menu = main.getByRole('button', { name: 'More actions' });
  await tabTo(page, menu);
  expect(await focusRings(page)).toHaveLength(1);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Copy' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeFocused();

  // Dialog: opens on Enter with focus inside, Escape closes it and focus returns.
  const open = main.getByRole('button', { name: 'Open dialog' });
  await tabTo(page, open);
  expect(await focusRings(page)).toHaveLength(1);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Open dialog' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // Drawer: the language switch inside takes effect at once.
  const drawer = main.getByRole('button', { name: 'Open drawer' });
  await tabTo(page, drawer);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Language' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeFocused();

  // Confirm action: Enter asks, Enter on the confirm button runs it and shows the result.
  const del = main.getByRole('button', { name: 'Delete this row' });
  await tabTo(page, del);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete the selected information?');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();

  // Toast: announced in a live region.
  const info = main.getByRole('button', { name: 'Info', exact: true });
  await tabTo(page, info);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: /notifications/i })).toContainText('Info');

  // Tabs: arrows switch the panel.
  const overview = main.getByRole('tab', { name: 'Overview' });
  await tabTo(page, overview);
  await page.keyboard.press('ArrowRight');
  await expect(main.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('tabpanel')).toContainText('Details content.');

  // Table: a sortable header sorts on Enter; the pager moves pages.
  const list = main.getByRole('grid', { name: 'Sample list' });
  await expect(list.getByRole('row')).toHaveCount(21);
  await tabTo(page, list);
  // Space selects the focused row, which the bulk delete counts.
  await page.keyboard.press('Space');
  await expect(main.getByRole('button', { name: /Delete selected \(1\)/ })).toBeEnabled();
  // Up from the first row reaches the header row (select all), right moves to the Name header.
  await page.keyboard.press('ArrowUp');
  await expect(list.getByRole('checkbox', { name: 'Select all' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const header = list.getByRole('columnheader', { name: /Name/ });
  await expect(header).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', /ascending|descending/);

  // Privilege tree: Space checks an item.
  const tree = main.getByRole('treegrid', { name: 'Privilege tree' });
  await tabTo(page, tree);
  await page.keyboard.press('ArrowDown');
  const checked = tree.getByRole('checkbox', { checked: true });
  const before = await checked.count();
  await page.keyboard.press('Space');
  await expect(checked).not.toHaveCount(before);

  // Upload: Enter opens the file chooser; the chosen file uploads with its progress, then says so.
  // The second "Choose files": the first belongs to the form-field sample among the fields.
  const choose = main.getByRole('button', { name: 'Choose files' }).last();
  await tabTo(page, choose);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  const files = main.getByRole('list', { name: 'Files to upload' });
  await expect(files).toContainText('notes.txt');
  await tabTo(page, main.getByRole('button', { name: 'Upload', exact: true }));
  await page.keyboard.press('Enter');
  await expect(files).toContainText('Uploaded');

  // Form: submitting with empty fields fails the check and says so, nothing typed is lost.
  const password = main.getByRole('textbox', { name: /^New password/ });
  await tabTo(page, password);
  await page.keyboard.type('secret-1');
  await page.keyboard.press('Enter');
  // Said once at the top of the form, as a summary linking to each failing field (SPEC §5), and at
  // each field that fails; no toast.
  await expect(main.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expect(main.getByText('form validation failed', { exact: false })).toHaveCount(1);
  await expect(password).toHaveValue('secret-1');
});

test('the machine explorer follows the live session while the console is used', async ({ page }) => {
  // The API half of `npm run dev` may still be migrating when Vite answers.
  await expect
    .poll(async () => (await page.request.get(`${dev}/verifycode.html`)).status(), { timeout: 60_000 })
    .toBe(200);
  await page.goto(`${dev}/#/dev/machines`);
  await expect(page.getByRole('heading', { level: 1, name: 'Machine explorer' })).toBeVisible();
  await page.getByRole('tab', { name: /^session/ }).click();
  const chart = page.getByRole('img', { name: /^Statechart of session/ });
  await expect(chart).toHaveAttribute('alt', /current state: loggedOut/);

  // Use the console in the same tab, then come back: the chart names the state the session is in now.
  await page.goto(`${dev}/#/login`);
  await page.getByLabel('User name').fill('admin');
  await page.getByLabel('Password').fill('admin123');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: /Demo Brand/ }).click();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto(`${dev}/#/dev/machines`);
  await page.getByRole('tab', { name: /^session/ }).click();
  await expect(chart).toHaveAttribute('alt', /current state: ready/);
  await expectAccessible(page);
});
