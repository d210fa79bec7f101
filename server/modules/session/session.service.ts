import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  LoginFailure,
  LoginResult,
  LoginState,
  loginBody,
  loginStateBody,
  SelectBrandResult,
  UserBrand,
} from '../../../contract/auth.ts';
import { type Locale, ResultCode } from '../../../contract/envelope.ts';
import { dummyPasswordHash, verifyPassword } from '../../auth/password.ts';
import {
  addressKey,
  type FailureHistory,
  type SignInGate,
  signInGate,
  signInLimits,
  withFailure,
} from '../../auth/sign-in-limits.ts';
import { hashToken, newToken } from '../../auth/token.ts';
import type { AppDeps } from '../../context.ts';
import { minutesText } from '../../core.messages.ts';
import type { Db } from '../../db/client.ts';
import { adminUsers, loginFailures, sessions } from '../../db/core.tables.ts';
import { ApiError } from '../../envelope.ts';
import { recordChange } from '../../kit/change.ts';
import { activeMemberships, disabledMemberships } from '../../kit/member.ts';
import { raiseEvent } from '../../live/live-events.ts';
import { recordSignIn, userAgentMax } from '../account/account.public.ts';
import { takeCaptcha } from './captcha.service.ts';
import type { SessionKey } from './session.messages.ts';

/**
 * The sessions' use cases: signing in (with its failures and captcha), choosing a brand, signing out.
 * Sessions, sign-in failures and captchas are not business changes; what these record is what the
 * routes recorded before the services: a `session` change for a sign-in and a sign-out (brand 0), a
 * `brand` `select` change for a brand chosen, nothing for a failure. A sign-out raises `session` so
 * the user's other consoles hear it.
 */

/** Who asks to sign in: the language of the answer, the client's address and browser. */
export interface SignInClient {
  locale: Locale;
  /** The client's address as the request gave it (client-info.ts). */
  address: string;
  userAgent: string;
}

/** A signed-in caller: their user and session, and the language of the answer. */
export interface SessionCaller {
  userId: number;
  sessionId: number;
  locale: Locale;
}

/** The captcha of the sign-in's cookie: its key, and how to forget the cookie once it is used up. */
export interface CaptchaTicket {
  key: string | undefined;
  forget: () => void;
}

/** The recent failures for this user name and from this address, newest first, as many as count. */
async function failureHistory(db: Db, userName: string, address: string, now: Date): Promise<FailureHistory> {
  const since = new Date(now.getTime() - signInLimits.windowMs);
  const times = async (
    column: typeof loginFailures.userName | typeof loginFailures.clientAddress,
    value: string,
    limit: number,
  ) =>
    (
      await db
        .select({ at: loginFailures.createdAt })
        .from(loginFailures)
        .where(and(eq(column, value), gt(loginFailures.createdAt, since)))
        .orderBy(desc(loginFailures.createdAt))
        .limit(limit)
    ).map((r) => r.at);
  const [user, byAddress] = await Promise.all([
    userName ? times(loginFailures.userName, userName, signInLimits.userLockAfter) : [],
    times(loginFailures.clientAddress, address, signInLimits.addressLockAfter),
  ]);
  return { user, address: byAddress };
}

/**
 * The right password of an account disabled in every brand it belongs to opens no session: it could
 * do nothing, and the refusal says where the account was disabled (an administrator there can enable
 * it again). An account of no brand at all still signs in, to its dashboard.
 */
async function refuseIfDisabledEverywhere(db: Db, userId: number, state: LoginState, locale: Locale) {
  if ((await activeMemberships(db, locale, userId)).length > 0) return;
  const disabledIn = await disabledMemberships(db, userId);
  if (disabledIn.length === 0) return;
  const data: LoginFailure = { ...state, field: null, reason: 'memberDisabled', disabledIn };
  const titles = disabledIn.map((b) => b.brandTitle);
  throw disabledIn.length === 1
    ? new ApiError(ResultCode.business, 'memberDisabled', { brand: titles }, data)
    : new ApiError(ResultCode.business, 'memberDisabledMany', { brands: titles }, data);
}

const stateOf = (gate: SignInGate): LoginState => ({
  captchaRequired: gate.captchaRequired,
  captchaMinutes: gate.captchaMinutes,
  lockedMinutes: gate.lockedMinutes,
});

/** `loginstate`: whether the sign-in screen shows the captcha or a lock (read only). */
export async function loginState(
  deps: Pick<AppDeps, 'db'>,
  client: SignInClient,
  body: z.infer<typeof loginStateBody>,
): Promise<LoginState> {
  const now = new Date();
  const history = await failureHistory(
    deps.db,
    body.user?.toLowerCase() ?? '',
    addressKey(client.address),
    now,
  );
  return stateOf(signInGate(history, now));
}

/**
 * `userpwd`: a session for a right password, within the sign-in limits (a captcha after a few
 * failures, a lock after more). A failure is remembered (no change record: it is no business change).
 */
