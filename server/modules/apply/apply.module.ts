import { wxworkAccountRule } from '../../../contract/wxwork.ts';
import { listFeed } from '../../live/change-feed.ts';
import { type Catalogue, defineModule } from '../../module-manifest.ts';
import { applyEn, applyZh } from './apply.messages.ts';
import { applyRoutes } from './apply.routes.ts';
import { applyRules } from './apply.rules.ts';
import { wxworkAccountRoutes } from './wxwork-account.routes.ts';

/** The module's catalogues, both languages: the manifest's `messages`, and their keys' type. */
const catalogues = [{ zh: applyZh, en: applyEn }] as const satisfies readonly Catalogue[];

declare module '../../messages.ts' {
  interface ModuleCatalogues {
    apply: (typeof catalogues)[number]['zh'];
  }
}

/** The open WeCom account list follows changes by others. */
const applyListFeed = listFeed({
  wxwork_account: [wxworkAccountRule.list],
});

/** Applications: the WeCom account and the brand's applications. */
export const manifest = defineModule({
  name: 'apply',
  routes: [
    { path: '/wxwork/account', apps: [wxworkAccountRoutes] },
    { path: '/apply', apps: [applyRoutes] },
  ],
  rules: { menu: 70, tree: applyRules },
  feeds: [applyListFeed],
  messages: catalogues,
});
