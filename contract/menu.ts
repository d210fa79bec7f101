/** docs/spec.md §3: a nav entry of the left icon navigation. */
export interface MenuNav {
  id: number;
  controller: string;
  action: string;
  title: string;
  icon: string;
}

/** docs/spec.md §3: a second-level menu entry; `childList` holds its third-level entries. */
export interface MenuEntry {
  id: number;
  parentId: number;
  controller: string;
  action: string;
  title: string;
  icon: string;
  childList: MenuEntry[];
}

/**
 * The role's menu. `nav` is the first level; `menuList` the entries under each nav id, each with its
 * own children; `menuUrl` every path the role may use: console routes (`/crm/customer/list`) and the
 * API endpoints it may call, without their `.html` (`/brand/adminuser/del`).
 */
export interface RoleMenu {
  nav: MenuNav[];
  menuList: MenuEntry[];
  menuUrl: string[];
}

/** The route path a rule opens: `/` + controller + `/` + action (`crm/customer` + `list`). */
export function rulePath(controller: string, action: string): string {
  return `/${controller}/${action}`.replace(/\/+/g, '/');
}
