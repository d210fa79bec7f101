import { type RoleMenu, rulePath } from '../../contract/menu.ts';
import { type RuleKey, splitRuleKey } from '../../contract/rule-key.ts';

/**
 * What a role may open, read from the stored menu. The server is the authority (a refused call answers
 * `code 403`); the console uses the same menu so a user is not shown doors that will not open.
 */

/** Routes every signed-in user may open whatever their role: home, their own account, developer screens. */
export function isAlwaysOpen(path: string): boolean {
  return (
    path === '/' ||
    path.startsWith('/manage/') ||
    path === '/account' ||
    path.startsWith('/account/') ||
    path.startsWith('/dev/')
  );
}

/** Whether the role's menu lists the route (`menuUrl`); the owner's menu lists every route. */
export function mayOpen(menu: RoleMenu | null, path: string): boolean {
  if (isAlwaysOpen(path)) return true;
  return menu?.menuUrl.includes(path) ?? false;
}

/**
 * Whether the role holds a rule (`adminUserRule.del`, the constant the server's requireRule checks):
 * `menuUrl` lists the path of every granted rule. Buttons of actions the role lacks are hidden with this.
 */
export function mayCall(menu: RoleMenu | null, rule: RuleKey): boolean {
  const { controller, action } = splitRuleKey(rule);
  return menu?.menuUrl.includes(rulePath(controller, action)) ?? false;
}

/**
 * What the role may do with an action that needs every one of `rules`: `held` now; `lost` since the
 * screen opened (`seen`: the rules held while it was open); `never` held here.
 */
export type RuleState = 'held' | 'lost' | 'never';

export function ruleState(
  menu: RoleMenu | null,
  seen: ReadonlySet<string> | null,
  rules: RuleKey | readonly RuleKey[],
): RuleState {
  let lost = false;
  for (const rule of typeof rules === 'string' ? [rules] : rules) {
    if (mayCall(menu, rule)) continue;
    const { controller, action } = splitRuleKey(rule);
    if (!seen?.has(rulePath(controller, action))) return 'never';
    lost = true;
  }
  return lost ? 'lost' : 'held';
}
