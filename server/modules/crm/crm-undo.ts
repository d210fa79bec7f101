import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { crmMaterialRule } from '../../../contract/crm-material.ts';
import { crmProductRule } from '../../../contract/crm-product.ts';
import { crmTagRule } from '../../../contract/crm-tag.ts';
import { customerRule } from '../../../contract/customer.ts';
import { ResultCode } from '../../../contract/envelope.ts';
import type { RuleKey } from '../../../contract/rule-key.ts';
import { adminUsers, brandMembers } from '../../db/core.tables.ts';
import { ApiError } from '../../envelope.ts';
import { rowsOf, type Tx } from '../../kit/db.ts';
import {
  type ChangeRecord,
  changedRows,
  deleteUndo,
  laterAuthor,
  nameOf,
  objectOf,
  restoreOrTaken,
  reviveRow,
  type UndoHandler,
  type UndoOutcome,
  updateUndo,
} from '../../kit/undo.ts';
import {
  crmCustomerEvents,
  crmCustomerGroups,
  crmCustomers,
  crmCustomerTags,
  crmImports,
  crmMaterials,
  crmProducts,
  crmTags,
} from './crm.tables.ts';

/**
 * The CRM module's undo handlers (docs/decisions/undo.md), given by the module's manifest
 * (`undo`). Each reverses one kind of change from its record and writes no change of its own.
 */

const entity = 'crm_customer';

/** A change that only showed or hid rows (the kit's toggle, a bulk sale flag). */
const onlyDisplay = (payload: Record<string, unknown>) =>
  Object.keys(payload).every((k) => k === 'display' || k === 'ids');

const numbers = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];

/** The change's own time, read in SQL: its timeline events were written in its transaction, at that time. */
const changeTime = (change: ChangeRecord): SQL =>
  sql`(select created_at from changes where id = ${change.id})`;

/**
 * Removes the timeline events a change wrote (of `kinds`, on `ids`): taking the change back takes them
 * back too, so the timeline reads as if it had not happened (the change record still says it did).
 */
async function dropEvents(tx: Tx, change: ChangeRecord, kinds: string[], ids: number[]) {
  if (ids.length === 0) return;
  await tx
    .delete(crmCustomerEvents)
    .where(
      and(
        eq(crmCustomerEvents.brandId, change.brandId),
        inArray(crmCustomerEvents.customerId, ids),
        inArray(crmCustomerEvents.kind, kinds),
        sql`${crmCustomerEvents.createdAt} = ${changeTime(change)}`,
      ),
    );
}

/** Which of `ids` still exist in `table` (users, tags): a restored row's references to the rest are let go. */
async function existing(tx: Tx, table: typeof adminUsers | typeof crmTags, ids: Iterable<number>) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Set<number>();
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.id, wanted));
  return new Set(rows.map((r) => r.id));
}

/**
 * Customers deleted (one or several): each comes back with its id, tags, follow-ups and timeline, as
 * the delete's record kept them. A mobile taken meanwhile by another customer keeps that one out.
 */
const customerDelete: UndoHandler = {
  entity,
  action: 'delete',
  rule: customerRule.del,
  async undo({ tx, change }) {
    const rows = changedRows(change).map((r) => {
      const { tagIds, events, ...fields } = r.before;
      return {
        id: r.id,
        fields,
        tagIds: numbers(tagIds),
        events: Array.isArray(events) ? events.map(objectOf) : [],
      };
    });
    const userIds = rows.flatMap((r) => [
      ...numbers([r.fields.ownerId, r.fields.createdBy]),
      ...numbers(r.events.map((e) => e.actorId)),
    ]);
    const tagIds = rows.flatMap((r) => [
      ...r.tagIds,
      ...numbers([r.fields.sourceId]),
      ...numbers(r.events.map((e) => e.typeId)),
    ]);
    const users = await existing(tx, adminUsers, userIds);
    const tags = await existing(tx, crmTags, tagIds);
    // A reference to what went meanwhile is let go as its foreign key would have let it go.
    const user = (v: unknown) => (typeof v === 'number' && users.has(v) ? v : null);
    const tag = (v: unknown) => (typeof v === 'number' && tags.has(v) ? v : null);
    const outcome: UndoOutcome = { restored: 0, skipped: [] };
    for (const row of rows) {
      const values = {
        ...reviveRow(crmCustomers, row.fields),
        id: row.id,
        brandId: change.brandId,
        ownerId: user(row.fields.ownerId),
        createdBy: user(row.fields.createdBy),
        sourceId: tag(row.fields.sourceId),
      };
      const back = await restoreOrTaken(tx, async (sp) => {
        await sp.insert(crmCustomers).values(values as typeof crmCustomers.$inferInsert);
        const kept = row.tagIds.filter((t) => tags.has(t));
        if (kept.length > 0)
          await sp.insert(crmCustomerTags).values(kept.map((tagId) => ({ customerId: row.id, tagId })));
        if (row.events.length > 0)
          await sp.insert(crmCustomerEvents).values(
            row.events.map(
              (e) =>
                ({
                  ...reviveRow(crmCustomerEvents, e),
                  brandId: change.brandId,
                  customerId: row.id,
                  actorId: user(e.actorId),
                  typeId: tag(e.typeId),
                }) as typeof crmCustomerEvents.$inferInsert,
            ),
          );
      });
      if (back) outcome.restored += 1;
      else
        outcome.skipped.push({ entityId: row.id, name: nameOf(row.fields, `#${row.id}`), reason: 'taken' });
    }
    return outcome;
  },
};

