import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { idBody, ResultCode } from '../../contract/envelope.ts';
import {
  type DeleteResult,
  deleteQuery,
  type EnabledStatus,
  type RoleDetail,
  type RoleListItem,
  type RoleListResult,
  type RuleNode,
  roleAddBody,
  roleListBody,
  rolePrivBody,
  roleUpdateBody,
} from '../../contract/role.ts';
import { audit } from '../audit.ts';
import { loadBrand, requireRule, requireSession } from '../auth/session.middleware.ts';
import { xsrfForGet } from '../auth/xsrf.middleware.ts';
import type { AppEnv, MemberInfo } from '../context.ts';
import type { Db } from '../db/client.ts';
import { brandMembers, roleRules, roles, rules } from '../db/schema.ts';
import { ApiError, fieldRefusal, ok, parseBody, parseQuery } from '../envelope.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Escapes LIKE wildcards so a keyword matches as typed. */
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

// Spelled out in full: drizzle leaves column names unqualified in a single-table select, which would
// bind them inside the subquery to brand_members itself.
const userCount = sql<number>`(select count(*)::int from "brand_members" bm where bm."role_id" = "roles"."id")`;

const listColumns = {
  id: roles.id,
  title: roles.title,
  description: roles.description,
  status: roles.status,
  isOwner: roles.isOwner,
  userCount,
  createdAt: roles.createdAt,
};

function listItem(r: {
  id: number;
  title: string;
  description: string;
  status: number;
  isOwner: boolean;
  userCount: number;
  createdAt: Date;
}): RoleListItem {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    status: r.status === 1 ? 1 : 0,
    isOwner: r.isOwner,
    userCount: Number(r.userCount),
    createdAt: r.createdAt.toISOString(),
  };
}

const sortColumns = {
  id: roles.id,
  title: roles.title,
  createdAt: roles.createdAt,
  userCount,
} as const;

/** A role of the caller's brand, or `code 1` "not found" (another brand's id included). */
async function roleOfBrand(db: Db | Tx, brandId: number, id: number) {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.brandId, brandId)));
  if (!role) throw new ApiError(ResultCode.business, 'roleNotFound', { id });
  return role;
}

async function assertTitleFree(db: Db | Tx, brandId: number, title: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.brandId, brandId),
        sql`lower(${roles.title}) = lower(${title})`,
        exceptId === undefined ? undefined : ne(roles.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw fieldRefusal('title', 'roleTitleTaken', { title });
}

/**
 * Checks rule ids a role is to be given: each must exist, and a caller who is not an owner may only
 * hand out rules their own role holds, so holding `role/priv` cannot be turned into holding everything.
 * `already` are ids the role holds now: keeping them is not granting them.
 */
async function checkGrantable(
  c: { var: AppEnv['Variables'] },
  ids: number[],
  already: Set<number> = new Set(),
): Promise<number[]> {
  const wanted = [...new Set(ids)];
  const { db, menuCache } = c.var.deps;
  const all = await db
    .select({ id: rules.id, controller: rules.controller, action: rules.action })
    .from(rules);
  const byId = new Map(all.map((r) => [r.id, r]));
  const unknown = wanted.filter((id) => !byId.has(id));
  if (unknown.length > 0)
    throw new ApiError(ResultCode.business, 'rulesUnknown', { ids: unknown.join(', ') });
  const caller = member(c);
  if (!caller.isOwner) {
    const own = await menuCache.get(db, caller);
    const beyond = wanted.filter((id) => {
      const r = byId.get(id);
      return !already.has(id) && r !== undefined && !own.ruleKeys.has(`${r.controller}/${r.action}`);
    });
    if (beyond.length > 0)
      throw new ApiError(ResultCode.business, 'rulesBeyondOwn', { ids: beyond.join(', ') });
  }
  return wanted;
}

