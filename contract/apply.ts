import type { RuleKey } from './rule-key.ts';
import type { SmsProvider } from './sms.ts';

/** The applications page: one card per integration the brand can connect. */
export const applyPaths = {
  /** What each card shows: whether the integration is set up. */
  summary: '/apply/summary.html',
} as const;

export const applyScreenRule = {
  /** `/apply/index`; also guards its figures (`/apply/summary.html`). */
  index: 'apply/index',
} as const satisfies Record<string, RuleKey>;

/**
 * Whether each integration is set up, without any of its secrets. SMS counts as set up with a real
 * provider whose key can be opened; the `log` provider only writes the text to the log.
 */
export interface ApplySummary {
  sms: { provider: SmsProvider; ready: boolean };
  email: { host: string; fromAddress: string; ready: boolean };
  wxwork: { total: number; enabled: number };
  /** Set up: a provider address and a model saved in the AI module's settings. */
  ai: { ready: boolean };
}
