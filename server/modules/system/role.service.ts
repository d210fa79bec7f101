import { and, asc, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type idBody, type Locale, ResultCode } from '../../../contract/envelope.ts';
import type {
  DeleteResult,
  EnabledStatus,
  RoleDetail,
  RoleListBody,
  RoleListItem,
  RuleNode,
  roleAddBody,
  roleListBody,
  rolePrivBody,
  roleUpdateBody,
} from '../../../contract/role.ts';
import {
  heldRuleIds,
  roleFacts,
  roleRuleFacts,
  ruleFactsOf,
  ruleShapes,
  sectionIds,
} from '../../auth/role-menu.ts';
import type { AppDeps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { brandMembers, roleRules, roles, rules } from '../../db/core.tables.ts';
import { bool, date, int, text } from '../../db/prepared.ts';
import { ApiError, fieldRefusal } from '../../envelope.ts';
import { recordChange } from '../../kit/change.ts';
import { likePattern, type Queryable, unlessTaken } from '../../kit/db.ts';
import { type ListDefinition, listPage, sortOrder } from '../../kit/list-page.ts';
import { refuse } from '../../kit/policy.ts';
import {
  roleTitleOf,
  roleTitleSortIn,
  seededKeysHolding,
  seededKeysNamed,
  seededNames,
} from '../../kit/role-title.ts';
import { deleteInBrand, findInBrand } from '../../kit/rows.ts';
import { sortKey } from '../../kit/sort-key.ts';
import { raiseEvent } from '../../live/live-events.ts';
import { grantRefusal, roleEnableRefusal } from './role.policy.ts';
import type { SystemCaller } from './system-caller.ts';

/**
 * The roles' use cases (docs/decisions/server-layout.md): each a plain function `(deps, caller, input)`
 * holding its transaction, its policy checks (role.policy.ts), its writes, its change record and the
 * `role` live event that makes the role's open consoles reload their menu. role.routes.ts only parses,
 * calls and answers.
 */

/** What the role use cases need of the app. */
export type RoleDeps = Pick<AppDeps, 'db' | 'lists' | 'menuCache'>;

const entity = 'role';

// Spelled out in full: drizzle leaves column names unqualified in a single-table select, which would
// bind them inside the subquery to brand_members itself.
const userCount = sql<number>`(select count(*)::int from "brand_members" bm where bm."role_id" = "roles"."id")`;

const listColumns = {
  id: roles.id,
  title: roles.title,
  titleKey: roles.titleKey,
  description: roles.description,
  status: roles.status,
  isOwner: roles.isOwner,
  userCount,
  createdAt: roles.createdAt,
};

type RoleFilter = {
  brandId: number;
  keyword: string | undefined;
  /** The seeded roles whose name in the caller's language holds the keyword (comma-joined keys). */
  seededKeys: string | undefined;
  status: number | undefined;
};

/** A role as read, before its name is put in the caller's language (shown). */
type RoleRow = RoleListItem & { titleKey: string | null };

function shown(locale: Locale, { titleKey, ...role }: RoleRow): RoleListItem {
  return { ...role, title: roleTitleOf(locale, role.title, titleKey) };
}

type RoleList = ListDefinition<RoleFilter, typeof listColumns, NonNullable<RoleListBody['sort']>, RoleRow>;

/**
 * `role/list`: the brand's roles (a handful per brand: every page ends the list, nothing is counted).
 * One per language: a seeded role sorts by the name the caller reads.
 */
const roleListIn = (locale: Locale): RoleList => ({
  name: `role.${locale}`,
  columns: listColumns,
  key: roles.id,
  from: (db, fields) => db.select(fields).from(roles).$dynamic(),
  where: (f) =>
    and(
      eq(roles.brandId, f.brandId),
      f.keyword &&
        or(
          ilike(roles.title, f.keyword),
          ilike(roles.description, f.keyword),
          f.seededKeys && sql`${roles.titleKey} = any(string_to_array(${f.seededKeys}, ','))`,
        ),
      f.status && eq(roles.status, f.status),
    ),
  // Default: the owner role first, then the order roles were made in.
  orderBy: (sort) =>
    sort
      ? sortOrder(
          sort,
          { id: roles.id, title: roleTitleSortIn(locale), createdAt: roles.createdAt, userCount },
          roles.id,
          'asc',
        )
      : [desc(roles.isOwner), asc(roles.id)],
  item: (r) => ({
    id: int(r.id),
    title: text(r.title),
    titleKey: r.titleKey === null ? null : text(r.titleKey),
    description: text(r.description),
    status: int(r.status) === 1 ? 1 : 0,
    isOwner: bool(r.isOwner),
    userCount: int(r.userCount),
    createdAt: date(r.createdAt).toISOString(),
  }),
});
const roleLists: Record<Locale, RoleList> = { 'zh-CN': roleListIn('zh-CN'), en: roleListIn('en') };

/** A title another role of the brand already has, or is shown by in some language, is refused. */
async function assertTitleFree(db: Queryable, brandId: number, title: string, exceptId?: number) {
  const keys = seededKeysNamed(title);
  const [taken] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.brandId, brandId),
        or(
          sql`lower(${roles.title}) = lower(${title})`,
          keys.length > 0 ? inArray(roles.titleKey, keys) : undefined,
        ),
        exceptId === undefined ? undefined : ne(roles.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw fieldRefusal('title', 'roleTitleTaken', { title });
}

/**
 * Rule ids a role is to hold: each must exist (`code 1` naming them otherwise). A module or group sent
 * with nothing under it is left out (heldRuleIds), so what is stored is what the role holds.
 */
async function wantedRules(db: Db, ids: number[], locale: Locale) {
  const wanted = [...new Set(ids)];
  const facts = await ruleFactsOf(db, wanted, locale);
  const known = new Set(facts.map((r) => r.id));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw new ApiError(ResultCode.business, 'rulesUnknown', { ids: unknown.join(', ') });
  const held = heldRuleIds(await ruleShapes(db), wanted);
  return facts.filter((r) => held.has(r.id));
}

/** The grantable rule tree a role is built from (every brand grants from the same tree). */
export async function roleRuleTree(deps: Pick<AppDeps, 'db'>, locale: Locale): Promise<RuleNode[]> {
  const all = await deps.db.select().from(rules).orderBy(rules.sort, rules.id);
  const en = locale === 'en';
  const byParent = new Map<number, typeof all>();
  for (const r of all) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const sections = sectionIds(all);
  const node = (r: (typeof all)[number]): RuleNode => ({
    id: r.id,
    parentId: r.parentId,
    controller: r.controller,
    action: r.action,
    title: en && r.titleEn ? r.titleEn : r.title,
    isMenu: r.isMenu,
    isSection: sections.has(r.id),
    childList: (byParent.get(r.id) ?? []).map(node),
  });
  return (byParent.get(0) ?? []).map(node);
}

/** `role/list`: a page of the brand's roles, named in the caller's language. */
export async function roleList(deps: RoleDeps, me: SystemCaller, body: z.infer<typeof roleListBody>) {
  const { locale } = me;
  const seeded = body.keyword ? seededKeysHolding(locale, body.keyword) : [];
  const filter: RoleFilter = {
    brandId: me.brandId,
    keyword: body.keyword ? likePattern(body.keyword) : undefined,
    seededKeys: seeded.length > 0 ? seeded.join(',') : undefined,
    status: body.status,
  };
  const page = await listPage(deps, roleLists[locale], { ...body, filter });
  return { ...page, list: page.list.map((r) => shown(locale, r)) };
}

/** `role/detail`: one role of the brand and the rules it grants. */
export async function roleDetail(
  deps: RoleDeps,
  me: SystemCaller,
  { id }: z.infer<typeof idBody>,
): Promise<RoleDetail> {
  const { db } = deps;
  const [row] = await db
    .select(listColumns)
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.brandId, me.brandId)));
  if (!row) throw new ApiError(ResultCode.business, 'roleNotFound', { id });
  const granted = await roleRuleFacts(db, row, me.locale);
  return {
    ...shown(me.locale, roleLists[me.locale].item(row, undefined)),
    rules: granted.map((r) => r.id),
  };
}

