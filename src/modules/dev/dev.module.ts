import { lazyScreen } from '../../lazy-screen.tsx';
import type { ModuleManifest, RouteDef } from '../../module-manifest.ts';
import type { dev } from './dev.strings.ts';
import { inspectorWindowPath } from './inspector-path.ts';

// Developer screens ship only in dev builds or when explicitly asked for, so production users never
// load them (the dead branches drop their chunks from the build).
const explorer = import.meta.env.DEV || import.meta.env.VITE_MACHINE_EXPLORER === 'true';

const devPage = (path: string, screen: RouteDef['screen'], title: RouteDef['title']): RouteDef => ({
  path,
  screen,
  shell: 'bare',
  childMenu: false,
  title,
});

export const manifest: ModuleManifest = {
  routes: explorer
    ? [
        devPage(
          '/dev/machines',
          lazyScreen(() => import('./machine-explorer.tsx')),
          'page.machines',
        ),
        devPage(
          '/dev/kit',
          lazyScreen(() => import('./kit-gallery.tsx')),
          'page.kitGallery',
        ),
      ]
    : [],
  publicPaths: ['/dev/'],
  // The pop-out inspector starts none of the console's actors, so it never joins or leaves a session.
  window: explorer
    ? {
        path: inspectorWindowPath,
        mount: (root) => import('./inspector-window.tsx').then((m) => m.mountInspectorWindow(root)),
      }
    : undefined,
  start: explorer ? () => import('./inspector-dock.tsx').then((m) => m.installInspectorDock()) : undefined,
};

declare module '../../module-manifest.ts' {
  interface ModuleStrings {
    dev: typeof dev;
  }
}
