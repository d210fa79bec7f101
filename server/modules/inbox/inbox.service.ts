import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ResultCode } from '../../../contract/envelope.ts';
import {
  type InboxCount,
  type InboxKind,
  type InboxListResult,
  type InboxMessage,
  type InboxReadResult,
  inboxKinds,
  type inboxListBody,
  type inboxReadBody,
} from '../../../contract/inbox.ts';
import type { AppDeps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { date, int, intOrNull, runPrepared, text } from '../../db/prepared.ts';
import { ApiError } from '../../envelope.ts';
import type { Caller } from '../../kit/caller.ts';
import { recordChange } from '../../kit/change.ts';
import { type Queryable, rowsOf } from '../../kit/db.ts';
import { type InboxReader, inboxText } from '../../kit/inbox.ts';
import { type ListDefinition, listPage } from '../../kit/list-page.ts';
import { raiseEvent } from '../../live/live-events.ts';
import { inboxMessages } from './inbox.tables.ts';

/**
 * The member's in-app messages in the chosen brand: read a page, count the unread, mark read. Written
 * by the system (kit/inbox.ts); a mark is recorded (`inbox` `read`) and raises `inbox` so the member's
 * other consoles put their badge right.
 */

/** The member reading their messages, and the language (and its translator) the messages are said in. */
export type InboxCaller = Caller & InboxReader;

const columns = {
  id: inboxMessages.id,
  kind: inboxMessages.kind,
  title: inboxMessages.title,
  body: inboxMessages.body,
  link: inboxMessages.link,
  fileUrl: inboxMessages.fileUrl,
  fileName: inboxMessages.fileName,
  count: inboxMessages.count,
  readAt: inboxMessages.readAt,
  at: inboxMessages.at,
};

type InboxFilter = { brandId: number; userId: number; unread: true | undefined };

interface InboxRow {
  id: number;
  kind: string;
  title: unknown;
  body: unknown;
  link: string;
  fileUrl: string;
  fileName: string;
  count: number;
  read: boolean;
  at: Date;
}

// An index walk of `(brand_id, user_id, at desc, id desc)`, or its partial twin for the unread ones;
// the order says `nulls last` as the indexes do, or the planner would sort instead of walking them.
const inboxPage: ListDefinition<InboxFilter, typeof columns, never, InboxRow> = {
  name: 'inbox',
  columns,
  key: inboxMessages.id,
  from: (db, fields) => db.select(fields).from(inboxMessages).$dynamic(),
  where: (f) =>
    and(
      eq(inboxMessages.brandId, f.brandId),
      eq(inboxMessages.userId, f.userId),
      f.unread && isNull(inboxMessages.readAt),
    ),
  orderBy: () => [sql`${inboxMessages.at} desc nulls last`, sql`${inboxMessages.id} desc nulls last`],
  item: (r) => ({
    id: int(r.id),
    kind: text(r.kind),
    title: r.title,
    body: r.body,
    link: text(r.link),
    fileUrl: text(r.fileUrl),
    fileName: text(r.fileName),
    count: int(r.count),
    read: r.readAt !== null,
    at: date(r.at),
  }),
};

const isKind = (v: string): v is InboxKind => inboxKinds.some((k) => k === v);

/** The member's counts, kept by triggers (migration 0012): one primary-key read. */
async function countsOf(db: Db, me: Caller): Promise<{ total: number; unread: number }> {
  const [row] = await runPrepared(
    db,
    'select total, unread from inbox_counts where brand_id = $1 and user_id = $2',
    [me.brandId, me.userId],
  );
  return { total: row ? (intOrNull(row[0]) ?? 0) : 0, unread: row ? (intOrNull(row[1]) ?? 0) : 0 };
}

/** The unread count as the transaction sees it (after its own writes moved it). */
async function unreadIn(db: Queryable, me: Caller): Promise<number> {
  const [row] = await rowsOf(
    db,
    sql`select unread from inbox_counts where brand_id = ${me.brandId} and user_id = ${me.userId}`,
  );
  return row ? Number(row.unread) : 0;
}

/** `message_list`: a page of the member's messages (or the unread ones), newest first. */
export async function inboxList(
  deps: Pick<AppDeps, 'db' | 'lists'>,
  me: InboxCaller,
  body: z.infer<typeof inboxListBody>,
): Promise<InboxListResult> {
  const counts = await countsOf(deps.db, me);
  const filter: InboxFilter = {
    brandId: me.brandId,
    userId: me.userId,
    unread: body.unread ? true : undefined,
  };
  const page = await listPage(deps, inboxPage, {
    filter,
    page: body.page,
    pageSize: body.pageSize,
    total: body.unread ? counts.unread : counts.total,
  });
  const list: InboxMessage[] = page.list.map((r) => ({
    id: r.id,
    kind: isKind(r.kind) ? r.kind : 'notice',
    title: inboxText(r.title, me, { count: r.count }),
    body: inboxText(r.body, me, { count: r.count }),
    link: r.link,
    file: r.fileUrl ? { url: r.fileUrl, name: r.fileName } : null,
    count: r.count,
    read: r.read,
    at: r.at.toISOString(),
  }));
  return { ...page, list };
}

/** `message_count`: the member's unread count (one primary-key read). */
export async function inboxCount(deps: Pick<AppDeps, 'db'>, me: InboxCaller): Promise<InboxCount> {
  return { unread: (await countsOf(deps.db, me)).unread };
}

/** `message_read`: the given messages (or all) marked read, all or nothing. */
export async function markInboxRead(
  deps: Pick<AppDeps, 'db'>,
  me: InboxCaller,
  body: z.infer<typeof inboxReadBody>,
): Promise<InboxReadResult> {
  const mine = and(eq(inboxMessages.brandId, me.brandId), eq(inboxMessages.userId, me.userId));
  return deps.db.transaction(async (tx): Promise<InboxReadResult> => {
    if (body.ids) {
      // All or nothing: an id that is not the member's (another member's, another brand's, gone)
      // is named, and nothing is marked.
      const found = new Set(
        (
          await tx
            .select({ id: inboxMessages.id })
            .from(inboxMessages)
            .where(and(mine, inArray(inboxMessages.id, body.ids)))
        ).map((r) => r.id),
      );
      const missing = body.ids.filter((id) => !found.has(id));
      if (missing.length > 0)
        throw new ApiError(ResultCode.business, 'inboxNotFound', { ids: missing.map(String) });
    }
    const marked = await tx
      .update(inboxMessages)
      .set({ readAt: new Date() })
      .where(and(mine, isNull(inboxMessages.readAt), body.ids && inArray(inboxMessages.id, body.ids)))
      .returning({ id: inboxMessages.id });
    if (marked.length > 0) {
      // The member's other consoles (other tabs, devices) put their badge right.
      await raiseEvent(tx, { t: 'inbox', brandId: me.brandId, userId: me.userId, kind: null, title: null });
      const ids = marked.map((m) => m.id);
      await recordChange(tx, me, {
        action: 'read',
        entity: 'inbox',
        entityIds: ids,
        payload: { n: marked.length, all: body.all === true },
        before: { read: false },
        after: { read: true },
      });
    }
    return { read: marked.length, unread: await unreadIn(tx, me) };
  });
}
