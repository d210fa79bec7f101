import { lazyScreen } from '../../lazy-screen.tsx';
import { type ModuleManifest, menuPage } from '../../module-manifest.ts';

const ConfigIndex = lazyScreen(() => import('./config-index.tsx'));

// The protocol screen brings the rich text editor in its own chunk. The module's strings are shared
// with the kit: src/i18n/config.ts.
export const manifest: ModuleManifest = {
  routes: [
    menuPage('/config/index', ConfigIndex),
    menuPage('/config/attach', ConfigIndex),
    menuPage(
      '/config/protocol',
      lazyScreen(() => import('./config-protocol.tsx')),
    ),
    menuPage(
      '/config/media',
      lazyScreen(() => import('./media-screen.tsx')),
    ),
  ],
};
