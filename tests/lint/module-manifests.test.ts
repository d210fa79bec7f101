// The server's root files know the modules only through server/modules/modules.ts (docs/decisions/modules.md),
// which finds each folder's <m>/<m>.module.ts: a folder without one would be code the app never
// mounts, seeds or says, and stops the start.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ModuleDeps } from '../../server/context.ts';
import { defineModule, inModuleOrder } from '../../server/module-manifest.ts';
import { moduleDeps, serverModules } from '../../server/modules/modules.ts';

const modulesDir = resolve(import.meta.dirname, '../../server/modules');

describe('server module manifests', () => {
  it('finds every module folder once, by the name of its folder and manifest file', () => {
    const folders = readdirSync(modulesDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    const manifests = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => /^([^/]+)\/\1\.module\.ts$/.test(f))
      .map((f) => f.split('/')[0])
      .sort();
    expect(manifests).toEqual(folders);
    expect(serverModules.map((m) => m.name).sort()).toEqual(folders);
  });

  it('puts a module after those its `after` names, else in its folder order', () => {
    const m = (name: string, after?: string[]) => defineModule({ name, ...(after ? { after } : {}) });
    const names = (list: ReturnType<typeof m>[]) => inModuleOrder(list).map((x) => x.name);
    expect(names([m('a', ['c']), m('b'), m('c', ['d']), m('d')])).toEqual(['d', 'c', 'a', 'b']);
    expect(() => inModuleOrder([m('a', ['b']), m('b', ['a'])])).toThrow('loop');
    expect(() => inModuleOrder([m('a', ['x'])])).toThrow('x, which is no module');
    // The orders that matter in the app: /brand/manage's middleware before its other calls, and
    // notify's demo SMS templates before the agents'.
    const order = serverModules.map((x) => x.name);
    const precedes = (a: string, b: string) => order.indexOf(a) < order.indexOf(b);
    expect([precedes('manage', 'account'), precedes('manage', 'inbox'), precedes('notify', 'agent')]).toEqual(
      [true, true, true],
    );
  });

  it("makes every part of the app's deps a module declares", () => {
    // A module adding to `ModuleDeps` adds its key here, or this file does not typecheck.
    const declared = { notify: true, siteCache: true } satisfies Record<keyof ModuleDeps, true>;
    const made = moduleDeps({});
    expect(Object.keys(made).sort()).toEqual(Object.keys(declared).sort());
    expect(Object.values(made).every((part) => part !== undefined)).toBe(true);
  });
});
