import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { noInput, ResultCode } from '../../../contract/envelope.ts';
import {
  type InboxCount,
  type InboxKind,
  type InboxListResult,
  type InboxMessage,
  type InboxReadResult,
  inboxKinds,
  inboxListBody,
  inboxReadBody,
} from '../../../contract/inbox.ts';
import { audit } from '../../audit.ts';
import { requireBrand } from '../../auth/session.middleware.ts';
import type { AppEnv } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { date, int, intOrNull, runPrepared, text } from '../../db/prepared.ts';
import { inboxMessages } from '../../db/schema.ts';
import { ApiError, ok, parseBody } from '../../envelope.ts';
import { type Caller, caller } from '../../kit/caller.ts';
import { type Queryable, rowsOf } from '../../kit/db.ts';
import { inboxText } from '../../kit/inbox.ts';
import { type ListDefinition, listPage } from '../../kit/list-page.ts';
import { raiseEvent } from '../../live/live-events.ts';

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
const inboxList: ListDefinition<InboxFilter, typeof columns, never, InboxRow> = {
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

/**
 * In-app messages, mounted inside manage.routes.ts (`/brand/manage/*`): the member's own in the
 * chosen brand, so a session and a brand, no rule. Written by the system (server/modules/inbox/inbox.ts).
 */
export const inboxRoutes = new Hono<AppEnv>()
  .post('/message_list.html', requireBrand, async (c) => {
    const body = await parseBody(c, inboxListBody);
    const me = caller(c);
    const { db, lists } = c.var.deps;
    const counts = await countsOf(db, me);
    const filter: InboxFilter = {
      brandId: me.brandId,
      userId: me.userId,
      unread: body.unread ? true : undefined,
    };
    const page = await listPage({ db, lists }, inboxList, {
      filter,
      page: body.page,
      pageSize: body.pageSize,
      total: body.unread ? counts.unread : counts.total,
    });
    const locale = c.var.locale;
    const list: InboxMessage[] = page.list.map((r) => ({
      id: r.id,
      kind: isKind(r.kind) ? r.kind : 'notice',
      title: inboxText(r.title, locale, { count: r.count }),
      body: inboxText(r.body, locale, { count: r.count }),
      link: r.link,
      file: r.fileUrl ? { url: r.fileUrl, name: r.fileName } : null,
      count: r.count,
      read: r.read,
      at: r.at.toISOString(),
    }));
    const result: InboxListResult = { ...page, list };
    return ok(c, result);
  })
  // Polled by every open console (every 30 s while its tab is visible): one primary-key read.
  .post('/message_count.html', requireBrand, async (c) => {
    await parseBody(c, noInput);
    const result: InboxCount = { unread: (await countsOf(c.var.deps.db, caller(c))).unread };
    return ok(c, result);
  })
  .post('/message_read.html', requireBrand, async (c) => {
    const body = await parseBody(c, inboxReadBody);
    const me = caller(c);
    const { db } = c.var.deps;
    const mine = and(eq(inboxMessages.brandId, me.brandId), eq(inboxMessages.userId, me.userId));
    const result = await db.transaction(async (tx): Promise<InboxReadResult> => {
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
      // The member's other consoles (other tabs, devices) put their badge right.
      if (marked.length > 0)
        await raiseEvent(tx, { t: 'inbox', brandId: me.brandId, userId: me.userId, kind: null, title: null });
      if (marked.length > 0)
        await audit(tx, {
          brandId: me.brandId,
          userId: me.userId,
          action: 'read',
          entity: 'inbox',
          payload: { n: marked.length, all: body.all === true },
        });
      return { read: marked.length, unread: await unreadIn(tx, me) };
    });
    return ok(c, result, 'inboxRead', { n: result.read });
  });
