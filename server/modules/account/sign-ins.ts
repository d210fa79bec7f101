import { sql } from 'drizzle-orm';
import { signInHistoryLength } from '../../../contract/account.ts';
import type { Tx } from '../../kit/db.ts';
import { signIns } from './account.tables.ts';

/** A User-Agent past this is cut: browsers send about 150 characters, nothing needs more. */
export const userAgentMax = 512;

/**
 * Records a sign-in in its transaction (the session's, through account.public.ts: the account module
 * owns the sign-in history it lists) and keeps the user's history bounded: the latest
 * `signInHistoryLength` stay, older rows of the user go in the same statement's wake (an index walk
 * of `(user_id, id)`), so the table never grows past that many rows per user.
 */
export async function recordSignIn(
  tx: Tx,
  entry: { userId: number; sessionId: number; clientAddress: string; userAgent: string },
): Promise<void> {
  await tx.insert(signIns).values(entry);
  await tx.execute(sql`delete from sign_ins where user_id = ${entry.userId} and id < (
      select min(id) from (select id from sign_ins where user_id = ${entry.userId}
        order by id desc limit ${signInHistoryLength}) latest)`);
}
