// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findChrome, missingChromeMessage } from './find-chrome.ts';

const dirs: string[] = [];
function tempDir() {
  const d = mkdtempSync(join(tmpdir(), 'bc-chrome-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A PATH holding node and nothing else, and an empty Playwright browser folder. */
function bareMachine() {
  const bin = tempDir();
  symlinkSync(process.execPath, join(bin, 'node'));
  return { PATH: bin, PLAYWRIGHT_BROWSERS_PATH: tempDir() };
}

describe('finding a browser for the end-to-end suite', () => {
  it('takes CHROME_PATH first, then chromium on PATH', () => {
    const bin = tempDir();
    const fake = join(bin, 'chromium');
    writeFileSync(fake, '#!/bin/sh\n');
    chmodSync(fake, 0o755);
    expect(findChrome({ CHROME_PATH: fake, PATH: '' })).toEqual({ path: fake, source: 'CHROME_PATH' });
    expect(findChrome({ CHROME_PATH: '/nowhere/chrome', PATH: bin })).toEqual({ path: fake, source: 'PATH' });
  });

  it('a headless run takes the headless shell on PATH before chromium; a headed run takes chromium', () => {
    const bin = tempDir();
    const shellBin = tempDir();
    const browser = join(bin, 'chromium');
    const shell = join(shellBin, 'chromium-headless-shell');
    for (const file of [browser, shell]) {
      writeFileSync(file, '#!/bin/sh\n');
      chmodSync(file, 0o755);
    }
    // The shell in a folder later on PATH than the browser's: still the shell.
    const env = { PATH: `${bin}:${shellBin}` };
    expect(findChrome(env)).toEqual({ path: shell, source: 'PATH' });
    expect(findChrome(env, { headless: false })).toEqual({ path: browser, source: 'PATH' });
    expect(findChrome({ PATH: bin })).toEqual({ path: browser, source: 'PATH' });
  });

  it('without any browser and without a download, npm test stops at once with one line', () => {
    const env = {
      ...bareMachine(),
      CHROME_PATH: '/nowhere/chrome',
      // Nothing listens there: the download is not attempted.
      PLAYWRIGHT_DOWNLOAD_HOST: 'http://127.0.0.1:9',
    };
    expect(findChrome(env)).toBeNull();
    const run = spawnSync(process.execPath, ['node_modules/.bin/tsx', 'scripts/ensure-browser.ts'], {
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([missingChromeMessage(env)]);
    expect(run.stderr).toContain('apt-get install chromium');
    expect(run.stderr).toContain('CHROME_PATH=/nowhere/chrome is not an executable file');
  });
});
