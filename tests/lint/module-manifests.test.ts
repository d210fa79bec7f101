// The server's root files know the modules only through server/modules/modules.ts (docs/decisions/modules.md):
// a module folder whose manifest is missing or left out of that list would be code the app never mounts,
// seeds or says. Each folder under server/modules/ has its <m>/<m>.module.ts, listed once, by its name.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverModules } from '../../server/modules/modules.ts';

const modulesDir = resolve(import.meta.dirname, '../../server/modules');

describe('server module manifests', () => {
  it('lists every module folder once, by the name of its folder and manifest file', () => {
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
});
