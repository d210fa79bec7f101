// `npm run test:stress`: the client and server Vitest suites (as `npm run test:unit` runs them) with the
// CPU saturated by busy processes beside them, so that a test whose outcome depends on the machine's
// pace fails here rather than on a busy laptop. Prints the load average before and after and the time.
//
//   STRESS_BUSY   busy processes beside the suites (default: two per core)
//   STRESS_ONLY   `client` or `server`: one suite only (default: both); then any arguments are that
//                 suite's test files (`STRESS_ONLY=client npm run test:stress -- tests/screens/x.test.tsx`)
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';

const busyCount = Number(process.env.STRESS_BUSY ?? availableParallelism() * 2);
if (!Number.isInteger(busyCount) || busyCount < 0) {
  console.error(`STRESS_BUSY must be a whole number, not ${process.env.STRESS_BUSY}`);
  process.exit(2);
}
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

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

// Each busy process spins on its own core time; it ends with this script (its stdin closes).
const busy = Array.from({ length: busyCount }, () =>
  spawn(
    process.execPath,
    [
      '-e',
      "process.stdin.on('close',()=>process.exit(0));process.stdin.resume();setInterval(()=>{const t=Date.now();while(Date.now()-t<1000);},0)",
    ],
    { stdio: ['pipe', 'ignore', 'ignore'] },
  ),
);
const stopBusy = () => {
  for (const b of busy) b.kill('SIGKILL');
};
process.on('exit', stopBusy);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

console.log(
  `test:stress: ${busyCount} busy processes on ${availableParallelism()} cores; load average ${load()}`,
);
const started = Date.now();
const child =
  only === ''
    ? spawn(process.execPath, ['scripts/test-unit.mjs'], { stdio: 'inherit', env: process.env })
    : spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', only, ...files], {
        stdio: 'inherit',
        env: process.env,
      });
const code = await new Promise((resolve) => child.on('close', (c) => resolve(c ?? 1)));
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(
  `test:stress: ${only || 'client and server'} ${code === 0 ? 'passed' : 'failed'} in ${seconds} s beside ${busyCount} busy processes; load average ${load()}`,
);
stopBusy();
process.exit(code);
