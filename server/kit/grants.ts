import type { RuleKey } from '../../contract/rule-key.ts';
import type { AppDeps, MemberInfo } from '../context.ts';

/** Whether a role holds a rule: what a figure, an item or a piece of data is guarded by. */
export type Holds = (rule: RuleKey) => boolean;

/**
 * The member's rules as a question, read once (from the per-process grants cache) for a call that
 * decides several things by rule: the figures of a brand card, the items of the home page, the data
 * the assistant may send. The owner holds every rule, as requireRule has it.
 */
export async function rulesOf(deps: Pick<AppDeps, 'db' | 'menuCache'>, member: MemberInfo): Promise<Holds> {
  if (member.isOwner) return () => true;
  const grants = await deps.menuCache.get(deps.db, member);
  return (rule) => grants.ruleKeys.has(rule);
}
