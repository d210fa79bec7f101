import { articleRule } from '../../../contract/article.ts';
import { friendLinkRule } from '../../../contract/friend-link.ts';
import { pageRule } from '../../../contract/page.ts';
import { sitePrefix } from '../../../contract/site.ts';
import { slideRule } from '../../../contract/slide.ts';
import type { ModuleOptions } from '../../context.ts';
import { listFeed } from '../../live/change-feed.ts';
import { type Catalogue, defineModule } from '../../module-manifest.ts';
import { articleRoutes } from './article.routes.ts';
import { seedDemoContent } from './demo-content.ts';
import { friendLinkRoutes } from './friend-link.routes.ts';
import { pageRoutes } from './page.routes.ts';
import { platformEn, platformZh } from './platform.messages.ts';
import { platformRules } from './platform.rules.ts';
import { platformUndo } from './platform-undo.ts';
import { articlePublishQueue, registerPlatformWorkers } from './publish-job.ts';
import { siteRoutes } from './site.routes.ts';
import { SiteCache } from './site-cache.ts';
import { slideRoutes } from './slide.routes.ts';

/** The module's catalogues, both languages: the manifest's `messages`, and their keys' type. */
const catalogues = [{ zh: platformZh, en: platformEn }] as const satisfies readonly Catalogue[];

declare module '../../messages.ts' {
  interface ModuleCatalogues {
    platform: (typeof catalogues)[number]['zh'];
  }
}

declare module '../../context.ts' {
  interface ModuleDeps {
    /** The read API's answers, per brand and site version (site-cache.ts). */
    siteCache: SiteCache;
  }
  interface ModuleOptions {
    siteCache?: SiteCache;
  }
}

/** The app's site cache: the one the options give, or a new one. */
const platformDeps = (options: ModuleOptions) => ({
  siteCache: options.siteCache ?? new SiteCache(),
});

/** Open article, page, slide and friend link lists follow changes by others. */
const platformListFeed = listFeed({
  article: [articleRule.list],
  page: [pageRule.list],
  slide: [slideRule.list],
  friendlink: [friendLinkRule.list],
});

/** The brand's site: articles, pages, slides, friend links, and the public read API. */
export const manifest = defineModule({
  name: 'platform',
  deps: platformDeps,
  // The brand's site reads its published content here (site.routes.ts): its answers carry headers of
  // their own, no XSRF cookie, credentialed CORS nor console CSP.
  publicRoutes: [{ path: sitePrefix, apps: [siteRoutes] }],
  routes: [
    { path: '/api/article', apps: [articleRoutes] },
    { path: '/api/page', apps: [pageRoutes] },
    { path: '/api/slide', apps: [slideRoutes] },
    { path: '/api/friendlink', apps: [friendLinkRoutes] },
  ],
  rules: { menu: 60, tree: platformRules },
  messages: catalogues,
  feeds: [platformListFeed],
  undo: platformUndo,
  queues: [articlePublishQueue],
  workers: registerPlatformWorkers,
  startDemo: seedDemoContent,
});
