import { sql } from 'drizzle-orm';
import type { Locale } from '../../contract/envelope.ts';
import type { InboxKind } from '../../contract/inbox.ts';
import type { AppEnv, MessageKey, MessageParams } from '../context.ts';
import { raiseEvent } from '../live/live-events.ts';
import { type Queryable, rowsOf } from './db.ts';

/**
 * In-app messages: the one way a module tells a member that something finished or failed.
 * Call `writeInbox` inside the transaction that records what happened, so the message exists exactly
 * when the event does:
 *
 *   await writeInbox(tx, [{ brandId, userId, kind: 'import.finished',
 *     title: { key: 'inbox.importFinished', params: { file: name, n: rows } },
 *     link: `/crm/customer/list?importId=${id}`, file: { url: reportUrl, name: 'report.csv' } }]);
 *
 * Words are a message key of the server's catalogue (said in the reader's language when read) or
 * both languages as written. `groupKey` makes a series of events one message per member: a later
 * write with the same key adds its `count`, takes the new words and link, and is unread again.
 */

/** A message key with its values, or the text in both languages. */
export type InboxText =
  | { key: MessageKey; params?: Record<string, string | number> }
  | Record<Locale, string>;

export interface InboxWrite {
  brandId: number;
  userId: number;
  kind: InboxKind;
  title: InboxText;
  body?: InboxText | undefined;
  /** A console route (`/notify/sms/list?batchId=12&status=failed`); '' for none. */
  link: string;
  /** A report or file that goes with the message (its URL as the console opens it). */
  file?: { url: string; name: string } | undefined;
  /** One message per member and key: later writes add to it (`sms.failed:12`). */
  groupKey?: string | undefined;
  /** How many events this write stands for (default 1). */
  count?: number | undefined;
}

/**
 * Writes messages for members, in the caller's transaction. Members are not checked here: the caller
 * writes for the member an event belongs to (the sender of a batch); a member who left the brand
 * simply never reads it, and housekeeping removes it with the others.
 */
export async function writeInbox(db: Queryable, messages: readonly InboxWrite[]): Promise<void> {
  if (messages.length === 0) return;
  const rows = messages.map((m) => ({
    brand_id: m.brandId,
    user_id: m.userId,
    kind: m.kind,
    title: m.title,
    body: m.body ?? null,
    link: m.link,
    file_url: m.file?.url ?? '',
    file_name: m.file?.name ?? '',
    group_key: m.groupKey ?? null,
    count: m.count ?? 1,
  }));
  // Grouped and single writes go in two statements: ON CONFLICT needs the partial index's predicate,
  // and two rows of one statement may not update the same row (two writes of one group in one call
  // are added up first).
  const grouped = new Map<string, (typeof rows)[number]>();
  const single: typeof rows = [];
  for (const r of rows) {
    if (r.group_key === null) {
      single.push(r);
      continue;
    }
    const id = `${r.brand_id}:${r.user_id}:${r.group_key}`;
    const seen = grouped.get(id);
    grouped.set(id, seen ? { ...r, count: seen.count + r.count } : r);
  }
  const insert = (items: readonly (typeof rows)[number][]) =>
    sql`insert into inbox_messages (brand_id, user_id, kind, title, body, link, file_url, file_name, group_key, count)
        select r.brand_id, r.user_id, r.kind, r.title, r.body, r.link, r.file_url, r.file_name, r.group_key, r.count
        from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as r(brand_id int, user_id int, kind text,
          title jsonb, body jsonb, link text, file_url text, file_name text, group_key text, count int)`;
  if (single.length > 0) await db.execute(insert(single));
  // A grouped message's count is the sum of its writes: the toast says it as the inbox does.
  const totals = new Map<string, number>();
  if (grouped.size > 0) {
    const saved = await rowsOf(
      db,
      sql`${insert([...grouped.values()])}
      on conflict (brand_id, user_id, group_key) where group_key is not null do update
        set count = inbox_messages.count + excluded.count, title = excluded.title, body = excluded.body,
            link = excluded.link, file_url = excluded.file_url, file_name = excluded.file_name,
            read_at = null, at = now()
      returning brand_id, user_id, group_key, count`,
    );
    for (const r of saved) totals.set(`${r.brand_id}:${r.user_id}:${r.group_key}`, Number(r.count));
  }
  // Open consoles of each reader hear it on commit: the badge at once, a toast with the title.
  const last = new Map<string, InboxWrite>();
  for (const m of messages) last.set(`${m.brandId}:${m.userId}`, m);
  for (const m of last.values()) {
    const count = (m.groupKey && totals.get(`${m.brandId}:${m.userId}:${m.groupKey}`)) || (m.count ?? 1);
    await raiseEvent(db, {
      t: 'inbox',
      brandId: m.brandId,
      userId: m.userId,
      kind: m.kind,
      title: withCount(m.title, count),
    });
  }
}

/** A keyed title with the row's `count` among its values, as `inboxText` fills it when the inbox is read. */
function withCount(title: InboxText, count: number): InboxText {
  return isKeyed(title) ? { ...title, params: { ...paramsOf(title), count } } : title;
}

/** A keyed text's stored values (none when it was stored without). */
function paramsOf(stored: object): MessageParams {
  const params = Reflect.get(stored, 'params');
  return typeof params === 'object' && params !== null ? params : {};
}

function isKeyed(v: unknown): v is { key: MessageKey; params?: MessageParams } {
  return typeof v === 'object' && v !== null && typeof Reflect.get(v, 'key') === 'string';
}

/** Who reads an in-app message: their language and its translator, as the request holds them (`c.var`). */
export type InboxReader = Pick<AppEnv['Variables'], 'locale' | 'text'>;

/**
 * A stored title or body in the reader's language ('' when there is none). `extra` fills values the
 * row keeps itself (`count`, summed over a group's writes).
 */
export function inboxText(stored: unknown, reader: InboxReader, extra: MessageParams = {}): string {
  if (stored === null || stored === undefined) return '';
  if (isKeyed(stored)) return reader.text(stored.key, { ...paramsOf(stored), ...extra });
  if (typeof stored === 'object') {
    const text = Reflect.get(stored, reader.locale) ?? Reflect.get(stored, 'zh-CN');
    return typeof text === 'string' ? text : '';
  }
  return '';
}
