import type { UndoHandler } from '../../kit/undo.ts';

/** The CRM module's undo handlers (listed in server/app.ts `moduleUndo`). */
export const crmUndo: readonly UndoHandler[] = [];
