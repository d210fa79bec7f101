import { lazyScreen } from '../../lazy-screen.tsx';
import { type ModuleManifest, menuPage } from '../../module-manifest.ts';
import type { ai } from './ai.strings.ts';

export const manifest: ModuleManifest = {
  routes: [
    menuPage(
      '/ai/index',
      lazyScreen(() => import('./ai-index.tsx')),
    ),
  ],
};

declare module '../../module-manifest.ts' {
  interface ModuleStrings {
    ai: typeof ai;
  }
}
