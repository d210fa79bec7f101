import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { UndoSkipped } from '../../contract/change-undo.ts';
import type { RuleKey } from '../../contract/rule-key.ts';
import type { SecretBox } from '../secrets.ts';
import type { ChangeActor } from './change.ts';
import { isUniqueViolation, rowsOf, type Tx } from './db.ts';
import type { BrandTable } from './rows.ts';

/**
 * The undo engine (docs/decisions/undo.md). A change is taken back from its own record: the service that
 * made it kept what each row was (`before`) and became (`after`); a handler per (entity, action) puts
 * `before` back in one transaction, row by row, and skips (and names) each row someone changed since.
 *
 * Where handlers come from: each module exports its list from `<module>-undo.ts` (crm-undo.ts,
 * system-undo.ts …), and server/app.ts hands the lists to one UndoRegistry, as it does the modules'
 * live feeds (`moduleFeeds`). The registry is in `deps.undo`: `ok()` asks it whether the change a request
 * recorded can be taken back, the undo call finds the handler there.
 */

/** A change record as its undo reads it. */
export interface ChangeRecord {
  id: number;
  brandId: number;
  userId: number;
  action: string;
  entity: string;
  entityId: number;
  entityIds: number[];
  payload: Record<string, unknown>;
  before: unknown;
  after: unknown;
  subject: string;
  createdAt: Date;
  /** What the change sealed for its undo (sealChange), or null. */
  sealed: string | null;
}

export interface UndoContext {
  tx: Tx;
  /** Who takes it back (the undo's own record is theirs). */
  actor: ChangeActor;
  change: ChangeRecord;
  secrets: SecretBox;
}

/** What a handler did: how many rows came back as they were, and each that did not, with why. */
export interface UndoOutcome {
  restored: number;
  skipped: UndoSkipped[];
  /**
   * What the undo's own record says, where the change's would not do: the rows it touched (an import's
   * customers, which its record does not list) and what they were before the undo (a move's owners), so
   * the live feed tells the consoles that could see them.
   */
  record?: { entityIds?: number[]; before?: Record<string, unknown> };
}

export interface UndoHandler {
  entity: string;
  action: string;
  /**
   * The rule the change's own call needed: taking it back needs it too. Where two calls record the same
   * action (a toggle and an edit both record `update`), it is read from the change's payload.
   */
  rule: RuleKey | ((payload: Record<string, unknown>) => RuleKey);
  /** Reverses the change in `ctx.tx`, writing no change record (the undo records itself). */
  undo(ctx: UndoContext): Promise<UndoOutcome>;
}

/** The rule taking back a change with this payload needs. */
export const ruleOfChange = (handler: UndoHandler, payload: unknown): RuleKey =>
  typeof handler.rule === 'string' ? handler.rule : handler.rule(objectOf(payload));

const keyOf = (entity: string, action: string) => `${entity}\u0000${action}`;

/** Every undo handler of the app, by (entity, action); built once from the modules' lists in app.ts. */
export class UndoRegistry {
  readonly #handlers = new Map<string, UndoHandler>();

  constructor(lists: readonly (readonly UndoHandler[])[] = []) {
    for (const handler of lists.flat()) {
      const key = keyOf(handler.entity, handler.action);
      if (this.#handlers.has(key))
        throw new Error(`two undo handlers for ${handler.entity} ${handler.action}`);
      this.#handlers.set(key, handler);
    }
  }

  get(entity: string, action: string): UndoHandler | undefined {
    return this.#handlers.get(keyOf(entity, action));
  }

  has = (entity: string, action: string): boolean => this.#handlers.has(keyOf(entity, action));
}

const sealPurpose = (brandId: number) => `change-undo:${brandId}`;

/**
 * Seals what an undo needs that must never be shown (a member's password hash) for `changes.sealed`:
 * AES-GCM under APP_SECRET, bound to the brand, so a record copied to another brand does not open.
 */
export function sealChange(box: SecretBox, brandId: number, value: unknown): string {
  return box.seal(JSON.stringify(value), sealPurpose(brandId));
}

/** What sealChange sealed, or null (nothing sealed, or APP_SECRET changed since). */
export function openSealed(box: SecretBox, change: ChangeRecord): unknown {
  if (!change.sealed) return null;
  const plain = box.open(change.sealed, sealPurpose(change.brandId));
  return plain === null ? null : JSON.parse(plain);
}

export const objectOf = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v)) : {};

