import { eq } from 'drizzle-orm';
import type { Locale } from '../../contract/envelope.ts';
import { type MenuEntry, type RoleMenu, rulePath } from '../../contract/menu.ts';
import type { Db } from '../db/client.ts';
import { roleRules, roles, rules } from '../db/schema.ts';

type RuleRow = typeof rules.$inferSelect;

export interface RoleGrants {
  /** `controller/action` of every rule the role holds, for endpoint checks. */
  ruleKeys: Set<string>;
  menu: Record<Locale, RoleMenu>;
}

export function ruleKey(controller: string, action: string): string {
  return `${controller}/${action}`;
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
      : new Set(
          (
            await db.select({ id: roleRules.ruleId }).from(roleRules).where(eq(roleRules.roleId, role.roleId))
          ).map((r) => r.id),
        );
  return {
    ruleKeys: new Set(all.filter((r) => granted.has(r.id)).map((r) => ruleKey(r.controller, r.action))),
    menu: { 'zh-CN': buildRoleMenu(all, granted, 'zh-CN'), en: buildRoleMenu(all, granted, 'en') },
  };
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
