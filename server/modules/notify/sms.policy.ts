import type { SmsProvider, SmsRefusalReason } from '../../../contract/sms.ts';
import { normalMobile } from '../../../contract/sms.ts';
import type { Refusal } from '../../kit/policy.ts';
import type { NotifyKey } from './notify.messages.ts';

/**
 * The SMS module's rules: who may be texted in one send and what a provider needs. Plain
 * functions over facts the route read; tested alone (server/modules/notify/notify-policy.test.ts).
 */

export interface MobileHistory {
  /** Messages to this mobile in the last minute and the last 24 hours, failed ones not counted. */
  lastMinute: number;
  lastDay: number;
}

export interface RecipientVerdict {
  accepted: string[];
  refused: { mobile: string; reason: SmsRefusalReason }[];
}

/**
 * Splits a send's mobiles into those queued and those refused, each refused one with its reason: not a
 * mainland mobile number, already in this send, or over the brand's per-minute or per-day limit for
 * that number (counting what this send queues before it). Failed messages do not count: they never
 * reached the phone, and "repeat" must be able to send them again.
 */
export function recipientVerdict(
  mobiles: readonly string[],
  history: ReadonlyMap<string, MobileHistory>,
  limits: { perMinute: number; perDay: number },
): RecipientVerdict {
  const verdict: RecipientVerdict = { accepted: [], refused: [] };
  const seen = new Set<string>();
  for (const raw of mobiles) {
    const mobile = normalMobile(raw);
    if (mobile === null) {
      verdict.refused.push({ mobile: raw, reason: 'badNumber' });
      continue;
    }
    if (seen.has(mobile)) {
      verdict.refused.push({ mobile, reason: 'duplicate' });
      continue;
    }
    seen.add(mobile);
    const h = history.get(mobile) ?? { lastMinute: 0, lastDay: 0 };
    if (h.lastDay >= limits.perDay) verdict.refused.push({ mobile, reason: 'perDay' });
    else if (h.lastMinute >= limits.perMinute) verdict.refused.push({ mobile, reason: 'perMinute' });
    else verdict.accepted.push(mobile);
  }
  return verdict;
}

export interface SmsConfigFacts {
  provider: SmsProvider;
  accessKeyId: string;
  /** Whether a secret is stored (or given with this update) and can be opened. */
  hasSecret: boolean;
  sdkAppId: string;
  signName: string;
  region: string;
}

/**
 * What each provider needs before it is saved: Aliyun a key pair and a sign name; Tencent also the
 * SDK app id and a region. The log provider needs nothing.
 */
export function smsConfigRefusal(c: SmsConfigFacts): Refusal | null {
  if (c.provider === 'log') return null;
  // Each message names the field by the label the provider's own console gives it.
  const missing = (field: string, key: NotifyKey): Refusal => ({ code: 1, key, field });
  const provider = c.provider;
  if (!c.accessKeyId) return missing('accessKeyId', `smsConfigMissing.accessKeyId.${provider}`);
  if (!c.hasSecret) return missing('accessKeySecret', `smsConfigMissing.accessKeySecret.${provider}`);
  if (!c.signName) return missing('signName', 'smsConfigMissing.signName');
  if (provider === 'tencent') {
    if (!/^\d{6,12}$/.test(c.sdkAppId)) return missing('sdkAppId', 'smsConfigMissing.sdkAppId');
    if (!c.region) return missing('region', 'smsConfigMissing.region');
  }
  return null;
}

/** A send must give every variable of its template, and only those (`params.<name>` is marked). */
export function paramsRefusal(
  variables: readonly string[],
  params: Readonly<Record<string, string>>,
): Refusal | null {
  const missing = variables.find((v) => !(params[v] ?? '').trim());
  if (missing) return { code: 1, key: 'paramMissing', params: { name: missing }, field: `params.${missing}` };
  const extra = Object.keys(params).find((k) => !variables.includes(k));
  if (extra) return { code: 1, key: 'paramUnknown', params: { name: extra }, field: `params.${extra}` };
  return null;
}
