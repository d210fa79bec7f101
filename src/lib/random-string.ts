const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** docs/spec.md §9 random string, default length 32, from the platform's cryptographic source. */
export function randomString(length = 32): string {
  const out: string[] = [];
  // Rejection sampling: 248 is the largest multiple of 62 below 256, so every character is equally likely.
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(Math.max(16, length)));
    for (const b of bytes) {
      if (b < 248 && out.length < length) out.push(alphabet[b % 62] ?? 'A');
    }
  }
  return out.join('');
}
