// China time (UTC+8, the zone every day, week and month of the console is read in) is written in one
// place, contract/china-time.ts, which the server and the console both import. Thirteen files had their
// own copy of the shift, each written its own way (a day from `Date.parse(… +08:00)`, another
// from UTC fields); a new copy is refused here, not found in a review.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const home = 'contract/china-time.ts';

/** The offset as code writes it: `+08:00` in a time, or eight hours in milliseconds. */
const offsetWritten =
  /\+08:00|\b8\s*\*\s*(?:3_?600_?000|60\s*\*\s*60_?000)\b|\b28_?800_?000\b|\b480\b.*(?:minute|offset)/i;

/** The code of the console, the server and the contract, not their tests. */
function codeFiles(): string[] {
  return execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'server', 'contract'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|spec)\.tsx?$|\.generated\.ts$/.test(f));
}

/** `file:line` of each line of code (not a comment) that writes the offset. */
function offsetsOutsideHome(): string[] {
  return codeFiles()
    .filter((f) => f !== home)
    .flatMap((f) =>
      readFileSync(resolve(root, f), 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${f}:${i + 1}` }))
        .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line) && offsetWritten.test(line))
        .map(({ at }) => at),
    );
}

describe('China time', () => {
  it('is written in contract/china-time.ts alone', () => {
    expect(offsetsOutsideHome()).toEqual([]);
  });

  it('would find a copy of the shift', () => {
    expect(offsetWritten.test('const cst = new Date(now.getTime() + 8 * 3_600_000);')).toBe(true);
    expect(offsetWritten.test('return new Date(day + "T00:00:00+08:00");')).toBe(true);
    expect(offsetWritten.test('const dayMs = 86_400_000;')).toBe(false);
  });
});
