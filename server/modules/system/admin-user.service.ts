import { and, count, eq, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminUserDetail,
  AdminUserListBody,
  AdminUserListItem,
  adminUserAddBody,
  adminUserListBody,
  adminUserUpdateBody,
} from '../../../contract/admin-user.ts';
import { type AdminUserFieldKey, adminUserFields } from '../../../contract/admin-user-fields.ts';
import { plainFieldValues } from '../../../contract/entity-fields.ts';
import type { idBody, Locale } from '../../../contract/envelope.ts';
import { ResultCode } from '../../../contract/envelope.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import { hashPassword } from '../../auth/password.ts';
import { roleFacts } from '../../auth/role-menu.ts';
import type { AppDeps } from '../../context.ts';
import { adminUsers, brandMembers, brands, roles, sessions } from '../../db/core.tables.ts';
import { int, text } from '../../db/prepared.ts';
import { ApiError, fieldRefusal } from '../../envelope.ts';
import { type BulkRow, recordBulkChange, recordChange } from '../../kit/change.ts';
import { likePattern, type Queryable, type Tx, unlessTaken } from '../../kit/db.ts';
import { type ListDefinition, listPage, sortOrder } from '../../kit/list-page.ts';
import { type PolicyCaller, refuse } from '../../kit/policy.ts';
import { roleTitleOf } from '../../kit/role-title.ts';
import { readColumns, tableColumns } from '../../kit/row-reader.ts';
import { bySortKey, sortKey } from '../../kit/sort-key.ts';
import { sealChange } from '../../kit/undo.ts';
import { raiseEvent } from '../../live/live-events.ts';
import {
  lastOwnerRefusal,
  memberChangeRefusal,
  roleAssignmentRefusal,
  selfDeleteRefusal,
  selfDisableRefusal,
  sharedAccountRefusal,
} from './admin-user.policy.ts';
import type { SystemCaller } from './system-caller.ts';

/**
 * The members' use cases (docs/decisions/server-layout.md): each a plain function `(deps, caller,
 * input)` holding its transaction, its policy checks (admin-user.policy.ts), its writes, its change
 * record and the `member` live event that reloads or ends the member's open consoles. A user is one
 * identity across brands (`admin_users`); what a brand manages is its membership (`brand_members`:
 * role and status) and, for accounts that belong to this brand alone, the profile and password.
 */

/** What the member use cases need of the app. */
export type AdminUserDeps = Pick<AppDeps, 'db' | 'lists' | 'secrets'>;

const entity = 'admin_user';

const memberColumns = {
  ...tableColumns(adminUsers, 'id userName realName mobile'),
  ...plainFieldValues(adminUserFields, (f) => adminUsers[f.key]),
  roleId: roles.id,
  roleTitle: roles.title,
  roleTitleKey: roles.titleKey,
  isOwner: roles.isOwner,
  status: brandMembers.status,
  lastLoginAt: adminUsers.lastLoginAt,
  createdAt: brandMembers.createdAt,
};

/** A member as read, before the role's name is put in the caller's language (shown). */
type MemberRow = AdminUserListItem & { roleTitleKey: string | null };

function shown(locale: Locale, { roleTitleKey, ...member }: MemberRow): AdminUserListItem {
  // Set on the copy rather than spread into a new object: see readColumns (server/kit/row-reader.ts).
  member.roleTitle = roleTitleOf(locale, member.roleTitle, roleTitleKey);
  return member;
}

function listItem(r: { [K in keyof typeof memberColumns]: unknown }): MemberRow {
  // Object.assign, not spreads: see readColumns.
  return Object.assign(
    { roleTitleKey: r.roleTitleKey === null ? null : text(r.roleTitleKey) },
    readColumns(memberColumns, r, 'id userName realName mobile'),
    plainFieldValues(adminUserFields, (f) => text(r[f.key])),
    readColumns(memberColumns, r, 'lastLoginAt roleId roleTitle isOwner createdAt'),
    { status: int(r.status) === 1 ? 1 : 0 },
  );
}

