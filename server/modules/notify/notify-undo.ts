import { emailRule } from '../../../contract/email.ts';
import { smsTemplateRule } from '../../../contract/sms.ts';
import { changedRows, deleteUndo, objectOf, type UndoHandler } from '../../kit/undo.ts';
import { nameAgentTemplateAgain } from '../agent/agent.public.ts';
import { emailTemplates, smsTemplates } from './notify.tables.ts';

/**
 * The Notify module's undo handlers (docs/decisions/undo.md), given by the module's manifest
 * (`undo`): SMS and e-mail templates deleted (one or several).
 */

/**
 * SMS templates deleted: each comes back with its id; the agent settings that sent it on a pass or a
 * rejection (and lost it by their foreign key) name it again, unless they name another one since.
 */
function smsTemplateDelete(): UndoHandler {
  const rows = deleteUndo({ entity: 'sms_template', rule: smsTemplateRule.templatedel, table: smsTemplates });
  return {
    ...rows,
    async undo(ctx) {
      const outcome = await rows.undo(ctx);
      const out = new Set(outcome.skipped.map((s) => s.entityId));
      for (const row of changedRows(ctx.change)) {
        if (out.has(row.id)) continue;
        const uses = objectOf(row.before.agentSettings);
        await nameAgentTemplateAgain(ctx.tx, ctx.change.brandId, row.id, {
          pass: uses.pass === true,
          reject: uses.reject === true,
        });
      }
      return outcome;
    },
  };
}

export const notifyUndo: readonly UndoHandler[] = [
  smsTemplateDelete(),
  deleteUndo({ entity: 'email_template', rule: emailRule.template_del, table: emailTemplates }),
];
