import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/axe.ts';

// The axe helper itself (support/axe.ts), on small pages served by the test, so what it proves does
// not depend on the console: a change nobody asserts (a menu opening, a tab panel shown in place) is
// checked before the next action, in every page the test opens, and a failed axe run fails.

const pages: Record<string, string> = {
  // A menu whose items are plain list items: axe's aria-required-children (critical).
  'bad-menu': `<ul role="menu"><li>Rename</li><li>Delete</li></ul>`,
  'good-menu': `<ul role="menu" aria-label="Actions"><li role="menuitem" tabindex="-1">Rename</li><li role="menuitem" tabindex="-1">Delete</li></ul>`,
  // Words too faint to read (2.0:1) appear with the menu: axe's color-contrast (serious).
  'faint-menu': `<ul role="menu" aria-label="Actions"><li role="menuitem" tabindex="-1">Rename</li></ul><p>Deleted <span style="color:#aaa">3 rows</span></p>`,
  // The words already on the page fade when the menu opens (a style change, no element added).
  'fading-words': `<ul role="menu" aria-label="Actions"><li role="menuitem" tabindex="-1">Rename</li></ul>`,
  // A list already on the page gains an item that is no list item (its script): axe's list (serious),
  // judged on the list.
  'growing-list': '',
  // Words hidden from assistive technology (as behind a dialog) shown again with a button without a name.
  'shown-again': '',
};

/** Scripts a fixture adds to the page's own. */
const scripts: Record<string, string> = {
  'fading-words': `document.getElementById('open').addEventListener('click', () => { document.getElementById('words').style.color = '#aaa'; });`,
  'shown-again': `document.getElementById('words').insertAdjacentHTML('afterend', '<button id="more">More</button><div id="later" inert><button></button></div>'); document.getElementById('more').addEventListener('click', () => { document.getElementById('later').removeAttribute('inert'); });`,
  'growing-list': `document.getElementById('words').insertAdjacentHTML('afterend', '<button id="more">More</button><ul id="items"><li>One</li></ul>'); document.getElementById('more').addEventListener('click', () => { document.getElementById('items').insertAdjacentHTML('beforeend', '<div>Two</div>'); });`,
  // A page that brings its own `axe` whose run fails, as a broken injection would.
  'broken-axe': `window.axe = { run: () => Promise.reject(new Error('axe broke')) };`,
};

const html = (menu: string, extra = '') => `<!doctype html>
<html lang="en">
<head><title>axe fixture</title>
<!-- Targets of 24×24 px (WCAG 2.2 SC 2.5.8, which the helper checks): the fixture breaks one rule at a time. -->
<style>button, [role="menuitem"] { min-block-size: 24px; min-inline-size: 24px; }</style></head>
<body>
<main>
  <h1>Fixture</h1>
  <button id="open" aria-haspopup="menu" aria-expanded="false">Actions</button>
  <div id="slot"></div>
  <div role="tablist" aria-label="Views">
    <button role="tab" id="tab-a" aria-selected="true" aria-controls="panel-a">List</button>
    <button role="tab" id="tab-b" aria-selected="false" aria-controls="panel-b">Board</button>
  </div>
  <div role="tabpanel" id="panel-a" aria-labelledby="tab-a">Rows</div>
  <div role="tabpanel" id="panel-b" aria-labelledby="tab-b" hidden><button></button></div>
  <p id="words">Three rows were deleted.</p>
</main>
<script>
  ${extra}
  document.getElementById('open').addEventListener('click', (e) => {
    e.currentTarget.setAttribute('aria-expanded', 'true');
    document.getElementById('slot').innerHTML = ${JSON.stringify(menu)};
  });
  document.getElementById('tab-b').addEventListener('click', () => {
    document.getElementById('tab-a').setAttribute('aria-selected', 'false');
    document.getElementById('tab-b').setAttribute('aria-selected', 'true');
    document.getElementById('panel-a').hidden = true;
    document.getElementById('panel-b').hidden = false;
  });
</script>
</body>
</html>`;

/** Serves `/axe-fixture/<name>.html` to `target` from the test itself; nothing reaches a server. */
async function serve(target: Page | BrowserContext) {
  await target.route('**/axe-fixture/*.html', (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop()?.replace('.html', '') ?? '';
    const menu = pages[name] ?? pages['good-menu'] ?? '';
    return route.fulfill({ contentType: 'text/html', body: html(menu, scripts[name] ?? '') });
  });
}

