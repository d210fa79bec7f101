import { auditAs } from '../../audit.ts';
import type { Db } from '../../db/client.ts';
import { fieldRefusal } from '../../envelope.ts';
import type { Caller } from '../../kit/caller.ts';
import { type Tx, unlessTaken } from '../../kit/db.ts';

/**
 * Pages and article categories are found on the site by a slug unique in the brand. The slug is
 * checked before the write, but two requests can still pick the same one at once: the unique index
 * turns the second into the `slugTaken` refusal on `slug`, as if the check had seen it.
 */
interface SlugWrite {
  /** The audit entity (`page`). */
  entity: string;
  slug: string;
  /** What the audit row keeps (a title, the fields changed). */
  payload: Record<string, unknown>;
}

/** A row inserted under its slug and audited as added; answers its id. */
export function insertedWithSlug(
  db: Db,
  me: Caller,
  write: SlugWrite & { insert: (tx: Tx) => Promise<{ id: number }[]> },
): Promise<number> {
  return unlessTaken(
    db.transaction(async (tx) => {
      const [row] = await write.insert(tx);
      if (!row) throw new Error(`${write.entity} insert returned nothing`);
      await auditAs(tx, me, {
        action: 'add',
        entity: write.entity,
        entityId: row.id,
        payload: write.payload,
      });
      return row.id;
    }),
    () => fieldRefusal('slug', 'slugTaken', { slug: write.slug }),
  );
}

/** A row `id` changed (its slug perhaps with it) and audited as updated. */
export function updatedWithSlug(
  db: Db,
  me: Caller,
  write: SlugWrite & { id: number; update: (tx: Tx) => Promise<void> },
): Promise<void> {
  return unlessTaken(
    db.transaction(async (tx) => {
      await write.update(tx);
      await auditAs(tx, me, {
        action: 'update',
        entity: write.entity,
        entityId: write.id,
        payload: write.payload,
      });
    }),
    () => fieldRefusal('slug', 'slugTaken', { slug: write.slug }),
  );
}
