import { lazyScreen } from '../../lazy-screen.tsx';
import type { ModuleManifest } from '../../module-manifest.ts';

export const manifest: ModuleManifest = {
  routes: [
    {
      path: '/login',
      screen: lazyScreen(() => import('./login-screen.tsx')),
      shell: 'bare',
      childMenu: false,
      title: 'login.title',
    },
  ],
  // docs/spec.md §2 "Guard": the sign-in paths, the QR sign-in and the build page included.
  publicPaths: ['/login', '/scanlogin', '/build'],
};
