import type { RuleKey } from './rule-key.ts';

/** The notification module's screens as rules: each opens the console route of the same path. */
export const notifyScreenRule = {
  index: 'notify/index',
  smsList: 'notify/sms/list',
  smsTemplate: 'notify/sms/template',
  emailList: 'notify/email/list',
} as const satisfies Record<string, RuleKey>;

/**
 * The figures of the notification overview (`/notify/index`), one call per channel: calls
 * docs/spec.md §7 does not name, in its style (`/brand/sms/stats.html`, `/api/email/stats.html`).
 */
export const notifyStatsRule = {
  sms: 'brand/sms/stats',
  email: 'api/email/stats',
} as const satisfies Record<string, RuleKey>;

/** One day of a channel: messages that went out and those that did not (failed or outcome unknown). */
export interface NotifyDay {
  /** `YYYY-MM-DD` in China Standard Time. */
  day: string;
  sent: number;
  failed: number;
}

/** `stats`: today and the last 30 days (today included), oldest day first, every day present. */
export interface NotifyStats {
  today: { sent: number; failed: number };
  last30: { sent: number; failed: number };
  days: NotifyDay[];
}

/** How many days the overview shows. */
export const notifyStatsDays = 30;
