import { and, eq, type SQL } from 'drizzle-orm';
import type { DisabledMembership, MemberDisabled } from '../../contract/auth.ts';
import type { Locale } from '../../contract/envelope.ts';
import type { MemberInfo } from '../context.ts';
import { brandMembers, brands, roles } from '../db/core.tables.ts';
import { ApiError } from '../envelope.ts';
import type { Queryable } from './db.ts';
import { roleTitleOf } from './role-title.ts';

/**
 * Who may work in a brand: a member whose membership and whose brand are both enabled. Every check
 * of "is this user in this brand" reads this one condition, so disabling either shuts them out
 * everywhere at once. Without `brandId`: any of the user's brands.
 */
export function activeMember(userId: number, brandId?: number): SQL | undefined {
  return and(
    eq(brandMembers.userId, userId),
    brandId === undefined ? undefined : eq(brandMembers.brandId, brandId),
    eq(brandMembers.status, 1),
    eq(brands.status, 1),
  );
}

/** A brand the user may work in, with their role there and the brand's logo. */
export interface ActiveMembership extends MemberInfo {
  logo: string;
}

/**
 * The user's active memberships (one brand's with `brandId`), in brand order, the role's name in
 * `locale` (a seeded role's name is translated: kit/role-title.ts).
 */
export async function activeMemberships(
  db: Queryable,
  locale: Locale,
  userId: number,
  brandId?: number,
): Promise<ActiveMembership[]> {
  const rows = await db
    .select({
      brandId: brands.id,
      brandTitle: brands.title,
      logo: brands.logo,
      roleId: roles.id,
      roleTitle: roles.title,
      roleTitleKey: roles.titleKey,
      isOwner: roles.isOwner,
      rulesVersion: roles.rulesVersion,
      membersVersion: brands.membersVersion,
    })
    .from(brandMembers)
    .innerJoin(brands, eq(brands.id, brandMembers.brandId))
    .innerJoin(roles, eq(roles.id, brandMembers.roleId))
    .where(activeMember(userId, brandId))
    .orderBy(brands.id);
  return rows.map(({ roleTitleKey, ...m }) => ({
    ...m,
    roleTitle: roleTitleOf(locale, m.roleTitle, roleTitleKey),
  }));
}

/**
 * The brands (still open) where the user's membership is disabled (one brand's with `brandId`), in
 * brand order: what a disabled member is told, since an administrator of each can enable it again.
 */
export async function disabledMemberships(
  db: Queryable,
  userId: number,
  brandId?: number,
): Promise<DisabledMembership[]> {
  return db
    .select({ brandId: brands.id, brandTitle: brands.title })
    .from(brandMembers)
    .innerJoin(brands, eq(brands.id, brandMembers.brandId))
    .where(
      and(
        eq(brandMembers.userId, userId),
        brandId === undefined ? undefined : eq(brandMembers.brandId, brandId),
        eq(brandMembers.status, 0),
        eq(brands.status, 1),
      ),
    )
    .orderBy(brands.id);
}

/** The refusal for a member disabled in `brand`: `code` 401 (the session ended) or 403 (a call into it). */
export function memberDisabledError(code: 401 | 403, brand: DisabledMembership): ApiError {
  const data: MemberDisabled = { reason: 'memberDisabled', ...brand };
  return new ApiError(code, 'memberDisabled', { brand: brand.brandTitle }, data);
}
