import { type Catalogue, defineModule } from '../../module-manifest.ts';
import { accountEn, accountZh } from './account.messages.ts';
import { accountRoutes } from './account.routes.ts';
import { accountRules } from './account.rules.ts';

/** The module's catalogues, both languages: the manifest's `messages`, and their keys' type. */
const catalogues = [{ zh: accountZh, en: accountEn }] as const satisfies readonly Catalogue[];

declare module '../../messages.ts' {
  interface ModuleCatalogues {
    account: (typeof catalogues)[number]['zh'];
  }
}

/** The account dashboard and the home page's items. */
export const manifest = defineModule({
  name: 'account',
  // Its calls share /brand/manage, whose session and brand middleware manage's first mount registers.
  after: ['manage'],
  routes: [{ path: '/brand/manage', apps: [accountRoutes] }],
  rules: { menu: 10, tree: accountRules },
  messages: catalogues,
});
