/**
 * Generated files are checked, not trusted: writes clients/api-types.d.ts and docs/machines/ again
 * (`npm run client:types`, `npm run machines`) and
 * fails when that changes what the tree holds, byte for byte, naming each file (the new versions stay written, to be looked at and committed).
 * Prints "check generated: ok|failed" for CI's summary.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const machinesDir = join(root, 'docs/machines');
const files = () => ['clients/api-types.d.ts', ...readdirSync(machinesDir).map((f) => `docs/machines/${f}`)];
const read = (file) => (existsSync(join(root, file)) ? readFileSync(join(root, file)) : null);

const before = new Map(files().map((f) => [f, read(f)]));
for (const script of ['client:types', 'machines'])
  execFileSync('npm', ['run', '--silent', script], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
const changed = [...new Set([...before.keys(), ...files()])].filter((f) => {
  const was = before.get(f) ?? null;
  const now = read(f);
  return was === null || now === null || !was.equals(now);
});
if (changed.length > 0) {
  console.error(
    `Generated files differ from the tree once written again (commit them):\n  ${changed.join('\n  ')}`,
  );
  console.log('check generated: failed');
  process.exit(1);
}
console.log(`${before.size} generated files as committed`);
console.log('check generated: ok');
