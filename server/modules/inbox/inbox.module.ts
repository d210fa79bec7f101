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
export const manifest = defineModule({
  name: 'inbox',
  // Its calls share /brand/manage, whose session and brand middleware manage's first mount registers.
  after: ['manage'],
  routes: [{ path: '/brand/manage', apps: [inboxRoutes] }],
  messages: catalogues,
});