/** `role/add`: a new role of the brand granting `rules` (only rules the caller holds, unless an owner). */
export async function addRole(
  deps: RoleDeps,
  me: SystemCaller,
  body: z.infer<typeof roleAddBody>,
): Promise<{ id: number }> {
  const { db } = deps;
  await assertTitleFree(db, me.brandId, body.title);
  const wanted = await wantedRules(db, body.rules, me.locale);
  refuse(grantRefusal(me.policy, wanted));
  const ruleIds = wanted.map((r) => r.id);
  const description = body.description ?? '';
  // Two adds of one title at once: the unique index decides, the loser hears why.
  const id = await unlessTaken(
    db.transaction(async (tx) => {
      const [role] = await tx
        .insert(roles)
        .values({ brandId: me.brandId, title: body.title, titleSort: sortKey(body.title), description })
        .returning({ id: roles.id });
      if (!role) throw new Error('role insert returned nothing');
      if (ruleIds.length > 0)
        await tx.insert(roleRules).values(ruleIds.map((ruleId) => ({ roleId: role.id, ruleId })));
      await recordChange(tx, me, {
        action: 'add',
        entity,
        entityId: role.id,
        payload: { title: body.title, rules: ruleIds },
        after: { title: body.title, description, status: 1, rules: ruleIds },
      });
      return role.id;
    }),
    () => fieldRefusal('title', 'roleTitleTaken', { title: body.title }),
  );
  return { id };
}

