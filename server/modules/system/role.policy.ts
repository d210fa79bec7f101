import type { PolicyCaller, Refusal, RoleFacts, RuleFact } from '../../kit/policy.ts';

/**
 * The System module's rules about who may grant what (a non-owner grants or assigns
 * only rules their own role holds, and nobody changes their own role). Plain functions over facts the
 * route read: no Hono, no SQL, tested alone (server/modules/system/system-policy.test.ts).
 */

/** The titles of the rules in `rules` that the caller does not hold (none for an owner). */
export function rulesBeyond(caller: PolicyCaller, rules: readonly RuleFact[]): string[] {
  if (caller.isOwner) return [];
  return rules.filter((r) => !caller.ruleKeys.has(r.key)).map((r) => r.title);
}

/**
 * The rules a role is to hold (`role/add`, `role/priv`): a non-owner grants only rules they hold
 * themselves, so holding `role/priv` cannot be turned into holding everything. `already` are rules the
 * role holds now: keeping them is not granting them. The refusal names the rule ids of the `rules` field.
 */
export function grantRefusal(
  caller: PolicyCaller,
  wanted: readonly RuleFact[],
  already: ReadonlySet<number> = new Set(),
): Refusal | null {
  if (caller.isOwner) return null;
  const beyond = wanted.filter((r) => !already.has(r.id) && !caller.ruleKeys.has(r.key)).map((r) => r.id);
  return beyond.length > 0 ? { code: 1, key: 'rulesBeyondOwn', params: { ids: beyond.join(', ') } } : null;
}

/**
 * Enabling a disabled role gives its members its rules again: a non-owner may enable only a role whose
 * rules they hold themselves. Disabling takes rules away and is not limited here.
 */
export function roleEnableRefusal(caller: PolicyCaller, role: RoleFacts): Refusal | null {
  if (role.enabled) return null;
  const beyond = rulesBeyond(caller, role.rules);
  return beyond.length > 0
    ? { code: 403, key: 'roleEnableBeyondOwn', params: { title: role.title, rules: beyond } }
    : null;
}