/** One row of a change as its record keeps it: its id, and its fields before and after. */
export interface ChangedRow {
  id: number;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * The rows of a change: a change of one row keeps its fields as they are, a change of several keeps
 * each row's under its id (recordBulkChange).
 */
export function changedRows(change: ChangeRecord): ChangedRow[] {
  const ids = change.entityIds.length > 0 ? change.entityIds : change.entityId ? [change.entityId] : [];
  if (ids.length === 1 && change.entityIds.length <= 1) {
    const [id = 0] = ids;
    return [{ id, before: objectOf(change.before), after: objectOf(change.after) }];
  }
  const before = objectOf(change.before);
  const after = objectOf(change.after);
  return ids.map((id) => ({ id, before: objectOf(before[String(id)]), after: objectOf(after[String(id)]) }));
}

/** The name a row goes by in a skipped line: its title, name or user name as the record kept it. */
export function nameOf(fields: Record<string, unknown>, fallback: string): string {
  const name = [fields.title, fields.name, fields.userName, fields.realName].find(
    (v) => typeof v === 'string' && v !== '',
  );
  return typeof name === 'string' ? name : fallback;
}

/**
 * Who changed a row since the change (its latest later change's author, by name), or undefined when no
 * later change of the brand names it.
 */
export async function laterAuthor(
  tx: Tx,
  change: ChangeRecord,
  entityId: number,
  entity = change.entity,
): Promise<string | undefined> {
  const [row] = await rowsOf(
    tx,
    sql`select actor_name from changes where brand_id = ${change.brandId} and entity = ${entity}
      and id > ${change.id} and (entity_id = ${entityId} or entity_ids @> ${JSON.stringify([entityId])}::jsonb)
      order by id desc limit 1`,
  );
  return row ? String(row.actor_name) : undefined;
}

/** A value as JSON keeps it, so a Date read now and an ISO string recorded then compare equal. */
function comparable(v: unknown): string {
  if (v instanceof Date) return JSON.stringify(v.toISOString());
  if (typeof v === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(v))
    return JSON.stringify(new Date(v).toISOString());
  return JSON.stringify(v ?? null);
}

export const sameValue = (a: unknown, b: unknown) => comparable(a) === comparable(b);

/** The fields of `after` whose current value is not what the change left. */
export function changedSince(current: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((k) => k in current && !sameValue(current[k], after[k]));
}

/**
 * Recorded values (JSON) as a table's columns take them again: a time column's ISO string becomes a
 * Date; fields the table has no column for are dropped.
 */
export function reviveRow(table: PgTable, fields: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(table);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) {
    const column = columns[k];
    if (!column) continue;
    out[k] = column.dataType === 'date' && typeof v === 'string' ? new Date(v) : v;
  }
  return out;
}

/**
 * Runs one row's restore in a savepoint: a unique index that refuses it (the name was taken since) skips
 * that row as `taken` and leaves the others.
 */
export async function restoreOrTaken(tx: Tx, write: (sp: Tx) => Promise<void>): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => write(sp as Tx));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * The kit's delete undo (deleteInBrand records each row whole in `before`): the rows go back with the
 * same ids. A row whose id or unique name is taken meanwhile stays out, named.
 */
export function deleteUndo<T extends BrandTable>(spec: {
  entity: string;
  rule: RuleKey;
  table: T;
  /**
   * The row's values as they may go back now, or null when what it needs has gone since (its
   * category): it stays out, named as gone. A reference to something optional that went may be let go.
   */
  prepare?: (tx: Tx, values: Record<string, unknown>) => Promise<Record<string, unknown> | null>;
}): UndoHandler {
  return {
    entity: spec.entity,
    action: 'delete',
    rule: spec.rule,
    async undo({ tx, change, secrets }) {
      const outcome: UndoOutcome = { restored: 0, skipped: [] };
      // Columns the delete sealed (DeleteSpec.seal) come back from the seal; one that no longer opens
      // (APP_SECRET changed) cannot bring them back, and a row without them would not be the same row.
      const sealed = objectOf(openSealed(secrets, change));
      const unsealed = change.sealed !== null && Object.keys(sealed).length === 0;
      for (const row of changedRows(change)) {
        const name = nameOf(row.before, `#${row.id}`);
        const { removedWith, ...fields } = row.before;
        const hidden = objectOf(sealed[String(row.id)]);
        const revived = {
          ...reviveRow(spec.table, { ...fields, ...hidden }),
          id: row.id,
          brandId: change.brandId,
        };
        const values = unsealed ? null : spec.prepare ? await spec.prepare(tx, revived) : revived;
        if (!values) {
          outcome.skipped.push({ entityId: row.id, name, reason: 'gone' });
          continue;
        }
        // The rows it took with it (a group's tags) come back after it, in their own id order.
        const others = (Array.isArray(removedWith) ? removedWith.map(objectOf) : []).map((r) => ({
          ...reviveRow(spec.table, r),
          brandId: change.brandId,
        }));
        const back = await restoreOrTaken(tx, async (sp) => {
          await sp.insert(spec.table).values(values as T['$inferInsert']);
          if (others.length > 0) await sp.insert(spec.table).values(others as T['$inferInsert'][]);
        });
        if (back) outcome.restored += 1;
        else outcome.skipped.push({ entityId: row.id, name, reason: 'taken' });
      }
      return outcome;
    },
  };
}

/**
 * The kit's update undo, for changes that record columns (toggleInBrand, a plain field update): each
 * row whose columns are still what the change left gets its `before` back; a row changed since is
 * skipped with who changed it, a row gone since as gone.
 */
export function updateUndo<T extends BrandTable>(spec: {
  entity: string;
  action?: string;
  rule: UndoHandler['rule'];
  table: T;
}): UndoHandler {
  return {
    entity: spec.entity,
    action: spec.action ?? 'update',
    rule: spec.rule,
    async undo({ tx, change }) {
      const outcome: UndoOutcome = { restored: 0, skipped: [] };
      const rows = changedRows(change);
      const table = spec.table;
      const current = (await tx
        .select()
        .from(table as PgTable)
        .where(
          and(
            eq(table.brandId, change.brandId),
            inArray(
              table.id,
              rows.map((r) => r.id),
            ),
          ),
        )
        .for('update')) as Record<string, unknown>[];
      for (const row of rows) {
        const now = current.find((r) => r.id === row.id);
        const name = nameOf(now ?? row.before, change.subject || `#${row.id}`);
        if (!now) {
          outcome.skipped.push({ entityId: row.id, name, reason: 'gone' });
          continue;
        }
        if (changedSince(now, row.after).length > 0) {
          outcome.skipped.push({
            entityId: row.id,
            name,
            reason: 'changed',
            by: await laterAuthor(tx, change, row.id),
          });
          continue;
        }
        const values = reviveRow(table, row.before);
        delete values.id;
        delete values.brandId;
        if (Object.keys(values).length > 0)
          await tx
            .update(table)
            .set(values as never)
            .where(eq(table.id, row.id));
        outcome.restored += 1;
      }
      return outcome;
    },
  };
}
