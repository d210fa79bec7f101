import { lazyScreen } from '../../lazy-screen.tsx';
import type { ModuleManifest } from '../../module-manifest.ts';

export const manifest: ModuleManifest = {
  routes: [
    {
      path: '/',
      screen: lazyScreen(() => import('./home-screen.tsx')),
      shell: 'full',
      childMenu: false,
      title: 'home.title',
    },
  ],
};
