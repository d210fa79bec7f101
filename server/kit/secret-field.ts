import { fieldRefusal } from '../envelope.ts';
import type { SecretBox } from '../secrets.ts';

/** A write-only secret as a settings form sends it: a new value, '' or nothing to keep it, null to remove it. */
export type SecretInput = string | null | undefined;

/**
 * The sealed secret a settings save stores: a new value replaces the current one, '' or nothing keeps
 * it, null removes it. A kept secret goes only where it went before: when the save `readdressed` it
 * (another server, account or address), keeping is refused at `field` and it must be typed again.
 */
export function nextSecret(
  box: SecretBox,
  secret: {
    field: string;
    typed: SecretInput;
    current: string | null;
    purpose: string;
    readdressed: boolean;
  },
): string | null {
  const { typed, current } = secret;
  if (typed === null) return null;
  if (typed) return box.seal(typed, secret.purpose);
  if (current && secret.readdressed) throw fieldRefusal(secret.field, 'secret.readdress');
  return current;
}

/** What an audit row says of a write-only secret: never the secret itself. */
export function secretChange(typed: SecretInput): 'removed' | 'changed' | 'kept' {
  return typed === null ? 'removed' : typed ? 'changed' : 'kept';
}
