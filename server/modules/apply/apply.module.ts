import { defineModule } from '../../module-manifest.ts';
import { applyRoutes } from './apply.routes.ts';
import { applyRules } from './apply.rules.ts';
import { applyListFeed } from './apply-feed.ts';
import { wxworkAccountRoutes } from './wxwork-account.routes.ts';

/** Applications: the WeCom account and the brand's applications. */
export const applyModule = defineModule({
  name: 'apply',
  routes: [
    { path: '/wxwork/account', apps: [wxworkAccountRoutes] },
    { path: '/apply', apps: [applyRoutes] },
  ],
  rules: { menu: 70, tree: applyRules },
  feeds: [applyListFeed],
});