export async function signIn(
  deps: Pick<AppDeps, 'db' | 'sessionIdleHours' | 'sessionMaxDays'>,
  client: SignInClient,
  input: { body: z.infer<typeof loginBody>; captcha: CaptchaTicket },
): Promise<LoginResult> {
  const { body } = input;
  const { db, sessionIdleHours, sessionMaxDays } = deps;
  const name = body.user.toLowerCase();
  const address = addressKey(client.address);
  const now = new Date();
  const history = await failureHistory(db, name, address, now);
  const gate = signInGate(history, now);
  const refuse = (key: SessionKey, state: SignInGate, field: LoginFailure['field']) => {
    const data: LoginFailure = { ...stateOf(state), field };
    const minutes = state.locked ? state.lockedMinutes : state.captchaMinutes;
    return new ApiError(ResultCode.business, key, { minutes: minutesText(client.locale, minutes) }, data);
  };

  // Refused before any work: no scrypt, no row written, whatever the password.
  if (gate.locked) throw refuse('tooManyAttempts', gate, null);
  if (gate.captchaRequired) {
    if (!body.verifycode) throw refuse('captchaRequired', gate, 'verifycode');
    // One answer per image: it is used up whether right or wrong, so it cannot be tried twice.
    const stored = await takeCaptcha(db, input.captcha.key);
    input.captcha.forget();
    if (!stored || stored.expiresAt < now || stored.answer !== body.verifycode.trim()) {
      throw refuse('captchaWrong', gate, 'verifycode');
    }
  }

  const [user] = await db
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.userName}) = ${name}`)
    .limit(1);
  const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !passwordOk || user.status !== 1) {
    await db.insert(loginFailures).values({ userName: name, clientAddress: address });
    const next = signInGate(withFailure(history, now), now);
    // The same message whether the user exists or not; it says when this failure starts a limit.
    const key: SessionKey = next.locked
      ? 'loginFailedLocked'
      : next.captchaRequired && !gate.captchaRequired
        ? 'loginFailedCaptcha'
        : 'loginFailed';
    throw refuse(key, next, 'password');
  }
  await refuseIfDisabledEverywhere(db, user.id, stateOf(gate), client.locale);

  const token = newToken();
  const userAgent = client.userAgent.slice(0, userAgentMax);
  await db.transaction(async (tx) => {
    await tx.delete(loginFailures).where(eq(loginFailures.userName, name));
    const [session] = await tx
      .insert(sessions)
      .values({
        tokenHash: hashToken(token),
        userId: user.id,
        lastSeenAt: now,
        clientAddress: client.address,
        userAgent,
        expiresAt: new Date(
          now.getTime() + Math.min(sessionIdleHours * 3_600_000, sessionMaxDays * 86_400_000),
        ),
      })
      .returning({ id: sessions.id });
    await tx.update(adminUsers).set({ lastLoginAt: now }).where(eq(adminUsers.id, user.id));
    await recordSignIn(tx, {
      userId: user.id,
      sessionId: session?.id ?? 0,
      clientAddress: client.address,
      userAgent,
    });
    await recordChange(
      tx,
      { brandId: 0, userId: user.id },
      { action: 'login', entity: 'session', entityId: session?.id ?? 0 },
    );
  });
  return { token, userInfo: { userId: user.id, userName: user.userName, realName: user.realName } };
}

/** `logout`: the caller's session ends; their other consoles hear `session`. */
export async function signOut(deps: Pick<AppDeps, 'db'>, me: Omit<SessionCaller, 'locale'>): Promise<void> {
  const { sessionId, userId } = me;
  await deps.db.transaction(async (tx) => {
    await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    await recordChange(
      tx,
      { brandId: 0, userId },
      { action: 'logout', entity: 'session', entityId: sessionId },
    );
    await raiseEvent(tx, { t: 'session', userId });
  });
}

/** `userbrandlist`: the brands the caller may work in. */
export async function userBrands(deps: Pick<AppDeps, 'db'>, me: SessionCaller): Promise<UserBrand[]> {
  return (await activeMemberships(deps.db, me.locale, me.userId)).map((m) => ({
    brandId: m.brandId,
    brandTitle: m.brandTitle,
    roleTitle: m.roleTitle,
    logo: m.logo,
  }));
}

/** `userselectbrand`: the session works in `brandId` from now on; answers the brand and its menu. */
export async function selectBrand(
  deps: Pick<AppDeps, 'db' | 'menuCache'>,
  me: SessionCaller,
  brandId: number,
): Promise<SelectBrandResult> {
  const { db, menuCache } = deps;
  const { userId, sessionId } = me;
  const [member] = await activeMemberships(db, me.locale, userId, brandId);
  if (!member) throw new ApiError(ResultCode.forbidden, 'brandForbidden');
  await db.transaction(async (tx) => {
    await tx.update(sessions).set({ brandId }).where(eq(sessions.id, sessionId));
    await recordChange(tx, { brandId, userId }, { action: 'select', entity: 'brand', entityId: brandId });
  });
  const grants = await menuCache.get(db, member);
  return {
    brand: { brandId: member.brandId, brandTitle: member.brandTitle, roleTitle: member.roleTitle },
    roleMenu: grants.menu[me.locale],
  };
}
