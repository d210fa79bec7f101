import { type Browser, type BrowserContext, test as base, expect } from '@playwright/test';

export type { Locator, Page } from '@playwright/test';
export { expect };

// Runs in every page before its own scripts: a violation becomes a console error the test can see,
// with what was blocked and where (Chromium also logs its own "Refused to ..." line, caught below too).
function reportViolations() {
  document.addEventListener('securitypolicyviolation', (e) => {
    console.error(
      `[csp] ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile || document.URL}:${e.lineNumber}`,
    );
  });
}

const isViolation = (text: string) => text.startsWith('[csp] ') || text.includes('Content Security Policy');

/**
 * Every e2e spec imports `test` from here: each browser context it uses (the default one and any a
 * spec opens with `browser.newContext()` or `browser.newPage()`) reports Content-Security-Policy
 * violations, and a test that caused one fails when it ends. `cspViolations` lets a test read (and,
 * for a test of this check, clear) what was caught.
 */
export const test = base.extend<{
  cspViolations: string[];
  /** Run on every browser context the test uses, as on the CSP check's: fixtures built on this add theirs. */
  contextWatchers: ((context: BrowserContext) => Promise<void>)[];
}>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  contextWatchers: async ({}, use) => {
    await use([]);
  },
  cspViolations: [
    async ({ context, browser, contextWatchers }, use) => {
      const violations: string[] = [];
      const watch = async (ctx: BrowserContext) => {
        await ctx.addInitScript(reportViolations);
        ctx.on('console', (m) => {
          if (m.type() === 'error' && isViolation(m.text()))
            violations.push(`${m.page()?.url() ?? ''}: ${m.text()}`);
        });
        for (const other of contextWatchers) await other(ctx);
      };
      await watch(context);
      const b: Browser = browser;
      const newContext = b.newContext;
      b.newContext = async (...args) => {
        const ctx = await newContext.apply(b, args);
        await watch(ctx);
        return ctx;
      };
      try {
        await use(violations);
      } finally {
        b.newContext = newContext;
      }
      expect(violations, 'Content-Security-Policy violations in the browser').toEqual([]);
    },
    { auto: true },
  ],
});
