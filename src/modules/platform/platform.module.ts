import { lazyScreen } from '../../lazy-screen.tsx';
import type { ModuleManifest } from '../../module-manifest.ts';
import type { platform } from './platform.strings.ts';

// The content workspace, and the article editor (its own chunk, with Tiptap).
export const manifest: ModuleManifest = {
  routes: [
    {
      path: '/platform/index',
      screen: lazyScreen(() => import('./platform-index.tsx')),
      shell: 'platform',
      childMenu: false,
    },
    // A route rule under the platform module (listed in no menu): `?id=12` edits, no id writes a new one.
    {
      path: '/platform/article/edit',
      screen: lazyScreen(() => import('./article-editor.tsx')),
      shell: 'platform',
      childMenu: false,
      title: 'shell.articleEditor',
    },
  ],
};

declare module '../../module-manifest.ts' {
  interface ModuleStrings {
    platform: typeof platform;
  }
}
