// docs/adding-a-module.md walks a newcomer through a module's files and the names they use. Twice it
// went stale while the code moved on (names that no longer existed, a function in another file), and
// nothing said so. This test reads every name the walk puts in code quotes: a file it names exists,
// and an identifier it names is still spelled somewhere in the code.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const walk = readFileSync(resolve(root, 'docs/adding-a-module.md'), 'utf8');

/** Every tracked file, as a path from the repository's root. */
const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
// The code, its migrations (their snapshots too) and tests, and the root's config files (vite.config.ts names the API's prefixes).
const code = files.filter(
  (f) =>
    /^(server|src|contract|scripts|tests)\/.*\.(ts|tsx|cjs|mjs|sql|json)$/.test(f) ||
    /^[\w.-]+\.(ts|cjs)$/.test(f),
);
const source = code.map((f) => readFileSync(resolve(root, f), 'utf8')).join('\n');

/** A quoted file name: no placeholder (`<m>`), no wildcard, no space; a known extension. */
const fileName = /^[\w./-]+\.(ts|tsx|css|cjs|mjs|md|json)$/;
/** A quoted identifier, optionally called (`brandColumn()`), or a dotted member (`c.var.text`). */
const identifier = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*(\(\))?$/;

/** The names a text puts in code quotes that no longer match the tree: files missing, identifiers unspelled. */
function staleNames(text: string, paths: readonly string[], code: string): string[] {
  const quoted = new Set([...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? ''));
  const stale: string[] = [];
  for (const name of quoted) {
    if (fileName.test(name)) {
      // A name relative to a module folder (crm/customer.ts) or to the root (contract/role.ts).
      if (!paths.some((p) => p === name || p.endsWith(`/${name}`))) stale.push(`file ${name}`);
    } else if (identifier.test(name)) {
      const last = name.replace(/\(\)$/, '').split('.').pop() ?? name;
      if (!new RegExp(`\\b${last.replace(/\$/g, '\\$')}\\b`).test(code)) stale.push(`name ${name}`);
    }
  }
  return stale;
}

describe('docs/adding-a-module.md', () => {
  it('finds a stale file and a stale name in a sample', () => {
    const sample = 'Use `itemColumns` from `crm/customer.ts` and `crm/gone.ts`; `brandColumn()` stays.';
    expect(
      staleNames(sample, ['server/modules/crm/customer.ts'], 'export function brandColumn() {}'),
    ).toEqual(['name itemColumns', 'file crm/gone.ts']);
  });

  it('names only files that exist and identifiers the code still spells', () => {
    // The closing walk-through adds a feature: its new names (`starred`, `customerPaths.star`) are
    // what a reader writes, so there only its files are held to the tree.
    const [steps = '', example = ''] = walk.split('\n## Walk-through:');
    expect(staleNames(steps, files, source)).toEqual([]);
    expect(staleNames(example, files, '').filter((s) => s.startsWith('file '))).toEqual([]);
  });
});
