import type { Db } from './db/client.ts';
import { auditLog } from './db/schema.ts';

export interface AuditEntry {
  brandId: number;
  userId: number;
  action: string;
  entity: string;
  entityId?: number;
  payload?: Record<string, unknown>;
}

/** Every state change leaves one row; pass the transaction when the change runs in one. */
export async function audit(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, entityId: entry.entityId ?? 0, payload: entry.payload ?? {} });
}

/** An audit row by the caller, in the caller's brand (`caller(c)` of server/kit/caller.ts). */
export function auditAs(
  db: Pick<Db, 'insert'>,
  who: { brandId: number; userId: number },
  entry: Omit<AuditEntry, 'brandId' | 'userId'>,
): Promise<void> {
  return audit(db, { brandId: who.brandId, userId: who.userId, ...entry });
}
