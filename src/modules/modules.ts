import type { ModuleManifest } from '../module-manifest.ts';

/**
 * Every module of the console (docs/decisions/modules.md): each folder's `<m>/<m>.module.ts` exporting
 * `manifest`, found by that name. The route table, the icon navigation, the message keys and the dev
 * tools read their parts from here, so adding a module adds its folder and touches no other file.
 * The manifests load with the entry chunk; their screens do not (`lazyScreen`). Vite orders a glob's
 * files by path, so the order is the folders' names, which nothing depends on: routes are found by
 * path and each module's `start` stands alone.
 */
export const clientModules: readonly ModuleManifest[] = Object.values(
  import.meta.glob<ModuleManifest>('./*/*.module.ts', { eager: true, import: 'manifest' }),
);
