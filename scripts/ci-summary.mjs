// Reads the logs of `npm test` and the PostgreSQL server run and prints the closing line CI counts:
// "N passed, N failed". Exits non-zero when anything failed or no test ran.
import { readFileSync } from 'node:fs';

const [testRc, pgRc, ...logs] = process.argv.slice(2);
const escapeChar = String.fromCharCode(27);
const strip = (s) => s.replaceAll(new RegExp(`${escapeChar}\\[[0-9;]*m`, 'g'), '');
let passed = 0;
let failed = 0;

for (const file of logs) {
  let text = '';
  try {
    text = strip(readFileSync(file, 'utf8'));
  } catch {
    failed += 1;
    continue;
  }
  // Vitest: "      Tests  2 failed | 40 passed (42)"
  for (const m of text.matchAll(/^\s*Tests\s+(.*)\(\d+\)\s*$/gm)) {
    const line = m[1];
    passed += Number(/(\d+) passed/.exec(line)?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(line)?.[1] ?? 0);
  }
  // Playwright: "  12 passed (40.1s)", "  1 failed", "  1 flaky" (passed on its retry) on lines of their own.
  for (const m of text.matchAll(/^\s+(\d+) (passed|failed|flaky)(?: \([^)]*\))?\s*$/gm)) {
    if (m[2] !== 'failed') passed += Number(m[1]);
    else failed += Number(m[1]);
  }
  // Our own checks print "check <name>: ok|failed" (lint, typecheck).
  for (const m of text.matchAll(/^check [\w-]+: (ok|failed)$/gm)) {
    if (m[1] === 'ok') passed += 1;
    else failed += 1;
  }
}

// A step that failed without a counted failure (crash, config error) still fails the run.
if ((testRc !== '0' || pgRc !== '0') && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
