import { lazyScreen } from '../../lazy-screen.tsx';
import { type ModuleManifest, menuPage } from '../../module-manifest.ts';
import type { apply } from './apply.strings.ts';

export const manifest: ModuleManifest = {
  routes: [
    menuPage(
      '/apply/index',
      lazyScreen(() => import('./apply-index.tsx')),
    ),
  ],
};

declare module '../../module-manifest.ts' {
  interface ModuleStrings {
    apply: typeof apply;
  }
}
