import {
  and,
  count,
  desc,
  eq,
  fillPlaceholders,
  isNull,
  ne,
  notInArray,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { Hono } from 'hono';
import {
  type AdminUserDetail,
  type AdminUserListBody,
  type AdminUserListItem,
  type AdminUserListResult,
  adminUserAddBody,
  adminUserListBody,
  adminUserUpdateBody,
} from '../../contract/admin-user.ts';
import { idBody, ResultCode } from '../../contract/envelope.ts';
import { type DeleteResult, deleteQuery } from '../../contract/role.ts';
import { audit } from '../audit.ts';
import { hashPassword } from '../auth/password.ts';
import { loadBrand, requireRule, requireSession } from '../auth/session.middleware.ts';
import { xsrfForGet } from '../auth/xsrf.middleware.ts';
import type { AppEnv, MemberInfo } from '../context.ts';
import type { Db } from '../db/client.ts';
import { bool, date, dateOrNull, int, runPrepared, text } from '../db/prepared.ts';
import { adminUsers, brandMembers, brands, roles, sessions } from '../db/schema.ts';
import { ApiError, fieldRefusal, ok, parseBody, parseQuery } from '../envelope.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
}

// drizzle wraps driver errors; the SQLSTATE sits on the error or its cause (pg and PGlite alike).
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = Reflect.get(e, 'cause')) {
    if (Reflect.get(e, 'code') === '23505') return true;
  }
  return false;
}

function member(c: { var: { member: MemberInfo | null } }): MemberInfo {
  // requireRule already refused calls without a brand; this only narrows the type.
  const m = c.var.member;
  if (!m) throw new ApiError(ResultCode.forbidden, 'brandRequired');
  return m;
}

const memberColumns = {
  id: adminUsers.id,
  userName: adminUsers.userName,
  realName: adminUsers.realName,
  mobile: adminUsers.mobile,
  email: adminUsers.email,
  roleId: roles.id,
  roleTitle: roles.title,
  isOwner: roles.isOwner,
  status: brandMembers.status,
  lastLoginAt: adminUsers.lastLoginAt,
  createdAt: brandMembers.createdAt,
};

const memberColumnCount = Object.keys(memberColumns).length;

/** A row of memberColumns as runPrepared answers it (an array in select order). */
function memberRow(r: unknown[]): MemberRow {
  return {
    id: int(r[0]),
    userName: text(r[1]),
    realName: text(r[2]),
    mobile: text(r[3]),
    email: text(r[4]),
    roleId: int(r[5]),
    roleTitle: text(r[6]),
    isOwner: bool(r[7]),
    status: int(r[8]),
    lastLoginAt: dateOrNull(r[9]),
    createdAt: date(r[10]),
  };
}

interface MemberRow {
  id: number;
  userName: string;
  realName: string;
  mobile: string;
  email: string;
  roleId: number;
  roleTitle: string;
  isOwner: boolean;
  status: number;
  lastLoginAt: Date | null;
  createdAt: Date;
}

