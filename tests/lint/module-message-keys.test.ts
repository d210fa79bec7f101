// A module says its own words (issue 44): a message key it names is in its own catalogue
// (`server/modules/<m>/*.messages.ts`) or the core one. The key type spans every catalogue, so the type
// check lets `'areaNotFound'` through from any module; another module's refusal is asked of that module
// through its public file, which keeps the words beside the rule they explain.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreZh } from '../../server/core.messages.ts';

const root = resolve(import.meta.dirname, '../..');
const modulesDir = join(root, 'server/modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(d.name) && !d.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The keys of a module's catalogues: every exported `…Zh` object of its `*.messages.ts` files. */
async function keysOf(module: string): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const file of sourceFiles(join(modulesDir, module)).filter((f) => f.endsWith('.messages.ts'))) {
    const exported: Record<string, unknown> = await import(file);
    for (const [name, value] of Object.entries(exported))
      if (name.endsWith('Zh') && value && typeof value === 'object')
        for (const k of Object.keys(value)) keys.add(k);
  }
  return keys;
}

/** Quoted strings of a module's code that are another module's message key and neither its own nor core's. */
function foreignKeys(
  files: Array<{ path: string; module: string; text: string }>,
  catalogues: Map<string, Set<string>>,
  core: Set<string>,
): string[] {
  const owner = new Map<string, string[]>();
  for (const [m, keys] of catalogues) for (const k of keys) owner.set(k, [...(owner.get(k) ?? []), m]);
  const found: string[] = [];
  for (const { path, module, text } of files) {
    if (path.endsWith('.messages.ts')) continue;
    text.split('\n').forEach((line, i) => {
      for (const [, key] of line.matchAll(/'([A-Za-z][\w.]*)'/g)) {
        if (!key || core.has(key) || catalogues.get(module)?.has(key)) continue;
        const others = owner.get(key);
        if (others) found.push(`${path}:${i + 1}: '${key}' is ${others.join(', ')}'s`);
      }
    });
  }
  return found;
}

describe('message keys in modules', () => {
  it("name only the module's own catalogue or the core one", async () => {
    const modules = readdirSync(modulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    const catalogues = new Map<string, Set<string>>();
    for (const m of modules) catalogues.set(m, await keysOf(m));
    const files = modules.flatMap((module) =>
      sourceFiles(join(modulesDir, module)).map((p) => ({
        path: relative(root, p),
        module,
        text: readFileSync(p, 'utf8'),
      })),
    );
    expect(foreignKeys(files, catalogues, new Set(Object.keys(coreZh)))).toEqual([]);
  });

  it('finds a planted key of another module, and lets its own and core keys pass', () => {
    const catalogues = new Map([
      ['config', new Set(['areaNotFound'])],
      ['agent', new Set(['agentNotFound'])],
    ]);
    const files = [
      {
        path: 'server/modules/agent/a.ts',
        module: 'agent',
        text: "throw fieldRefusal('region', 'areaNotFound');",
      },
      { path: 'server/modules/agent/b.ts', module: 'agent', text: "throw new ApiError(1, 'agentNotFound');" },
      { path: 'server/modules/agent/c.ts', module: 'agent', text: "throw new ApiError(1, 'notFound');" },
      { path: 'server/modules/config/d.ts', module: 'config', text: "refuse('areaNotFound')" },
    ];
    expect(foreignKeys(files, catalogues, new Set(['notFound']))).toEqual([
      "server/modules/agent/a.ts:1: 'areaNotFound' is config's",
    ]);
  });
});
