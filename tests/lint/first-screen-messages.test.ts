// The login screen's chunk holds the files the entry and the login screen import statically
// (`firstScreenChunk` in vite.config.ts), and only the catalogues joined in src/i18n/catalog.ts are
// read with it. Every other catalogue registers itself when its file loads (`registerMessages`), so a
// file that names one of its keys must load it, and the first screen must load none: either slip
// shows a raw key, or puts a catalogue the login form does not need back into its chunk.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/i18n/catalog.ts';

const root = resolve(import.meta.dirname, '../..');
/** The roots of the first-screen chunk, as vite.config.ts names them. */
const firstScreenRoots = ['src/main.tsx', 'src/modules/login/login-screen.tsx'];

const sources = execFileSync('git', ['ls-files', 'src'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f));
/** The keys joined in catalog.ts, read before any test loads (and so registers) another catalogue. */
const eager = new Set(Object.keys(catalog['zh-CN']));
const text = new Map(sources.map((f) => [f, readFileSync(resolve(root, f), 'utf8')]));

/**
 * The relative files a file loads when it is evaluated: its imports and re-exports, type-only ones
 * left out (`import type` is erased; `import { type X }` is kept, as verbatimModuleSyntax keeps it).
 */
function staticImports(path: string): string[] {
  const file = ts.createSourceFile(path, text.get(path) ?? '', ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const s of file.statements) {
    const isImport = ts.isImportDeclaration(s) && !s.importClause?.isTypeOnly;
    const isReexport = ts.isExportDeclaration(s) && !s.isTypeOnly;
    if (!(isImport || isReexport) || !s.moduleSpecifier || !ts.isStringLiteral(s.moduleSpecifier)) continue;
    const spec = s.moduleSpecifier.text;
    if (!spec.startsWith('.')) continue;
    const target = relative(root, resolve(root, dirname(path), spec))
      .split('\\')
      .join('/');
    if (existsSync(resolve(root, target)) && /\.(ts|tsx)$/.test(target)) out.push(target);
  }
  return out;
}

/** The files evaluated before `from` runs: its static imports, followed to the end. */
function closure(from: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const dep of staticImports(f)) visit(dep);
  };
  for (const f of from) visit(f);
  return seen;
}

/** Catalogues that register themselves when loaded: `registerMessages(…)` called at their top level. */
const lazyCatalogues = sources.filter(
  (f) => f !== 'src/i18n/catalog.ts' && /^(if \(\w+\) )?registerMessages\b/m.test(text.get(f) ?? ''),
);

/** Quoted strings of a file that are keys of the given catalogue object. */
function namedKeys(path: string, keys: ReadonlySet<string>): string[] {
  return [...(text.get(path) ?? '').matchAll(/'([A-Za-z][\w.-]*)'/g)]
    .map((m) => m[1] ?? '')
    .filter((k) => keys.has(k));
}

async function keysOf(catalogue: string): Promise<Set<string>> {
  const exported: Record<string, unknown> = await import(resolve(root, catalogue));
  const keys = new Set<string>();
  for (const value of Object.values(exported)) {
    const zh = value && typeof value === 'object' && 'zh-CN' in value ? value['zh-CN'] : null;
    if (zh && typeof zh === 'object') for (const k of Object.keys(zh)) keys.add(k);
  }
  return keys;
}

describe('the first screen and the catalogues', () => {
  const firstScreen = closure(firstScreenRoots);

  it('finds the first screen and the self-registering catalogues', () => {
    expect(firstScreen.has('src/modules/login/login-screen.tsx')).toBe(true);
    expect(firstScreen.has('src/i18n/catalog.ts')).toBe(true);
    expect(lazyCatalogues).toEqual(expect.arrayContaining(['src/i18n/kit.ts', 'src/i18n/shell-frame.ts']));
  });

  it('loads no catalogue that registers itself', () => {
    expect(lazyCatalogues.filter((c) => firstScreen.has(c))).toEqual([]);
  });

  it('names only keys of the catalogues joined in catalog.ts', () => {
    const lazyKeys = new Set<string>();
    return Promise.all(lazyCatalogues.map(keysOf)).then((sets) => {
      for (const s of sets) for (const k of s) if (!eager.has(k)) lazyKeys.add(k);
      const found = [...firstScreen].flatMap((f) => namedKeys(f, lazyKeys).map((k) => `${f}: '${k}'`));
      expect(found).toEqual([]);
    });
  });

  // A module's catalogue is loaded by the module's screens, and the files under them rely on that. The
  // kit's and the shell's are read by screens of every module, bare screens (the brand choice, not
  // found) and the toasts' views, so each file that names one of their keys loads it itself.
  it("has every file that names a key of the kit's or the shell's lazy catalogue load it", async () => {
    const missing: string[] = [];
    for (const catalogue of ['src/i18n/kit.ts', 'src/i18n/shell-frame.ts']) {
      const keys = new Set([...(await keysOf(catalogue))].filter((k) => !eager.has(k)));
      for (const f of sources) {
        if (f === catalogue || lazyCatalogues.includes(f)) continue;
        const named = namedKeys(f, keys);
        if (named.length > 0 && !closure([f]).has(catalogue))
          missing.push(`${f} names ${named.slice(0, 3).join(', ')} but does not load ${catalogue}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
