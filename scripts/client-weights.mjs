// `node scripts/client-weights.mjs <log>`: writes tests/support/client-file-weights.json from the output
// of a unit run (`npm run test:unit > log`, or a CI log): each client file's time in seconds, which
// scripts/test-unit.mjs uses to split the client files into shards of about equal time. A stale file
// only makes the split less even.
import { readFileSync, writeFileSync } from 'node:fs';

const log = process.argv[2];
if (!log) {
  console.error('usage: node scripts/client-weights.mjs <log of a unit run>');
  process.exit(2);
}
// biome-ignore lint/suspicious/noControlCharactersInRegex: the log's colours are ANSI escapes.
const text = readFileSync(log, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
const weights = {};
for (const m of text.matchAll(/^ ✓ {2}client {2}(\S+) \(\d+ tests?[^)]*\) (\d+)ms/gm))
  weights[m[1]] = Math.round(Number(m[2]) / 100) / 10;
const sorted = Object.fromEntries(Object.entries(weights).sort(([a], [b]) => a.localeCompare(b)));
if (Object.keys(sorted).length === 0) {
  console.error(`no client file times in ${log}`);
  process.exit(1);
}
writeFileSync('tests/support/client-file-weights.json', `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`tests/support/client-file-weights.json: ${Object.keys(sorted).length} files`);
