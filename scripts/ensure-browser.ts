/**
 * First step of `npm test`: make sure the end-to-end suite will have a Chromium before any suite runs.
 * CHROME_PATH, the system chromium, Playwright's own browser; else `playwright install chromium` when
 * Playwright's download host answers; else one line saying what to install, and exit 1 at once.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChrome, missingChromeMessage, playwrightChrome } from './find-chrome.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Where `playwright install` downloads from unless PLAYWRIGHT_DOWNLOAD_HOST says otherwise.
const downloadHost = process.env.PLAYWRIGHT_DOWNLOAD_HOST || 'https://cdn.playwright.dev';

async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<number> {
  const found = findChrome();
  if (found) {
    console.log(`browser: ${found.path} (${found.source})`);
    return 0;
  }
  if (await reachable(downloadHost)) {
    console.log(`browser: none found; npx playwright install chromium (from ${downloadHost})`);
    const run = spawnSync(join(root, 'node_modules', '.bin', 'playwright'), ['install', 'chromium'], {
      stdio: 'inherit',
      timeout: 600_000,
      env: { PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT: '10000', ...process.env },
    });
    const own = run.status === 0 ? playwrightChrome() : null;
    if (own) {
      console.log(`browser: ${own} (playwright)`);
      return 0;
    }
  }
  console.error(missingChromeMessage());
  return 1;
}

process.exit(await main());
