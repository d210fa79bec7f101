import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Axe (WCAG 2.0/2.1 A and AA) finds no serious or critical violation on the page, or inside `include`.
 * Waits for enter animations first: mid fade-in a dialog's colours are blended with the backdrop, and
 * the user reads it once it settles. Toasts likewise: one fading in or out is read once it settles.
 */
export async function expectAccessible(page: Page, include?: string) {
  await expect(page.locator('[data-entering]')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-phase]')).every(
          (t) => t.getAttribute('data-phase') === 'shown' && getComputedStyle(t).opacity === '1',
        ),
      ),
    )
    .toBe(true);
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // react-aria's live announcer sits outside the app root and keeps pointing at elements the next
    // screen has replaced: the library's announcement log, not the page.
    .exclude('[data-live-announcer]');
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
