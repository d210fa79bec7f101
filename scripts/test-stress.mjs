// `npm run test:stress`: the client and server Vitest suites (as `npm run test:unit` runs them) with the
// CPU saturated by busy processes beside them, so that a test whose outcome depends on the machine's
// pace fails here rather than on a busy laptop. Prints the load average before and after, and the time.
//
//   STRESS_BUSY   busy processes beside the suites (default: two per core)
//   STRESS_ONLY   `client` or `server`: one suite only (default: both); then any arguments are that
//                 suite's test files (`STRESS_ONLY=client npm run test:stress -- src/modules/system/system-role.test.tsx`)
import { spawn } from 'node:child_process';
import { busyCount, cores, load, startBusy } from './busy-cpu.mjs';

const only = process.env.STRESS_ONLY ?? '';
if (only !== '' && only !== 'client' && only !== 'server') {
  console.error(`STRESS_ONLY must be client or server, not ${only}`);
  process.exit(2);
}
const files = process.argv.slice(2);
if (files.length > 0 && only === '') {
  console.error('test files need STRESS_ONLY=client or STRESS_ONLY=server');
  process.exit(2);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const count = busyCount(cores * 2);
const started = Date.now();
let code;
if (only === '') {
  // test-unit.mjs starts the busy processes itself when STRESS_BUSY is set (CI's unit phase does so).
  const child = spawn(process.execPath, ['scripts/test-unit.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, STRESS_BUSY: String(count) },
  });
  code = await new Promise((resolve) => child.on('close', (c) => resolve(c ?? 1)));
} else {
  console.log(`test:stress: ${count} busy processes on ${cores} cores; load average ${load()}`);
  const stop = startBusy(count);
  const child = spawn(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--project', only, ...files],
    {
      stdio: 'inherit',
      env: process.env,
    },
  );
  code = await new Promise((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  stop();
}
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(
  `test:stress: ${only || 'client and server'} ${code === 0 ? 'passed' : 'failed'} in ${seconds} s beside ${count} busy processes; load average ${load()}`,
);
process.exit(code);
