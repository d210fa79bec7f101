import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Locale, ResultCode } from '../../../contract/envelope.ts';
import type { changePasswordBody, ManageBody, ProfileResult, profileBody } from '../../../contract/manage.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import type { AppDeps, MemberInfo } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { adminUsers, brandMembers, brands, sessions } from '../../db/core.tables.ts';
import { ApiError, fieldRefusal } from '../../envelope.ts';
import { recordChange } from '../../kit/change.ts';
import { activeMember } from '../../kit/member.ts';
import { raiseEvent } from '../../live/live-events.ts';

/**
 * The signed-in user's own account (`/brand/manage/*`): its summary, its profile and its password. The
 * identity is global, so these work with or without a selected brand; a change is recorded in the
 * selected brand (0 without one), as before the services.
 */

/** The signed-in caller: their user and session, the brand they chose (if any), and their language. */
export interface OwnCaller {
  userId: number;
  sessionId: number;
  member: MemberInfo | null;
  locale: Locale;
}

const actorOf = (me: OwnCaller) => ({ brandId: me.member?.brandId ?? 0, userId: me.userId });

/** The account of the session (gone since the session began: the session is over too). */
async function signedInUser(db: Db, userId: number) {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, userId));
  if (!user) throw new ApiError(ResultCode.unauthorized, 'unauthorized');
  return user;
}

/** `body`: who is signed in, in which brand, and in how many brands they may work. */
export async function ownAccountBody(deps: Pick<AppDeps, 'db'>, me: OwnCaller): Promise<ManageBody> {
  const { db } = deps;
  const { userId, member } = me;
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
        sql`${sessions.createdAt} < (select s.created_at from sessions s where s.id = ${me.sessionId})`,
      ),
    )
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return {
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
}

/**
 * `userpwd`: the user's own password, given the old one. Every other session of the user (a stolen
 * token, another device) ends and hears `session`; this one stays.
 */
export async function changeOwnPassword(
  deps: Pick<AppDeps, 'db'>,
  me: OwnCaller,
  body: z.infer<typeof changePasswordBody>,
): Promise<void> {
  const { db } = deps;
  const { userId, sessionId } = me;
  const user = await signedInUser(db, userId);
  if (!(await verifyPassword(body.oldPassword, user.passwordHash))) {
    throw fieldRefusal('oldPassword', 'oldPasswordWrong');
  }
  if (body.password === body.oldPassword) throw fieldRefusal('password', 'passwordSame');
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(eq(sessions.userId, userId), ne(sessions.id, sessionId), sql`${sessions.revokedAt} is null`),
      );
    // No fields before and after: a password is never written into a change.
    await recordChange(tx, actorOf(me), { action: 'password', entity: 'admin_user', entityId: userId });
    await raiseEvent(tx, { t: 'session', userId });
  });
}

/**
 * `userinfo`: the user's own profile, whichever brands the account belongs to: only they change it
 * here (a brand may change it in adminuser/update only while the account is that brand's alone).
 */
export async function updateOwnProfile(
  deps: Pick<AppDeps, 'db'>,
  me: OwnCaller,
  body: z.infer<typeof profileBody>,
): Promise<ProfileResult> {
  const { db } = deps;
  const { userId } = me;
  const user = await signedInUser(db, userId);
  const changed: { realName?: string; mobile?: string; email?: string } = {};
  if (body.realName !== undefined && body.realName !== user.realName) changed.realName = body.realName;
  if (body.mobile !== undefined && body.mobile !== user.mobile) changed.mobile = body.mobile;
  if (body.email !== undefined && body.email !== user.email) changed.email = body.email;
  if (Object.keys(changed).length > 0) {
    await db.transaction(async (tx) => {
      await tx.update(adminUsers).set(changed).where(eq(adminUsers.id, userId));
      await recordChange(tx, actorOf(me), {
        action: 'update',
        entity: 'admin_user',
        entityId: userId,
        payload: changed,
        before: Object.fromEntries(Object.keys(changed).map((k) => [k, user[k as keyof typeof changed]])),
        after: changed,
      });
    });
  }
  return {
    realName: changed.realName ?? user.realName,
    mobile: changed.mobile ?? user.mobile,
    email: changed.email ?? user.email,
  };
}
