/**
 * The API as an outside program meets it: writes the document `GET /api/openapi.json` answers to a
 * temporary file, lints it with Redocly (recommended) and Spectral (spectral:oas), both at 0 warnings
 * with no rule switched off (redocly.yaml, .spectral.yaml), then walks every operation against the real
 * app on PGlite (server/openapi/openapi-walk.test.ts): valid requests from the document's schemas are not
 * refused for their shape, invalid ones are, and nothing answers code 500. Prints "check api: ok|failed".
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const dir = mkdtempSync(join(tmpdir(), 'check-api-'));
const file = join(dir, 'openapi.json');

/** Runs a step, its output shown; answers whether it passed. */
function step(name, command, args, passed = (r) => r.status === 0) {
  const r = spawnSync(command, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  const ok = passed(r, output);
  console.log(`${name}: ${ok ? 'ok' : 'failed'}`);
  if (!ok) console.log(output);
  return { ok, output };
}

let ok = step('document', bin('tsx'), ['scripts/api-document.ts', file]).ok;
if (ok) {
  // Redocly exits 0 with warnings: none may be listed (its Node 20 notice is not one about the document).
  const redocly = step(
    'redocly lint',
    bin('redocly'),
    ['lint', file, '--format=stylish'],
    (r, out) =>
      r.status === 0 &&
      /Your API description is valid/.test(out) &&
      !/You have \d+ warnings?|\swarning\s+[a-z]/.test(out),
  );
  const spectral = step(
    'spectral lint',
    bin('spectral'),
    ['lint', file, '--fail-severity=hint'],
    (r, out) => r.status === 0 && /No results/.test(out),
  );
  // `npm test` passes --lint-only: its server project runs the walk anyway, counted with the other tests.
  const walk = process.argv.includes('--lint-only')
    ? { ok: true, output: '' }
    : step('schema walk', bin('vitest'), [
        'run',
        '--project',
        'server',
        'server/openapi/openapi-walk.test.ts',
      ]);
  const figures = /check api walk: [^\n]*/.exec(walk.output)?.[0];
  if (figures) console.log(figures);
  ok = redocly.ok && spectral.ok && walk.ok;
}
rmSync(dir, { recursive: true, force: true });
console.log(`check api: ${ok ? 'ok' : 'failed'}`);
process.exit(ok ? 0 : 1);
