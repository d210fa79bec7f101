/**
 * How failed sign-ins limit the next ones: plain rules over the failure times the database keeps
 * (so every process counts the same), no SQL and no Hono, so they are tested alone.
 *
 * - per user name: from the 3rd failure within 15 minutes the next attempt needs the captcha; from
 *   the 10th it is refused outright (each of those needed a solved captcha);
 * - per client address: from the 20th failure within 15 minutes, whatever the user names, the address
 *   is refused outright.
 * A refused attempt runs no scrypt and writes no row, so a flood costs a few index reads each.
 */
export interface SignInLimits {
  readonly windowMs: number;
  readonly captchaAfter: number;
  readonly userLockAfter: number;
  readonly addressLockAfter: number;
}

export const signInLimits: SignInLimits = {
  windowMs: 15 * 60_000,
  captchaAfter: 3,
  userLockAfter: 10,
  addressLockAfter: 20,
};

/** Recent failures, newest first; only the first `userLockAfter` / `addressLockAfter` matter. */
export interface FailureHistory {
  user: Date[];
  address: Date[];
}

export interface SignInGate {
  captchaRequired: boolean;
  /** Whole minutes until the captcha is no longer required (0 when it is not). */
  captchaMinutes: number;
  locked: boolean;
  /** Whole minutes until an attempt is accepted again (0 when not locked). */
  lockedMinutes: number;
}

/**
 * How long until fewer than `n` of `times` (newest first) lie inside the window: the n-th newest leaves
 * it at its time + window, until then n are inside. 0 when fewer than n are inside now. Also the rate
 * limit of client error reports (server/client-error.ts).
 */
export function msUntilBelow(times: Date[], n: number, now: Date, windowMs: number): number {
  const inWindow = times.filter((t) => now.getTime() - t.getTime() < windowMs);
  const nth = inWindow[n - 1];
  return nth ? nth.getTime() + windowMs - now.getTime() : 0;
}

const minutes = (ms: number) => (ms > 0 ? Math.max(1, Math.ceil(ms / 60_000)) : 0);

/** What the next sign-in attempt for this user name from this address must clear. */
export function signInGate(
  history: FailureHistory,
  now: Date,
  limits: SignInLimits = signInLimits,
): SignInGate {
  const captchaMs = msUntilBelow(history.user, limits.captchaAfter, now, limits.windowMs);
  const lockMs = Math.max(
    msUntilBelow(history.user, limits.userLockAfter, now, limits.windowMs),
    msUntilBelow(history.address, limits.addressLockAfter, now, limits.windowMs),
  );
  return {
    captchaRequired: captchaMs > 0,
    captchaMinutes: minutes(captchaMs),
    locked: lockMs > 0,
    lockedMinutes: minutes(lockMs),
  };
}

/** The history with one more failure now, for what the refusal of this attempt says about the next. */
export function withFailure(history: FailureHistory, now: Date): FailureHistory {
  return { user: [now, ...history.user], address: [now, ...history.address] };
}

/**
 * The key failures are counted under for an address. An IPv6 client usually holds a whole /64, so it
 * counts as one; an IPv4 address counts alone. Unknown addresses ('' — in-process callers) share one.
 */
export function addressKey(address: string): string {
  const a = address.trim().toLowerCase();
  if (!a.includes(':')) return a;
  const [head = '', tail = ''] = a.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = a.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (g === '' ? '0' : g.replace(/^0+(?=.)/, '')))
    .join(':')}::/64`;
}
