import { type Catalogue, defineModule } from '../../module-manifest.ts';
import { aiEn, aiZh } from './ai.messages.ts';
import { aiRoutes } from './ai.routes.ts';
import { aiRules } from './ai.rules.ts';

/** The module's catalogues, both languages: the manifest's `messages`, and their keys' type. */
const catalogues = [{ zh: aiZh, en: aiEn }] as const satisfies readonly Catalogue[];

declare module '../../messages.ts' {
  interface ModuleCatalogues {
    ai: (typeof catalogues)[number]['zh'];
  }
}

/** The assistant. */
export const manifest = defineModule({
  name: 'ai',
  routes: [{ path: '/brand/ai', apps: [aiRoutes] }],
  rules: { menu: 90, tree: aiRules },
  messages: catalogues,
});
