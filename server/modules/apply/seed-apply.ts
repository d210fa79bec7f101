import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SecretBox } from '../../secrets.ts';
import { wxworkAccounts } from './apply.tables.ts';
import { wxworkSecretPurpose } from './wxwork-account.policy.ts';

/** An Enterprise WeChat account as a demo seed writes it, its secret in clear (sealed here). */
export interface DemoWxworkAccount {
  title: string;
  corpId: string;
  agentId: number;
  token: string;
  encodingAesKey: string;
  secret: string;
}

/**
 * Writes a demo Enterprise WeChat account for a brand, its secret sealed for that account (the purpose
 * names the row's id, so the row is written first). Demo data is no member's change: it records none.
 */
export async function seedWxworkAccount(
  db: Db,
  secrets: SecretBox,
  brandId: number,
  demo: DemoWxworkAccount,
): Promise<void> {
  const { secret, ...values } = demo;
  const [account] = await db
    .insert(wxworkAccounts)
    .values({ brandId, ...values })
    .returning({ id: wxworkAccounts.id });
  if (!account) throw new Error('wxwork account insert returned nothing');
  await db
    .update(wxworkAccounts)
    .set({ secret: secrets.seal(secret, wxworkSecretPurpose(brandId, account.id)) })
    .where(eq(wxworkAccounts.id, account.id));
}
