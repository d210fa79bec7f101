import { lazyScreen } from '../../lazy-screen.tsx';
import { type ModuleManifest, menuPage } from '../../module-manifest.ts';
import type { apply } from './apply.strings.ts';

export const applyModule: ModuleManifest<typeof apply> = {
  routes: [
    menuPage(
      '/apply/index',
      lazyScreen(() => import('./apply-index.tsx')),
    ),
  ],
};
