import { eq, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { headers, type Locale, ResultCode } from '../../contract/envelope.ts';
import type { RuleKey } from '../../contract/rule-key.ts';
import type { AppEnv, MemberInfo } from '../context.ts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/core.tables.ts';
import { bool, date, int, intOrNull, runPrepared, text } from '../db/prepared.ts';
import { ApiError } from '../envelope.ts';
import { activeMemberships, disabledMemberships, memberDisabledError } from '../kit/member.ts';
import { roleTitleOf } from '../kit/role-title.ts';
import { hashToken } from './token.ts';

// Writing last-seen on every call would turn every read into a write; a minute of slack in an idle
// lifetime counted in hours changes nothing for the user.
const touchEveryMs = 60_000;

export function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m?.[1] ?? null;
}

/** The `BrandId` header: null when absent or 0 (no brand), NaN when it cannot name a brand. */
function brandHeader(raw: string | undefined): number | null {
  const v = raw?.trim() ?? '';
  if (v === '' || v === '0') return null;
  const brandId = Number(v);
  // Past int4 no brand can exist, and the query would fail on the parameter instead of refusing.
  return Number.isSafeInteger(brandId) && brandId >= 0 && brandId <= 2_147_483_647 ? brandId : Number.NaN;
}

// Session, user and (for the `BrandId` header) membership with its brand and role in one prepared
// statement: it runs on every call, so it is one trip to the database, not two, and never re-planned.
// Revocation, expiry, a disabled user or membership are all seen by the very next call in any process.
const sessionQuery = `
select s.id, s.last_seen_at, u.id, u.user_name, u.real_name,
       b.id, b.title, r.id, r.title, r.is_owner, r.rules_version, b.members_version, r.title_key
from sessions s
join admin_users u on u.id = s.user_id
left join brand_members m on m.user_id = s.user_id and m.brand_id = $2 and m.status = 1
left join brands b on b.id = m.brand_id and b.status = 1
left join roles r on r.id = m.role_id
where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $3 and u.status = 1
limit 1`;

// A session refused above that was ended because its member was disabled in a brand, and still is:
// its holder is told which brand rather than "expired". Read only on the way to a 401.
const endedQuery = `
select b.id, b.title
from sessions s
join brands b on b.id = s.end_brand_id and b.status = 1
join brand_members m on m.user_id = s.user_id and m.brand_id = b.id and m.status = 0
where s.token_hash = $1 and s.revoked_at is not null and s.end_reason = 'memberDisabled'
  and s.expires_at > $2
limit 1`;

async function signedOut(db: Db, tokenHash: string, now: Date): Promise<ApiError> {
  const [row] = await runPrepared(db, endedQuery, [tokenHash, now]);
  if (!row) return new ApiError(ResultCode.unauthorized, 'unauthorized');
  return memberDisabledError(ResultCode.unauthorized, { brandId: int(row[0]), brandTitle: text(row[1]) });
}

/**
 * `Authorization: Bearer <token>` must name a live session: not unknown, revoked, idle too long or
 * past its absolute lifetime (SESSION_MAX_DAYS after sign-in, which no activity extends).
 */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header(headers.authorization));
  if (!token) throw new ApiError(ResultCode.unauthorized, 'unauthorized');
  const { db, sessionIdleHours, sessionMaxDays } = c.get('deps');
  const now = new Date();
  const brandId = brandHeader(c.req.header(headers.brandId));
  const lookupBrand = brandId !== null && !Number.isNaN(brandId);
  const tokenHash = hashToken(token);
  const [row] = await runPrepared(db, sessionQuery, [tokenHash, lookupBrand ? brandId : 0, now]);
  if (!row) throw await signedOut(db, tokenHash, now);
  const sessionId = int(row[0]);
  if (now.getTime() - date(row[1]).getTime() > touchEveryMs) {
    await db
      .update(sessions)
      .set({
        lastSeenAt: now,
        expiresAt: sql`least(${new Date(now.getTime() + sessionIdleHours * 3_600_000)}::timestamptz,
          ${sessions.createdAt} + ${sessionMaxDays} * interval '1 day')`,
      })
      .where(eq(sessions.id, sessionId));
  }
  c.set('session', {
    sessionId,
    userId: int(row[2]),
    userName: text(row[3]),
    realName: text(row[4]),
  });
  if (lookupBrand) {
    const memberBrandId = intOrNull(row[5]);
    const roleId = intOrNull(row[7]);
    c.set('prefetchedMember', {
      brandId,
      member:
        memberBrandId === null || roleId === null
          ? null
          : {
              brandId: memberBrandId,
              brandTitle: text(row[6]),
              roleId,
              roleTitle: roleTitleOf(c.get('locale'), text(row[8]), row[12] === null ? null : text(row[12])),
              isOwner: bool(row[9]),
              rulesVersion: int(row[10]),
              membersVersion: int(row[11]),
            },
    });
  }
  await next();
});

