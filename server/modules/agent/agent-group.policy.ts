import type { Refusal } from '../../kit/policy.ts';

/** Agent groups' rules, tested alone (server/modules/agent/agent-policy.test.ts). */

/** Each level (1-9) belongs to one group of a brand: `holder` is the other group at that level, if any. */
export function levelRefusal(level: number, holder: { title: string } | null): Refusal | null {
  return holder
    ? { code: 1, key: 'agentGroupLevelTaken', params: { level, title: holder.title }, field: 'level' }
    : null;
}

/** A group with agents stays: its agents would lose their level and commission. The message counts them. */
export function groupDeleteRefusal(group: { title: string; agentCount: number }): Refusal | null {
  return group.agentCount > 0
    ? { code: 1, key: 'agentGroupHasAgents', params: { title: group.title, n: group.agentCount } }
    : null;
}
