import { recordChange } from './kit/change.ts';
import type { Queryable } from './kit/db.ts';

export interface AuditEntry {
  brandId: number;
  userId: number;
  action: string;
  entity: string;
  entityId?: number;
  payload?: Record<string, unknown>;
  /** The name of what changed; by default the payload's `userName`/`title`, else the row's current name. */
  subject?: string;
  /** The changed fields before and after (secret-looking ones masked by the record). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Every state change leaves one change record (server/kit/change.ts); pass the transaction when the
 * change runs in one. The modules not yet moved to services write it through here, with their audit
 * payload; the record keeps the names of who changed what, so the log still reads "admin deleted 张三"
 * after both are gone.
 */
export async function audit(db: Queryable, entry: AuditEntry): Promise<void> {
  const { brandId, userId, ...change } = entry;
  await recordChange(db, { brandId, userId }, change);
}

/** An audit row by the caller, in the caller's brand (`caller(c)` of server/kit/caller.ts). */
export function auditAs(
  db: Queryable,
  who: { brandId: number; userId: number },
  entry: Omit<AuditEntry, 'brandId' | 'userId'>,
): Promise<void> {
  return audit(db, { brandId: who.brandId, userId: who.userId, ...entry });
}
