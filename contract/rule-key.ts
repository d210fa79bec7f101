/**
 * A rule of the permission tree, written once as `controller/action` (`brand/adminuser/list`): the last
 * segment is the action, the rest the controller. Each module's contract file lists its keys as
 * constants (`adminUserRule.list`); the server guards its endpoints with them (`requireRule`), the rule
 * tree seeds them, and the console hides the buttons of calls the role lacks with them (`useMayCall`).
 */
export type RuleKey = `${string}/${string}`;

export function ruleKey(controller: string, action: string): RuleKey {
  return `${controller}/${action}`;
}

/** `brand/adminuser/list` -> `{ controller: 'brand/adminuser', action: 'list' }`. */
export function splitRuleKey(key: RuleKey): { controller: string; action: string } {
  const i = key.lastIndexOf('/');
  return { controller: key.slice(0, i), action: key.slice(i + 1) };
}
