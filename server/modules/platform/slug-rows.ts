import type { Db } from '../../db/client.ts';
import { fieldRefusal } from '../../envelope.ts';
import type { Caller } from '../../kit/caller.ts';
import { recordChange } from '../../kit/change.ts';
import { type Tx, unlessTaken } from '../../kit/db.ts';

/**
 * Pages and article categories are found on the site by a slug unique in the brand. The slug is
 * checked before the write, but two requests can still pick the same one at once: the unique index
 * turns the second into the `slugTaken` refusal on `slug`, as if the check had seen it.
 */
interface SlugWrite {
  /** The change record's entity (`page`). */
  entity: string;
  slug: string;
  /** What the audit keeps (a title, the fields changed). */
  payload: Record<string, unknown>;
}

/** The fields a write changed, old and new, as its change record keeps them. */
export interface FieldChange {
  before?: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** A row inserted under its slug and recorded as added (its new fields in `after`); answers its id. */
export function insertedWithSlug(
  db: Db,
  me: Pick<Caller, 'brandId' | 'userId'>,
  write: SlugWrite & { after: Record<string, unknown>; insert: (tx: Tx) => Promise<{ id: number }[]> },
): Promise<number> {
  return unlessTaken(
    db.transaction(async (tx) => {
      const [row] = await write.insert(tx);
      if (!row) throw new Error(`${write.entity} insert returned nothing`);
      await recordChange(tx, me, {
        action: 'add',
        entity: write.entity,
        entityId: row.id,
        payload: write.payload,
        after: write.after,
      });
      return row.id;
    }),
    () => fieldRefusal('slug', 'slugTaken', { slug: write.slug }),
  );
}

/** A row `id` changed (its slug perhaps with it) and recorded with the fields `update` changed. */
export function updatedWithSlug(
  db: Db,
  me: Pick<Caller, 'brandId' | 'userId'>,
  write: SlugWrite & { id: number; update: (tx: Tx) => Promise<FieldChange> },
): Promise<void> {
  return unlessTaken(
    db.transaction(async (tx) => {
      const { before, after } = await write.update(tx);
      await recordChange(tx, me, {
        action: 'update',
        entity: write.entity,
        entityId: write.id,
        payload: write.payload,
        before,
        after,
      });
    }),
    () => fieldRefusal('slug', 'slugTaken', { slug: write.slug }),
  );
}
