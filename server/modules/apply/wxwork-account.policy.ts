import type { Refusal } from '../../kit/policy.ts';

/** Enterprise WeChat accounts' rules, tested alone (server/modules/agent/agent-policy.test.ts). */

/**
 * Receiving messages needs both the Token (signatures) and the EncodingAESKey (decryption): one without
 * the other is a callback that cannot work. Neither is fine: an application that only sends.
 */
export function callbackPairRefusal(account: { token: string; encodingAesKey: string }): Refusal | null {
  if ((account.token === '') === (account.encodingAesKey === '')) return null;
  return {
    code: 1,
    key: 'wxworkCallbackPair',
    field: account.token === '' ? 'token' : 'encodingAesKey',
  };
}

/** The purpose an account's secret is sealed for (server/secrets.ts): another brand's or account's does not open. */
export const wxworkSecretPurpose = (brandId: number, id: number) => `wxwork:${brandId}:${id}:secret`;
