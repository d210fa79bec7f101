import { type MenuEntry, type MenuNav, type RoleMenu, rulePath } from '../../contract/menu.ts';

/**
 * docs/spec.md §2 "Menu": detail and edit paths that are not menu entries highlight their parent list.
 * Keys and values are route paths.
 */
export const parentPaths: Readonly<Record<string, string>> = {
  '/notify/sms/template': '/notify/sms/list',
  '/config/attach': '/config/index',
  '/crm/sales/product/add': '/crm/sales/product',
  '/crm/sales/product/update': '/crm/sales/product',
};

export interface MenuLocation {
  nav: MenuNav;
  /** The second-level entry to highlight (absent for the module's index page). */
  entryId: number | null;
  /** The path the highlighted item opens. */
  path: string;
  /** The menu's title for that item, in the language the menu was read in. */
  title: string;
}

export interface MenuIndex {
  /** Second-level entries of each nav id, in menu order. */
  entriesByNav: Map<number, MenuEntry[]>;
  byPath: Map<string, MenuLocation>;
  /** Where a path sits in the menu, following the parent mapping; null when the menu does not list it. */
  locate(path: string): MenuLocation | null;
}

export function entryPath(entry: Pick<MenuEntry, 'controller' | 'action'>): string | null {
  return entry.action ? rulePath(entry.controller, entry.action) : null;
}

/** Builds the path-to-menu index (docs/spec.md §2) from the stored role menu. */
export function buildMenuIndex(menu: RoleMenu | null): MenuIndex {
  const entriesByNav = new Map<number, MenuEntry[]>();
  const byPath = new Map<string, MenuLocation>();
  const navById = new Map<number, MenuNav>();
  for (const nav of menu?.nav ?? []) {
    navById.set(nav.id, nav);
    entriesByNav.set(nav.id, []);
    const path = rulePath(nav.controller, nav.action);
    byPath.set(path, { nav, entryId: null, path, title: nav.title });
  }
  const visit = (entry: MenuEntry, nav: MenuNav) => {
    const path = entryPath(entry);
    if (path && !byPath.has(path)) byPath.set(path, { nav, entryId: entry.id, path, title: entry.title });
    for (const child of entry.childList) visit(child, nav);
  };
  for (const entry of menu?.menuList ?? []) {
    const nav = navById.get(entry.parentId);
    if (!nav) continue;
    entriesByNav.get(nav.id)?.push(entry);
    visit(entry, nav);
  }
  return {
    entriesByNav,
    byPath,
    // The mapping wins over the page's own entry: docs/spec.md §2 wants the parent list highlighted even where
    // the role's menu also lists the detail page.
    locate(path) {
      const parent = parentPaths[path];
      const viaParent = parent ? byPath.get(parent) : undefined;
      return viaParent ?? byPath.get(path) ?? null;
    },
  };
}
