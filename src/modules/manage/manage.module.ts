import { lazyScreen } from '../../lazy-screen.tsx';
import type { ModuleManifest } from '../../module-manifest.ts';

export const manifest: ModuleManifest = {
  routes: [
    {
      path: '/manage/userinfo',
      screen: lazyScreen(() => import('./user-info.tsx')),
      shell: 'full',
      childMenu: false,
      title: 'userinfo.title',
    },
    {
      path: '/manage/cache',
      screen: lazyScreen(() => import('./cache-screen.tsx')),
      shell: 'full',
      childMenu: false,
      title: 'cache.title',
    },
    {
      path: '/manage/message',
      screen: lazyScreen(() => import('./message-list.tsx')),
      shell: 'full',
      childMenu: false,
      title: 'messages.title',
    },
  ],
};
