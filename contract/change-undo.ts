import { z } from 'zod';
import { idField } from './envelope.ts';

/**
 * Undo (docs/decisions/undo.md): a change commits at once and its answer carries an undo handle; taking
 * it back is one call that reverses exactly that change, from its change record, in one transaction.
 */
export const changeUndoPaths = {
  /** Reverses one change (by the change record's id) and records the undo as a change of its own. */
  undo: '/brand/change/undo.html',
} as const;

/** How long a change can be taken back after it was made. */
export const undoWindowMinutes = 30;

/**
 * What an answer of an undoable write carries beside `data` (the envelope's optional `undo`): the change
 * record's id, to send to `changeUndoPaths.undo`, and until when it can be sent (ISO 8601).
 */
export interface UndoHandle {
  id: number;
  until: string;
}

// Built in a pure no-argument IIFE so zod stays out of the console's bundle (see role.ts).
export const undoBody = /* @__PURE__ */ (() => z.strictObject({ id: idField }))();
export type UndoBody = z.input<typeof undoBody>;

/**
 * Why one row of a change was not taken back: someone changed it since (`changed`), what it needs is used
 * again or taken (a tag name reused, a user name taken: `taken`), or it is gone (`gone`).
 */
export const undoSkipReasons = ['changed', 'taken', 'gone'] as const;
export type UndoSkipReason = (typeof undoSkipReasons)[number];

export interface UndoSkipped {
  entityId: number;
  /** The row's name as the change recorded it. */
  name: string;
  reason: UndoSkipReason;
  /** Who changed it since, for `changed` (their user name). */
  by?: string | undefined;
}

/** The answer of an undo: how many rows came back as they were, and each one that did not, with why. */
export interface UndoResult {
  /** The change that was taken back. */
  id: number;
  restored: number;
  skipped: UndoSkipped[];
}
