import { type Catalogue, defineModule } from '../../module-manifest.ts';
import { manageEn, manageZh } from './manage.messages.ts';
import { manageRoutes } from './manage.routes.ts';

/** The module's catalogues, both languages: the manifest's `messages`, and their keys' type. */
const catalogues = [{ zh: manageZh, en: manageEn }] as const satisfies readonly Catalogue[];

declare module '../../messages.ts' {
  interface ModuleCatalogues {
    manage: (typeof catalogues)[number]['zh'];
  }
}

/**
 * The console's frame: profile, menu, brand. Account and inbox come after it (their `after`): they
 * share its address and, mounted after it, its session and brand middleware.
 */
export const manifest = defineModule({
  name: 'manage',
  routes: [{ path: '/brand/manage', apps: [manageRoutes] }],
  messages: catalogues,
});
