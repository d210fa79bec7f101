import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** The transaction handle Drizzle passes to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Either: helpers that read take what the caller has, inside a transaction or not. */
export type Queryable = Db | Tx;

/** A `like` pattern that finds `keyword` anywhere, its wildcards (`%`, `_`, `\`) matched as typed. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * Whether a write failed on a unique index (SQLSTATE 23505): two adds of one name at once, where the
 * index decides and the loser hears why. Drizzle wraps driver errors; the code sits on the error or
 * its cause, with pg and PGlite alike.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = Reflect.get(e, 'cause')) {
    if (Reflect.get(e, 'code') === '23505') return true;
  }
  return false;
}

/**
 * Runs a write whose name must be unique: when two writes of one name race past the check before it,
 * the unique index decides, and the loser gets `taken()` (a `code 1` naming the name) instead of a
 * fault.
 */
export async function unlessTaken<T>(write: Promise<T>, taken: () => Error): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** The rows of a raw `sql` query as objects, on either driver (Drizzle types them `unknown`). */
export async function rowsOf(db: Queryable, query: SQL): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(query);
  const rows = typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : undefined;
  return Array.isArray(rows) ? rows : [];
}

/**
 * Runs a write guarded by unique indexes whose checks can name what holds the value ("the mobile is
 * used by agent 张三"): when two writes race past the checks, the index decides, and `recheck` (the
 * same checks, run again) answers the loser as the checks would have, naming the winner. Any other
 * failure passes through.
 */
export async function recheckedWrite<T>(write: () => Promise<T>, recheck: () => Promise<void>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) await recheck();
    throw error;
  }
}
