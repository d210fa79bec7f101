import type { Locator, Page } from '@playwright/test';

const hasFocus = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/**
 * Presses Tab (or Shift+Tab) until `target` has focus: how a keyboard user gets there. Where it lands,
 * the page must draw one focus ring, not one on the control and more on what holds it.
 */
export async function tabTo(page: Page, target: Locator, options: { back?: boolean; max?: number } = {}) {
  for (let i = 0; i < (options.max ?? 120); i++) {
    if (await hasFocus(target)) {
      const rings = await focusRings(page);
      if (rings.length > 1)
        throw new Error(`${target} shows ${rings.length} focus rings: ${rings.join(' in ')}`);
      return;
    }
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${target} with the keyboard`);
}

/** Presses `key` (an arrow) until `target` has focus: moving inside a grid, a menu or a radio group. */
export async function arrowTo(page: Page, target: Locator, key = 'ArrowDown', max = 30) {
  for (let i = 0; i < max; i++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`could not reach ${target} with ${key}`);
}

/**
 * Reaches a control inside a table as a keyboard user does: a grid is one Tab stop, then the arrow
 * keys move to the target's row and along it into the cell's control.
 */
export async function gridTo(page: Page, grid: Locator, target: Locator) {
  if (await hasFocus(target)) return;
  if (!(await hasFocus(grid))) await tabTo(page, grid);
  const rows = grid.getByRole('row');
  const want = await target.evaluateHandle((el) => el.closest('[role="row"]'));
  for (let i = 0; i < 200; i++) {
    const [at, to] = await rows.evaluateAll(
      (all, targetRow) => [
        all.findIndex((r) => r.contains(document.activeElement)),
        all.findIndex((r) => r.isSameNode(targetRow)),
      ],
      want,
    );
    if (at === to) break;
    await page.keyboard.press(at < to ? 'ArrowDown' : 'ArrowUp');
  }
  for (let i = 0; i < 30; i++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`could not reach ${target} in ${grid} with the arrow keys`);
}

/** Types into the list's search field by keyboard; Enter searches at once. */
export async function search(page: Page, text: string): Promise<void> {
  await tabTo(page, page.getByRole('searchbox'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/**
 * The rings keyboard focus draws now: the focused element and those around it with an outline. One
 * ring, the kit's single focus ring, is what a keyboard user should see; React Aria marks some roots
 * (a select's) focus-visible together with the control inside them.
 */
export function focusRings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rings: string[] = [];
    for (let el = document.activeElement; el && el !== document.documentElement; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0)
        rings.push(
          `${el.localName}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`,
        );
    }
    return rings;
  });
}
