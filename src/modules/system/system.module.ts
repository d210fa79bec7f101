import { lazyScreen } from '../../lazy-screen.tsx';
import { type ModuleManifest, menuPage } from '../../module-manifest.ts';

// One chunk per screen. The module's strings are shared with the kit: src/i18n/system.ts.
export const systemModule: ModuleManifest = {
  routes: [
    menuPage(
      '/system/index',
      lazyScreen(() => import('./system-index.tsx')),
    ),
    menuPage(
      '/system/adminuser',
      lazyScreen(() => import('./admin-user-screen.tsx')),
    ),
    menuPage(
      '/system/role',
      lazyScreen(() => import('./role-screen.tsx')),
    ),
  ],
};
