import { defineModule } from '../../module-manifest.ts';
import { areaRoutes } from './area.routes.ts';
import { configEn, configZh } from './config.messages.ts';
import { configRoutes } from './config.routes.ts';
import { configRules } from './config.rules.ts';

declare module '../../messages.ts' {
  interface ModuleCatalogues {
    config: typeof configZh;
  }
}

/** The brand's settings and the areas. */
export const configModule = defineModule({
  name: 'config',
  routes: [
    { path: '/brand/config', apps: [configRoutes] },
    { path: '/brand/area', apps: [areaRoutes] },
  ],
  rules: { menu: 20, tree: configRules },
  messages: [{ zh: configZh, en: configEn }],
});