type MemberFilter = {
  brandId: number;
  roleId: number | undefined;
  status: number | undefined;
  /** A `like` pattern, already lower case. */
  keyword: string | undefined;
  /** The same pattern when it is all digits: only then is it worth testing mobiles. */
  mobileKeyword: string | undefined;
};

/**
 * `adminuser/list`: the brand's members. The membership's id follows the order members joined, and
 * (brand_id, id) is indexed: paging newest first walks that index instead of sorting the brand's
 * members. Totals are cached against the brand's `members_version` (triggers of migration 0002).
 */
const memberList: ListDefinition<
  MemberFilter,
  typeof memberColumns,
  NonNullable<AdminUserListBody['sort']>,
  MemberRow
> = {
  name: 'admin_user',
  columns: memberColumns,
  key: brandMembers.id,
  from: (db, fields) =>
    db
      .select(fields)
      .from(brandMembers)
      .innerJoin(adminUsers, eq(adminUsers.id, brandMembers.userId))
      .innerJoin(roles, eq(roles.id, brandMembers.roleId))
      .$dynamic(),
  // Without a keyword the filter reads brand_members alone.
  countFrom: (db, fields) => db.select(fields).from(brandMembers).$dynamic(),
  where: (f) =>
    and(
      eq(brandMembers.brandId, f.brandId),
      f.roleId && eq(brandMembers.roleId, f.roleId),
      f.status && eq(brandMembers.status, f.status),
      // Trigram GIN indexes on these very expressions (migration 0002) serve the substring search.
      f.keyword &&
        or(
          sql`lower(${adminUsers.userName}) like ${f.keyword}`,
          sql`lower(${adminUsers.realName}) like ${f.keyword}`,
          f.mobileKeyword && sql`${adminUsers.mobile} like ${f.mobileKeyword}`,
        ),
    ),
  orderBy: (sort = '-createdAt') =>
    sortOrder(
      sort,
      {
        id: adminUsers.id,
        // Pinyin order (何 刘 孙 吴 周), the same on PGlite and PostgreSQL: kit/sort-key.ts.
        userName: bySortKey(adminUsers.userNameSort),
        realName: bySortKey(adminUsers.realNameSort),
        lastLoginAt: { column: adminUsers.lastLoginAt, nullable: true },
        createdAt: brandMembers.id,
      },
      brandMembers.id,
    ),
  item: listItem,
};

/** A member of the caller's brand with its role, or `code 1` "not found" (another brand's id included). */
async function memberOfBrand(db: Queryable, brandId: number, userId: number) {
  const [row] = await db
    .select({ ...memberColumns, memberId: brandMembers.id, roleStatus: roles.status })
    .from(brandMembers)
    .innerJoin(adminUsers, eq(adminUsers.id, brandMembers.userId))
    .innerJoin(roles, eq(roles.id, brandMembers.roleId))
    .where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.userId, userId)));
  if (!row) throw new ApiError(ResultCode.business, 'userNotFound', { id: userId });
  return row;
}

type Member = Awaited<ReturnType<typeof memberOfBrand>>;

/** Refuses a change of `target` the caller may not make (admin-user.policy.ts). */
async function checkMemberChange(tx: Tx, who: PolicyCaller, target: Member, locale: Locale) {
  const role = {
    id: target.roleId,
    title: target.roleTitle,
    titleKey: target.roleTitleKey,
    isOwner: target.isOwner,
    status: target.roleStatus,
  };
  refuse(
    memberChangeRefusal(who, {
      userId: target.id,
      userName: target.userName,
      role: await roleFacts(tx, role, locale, who),
    }),
  );
}

/**
 * The role a member is to be given (`targetUserId` null for a new member), checked by the policy:
 * of this brand, enabled, not your own, and within the caller's own rules. Locked for share so a
 * concurrent delete of the role waits and then sees this member.
 */
async function assignableRole(
  tx: Tx,
  who: PolicyCaller,
  brandId: number,
  roleId: number,
  targetUserId: number | null,
  locale: Locale,
) {
  const [role] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.brandId, brandId)))
    .for('share');
  if (!role) throw fieldRefusal('roleId', 'roleNotFound', { id: roleId });
  refuse(roleAssignmentRefusal(who, targetUserId, await roleFacts(tx, role, locale, who)));
  return role;
}