function listItem(r: MemberRow): AdminUserListItem {
  return {
    id: r.id,
    userName: r.userName,
    realName: r.realName,
    mobile: r.mobile,
    email: r.email,
    roleId: r.roleId,
    roleTitle: r.roleTitle,
    isOwner: r.isOwner,
    status: r.status === 1 ? 1 : 0,
    lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

// The membership's id follows the order members joined, and (brand_id, id) is indexed: paging newest
// first walks that index instead of sorting the brand's members.
const sortColumns = {
  id: adminUsers.id,
  userName: adminUsers.userName,
  realName: adminUsers.realName,
  lastLoginAt: adminUsers.lastLoginAt,
  createdAt: brandMembers.id,
} as const;

interface MemberFilter {
  brandId: number;
  roleId: number | undefined;
  status: number | undefined;
  /** A `like` pattern, already lower case. */
  keyword: string | undefined;
  /** Test the keyword against mobiles too. */
  mobile: boolean;
}

/** The list's filter, with each value as given or as a placeholder of the same name. */
function memberWhere(f: { [K in keyof MemberFilter]: MemberFilter[K] | Placeholder }) {
  return and(
    eq(brandMembers.brandId, f.brandId),
    f.roleId === undefined ? undefined : eq(brandMembers.roleId, f.roleId),
    f.status === undefined ? undefined : eq(brandMembers.status, f.status),
    // Trigram GIN indexes on these very expressions (migration 0002) serve the substring search.
    f.keyword === undefined
      ? undefined
      : or(
          sql`lower(${adminUsers.userName}) like ${f.keyword}`,
          sql`lower(${adminUsers.realName}) like ${f.keyword}`,
          f.mobile ? sql`${adminUsers.mobile} like ${f.keyword}` : undefined,
        ),
  );
}

type SortKey = NonNullable<AdminUserListBody['sort']>;

/**
 * The list page's SQL by filter shape (which filters are given, and the sort): Drizzle takes longer
 * to build the text than PGlite takes to run the prepared statement, so each shape (at most 120) is
 * built once per process, with placeholders that fillPlaceholders turns into this call's values.
 */
const pageQueries = new Map<string, { sql: string; params: unknown[] }>();

function pageQuery(db: Db, filter: MemberFilter, sort: SortKey) {
  const shape = [
    filter.roleId !== undefined,
    filter.status !== undefined,
    filter.keyword !== undefined,
    filter.mobile,
    sort,
  ].join();
  let query = pageQueries.get(shape);
  if (query) return query;
  const where = memberWhere({
    brandId: sql.placeholder('brandId'),
    roleId: filter.roleId === undefined ? undefined : sql.placeholder('roleId'),
    status: filter.status === undefined ? undefined : sql.placeholder('status'),
    keyword: filter.keyword === undefined ? undefined : sql.placeholder('keyword'),
    mobile: filter.mobile,
  });
  const descending = sort.startsWith('-');
  const column = sortColumns[sort.replace(/^-/, '') as keyof typeof sortColumns];
  // `nulls last` only where there can be nulls: on a NOT NULL column it would still keep the planner
  // from walking the (brand_id, id) index backwards, and page 1 would sort every member.
  const direction =
    column === adminUsers.lastLoginAt
      ? descending
        ? sql`desc nulls last`
        : sql`asc nulls last`
      : descending
        ? sql`desc`
        : sql`asc`;
  const order: SQL[] = [sql`${column} ${direction}`];
  if (column !== brandMembers.id) order.push(desc(brandMembers.id));
  query = db
    .select({
      ...memberColumns,
      // A keyword search reads every match anyway: the window count takes the total from that same
      // scan. Without one, the page walks an index for 20 rows and the total comes from the cache.
      ...(filter.keyword !== undefined ? { total: sql<number>`(count(*) over ())::int` } : {}),
    })
    .from(brandMembers)
    .innerJoin(adminUsers, eq(adminUsers.id, brandMembers.userId))
    .innerJoin(roles, eq(roles.id, brandMembers.roleId))
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .toSQL();
  pageQueries.set(shape, query);
  return query;
}

/** A member of the caller's brand with its role, or `code 1` "not found" (another brand's id included). */
async function memberOfBrand(db: Db | Tx, brandId: number, userId: number) {
  const [row] = await db
    .select({ ...memberColumns, memberId: brandMembers.id })
    .from(brandMembers)
    .innerJoin(adminUsers, eq(adminUsers.id, brandMembers.userId))
    .innerJoin(roles, eq(roles.id, brandMembers.roleId))
    .where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.userId, userId)));
  if (!row) throw new ApiError(ResultCode.business, 'userNotFound', { id: userId });
  return row;
}

/**
 * The role a member is to be given: of this brand, enabled, and the owner role only from an owner.
 * Locked for share so a concurrent delete of the role waits and then sees this member.
 */
async function assignableRole(tx: Tx, caller: MemberInfo, roleId: number) {
  const [role] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.brandId, caller.brandId)))
    .for('share');
  if (!role) throw fieldRefusal('roleId', 'roleNotFound', { id: roleId });
  if (role.status !== 1) throw fieldRefusal('roleId', 'roleDisabled', { title: role.title });
  if (role.isOwner && !caller.isOwner) throw new ApiError(ResultCode.forbidden, 'ownerOnly');
  return role;
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

async function otherMemberships(db: Db | Tx, brandId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(brandMembers)
    .where(and(eq(brandMembers.userId, userId), ne(brandMembers.brandId, brandId)));
  return row?.n ?? 0;
}

/**
 * Ends the user's sessions in this brand: all of them when the user can use no other brand, else the
 * sessions that chose this brand (membership is also checked on every call, so the others cannot
 * reach it either).
 */
async function endSessionsInBrand(tx: Tx, brandId: number, userId: number) {
  const [other] = await tx
    .select({ n: count() })
    .from(brandMembers)
    .where(
      and(eq(brandMembers.userId, userId), ne(brandMembers.brandId, brandId), eq(brandMembers.status, 1)),
    );
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        (other?.n ?? 0) > 0 ? eq(sessions.brandId, brandId) : undefined,
      ),
    );
}

/**
 * `/brand/adminuser/*`: the members of the selected brand. A user is one identity across brands
 * (`admin_users`); what a brand manages is its membership (`brand_members`: role and status) and,
 * for accounts that belong to this brand alone, the profile and password.
 */
