import { z } from 'zod';
import type { UndoHandle } from './change-undo.ts';
import { type ListResult, listQuery } from './envelope.ts';

export const auditPaths = {
  /** Recent changes of the brand, newest first. */
  list: '/brand/audit/list.html',
} as const;

/**
 * What an audit row is about; each needs the screen rule of its entity to be read
 * (server/modules/system/audit.routes.ts `entityRule`). A module adds its entities here, with their rule there and
 * their words in src/i18n/system.ts (`audit.<entity>.<action>`).
 */
export const auditEntities = [
  'admin_user',
  'role',
  'sms_template',
  'email_template',
  'sms_batch',
  'email_batch',
  'ai_config',
  // Everything with an undo handler (docs/decisions/undo.md), so it can be taken back from 最近变更 too.
  'crm_customer',
  'crm_import',
  'crm_customer_group',
  'crm_tag',
  'crm_product',
  'crm_material',
  'article',
  'article_node',
  'page',
  'slide',
  'friendlink',
  'friendlink_node',
  'agent',
  'agent_group',
  'upload',
] as const;
export type AuditEntity = (typeof auditEntities)[number];

// Built in a pure no-argument IIFE so zod stays out of the console's bundle (see role.ts).
export const auditListBody = /* @__PURE__ */ (() =>
  listQuery.extend({ entity: z.enum(auditEntities).optional() }))();
export type AuditListBody = z.input<typeof auditListBody>;

export interface AuditListItem {
  id: number;
  /** `add`, `update`, `delete`, `priv` (a role's rules), `send`, `repeat` (a batch). */
  action: string;
  entity: AuditEntity;
  entityId: number;
  /** The member's user name or the role's title; kept from the row when the thing is gone. */
  subject: string;
  /** Who made the change. */
  actorName: string;
  /** For `update`: the names of the fields that changed (never their secret values). */
  fields: string[];
  /** ISO 8601. */
  createdAt: string;
  /** Present while the caller may take this change back (its author or the brand's owner, in the window). */
  undo: UndoHandle | null;
  /** Set once the change was taken back: the id of the undo's own change record. */
  undoneBy: number | null;
}

export type AuditListResult = ListResult<AuditListItem>;
