import { defineModule } from '../../module-manifest.ts';
import { accountEn, accountZh } from './account.messages.ts';
import { accountRoutes } from './account.routes.ts';
import { accountRules } from './account.rules.ts';

declare module '../../messages.ts' {
  interface ModuleCatalogues {
    account: typeof accountZh;
  }
}

/** The account dashboard and the home page's items. */
export const accountModule = defineModule({
  name: 'account',
  routes: [{ path: '/brand/manage', apps: [accountRoutes] }],
  rules: { menu: 10, tree: accountRules },
  messages: [{ zh: accountZh, en: accountEn }],
});
