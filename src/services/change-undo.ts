import { changeUndoPaths, type UndoResult } from '../../contract/change-undo.ts';
import { type CallOptions, post } from './http.ts';

/**
 * Takes back one change by its record's id (the `undo` handle of the answer that made it, or of its row
 * in 最近变更). The server reverses it in one transaction and answers what came back and what did not.
 * A refusal (the window passed, already undone, not the author) rejects with the server's message.
 */
export function undoChange(id: number, options: CallOptions = {}): Promise<UndoResult> {
  return post<UndoResult>(changeUndoPaths.undo, { id }, options);
}
