import { eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../contract/envelope.ts';
import { type MenuEntry, type RoleMenu, rulePath } from '../../contract/menu.ts';
import { ruleKey } from '../../contract/rule-key.ts';
import { isSectionRule, withoutEmptySections } from '../../contract/rule-sections.ts';
import type { Db } from '../db/client.ts';
import { roleRules, roles, rules } from '../db/core.tables.ts';
import type { Queryable } from '../kit/db.ts';
import type { PolicyCaller, RoleFacts, RuleFact } from '../kit/policy.ts';
import { roleTitleOf } from '../kit/role-title.ts';

type RuleRow = typeof rules.$inferSelect;

export interface RoleGrants {
  /** `controller/action` of every rule the role holds, for endpoint checks. */
  ruleKeys: Set<string>;
  menu: Record<Locale, RoleMenu>;
}

type RuleShape = Pick<RuleRow, 'id' | 'parentId' | 'isMenu' | 'isRoute'>;

/** The ids of the sections of the rule tree (contract/rule-sections.ts). */
export function sectionIds(all: ReadonlyArray<RuleShape>): Set<number> {
  const parents = new Set(all.map((r) => r.parentId));
  return new Set(all.filter((r) => isSectionRule({ ...r, hasChildren: parents.has(r.id) })).map((r) => r.id));
}

/**
 * Of the rule ids a role stores, those it holds: a module or group with nothing granted under it is
 * not held, whatever the stored list says (a list saved before this rule, or by a client that kept an
 * emptied section). What the menu, the rule checks and the privileges screen read.
 */
export function heldRuleIds(all: ReadonlyArray<RuleShape>, granted: Iterable<number>): Set<number> {
  const parentOf = new Map(all.map((r) => [r.id, r.parentId === 0 ? null : r.parentId]));
  const sections = sectionIds(all);
  return withoutEmptySections(
    (id: number) => parentOf.get(id),
    (id) => sections.has(id),
    granted,
  );
}

/** What heldRuleIds needs of every rule. */
export function ruleShapes(db: Queryable): Promise<RuleShape[]> {
  return db
    .select({ id: rules.id, parentId: rules.parentId, isMenu: rules.isMenu, isRoute: rules.isRoute })
    .from(rules);
}

/**
 * Builds the menu of a set of granted rules. A rule shows only when its whole ancestry is granted, so
 * a half-granted branch cannot produce an entry without a place in the menu.
 */
export function buildRoleMenu(all: RuleRow[], granted: Set<number>, locale: Locale): RoleMenu {
  const title = (r: RuleRow) => (locale === 'en' && r.titleEn ? r.titleEn : r.title);
  const children = new Map<number, RuleRow[]>();
  for (const r of all) {
    if (!granted.has(r.id)) continue;
    const list = children.get(r.parentId) ?? [];
    list.push(r);
    children.set(r.parentId, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.sort - b.sort || a.id - b.id);

  const menuUrl: string[] = [];
  const collectUrls = (parentId: number) => {
    for (const r of children.get(parentId) ?? []) {
      // Screens and the endpoints under them alike: the console hides an action's button when the
      // role lacks the endpoint it calls (the server refuses it either way).
      if (r.action) menuUrl.push(rulePath(r.controller, r.action));
      collectUrls(r.id);
    }
  };
  collectUrls(0);

  const entry = (r: RuleRow): MenuEntry => ({
    id: r.id,
    parentId: r.parentId,
    controller: r.controller,
    action: r.action,
    title: title(r),
    icon: r.icon,
    childList: (children.get(r.id) ?? []).filter((c) => c.isMenu).map(entry),
  });
  const navRules = (children.get(0) ?? []).filter((r) => r.isMenu);
  return {
    nav: navRules.map((r) => ({
      id: r.id,
      controller: r.controller,
      action: r.action,
      title: title(r),
      icon: r.icon,
    })),
    menuList: navRules.flatMap((n) => (children.get(n.id) ?? []).filter((c) => c.isMenu).map(entry)),
    menuUrl,
  };
}

export async function loadRoleGrants(
  db: Db,
  role: { roleId: number; isOwner: boolean },
): Promise<RoleGrants> {
  const all = await db.select().from(rules);
  const [row] = await db.select({ status: roles.status }).from(roles).where(eq(roles.id, role.roleId));
  // A disabled role grants nothing: its members keep their membership but see no menu and may call nothing.
  const enabled = row?.status === 1;
  const granted = role.isOwner
    ? new Set(all.map((r) => r.id))
    : !enabled
      ? new Set<number>()
      : heldRuleIds(
          all,
          (
            await db.select({ id: roleRules.ruleId }).from(roleRules).where(eq(roleRules.roleId, role.roleId))
          ).map((r) => r.id),
        );
  return {
    ruleKeys: new Set(all.filter((r) => granted.has(r.id)).map((r) => ruleKey(r.controller, r.action))),
    menu: { 'zh-CN': buildRoleMenu(all, granted, 'zh-CN'), en: buildRoleMenu(all, granted, 'en') },
  };
}

function ruleFact(r: Pick<RuleRow, 'id' | 'controller' | 'action' | 'title' | 'titleEn'>, locale: Locale) {
  return {
    id: r.id,
    key: ruleKey(r.controller, r.action),
    title: locale === 'en' && r.titleEn ? r.titleEn : r.title,
  };
}

const factColumns = {
  id: rules.id,
  controller: rules.controller,
  action: rules.action,
  title: rules.title,
  titleEn: rules.titleEn,
};

/**
 * What a role grants, for policies and its detail: every rule for the owner role, else the rules it
 * holds (heldRuleIds: not an emptied section it still stores), titles in `locale`, by id.
 */
export async function roleRuleFacts(
  db: Queryable,
  role: { id: number; isOwner: boolean },
  locale: Locale,
): Promise<RuleFact[]> {
  const all = await db
    .select({ ...factColumns, parentId: rules.parentId, isMenu: rules.isMenu, isRoute: rules.isRoute })
    .from(rules)
    .orderBy(rules.id);
  if (role.isOwner) return all.map((r) => ruleFact(r, locale));
  const stored = await db
    .select({ id: roleRules.ruleId })
    .from(roleRules)
    .where(eq(roleRules.roleId, role.id));
  const held = heldRuleIds(
    all,
    stored.map((r) => r.id),
  );
  return all.filter((r) => held.has(r.id)).map((r) => ruleFact(r, locale));
}

/**
 * A role as policies see it. Its rules are read only for a caller who is not an owner: no policy
 * refuses an owner for the rules of a role.
 */
export async function roleFacts(
  db: Queryable,
  role: { id: number; title: string; titleKey: string | null; isOwner: boolean; status: number },
  locale: Locale,
  caller: PolicyCaller,
): Promise<RoleFacts> {
  return {
    title: roleTitleOf(locale, role.title, role.titleKey),
    isOwner: role.isOwner,
    enabled: role.status === 1,
    rules: caller.isOwner ? [] : await roleRuleFacts(db, role, locale),
  };
}

/** The rules of these ids that exist, for policies (titles in `locale`). */
export async function ruleFactsOf(
  db: Queryable,
  ids: readonly number[],
  locale: Locale,
): Promise<RuleFact[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(factColumns)
    .from(rules)
    .where(inArray(rules.id, [...ids]))
    .orderBy(rules.id);
  return rows.map((r) => ruleFact(r, locale));
}

/**
 * Per-process cache of role grants. Only a cache: another API process may change a role, so an entry
 * is reloaded when the role's `rulesVersion` (read with the membership on every call) moved on, entries
 * also age out, and `cache.html` drops a brand's entries at once.
 */
export class RoleMenuCache {
  readonly #entries = new Map<
    number,
    { brandId: number; version: number; at: number; grants: Promise<RoleGrants> }
  >();

  constructor(readonly maxAgeMs = 60_000) {}

  get(
    db: Db,
    role: { roleId: number; brandId: number; isOwner: boolean; rulesVersion: number },
  ): Promise<RoleGrants> {
    const hit = this.#entries.get(role.roleId);
    if (hit && hit.version === role.rulesVersion && Date.now() - hit.at < this.maxAgeMs) return hit.grants;
    const grants = loadRoleGrants(db, role);
    this.#entries.set(role.roleId, {
      brandId: role.brandId,
      version: role.rulesVersion,
      at: Date.now(),
      grants,
    });
    // A failed load must not stay cached.
    grants.catch(() => this.#entries.delete(role.roleId));
    return grants;
  }

  /** After a role's rules or status changed in this process. */
  dropRole(roleId: number): void {
    this.#entries.delete(roleId);
  }

  dropBrand(brandId: number): void {
    for (const [roleId, e] of this.#entries) if (e.brandId === brandId) this.#entries.delete(roleId);
  }

  clear(): void {
    this.#entries.clear();
  }
}
