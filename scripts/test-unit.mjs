// `npm run test:unit`: the client and server Vitest projects as two processes at once. Vitest's own
// default is one worker on a two-core machine (cores - 1), which ran the ~100 files one after
// another; the two projects share nothing (the server files each clone their own PGlite, the client
// files talk to one in-process API server), so each gets a core. The client run prints as it goes;
// the server run's output follows it, whole, so the two reports do not interleave.
// With STRESS_BUSY=N, N busy processes run beside the two (`npm run test:stress`; CI sets it, so its
// unit phase is the stress run).
import { spawn } from 'node:child_process';
import { busyCount, cores, load, startBusy } from './busy-cpu.mjs';

const stressed = busyCount(0);
const started = Date.now();
if (stressed > 0)
  console.log(`test:unit: ${stressed} busy processes on ${cores} cores beside it; load average ${load()}`);
const stopBusy = startBusy(stressed);

const vitest = (project, stdio) =>
  spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', project], {
    stdio: ['ignore', stdio, stdio],
    env: process.env,
  });

const exitOf = (child) => new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));

const server = vitest('server', 'pipe');
let serverOutput = '';
server.stdout.on('data', (d) => {
  serverOutput += d;
});
server.stderr.on('data', (d) => {
  serverOutput += d;
});
const serverExit = exitOf(server);
const clientCode = await exitOf(vitest('client', 'inherit'));
const serverCode = await serverExit;
stopBusy();
process.stdout.write(serverOutput);
if (stressed > 0)
  console.log(
    `test:unit: ${clientCode === 0 && serverCode === 0 ? 'passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(0)} s beside ${stressed} busy processes; load average ${load()}`,
  );
process.exit(clientCode === 0 && serverCode === 0 ? 0 : 1);
