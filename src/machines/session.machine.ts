import { assertEvent, assign, emit, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type {
  BrandInfo,
  LoginBody,
  LoginResult,
  MemberDisabled,
  SelectBrandResult,
  UserBrand,
  UserInfo,
} from '../../contract/auth.ts';
import type { RoleMenu } from '../../contract/menu.ts';

/** docs/spec.md §4 and §9: after a 401 the console goes to the login screen after 1.5 s. */
export const expiryRedirectMs = 1500;

/**
 * How long a tab without a session waits for another tab of the browser to hand it theirs before it
 * shows the login screen (an open tab answers within milliseconds; this leaves room for a busy one).
 */
export const tabHandshakeMs = 500;

/** What sessionStorage holds for a tab, and what one tab hands another. */
export interface SharedSession {
  token: string;
  userInfo: UserInfo | null;
  brand: BrandInfo | null;
  menu: RoleMenu | null;
}

export interface SessionSeed extends SharedSession {
  /** Ask the browser's other tabs for their session before signing out (a new tab). Default false. */
  askOtherTabs?: boolean;
}

/** What the machine tells its link to the other tabs (the `otherTabs` actor). */
export type TabsCommand =
  | { type: 'tabs.ask' }
  | { type: 'tabs.stopAsking' }
  | { type: 'tabs.answer'; requestId: string; session: SharedSession }
  | { type: 'tabs.logout' };

export interface LoginProblem {
  message: string;
  captchaRequired: boolean;
  /** Minutes the code stays required, and minutes to wait before trying again (0: none). */
  captchaMinutes: number;
  lockedMinutes: number;
  /** The field the message is about ('verifycode', 'password'), or null for the whole form. */
  field: 'password' | 'verifycode' | null;
  /** The answer said what the next attempt needs (a refusal); false for a network fault or the like. */
  hasState: boolean;
}

export interface SessionContext {
  token: string;
  userInfo: UserInfo | null;
  /** Kept when the session ends (docs/spec.md §4), so the next sign-in can return to it. */
  brand: BrandInfo | null;
  menu: RoleMenu | null;
  brands: UserBrand[];
  chosenBrandId: number;
  /** Set by a fresh sign-in: pick the remembered (or only) brand without asking. */
  autoSelect: boolean;
  loginProblem: LoginProblem | null;
  brandProblem: string | null;
  /** Why the last session ended: the guard remembers the page only when it was not the user's choice. */
  endReason: 'logout' | 'expired' | null;
  /**
   * The server said the session ended because the member was disabled in this brand: said on the
   * expiry's message and on the login screen after it, until the next sign-in attempt.
   */
  endedBy: MemberDisabled | null;
  /** Set for a new tab: ask the browser's other tabs for their session before showing the login. */
  askOtherTabs: boolean;
}

export type SessionEvent =
  | { type: 'session.login'; user: string; password: string; verifycode?: string }
  | { type: 'session.loadBrands' }
  | { type: 'session.chooseBrand'; brandId: number }
  | { type: 'session.menu'; menu: RoleMenu }
  /** The brand was renamed in its configuration: the header shows the new title at once. */
  /** The brand's name as renamed, and the role's as the server now names it (after a language switch). */
  | { type: 'session.brandTitle'; title: string; roleTitle?: string }
  | { type: 'session.logout' }
  /** A 401 answer or the live `session` event; `ended` when it said the member was disabled. */
  | { type: 'session.expired'; ended?: MemberDisabled | null }
  /** Another tab asks for this tab's session. */
  | { type: 'tabs.asked'; requestId: string }
  /** Another tab answered this tab's question (already checked by the link). */
  | { type: 'tabs.offer'; session: SharedSession }
  /** The user logged out in another tab. */
  | { type: 'tabs.loggedOut' };

export type SessionEmitted =
  | { type: 'session.expiredNotice'; ended: MemberDisabled | null }
  | { type: 'session.brandSelected'; brandId: number }
  | { type: 'session.loggedOut' };

function problemOf(error: unknown): LoginProblem {
  const e = error as {
    message?: unknown;
    data?: { captchaRequired?: unknown; captchaMinutes?: unknown; lockedMinutes?: unknown; field?: unknown };
  } | null;
  const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);
  const field = e?.data?.field;
  return {
    message: typeof e?.message === 'string' ? e.message : '',
    captchaRequired: e?.data?.captchaRequired === true,
    captchaMinutes: count(e?.data?.captchaMinutes),
    lockedMinutes: count(e?.data?.lockedMinutes),
    // A network fault or an older server names no field: the message goes under the password, as before.
    field: field === 'verifycode' || field === null ? field : 'password',
    hasState: typeof e?.data?.captchaRequired === 'boolean',
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

// The real actors call the API and keep sessionStorage in step; the app provides them (src/app-actors.ts)
// so this machine stays free of fetch and storage and is tested with plain promises.
function notProvided(name: string) {
  return () => Promise.reject(new Error(`session.machine: the "${name}" actor must be provided`));
}

const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionSeed,
    emitted: {} as SessionEmitted,
    tags: {} as 'signedOut' | 'choosingBrand' | 'signedIn' | 'expiring' | 'busy' | 'resuming',
  },
  actors: {
    login: fromPromise<LoginResult, LoginBody>(notProvided('login')),
    loadBrands: fromPromise<UserBrand[]>(notProvided('loadBrands')),
    selectBrand: fromPromise<SelectBrandResult, { brandId: number }>(notProvided('selectBrand')),
    logout: fromPromise<unknown>(notProvided('logout')),
    // Without a link (tests, a browser without BroadcastChannel) no other tab ever answers.
    otherTabs: fromCallback<TabsCommand>(() => undefined),
  },
  delays: {
    expiryRedirect: expiryRedirectMs,
    tabHandshake: tabHandshakeMs,
  },
  guards: {
    mayAskOtherTabs: ({ context }) => context.askOtherTabs,
    offerHasBrand: ({ event }) => {
      assertEvent(event, 'tabs.offer');
      return event.session.token !== '' && event.session.brand !== null && event.session.menu !== null;
    },
    offerHasToken: ({ event }) => {
      assertEvent(event, 'tabs.offer');
      return event.session.token !== '';
    },
    hasBrandSession: ({ context }) => context.token !== '' && context.brand !== null && context.menu !== null,
    hasToken: ({ context }) => context.token !== '',
    canAutoSelect: ({ context }) =>
      context.autoSelect &&
      (context.brands.length === 1 || context.brands.some((b) => b.brandId === context.brand?.brandId)),
  },
  actions: {
    askOtherTabs: sendTo('otherTabs', { type: 'tabs.ask' } satisfies TabsCommand),
    stopAskingOtherTabs: sendTo('otherTabs', { type: 'tabs.stopAsking' } satisfies TabsCommand),
    answerOtherTab: sendTo('otherTabs', ({ context, event }): TabsCommand => {
      assertEvent(event, 'tabs.asked');
      const { token, userInfo, brand, menu } = context;
      return { type: 'tabs.answer', requestId: event.requestId, session: { token, userInfo, brand, menu } };
    }),
    tellOtherTabsLoggedOut: sendTo('otherTabs', { type: 'tabs.logout' } satisfies TabsCommand),
    takeOffer: assign(({ event }) => {
      assertEvent(event, 'tabs.offer');
      return { ...event.session, askOtherTabs: false };
    }),
    // Provided by the app: writes the session another tab handed over into this tab's storage.
    storeOffer: (_, _params: { session: SharedSession }) => {},
    // Provided by the app: forgets the tab's stored token, so a reload does not resume an ended session.
    forgetStoredSession: () => {},
    // Provided by the app: when the machine no longer keeps a brand (`kept` null), the tab's stored one
    // is forgotten too, so no call sends it again.
    forgetStoredBrand: (_, _params: { kept: BrandInfo | null }) => {},
    forgetLoginProblem: assign({ loginProblem: null, endReason: null, endedBy: null }),
    rememberLoginProblem: assign({
      loginProblem: (_, params: { error: unknown }) => problemOf(params.error),
    }),
    keepLogin: assign((_, params: { result: LoginResult }) => ({
      token: params.result.token,
      userInfo: params.result.userInfo,
      autoSelect: true,
      loginProblem: null,
      endReason: null,
    })),
    keepBrands: assign({ brands: (_, params: { brands: UserBrand[] }) => params.brands, brandProblem: null }),
    // A remembered brand the fresh list no longer holds (disabled or removed there): forgotten, not tried.
    forgetUnlistedBrand: assign({
      brand: ({ context }) =>
        context.brands.some((b) => b.brandId === context.brand?.brandId) ? context.brand : null,
    }),
    rememberBrandProblem: assign({
      brandProblem: (_, params: { error: unknown }) => messageOf(params.error),
    }),
    pickAutoBrand: assign({
      chosenBrandId: ({ context }) =>
        context.brands.find((b) => b.brandId === context.brand?.brandId)?.brandId ??
        context.brands[0]?.brandId ??
        0,
      autoSelect: false,
    }),
    chooseBrand: assign({
      chosenBrandId: ({ event }) => {
        assertEvent(event, 'session.chooseBrand');
        return event.brandId;
      },
      autoSelect: false,
      brandProblem: null,
    }),
    keepBrand: assign((_, params: { result: SelectBrandResult }) => ({
      brand: params.result.brand,
      menu: params.result.roleMenu,
      brandProblem: null,
    })),
    announceBrand: emit((_, params: { brandId: number }) => ({
      type: 'session.brandSelected' as const,
      brandId: params.brandId,
    })),
    keepMenu: assign({
      menu: ({ event }) => {
        assertEvent(event, 'session.menu');
        return event.menu;
      },
    }),
    keepBrandTitle: assign({
      brand: ({ context, event }) => {
        assertEvent(event, 'session.brandTitle');
        if (!context.brand) return context.brand;
        const { roleTitle = context.brand.roleTitle } = event;
        return { ...context.brand, brandTitle: event.title, roleTitle };
      },
    }),
    forgetSession: assign({ token: '', userInfo: null, menu: null, brands: [], autoSelect: false }),
    dropToken: assign({ token: '' }),
    // Why the session ended, when the server said.
    rememberEnd: assign({
      endedBy: ({ event }) => {
        assertEvent(event, 'session.expired');
        return event.ended ?? null;
      },
    }),
    // Leaving the expiry: the brand the member was disabled in goes (the page kept it until now).
    forgetEndedBrand: assign({ brand: ({ context }) => keptBrand(context) }),
    announceExpiry: emit(({ context }) => ({
      type: 'session.expiredNotice' as const,
      ended: context.endedBy,
    })),
    announceLogout: emit({ type: 'session.loggedOut' as const }),
    markExpired: assign({ endReason: 'expired' as const }),
    markLoggedOut: assign({ endReason: 'logout' as const }),
  },
});