const actions = (page: Page) => page.getByRole('button', { name: 'Actions' });

test('a menu opening with a serious violation fails the next action, though no assertion looked at it', async ({
  page,
}) => {
  await serve(page);
  await page.goto('/axe-fixture/bad-menu.html');
  await expect(page.getByRole('heading', { name: 'Fixture' })).toBeVisible();
  await actions(page).click();
  await expect(page.keyboard.press('Escape')).rejects.toThrow(/aria-required-children: ul/);
});

test('the same menu with its items named passes', async ({ page }) => {
  await serve(page);
  await page.goto('/axe-fixture/good-menu.html');
  await actions(page).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name: 'Actions' })).toBeVisible();
});

test('an awaited assertion on the opened menu fails on its violation', async ({ page }) => {
  await serve(page);
  await page.goto('/axe-fixture/bad-menu.html');
  await actions(page).click();
  await expect(expect(page.getByRole('menu')).toBeVisible()).rejects.toThrow(/aria-required-children/);
});

test('a tab panel shown in place (an attribute change) is checked before the next key press', async ({
  page,
}) => {
  await serve(page);
  await page.goto('/axe-fixture/good-menu.html');
  await page.getByRole('tab', { name: 'Board' }).click();
  await expect(page.keyboard.press('Tab')).rejects.toThrow(/button-name: #panel-b > button/);
});

// Axe runs on what changed since the page's last check: words that appear, and words already there
// whose colour changes, are still measured.
test('faint words that appear with a step fail the next action', async ({ page }) => {
  await serve(page);
  await page.goto('/axe-fixture/faint-menu.html');
  await expect(page.getByRole('heading', { name: 'Fixture' })).toBeVisible();
  await actions(page).click();
  await expect(page.keyboard.press('Escape')).rejects.toThrow(/color-contrast: .*3 rows/);
});

test('words already on the page that fade with a step fail the next action', async ({ page }) => {
  await serve(page);
  await page.goto('/axe-fixture/fading-words.html');
  await expect(page.getByRole('heading', { name: 'Fixture' })).toBeVisible();
  await actions(page).click();
  await expect(page.keyboard.press('Escape')).rejects.toThrow(/color-contrast: #words/);
});

// Every rule runs on what changed (and its parent): a list judged on its items, not the item alone.
test('an item added to a list already there is judged with its list before the next action', async ({
  page,
}) => {
  await serve(page);
  await page.goto('/axe-fixture/growing-list.html');
  await expect(page.getByRole('heading', { name: 'Fixture' })).toBeVisible();
  await page.getByRole('button', { name: 'More' }).click();
  await expect(page.keyboard.press('Tab')).rejects.toThrow(/list: #items/);
});

// Hiding a part from assistive technology is no change to check (a dialog hides the page behind it),
// but a part shown again is checked.
test('a part shown again to assistive technology is checked before the next action', async ({ page }) => {
  await serve(page);
  await page.goto('/axe-fixture/shown-again.html');
  await expect(page.getByRole('heading', { name: 'Fixture' })).toBeVisible();
  await page.getByRole('button', { name: 'More' }).click();
  await expect(page.keyboard.press('Tab')).rejects.toThrow(/button-name: #later > button/);
});

test('pages opened inside the test are watched: a tab of the same browser and another browser', async ({
  context,
  browser,
}) => {
  await serve(context);
  const tab = await context.newPage();
  await tab.goto('/axe-fixture/bad-menu.html');
  await actions(tab).click();
  await expect(tab.keyboard.press('Escape')).rejects.toThrow(/aria-required-children/);

  const stranger = await browser.newPage();
  await serve(stranger);
  await stranger.goto('/axe-fixture/bad-menu.html');
  await actions(stranger).click();
  await expect(stranger.close()).rejects.toThrow(/aria-required-children/);
  await stranger.context().close();
});

test('a failed axe run fails the step, it is not taken for a clean page', async ({ page }) => {
  await serve(page);
  await page.goto('/axe-fixture/broken-axe.html');
  await expect(actions(page).click()).rejects.toThrow(/axe could not check .*axe broke/);
});
