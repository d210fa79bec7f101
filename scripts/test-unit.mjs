// `npm run test:unit`: the client and server Vitest projects as two processes at once. Vitest's own
// default is one worker on a two-core machine (cores - 1), which ran the ~100 files one after
// another; the two projects share nothing (the server files each clone their own PGlite, the client
// files talk to one in-process API server), so each gets a core. The client run prints as it goes;
// the server run's output follows it, whole, so the two reports do not interleave.
import { spawn } from 'node:child_process';

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
process.stdout.write(serverOutput);
process.exit(clientCode === 0 && serverCode === 0 ? 0 : 1);
