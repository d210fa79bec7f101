import { type Catalogue, defineModule } from '../../module-manifest.ts';
import { authRoutes } from './auth.routes.ts';
import { brandChoiceRoutes } from './brand-choice.routes.ts';
import { captchaRoutes } from './captcha.routes.ts';
import { sessionEn, sessionZh } from './session.messages.ts';

/** The module's catalogues, both languages: the manifest's `messages`, and their keys' type. */
const catalogues = [{ zh: sessionZh, en: sessionEn }] as const satisfies readonly Catalogue[];

declare module '../../messages.ts' {
  interface ModuleCatalogues {
    session: (typeof catalogues)[number]['zh'];
  }
}

/** Sign-in, the captcha and the choice of brand. */
export const manifest = defineModule({
  name: 'session',
  routes: [
    { path: '/', apps: [captchaRoutes] },
    { path: '/auth/brandmanager', apps: [authRoutes] },
    { path: '/auth/brand', apps: [brandChoiceRoutes] },
  ],
  messages: catalogues,
});
