import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import {
  type LoginFailure,
  type LoginResult,
  type LoginState,
  loginBody,
  loginStateBody,
} from '../../../contract/auth.ts';
import { type Locale, ResultCode } from '../../../contract/envelope.ts';
import { audit } from '../../audit.ts';
import { captchaCookie } from '../../auth/captcha.ts';
import { dummyPasswordHash, verifyPassword } from '../../auth/password.ts';
import { requireSession } from '../../auth/session.middleware.ts';
import {
  addressKey,
  type FailureHistory,
  type SignInGate,
  signInGate,
  signInLimits,
  withFailure,
} from '../../auth/sign-in-limits.ts';
import { recordSignIn, userAgentMax } from '../../auth/sign-ins.ts';
import { hashToken, newToken } from '../../auth/token.ts';
import type { AppEnv } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { adminUsers, captchas, loginFailures, sessions } from '../../db/schema.ts';
import { ApiError, ok, parseBody } from '../../envelope.ts';
import { activeMemberships, disabledMemberships } from '../../kit/member.ts';
import { raiseEvent } from '../../live/live-events.ts';
import { type MessageKey, minutesText } from '../../messages.ts';

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

export const authRoutes = new Hono<AppEnv>()
  // Read-only, so the login screen can ask on load (and after a reload) whether to show the captcha.
  .post('/loginstate.html', async (c) => {
    const body = await parseBody(c, loginStateBody);
    const now = new Date();
    const history = await failureHistory(
      c.var.deps.db,
      body.user?.toLowerCase() ?? '',
      addressKey(c.var.client.address),
      now,
    );
    return ok(c, stateOf(signInGate(history, now)));
  })
  .post('/userpwd.html', async (c) => {
    const body = await parseBody(c, loginBody);
    const { db, sessionIdleHours, sessionMaxDays } = c.var.deps;
    const name = body.user.toLowerCase();
    const address = addressKey(c.var.client.address);
    const now = new Date();
    const history = await failureHistory(db, name, address, now);
    const gate = signInGate(history, now);
    const refuse = (key: MessageKey, state: SignInGate, field: LoginFailure['field']) => {
      const data: LoginFailure = { ...stateOf(state), field };
      const minutes = state.locked ? state.lockedMinutes : state.captchaMinutes;
      return new ApiError(ResultCode.business, key, { minutes: minutesText(c.var.locale, minutes) }, data);
    };

    // Refused before any work: no scrypt, no row written, whatever the password.
    if (gate.locked) throw refuse('tooManyAttempts', gate, null);
    if (gate.captchaRequired) {
      if (!body.verifycode) throw refuse('captchaRequired', gate, 'verifycode');
      const key = getCookie(c, captchaCookie);
      // One answer per image: it is deleted whether right or wrong, so it cannot be tried twice.
      const [stored] = key
        ? await db
            .delete(captchas)
            .where(eq(captchas.keyHash, hashToken(key)))
            .returning()
        : [];
      deleteCookie(c, captchaCookie, { path: '/' });
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
      const key: MessageKey = next.locked
        ? 'loginFailedLocked'
        : next.captchaRequired && !gate.captchaRequired
          ? 'loginFailedCaptcha'
          : 'loginFailed';
      throw refuse(key, next, 'password');
    }
    await refuseIfDisabledEverywhere(db, user.id, stateOf(gate), c.var.locale);

    const token = newToken();
    const userAgent = (c.req.header('user-agent') ?? '').slice(0, userAgentMax);
    await db.transaction(async (tx) => {
      await tx.delete(loginFailures).where(eq(loginFailures.userName, name));
      const [session] = await tx
        .insert(sessions)
        .values({
          tokenHash: hashToken(token),
          userId: user.id,
          lastSeenAt: now,
          clientAddress: c.var.client.address,
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
        clientAddress: c.var.client.address,
        userAgent,
      });
      await audit(tx, {
        brandId: 0,
        userId: user.id,
        action: 'login',
        entity: 'session',
        entityId: session?.id ?? 0,
      });
    });
    const result: LoginResult = {
      token,
      userInfo: { userId: user.id, userName: user.userName, realName: user.realName },
    };
    return ok(c, result, 'loggedIn');
  })
  .post('/logout.html', requireSession, async (c) => {
    const { db } = c.var.deps;
    const { sessionId, userId } = c.var.session;
    await db.transaction(async (tx) => {
      await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
      await audit(tx, { brandId: 0, userId, action: 'logout', entity: 'session', entityId: sessionId });
      await raiseEvent(tx, { t: 'session', userId });
    });
    return ok(c, null, 'loggedOut');
  });
