export const rolePaths = {
  rules: '/brand/role/rules.html',
} as const;

/** A node of the grantable rule tree (`rules.html`): the permission tree a role is built from. */
export interface RuleNode {
  id: number;
  parentId: number;
  controller: string;
  action: string;
  title: string;
  /** Shown in the menu (nav, screen or group) rather than an API permission. */
  isMenu: boolean;
  childList: RuleNode[];
}