/** A member added or deleted: the record keeps who it was and the role they had, and the fields. */
function recordMember(
  tx: Tx,
  me: SystemCaller,
  action: 'add' | 'delete',
  member: { id: number; userName: string; roleId: number },
  fields: Record<string, unknown>,
) {
  return recordChange(tx, me, {
    action,
    entity,
    entityId: member.id,
    payload: { userName: member.userName, roleId: member.roleId },
    ...(action === 'add' ? { after: fields } : { before: fields }),
  });
}

/**
 * Serialises changes that could leave a brand without an enabled owner: two owners disabling each
 * other at once would each still see the other as enabled.
 */
async function lockBrand(tx: Tx, brandId: number) {
  await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).for('update');
}

async function enabledOwnersExcept(tx: Tx, brandId: number, userIds: number[]): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(brandMembers)
    .innerJoin(roles, eq(roles.id, brandMembers.roleId))
    .where(
      and(
        eq(brandMembers.brandId, brandId),
        eq(brandMembers.status, 1),
        eq(roles.isOwner, true),
        notInArray(brandMembers.userId, userIds),
      ),
    );
  return row?.n ?? 0;
}

async function otherMemberships(db: Queryable, brandId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(brandMembers)
    .where(and(eq(brandMembers.userId, userId), ne(brandMembers.brandId, brandId)));
  return row?.n ?? 0;
}

/**
 * Ends the user's sessions in this brand: all of them when the user can use no other brand, else the
 * sessions that chose this brand (membership is also checked on every call, so the others cannot
 * reach it either). Ended by a disable, each remembers it, so its holder is told which brand.
 */
async function endSessionsInBrand(tx: Tx, brandId: number, userId: number, disabled = false) {
  const [other] = await tx
    .select({ n: count() })
    .from(brandMembers)
    .where(
      and(eq(brandMembers.userId, userId), ne(brandMembers.brandId, brandId), eq(brandMembers.status, 1)),
    );
  await tx
    .update(sessions)
    .set({ revokedAt: new Date(), ...(disabled ? { endReason: 'memberDisabled', endBrandId: brandId } : {}) })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        (other?.n ?? 0) > 0 ? eq(sessions.brandId, brandId) : undefined,
      ),
    );
}

/** `adminuser/list`: a page of the brand's members, their roles named in the caller's language. */
export async function adminUserList(
  deps: AdminUserDeps,
  me: SystemCaller,
  body: z.infer<typeof adminUserListBody>,
) {
  const keyword = body.keyword ? likePattern(body.keyword.toLowerCase()) : undefined;
  const filter: MemberFilter = {
    brandId: me.brandId,
    roleId: body.roleId,
    status: body.status,
    keyword,
    // Mobiles (digits only) are only worth testing for a keyword of digits.
    mobileKeyword: /^\d+$/.test(body.keyword ?? '') ? keyword : undefined,
  };
  const page = await listPage(deps, memberList, { ...body, filter, version: me.membersVersion });
  return { ...page, list: page.list.map((m) => shown(me.locale, m)) };
}

/** `adminuser/detail`: one member, and whether the account is shared with another brand. */
export async function adminUserDetail(
  deps: AdminUserDeps,
  me: SystemCaller,
  { id }: z.infer<typeof idBody>,
): Promise<AdminUserDetail> {
  const { db } = deps;
  const row = await memberOfBrand(db, me.brandId, id);
  return {
    ...shown(me.locale, listItem(row)),
    shared: (await otherMemberships(db, me.brandId, id)) > 0,
  };
}

