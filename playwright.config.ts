import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findChrome } from './scripts/find-chrome.ts';

const port = Number(process.env.E2E_PORT ?? 3199);
// A fresh embedded database per run, so the demo seed is the known starting point.
const dataDir = mkdtempSync(join(tmpdir(), 'bc-e2e-'));
// A headed run (`--headed`, `--debug`, PWDEBUG) needs the whole browser, not its headless shell
// (scripts/find-chrome.ts). The runner reads its own arguments; its workers, which load this file
// again with arguments of their own, inherit what it decided through the environment.
if (process.argv.some((a) => a === '--headed' || a === '--debug') || process.env.PWDEBUG)
  process.env.E2E_HEADED = 'true';
// The developer tools (#/dev/kit, #/dev/machines) ship in dev builds only: the specs about them start
// `npm run dev` themselves (tests/e2e/support/dev-server.ts), so a shard that runs none pays for none.

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Two cores: one browser at a time next to the server keeps timings steady.
  workers: 1,
  fullyParallel: false,
  // One retry in CI only: a story that fails and then passes is reported as flaky by name in CI's
  // summary (scripts/ci-summary.mjs), so it is seen and fixed, but one slow moment on a shared two-core
  // machine does not turn a run red. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  // Axe runs after every step that changes the page (tests/e2e/support/axe.ts): a few seconds each on a
  // busy two-core machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    locale: 'zh-CN',
    // The console's days are China's, and so is the browser of the managers who use it. In the
    // machine's zone (UTC on CI) a calendar's "today" is China's yesterday from 16:00 to midnight UTC,
    // so a test of today's day would pass or fail by the hour the run started. A browser outside China
    // is tested on purpose where it matters (time-format.spec.ts).
    timezoneId: 'Asia/Shanghai',
    launchOptions: {
      // `npm test` checked first that one exists (scripts/ensure-browser.ts).
      executablePath: findChrome(process.env, { headless: process.env.E2E_HEADED !== 'true' })?.path,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'npm start',
      // The stories' SMTP sink listens on loopback: allowed as an operator allows a local relay.
      env: { PORT: String(port), DATA_DIR: dataDir, LOG_REQUESTS: 'false', OUTBOUND_ALLOW: '127.0.0.1' },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