export const adminUserRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/list.html', requireRule('brand/adminuser', 'list'), async (c) => {
    const body = await parseBody(c, adminUserListBody);
    const { brandId, membersVersion } = member(c);
    const { db, memberTotals } = c.var.deps;
    const keyword = body.keyword ? likePattern(body.keyword.toLowerCase()) : undefined;
    const filter: MemberFilter = {
      brandId,
      roleId: body.roleId,
      status: body.status,
      keyword,
      // Mobiles (digits only) are only worth testing for a keyword of digits.
      mobile: /^\d+$/.test(body.keyword ?? ''),
    };
    const sort = body.sort ?? '-createdAt';
    const page = pageQuery(db, filter, sort);
    const values = {
      ...filter,
      limit: body.pageSize,
      offset: (body.page - 1) * body.pageSize,
    };
    // Every list call runs this: prepared under its text, so each filter shape is planned once.
    // Without a keyword the plan is an index walk of the brand's members whatever the values.
    const raw = await runPrepared(db, page.sql, fillPlaceholders(page.params, values), {
      genericPlan: !keyword,
    });
    const rows = raw.map(memberRow);
    const countWhere = async () => {
      const where = memberWhere(filter);
      const counted = db.select({ n: count() }).from(brandMembers);
      const [n] = await (keyword
        ? counted.innerJoin(adminUsers, eq(adminUsers.id, brandMembers.userId)).where(where)
        : counted.where(where));
      return n?.n ?? 0;
    };
    let total: number;
    if (keyword) {
      const first = raw[0];
      total = first ? int(first[memberColumnCount]) : body.page > 1 ? await countWhere() : 0;
    } else {
      const key = JSON.stringify([brandId, body.roleId ?? null, body.status ?? null]);
      total = await memberTotals.get(brandId, membersVersion, key, countWhere);
    }
    const result: AdminUserListResult = {
      list: rows.map(listItem),
      total,
      page: body.page,
      pageSize: body.pageSize,
    };
    return ok(c, result);
  })
  .post('/detail.html', requireRule('brand/adminuser', 'detail'), async (c) => {
    const { id } = await parseBody(c, idBody);
    const { brandId } = member(c);
    const { db } = c.var.deps;
    const row = await memberOfBrand(db, brandId, id);
    const detail: AdminUserDetail = {
      ...listItem(row),
      shared: (await otherMemberships(db, brandId, id)) > 0,
    };
    return ok(c, detail);
  })
  .post('/add.html', requireRule('brand/adminuser', 'add'), async (c) => {
    const body = await parseBody(c, adminUserAddBody);
    const caller = member(c);
    const { db } = c.var.deps;
    // A name that exists anywhere is refused rather than joined to this brand: adding by name would
    // let any brand pull in (and, with the password field, take over) another brand's account.
    const nameTaken = async (q: Db | Tx) => {
      const [row] = await q
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(sql`lower(${adminUsers.userName}) = lower(${body.userName})`)
        .limit(1);
      if (row) throw fieldRefusal('userName', 'userNameTaken', { name: body.userName });
    };
    await nameTaken(db);
    const passwordHash = await hashPassword(body.password);
    try {
      const id = await db.transaction(async (tx) => {
        const role = await assignableRole(tx, caller, body.roleId);
        const [user] = await tx
          .insert(adminUsers)
          .values({
            userName: body.userName,
            passwordHash,
            realName: body.realName ?? '',
            mobile: body.mobile ?? '',
            email: body.email ?? '',
          })
          .returning({ id: adminUsers.id });
        if (!user) throw new Error('user insert returned nothing');
        await tx.insert(brandMembers).values({ userId: user.id, brandId: caller.brandId, roleId: role.id });
        await audit(tx, {
          brandId: caller.brandId,
          userId: c.var.session.userId,
          action: 'add',
          entity: 'admin_user',
          entityId: user.id,
          payload: { userName: body.userName, roleId: role.id },
        });
        return user.id;
      });
      return ok(c, { id }, 'added');
    } catch (error) {
      // Two adds of one name at once: the unique index decides, the loser hears why.
      if (isUniqueViolation(error)) throw fieldRefusal('userName', 'userNameTaken', { name: body.userName });
      throw error;
    }
  })
  .post('/update.html', requireRule('brand/adminuser', 'update'), async (c) => {
    const body = await parseBody(c, adminUserUpdateBody);
    const caller = member(c);
    const { brandId } = caller;
    const { db } = c.var.deps;
    const self = body.id === c.var.session.userId;
    // Hashing is slow: do it before the transaction holds any lock.
    const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
    await db.transaction(async (tx) => {
      await lockBrand(tx, brandId);
      const target = await memberOfBrand(tx, brandId, body.id);
      if (target.isOwner && !caller.isOwner) throw new ApiError(ResultCode.forbidden, 'ownerOnly');

      const membership: { roleId?: number; status?: 0 | 1 } = {};
      if (body.roleId !== undefined && body.roleId !== target.roleId)
        membership.roleId = (await assignableRole(tx, caller, body.roleId)).id;
      if (body.status !== undefined && body.status !== target.status) membership.status = body.status;
      if (membership.status === 0 && self) throw new ApiError(ResultCode.business, 'selfDisable');

      const staysOwner =
        (membership.status ?? target.status) === 1 &&
        (membership.roleId === undefined ? target.isOwner : false);
      if (target.isOwner && target.status === 1 && !staysOwner) {
        if ((await enabledOwnersExcept(tx, brandId, [target.id])) === 0)
          throw new ApiError(ResultCode.business, 'lastOwner', { name: target.userName });
      }

      const profile: { realName?: string; mobile?: string; email?: string; passwordHash?: string } = {};
      if (body.realName !== undefined && body.realName !== target.realName) profile.realName = body.realName;
      if (body.mobile !== undefined && body.mobile !== target.mobile) profile.mobile = body.mobile;
      if (body.email !== undefined && body.email !== target.email) profile.email = body.email;
      if (passwordHash !== undefined) profile.passwordHash = passwordHash;
      // An account that other brands use too is not this brand's to rewrite: a new password set here
      // would open the other brands to whoever set it.
      if (Object.keys(profile).length > 0 && (await otherMemberships(tx, brandId, target.id)) > 0)
        throw new ApiError(ResultCode.business, 'sharedAccount', { name: target.userName });

      if (Object.keys(membership).length > 0)
        await tx.update(brandMembers).set(membership).where(eq(brandMembers.id, target.memberId));
      if (Object.keys(profile).length > 0)
        await tx.update(adminUsers).set(profile).where(eq(adminUsers.id, target.id));
      if (passwordHash !== undefined) {
        // Whoever holds a session with the old password is out; a user resetting their own keeps this one.
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(
            and(
              eq(sessions.userId, target.id),
              isNull(sessions.revokedAt),
              self ? ne(sessions.id, c.var.session.sessionId) : undefined,
            ),
          );
      }
      if (membership.status === 0) await endSessionsInBrand(tx, brandId, target.id);

      const { passwordHash: _, ...changedProfile } = profile;
      const changed = { ...membership, ...changedProfile, ...(passwordHash ? { password: true } : {}) };
      if (Object.keys(changed).length > 0)
        await audit(tx, {
          brandId,
          userId: c.var.session.userId,
          action: 'update',
          entity: 'admin_user',
          entityId: target.id,
          payload: changed,
        });
    });
    return ok(c, null, 'saved');
  })
  .get('/del.html', xsrfForGet, requireRule('brand/adminuser', 'del'), async (c) => {
    const ids = parseQuery(c, deleteQuery);
    const caller = member(c);
    const { brandId } = caller;
    const { db } = c.var.deps;
    if (ids.includes(c.var.session.userId)) throw new ApiError(ResultCode.business, 'selfDelete');
    const deleted = await db.transaction(async (tx) => {
      await lockBrand(tx, brandId);
      const targets = [];
      for (const id of ids) targets.push(await memberOfBrand(tx, brandId, id));
      const owners = targets.filter((t) => t.isOwner);
      if (owners.length > 0 && !caller.isOwner) throw new ApiError(ResultCode.forbidden, 'ownerOnly');
      const enabledOwner = owners.find((t) => t.status === 1);
      if (enabledOwner && (await enabledOwnersExcept(tx, brandId, ids)) === 0)
        throw new ApiError(ResultCode.business, 'lastOwner', { name: enabledOwner.userName });
      for (const t of targets) {
        await tx.delete(brandMembers).where(eq(brandMembers.id, t.memberId));
        if ((await otherMemberships(tx, brandId, t.id)) === 0) {
          // The identity belonged to this brand alone: it goes with its sessions (cascade), and the
          // name is free again.
          await tx.delete(adminUsers).where(eq(adminUsers.id, t.id));
        } else {
          await endSessionsInBrand(tx, brandId, t.id);
        }
        await audit(tx, {
          brandId,
          userId: c.var.session.userId,
          action: 'delete',
          entity: 'admin_user',
          entityId: t.id,
          payload: { userName: t.userName, roleId: t.roleId },
        });
      }
      return targets.length;
    });
    const result: DeleteResult = { deleted };
    return ok(c, result, 'deleted', { n: deleted });
  });
