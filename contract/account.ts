import type { RuleKey } from './rule-key.ts';

/**
 * The account dashboard and the home page: the user's brands with the figures their role
 * may read, their recent sign-ins and open sessions, and today's work in the current brand. All under
 * `/brand/manage/`, the signed-in user's own group: they need a session, no rule of their own; every
 * figure and item is guarded by the rule of the screen it links to.
 */
export const accountPaths = {
  /** Every brand of the user with its figures (works with or without a chosen brand). */
  overview: '/brand/manage/overview.html',
  /** Today's work in the current brand. */
  today: '/brand/manage/today.html',
  /** The user's latest sign-ins (time, address, browser). */
  signIns: '/brand/manage/signin_list.html',
  /** The user's sessions still open. */
  sessions: '/brand/manage/session_list.html',
  /** Ends every session of the user but this one. */
  revokeOthers: '/brand/manage/session_revoke_others.html',
} as const;

/**
 * Figures a brand card may show, one per provider (server/modules/account/figures.ts). A module adds its id
 * here, its provider there and its label in src/modules/account/account.strings.ts (`account.figure.<id>`).
 */
export const brandFigureIds = [
  'members',
  'smsSent',
  'emailSent',
  'customers',
  'pool',
  'followupsDue',
] as const;
export type BrandFigureId = (typeof brandFigureIds)[number];

export interface BrandFigure {
  id: BrandFigureId;
  value: number;
  /**
   * The console route the figure opens (in its brand) with the filters it counts: a list there shows
   * exactly `value` rows. Its provider's rule guards both.
   */
  route: string;
  /** The rule of that route; the figure is left out for a role without it. */
  rule: RuleKey;
}

export interface BrandOverview {
  brandId: number;
  brandTitle: string;
  roleTitle: string;
  logo: string;
  isOwner: boolean;
  figures: BrandFigure[];
}

export interface AccountOverview {
  brands: BrandOverview[];
}

/**
 * Items of today's work on the home page, one per provider (server/modules/account/today.ts), shown when
 * there is something to do and the role may open the screen it links to. A module adds its id here,
 * its provider there and its wording in src/modules/account/account.strings.ts (`home.item.<id>`).
 */
export const todayItemIds = [
  'smsFailed',
  'emailFailed',
  'followupsDue',
  'followupsOverdue',
  'importsFinished',
] as const;
export type TodayItemId = (typeof todayItemIds)[number];

export interface TodayItem {
  id: TodayItemId;
  count: number;
  /** Where the work is done, filtered to it: a list there shows exactly `count` rows (`/notify/sms/list?status=failed&dateFrom=…`). */
  route: string;
}

export interface TodayResult {
  items: TodayItem[];
  /** How many days "failed messages" cover, today included (the wording says it). */
  failedDays: number;
}

/** Sign-ins kept per user (older ones are dropped at each sign-in and by housekeeping). */
export const signInHistoryLength = 20;

export interface SignInItem {
  id: number;
  /** ISO 8601. */
  at: string;
  /** The client address the server saw ('' when unknown). */
  address: string;
  /** The browser's User-Agent as sent (the console shows it as "Chrome 131 · Windows"). */
  userAgent: string;
  /** This sign-in started the session reading the list. */
  current: boolean;
}

export interface SessionItem {
  id: number;
  createdAt: string;
  lastSeenAt: string;
  address: string;
  userAgent: string;
  current: boolean;
}

export interface RevokeOthersResult {
  /** Sessions signed out. */
  revoked: number;
}
