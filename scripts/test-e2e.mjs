// `npm run test:e2e`: the browser suite. With arguments (a spec file, `--grep`, `--ui`) it is Playwright
// as is. Without, it is the whole suite in two shards at once, each with its own servers on its own
// ports and its own throw-away database: a story spends most of its time waiting on a page (axe's
// stillness check, a toast, a redirect), so one browser leaves a core idle; two shards fill it. Each
// shard runs its files one after another as before, so no story races another on the same data.
// The first shard prints as it goes; the second's output follows it, whole, so the reports do not
// interleave (as test-unit.mjs does for the two Vitest projects).
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { cpuMeter } from './busy-cpu.mjs';
import { balancedShards } from './shard-files.mjs';

const args = process.argv.slice(2);
const playwright = ['node_modules/@playwright/test/cli.js', 'test'];

if (args.length > 0) {
  const child = spawn(process.execPath, [...playwright, ...args], { stdio: 'inherit' });
  child.on('close', (code) => process.exit(code ?? 1));
} else {
  const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
  // Both shards serve the same build: made once here, so two `npm start`s do not build into one
  // folder at the same time (each would otherwise find it stale and start a build).
  const built = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/build-if-stale.ts'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);

  const basePort = Number(process.env.E2E_PORT ?? 3199);
  // Each shard its files, of about equal time by the last run's (scripts/shard-files.mjs): Playwright's
  // `--shard` splits by count, and the sweep alone is a tenth of the suite.
  const specs = (dir) =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && e.name.endsWith('.spec.ts'))
      .map((e) => `${e.parentPath}/${e.name}`)
      .sort();
  const groups =
    shards > 1 ? balancedShards(specs('tests/e2e'), shards, 'tests/support/e2e-file-weights.json') : null;
  const filesOf = (index) => (groups ? groups[index] : shards > 1 ? [`--shard=${index + 1}/${shards}`] : []);
  const run = (index, stdio) =>
    spawn(process.execPath, [...playwright, ...filesOf(index), `--output=test-results/shard-${index + 1}`], {
      stdio: ['ignore', stdio, stdio],
      // Ten ports apart: each shard's console server and its dev server (port - 1).
      env: {
        ...process.env,
        E2E_PORT: String(basePort - 10 * index),
        E2E_DEV_PORT: String(Number(process.env.E2E_DEV_PORT ?? basePort - 1) - 10 * index),
      },
    });
  const exitOf = (child) => new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));

  const outputs = [];
  const rest = [];
  for (let i = 1; i < shards; i++) {
    const child = run(i, 'pipe');
    let text = '';
    child.stdout.on('data', (d) => {
      text += d;
    });
    child.stderr.on('data', (d) => {
      text += d;
    });
    outputs.push(() => text);
    rest.push(exitOf(child));
  }
  const started = Date.now();
  const cpu = cpuMeter();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
  const endedAt = [];
  const ended = (i) => (code) => {
    endedAt[i] = seconds();
    return code;
  };
  const codes = [
    await exitOf(run(0, 'inherit')).then(ended(0)),
    ...(await Promise.all(rest.map((exit, i) => exit.then(ended(i + 1))))),
  ];
  outputs.forEach((text, i) => {
    console.log(`\n== e2e shard ${i + 2} of ${shards}`);
    process.stdout.write(text());
  });
  console.log(`test:e2e: ${shards} shards ended in ${seconds()} s (at ${endedAt.join(', ')} s), ${cpu()}`);
  process.exit(codes.every((c) => c === 0) ? 0 : 1);
}
