import { emailRule } from '../../../contract/email.ts';
import { smsTemplateRule } from '../../../contract/sms.ts';
import { loadBrand, requireSession } from '../../auth/session.middleware.ts';
import type { ModuleOptions } from '../../context.ts';
import { listFeed } from '../../live/change-feed.ts';
import { type Catalogue, defineModule } from '../../module-manifest.ts';
import { emailConfigRoutes } from './email-config.routes.ts';
import { emailDraftRoutes } from './email-draft.routes.ts';
import { emailSendRoutes } from './email-send.routes.ts';
import { emailTemplateRoutes } from './email-template.routes.ts';
import { notifyEn, notifyZh } from './notify.messages.ts';
import { notifyRules } from './notify.rules.ts';
import { emailSendQueue, smsSendQueue } from './notify-queues.ts';
import { notifyUndo } from './notify-undo.ts';
import { seedNotifyDemo } from './seed-notify.ts';
import { defaultNotifySettings, type NotifySettings } from './settings.ts';
import { smsRoutes } from './sms.routes.ts';
import { registerNotifyWorkers } from './workers.ts';

/** The module's catalogues, both languages: the manifest's `messages`, and their keys' type. */
const catalogues = [{ zh: notifyZh, en: notifyEn }] as const satisfies readonly Catalogue[];

declare module '../../messages.ts' {
  interface ModuleCatalogues {
    notify: (typeof catalogues)[number]['zh'];
  }
}

declare module '../../context.ts' {
  interface ModuleDeps {
    /** Where SMS and e-mail go and how long they may take (settings.ts). */
    notify: NotifySettings;
  }
  interface ModuleOptions {
    notify?: Partial<NotifySettings>;
  }
}

/** The app's notify settings: the defaults under what the options give. */
const notifyDeps = (options: ModuleOptions) => ({
  notify: { ...defaultNotifySettings, ...options.notify },
});

/** Open SMS and e-mail template lists, and the e-mail drafts, follow changes by others. */
const notifyListFeed = listFeed({
  sms_template: [smsTemplateRule.templatelist],
  email_template: [emailRule.template_list],
  email_draft: [emailRule.draft_list],
});

/** SMS and e-mail: settings, templates, sends and their logs. */
export const manifest = defineModule({
  name: 'notify',
  deps: notifyDeps,
  routes: [
    { path: '/brand/sms', apps: [smsRoutes] },
    // E-mail's route files share one prefix: the session and the brand are read once here for all.
    {
      path: '/api/email',
      use: [requireSession, loadBrand],
      apps: [emailConfigRoutes, emailTemplateRoutes, emailDraftRoutes, emailSendRoutes],
    },
  ],
  rules: { menu: 80, tree: notifyRules },
  messages: catalogues,
  feeds: [notifyListFeed],
  undo: notifyUndo,
  queues: [smsSendQueue, emailSendQueue],
  workers: registerNotifyWorkers,
  demo: (db, owner) => seedNotifyDemo(db, owner.brandId),
});
