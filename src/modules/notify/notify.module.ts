import { lazyScreen } from '../../lazy-screen.tsx';
import { type ModuleManifest, menuPage } from '../../module-manifest.ts';
import type { notify } from './notify.strings.ts';

// One chunk per screen; the chart and the editor come with theirs.
export const manifest: ModuleManifest = {
  routes: [
    menuPage(
      '/notify/index',
      lazyScreen(() => import('./notify-index.tsx')),
    ),
    menuPage(
      '/notify/sms/list',
      lazyScreen(() => import('./sms-list.tsx')),
    ),
    menuPage(
      '/notify/sms/template',
      lazyScreen(() => import('./sms-template.tsx')),
    ),
    menuPage(
      '/notify/email/list',
      lazyScreen(() => import('./email-list.tsx')),
    ),
  ],
};

declare module '../../module-manifest.ts' {
  interface ModuleStrings {
    notify: typeof notify;
  }
}
