import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type UndoResult,
  type UndoSkipped,
  type undoBody,
  undoWindowMinutes,
} from '../../../contract/change-undo.ts';
import { type Locale, ResultCode } from '../../../contract/envelope.ts';
import type { AppDeps } from '../../context.ts';
import type { MessageParams } from '../../core.messages.ts';
import { changes } from '../../db/core.tables.ts';
import { ApiError } from '../../envelope.ts';
import { recordChange } from '../../kit/change.ts';
import type { Queryable } from '../../kit/db.ts';
import type { PolicyCaller } from '../../kit/policy.ts';
import { type ChangeRecord, objectOf, ruleOfChange, type UndoHandler } from '../../kit/undo.ts';
import { type UndoKey, undoText } from './undo.messages.ts';

/**
 * Taking a change back (docs/decisions/undo.md): one transaction that reads the change's record, checks
 * who may, lets the change's handler (kit/undo.ts, registered by its module) put the rows back, records
 * the undo as a change of its own (`action: 'undo'`, `{undoes}`), and marks the original undone.
 */

export type UndoDeps = Pick<AppDeps, 'db' | 'undo' | 'secrets' | 'now'>;

export interface UndoCaller {
  brandId: number;
  userId: number;
  policy: PolicyCaller;
  locale: Locale;
}

const windowMs = undoWindowMinutes * 60_000;

/** When `change` can no longer be taken back. */
export const undoUntil = (createdAt: Date) => new Date(createdAt.getTime() + windowMs);

/** Why `me` may not take `change` back now (a refusal), or null when they may. */
export function undoRefusal(
  me: Pick<UndoCaller, 'userId' | 'policy'>,
  change: Pick<ChangeRecord, 'userId' | 'createdAt'> & { undoneBy: number | null; payload: unknown },
  handler: UndoHandler | undefined,
  now: Date,
): { code: 1 | 403; key: UndoKey; params?: Record<string, number> } | null {
  if (!handler) return { code: ResultCode.business, key: 'undoNotUndoable' };
  if (change.undoneBy !== null) return { code: ResultCode.business, key: 'undoAlreadyUndone' };
  if (change.userId !== me.userId && !me.policy.isOwner)
    return { code: ResultCode.forbidden, key: 'undoNotYours' };
  if (!me.policy.isOwner && !me.policy.ruleKeys.has(ruleOfChange(handler, change.payload)))
    return { code: ResultCode.forbidden, key: 'undoNoRight' };
  if (now.getTime() > undoUntil(change.createdAt).getTime())
    return { code: ResultCode.business, key: 'undoExpired', params: { minutes: undoWindowMinutes } };
  return null;
}

async function lockedChange(tx: Queryable, brandId: number, id: number) {
  const [row] = await tx
    .select()
    .from(changes)
    .where(and(eq(changes.id, id), eq(changes.brandId, brandId)))
    .for('update');
  if (!row) throw new ApiError(ResultCode.business, 'undoNotFound', { id });
  return row;
}

/** Reverses the change `id` of the caller's brand, as far as it safely can, and says what it left. */
export function undoChange(
  deps: UndoDeps,
  me: UndoCaller,
  { id }: z.output<typeof undoBody>,
): Promise<UndoResult> {
  return deps.db.transaction(async (tx) => {
    // Locked: two undos of one change at once wait for each other, and the second is refused.
    const row = await lockedChange(tx, me.brandId, id);
    const handler = deps.undo.get(row.entity, row.action);
    const refusal = undoRefusal(me, row, handler, deps.now());
    if (refusal || !handler) {
      const r = refusal ?? { code: ResultCode.business, key: 'undoNotUndoable' as const };
      throw new ApiError(r.code, r.key, r.params);
    }
    const change: ChangeRecord = {
      id: row.id,
      brandId: row.brandId,
      userId: row.userId,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      entityIds: Array.isArray(row.entityIds) ? row.entityIds : [],
      payload: objectOf(row.payload),
      before: row.before,
      after: row.after,
      subject: row.subject,
      createdAt: row.createdAt,
      sealed: row.sealed,
    };
    const actor = { brandId: me.brandId, userId: me.userId };
    const outcome = await handler.undo({ tx, actor, change, secrets: deps.secrets });
    const seq = await recordChange(tx, actor, {
      entity: row.entity,
      action: 'undo',
      entityId: row.entityId,
      entityIds: outcome.record?.entityIds ?? change.entityIds,
      payload: { undoes: row.id, restored: outcome.restored, skipped: outcome.skipped.length },
      before: outcome.record?.before,
      subject: row.subject,
    });
    await tx
      .update(changes)
      .set({ undoneBy: sql`(select id from ${changes} where brand_id = ${me.brandId} and seq = ${seq})` })
      .where(eq(changes.id, row.id));
    return { id: row.id, restored: outcome.restored, skipped: outcome.skipped };
  });
}

/** The undo's answer message: done, or done but for the rows named, each with why. */
export function undoMessage(locale: Locale, result: UndoResult): { key: UndoKey; params?: MessageParams } {
  if (result.skipped.length === 0) return { key: 'undone' };
  return {
    key: 'undonePartly',
    params: { n: result.skipped.length, names: result.skipped.map((s) => skippedText(locale, s)) },
  };
}

/** One row not taken back, in words: whose change kept it, or why it could not come back. */
export function skippedText(locale: Locale, s: UndoSkipped): string {
  if (s.reason === 'changed')
    return s.by
      ? undoText(locale, 'undoSkipped.changed', { name: s.name, by: s.by })
      : undoText(locale, 'undoSkipped.changedUnknown', { name: s.name });
  return undoText(locale, s.reason === 'taken' ? 'undoSkipped.taken' : 'undoSkipped.gone', { name: s.name });
}