/**
 * Reads the `BrandId` header (absent or 0 = no brand; sent empty = refused with code 1). A brand the user is not an active member of is
 * refused with `code 403` here, so no handler can act on another brand's rows. Must follow
 * requireSession, which already read the membership with the session.
 */
export const loadBrand = createMiddleware<AppEnv>(async (c, next) => {
  const raw = c.req.header(headers.brandId);
  // A header sent with no value is a caller's mistake (a variable that was never set), not a choice of
  // "no brand": said as bad input, rather than read as none or refused as a brand not the caller's.
  if (raw !== undefined && raw.trim() === '') throw new ApiError(ResultCode.business, 'brandHeaderEmpty');
  const brandId = brandHeader(raw);
  if (brandId === null) {
    c.set('member', null);
    return next();
  }
  if (Number.isNaN(brandId)) throw new ApiError(ResultCode.forbidden, 'brandForbidden');
  const prefetched = c.get('prefetchedMember');
  const member =
    prefetched && prefetched.brandId === brandId
      ? prefetched.member
      : await readMember(c.get('deps').db, c.get('locale'), c.get('session').userId, brandId);
  if (!member) {
    // A member disabled there (whose session lives on for their other brands) hears why.
    const [disabled] = await disabledMemberships(c.get('deps').db, c.get('session').userId, brandId);
    throw disabled
      ? memberDisabledError(ResultCode.forbidden, disabled)
      : new ApiError(ResultCode.forbidden, 'brandForbidden');
  }
  c.set('member', member);
  await next();
});

async function readMember(
  db: Db,
  locale: Locale,
  userId: number,
  brandId: number,
): Promise<MemberInfo | null> {
  const [row] = await activeMemberships(db, locale, userId, brandId);
  if (!row) return null;
  const { logo: _logo, ...member } = row;
  return member;
}

/** For calls that only make sense inside a selected brand. */
export const requireBrand = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('member')) throw new ApiError(ResultCode.forbidden, 'brandRequired');
  await next();
});

// Which rule each requireRule middleware checks, so the app's routes can be listed with their rules
// (the access matrix test walks `app.routes` and asks ruleOf for each handler).
const guardedBy = new WeakMap<object, RuleKey>();

/** The rule a handler of `app.routes` checks, when it is a requireRule middleware. */
export function ruleOf(handler: object): RuleKey | undefined {
  return guardedBy.get(handler);
}

/**
 * The rule an endpoint needs (`requireRule(adminUserRule.list)`, a constant of the module's contract);
 * the owner role holds every rule. Must follow requireSession and loadBrand.
 */
export function requireRule(key: RuleKey) {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const member = c.get('member');
    if (!member) throw new ApiError(ResultCode.forbidden, 'brandRequired');
    if (!member.isOwner) {
      const { menuCache, db } = c.get('deps');
      const grants = await menuCache.get(db, member);
      if (!grants.ruleKeys.has(key)) throw new ApiError(ResultCode.forbidden, 'forbidden');
    }
    await next();
  });
  guardedBy.set(middleware, key);
  return middleware;
}