/** `/brand/role/*`: roles of the selected brand and the rules each grants. */
export const roleRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  // The grantable rule tree a role is built from (every brand grants from the same tree).
  .post('/rules.html', requireRule('brand/role', 'rules'), async (c) => {
    const all = await c.var.deps.db.select().from(rules).orderBy(rules.sort, rules.id);
    const en = c.var.locale === 'en';
    const byParent = new Map<number, typeof all>();
    for (const r of all) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
    const node = (r: (typeof all)[number]): RuleNode => ({
      id: r.id,
      parentId: r.parentId,
      controller: r.controller,
      action: r.action,
      title: en && r.titleEn ? r.titleEn : r.title,
      isMenu: r.isMenu,
      childList: (byParent.get(r.id) ?? []).map(node),
    });
    return ok(c, (byParent.get(0) ?? []).map(node));
  })
  .post('/list.html', requireRule('brand/role', 'list'), async (c) => {
    const body = await parseBody(c, roleListBody);
    const { brandId } = member(c);
    const { db } = c.var.deps;
    const keyword = body.keyword ? likePattern(body.keyword) : undefined;
    const where = and(
      eq(roles.brandId, brandId),
      keyword ? or(ilike(roles.title, keyword), ilike(roles.description, keyword)) : undefined,
      body.status === undefined ? undefined : eq(roles.status, body.status),
    );
    let order: SQL[] = [desc(roles.isOwner), asc(roles.id)];
    if (body.sort) {
      const descending = body.sort.startsWith('-');
      const column = sortColumns[body.sort.replace(/^-/, '') as keyof typeof sortColumns];
      order = [descending ? desc(column) : asc(column), asc(roles.id)];
    }
    const [rows, [total]] = await Promise.all([
      db
        .select(listColumns)
        .from(roles)
        .where(where)
        .orderBy(...order)
        .limit(body.pageSize)
        .offset((body.page - 1) * body.pageSize),
      db.select({ n: count() }).from(roles).where(where),
    ]);
    const result: RoleListResult = {
      list: rows.map(listItem),
      total: total?.n ?? 0,
      page: body.page,
      pageSize: body.pageSize,
    };
    return ok(c, result);
  })
  .post('/detail.html', requireRule('brand/role', 'detail'), async (c) => {
    const { id } = await parseBody(c, idBody);
    const { brandId } = member(c);
    const { db } = c.var.deps;
    const [row] = await db
      .select(listColumns)
      .from(roles)
      .where(and(eq(roles.id, id), eq(roles.brandId, brandId)));
    if (!row) throw new ApiError(ResultCode.business, 'roleNotFound', { id });
    const granted = row.isOwner
      ? await db.select({ id: rules.id }).from(rules).orderBy(rules.id)
      : await db
          .select({ id: roleRules.ruleId })
          .from(roleRules)
          .where(eq(roleRules.roleId, id))
          .orderBy(roleRules.ruleId);
    const detail: RoleDetail = { ...listItem(row), rules: granted.map((r) => r.id) };
    return ok(c, detail);
  })
  .post('/add.html', requireRule('brand/role', 'add'), async (c) => {
    const body = await parseBody(c, roleAddBody);
    const { brandId } = member(c);
    const { db } = c.var.deps;
    await assertTitleFree(db, brandId, body.title);
    const ruleIds = await checkGrantable(c, body.rules);
    try {
      const id = await db.transaction(async (tx) => {
        const [role] = await tx
          .insert(roles)
          .values({ brandId, title: body.title, description: body.description ?? '' })
          .returning({ id: roles.id });
        if (!role) throw new Error('role insert returned nothing');
        if (ruleIds.length > 0)
          await tx.insert(roleRules).values(ruleIds.map((ruleId) => ({ roleId: role.id, ruleId })));
        await audit(tx, {
          brandId,
          userId: c.var.session.userId,
          action: 'add',
          entity: 'role',
          entityId: role.id,
          payload: { title: body.title, rules: ruleIds },
        });
        return role.id;
      });
      return ok(c, { id }, 'added');
    } catch (error) {
      // Two adds of one title at once: the unique index decides, the loser hears why.
      if (isUniqueViolation(error)) throw fieldRefusal('title', 'roleTitleTaken', { title: body.title });
      throw error;
    }
  })
  .post('/update.html', requireRule('brand/role', 'update'), async (c) => {
    const body = await parseBody(c, roleUpdateBody);
    const { brandId } = member(c);
    const { db, menuCache } = c.var.deps;
    const role = await roleOfBrand(db, brandId, body.id);
    if (role.isOwner && body.status === 0) throw new ApiError(ResultCode.business, 'ownerRoleDisable');
    if (body.title !== undefined) await assertTitleFree(db, brandId, body.title, role.id);
    const changes: { title?: string; description?: string; status?: EnabledStatus } = {};
    if (body.title !== undefined && body.title !== role.title) changes.title = body.title;
    if (body.description !== undefined && body.description !== role.description)
      changes.description = body.description;
    if (body.status !== undefined && body.status !== role.status) changes.status = body.status;
    if (Object.keys(changes).length > 0) {
      const statusChanged = changes.status !== undefined;
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(roles)
            .set({
              ...changes,
              // Enabling or disabling changes what the role grants: other processes must reload it.
              ...(statusChanged ? { rulesVersion: sql`${roles.rulesVersion} + 1` } : {}),
            })
            .where(eq(roles.id, role.id));
          await audit(tx, {
            brandId,
            userId: c.var.session.userId,
            action: 'update',
            entity: 'role',
            entityId: role.id,
            payload: changes,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw fieldRefusal('title', 'roleTitleTaken', { title: body.title ?? '' });
        throw error;
      }
      if (statusChanged) menuCache.dropRole(role.id);
    }
    return ok(c, null, 'saved');
  })
  .post('/priv.html', requireRule('brand/role', 'priv'), async (c) => {
    const body = await parseBody(c, rolePrivBody);
    const { brandId } = member(c);
    const { db, menuCache } = c.var.deps;
    const role = await roleOfBrand(db, brandId, body.id);
    if (role.isOwner) throw new ApiError(ResultCode.business, 'ownerRoleRules');
    const held = await db
      .select({ id: roleRules.ruleId })
      .from(roleRules)
      .where(eq(roleRules.roleId, role.id));
    const before = new Set(held.map((r) => r.id));
    const ruleIds = await checkGrantable(c, body.rules, before);
    const after = new Set(ruleIds);
    await db.transaction(async (tx) => {
      await tx.delete(roleRules).where(eq(roleRules.roleId, role.id));
      if (ruleIds.length > 0)
        await tx.insert(roleRules).values(ruleIds.map((ruleId) => ({ roleId: role.id, ruleId })));
      await tx
        .update(roles)
        .set({ rulesVersion: sql`${roles.rulesVersion} + 1` })
        .where(eq(roles.id, role.id));
      await audit(tx, {
        brandId,
        userId: c.var.session.userId,
        action: 'priv',
        entity: 'role',
        entityId: role.id,
        payload: {
          granted: ruleIds.filter((id) => !before.has(id)),
          revoked: [...before].filter((id) => !after.has(id)),
        },
      });
    });
    // The next call of any member of this role is checked against the new rules.
    menuCache.dropRole(role.id);
    return ok(c, null, 'saved');
  })
  .get('/del.html', xsrfForGet, requireRule('brand/role', 'del'), async (c) => {
    const ids = parseQuery(c, deleteQuery);
    const { brandId } = member(c);
    const { db, menuCache } = c.var.deps;
    const deleted = await db.transaction(async (tx) => {
      const found = await tx
        .select()
        .from(roles)
        .where(and(eq(roles.brandId, brandId), inArray(roles.id, ids)))
        // Waits for a member being given one of these roles (adminuser add/update lock it for share),
        // so the member count below is final.
        .for('update');
      for (const id of ids) {
        const role = found.find((r) => r.id === id);
        if (!role) throw new ApiError(ResultCode.business, 'roleNotFound', { id });
        if (role.isOwner) throw new ApiError(ResultCode.business, 'ownerRoleDelete');
      }
      const counts = await tx
        .select({ roleId: brandMembers.roleId, n: count() })
        .from(brandMembers)
        .where(inArray(brandMembers.roleId, ids))
        .groupBy(brandMembers.roleId);
      for (const { roleId, n } of counts) {
        const title = found.find((r) => r.id === roleId)?.title ?? String(roleId);
        if (n > 0) throw new ApiError(ResultCode.business, 'roleHasMembers', { title, n });
      }
      await tx.delete(roles).where(and(eq(roles.brandId, brandId), inArray(roles.id, ids)));
      for (const role of found)
        await audit(tx, {
          brandId,
          userId: c.var.session.userId,
          action: 'delete',
          entity: 'role',
          entityId: role.id,
          payload: { title: role.title },
        });
      return found.length;
    });
    for (const id of ids) menuCache.dropRole(id);
    const result: DeleteResult = { deleted };
    return ok(c, result, 'deleted', { n: deleted });
  });
