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

/** A console error some test may expect, and why it is no fault of the page. */
export interface AllowedError {
  pattern: RegExp;
  reason: string;
}

/**
 * Console errors any test may see, each with why it is no fault of the page. Kept short on purpose:
 * an error that one story causes deliberately (a refused call, a dropped connection) is allowed by
 * that story with `allowConsoleErrors`, so it fails every other test. The policy is in
 * docs/decisions/testing-and-ci.md.
 */
export const consoleErrorAllowList: readonly AllowedError[] = [];

interface PageErrors {
  /** What was caught, as `kind on url: text`. */
  caught: string[];
  /** What this test allowed for itself. */
  allowed: AllowedError[];
}

/**
 * Every e2e spec imports `test` from here: each browser context it uses (the default one and any a
 * spec opens with `browser.newContext()` or `browser.newPage()`) reports Content-Security-Policy
 * violations, uncaught page errors and console errors, and a test that caused one fails when it ends. `cspViolations` lets a test read (and,
 * for a test of this check, clear) what was caught.
 */
export const test = base.extend<{
  cspViolations: string[];
  /**
   * Every uncaught error (`pageerror`) and console error of every page of every browser context the
   * test used; the test fails when it ends on one that neither `consoleErrorAllowList` nor its own
   * `allowConsoleErrors` explains.
   */
  pageErrors: PageErrors;
  /** For a story that causes a console error on purpose: errors matching `pattern` are expected, for `reason`. */
  allowConsoleErrors: (pattern: RegExp, reason: string) => void;
  /** Run on every browser context the test uses, as on the CSP check's: fixtures built on this add theirs. */
  contextWatchers: ((context: BrowserContext) => Promise<void>)[];
}>({
  pageErrors: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const errors: PageErrors = { caught: [], allowed: [] };
      await use(errors);
      const allowed = [...consoleErrorAllowList, ...errors.allowed];
      const unexpected = errors.caught.filter((text) => !allowed.some((a) => a.pattern.test(text)));
      expect(unexpected, 'page errors and console errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
  allowConsoleErrors: async ({ pageErrors }, use) => {
    await use((pattern, reason) => {
      if (!reason.trim()) throw new Error('an allowed console error needs its reason');
      pageErrors.allowed.push({ pattern, reason });
    });
  },
  contextWatchers: async ({ pageErrors }, use) => {
    const note = (kind: string, url: string | undefined, text: string) =>
      pageErrors.caught.push(`${kind} on ${url || 'a closed page'}: ${text}`);
    await use([
      async (ctx) => {
        ctx.on('weberror', (e) => note('pageerror', e.page()?.url(), e.error().stack ?? e.error().message));
        ctx.on('console', (m) => {
          // A violation is the CSP check's to report (csp.spec.ts causes one on purpose).
          if (m.type() !== 'error' || isViolation(m.text())) return;
          const at = m.location();
          note(
            'console error',
            m.page()?.url(),
            at.url ? `${m.text()} (${at.url}:${at.lineNumber})` : m.text(),
          );
        });
      },
    ]);
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
