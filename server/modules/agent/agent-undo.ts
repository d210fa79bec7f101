import { and, eq } from 'drizzle-orm';
import { agentGroupRule, agentUserRule } from '../../../contract/agent.ts';
import { deleteUndo, type UndoHandler, updateUndo } from '../../kit/undo.ts';
import { agentGroups, agents } from './agent.tables.ts';

/**
 * The Agent module's undo handlers (docs/decisions/undo.md), given by the module's manifest (`undo`).
 */
export const agentUndo: readonly UndoHandler[] = [
  // Agents deleted (one or several): each comes back with its id; its id card number and digest come
  // from the record's sealed part (never from `before`). A mobile or id card taken since keeps it out;
  // a group deleted since is let go (the agent comes back in no group).
  deleteUndo({
    entity: 'agent',
    rule: agentUserRule.delete,
    table: agents,
    prepare: async (tx, values) => {
      if (typeof values.groupId !== 'number') return values;
      const [group] = await tx
        .select({ id: agentGroups.id })
        .from(agentGroups)
        .where(and(eq(agentGroups.id, values.groupId), eq(agentGroups.brandId, Number(values.brandId))));
      return group ? values : { ...values, groupId: null };
    },
  }),
  // A pass or rejection (one or many): each application still as decided goes back to what it was
  // (pending, undecided). The SMS the decision queued is not called back: it may have gone.
  updateUndo({ entity: 'agent', action: 'pass', rule: agentUserRule.pass, table: agents }),
  updateUndo({ entity: 'agent', action: 'reject', rule: agentUserRule.reject, table: agents }),
  // A group deleted (it had no agents): back with its id; a level or title taken since keeps it out.
  deleteUndo({ entity: 'agent_group', rule: agentGroupRule.delete, table: agentGroups }),
];