/** The customers of a change, locked, with their names. */
async function lockedCustomers(tx: Tx, change: ChangeRecord, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(crmCustomers)
    .where(and(eq(crmCustomers.brandId, change.brandId), inArray(crmCustomers.id, ids)))
    .for('update');
}

/**
 * A claim, release or reassignment: each customer still with the owner the move gave it goes back to
 * the one it had (and since when); one moved again meanwhile stays, named with who moved it. An owner
 * who has left the brand since cannot take it back: it stays where it is.
 */
function moveUndo(action: string, rule: RuleKey): UndoHandler {
  return {
    entity,
    action,
    rule,
    async undo({ tx, change }) {
      const before = objectOf(change.before);
      const owners = objectOf(before.owners);
      const ownedAt = objectOf(before.ownedAt);
      const after = objectOf(change.after);
      const to = typeof after.ownerId === 'number' ? after.ownerId : null;
      const ids = change.entityIds.length > 0 ? change.entityIds : [change.entityId];
      const current = await lockedCustomers(tx, change, ids);
      const prior = numbers(Object.values(owners));
      const members = prior.length
        ? await tx
            .select({ id: brandMembers.userId })
            .from(brandMembers)
            .where(and(eq(brandMembers.brandId, change.brandId), inArray(brandMembers.userId, prior)))
        : [];
      const outcome: UndoOutcome = { restored: 0, skipped: [] };
      const restored: number[] = [];
      for (const id of ids) {
        const now = current.find((r) => r.id === id);
        if (!now) {
          outcome.skipped.push({ entityId: id, name: `#${id}`, reason: 'gone' });
          continue;
        }
        const was = owners[String(id)];
        const back = typeof was === 'number' ? was : null;
        if (now.ownerId !== to) {
          const by = await laterAuthor(tx, change, id);
          outcome.skipped.push({ entityId: id, name: now.name, reason: 'changed', by });
          continue;
        }
        if (back !== null && !members.some((m) => m.id === back)) {
          outcome.skipped.push({ entityId: id, name: now.name, reason: 'gone' });
          continue;
        }
        const since = ownedAt[String(id)];
        await tx
          .update(crmCustomers)
          .set({
            ownerId: back,
            ownedAt: back === null ? null : typeof since === 'string' ? new Date(since) : now.ownedAt,
            updatedAt: new Date(),
          })
          .where(eq(crmCustomers.id, id));
        restored.push(id);
      }
      await dropEvents(tx, change, ['owner'], restored);
      outcome.restored = restored.length;
      // Who had them just before the undo, so a console that saw them there hears they left.
      outcome.record = { before: { owners: Object.fromEntries(restored.map((id) => [String(id), to])) } };
      return outcome;
    },
  };
}

/** A stage change of one customer (lost, restored): its fields back, and its timeline events taken off. */
function stageUndo(action: string, rule: RuleKey): UndoHandler {
  const fields = updateUndo({ entity, action, rule, table: crmCustomers });
  return {
    ...fields,
    async undo(ctx) {
      const outcome = await fields.undo(ctx);
      if (outcome.restored > 0) {
        const ids = changedRows(ctx.change).map((r) => r.id);
        await dropEvents(ctx.tx, ctx.change, ['stage', 'owner'], ids);
      }
      return outcome;
    },
  };
}

/**
 * A bulk tag change: the tags it added to each customer come off, or those it removed go back (a tag
 * deleted since cannot). Tags the customers had already are not touched.
 */
