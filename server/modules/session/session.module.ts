import { defineModule } from '../../module-manifest.ts';
import { authRoutes } from './auth.routes.ts';
import { brandChoiceRoutes } from './brand-choice.routes.ts';
import { captchaRoutes } from './captcha.routes.ts';
import { sessionEn, sessionZh } from './session.messages.ts';

declare module '../../messages.ts' {
  interface ModuleCatalogues {
    session: typeof sessionZh;
  }
}

/** Sign-in, the captcha and the choice of brand. */
export const sessionModule = defineModule({
  name: 'session',
  routes: [
    { path: '/', apps: [captchaRoutes] },
    { path: '/auth/brandmanager', apps: [authRoutes] },
    { path: '/auth/brand', apps: [brandChoiceRoutes] },
  ],
  messages: [{ zh: sessionZh, en: sessionEn }],
});
