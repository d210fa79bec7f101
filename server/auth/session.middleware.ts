import { and, eq, gt, isNull } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { headers, ResultCode } from '../../contract/envelope.ts';
import type { AppEnv } from '../context.ts';
import { adminUsers, brandMembers, brands, roles, sessions } from '../db/schema.ts';
import { ApiError } from '../envelope.ts';
import { ruleKey } from './role-menu.ts';
import { hashToken } from './token.ts';

// Writing last-seen on every call would turn every read into a write; a minute of slack in an idle
// lifetime counted in hours changes nothing for the user.
const touchEveryMs = 60_000;

export function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m?.[1] ?? null;
}

/** `Authorization: Bearer <token>` must name a live session: not unknown, revoked or idle too long. */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header(headers.authorization));
  if (!token) throw new ApiError(ResultCode.unauthorized, 'unauthorized');
  const { db, sessionIdleHours } = c.var.deps;
  const now = new Date();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      userId: adminUsers.id,
      userName: adminUsers.userName,
      realName: adminUsers.realName,
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(adminUsers.status, 1),
      ),
    )
    .limit(1);
  if (!row) throw new ApiError(ResultCode.unauthorized, 'unauthorized');
  if (now.getTime() - row.lastSeenAt.getTime() > touchEveryMs) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + sessionIdleHours * 3_600_000) })
      .where(eq(sessions.id, row.sessionId));
  }
  c.set('session', {
    sessionId: row.sessionId,
    userId: row.userId,
    userName: row.userName,
    realName: row.realName,
  });
  await next();
});

/**
 * Reads the `BrandId` header (absent or 0 = no brand). A brand the user is not an active member of is
 * refused with `code 403` here, so no handler can act on another brand's rows.
 */
export const loadBrand = createMiddleware<AppEnv>(async (c, next) => {
  const raw = c.req.header(headers.brandId)?.trim() ?? '';
  if (raw === '' || raw === '0') {
    c.set('member', null);
    return next();
  }
  const brandId = Number(raw);
  if (!Number.isSafeInteger(brandId) || brandId < 0)
    throw new ApiError(ResultCode.forbidden, 'brandForbidden');
  const [row] = await c.var.deps.db
    .select({
      brandId: brands.id,
      brandTitle: brands.title,
      roleId: roles.id,
      roleTitle: roles.title,
      isOwner: roles.isOwner,
      rulesVersion: roles.rulesVersion,
    })
    .from(brandMembers)
    .innerJoin(brands, eq(brands.id, brandMembers.brandId))
    .innerJoin(roles, eq(roles.id, brandMembers.roleId))
    .where(
      and(
        eq(brandMembers.userId, c.var.session.userId),
        eq(brandMembers.brandId, brandId),
        eq(brandMembers.status, 1),
        eq(brands.status, 1),
      ),
    )
    .limit(1);
  if (!row) throw new ApiError(ResultCode.forbidden, 'brandForbidden');
  c.set('member', row);
  await next();
});

/** For calls that only make sense inside a selected brand. */
export const requireBrand = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.member) throw new ApiError(ResultCode.forbidden, 'brandRequired');
  await next();
});

/**
 * The rule an endpoint needs (`requireRule('brand/adminuser', 'list')`); the owner role holds every
 * rule. Must follow requireSession and loadBrand.
 */
export function requireRule(controller: string, action: string) {
  const key = ruleKey(controller, action);
  return createMiddleware<AppEnv>(async (c, next) => {
    const member = c.var.member;
    if (!member) throw new ApiError(ResultCode.forbidden, 'brandRequired');
    if (!member.isOwner) {
      const grants = await c.var.deps.menuCache.get(c.var.deps.db, member);
      if (!grants.ruleKeys.has(key)) throw new ApiError(ResultCode.forbidden, 'forbidden');
    }
    await next();
  });
}
