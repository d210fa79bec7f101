// Issue 44: adding a console module touches no root file. Each module declares itself in
// src/modules/<m>/<m>.module.ts, src/modules/modules.ts finds the manifests by that name, and the files
// outside src/modules/ (routes, main, the catalogue, the shell, …) read the modules from there. The import
// rules (.dependency-cruiser.cjs, shared-imports-module) see imports; this test also sees what they do
// not: a glob, a URL or any other string that names a module's folder.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const modulesDir = resolve(root, 'src/modules');

/** The console's modules: the folders of src/modules/. */
const moduleNames = readdirSync(modulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Every tracked client file outside src/modules/: the root files and the shared layers. */
const rootFiles = execFileSync('git', ['ls-files', 'src'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  // A test beside a root file (routes.test.ts) may name any module, as one in tests/ did.
  .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith('src/modules/'));

/** The modules a text names by their folder (`./modules/crm/…`, `'../modules/dev/*.ts'`). */
function namedModules(text: string, names: readonly string[]): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/modules\/([\w-]+)[/.]/g)) {
    const name = m[1] ?? '';
    if (names.includes(name)) found.add(name);
  }
  return [...found];
}

describe('client root files', () => {
  it('finds a module named in an import, a lazy import and a glob, and not the list of modules', () => {
    const sample = [
      "import { crmModule } from './modules/crm/crm.module.ts';",
      "const Screen = lazyScreen(() => import('../modules/system/role-screen.tsx'));",
      "const nav = import.meta.glob('../modules/*/*.nav.ts');",
      "import { clientModules } from './modules/modules.ts';",
    ].join('\n');
    expect(namedModules(sample, ['crm', 'system', 'dev'])).toEqual(['crm', 'system']);
  });

  it('name no module: they read the modules from src/modules/modules.ts', () => {
    expect(rootFiles.length).toBeGreaterThan(50);
    const named = rootFiles.flatMap((f) =>
      namedModules(readFileSync(resolve(root, f), 'utf8'), moduleNames).map((m) => `${f} names ${m}`),
    );
    expect(named).toEqual([]);
  });

  it('has every module declare itself in a manifest that src/modules/modules.ts finds', () => {
    const missing = moduleNames.flatMap((m) => {
      const manifest = `${m}/${m}.module.ts`;
      const declared = readdirSync(resolve(modulesDir, m)).includes(`${m}.module.ts`);
      if (!declared) return [`${manifest} is missing`];
      const text = readFileSync(resolve(modulesDir, manifest), 'utf8');
      return /^export const manifest: ModuleManifest = \{/m.test(text)
        ? []
        : [`${manifest} does not export its manifest as \`manifest\``];
    });
    expect(missing).toEqual([]);
    // Any other file named like a manifest would be found too, without one.
    const lookalikes = moduleNames.flatMap((m) =>
      readdirSync(resolve(modulesDir, m))
        .filter((f) => f.endsWith('.module.ts') && f !== `${m}.module.ts`)
        .map((f) => `${m}/${f}`),
    );
    expect(lookalikes).toEqual([]);
  });
});
