import { type Catalogue, defineModule } from '../../module-manifest.ts';
import { inboxEn, inboxZh } from './inbox.messages.ts';
import { inboxRoutes } from './inbox.routes.ts';

/** The module's catalogues, both languages: the manifest's `messages`, and their keys' type. */
const catalogues = [{ zh: inboxZh, en: inboxEn }] as const satisfies readonly Catalogue[];

declare module '../../messages.ts' {
  interface ModuleCatalogues {
    inbox: (typeof catalogues)[number]['zh'];
  }
}

/** In-app messages. */
export const inboxModule = defineModule({
  name: 'inbox',
  routes: [{ path: '/brand/manage', apps: [inboxRoutes] }],
  messages: catalogues,
});