/**
 * `role/update`: a role's title, description or status. A status change changes what the role grants:
 * its version moves, its members' consoles hear `role` and this process drops its cached menu.
 */
export async function updateRole(
  deps: RoleDeps,
  me: SystemCaller,
  body: z.infer<typeof roleUpdateBody>,
): Promise<void> {
  const { db, menuCache } = deps;
  const role = await findInBrand(db, roles, me.brandId, body.id, 'roleNotFound');
  if (role.isOwner && body.status === 0) throw new ApiError(ResultCode.business, 'ownerRoleDisable');
  if (body.title !== undefined) await assertTitleFree(db, me.brandId, body.title, role.id);
  // The seeded name in either language is the role's own name, not a rename: the key stays.
  const { title } = body;
  const changes: { title?: string; titleKey?: null; description?: string; status?: EnabledStatus } = {};
  if (title !== undefined && title !== role.title && !seededNames(role.titleKey).includes(title)) {
    changes.title = title;
    if (role.titleKey !== null) changes.titleKey = null;
  }
  if (body.description !== undefined && body.description !== role.description)
    changes.description = body.description;
  if (body.status !== undefined && body.status !== role.status) changes.status = body.status;
  if (changes.status === 1)
    refuse(roleEnableRefusal(me.policy, await roleFacts(db, role, me.locale, me.policy)));
  if (Object.keys(changes).length === 0) return;
  const statusChanged = changes.status !== undefined;
  // The key is bookkeeping of the rename the title already records.
  const { titleKey: _key, ...auditedChanges } = changes;
  const before = Object.fromEntries(Object.keys(changes).map((k) => [k, role[k as keyof typeof changes]]));
  await unlessTaken(
    db.transaction(async (tx) => {
      await tx
        .update(roles)
        .set({
          ...changes,
          ...(changes.title === undefined ? {} : { titleSort: sortKey(changes.title) }),
          // Enabling or disabling changes what the role grants: other processes must reload it.
          ...(statusChanged ? { rulesVersion: sql`${roles.rulesVersion} + 1` } : {}),
        })
        .where(eq(roles.id, role.id));
      await recordChange(tx, me, {
        action: 'update',
        entity,
        entityId: role.id,
        payload: auditedChanges,
        before,
        after: changes,
      });
      if (statusChanged) await raiseEvent(tx, { t: 'role', brandId: me.brandId, roleId: role.id });
    }),
    () => fieldRefusal('title', 'roleTitleTaken', { title: body.title ?? '' }),
  );
  if (statusChanged) menuCache.dropRole(role.id);
}

