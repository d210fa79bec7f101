/**
 * Where the end-to-end suite and the bench find a Chromium: `CHROME_PATH`, then the system's chromium on
 * PATH, then a browser Playwright installed itself. Synchronous and without side effects, so
 * playwright.config.ts can call it; `scripts/ensure-browser.ts` adds the download and the message.
 *
 * A headless run takes Chromium's headless shell first when the system has one (Debian's
 * `chromium-headless-shell`, built from the same sources as its `chromium`): the same Blink and V8
 * without the browser's window machinery, about a ninth less CPU over the browser stories
 * (docs/performance.md), which on two cores is the suite's time. A headed run (`--headed`, `--debug`)
 * needs the whole browser.
 */
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium } from 'playwright-core';

export interface FoundChrome {
  path: string;
  source: 'CHROME_PATH' | 'PATH' | 'playwright';
}

const systemNames = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];
const headlessShellNames = ['chromium-headless-shell', 'chrome-headless-shell'];

export function isExecutable(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first of `names` found on `pathVar` (the shell's own lookup, without running a shell). */
function onPath(names: readonly string[], pathVar: string): string | null {
  for (const dir of pathVar.split(delimiter)) {
    if (!dir) continue;
    for (const name of names) {
      const candidate = join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return null;
}

/** Playwright's own Chromium (`playwright install chromium`), when it is on disk. */
export function playwrightChrome(): string | null {
  try {
    const path = chromium.executablePath();
    return path && isExecutable(path) ? path : null;
  } catch {
    return null;
  }
}

export function findChrome(
  env: NodeJS.ProcessEnv = process.env,
  { headless = true }: { headless?: boolean } = {},
): FoundChrome | null {
  const fromEnv = env.CHROME_PATH?.trim();
  if (fromEnv && isExecutable(fromEnv)) return { path: fromEnv, source: 'CHROME_PATH' };
  const path = env.PATH ?? '';
  const system = (headless ? onPath(headlessShellNames, path) : null) ?? onPath(systemNames, path);
  if (system) return { path: system, source: 'PATH' };
  const own = playwrightChrome();
  if (own) return { path: own, source: 'playwright' };
  return null;
}

/** The one line printed when no browser can be had: what to install, or what to set. */
export function missingChromeMessage(env: NodeJS.ProcessEnv = process.env): string {
  const bad = env.CHROME_PATH?.trim();
  const why = bad ? ` (CHROME_PATH=${bad} is not an executable file)` : '';
  return `No Chromium for the end-to-end suite${why}: install one (Debian/Ubuntu: apt-get install chromium; or npx playwright install chromium) or set CHROME_PATH to a Chrome/Chromium binary.`;
}
