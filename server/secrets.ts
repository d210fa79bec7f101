import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Provider secrets (SMS keys, SMTP passwords) at rest: AES-256-GCM under a key
 * derived from `APP_SECRET`, each value bound to what it is (`sms:1:accessKeySecret`) so a sealed
 * value copied to another brand or field does not open. Answers show only whether a secret is set
 * and its last four characters; logs and audit rows never hold one.
 */

const version = 'v1';

export class SecretBox {
  readonly #key: Buffer;
  readonly #digestKey: Buffer;

  private constructor(key: Buffer, digestKey: Buffer) {
    this.#key = key;
    this.#digestKey = digestKey;
  }

  /** The box of an app secret (APP_SECRET or the embedded default's key file). */
  static fromSecret(appSecret: string): SecretBox {
    const key = hkdfSync('sha256', appSecret, 'brand-console', 'provider secrets v1', 32);
    const digestKey = hkdfSync('sha256', appSecret, 'brand-console', 'lookup digests v1', 32);
    return new SecretBox(Buffer.from(key), Buffer.from(digestKey));
  }

  /** A box with a key of its own that nothing else can open (tests). */
  static ephemeral(): SecretBox {
    return new SecretBox(randomBytes(32), randomBytes(32));
  }

  /**
   * A keyed digest (HMAC-SHA256, its own key derived from the app secret) of a sealed value, to find
   * the same value twice (an id card number used by two agents of a brand) without opening any: equal
   * values of one purpose give equal digests, and without the key a digest cannot be tested against
   * guesses (an id number has few enough of them to try every one against a plain hash).
   */
  digest(plain: string, purpose: string): string {
    return createHmac('sha256', this.#digestKey)
      .update(purpose)
      .update('\0')
      .update(plain)
      .digest('base64url');
  }

  /** `v1.<base64url of iv | tag | ciphertext>`; `purpose` must be given again to open it. */
  seal(plain: string, purpose: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(Buffer.from(purpose));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${version}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** The plain value, or null when the value was sealed under another key or for another purpose. */
  open(sealed: string, purpose: string): string | null {
    if (!sealed.startsWith(`${version}.`)) return null;
    const raw = Buffer.from(sealed.slice(version.length + 1), 'base64url');
    if (raw.length < 28) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

/**
 * What an answer says of a secret: whether it is set and its last four characters ("set, ends in
 * 4f2a"), or that it cannot be read (APP_SECRET changed since it was saved: enter it again).
 */
export interface SecretHint {
  set: boolean;
  /** The last 4 characters (all of a secret shorter than 12: then none). */
  endsWith: string;
  /** Saved under another APP_SECRET: it cannot be used until it is entered again. */
  unreadable?: true;
}

export function secretHint(box: SecretBox, sealed: string | null, purpose: string): SecretHint {
  if (!sealed) return { set: false, endsWith: '' };
  const plain = box.open(sealed, purpose);
  if (plain === null) return { set: true, endsWith: '', unreadable: true };
  // Four characters of a short secret would give away too much of it.
  return { set: true, endsWith: plain.length >= 12 ? plain.slice(-4) : '' };
}

export const keyFileName = 'app-secret.key';

/**
 * The embedded default's app secret: the key file under DATA_DIR, made (random, mode 600) on the first
 * start. With DATABASE_URL the environment must give APP_SECRET (env.ts), since several processes share
 * the database and each must open what another sealed.
 */
export function appSecretFromDataDir(dataDir: string): string {
  const file = join(dataDir, keyFileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}
