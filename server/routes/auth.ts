import { and, eq, gt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { type LoginFailure, type LoginResult, loginBody } from '../../contract/auth.ts';
import { ResultCode } from '../../contract/envelope.ts';
import { audit } from '../audit.ts';
import { dummyPasswordHash, verifyPassword } from '../auth/password.ts';
import { requireSession } from '../auth/session.middleware.ts';
import { hashToken, newToken } from '../auth/token.ts';
import type { AppEnv } from '../context.ts';
import { adminUsers, captchas, loginFailures, sessions } from '../db/schema.ts';
import { ApiError, ok, parseBody } from '../envelope.ts';
import { captchaCookie } from './captcha.ts';

/** After this many failed sign-ins for one user name within the window, the captcha is required. */
export const loginThrottle = { failures: 3, windowMs: 15 * 60_000 } as const;

export const authRoutes = new Hono<AppEnv>()
  .post('/userpwd.html', async (c) => {
    const body = await parseBody(c, loginBody);
    const { db, sessionIdleHours } = c.var.deps;
    const name = body.user.toLowerCase();
    const now = new Date();
    const countFailures = async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(loginFailures)
        .where(
          and(
            eq(loginFailures.userName, name),
            gt(loginFailures.createdAt, new Date(now.getTime() - loginThrottle.windowMs)),
          ),
        );
      return row?.n ?? 0;
    };
    const refuse = (key: 'loginFailed' | 'captchaRequired' | 'captchaWrong', captchaRequired: boolean) => {
      const data: LoginFailure = { captchaRequired };
      return new ApiError(ResultCode.business, key, undefined, data);
    };

    if ((await countFailures()) >= loginThrottle.failures) {
      if (!body.verifycode) throw refuse('captchaRequired', true);
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
        throw refuse('captchaWrong', true);
      }
    }

    const [user] = await db
      .select()
      .from(adminUsers)
      .where(sql`lower(${adminUsers.userName}) = ${name}`)
      .limit(1);
    const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !passwordOk || user.status !== 1) {
      await db.insert(loginFailures).values({ userName: name });
      // The same message whether the user exists or not.
      throw refuse('loginFailed', (await countFailures()) >= loginThrottle.failures);
    }

    const token = newToken();
    await db.transaction(async (tx) => {
      await tx.delete(loginFailures).where(eq(loginFailures.userName, name));
      const [session] = await tx
        .insert(sessions)
        .values({
          tokenHash: hashToken(token),
          userId: user.id,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + sessionIdleHours * 3_600_000),
        })
        .returning({ id: sessions.id });
      await tx.update(adminUsers).set({ lastLoginAt: now }).where(eq(adminUsers.id, user.id));
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
    });
    return ok(c, null, 'loggedOut');
  });
