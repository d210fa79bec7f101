// Splits test files into shards of about equal time by each file's time in an earlier run, for the
// unit phase's client shards (scripts/test-unit.mjs) and the browser suite's (scripts/test-e2e.mjs).
// The runners' own `--shard` splits by count, and a phase waits for its longest shard.
import { readFileSync } from 'node:fs';

/**
 * `files` in `shards` groups, longest first to the group with the least time so far, by the times in
 * `weightsFile` (seconds per file, written by scripts/file-weights.mjs; a file not in it counts as the
 * median, so a stale list only makes the groups less even). Each group keeps the files' own order.
 * Null when one file's path is part of another's: both runners take a path as a filter, so a shard
 * would run both; the caller then falls back to the runner's `--shard`.
 */
export function balancedShards(files, shards, weightsFile) {
  if (files.some((a) => files.some((b) => a !== b && b.includes(a)))) return null;
  const weights = JSON.parse(readFileSync(weightsFile, 'utf8'));
  const known = Object.values(weights).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 1;
  const groups = Array.from({ length: shards }, () => ({ time: 0, files: [] }));
  const weightOf = (f) => weights[f] ?? median;
  for (const f of [...files].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b))) {
    const lightest = groups.reduce((min, g) => (g.time < min.time ? g : min));
    lightest.time += weightOf(f);
    lightest.files.push(f);
  }
  return groups.map((g) => g.files.sort());
}
