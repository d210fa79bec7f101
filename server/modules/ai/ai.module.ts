import { defineModule } from '../../module-manifest.ts';
import { aiEn, aiZh } from './ai.messages.ts';
import { aiRoutes } from './ai.routes.ts';
import { aiRules } from './ai.rules.ts';

declare module '../../messages.ts' {
  interface ModuleCatalogues {
    ai: typeof aiZh;
  }
}

/** The assistant. */
export const aiModule = defineModule({
  name: 'ai',
  routes: [{ path: '/brand/ai', apps: [aiRoutes] }],
  rules: { menu: 90, tree: aiRules },
  messages: [{ zh: aiZh, en: aiEn }],
});