function tagUndo(mode: 'add' | 'remove'): UndoHandler {
  return {
    entity,
    action: `tag-${mode}`,
    rule: customerRule.tag,
    async undo({ tx, change }) {
      const perRow = objectOf(objectOf(change.after).rows);
      const ids = Object.keys(perRow).map(Number);
      const current = await lockedCustomers(tx, change, ids);
      const outcome: UndoOutcome = { restored: 0, skipped: [] };
      const restored: number[] = [];
      const tags = await existing(
        tx,
        crmTags,
        ids.flatMap((id) => numbers(perRow[String(id)])),
      );
      for (const id of ids) {
        const delta = numbers(perRow[String(id)]);
        if (!current.some((r) => r.id === id)) {
          outcome.skipped.push({ entityId: id, name: `#${id}`, reason: 'gone' });
          continue;
        }
        if (mode === 'add') {
          await tx
            .delete(crmCustomerTags)
            .where(and(eq(crmCustomerTags.customerId, id), inArray(crmCustomerTags.tagId, delta)));
        } else {
          const kept = delta.filter((t) => tags.has(t));
          if (kept.length > 0)
            await tx
              .insert(crmCustomerTags)
              .values(kept.map((tagId) => ({ customerId: id, tagId })))
              .onConflictDoNothing();
        }
        restored.push(id);
      }
      await dropEvents(tx, change, ['tag'], restored);
      outcome.restored = restored.length;
      return outcome;
    },
  };
}

/**
 * An import as a whole: the customers it brought are removed, but for each one someone changed since
 * (a later change names it), which stays and is listed with who changed it. An import still running
 * cannot be taken back yet.
 */
const importUndo: UndoHandler = {
  entity: 'crm_import',
  action: 'import',
  rule: customerRule.import,
  async undo({ tx, change }) {
    const [job] = await tx
      .select({ status: crmImports.status })
      .from(crmImports)
      .where(and(eq(crmImports.id, change.entityId), eq(crmImports.brandId, change.brandId)))
      .for('update');
    if (job && (job.status === 'queued' || job.status === 'running'))
      throw new ApiError(ResultCode.business, 'crmImportUndoRunning');
    const later = sql`from changes ch where ch.brand_id = c.brand_id and ch.entity = ${entity} and ch.id > ${change.id}
      and (ch.entity_id = c.id or ch.entity_ids @> jsonb_build_array(c.id))`;
    const touched = await rowsOf(
      tx,
      sql`select c.id, c.name, (select ch.actor_name ${later} order by ch.id desc limit 1) as by
        from crm_customers c where c.brand_id = ${change.brandId} and c.import_id = ${change.entityId}
        and exists (select 1 ${later}) order by c.id`,
    );
    const removed = await rowsOf(
      tx,
      sql`delete from crm_customers c where c.brand_id = ${change.brandId} and c.import_id = ${change.entityId}
        and not exists (select 1 ${later}) returning c.id`,
    );
    return {
      restored: removed.length,
      record: { entityIds: removed.map((r) => Number(r.id)) },
      skipped: touched.map((r) => ({
        entityId: Number(r.id),
        name: String(r.name),
        reason: 'changed' as const,
        by: typeof r.by === 'string' ? r.by : undefined,
      })),
    };
  },
};

export const crmUndo: readonly UndoHandler[] = [
  customerDelete,
  moveUndo('claim', customerRule.claim),
  moveUndo('release', customerRule.release),
  moveUndo('assign', customerRule.assign),
  stageUndo('lose', customerRule.lose),
  stageUndo('restore', customerRule.restore),
  tagUndo('add'),
  tagUndo('remove'),
  importUndo,
  deleteUndo({ entity: 'crm_tag', rule: crmTagRule.del, table: crmTags }),
  deleteUndo({ entity: 'crm_customer_group', rule: customerRule.groupDel, table: crmCustomerGroups }),
  deleteUndo({ entity: 'crm_product', rule: crmProductRule.del, table: crmProducts }),
  // An edit names its `fields`; putting products on or off sale (one or many) records only `display`.
  updateUndo({
    entity: 'crm_product',
    rule: (payload) => ('fields' in payload ? crmProductRule.update : crmProductRule.status),
    table: crmProducts,
  }),
  // The show/hide toggle records only `display`; an edit records the fields it changed.
  updateUndo({
    entity: 'crm_tag',
    rule: (payload) => (onlyDisplay(payload) ? crmTagRule.status : crmTagRule.update),
    table: crmTags,
  }),
  // Not a material's `update`: its edit records its tags beside its columns, which this handler would
  // leave as they are; its show/hide toggle shares the action, so neither is undoable yet.
  deleteUndo({ entity: 'crm_material', rule: crmMaterialRule.del, table: crmMaterials }),
];
