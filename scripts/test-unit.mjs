// `npm run test:unit`: the server Vitest project and the client project in shards, each a process of
// its own, all at once. Vitest's own default is one worker on a two-core machine (cores - 1), which ran
// the ~170 files one after another; the processes share nothing (the server files each clone their own
// PGlite, each client shard starts its own in-process API server on its own database), so they fill
// the cores. The client files take longer than the server's (600 s against 390 s on two quiet cores),
// so the client run is split (`CLIENT_SHARDS`, 2 by default) and no core idles at the end. The first
// client shard prints as it goes; the others' and the server's output follow it, whole, so the reports
// do not interleave; the machines' model coverage is printed once over every shard.
// With STRESS_BUSY=N, N busy processes run beside the two (`npm run test:stress`; CI sets it, so its
// unit phase is the stress run).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { busyCount, cores, load, startBusy } from './busy-cpu.mjs';

const stressed = busyCount(0);
const started = Date.now();
if (stressed > 0)
  console.log(`test:unit: ${stressed} busy processes on ${cores} cores beside it; load average ${load()}`);
const stopBusy = startBusy(stressed);

const shards = Number(process.env.CLIENT_SHARDS ?? 2);
if (!Number.isInteger(shards) || shards < 1) {
  console.error(`CLIENT_SHARDS must be a whole number from 1, not ${process.env.CLIENT_SHARDS}`);
  process.exit(2);
}
const coverageDir = mkdtempSync(join(tmpdir(), 'bc-machine-coverage-'));

// SERVER_TESTS_DATABASE_URL (CI sets it) runs the server project on that PostgreSQL, and only it: the
// client shards' in-process server stays on PGlite, as `npm start` on a fresh clone.
const serverDatabase = process.env.SERVER_TESTS_DATABASE_URL;
const vitest = (args, stdio, env = {}) =>
  spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...args], {
    stdio: ['ignore', stdio, stdio],
    env: { ...process.env, MACHINE_COVERAGE_DIR: coverageDir, ...env },
  });

const exitOf = (child) => new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));

/** Starts a run whose output is kept until the first client shard has printed its own. */
function held(args, title, env) {
  const child = vitest(args, 'pipe', env);
  let text = '';
  child.stdout.on('data', (d) => {
    text += d;
  });
  child.stderr.on('data', (d) => {
    text += d;
  });
  return { title, output: () => text, exit: exitOf(child) };
}

/** The client project's test files (its `include` in vitest.config.ts). */
function clientFiles() {
  const out = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(e.name)) out.push(path);
    }
  };
  for (const dir of ['src', 'contract', 'scripts']) walk(dir);
  return out.sort();
}

/**
 * The client files in `shards` groups of about equal time, by each file's time in an earlier run
 * (tests/support/client-file-weights.json, made by scripts/client-weights.mjs from a run's log; a file
 * not in it counts as the median). Vitest's own `--shard` splits without the files' times: after the
 * tests moved beside their code its two halves took 737 s and 909 s, and the phase waits for the longer. Null when a file's path is part of another's
 * (a path given to Vitest is a filter, so it would run both); then Vitest's own split is used.
 */
function balancedShards() {
  const files = clientFiles();
  if (files.some((a) => files.some((b) => a !== b && b.includes(a)))) return null;
  const weights = JSON.parse(readFileSync('tests/support/client-file-weights.json', 'utf8'));
  const known = Object.values(weights).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 1;
  const groups = Array.from({ length: shards }, () => ({ time: 0, files: [] }));
  const weightOf = (f) => weights[f] ?? median;
  for (const f of [...files].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b))) {
    const lightest = groups.reduce((min, g) => (g.time < min.time ? g : min));
    lightest.time += weightOf(f);
    lightest.files.push(f);
  }
  return groups.map((g) => g.files);
}

const groups = shards > 1 ? balancedShards() : null;
const clientArgs = (i) => [
  '--project',
  'client',
  ...(shards > 1 ? (groups ? groups[i - 1] : [`--shard=${i}/${shards}`]) : []),
];
const others = [
  ...Array.from({ length: shards - 1 }, (_, i) =>
    held(clientArgs(i + 2), `client shard ${i + 2} of ${shards}`),
  ),
  held(
    ['--project', 'server'],
    serverDatabase ? 'server, on PostgreSQL' : 'server',
    serverDatabase ? { DATABASE_URL: serverDatabase } : {},
  ),
];
const codes = [await exitOf(vitest(clientArgs(1), 'inherit'))];
for (const run of others) {
  codes.push(await run.exit);
  console.log(`\n== ${run.title}`);
  process.stdout.write(run.output());
}
stopBusy();
const report = spawn(
  process.execPath,
  ['node_modules/tsx/dist/cli.mjs', 'tests/support/machine-coverage-report.ts', coverageDir],
  {
    stdio: 'inherit',
  },
);
await exitOf(report);
rmSync(coverageDir, { recursive: true, force: true });
const passed = codes.every((c) => c === 0);
console.log(
  `test:unit: ${passed ? 'passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(0)} s` +
    (stressed > 0 ? ` beside ${stressed} busy processes; load average ${load()}` : ''),
);
process.exit(passed ? 0 : 1);
