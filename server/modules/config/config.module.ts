import { type Catalogue, defineModule } from '../../module-manifest.ts';
import { areaRoutes } from './area.routes.ts';
import { configEn, configZh } from './config.messages.ts';
import { configRoutes } from './config.routes.ts';
import { configRules } from './config.rules.ts';

/** The module's catalogues, both languages: the manifest's `messages`, and their keys' type. */
const catalogues = [{ zh: configZh, en: configEn }] as const satisfies readonly Catalogue[];

declare module '../../messages.ts' {
  interface ModuleCatalogues {
    config: (typeof catalogues)[number]['zh'];
  }
}

/** The brand's settings and the areas. */
export const manifest = defineModule({
  name: 'config',
  routes: [
    { path: '/brand/config', apps: [configRoutes] },
    { path: '/brand/area', apps: [areaRoutes] },
  ],
  rules: { menu: 20, tree: configRules },
  messages: catalogues,
});
