import type { RoleMenu } from '../../contract/menu.ts';
import { buildMenuIndex } from './menu-index.ts';

/** Joins the parts of the window title: page · brand · product (WCAG 2.4.2), leaving out empty ones. */
export function documentTitle(parts: { page: string; brand: string | null; product: string }): string {
  return [parts.page, parts.brand, parts.product].filter((p) => p).join(' · ');
}

const indexCache = new WeakMap<RoleMenu, ReturnType<typeof buildMenuIndex>>();

/**
 * Each path's name in the menus a session has read, kept after a menu loses the path: a screen taken
 * away while open is still named in words on its "no permission" page. Kept per session (the owner), so
 * what a page is called never depends on who used the tab before.
 */
const namesSeen = new WeakMap<object, { last: RoleMenu | null; names: Map<string, string> }>();

function indexOf(menu: RoleMenu | null, owner: object) {
  let index = menu ? indexCache.get(menu) : undefined;
  if (!index) {
    index = buildMenuIndex(menu);
    if (menu) indexCache.set(menu, index);
  }
  let seen = namesSeen.get(owner);
  if (!seen) {
    seen = { last: null, names: new Map() };
    namesSeen.set(owner, seen);
  }
  if (menu && menu !== seen.last) {
    for (const [path, at] of index.byPath) seen.names.set(path, at.title);
    seen.last = menu;
  }
  return { index, seen: seen.names };
}

/**
 * The page's name: the menu's own entry for the path (in the language the menu was read in), else the
 * route table's title, else the menu entry the path belongs under (an add or edit page under its list).
 */
export function pageName(
  path: string,
  menu: RoleMenu | null,
  routeTitle: string | null,
  owner: object,
): string {
  const { index } = indexOf(menu, owner);
  return index.byPath.get(path)?.title ?? routeTitle ?? index.locate(path)?.title ?? '';
}

/**
 * The name of a screen the role may not open: the menu's own entry for it, else the one an earlier
 * menu of this tab gave (the screen was taken away while open); '' when neither knows it. Never the
 * entry it sits under, which would name another screen.
 */
export function forbiddenPageName(path: string, menu: RoleMenu | null, owner: object): string {
  const { index, seen } = indexOf(menu, owner);
  return index.byPath.get(path)?.title ?? seen.get(path) ?? '';
}
