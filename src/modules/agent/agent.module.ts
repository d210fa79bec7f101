import { lazyScreen } from '../../lazy-screen.tsx';
import { type ModuleManifest, menuPage } from '../../module-manifest.ts';
import type { agent } from './agent.strings.ts';

export const manifest: ModuleManifest = {
  routes: [
    menuPage(
      '/agent/index',
      lazyScreen(() => import('./agent-index.tsx')),
    ),
    menuPage(
      '/agent/user/list',
      lazyScreen(() => import('./agent-list.tsx')),
    ),
    menuPage(
      '/agent/user/verify',
      lazyScreen(() => import('./agent-verify.tsx')),
    ),
  ],
};

declare module '../../module-manifest.ts' {
  interface ModuleStrings {
    agent: typeof agent;
  }
}
