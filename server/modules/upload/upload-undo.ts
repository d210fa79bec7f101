import { uploadRule } from '../../../contract/upload.ts';
import { uploads } from '../../db/core.tables.ts';
import { changedRows, deleteUndo, nameOf, type UndoHandler } from '../../kit/undo.ts';

/**
 * The upload module's undo handler (docs/decisions/undo.md), given by the module's manifest
 * (`undo`): a library file deleted comes back with its id while its bytes are kept
 * (until the undo expires: upload-remove-job.ts). A delete whose bytes went at once (`kept` not set:
 * an app without a job queue) cannot bring it back; the same picture uploaded again since keeps it out.
 */
function uploadDelete(): UndoHandler {
  const rows = deleteUndo({ entity: 'upload', rule: uploadRule.del, table: uploads });
  return {
    ...rows,
    async undo(ctx) {
      if (ctx.change.payload.kept === true) return rows.undo(ctx);
      return {
        restored: 0,
        skipped: changedRows(ctx.change).map((r) => ({
          entityId: r.id,
          name: nameOf(r.before, `#${r.id}`),
          reason: 'gone' as const,
        })),
      };
    },
  };
}

export const uploadUndo: readonly UndoHandler[] = [uploadDelete()];