/** `adminuser/add`: a new account, member of the brand with an assignable role. */
export async function addAdminUser(
  deps: AdminUserDeps,
  me: SystemCaller,
  body: z.infer<typeof adminUserAddBody>,
): Promise<{ id: number }> {
  const { db } = deps;
  // A name that exists anywhere is refused rather than joined to this brand: adding by name would
  // let any brand pull in (and, with the password field, take over) another brand's account.
  const [taken] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(sql`lower(${adminUsers.userName}) = lower(${body.userName})`)
    .limit(1);
  if (taken) throw fieldRefusal('userName', 'userNameTaken', { name: body.userName });
  const passwordHash = await hashPassword(body.password);
  const profile = {
    realName: body.realName ?? '',
    mobile: body.mobile ?? '',
    ...plainFieldValues(adminUserFields, (f) => body[f.key] ?? ''),
  };
  // Two adds of one name at once: the unique index decides, the loser hears why.
  const id = await unlessTaken(
    db.transaction(async (tx) => {
      const role = await assignableRole(tx, me.policy, me.brandId, body.roleId, null, me.locale);
      const [user] = await tx
        .insert(adminUsers)
        .values({
          userName: body.userName,
          userNameSort: sortKey(body.userName),
          passwordHash,
          ...profile,
          realNameSort: sortKey(profile.realName, { person: true }),
        })
        .returning({ id: adminUsers.id });
      if (!user) throw new Error('user insert returned nothing');
      await tx.insert(brandMembers).values({ userId: user.id, brandId: me.brandId, roleId: role.id });
      const member = { id: user.id, userName: body.userName, roleId: role.id };
      await recordMember(tx, me, 'add', member, {
        userName: body.userName,
        ...profile,
        roleId: role.id,
        status: 1,
      });
      return user.id;
    }),
    () => fieldRefusal('userName', 'userNameTaken', { name: body.userName }),
  );
  return { id };
}

/**
 * `adminuser/update`: a member's role and status, and (for an account of this brand alone) its
 * profile and password. A disable or a new password ends the member's sessions; the brand keeps an
 * enabled owner.
 */
export async function updateAdminUser(
  deps: AdminUserDeps,
  me: SystemCaller,
  body: z.infer<typeof adminUserUpdateBody>,
): Promise<void> {
  const { brandId, policy: who, locale } = me;
  const { db } = deps;
  const self = body.id === me.userId;
  // Hashing is slow: do it before the transaction holds any lock.
  const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await lockBrand(tx, brandId);
    const target = await memberOfBrand(tx, brandId, body.id);
    await checkMemberChange(tx, who, target, locale);

    const membership: { roleId?: number; status?: 0 | 1 } = {};
    if (body.roleId !== undefined && body.roleId !== target.roleId)
      membership.roleId = (await assignableRole(tx, who, brandId, body.roleId, target.id, locale)).id;
    if (body.status !== undefined && body.status !== target.status) membership.status = body.status;
    refuse(selfDisableRefusal(self, membership.status === 0));

    const staysOwner =
      (membership.status ?? target.status) === 1 &&
      (membership.roleId === undefined ? target.isOwner : false);
    if (target.isOwner && target.status === 1 && !staysOwner)
      refuse(lastOwnerRefusal(target.userName, await enabledOwnersExcept(tx, brandId, [target.id])));

    const profile: {
      realName?: string;
      mobile?: string;
      passwordHash?: string;
    } & Partial<Record<AdminUserFieldKey, string>> = {};
    if (body.realName !== undefined && body.realName !== target.realName) profile.realName = body.realName;
    if (body.mobile !== undefined && body.mobile !== target.mobile) profile.mobile = body.mobile;
    for (const f of adminUserFields) {
      const value = body[f.key];
      if (value !== undefined && value !== target[f.key]) profile[f.key] = value;
    }
    if (passwordHash !== undefined) profile.passwordHash = passwordHash;
    if (Object.keys(profile).length > 0)
      refuse(sharedAccountRefusal(target.userName, await otherMemberships(tx, brandId, target.id)));

    if (Object.keys(membership).length > 0)
      await tx.update(brandMembers).set(membership).where(eq(brandMembers.id, target.memberId));
    if (Object.keys(profile).length > 0)
      await tx
        .update(adminUsers)
        .set({
          ...profile,
          ...(profile.realName === undefined
            ? {}
            : { realNameSort: sortKey(profile.realName, { person: true }) }),
        })
        .where(eq(adminUsers.id, target.id));
    // Before a password change ends the rest: a session ended by the disable is told so.
    if (membership.status === 0) await endSessionsInBrand(tx, brandId, target.id, true);
    if (passwordHash !== undefined) {
      // Whoever holds a session with the old password is out; a user resetting their own keeps this one.
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.userId, target.id),
            isNull(sessions.revokedAt),
            self ? ne(sessions.id, me.sessionId) : undefined,
          ),
        );
    }

    const { passwordHash: _, ...changedProfile } = profile;
    const fields = { ...membership, ...changedProfile };
    const changed = { ...fields, ...(passwordHash ? { password: true } : {}) };
    // The member's open consoles: a role or status change reloads their menu or ends them.
    if (Object.keys(membership).length > 0 || passwordHash !== undefined)
      await raiseEvent(tx, { t: 'member', brandId, userId: target.id });
    if (Object.keys(changed).length > 0)
      await recordChange(tx, me, {
        action: 'update',
        entity,
        entityId: target.id,
        payload: changed,
        // The password is only said to have changed (the payload), never its hash.
        before: Object.fromEntries(Object.keys(fields).map((k) => [k, target[k as keyof typeof fields]])),
        after: fields,
      });
  });
}

