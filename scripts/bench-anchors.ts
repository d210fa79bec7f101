import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from '../server/console-build.ts';
import { noteGoal } from './bench-goals.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The console's sign-in form against react-admin's, cold, in the same run (docs/performance.md "Goals"). */
const goalRatio = 0.5;

interface AnchorResult {
  app: string;
  login: { jsRequests: number; gzipKB: number };
  fcpMs: { median: number };
  passwordFieldMs: { median: number; runs: number[] };
}

/**
 * The anchor kit (a minimal react-admin app and `measure.mjs`, which loads each app's login screen cold
 * in Chromium) in a writable copy with its packages installed and react-admin built; BENCH_ANCHORS
 * names it, by default ../shared/anchors beside the checkout. A copy not yet prepared is skipped with
 * the commands that prepare it, so `npm run bench` runs where the kit is missing.
 */
export async function benchAnchors(dir = resolve(root, process.env.BENCH_ANCHORS ?? '../shared/anchors')) {
  console.log('\n== Sign-in form beside react-admin (the anchor kit, both cold in one Chromium run)');
  const missing = (
    [
      ['measure.mjs', 'the kit itself'],
      ['node_modules/playwright-core', 'its packages'],
      ['react-admin/dist/index.html', "react-admin's build"],
    ] as const
  ).filter(([path]) => !existsSync(join(dir, path)));
  if (missing.length > 0) {
    console.log(`skipped: ${dir} lacks ${missing.map(([, what]) => what).join(', ')}. Prepare a copy with:`);
    console.log('  cp -r ../shared/anchors /tmp/anchors && cd /tmp/anchors && npm install');
    console.log('  (cd react-admin && npm install && npx vite build)');
    console.log('then: BENCH_ANCHORS=/tmp/anchors npm run bench  (or tsx scripts/bench-anchors.ts)');
    return;
  }
  // measure.mjs loads the checkout's dist/, so that is the build it must see.
  await buildIfStale();
  const out = mkdtempSync(join(tmpdir(), 'bc-bench-anchors-'));
  try {
    const file = join(out, 'results.json');
    const run = spawnSync(process.execPath, ['measure.mjs', 'brand-console', 'react-admin'], {
      cwd: dir,
      env: { ...process.env, BRAND_CONSOLE: root, RUNS: process.env.BENCH_ANCHOR_RUNS ?? '7', OUT: file },
      encoding: 'utf8',
    });
    if (run.status !== 0 || !existsSync(file)) {
      console.log(
        `FAIL: measure.mjs exited with ${run.status}: ${run.stderr.trim().split('\n').slice(-3).join(' | ')}`,
      );
      process.exitCode = 1;
      return;
    }
    const { results } = JSON.parse(readFileSync(file, 'utf8')) as { results: AnchorResult[] };
    const ours = results.find((r) => r.app === 'brand-console');
    const anchor = results.find((r) => r.app === 'react-admin');
    if (!ours || !anchor)
      throw new Error('bench-anchors: measure.mjs reported no brand-console or react-admin');
    for (const r of [ours, anchor]) {
      console.log(
        `${r.app.padEnd(14)} password field ${String(r.passwordFieldMs.median).padStart(4)} ms (median; runs ${r.passwordFieldMs.runs.join(' ')}), ` +
          `first contentful paint ${r.fcpMs.median} ms, JS until network idle ${r.login.gzipKB} KB gzip in ${r.login.jsRequests} files`,
      );
    }
    const ratio = ours.passwordFieldMs.median / anchor.passwordFieldMs.median;
    console.log(
      `ratio: ${ratio.toFixed(2)}x react-admin's time (${noteGoal('Console', 'sign-in form beside react-admin, ratio', Number(ratio.toFixed(2)), '×', goalRatio)}; a ratio on a shared machine, compare within one run)`,
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await benchAnchors();
