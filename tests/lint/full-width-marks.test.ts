// The console's words come from its catalogues in the reader's language, and so does the punctuation
// between them: a "：" or "、" written into a screen showed "Position：home" and "VIP、价格敏感" in
// English. This reads the client's code (not its catalogues or tests) for the Chinese colon, list comma,
// brackets and comma outside comments. The few files that read such marks in what people typed, or
// lay out text that has them, say why.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

const readsMarks: Record<string, string> = {
  'src/lib/form-check.ts': 'tidies the space a Latin label leaves before Chinese punctuation',
  'src/lib/recipients.ts': 'splits recipients as people separate them, in either language',
  'src/ui/wrapped-words.tsx': 'lets a time break before its zone’s （北京时间） and keeps the zone whole',
};

const marks = /[：、（），]/;

/** The line without its comment, roughly: a `//` that starts a comment, or a line inside a block one. */
function code(line: string): string {
  const t = line.trim();
  if (t.startsWith('//') || t.startsWith('*') || t.startsWith('/*')) return '';
  const at = line.search(/\s\/\/\s/);
  return at >= 0 ? line.slice(0, at) : line;
}

const files = execFileSync('git', ['ls-files', 'src'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(
    (f) =>
      /\.tsx?$/.test(f) &&
      !/\.test\.tsx?$/.test(f) &&
      !/\.strings\.ts$/.test(f) &&
      !f.startsWith('src/i18n/') &&
      !f.startsWith('src/modules/dev/'),
  );

describe('punctuation comes from the catalogues', () => {
  it('no Chinese colon, list comma, brackets or comma in the client’s code outside its catalogues', () => {
    const found = files.flatMap((f) =>
      f in readsMarks
        ? []
        : readFileSync(resolve(root, f), 'utf8')
            .split('\n')
            .flatMap((line, i) => (marks.test(code(line)) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('every file let through still has such a mark (or the exception is stale)', () => {
    for (const f of Object.keys(readsMarks))
      expect(marks.test(readFileSync(resolve(root, f), 'utf8'))).toBe(true);
  });
});
