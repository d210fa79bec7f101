import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ResultCode } from '../../../contract/envelope.ts';
import {
  changePasswordBody,
  clientErrorBody,
  type ManageBody,
  type ProfileResult,
  profileBody,
} from '../../../contract/manage.ts';
import { audit } from '../../audit.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { loadBrand, requireBrand, requireSession } from '../../auth/session.middleware.ts';
import { clientErrorMaxBytes, recordClientError } from '../../client-error.ts';
import type { AppEnv } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { adminUsers, brandMembers, brands, sessions } from '../../db/schema.ts';
import { ApiError, fieldRefusal, ok, parseBody, payloadTooLarge } from '../../envelope.ts';
import { activeMember } from '../../kit/member.ts';
import { raiseEvent } from '../../live/live-events.ts';

/**
 * `/brand/manage/*`: the signed-in user's own account. These need a session but no rule; body,
 * userpwd and userinfo work with or without a selected brand (the identity is global), cache and
 * usermenu need one. Calls without input do not read the body (see brand-choice.routes.ts).
 * client_error takes a report of a screen that failed in the browser, with or without a brand.
 */

/** The account of the session (gone since the session began: the session is over too). */
async function signedInUser(db: Db, userId: number) {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, userId));
  if (!user) throw new ApiError(ResultCode.unauthorized, 'unauthorized');
  return user;
}

export const manageRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/body.html', async (c) => {
    const { db } = c.var.deps;
    const { userId } = c.var.session;
    const user = await signedInUser(db, userId);
    const [{ n } = { n: 0 }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(brandMembers)
      .innerJoin(brands, eq(brands.id, brandMembers.brandId))
      .where(activeMember(userId));
    // "Last signed in" on the user's own account means the sign-in before this one.
    const [previous] = await db
      .select({ at: sessions.createdAt })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          sql`${sessions.createdAt} < (select s.created_at from sessions s where s.id = ${c.var.session.sessionId})`,
        ),
      )
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    const member = c.var.member;
    const body: ManageBody = {
      user: {
        userId: user.id,
        userName: user.userName,
        realName: user.realName,
        mobile: user.mobile,
        email: user.email,
        lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
        previousLoginAt: previous?.at.toISOString() ?? null,
      },
      brand: member
        ? {
            brandId: member.brandId,
            brandTitle: member.brandTitle,
            roleTitle: member.roleTitle,
            isOwner: member.isOwner,
          }
        : null,
      brandCount: n,
    };
    return ok(c, body);
  })
  .post('/cache.html', requireBrand, async (c) => {
    const member = c.var.member;
    if (member) {
      c.var.deps.menuCache.dropBrand(member.brandId);
      c.var.deps.lists.totals.dropBrand(member.brandId);
      c.var.deps.lists.matches.dropBrand(member.brandId);
      c.var.deps.siteCache.dropBrand(member.brandId);
      await audit(c.var.deps.db, {
        brandId: member.brandId,
        userId: c.var.session.userId,
        action: 'clear',
        entity: 'cache',
      });
    }
    return ok(c, null, 'cacheCleared');
  })
  .post('/usermenu.html', requireBrand, async (c) => {
    const member = c.var.member;
    if (!member) throw new ApiError(ResultCode.forbidden, 'brandRequired');
    const grants = await c.var.deps.menuCache.get(c.var.deps.db, member);
    return ok(c, grants.menu[c.var.locale]);
  })
  .post('/userpwd.html', async (c) => {
    const body = await parseBody(c, changePasswordBody);
    const { db } = c.var.deps;
    const { userId, sessionId } = c.var.session;
    const user = await signedInUser(db, userId);
    if (!(await verifyPassword(body.oldPassword, user.passwordHash))) {
      throw fieldRefusal('oldPassword', 'oldPasswordWrong');
    }
    if (body.password === body.oldPassword) throw fieldRefusal('password', 'passwordSame');
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, userId));
      // Whoever else holds a session of this user (a stolen token, another device) is signed out.
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(eq(sessions.userId, userId), ne(sessions.id, sessionId), sql`${sessions.revokedAt} is null`),
        );
      await audit(tx, {
        brandId: c.var.member?.brandId ?? 0,
        userId,
        action: 'password',
        entity: 'admin_user',
        entityId: userId,
      });
      await raiseEvent(tx, { t: 'session', userId });
    });
    return ok(c, null, 'passwordChanged');
  })
  // Rate-limited per session and read only up to its own, smaller limit: a failing console must not be
  // able to fill the log.
  .post(
    '/client_error.html',
    bodyLimit({ maxSize: clientErrorMaxBytes, onError: payloadTooLarge }),
    async (c) => {
      const body = await parseBody(c, clientErrorBody);
      const { sessionId, userId } = c.var.session;
      await recordClientError(
        c.var.deps.db,
        c.var.deps.logClientError,
        { sessionId, userId, brandId: c.var.member?.brandId ?? null },
        body,
      );
      return ok(c, null, 'errorReported');
    },
  )
  // The profile is the user's own, whichever brands the account belongs to: only they change it here
  // (a brand may change it in adminuser/update only while the account is that brand's alone).
  .post('/userinfo.html', async (c) => {
    const body = await parseBody(c, profileBody);
    const { db } = c.var.deps;
    const { userId } = c.var.session;
    const user = await signedInUser(db, userId);
    const changed: { realName?: string; mobile?: string; email?: string } = {};
    if (body.realName !== undefined && body.realName !== user.realName) changed.realName = body.realName;
    if (body.mobile !== undefined && body.mobile !== user.mobile) changed.mobile = body.mobile;
    if (body.email !== undefined && body.email !== user.email) changed.email = body.email;
    if (Object.keys(changed).length > 0) {
      await db.transaction(async (tx) => {
        await tx.update(adminUsers).set(changed).where(eq(adminUsers.id, userId));
        await audit(tx, {
          brandId: c.var.member?.brandId ?? 0,
          userId,
          action: 'update',
          entity: 'admin_user',
          entityId: userId,
          payload: changed,
        });
      });
    }
    const profile: ProfileResult = {
      realName: changed.realName ?? user.realName,
      mobile: changed.mobile ?? user.mobile,
      email: changed.email ?? user.email,
    };
    return ok(c, profile, 'saved');
  });
