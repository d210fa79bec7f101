import { type ActorOptions, createActor, fromCallback, fromPromise, type InspectionEvent } from 'xstate';
import type { LoginBody, SelectBrandResult } from '../contract/auth.ts';
import { t } from './i18n/i18n.ts';
import { sessionMachine, type TabsCommand } from './machines/session.machine.ts';
import { createToastActor, showToast, type ToastActor } from './machines/toast.machine.ts';
import * as auth from './services/auth.ts';
import { configureHttp, type HttpConfig } from './services/http-config.ts';
import { noteMenuLoaded } from './services/manage.ts';
import {
  keepSignedInMark,
  keepTabsInStep,
  mayHaveSignedInTab,
  otherTabsLink,
} from './services/other-tabs.ts';
import {
  clearSession,
  forgetBrand,
  readSession,
  saveBrand,
  saveLogin,
  storeSession,
} from './services/session-store.ts';

/**
 * The session machine with its real actors: each calls the API and keeps sessionStorage in step, so the
 * machine itself holds no fetch and no storage.
 */
export const liveSessionMachine = sessionMachine.provide({
  actors: {
    login: fromPromise(async ({ input }: { input: LoginBody }) => {
      const result = await auth.login(input);
      if (!saveLogin(result)) throw new Error(t('error.noBody'));
      return result;
    }),
    loadBrands: fromPromise(() => auth.brandList()),
    selectBrand: fromPromise(
      async ({ input }: { input: { brandId: number } }): Promise<SelectBrandResult> => {
        const result = await auth.selectBrand(input.brandId);
        if (!saveBrand(result)) throw new Error(t('error.noBody'));
        noteMenuLoaded();
        return result;
      },
    ),
    logout: fromPromise<unknown>(async () => {
      try {
        return await auth.logout();
      } finally {
        clearSession();
      }
    }),
    otherTabs: fromCallback<TabsCommand>(otherTabsLink),
  },
  actions: {
    storeOffer: (_, params) => storeSession(params.session),
    forgetStoredSession: () => clearSession(),
    forgetStoredBrand: (_, { kept }) => {
      if (!kept) forgetBrand();
    },
  },
});

export interface AppActorsOptions {
  baseURL?: string;
  inspect?: (e: InspectionEvent) => void;
  fetch?: HttpConfig['fetch'];
  /**
   * The session's timers (the 1.5 s before the login screen, the wait for another tab's answer).
   * Default: the real clock; model tests pass xstate's `SimulatedClock` to say when they elapse.
   */
  clock?: ActorOptions<typeof liveSessionMachine>['clock'];
}

/**
 * Creates the app's long-lived actors outside React and wires the http layer to them: http errors
 * become toasts, a 401 ends the session (which shows the expiry message once).
 */
export function createAppActors(options: AppActorsOptions = {}) {
  // The undo toast says a refusal itself, so the http layer does not toast it as well. The service
  // comes when first used: its contract names every module's delete rules, which the login screen
  // would otherwise download.
  const toast: ToastActor = createToastActor({
    inspect: options.inspect,
    undo: (id) => import('./services/change-undo.ts').then((m) => m.undoChange(id, { notifyErrors: false })),
  });
  const session = createActor(liveSessionMachine, {
    // A tab with nothing stored (a new tab) asks the browser's other tabs for their session first, when
    // one of them may hold a session.
    input: { ...readSession(), askOtherTabs: typeof BroadcastChannel === 'function' && mayHaveSignedInTab() },
    inspect: options.inspect,
    // Only when given: an explicit undefined would replace xstate's default clock with nothing.
    ...(options.clock ? { clock: options.clock } : {}),
  });
  configureHttp({
    baseURL: options.baseURL ?? '',
    fetch: options.fetch,
    notify: (message, tone) => showToast(toast, message, { tone }),
    onUnauthorized: (ended) => session.send({ type: 'session.expired', ended }),
  });
  session.on('session.expiredNotice', ({ ended }) =>
    showToast(toast, ended ? t('error.memberDisabled', { brand: ended.brandTitle }) : t('error.session'), {
      tone: 'error',
    }),
  );
  session.start();
  keepTabsInStep(session);
  keepSignedInMark(session);
  return { session, toast };
}
