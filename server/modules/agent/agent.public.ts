// The Agent module's public face: what other modules may use of it (docs/decisions/modules.md).
import { and, eq, isNull } from 'drizzle-orm';
import type { SortedName } from '../../db/sort-keys.ts';
import type { Queryable } from '../../kit/db.ts';
import { agentConfigs, agents } from './agent.tables.ts';

/** Where the agent settings send an SMS template: on a pass, on a rejection (a template's delete keeps it). */
export interface AgentTemplateUses {
  pass: boolean;
  reject: boolean;
}

/** Whether the brand's agent settings send the SMS template `templateId` on a pass or a rejection. */
export async function agentTemplateUses(
  db: Queryable,
  brandId: number,
  templateId: number,
): Promise<AgentTemplateUses> {
  const [config] = await db.select().from(agentConfigs).where(eq(agentConfigs.brandId, brandId));
  return {
    pass: config?.passTemplateId === templateId,
    reject: config?.rejectTemplateId === templateId,
  };
}

/**
 * Names the SMS template `templateId` again where the settings sent it (a template's delete taken
 * back), unless they name another one since.
 */
export async function nameAgentTemplateAgain(
  db: Queryable,
  brandId: number,
  templateId: number,
  uses: AgentTemplateUses,
): Promise<void> {
  if (uses.pass)
    await db
      .update(agentConfigs)
      .set({ passTemplateId: templateId })
      .where(and(eq(agentConfigs.brandId, brandId), isNull(agentConfigs.passTemplateId)));
  if (uses.reject)
    await db
      .update(agentConfigs)
      .set({ rejectTemplateId: templateId })
      .where(and(eq(agentConfigs.brandId, brandId), isNull(agentConfigs.rejectTemplateId)));
}

/** The agent's name, kept with a sort key the start-up filler (server/db/sort-keys.ts) fills. */
export const agentSortedNames: SortedName[] = [
  { table: agents, id: agents.id, name: agents.name, key: agents.nameSort, person: true },
];
