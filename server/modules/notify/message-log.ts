import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { dayRange } from '../../../contract/china-time.ts';
import {
  type MessageLogItem,
  type MessageStatus,
  type messageLogBody,
  messageStatuses,
} from '../../../contract/sms.ts';
import { dateOrNull, int, intOrNull, text } from '../../db/prepared.ts';
import { likePattern } from '../../kit/db.ts';
import type { BoundFilter } from '../../kit/list-page.ts';

/** The filters of both logs (SMS and e-mail), as listPage binds them. */
export type LogFilter = {
  brandId: number;
  keyword: string | undefined;
  status: string | undefined;
  to: string | undefined;
  templateId: number | undefined;
  batchId: number | undefined;
  from: string | undefined;
  until: string | undefined;
};

/** A log's filters as a link to its screen carries them (the screen reads them from its address). */
export type LogLinkFilters = Partial<Record<'status' | 'dateFrom' | 'dateTo', string>>;

/** The log filter of a request: `dateTo` as a day includes that whole day. */
export function logFilter(brandId: number, body: z.output<typeof messageLogBody>): LogFilter {
  return {
    brandId,
    keyword: body.keyword ? likePattern(body.keyword) : undefined,
    status: body.status,
    to: body.to,
    templateId: body.templateId,
    batchId: body.batchId,
    ...dayRange(body.dateFrom, body.dateTo),
  };
}
export interface LogColumns {
  id: PgColumn;
  brandId: PgColumn;
  status: PgColumn;
  to: PgColumn;
  templateId: PgColumn;
  batchId: PgColumn;
  createdAt: PgColumn;
  /** Searched by `keyword` besides the recipient: the SMS text or the e-mail subject. */
  text: PgColumn;
}

/** The WHERE of a log page, brand first. */
export function logWhere(t: LogColumns, f: BoundFilter<LogFilter>): SQL | undefined {
  return and(
    eq(t.brandId, f.brandId),
    f.status && eq(t.status, f.status),
    f.to && eq(t.to, f.to),
    f.templateId && eq(t.templateId, f.templateId),
    f.batchId && eq(t.batchId, f.batchId),
    f.from && gte(t.createdAt, sql`${f.from}::timestamptz`),
    f.until && lt(t.createdAt, sql`${f.until}::timestamptz`),
    f.keyword && or(ilike(t.to, f.keyword), ilike(t.text, f.keyword)),
  );
}

export const logOrder = (t: LogColumns) => [desc(t.id)];

const isStatus = (v: unknown): v is MessageStatus => messageStatuses.some((s) => s === v);
const statusOf = (v: unknown): MessageStatus => (isStatus(v) ? v : 'unknown');

/** The common part of a log row as the driver typed it. */
export function logItem(r: Record<string, unknown>): MessageLogItem {
  const sent = dateOrNull(r.sentAt ?? null);
  return {
    id: int(r.id),
    batchId: int(r.batchId),
    to: text(r.to),
    templateId: intOrNull(r.templateId ?? null),
    status: statusOf(r.status),
    reason: text(r.reason),
    providerId: text(r.providerId),
    attempts: int(r.attempts),
    repeatOf: intOrNull(r.repeatOf ?? null),
    repeatedBy: intOrNull(r.repeatedBy ?? null),
    createdAt: (r.createdAt instanceof Date ? r.createdAt : new Date(String(r.createdAt))).toISOString(),
    sentAt: sent ? sent.toISOString() : null,
  };
}
