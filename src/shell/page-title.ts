import type { RoleMenu } from '../../contract/menu.ts';
import { buildMenuIndex } from './menu-index.ts';

/** Joins the parts of the window title: page · brand · product (WCAG 2.4.2), leaving out empty ones. */
export function documentTitle(parts: { page: string; brand: string | null; product: string }): string {
  return [parts.page, parts.brand, parts.product].filter((p) => p).join(' · ');
}

const indexCache = new WeakMap<RoleMenu, ReturnType<typeof buildMenuIndex>>();

/**
 * The page's name: the menu's own entry for the path (in the language the menu was read in), else the
 * route table's title, else the menu entry the path belongs under (an add or edit page under its list).
 */
export function pageName(path: string, menu: RoleMenu | null, routeTitle: string | null): string {
  let index = menu ? indexCache.get(menu) : undefined;
  if (!index) {
    index = buildMenuIndex(menu);
    if (menu) indexCache.set(menu, index);
  }
  return index.byPath.get(path)?.title ?? routeTitle ?? index.locate(path)?.title ?? '';
}
