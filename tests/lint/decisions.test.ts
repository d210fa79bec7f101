// Every decision record says where it stands, on the line under its heading: "Status: accepted", or
// superseded by a named later entry, so a reader of an old entry knows before reading it whether it
// still holds. A superseding entry names the one it replaces, and that one names it back.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = resolve(import.meta.dirname, '../../docs/decisions');

interface Entry {
  file: string;
  heading: string;
  status: string;
}

/** Each `## ` entry of a decisions file, with the line under its heading. */
function entriesOf(file: string, text: string): Entry[] {
  const lines = text.split('\n');
  return lines.flatMap((line, i) =>
    line.startsWith('## ') ? [{ file, heading: line.slice(3), status: lines[i + 1] ?? '' }] : [],
  );
}

/** What is wrong with an entry's status line, or null. */
function statusProblem(entry: Entry): string | null {
  if (!entry.status.startsWith('Status: ')) return 'no "Status:" line under its heading';
  if (!/^Status: (accepted|superseded)\b/.test(entry.status))
    return `a status other than accepted or superseded: ${entry.status}`;
  if (/superseded/.test(entry.status) && !/"[^"]+"/.test(entry.status))
    return 'superseded without naming, in quotes, the entry that supersedes it';
  return null;
}

const entries = readdirSync(folder)
  .filter((f) => f.endsWith('.md') && f !== 'README.md')
  .flatMap((f) => entriesOf(f, readFileSync(join(folder, f), 'utf8')));

describe('decision records', () => {
  it('each has a status under its heading', () => {
    expect(entries.length).toBeGreaterThan(300);
    const problems = entries.flatMap((e) => {
      const problem = statusProblem(e);
      return problem ? [`${e.file} "${e.heading}": ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('tells a missing, unknown or unnamed status apart', () => {
    const entry = (status: string) => ({ file: 'x.md', heading: '2026-12-02 x', status });
    expect(statusProblem(entry('Status: accepted.'))).toBeNull();
    expect(statusProblem(entry('Status: superseded by "Later" (2026-12-02, below).'))).toBeNull();
    expect(statusProblem(entry('Before the change, ...'))).toMatch(/no "Status:"/);
    expect(statusProblem(entry('Status: proposed'))).toMatch(/other than/);
    expect(statusProblem(entry('Status: superseded by the one below'))).toMatch(/without naming/);
  });
});
