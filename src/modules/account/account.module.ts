import { lazyScreen } from '../../lazy-screen.tsx';
import type { ModuleManifest } from '../../module-manifest.ts';
import type { account } from './account.strings.ts';

export const manifest: ModuleManifest = {
  routes: [
    {
      path: '/account/dashboard',
      screen: lazyScreen(() => import('./account-dashboard.tsx')),
      shell: 'bare',
      childMenu: false,
      title: 'dashboard.title',
    },
  ],
  // The brand choice opens before a brand is chosen, and stays open to a signed-out user (log out).
  publicPaths: ['/account', '/account/'],
};

declare module '../../module-manifest.ts' {
  interface ModuleStrings {
    account: typeof account;
  }
}
