import { and, desc, eq, gt } from 'drizzle-orm';
import { ResultCode } from '../contract/envelope.ts';
import type { ClientErrorBody } from '../contract/manage.ts';
import { msUntilBelow } from './auth/sign-in-limits.ts';
import type { Db } from './db/client.ts';
import { clientErrorReports } from './db/core.tables.ts';
import { ApiError } from './envelope.ts';

/**
 * Reports a session may send: a screen that fails on every render reports once per retry, and a
 * console stuck in a loop of failures must not fill the log. Counted in the database like sign-in
 * failures, so every API process counts the same.
 */
export const clientErrorRate = { windowMs: 60_000, perSession: 10 } as const;

/**
 * The largest body the call reads: each part at its most (contract/manage-paths.ts' `clientErrorLimits`,
 * about 10,600 characters) as three-byte UTF-8 with its JSON quoting fits in 64 KiB; the 1 MB of other
 * calls is not needed.
 */
export const clientErrorMaxBytes = 64 * 1024;

/** What the log receives: the report with who sent it. */
export interface ClientErrorLogEntry extends ClientErrorBody {
  userId: number;
  brandId: number | null;
}

/**
 * Counts the report against the session's window (refusing it, unwritten, past the limit) and hands
 * it to the log.
 */
export async function recordClientError(
  db: Db,
  log: (entry: ClientErrorLogEntry) => void,
  who: { sessionId: number; userId: number; brandId: number | null },
  report: ClientErrorBody,
  now = new Date(),
): Promise<void> {
  const since = new Date(now.getTime() - clientErrorRate.windowMs);
  const recent = await db
    .select({ at: clientErrorReports.createdAt })
    .from(clientErrorReports)
    .where(and(eq(clientErrorReports.sessionId, who.sessionId), gt(clientErrorReports.createdAt, since)))
    .orderBy(desc(clientErrorReports.createdAt))
    .limit(clientErrorRate.perSession);
  const wait = msUntilBelow(
    recent.map((r) => r.at),
    clientErrorRate.perSession,
    now,
    clientErrorRate.windowMs,
  );
  if (wait > 0)
    throw new ApiError(ResultCode.business, 'tooManyErrorReports', { seconds: Math.ceil(wait / 1000) });
  await db.insert(clientErrorReports).values({ sessionId: who.sessionId, createdAt: now });
  log({ ...report, userId: who.userId, brandId: who.brandId });
}

/** The default log: one line of JSON on stderr, so a message's or a stack's line breaks stay inside it. */
export function logClientErrorLine(entry: ClientErrorLogEntry): void {
  console.warn(`[client-error] ${JSON.stringify(entry)}`);
}
