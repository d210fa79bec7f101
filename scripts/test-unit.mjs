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
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { busyCount, cores, cpuMeter, load, startBusy } from './busy-cpu.mjs';
import { balancedShards } from './shard-files.mjs';

const stressed = busyCount(0);
const started = Date.now();
const cpu = cpuMeter();
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
const seconds = () => ((Date.now() - started) / 1000).toFixed(0);

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
  let endedAt = '';
  const exit = exitOf(child).then((code) => {
    endedAt = seconds();
    return code;
  });
  return { title, output: () => text, exit, endedAt: () => endedAt };
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

// The client files in shards of about equal time (scripts/shard-files.mjs): Vitest's own `--shard`
// split them into halves of 737 s and 909 s once the tests moved beside their code.
const groups =
  shards > 1 ? balancedShards(clientFiles(), shards, 'tests/support/client-file-weights.json') : null;
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
console.log(`client shard 1 ended at ${seconds()} s`);
for (const run of others) {
  codes.push(await run.exit);
  console.log(`\n== ${run.title} (ended at ${run.endedAt()} s)`);
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
  `test:unit: ${passed ? 'passed' : 'failed'} in ${seconds()} s, ${cpu()}` +
    (stressed > 0 ? ` beside ${stressed} busy processes; load average ${load()}` : ''),
);
process.exit(passed ? 0 : 1);
