import type { RoleMenu } from '../../contract/menu.ts';
import { buildMenuIndex } from './menu-index.ts';

/** Joins the parts of the window title: page · brand · product (WCAG 2.4.2), leaving out empty ones. */
export function documentTitle(parts: { page: string; brand: string | null; product: string }): string {
  return [parts.page, parts.brand, parts.product].filter((p) => p).join(' · ');
}

const indexCache = new WeakMap<RoleMenu, ReturnType<typeof buildMenuIndex>>();

/**
 * Each path's name in the menus this tab has read, kept after a menu loses the path: a screen taken
 * away while open is still named in words on its "no permission" page.
 */
const namesSeen = new Map<string, string>();

function indexOf(menu: RoleMenu | null) {
  let index = menu ? indexCache.get(menu) : undefined;
  if (!index) {
    index = buildMenuIndex(menu);
    if (menu) indexCache.set(menu, index);
    for (const [path, at] of index.byPath) namesSeen.set(path, at.title);
  }
  return index;
}

/**
 * The page's name: the menu's own entry for the path (in the language the menu was read in), else the
 * route table's title, else the menu entry the path belongs under (an add or edit page under its list).
 */
export function pageName(path: string, menu: RoleMenu | null, routeTitle: string | null): string {
  const index = indexOf(menu);
  return index.byPath.get(path)?.title ?? routeTitle ?? index.locate(path)?.title ?? '';
}

/**
 * The name of a screen the role may not open: the menu's own entry for it, else the one an earlier
 * menu of this tab gave (the screen was taken away while open); '' when neither knows it. Never the
 * entry it sits under, which would name another screen.
 */
export function forbiddenPageName(path: string, menu: RoleMenu | null): string {
  return indexOf(menu).byPath.get(path)?.title ?? namesSeen.get(path) ?? '';
}
