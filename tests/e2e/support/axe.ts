import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Ids and targets of axe's serious and critical violations on the page (or inside `include`). */
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(tags);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Axe (WCAG 2.0/2.1 A and AA) finds no serious or critical violation on the page, or inside `include`.
 * Waits for enter animations first: mid fade-in a dialog's colours are blended with the backdrop, and
 * the user reads it once it settles. React Aria's live announcer is checked like the rest of the page.
 */
export async function expectAccessible(page: Page, include?: string) {
  await expect(page.locator('[data-entering]')).toHaveCount(0);
  // This run covers the changes the watcher has noted but not yet reported (see watchAccessibility).
  if (!include) await page.evaluate('window.__axeChecked?.()');
  expect(await seriousViolations(page, include)).toEqual([]);
}

/**
 * Runs in the page before its scripts. Notes the changes a user notices, i.e. the page loading or its
 * address changing, a dialog opening or closing, a toast or an alert appearing, a field marked
 * invalid, a busy button finishing (a save), then waits until the page is still (no DOM change for
 * 250 ms, no running finite animation, no dialog or toast entering or leaving) and reports what changed
 * through `__axeAfterChange`.
 */
const detector = `(() => {
  if (window.__axeDetector) return;
  window.__axeDetector = true;
  let reasons = new Set();
  let lastMutation = performance.now();
  let timer = null;
  const note = (reason) => {
    reasons.add(reason);
    if (timer === null) timer = setTimeout(settle, 250);
  };
  const moving = () =>
    document.querySelector('[data-entering],[data-exiting],[data-phase="opening"],[data-phase="closing"]') !== null ||
    document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
  const settle = () => {
    if (performance.now() - lastMutation < 250 || moving() || document.readyState !== 'complete') {
      timer = setTimeout(settle, 100);
      return;
    }
    timer = null;
    const what = [...reasons].join(', ');
    reasons = new Set();
    if (typeof window.__axeAfterChange === 'function') window.__axeAfterChange(what);
  };
  // An explicit check of the page as it is now covers what was noted so far.
  window.__axeChecked = () => {
    reasons = new Set();
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const dialogs = '[role="dialog"],[role="alertdialog"]';
  const messages = '[data-tone],[role="alert"],[role="status"]';
  const describe = (node) => (node.nodeType === 1 ? node : null);
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
          const el = describe(n) ?? n.parentElement;
          if (!el || el.closest('[data-live-announcer]')) continue;
          if (el.matches(dialogs) || el.querySelector(dialogs)) note('a dialog opened');
          if (el.closest(messages) || el.querySelector('[data-tone]')) note('a toast or alert');
        }
        for (const n of r.removedNodes) {
          const el = describe(n);
          if (el && (el.matches(dialogs) || el.querySelector(dialogs))) note('a dialog closed');
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
  window.addEventListener('load', () => note('load of ' + location.pathname + location.hash));
})()`;

interface AxeFinding {
  after: string;
  violations: string[];
}

/**
 * Watches `page` and runs axe after every change the detector reports, one run at a time. A violation
 * counts when a second run a moment later still finds it: the test goes on while axe runs, and a
 * dialog the test opens meanwhile is mid fade-in for the first run. `check()` waits for the runs still
 * due and fails with every change after which axe found a serious or critical violation.
 */
export async function watchAccessibility(page: Page) {
  const findings: AxeFinding[] = [];
  let queue: Promise<void> = Promise.resolve();
  let checks = 0;
  let closed = false;
  const run = async (after: string) => {
    if (closed || page.isClosed()) return;
    try {
      const first = await seriousViolations(page);
      if (first.length === 0) return;
      await page.waitForTimeout(400);
      const again = new Set(await seriousViolations(page));
      const still = first.filter((v) => again.has(v));
      if (still.length) findings.push({ after, violations: still });
    } catch {
      // The page navigated or closed during the run: the next page reports its own load.
    } finally {
      checks += 1;
    }
  };
  await page.exposeFunction('__axeAfterChange', (after: string) => {
    queue = queue.then(() => run(after));
  });
  await page.addInitScript(detector);
  return {
    /** How many axe runs have finished (so a test can see the watcher at work). */
    runs: () => checks,
    async check() {
      // Runs may be queued while earlier ones finish.
      for (let last = queue; ; last = queue) {
        await last;
        if (last === queue) break;
      }
      closed = true;
      expect(findings, 'axe after each change of the page').toEqual([]);
    },
  };
}

/**
 * `test` of the end-to-end specs: every page a test opens is watched, and the test fails when axe found a
 * serious or critical violation after any change of the page (see watchAccessibility). Pages a test
 * opens itself (`browser.newPage()`) are not watched unless it calls watchAccessibility.
 */
export const test = base.extend<{ axeWatch: Awaited<ReturnType<typeof watchAccessibility>> }>({
  axeWatch: [
    async ({ page }, use) => {
      const watch = await watchAccessibility(page);
      await use(watch);
      await watch.check();
    },
    { auto: true },
  ],
});

export { expect };
