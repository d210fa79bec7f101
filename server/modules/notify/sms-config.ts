import { eq } from 'drizzle-orm';
import type { SmsProvider } from '../../../contract/sms.ts';
import type { Queryable } from '../../kit/db.ts';
import { smsConfigs } from './notify.tables.ts';

/** Stored `[[name, value], …]` read back, anything else as none. */
export function paramPairs(value: unknown): [string, string][] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((p): [string, string][] =>
    Array.isArray(p) && typeof p[0] === 'string' && typeof p[1] === 'string' ? [[p[0], p[1]]] : [],
  );
}

/** The purpose a brand's SMS secret is sealed for (server/secrets.ts): another brand's does not open. */
export const smsSecretPurpose = (brandId: number) => `sms:${brandId}:accessKeySecret`;

const defaults = {
  provider: 'log' as SmsProvider,
  accessKeyId: '',
  accessKeySecret: null,
  sdkAppId: '',
  signName: '',
  region: '',
  perMinute: 1,
  perDay: 10,
};

/** The brand's SMS settings (the defaults until it saves some). */
export async function smsConfigOf(db: Queryable, brandId: number) {
  const [row] = await db.select().from(smsConfigs).where(eq(smsConfigs.brandId, brandId));
  return row ?? { brandId, ...defaults, updatedAt: new Date(0) };
}
