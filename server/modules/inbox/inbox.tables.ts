import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, partOf } from '../../db/columns.ts';
import { adminUsers, brandColumn, brandRowColumns } from '../../db/core.tables.ts';

/**
 * In-app messages for a member of a brand, written by the system (server/modules/inbox/inbox.ts). `title` and
 * `body` are `{ key, params }` of the server's catalogue, or `{ "zh-CN": ..., en: ... }` as written.
 * Messages with one `group_key` (a batch's failures) are one row: a later write adds to `count`.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    ...brandRowColumns(),
    userId: partOf('user_id', () => adminUsers.id),
    kind: text('kind').notNull(),
    title: jsonb('title').notNull(),
    body: jsonb('body'),
    /** A console route (`/notify/sms/list?batchId=12&status=failed`). */
    link: text('link').notNull().default(''),
    fileUrl: text('file_url').notNull().default(''),
    fileName: text('file_name').notNull().default(''),
    groupKey: text('group_key'),
    count: integer('count').notNull().default(1),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When it was last raised: the list's order. */
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    // The list pages a member's messages newest first, all or the unread ones.
    index('inbox_member_at_idx').on(t.brandId, t.userId, t.at.desc(), t.id.desc()),
    index('inbox_member_unread_idx')
      .on(t.brandId, t.userId, t.at.desc(), t.id.desc())
      .where(sql`${t.readAt} is null`),
    uniqueIndex('inbox_member_group_uq')
      .on(t.brandId, t.userId, t.groupKey)
      .where(sql`${t.groupKey} is not null`),
    index('inbox_at_idx').on(t.at),
  ],
);

/**
 * Each member's message counts, kept by statement triggers on `inbox_messages` (migration 0012):
 * the badge's unread count, polled by every open console, is a primary-key read, and a list page
 * never counts its rows.
 */
export const inboxCounts = pgTable(
  'inbox_counts',
  {
    brandId: brandColumn(),
    userId: partOf('user_id', () => adminUsers.id),
    total: integer('total').notNull().default(0),
    unread: integer('unread').notNull().default(0),
    version: integer('version').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.userId] })],
);
