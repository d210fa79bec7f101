import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { startServer } from '../server/index.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  src?: string;
  imports?: string[];
}

const root = fileURLToPath(new URL('..', import.meta.url));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function gz(dir: string, file: string): number {
  return gzipSync(readFileSync(join(dir, file))).length;
}

/** A chunk and everything it imports statically, as manifest keys. */
function closure(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

async function bundleSizes(outDir: string) {
  await build({
    root,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const loginKey = Object.keys(manifest).find((k) => k.endsWith('screens/login/login-screen.tsx'));
  if (!entryKey || !loginKey) throw new Error('bench-client: entry or login chunk missing from the manifest');
  const entrySet = closure(manifest, entryKey);
  const loginSet = closure(manifest, loginKey, new Set(entrySet));
  const size = (keys: Iterable<string>) => {
    let total = 0;
    for (const k of keys) {
      const file = manifest[k]?.file;
      if (file?.endsWith('.js')) total += gz(outDir, file);
    }
    return total;
  };
  console.log('\n== Console bundle (gzip)');
  console.log(
    `login screen JavaScript (entry + login chunk + their imports): ${kb(size(loginSet))}  (budget 120 KB)`,
  );
  console.log(`  of which the entry and its static imports: ${kb(size(entrySet))}`);
  console.log('lazy chunks (own size; with imports not already loaded by the entry):');
  const lazy = Object.keys(manifest).filter((k) => manifest[k]?.isDynamicEntry);
  for (const k of lazy.sort()) {
    const own = size([k]);
    const extra = size([...closure(manifest, k)].filter((d) => !entrySet.has(d)));
    console.log(
      `  ${(manifest[k]?.src ?? k).padEnd(44)} ${kb(own).padStart(9)}  ${kb(extra).padStart(9)}  (budget 60 KB)`,
    );
  }
}

async function loginToShell(distDir: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bc-bench-client-'));
  const server = await startServer({
    env: {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: undefined,
      sessionIdleHours: 12,
      allowedOrigins: [],
      logRequests: false,
    },
    distDir,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const times: number[] = [];
  try {
    for (let i = 0; i < 5; i += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}/#/login`);
      await page.getByLabel(/用户名|User name/).fill('operator');
      await page.getByLabel(/密码|Password/).fill('operator123');
      // Timed in the page: from the press to the shell's module navigation painted (the operator has
      // one brand, so no choice in between).
      // A string, not a function: tsx's name helpers would not exist inside the page.
      const ms = await page.evaluate<number>(`new Promise((resolve) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.type === 'submit');
        const start = performance.now();
        const check = () => {
          if (document.querySelector('nav[aria-label] a[href="#/crm/index"]')) {
            requestAnimationFrame(() => resolve(performance.now() - start));
          } else requestAnimationFrame(check);
        };
        button.click();
        check();
      })`);
      times.push(ms);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log('\n== Login -> shell rendered (headless Chromium, localhost, operator)');
  console.log(
    `runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms; median ${sorted[2]?.toFixed(0)} ms  (budget 500 ms)`,
  );
}

export async function benchClient() {
  const outDir = mkdtempSync(join(tmpdir(), 'bc-bench-dist-'));
  try {
    await bundleSizes(outDir);
    await loginToShell(outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await benchClient();
