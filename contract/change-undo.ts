import { z } from 'zod';
import { adminUserRule } from './admin-user.ts';
import { agentGroupRule, agentUserRule } from './agent.ts';
import { articleRule } from './article.ts';
import { crmMaterialRule } from './crm-material.ts';
import { crmProductRule } from './crm-product.ts';
import { crmTagRule } from './crm-tag.ts';
import { customerRule } from './customer.ts';
import { emailRule } from './email.ts';
import { idField } from './envelope.ts';
import { friendLinkRule } from './friend-link.ts';
import { pageRule } from './page.ts';
import { roleRule } from './role.ts';
import type { RuleKey } from './rule-key.ts';
import { slideRule } from './slide.ts';
import { smsTemplateRule } from './sms.ts';
import { uploadRule } from './upload.ts';

/**
 * Undo (docs/decisions/undo.md): a change commits at once and its answer carries an undo handle; taking
 * it back is one call that reverses exactly that change, from its change record, in one transaction.
 */
export const changeUndoPaths = {
  /** Reverses one change (by the change record's id) and records the undo as a change of its own. */
  undo: '/brand/change/undo.html',
} as const;

/**
 * The deletes an undo takes back, by the rule each call needs: the console deletes these at once and
 * offers 撤销 instead of asking first (docs/decisions/undo-ui.md). Every other delete keeps its "are you
 * sure?". server/modules/system/undoable-deletes.test.ts holds this list to the server's undo handlers, so a
 * delete is listed here only while its undo exists, and one that gains an undo cannot be forgotten.
 */
export const undoableDeletes: readonly RuleKey[] = [
  customerRule.del,
  customerRule.groupDel,
  crmTagRule.del,
  crmProductRule.del,
  crmMaterialRule.del,
  adminUserRule.del,
  roleRule.del,
  articleRule.del,
  articleRule.node_del,
  pageRule.del,
  slideRule.del,
  friendLinkRule.del,
  friendLinkRule.node_del,
  agentUserRule.delete,
  agentGroupRule.delete,
  smsTemplateRule.templatedel,
  emailRule.template_del,
  uploadRule.del,
];

const undoableDeletePaths = new Set(undoableDeletes.map((rule) => `/${rule}.html`));

/**
 * Whether a delete's address (`/crm/tag/del.html?id=3`, a rule's call is at `/<rule>.html`) is one an
 * undo takes back. Anything else, a POST's stand-in such as `restore:3` included, is not.
 */
export function isUndoableDelete(url: string): boolean {
  const [path = ''] = url.split(/[?#]/, 1);
  return undoableDeletePaths.has(path);
}

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
