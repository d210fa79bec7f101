// The import rules of `.dependency-cruiser.cjs` (run by `npm run lint` over server/, src/ and contract/),
// run here over tests/lint/fixtures: a small tree shaped like the repository's, in which each rule has a
// file that breaks it and files that show what the rule allows. Each rule must report exactly its own
// violations; the real tree must report none.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const fixtures = join(root, 'tests/lint/fixtures');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** The violations dependency-cruiser reports for `paths`, run from `cwd` with the repository's rules. */
function cruise(cwd: string, paths: string[]): Promise<Violation[]> {
  const cli = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  const args = [cli, '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', 'json', ...paths];
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('error', fail);
    child.on('close', () => {
      try {
        done(JSON.parse(out).summary.violations);
      } catch {
        fail(new Error(`dependency-cruiser gave no report: ${err || out}`));
      }
    });
  });
}

const lines = (violations: Violation[]) =>
  violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();

describe('import boundaries', () => {
  it('reports each rule’s violation in the fixtures, and nothing the rules allow', async () => {
    expect(lines(await cruise(fixtures, ['server', 'src']))).toEqual(
      [
        // a. Only a module's manifest (alpha/alpha.module.ts is fine), server/app.ts for a shared one and the
        // generated route map import a route file.
        'route-file-imported: server/modules/alpha/violates-route-file-imported.ts → server/modules/alpha/alpha.routes.ts',
        // b. Another module only through <m>/<m>.public.ts: not past it, not through another *.public.ts;
        // beta/through-public.ts, which uses alpha.public.ts, is fine.
        'module-through-public-file: server/modules/beta/violates-module-through-public-file.ts → server/modules/alpha/inner.ts',
        'module-through-public-file: server/modules/beta/violates-module-through-public-file-named.ts → server/modules/alpha/extra.public.ts',
        // The machine registry may import machine files, nothing else; no other file may.
        'machine-registry-beyond-machines: src/modules/dev/machine-registry.ts → src/modules/gamma/gamma-screen.tsx',
        'module-through-public-file: src/modules/dev/violates-module-through-public-file.ts → src/modules/gamma/gamma.machine.ts',
        // A module says its own messages (alpha/says-own-words.ts is fine), never another module's: not
        // through that module's catalogue, nor through their composition (server/messages.ts, which may
        // join them); kit/ imports no catalogue at all (kit/says-with-translator.ts is handed one).
        'module-imports-other-messages: server/modules/beta/violates-module-imports-other-messages.ts → server/modules/alpha/alpha.messages.ts',
        'module-imports-other-messages: server/modules/beta/violates-module-imports-other-messages-joined.ts → server/messages.ts',
        'kit-imports-catalogue: server/kit/violates-kit-imports-catalogue.ts → server/messages.ts',
        // A module reads its own tables and the core ones (beta/reads-own-tables.ts is fine), never
        // another module's tables file; no file joins them all.
        'module-reads-own-tables: server/modules/beta/violates-module-reads-own-tables.ts → server/modules/alpha/alpha.tables.ts',
        // c. The shared layers never import a module, on either side: not its public file, nor its
        // tables (kit/reads-core-tables.ts reads the core tables' file, which is fine).
        'shared-imports-module: server/violates-shared-imports-module.ts → server/modules/alpha/alpha.public.ts',
        'shared-imports-module: server/kit/violates-shared-imports-module-tables.ts → server/modules/alpha/alpha.tables.ts',
        'shared-imports-module: src/i18n/violates-shared-imports-module.ts → src/modules/gamma/gamma-screen.tsx',
        // A server root file iterates the manifests through server/modules/modules.ts (app.ts and
        // messages.ts are fine) and names no module, not even by a type (context.ts).
        'root-names-module: server/db/rule-tree.ts → server/modules/alpha/inner.ts',
        'root-names-module: server/context.ts → server/modules/alpha/alpha.public.ts',
        // The console has no composition root: a root file (main.tsx) names no module; it reads them
        // from src/modules/modules.ts (routes.tsx and i18n/catalog.ts are fine), which loads the
        // manifests and nothing else; a manifest, in the first chunk, reaches its screens by import().
        'shared-imports-module: src/main.tsx → src/modules/gamma/gamma-screen.tsx',
        'client-module-list-beyond-manifests: src/modules/modules.ts → src/modules/gamma/gamma-screen.tsx',
        'client-manifest-imports-screen: src/modules/gamma/violates-client-manifest-imports-screen.module.ts → src/modules/gamma/gamma-screen.tsx',
        // A tables file may name another module's tables (beta.tables.ts), nothing else of it.
        'tables-beyond-tables: server/modules/beta/violates-tables-beyond-tables.tables.ts → server/modules/alpha/inner.ts',
        // The console and the server meet only in contract/.
        'client-server-only-through-contract: src/violates-client-server-only-through-contract.ts → server/kit/plain.ts',
        // d. A cycle of value imports (type-cycle-a/b, one step `import type`, is fine).
        'no-import-cycle: server/kit/cycle-other.ts → server/kit/violates-no-import-cycle.ts',
        // e. Tests sit beside what they test: a production file imports no test file, not even its own
        // module's, and nothing of tests/; a test (beta/beta.test.ts) crosses every line above freely.
        'production-imports-test: server/modules/beta/violates-production-imports-test.ts → server/modules/beta/beta.test.ts',
        'production-imports-test: src/violates-production-imports-test.ts → tests/support/fixture-helper.ts',
      ].sort(),
    );
  }, 120_000);

  it('finds nothing to report in the real tree', async () => {
    expect(lines(await cruise(root, ['server', 'src', 'contract']))).toEqual([]);
  }, 120_000);
});
