import { lazyScreen } from '../../lazy-screen.tsx';
import { type ModuleManifest, menuPage } from '../../module-manifest.ts';
import type { adminUserFieldLabels } from './admin-user-field.strings.ts';

// One chunk per screen. The module's strings are shared with the kit (src/i18n/system.ts) but for the
// member's declared fields' labels, which load with the member forms.
export const manifest: ModuleManifest = {
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

declare module '../../module-manifest.ts' {
  interface ModuleStrings {
    system: typeof adminUserFieldLabels;
  }
}
