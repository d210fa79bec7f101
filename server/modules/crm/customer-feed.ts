import { inArray, sql } from 'drizzle-orm';
import { customerRule } from '../../../contract/customer.ts';
import type { LiveCustomerChange } from '../../../contract/live-events.ts';
import { adminUsers } from '../../db/core.tables.ts';
import type { ChangeFeed, ChangeRow } from '../../live/change-feed.ts';
import { visibleCustomerItem } from './customer-list.ts';
import { customerViewer } from './customer-scope.ts';

/** More rows than this in one change (an import) are not listed: the open lists read again. */
const listedRows = 200;

const ownerOf = (v: unknown): number | null | undefined =>
  v === null ? null : typeof v === 'number' ? v : undefined;

/**
 * Who owned each row before the change, where the record says (a move's `owners`, a delete's rows):
 * a row that left the reader's sight is told only to a reader who could see it before.
 */
function ownersBefore(change: ChangeRow): Map<number, number | null> {
  const owners = new Map<number, number | null>();
  const before = change.before;
  if (!before || typeof before !== 'object') return owners;
  const moved = Reflect.get(before, 'owners');
  const source: object = moved && typeof moved === 'object' ? moved : before;
  for (const [key, value] of Object.entries(source)) {
    const owner =
      value && typeof value === 'object' ? ownerOf(Reflect.get(value, 'ownerId')) : ownerOf(value);
    if (owner !== undefined && /^\d+$/.test(key)) owners.set(Number(key), owner);
  }
  return owners;
}

/**
 * The customers' part of the live feed: a change to customers the reader may see now (their rights and
 * row scope, as the lists), each row as their own list answers it, or null for one that left their
 * sight; an import tells its customers as one change.
 */
export const customerChangeFeed: ChangeFeed = {
  entities: ['crm_customer', 'crm_import'],
  async view(deps, reader, change): Promise<LiveCustomerChange | null> {
    const may = (rule: string) => reader.isOwner || reader.ruleKeys.has(rule);
    if (!may(customerRule.list) && !may(customerRule.pool) && !may(customerRule.lost)) return null;
    if (change.entity === 'crm_import' && change.action !== 'import_done' && change.action !== 'undo')
      return null;
    const viewer = customerViewer(reader.brandId, {
      userId: reader.userId,
      isOwner: reader.isOwner,
      ruleKeys: reader.ruleKeys,
    });
    const ids = change.entityIds.length > 0 ? change.entityIds : change.entityId ? [change.entityId] : [];
    if (ids.length === 0) return null;
    const [actor] = change.userId
      ? await deps.db
          .select({
            id: adminUsers.id,
            name: sql<string>`coalesce(nullif(${adminUsers.realName}, ''), ${adminUsers.userName})`,
          })
          .from(adminUsers)
          .where(inArray(adminUsers.id, [change.userId]))
      : [];
    const told = {
      entity: 'crm_customer' as const,
      action: change.entity === 'crm_import' && change.action !== 'undo' ? 'import' : change.action,
      actor: actor ?? null,
      at: change.createdAt.toISOString(),
    };
    // An import taken back removed its customers: whose they were is not kept, so the open lists read again.
    if (ids.length > listedRows || (change.entity === 'crm_import' && change.action === 'undo'))
      return { ...told, rows: [], refresh: true };
    const before = ownersBefore(change);
    const rows: LiveCustomerChange['rows'] = [];
    for (const id of ids) {
      const item = await visibleCustomerItem(deps, viewer, id);
      if (item) {
        rows.push({ id, item });
        continue;
      }
      // Gone from sight: said only to whom it was in sight before (its owner, the pool, or all).
      if (!before.has(id)) continue;
      const owner = before.get(id);
      if (viewer.seesAll || owner === null || owner === reader.userId) rows.push({ id, item: null });
    }
    return rows.length > 0 ? { ...told, rows, refresh: false } : null;
  },
};