/**
 * A session another tab hands over, taken alike by a new tab that asked for it and by a login screen
 * told of another tab's sign-in: into the console with its brand, or to the brand choice.
 */
const offered = ({ event }: { event: SessionEvent }) => {
  assertEvent(event, 'tabs.offer');
  return { session: event.session };
};
/** The brand worth remembering: none when the session ended because the member was disabled there. */
function keptBrand(context: SessionContext): BrandInfo | null {
  return context.endedBy && context.endedBy.brandId === context.brand?.brandId ? null : context.brand;
}

/**
 * The stored brand follows the machine's (read after the transition's assigns): forgotten at once when
 * it is gone, so no call sends it again, even while the expiry's page still shows it.
 */
const dropStoredBrand = {
  type: 'forgetStoredBrand',
  params: ({ context }: { context: SessionContext }) => ({ kept: keptBrand(context) }),
} as const;

const takeOtherTabsSession = [
  {
    guard: 'offerHasBrand',
    target: '#session.ready',
    actions: ['takeOffer', { type: 'storeOffer', params: offered }],
  },
  {
    guard: 'offerHasToken',
    target: '#session.choosingBrand',
    actions: ['takeOffer', { type: 'storeOffer', params: offered }],
  },
] as const;

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.token,
    userInfo: input.userInfo,
    brand: input.brand,
    menu: input.menu,
    brands: [],
    chosenBrandId: 0,
    autoSelect: false,
    loginProblem: null,
    brandProblem: null,
    endReason: null,
    endedBy: null,
    askOtherTabs: input.askOtherTabs ?? false,
  }),
  // The link to the browser's other tabs lives as long as the session actor: it answers their
  // questions and hears a logout made in any of them.
  invoke: { id: 'otherTabs', src: 'otherTabs' },
  initial: 'boot',
  states: {
    // A reload resumes from what the tab stored, without a new sign-in; a new tab asks the others.
    boot: {
      always: [
        { guard: 'hasBrandSession', target: 'ready' },
        { guard: 'hasToken', target: 'choosingBrand' },
        { guard: 'mayAskOtherTabs', target: 'resuming' },
        { target: 'loggedOut' },
      ],
    },
    // sessionStorage is per tab (docs/spec.md §3), so a link opened in a new tab starts empty: it asks the
    // open tabs of the same browser for their session, and shows the login screen when none answers
    // in time. The user may sign in meanwhile.
    resuming: {
      tags: ['resuming'],
      entry: 'askOtherTabs',
      exit: 'stopAskingOtherTabs',
      after: { tabHandshake: 'loggedOut' },
      on: {
        'tabs.offer': takeOtherTabsSession,
        'session.login': { target: 'authenticating', actions: 'forgetLoginProblem' },
      },
    },
    loggedOut: {
      tags: ['signedOut'],
      on: {
        'session.login': { target: 'authenticating', actions: 'forgetLoginProblem' },
        // Another tab of the browser signed in: this login screen takes its session, as a new tab would.
        'tabs.offer': takeOtherTabsSession,
      },
    },
    authenticating: {
      tags: ['signedOut', 'busy'],
      invoke: {
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'session.login');
          return { user: event.user, password: event.password, verifycode: event.verifycode };
        },
        onDone: {
          target: 'choosingBrand',
          actions: { type: 'keepLogin', params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: 'loggedOut',
          actions: { type: 'rememberLoginProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    choosingBrand: {
      tags: ['choosingBrand'],
      initial: 'loading',
      on: {
        'session.logout': { target: '#session.loggingOut', actions: 'tellOtherTabsLoggedOut' },
        'session.expired': { target: '#session.expiring', actions: ['rememberEnd', dropStoredBrand] },
        'tabs.asked': { actions: 'answerOtherTab' },
        'tabs.loggedOut': '#session.loggingOut',
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            src: 'loadBrands',
            onDone: {
              target: 'deciding',
              actions: [
                { type: 'keepBrands', params: ({ event }) => ({ brands: event.output }) },
                'forgetUnlistedBrand',
                dropStoredBrand,
              ],
            },
            onError: {
              target: 'failed',
              actions: { type: 'rememberBrandProblem', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        deciding: {
          always: [
            { guard: 'canAutoSelect', target: 'selecting', actions: 'pickAutoBrand' },
            { target: 'picking' },
          ],
        },
        picking: {
          on: { 'session.chooseBrand': { target: 'selecting', actions: 'chooseBrand' } },
        },
        selecting: {
          tags: ['busy'],
          invoke: {
            src: 'selectBrand',
            input: ({ context }) => ({ brandId: context.chosenBrandId }),
            onDone: {
              target: '#session.ready',
              actions: [
                { type: 'keepBrand', params: ({ event }) => ({ result: event.output }) },
                { type: 'announceBrand', params: ({ event }) => ({ brandId: event.output.brand.brandId }) },
              ],
            },
            onError: {
              target: 'picking',
              actions: { type: 'rememberBrandProblem', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        failed: {
          on: { 'session.loadBrands': 'loading' },
        },
      },
    },
    ready: {
      tags: ['signedIn'],
      initial: 'idle',
      on: {
        'session.logout': { target: 'loggingOut', actions: 'tellOtherTabsLoggedOut' },
        'session.expired': { target: 'expiring', actions: ['rememberEnd', dropStoredBrand] },
        'session.menu': { actions: 'keepMenu' },
        'session.brandTitle': { actions: 'keepBrandTitle' },
        'tabs.asked': { actions: 'answerOtherTab' },
        // Logging out in one tab ends the session in every tab (each also ends its own token).
        'tabs.loggedOut': 'loggingOut',
      },
      states: {
        idle: {
          on: {
            'session.loadBrands': 'loadingBrands',
            'session.chooseBrand': { target: 'switching', actions: 'chooseBrand' },
          },
        },
        loadingBrands: {
          invoke: {
            src: 'loadBrands',
            onDone: {
              target: 'idle',
              actions: { type: 'keepBrands', params: ({ event }) => ({ brands: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'rememberBrandProblem', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        switching: {
          tags: ['busy'],
          invoke: {
            src: 'selectBrand',
            input: ({ context }) => ({ brandId: context.chosenBrandId }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'keepBrand', params: ({ event }) => ({ result: event.output }) },
                { type: 'announceBrand', params: ({ event }) => ({ brandId: event.output.brand.brandId }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'rememberBrandProblem', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    // One message and one redirect however many calls came back with 401: further 401s land here and
    // are ignored. The page stays as it was while the message shows; the rest is forgotten on leaving.
    expiring: {
      tags: ['expiring'],
      entry: ['dropToken', 'forgetStoredSession', 'announceExpiry'],
      after: {
        expiryRedirect: {
          target: 'loggedOut',
          actions: ['forgetEndedBrand', 'forgetSession', 'markExpired'],
        },
      },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        src: 'logout',
        onDone: { target: 'loggedOut', actions: ['forgetSession', 'markLoggedOut', 'announceLogout'] },
        // The token is dropped locally whatever the server said; the server expires it on its own.
        onError: { target: 'loggedOut', actions: ['forgetSession', 'markLoggedOut', 'announceLogout'] },
      },
    },
  },
});
