// `node scripts/file-weights.mjs <log>`: writes each test file's time in seconds, from the output of a
// run (`npm test > log`, a unit or browser run alone, or a CI log), to the lists the shards are split by
// (scripts/shard-files.mjs): tests/support/client-file-weights.json from the client project's lines,
// tests/support/e2e-file-weights.json from the browser stories' (a file's stories summed). A list the
// log has no line for is left as it is; a stale list only makes the split less even.
import { readFileSync, writeFileSync } from 'node:fs';

const log = process.argv[2];
if (!log) {
  console.error('usage: node scripts/file-weights.mjs <log of a test run>');
  process.exit(2);
}
// biome-ignore lint/suspicious/noControlCharactersInRegex: the log's colours are ANSI escapes.
const text = readFileSync(log, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');

const client = {};
for (const m of text.matchAll(/^ ✓ {2}client {2}(\S+) \(\d+ tests?[^)]*\) (\d+)ms/gm))
  client[m[1]] = Number(m[2]) / 1000;

// Playwright's list reporter: "  ✓   3 tests/e2e/agents.spec.ts:64:1 › name (31.3s)" (or 2.9m, 911ms).
const e2e = {};
const unit = { ms: 0.001, s: 1, m: 60 };
for (const m of text.matchAll(/^\s+✓\s+\d+ (tests\/e2e\/[^:\s]+):\d+:\d+ .*\(([\d.]+)(ms|s|m)\)\s*$/gm))
  e2e[m[1]] = (e2e[m[1]] ?? 0) + Number(m[2]) * unit[m[3]];

let wrote = 0;
for (const [file, weights] of [
  ['tests/support/client-file-weights.json', client],
  ['tests/support/e2e-file-weights.json', e2e],
]) {
  const entries = Object.entries(weights);
  if (entries.length === 0) continue;
  const sorted = Object.fromEntries(
    entries.sort(([a], [b]) => a.localeCompare(b)).map(([f, t]) => [f, Math.round(t * 10) / 10]),
  );
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${file}: ${entries.length} files`);
  wrote += 1;
}
if (wrote === 0) {
  console.error(`no test file times in ${log}`);
  process.exit(1);
}
