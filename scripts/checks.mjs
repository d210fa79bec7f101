// `npm run checks`: the checks `npm test` runs before its suites, two at a time on two cores. The type
// check (the whole tree, then the production folders without their tests; one core) runs beside lint and the API document's lint (one core between
// them); the generated files are written again only after the type check ended, since it reads one
// of them (clients/api-types.d.ts) and a file half written under it would fail it for nothing. Each
// check's output is printed whole, in a fixed order, with the "check <name>: ok|failed" line CI's
// summary counts; the script fails when any check failed.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs an npm script with its output held; answers its output and whether it passed. */
function run(script, args = []) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('close', (code) => resolve({ output, ok: code === 0 }));
  });
}

const started = Date.now();
const lintThenApi = (async () => {
  const lint = await run('lint');
  const api = await run('check:api', ['--lint-only']);
  return { lint, api };
})();
const typecheck = await run('typecheck');
const { lint, api } = await lintThenApi;
const generated = await run('check:generated');

// lint and typecheck print no line of their own for the summary; check:api and check:generated do.
const results = [
  ['lint', lint, true],
  ['typecheck', typecheck, true],
  ['generated', generated, false],
  ['api', api, false],
];
for (const [name, result, ownLine] of results) {
  process.stdout.write(result.output);
  if (ownLine) console.log(`check ${name}: ${result.ok ? 'ok' : 'failed'}`);
}
console.log(`checks: ended in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(results.every(([, r]) => r.ok) ? 0 : 1);
