import { sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { adminUsers, auditLog, roles } from './db/schema.ts';

export interface AuditEntry {
  brandId: number;
  userId: number;
  action: string;
  entity: string;
  entityId?: number;
  payload?: Record<string, unknown>;
  /** The name of what changed; by default the payload's `userName`/`title`, else the row's current name. */
  subject?: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Every state change leaves one row; pass the transaction when the change runs in one. The row keeps
 * the names of who changed what, so the log still reads "admin deleted 张三" after both are gone.
 */
export async function audit(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  const entityId = entry.entityId ?? 0;
  const payload = entry.payload ?? {};
  const named = entry.subject ?? (text(payload.userName) || text(payload.title));
  // Read inside the insert (and the caller's transaction): the member or role as it is now.
  const current =
    entry.entity === 'admin_user'
      ? sql`(select ${adminUsers.userName} from ${adminUsers} where ${adminUsers.id} = ${entityId})`
      : entry.entity === 'role'
        ? sql`(select ${roles.title} from ${roles} where ${roles.id} = ${entityId})`
        : null;
  await db.insert(auditLog).values({
    ...entry,
    entityId,
    payload,
    subject: named || (current ? sql`coalesce(${current}, '')` : ''),
    actorName: sql`coalesce((select ${adminUsers.userName} from ${adminUsers} where ${adminUsers.id} = ${entry.userId}), '')`,
  });
}

/** An audit row by the caller, in the caller's brand (`caller(c)` of server/kit/caller.ts). */
export function auditAs(
  db: Pick<Db, 'insert'>,
  who: { brandId: number; userId: number },
  entry: Omit<AuditEntry, 'brandId' | 'userId'>,
): Promise<void> {
  return audit(db, { brandId: who.brandId, userId: who.userId, ...entry });
}
