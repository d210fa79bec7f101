import { defineModule } from '../../module-manifest.ts';
import { manageEn, manageZh } from './manage.messages.ts';
import { manageRoutes } from './manage.routes.ts';

declare module '../../messages.ts' {
  interface ModuleCatalogues {
    manage: typeof manageZh;
  }
}

/**
 * The console's frame: profile, menu, brand. Listed before account and inbox, which share its
 * address and, mounted after it, its session and brand middleware.
 */
export const manageModule = defineModule({
  name: 'manage',
  routes: [{ path: '/brand/manage', apps: [manageRoutes] }],
  messages: [{ zh: manageZh, en: manageEn }],
});
