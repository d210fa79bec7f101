import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AgentSummary } from '../../../contract/agent.ts';
import { chinaMonthStart } from '../../../contract/china-time.ts';
import type { AppDeps } from '../../context.ts';
import { int, text } from '../../db/prepared.ts';
import type { Caller } from '../../kit/caller.ts';
import { rowsOf } from '../../kit/db.ts';
import { agentGroups, agents } from './agent.tables.ts';
import { isStatus } from './agent-user.service.ts';

/** The overview's figures: agents by status and by group, and those new this month. */
export async function agentSummary(
  deps: Pick<AppDeps, 'db'>,
  me: Pick<Caller, 'brandId'>,
): Promise<AgentSummary> {
  const { brandId } = me;
  const { db } = deps;
  const byStatus: AgentSummary['byStatus'] = { pending: 0, passed: 0, rejected: 0, disabled: 0 };
  for (const r of await rowsOf(db, sql`select status, n from agent_counts where brand_id = ${brandId}`)) {
    const status = text(r.status);
    if (isStatus(status)) byStatus[status] = int(r.n);
  }
  const groups = await db
    .select({ id: agentGroups.id, title: agentGroups.title, level: agentGroups.level })
    .from(agentGroups)
    .where(eq(agentGroups.brandId, brandId))
    .orderBy(asc(agentGroups.level));
  // An index-only walk of (brand_id, group_id, id): a brand has at most nine groups.
  const perGroup = await db
    .select({ groupId: agents.groupId, n: count() })
    .from(agents)
    .where(eq(agents.brandId, brandId))
    .groupBy(agents.groupId);
  const agentsIn = new Map(perGroup.map((g) => [g.groupId, g.n]));
  const [fresh] = await db
    .select({ n: count() })
    .from(agents)
    .where(and(eq(agents.brandId, brandId), sql`${agents.createdAt} >= ${chinaMonthStart(new Date())}`));
  const summary: AgentSummary = {
    total: Object.values(byStatus).reduce((a, b) => a + b, 0),
    byStatus,
    byGroup: [
      ...groups.map((g) => ({
        groupId: g.id,
        title: g.title,
        level: g.level,
        agents: agentsIn.get(g.id) ?? 0,
      })),
      { groupId: null, title: '', level: null, agents: agentsIn.get(null) ?? 0 },
    ],
    newThisMonth: fresh?.n ?? 0,
  };
  return summary;
}
