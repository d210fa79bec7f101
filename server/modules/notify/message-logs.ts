import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { EmailLogItem } from '../../../contract/email.ts';
import { messageLogBody, type SmsLogItem } from '../../../contract/sms.ts';
import type { Db } from '../../db/client.ts';
import { dateOrNull, int, runPrepared, text } from '../../db/prepared.ts';
import type { ListCaches } from '../../kit/list-cache.ts';
import { type ListCall, type ListDefinition, listPage } from '../../kit/list-page.ts';
import {
  type LogFilter,
  type LogLinkFilters,
  logFilter,
  logItem,
  logOrder,
  logWhere,
} from './message-log.ts';
import { emailMessages, smsMessages } from './notify.tables.ts';

/** The SMS and e-mail logs as their list calls read them (sms.routes.ts, email.routes.ts). */

/** The newest message that sent a row's message again, by the repeat index (migration 0032). */
const repeatedBy = (table: 'sms_messages' | 'email_messages') =>
  sql<
    number | null
  >`(select max(r.id) from ${sql.identifier(table)} r where r.repeat_of = ${sql.identifier(table)}.id)`;

const smsLogColumns = {
  id: smsMessages.id,
  batchId: smsMessages.batchId,
  to: smsMessages.mobile,
  templateId: smsMessages.templateId,
  text: smsMessages.text,
  status: smsMessages.status,
  reason: smsMessages.reason,
  providerId: smsMessages.providerId,
  attempts: smsMessages.attempts,
  repeatOf: smsMessages.repeatOf,
  repeatedBy: repeatedBy('sms_messages'),
  createdAt: smsMessages.createdAt,
  sentAt: smsMessages.sentAt,
};
const smsLogTable = {
  id: smsMessages.id,
  brandId: smsMessages.brandId,
  status: smsMessages.status,
  to: smsMessages.mobile,
  templateId: smsMessages.templateId,
  batchId: smsMessages.batchId,
  createdAt: smsMessages.createdAt,
  text: smsMessages.text,
};

export const smsLog: ListDefinition<LogFilter, typeof smsLogColumns, string, SmsLogItem> = {
  name: 'sms_message',
  columns: smsLogColumns,
  key: smsMessages.id,
  from: (db, fields) => db.select(fields).from(smsMessages).$dynamic(),
  where: (f) => logWhere(smsLogTable, f),
  orderBy: () => logOrder(smsLogTable),
  item: (r) => ({ ...logItem(r), text: text(r.text) }),
};

const emailLogColumns = {
  id: emailMessages.id,
  batchId: emailMessages.batchId,
  to: emailMessages.to,
  templateId: emailMessages.templateId,
  subject: emailMessages.subject,
  status: emailMessages.status,
  reason: emailMessages.reason,
  providerId: emailMessages.providerId,
  attempts: emailMessages.attempts,
  repeatOf: emailMessages.repeatOf,
  repeatedBy: repeatedBy('email_messages'),
  createdAt: emailMessages.createdAt,
  sentAt: emailMessages.sentAt,
  sendAt: emailMessages.sendAt,
};
const emailLogTable = {
  id: emailMessages.id,
  brandId: emailMessages.brandId,
  status: emailMessages.status,
  to: emailMessages.to,
  templateId: emailMessages.templateId,
  batchId: emailMessages.batchId,
  createdAt: emailMessages.createdAt,
  text: emailMessages.subject,
};
export const emailLog: ListDefinition<LogFilter, typeof emailLogColumns, string, EmailLogItem> = {
  name: 'email_message',
  columns: emailLogColumns,
  key: emailMessages.id,
  from: (db, fields) => db.select(fields).from(emailMessages).$dynamic(),
  where: (f) => logWhere(emailLogTable, f),
  orderBy: () => logOrder(emailLogTable),
  item: (r) => {
    const sendAt = dateOrNull(r.sendAt ?? null);
    return { ...logItem(r), subject: text(r.subject), sendAt: sendAt ? sendAt.toISOString() : null };
  },
};

const countsOfStatus =
  'select n, version, (select coalesce(sum(version), 0)::int from notify_log_counts where brand_id = $1 and channel = $2) from notify_log_counts where brand_id = $1 and channel = $2 and status = $3';
const countsOfAll =
  'select coalesce(sum(n), 0)::int, coalesce(sum(version), 0)::int from notify_log_counts where brand_id = $1 and channel = $2';

/**
 * The list call of a brand's SMS or e-mail log page: the log's version read from its trigger-kept
 * counts (migration log-counts), and the total as kept when the call narrows by status alone or not
 * at all; other filters are counted once per version (server/kit/list-page.ts).
 */
export async function logCall(
  db: Db,
  channel: 'sms' | 'email',
  brandId: number,
  body: z.output<typeof messageLogBody>,
): Promise<ListCall<LogFilter, string>> {
  const filter = logFilter(brandId, body);
  const [row] = filter.status
    ? await runPrepared(db, countsOfStatus, [brandId, channel, filter.status], { genericPlan: true })
    : await runPrepared(db, countsOfAll, [brandId, channel], { genericPlan: true });
  // A status never written in the brand has no row: none of it, and the log's version is all statuses'.
  const n = row ? int(row[0]) : 0;
  const version = row ? int(filter.status ? row[2] : row[1]) : await logVersion(db, brandId, channel);
  const onlyStatus =
    filter.keyword === undefined &&
    filter.to === undefined &&
    filter.templateId === undefined &&
    filter.batchId === undefined &&
    filter.from === undefined &&
    filter.until === undefined;
  return {
    page: body.page,
    pageSize: body.pageSize,
    filter,
    version,
    total: onlyStatus ? n : undefined,
  };
}

async function logVersion(db: Db, brandId: number, channel: 'sms' | 'email'): Promise<number> {
  const [row] = await runPrepared(db, countsOfAll, [brandId, channel], { genericPlan: true });
  return row ? int(row[1]) : 0;
}

/**
 * A figure that opens a log (`/notify/sms/list` or `/notify/email/list`): the link with `filters`,
 * and the total that log's call answers with them (the same parse, the same list), so the figure and
 * the log it opens cannot disagree.
 */
export async function logFigure(
  deps: { db: Db; lists: ListCaches },
  channel: 'sms' | 'email',
  brandId: number,
  filters: LogLinkFilters,
): Promise<{ count: number; route: string }> {
  const body = messageLogBody.parse({ ...filters, page: 1, pageSize: 1 });
  const call = await logCall(deps.db, channel, brandId, body);
  const { total } =
    channel === 'sms' ? await listPage(deps, smsLog, call) : await listPage(deps, emailLog, call);
  return { count: total, route: `/notify/${channel}/list?${new URLSearchParams(filters)}` };
}