/** `role/priv`: the rules a role grants, replaced (a non-owner grants only rules they hold). */
export async function setRoleRules(
  deps: RoleDeps,
  me: SystemCaller,
  body: z.infer<typeof rolePrivBody>,
): Promise<void> {
  const { db, menuCache } = deps;
  const role = await findInBrand(db, roles, me.brandId, body.id, 'roleNotFound');
  if (role.isOwner) throw new ApiError(ResultCode.business, 'ownerRoleRules');
  const held = await db.select({ id: roleRules.ruleId }).from(roleRules).where(eq(roleRules.roleId, role.id));
  const before = new Set(held.map((r) => r.id));
  const wanted = await wantedRules(db, body.rules, me.locale);
  refuse(grantRefusal(me.policy, wanted, before));
  const ruleIds = wanted.map((r) => r.id);
  const after = new Set(ruleIds);
  await db.transaction(async (tx) => {
    await tx.delete(roleRules).where(eq(roleRules.roleId, role.id));
    if (ruleIds.length > 0)
      await tx.insert(roleRules).values(ruleIds.map((ruleId) => ({ roleId: role.id, ruleId })));
    await tx
      .update(roles)
      .set({ rulesVersion: sql`${roles.rulesVersion} + 1` })
      .where(eq(roles.id, role.id));
    await recordChange(tx, me, {
      action: 'priv',
      entity,
      entityId: role.id,
      payload: {
        granted: ruleIds.filter((id) => !before.has(id)),
        revoked: [...before].filter((id) => !after.has(id)),
      },
      before: { rules: [...before] },
      after: { rules: ruleIds },
    });
    await raiseEvent(tx, { t: 'role', brandId: me.brandId, roleId: role.id });
  });
  // The next call of any member of this role is checked against the new rules.
  menuCache.dropRole(role.id);
}

/** `role/del`: roles of the brand, all or nothing; the owner role and a role with members stay. */
export async function deleteRoles(deps: RoleDeps, me: SystemCaller, ids: number[]): Promise<DeleteResult> {
  const { db, menuCache } = deps;
  const deleted = await deleteInBrand(db, me, {
    table: roles,
    ids,
    notFound: 'roleNotFound',
    entity,
    // The rows are locked for update: a member being given one of these roles (adminuser add and
    // update lock it for share) is waited for, so the member count is final.
    check: async (found, tx) => {
      const owner = found.find((r) => r.isOwner);
      if (owner) throw new ApiError(ResultCode.business, 'ownerRoleDelete');
      for (const role of found) {
        const [{ n } = { n: 0 }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(brandMembers)
          .where(eq(brandMembers.roleId, role.id));
        if (n > 0)
          throw new ApiError(ResultCode.business, 'roleHasMembers', {
            title: roleTitleOf(me.locale, role.title, role.titleKey),
            n,
          });
      }
    },
    payload: (role) => ({ title: role.title }),
    // The rules it granted (removed by their cascade), for the delete's undo (system-undo.ts).
    keep: async (role, tx) => ({
      ruleIds: (
        await tx.select({ ruleId: roleRules.ruleId }).from(roleRules).where(eq(roleRules.roleId, role.id))
      ).map((r) => r.ruleId),
    }),
  });
  for (const id of ids) menuCache.dropRole(id);
  return { deleted: deleted.length };
}
