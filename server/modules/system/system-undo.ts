import type { UndoHandler } from '../../kit/undo.ts';

/** The System module's undo handlers (listed in server/app.ts `moduleUndo`). */
export const systemUndo: readonly UndoHandler[] = [];
