import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page } from '@playwright/test';
import { test as base } from './test.ts';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Ids and targets of axe's serious and critical violations on the page (or inside `include`). */
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // A toast whose time runs out while axe runs (seconds on a busy machine) fades out under it, and axe
  // measured its colours blended with the page (contrast 1.03). Toasts closing are left out, and the
  // fade of those shown is skipped (a CSSOM style, which the CSP allows), so one that starts closing
  // mid-run is gone at once rather than half transparent.
  await page
    .evaluate(() => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-phase]')) el.style.transition = 'none';
    })
    .catch(() => undefined);
  let builder = new AxeBuilder({ page }).withTags(tags).exclude('[data-phase="closing"]');
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Runs in the page before its scripts and notes the changes a user notices: the page loading or its
 * address changing, a dialog opening or closing, a toast or an alert appearing, a field marked
 * invalid, a busy button finishing (a save). `__axeTake()` hands the notes over and starts afresh;
 * `__axeStill()` says whether the page has stopped moving (no DOM change for 150 ms, no dialog or
 * toast entering or leaving, nothing busy — a list dims its rows while a page loads —, no finite
 * animation running).
 */
const detector = `(() => {
  if (window.__axeTake) return;
  let reasons = new Set();
  let lastMutation = performance.now();
  const note = (reason) => reasons.add(reason);
  window.__axeTake = () => {
    const taken = [...reasons];
    reasons = new Set();
    return taken;
  };
  window.__axeStill = () =>
    performance.now() - lastMutation > 150 &&
    document.readyState === 'complete' &&
    document.querySelector('[data-entering],[data-exiting],[data-phase="opening"],[data-phase="closing"],[aria-busy="true"]') === null &&
    !document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
  const dialogs = '[role="dialog"],[role="alertdialog"]';
  const messages = '[data-tone],[role="alert"],[role="status"]';
  const watch = () => {
    new MutationObserver((records) => {
      lastMutation = performance.now();
      for (const r of records) {
        if (r.type === 'attributes') {
          const el = r.target;
          if (r.attributeName === 'aria-invalid' && el.getAttribute('aria-invalid') === 'true') note('a field marked invalid');
          if (r.attributeName === 'aria-busy' && r.oldValue === 'true' && !el.hasAttribute('aria-busy')) note('a busy button finished');
          continue;
        }
        for (const n of r.addedNodes) {
          const el = n.nodeType === 1 ? n : n.parentElement;
          if (!el || el.closest('[data-live-announcer]')) continue;
          if (el.matches(dialogs) || el.querySelector(dialogs)) note('a dialog opened');
          if (el.closest(messages) || el.querySelector('[data-tone]')) note('a toast or alert');
        }
        for (const n of r.removedNodes) {
          if (n.nodeType === 1 && (n.matches(dialogs) || n.querySelector(dialogs))) note('a dialog closed');
        }
      }
    }).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeOldValue: true,
      attributeFilter: ['aria-invalid', 'aria-busy'],
    });
  };
  if (document.documentElement) watch();
  else document.addEventListener('DOMContentLoaded', watch);
  window.addEventListener('hashchange', () => note('navigation to ' + location.hash));
  note('load of ' + location.pathname + location.hash);
})()`;

/** Changes noted on `page` since the last axe run; empty for a page without the detector. */
async function takeChanges(page: Page): Promise<string[]> {
  if (page.isClosed()) return [];
  try {
    return ((await page.evaluate('window.__axeTake ? window.__axeTake() : []')) as string[]) ?? [];
  } catch {
    // Navigating: the next page notes its own load.
    return [];
  }
}

/**
 * Axe (WCAG 2.0/2.1 A and AA) finds no serious or critical violation on the page, or inside `include`.
 * Waits for enter animations first: mid fade-in a dialog's colours are blended with the backdrop, and
 * the user reads it once it settles. Toasts likewise: one fading in or out is read once it settles.
 * React Aria's live announcer is checked like the rest of the page.
 */
export async function expectAccessible(page: Page, include?: string) {
  await baseExpect(page.locator('[data-entering]')).toHaveCount(0);
  await baseExpect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-phase]')).every(
          (t) => t.getAttribute('data-phase') === 'shown' && getComputedStyle(t).opacity === '1',
        ),
      ),
    )
    .toBe(true);
  // This run covers the changes noted so far.
  if (!include) await takeChanges(page);
  baseExpect(await seriousViolations(page, include)).toEqual([]);
}

/** If `page` changed since the last run, waits until it is still and runs axe: no serious or critical violation. */
async function checkAfterChanges(page: Page) {
  const changes = await takeChanges(page);
  if (changes.length === 0) return;
  const started = Date.now();
  // Polled from here: page.waitForFunction evaluates its predicate with eval in the page, which the
  // console's CSP forbids (and the CSP fixture reports).
  const isStill = () => page.evaluate('window.__axeStill()').catch(() => false);
  while (!(await isStill()) && Date.now() - started < 5000) await page.waitForTimeout(50);
  // Still moving after 5 s (a long list rendering): it is checked as it is.
  const still = Date.now();
  let violations: string[];
  try {
    violations = await seriousViolations(page);
  } catch {
    return; // The page navigated during the run; its load is noted and checked next time.
  }
  if (process.env.AXE_TIMES)
    console.log(
      `axe after ${changes.join(', ')}: still after ${still - started} ms, run ${Date.now() - still} ms`,
    );
  baseExpect(violations, `axe after ${changes.join(', ')}`).toEqual([]);
}

function pageOf(actual: unknown): Page | null {
  if (typeof actual !== 'object' || actual === null) return null;
  if ('page' in actual && typeof actual.page === 'function') return actual.page() as Page;
  if ('goto' in actual && 'evaluate' in actual) return actual as Page;
  return null;
}

/** Matchers whose web-first (awaited) assertions check the page with axe after they pass, if it changed. */
function afterPassing<T extends object>(matchers: T, page: Page): T {
  return new Proxy(matchers, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (prop === 'not' && typeof value === 'object' && value !== null) return afterPassing(value, page);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        if (result instanceof Promise)
          return result.then(async (r) => {
            await checkAfterChanges(page);
            return r;
          });
        return result;
      };
    },
  });
}

/**
 * Playwright's `expect`, except that an awaited assertion on a page or a locator that passes also runs
 * axe when the page changed since the last run (a navigation, a dialog opening or closing, a toast, an
 * alert, a field marked invalid, a save finishing). A test asserts what each step changed, so every
 * step that changes the page is checked, between steps, never while the test is acting.
 */
export const expect = new Proxy(baseExpect, {
  apply(target, thisArg, args: unknown[]) {
    const matchers = Reflect.apply(target, thisArg, args) as object;
    const page = pageOf(args[0]);
    return page ? afterPassing(matchers, page) : matchers;
  },
}) as typeof baseExpect;

/**
 * `test` of the end-to-end specs, on top of the CSP check of `./test.ts`: the page a test gets is watched (see `expect` above), and whatever
 * changed after the test's last assertion is checked when it ends. Pages a test opens itself
 * (`browser.newPage()`) are not watched.
 */
export const test = base.extend<{ axeAfterChanges: undefined }>({
  axeAfterChanges: [
    async ({ page }, use, testInfo) => {
      await page.addInitScript(detector);
      await use(undefined);
      // A test that failed already says why; a check of whatever page it stopped on would add noise.
      if (testInfo.status === testInfo.expectedStatus) await checkAfterChanges(page);
    },
    { auto: true },
  ],
});
