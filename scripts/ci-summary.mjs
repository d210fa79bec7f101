// Reads the logs of `npm test` and the soak and prints the closing line CI counts:
// "N passed, N failed". Exits non-zero when anything failed or no test ran.
import { readFileSync } from 'node:fs';

const [testRc, ...logs] = process.argv.slice(2);
const escapeChar = String.fromCharCode(27);
const strip = (s) => s.replaceAll(new RegExp(`${escapeChar}\\[[0-9;]*m`, 'g'), '');
let passed = 0;
let failed = 0;
// What failed, named with its first error line, printed just above the closing line: CI keeps only the
// tail of a run's output, and a red run has to say which test it was.
const failures = [];

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
  failures.push(...failuresIn(text, file));
  // Our own checks print "check <name>: ok|failed" (lint, typecheck).
  for (const m of text.matchAll(/^check [\w-]+: (ok|failed)$/gm)) {
    if (m[1] === 'ok') passed += 1;
    else failed += 1;
  }
}

function failuresIn(text, file) {
  const lines = text.split('\n');
  const found = [];
  const errorAfter = (i) =>
    lines
      .slice(i + 1, i + 40)
      .find((l) => /^\s*(Error|AssertionError|TypeError|TimeoutError|Test timeout)\b/.test(l));
  let flakyList = false;
  lines.forEach((line, i) => {
    // Playwright lists the flaky tests (failed, then passed on the retry) under "  N flaky".
    if (/^\s+\d+ flaky\s*$/.test(line)) flakyList = true;
    else if (flakyList && /^\s+(\[\w+\] › )?tests\/e2e\//.test(line))
      found.push(`flaky: ${line.replace(/[─\s]+$/, '').trim()}`);
    else flakyList = false;
    // Vitest: " FAIL  server server/modules/m/x.test.ts > group > name"; an error outside any test.
    // Playwright: "  1) tests/e2e/x.spec.ts:94:1 › name ─────" heads each failure's report.
    if (
      /^\s*FAIL\s/.test(line) ||
      /^\s*\d+\) tests\/e2e\//.test(line) ||
      /Unhandled (Error|Rejection)/.test(line)
    ) {
      const error = errorAfter(i);
      found.push(
        `${file.split('/').pop()}: ${line.replace(/[─\s]+$/, '').trim()}${error ? `\n    ${error.trim().slice(0, 300)}` : ''}`,
      );
    }
  });
  return found;
}

if (failures.length > 0) {
  console.log('== failed or flaky');
  for (const f of failures.slice(0, 20)) console.log(f);
  if (failures.length > 20) console.log(`… and ${failures.length - 20} more`);
}

// A step that failed without a counted failure (crash, config error) still fails the run.
if (testRc !== '0' && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
