import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Semaphore } from '../semaphore.ts';

// OWASP's scrypt floor (N=2^17 is recommended for new systems; 2^15 keeps a sign-in near 50 ms on
// small machines while staying far beyond GPU-friendly work factors of fast hashes).
const params = { N: 32768, r: 8, p: 1, keyLength: 64 } as const;

/**
 * scrypt runs on libuv's thread pool and takes 32 MB a run: a flood of sign-ins would queue there
 * anyway, behind file and DNS work, holding memory for every one. At most two per core run at once;
 * the others wait their turn here.
 */
export const scryptSlots = new Semaphore(2 * availableParallelism());

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number) {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return scryptSlots.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, keyLength, options, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url), so the work factor can grow without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params.N, params.r, params.p, params.keyLength);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
    expected.length,
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// Verifying against this when the user does not exist makes "no such user" cost the same time as
// "wrong password", so timing does not reveal which user names exist.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64url'));
  return dummyHash;
}
