import { type MenuEntry, type RoleMenu, rulePath } from '../../contract/menu.ts';

export interface Crumb {
  title: string;
  /** Hash href (`#/crm/customer/list`); absent for the current page. */
  href?: string;
}

/**
 * The trail to `path` through the role's menu: nav entry, then each menu level down to the page.
 * `aliases` maps detail paths to their list (docs/spec.md §2: sales product add -> sales product list).
 */
export function breadcrumbTrail(menu: RoleMenu, path: string, aliases: Record<string, string> = {}): Crumb[] {
  const target = aliases[path] ?? path;
  const find = (entries: MenuEntry[], trail: MenuEntry[]): MenuEntry[] | null => {
    for (const e of entries) {
      const here = [...trail, e];
      if (rulePath(e.controller, e.action) === target) return here;
      const deeper = find(e.childList, here);
      if (deeper) return deeper;
    }
    return null;
  };
  const entries = find(menu.menuList, []);
  if (!entries) return [];
  const root = entries[0];
  const nav = root ? menu.nav.find((n) => n.id === root.parentId) : undefined;
  const crumbs: Crumb[] = [];
  if (nav) crumbs.push({ title: nav.title, href: `#${rulePath(nav.controller, nav.action)}` });
  entries.forEach((e, i) => {
    const last = i === entries.length - 1 && target === path;
    crumbs.push(last ? { title: e.title } : { title: e.title, href: `#${rulePath(e.controller, e.action)}` });
  });
  return crumbs;
}
