import { eq } from 'drizzle-orm';
import type { EmailConfig } from '../../../contract/email.ts';
import { fieldRefusal } from '../../envelope.ts';
import type { Queryable } from '../../kit/db.ts';
import { emailConfigs } from './notify.tables.ts';

/** Stored string arrays (`to`, `cc`) read back. */
export function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Stored params (`{ name: value }`) read back. */
export function paramsOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** The purpose a brand's SMTP password is sealed for (server/secrets.ts). */
export const emailSecretPurpose = (brandId: number) => `email:${brandId}:password`;

export async function emailConfigOf(db: Queryable, brandId: number) {
  const [row] = await db.select().from(emailConfigs).where(eq(emailConfigs.brandId, brandId));
  return (
    row ?? {
      brandId,
      host: '',
      port: 465,
      secure: 'tls',
      user: '',
      password: null,
      fromName: '',
      fromAddress: '',
      replyTo: '',
      updatedAt: new Date(0),
    }
  );
}

/** The stored TLS mode as the contract names it (anything unknown is TLS). */
export const secureOf = (v: string): EmailConfig['secure'] => (v === 'starttls' || v === 'none' ? v : 'tls');

/** The brand's settings, refused at their field when a send could not go out without it. */
export async function configReady(db: Queryable, brandId: number) {
  const config = await emailConfigOf(db, brandId);
  if (!config.host) throw fieldRefusal('host', 'emailConfigMissing.host');
  if (!config.fromAddress) throw fieldRefusal('fromAddress', 'emailConfigMissing.fromAddress');
  return config;
}