/**
 * `adminuser/del`: members of the brand, all or nothing (never yourself, never the last enabled
 * owner). An account of this brand alone goes with its sessions; another keeps its other brands.
 */
export async function deleteAdminUsers(
  deps: AdminUserDeps,
  me: SystemCaller,
  ids: number[],
): Promise<DeleteResult> {
  const { brandId } = me;
  refuse(selfDeleteRefusal(me.userId, ids));
  const deleted = await deps.db.transaction(async (tx) => {
    await lockBrand(tx, brandId);
    const targets: Member[] = [];
    for (const id of ids) targets.push(await memberOfBrand(tx, brandId, id));
    for (const t of targets) await checkMemberChange(tx, me.policy, t, me.locale);
    const enabledOwner = targets.find((t) => t.isOwner && t.status === 1);
    if (enabledOwner)
      refuse(lastOwnerRefusal(enabledOwner.userName, await enabledOwnersExcept(tx, brandId, ids)));
    // The membership and (when it goes too) the identity of each are kept whole in one record, so the
    // delete's undo brings them back with their ids; password hashes only sealed (docs/decisions/undo.md).
    const recorded: BulkRow[] = [];
    const hashes: Record<string, string> = {};
    for (const t of targets) {
      const [membership] = await tx.select().from(brandMembers).where(eq(brandMembers.id, t.memberId));
      const [identity] = await tx.select().from(adminUsers).where(eq(adminUsers.id, t.id));
      await tx.delete(brandMembers).where(eq(brandMembers.id, t.memberId));
      const alone = (await otherMemberships(tx, brandId, t.id)) === 0;
      if (alone) {
        // The identity belonged to this brand alone: it goes with its sessions (cascade), and the
        // name is free again.
        await tx.delete(adminUsers).where(eq(adminUsers.id, t.id));
      } else {
        await endSessionsInBrand(tx, brandId, t.id);
      }
      const { userName, realName, mobile, roleId, status } = t;
      const { passwordHash, ...user } = identity ?? { passwordHash: '' };
      if (alone) hashes[String(t.id)] = passwordHash;
      recorded.push({
        id: t.id,
        name: userName,
        before: {
          userName,
          realName,
          mobile,
          ...plainFieldValues(adminUserFields, (f) => t[f.key]),
          roleId,
          status,
          membership: membership ?? null,
          ...(alone ? { user } : {}),
        },
      });
      await raiseEvent(tx, { t: 'member', brandId, userId: t.id });
    }
    // One change for them all: one line of the audit, one thing to undo.
    await recordBulkChange(tx, me, {
      action: 'delete',
      entity,
      rows: recorded,
      payloadOf: (r) => ({ userName: r.name, roleId: targets.find((t) => t.id === r.id)?.roleId }),
      sealed: Object.keys(hashes).length > 0 ? sealChange(deps.secrets, brandId, hashes) : undefined,
    });
    return targets.length;
  });
  return { deleted };
}
