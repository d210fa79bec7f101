import { lazyScreen } from '../../lazy-screen.tsx';
import { type ModuleManifest, menuPage } from '../../module-manifest.ts';
import type { ai } from './ai.strings.ts';

export const aiModule: ModuleManifest<typeof ai> = {
  routes: [
    menuPage(
      '/ai/index',
      lazyScreen(() => import('./ai-index.tsx')),
    ),
  ],
};
