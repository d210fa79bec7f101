import { readdirSync } from 'node:fs';
import type { ModuleDeps, ModuleOptions } from '../context.ts';
import { inModuleOrder, isServerModule, type ServerModule } from '../module-manifest.ts';

/**
 * Every server module's manifest (docs/decisions/modules.md): each folder's `<m>/<m>.module.ts`
 * exporting `manifest`, found by that name, so adding a module adds its folder and touches no other
 * file. The root files iterate them in the order `inModuleOrder` gives: the folders' order, except
 * where a manifest's `after` puts it later (the routes' mount order where prefixes meet, the demo
 * seed's where one module's rows follow another's).
 */
const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

async function manifestOf(folder: string): Promise<ServerModule> {
  const file: Record<string, unknown> = await import(`./${folder}/${folder}.module.ts`);
  const manifest = file.manifest;
  if (!isServerModule(manifest) || manifest.name !== folder)
    throw new Error(`server/modules/${folder}/${folder}.module.ts exports no manifest named ${folder}`);
  return manifest;
}

export const serverModules: readonly ServerModule[] = inModuleOrder(
  await Promise.all(folders.map(manifestOf)),
);

/**
 * The modules' parts of the app's deps (server/context.ts `ModuleDeps`), each made by its module's
 * `deps`. TypeScript cannot see which folders there are, so that every `ModuleDeps` key is made is
 * checked by tests/lint/module-manifests.test.ts.
 */
export function moduleDeps(options: ModuleOptions): ModuleDeps {
  return Object.assign({}, ...serverModules.map((m) => m.deps?.(options)));
}
