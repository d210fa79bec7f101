import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { countColumns, createdAt, timestamps, updatedAt } from '../../db/columns.ts';
import { brandColumn, brandKeyColumn, brandRowColumns } from '../../db/core.tables.ts';

// Notifications: SMS and e-mail, each message a job on the queue (server/jobs/).

/** A brand's SMS provider; `access_key_secret` sealed (server/secrets.ts), never answered. */
export const smsConfigs = pgTable('sms_configs', {
  brandId: brandKeyColumn(),
  provider: text('provider').notNull().default('log'),
  accessKeyId: text('access_key_id').notNull().default(''),
  accessKeySecret: text('access_key_secret'),
  sdkAppId: text('sdk_app_id').notNull().default(''),
  signName: text('sign_name').notNull().default(''),
  region: text('region').notNull().default(''),
  perMinute: integer('per_minute').notNull().default(1),
  perDay: integer('per_day').notNull().default(10),
  updatedAt: updatedAt(),
});

export const smsTemplates = pgTable(
  'sms_templates',
  {
    ...brandRowColumns(),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    /** The provider's template code (Aliyun `SMS_…`, Tencent's template id). */
    code: text('code').notNull().default(''),
    content: text('content').notNull(),
    display: boolean('display').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('sms_templates_brand_idx').on(t.brandId, t.id),
    // The send dialogs list templates by name: two alike could not be told apart.
    uniqueIndex('sms_templates_brand_title_uq').on(t.brandId, sql`lower(${t.title})`),
  ],
);

/** One `send` call: what it queued and refused, kept so a retried `requestId` answers the same. */
export const smsBatches = pgTable(
  'sms_batches',
  {
    ...brandRowColumns(),
    requestId: text('request_id'),
    userId: integer('user_id').notNull().default(0),
    queued: integer('queued').notNull().default(0),
    refused: jsonb('refused').notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sms_batches_request_uq').on(t.brandId, t.requestId).where(sql`${t.requestId} is not null`),
  ],
);

/** The SMS log: one row per message and mobile, its status moved by the delivery job. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    ...brandRowColumns(),
    batchId: integer('batch_id').notNull(),
    mobile: text('mobile').notNull(),
    templateId: integer('template_id'),
    /** The template's provider code when it was sent. */
    templateCode: text('template_code').notNull().default(''),
    /** `[[name, value], …]` in the template's order (Tencent numbers its parameters). */
    params: jsonb('params').notNull().default([]),
    text: text('text').notNull(),
    status: text('status').notNull().default('queued'),
    reason: text('reason').notNull().default(''),
    providerId: text('provider_id').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    /** The message this one sends again (`repeat`). */
    repeatOf: integer('repeat_of'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_messages_brand_idx').on(t.brandId, t.id),
    index('sms_messages_mobile_idx').on(t.brandId, t.mobile, t.createdAt),
    index('sms_messages_batch_idx').on(t.batchId, t.id),
    index('sms_messages_status_idx').on(t.brandId, t.status, t.id),
    // The log's day filters (the overview reads notify_log_days).
    index('sms_messages_created_idx').on(t.brandId, t.createdAt),
    // A message's repeats: the log says a failed message was sent again, and repeat sends it once.
    index('sms_messages_repeat_idx').on(t.repeatOf).where(sql`repeat_of is not null`),
  ],
);

/** A brand's SMTP server; `password` sealed (server/secrets.ts), never answered. */
export const emailConfigs = pgTable('email_configs', {
  brandId: brandKeyColumn(),
  host: text('host').notNull().default(''),
  port: integer('port').notNull().default(465),
  secure: text('secure').notNull().default('tls'),
  user: text('user').notNull().default(''),
  password: text('password'),
  fromName: text('from_name').notNull().default(''),
  fromAddress: text('from_address').notNull().default(''),
  replyTo: text('reply_to').notNull().default(''),
  updatedAt: updatedAt(),
});

export const emailTemplates = pgTable(
  'email_templates',
  {
    ...brandRowColumns(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    /** Sanitised HTML with `{{variables}}`. */
    body: text('body').notNull(),
    display: boolean('display').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('email_templates_brand_idx').on(t.brandId, t.id),
    uniqueIndex('email_templates_brand_name_uq').on(t.brandId, sql`lower(${t.name})`),
  ],
);

export const emailDrafts = pgTable(
  'email_drafts',
  {
    ...brandRowColumns(),
    userId: integer('user_id').notNull().default(0),
    to: jsonb('to').notNull().default([]),
    cc: jsonb('cc').notNull().default([]),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    templateId: integer('template_id'),
    params: jsonb('params').notNull().default({}),
    sendAt: timestamp('send_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('email_drafts_brand_idx').on(t.brandId, t.id)],
);

/** One send: the subject and body as sent (a template's or typed), rendered per recipient. */
export const emailBatches = pgTable(
  'email_batches',
  {
    ...brandRowColumns(),
    requestId: text('request_id'),
    userId: integer('user_id').notNull().default(0),
    templateId: integer('template_id'),
    draftId: integer('draft_id'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Whether subject and body are mustache templates (a template's) or literal text. */
    render: boolean('render').notNull().default(false),
    cc: jsonb('cc').notNull().default([]),
    sendAt: timestamp('send_at', { withTimezone: true }),
    queued: integer('queued').notNull().default(0),
    refused: jsonb('refused').notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_batches_request_uq').on(t.brandId, t.requestId).where(sql`${t.requestId} is not null`),
  ],
);

/** The e-mail log: one row per recipient. */
export const emailMessages = pgTable(
  'email_messages',
  {
    ...brandRowColumns(),
    batchId: integer('batch_id').notNull(),
    to: text('to').notNull(),
    templateId: integer('template_id'),
    /** The subject as this recipient gets it. */
    subject: text('subject').notNull(),
    params: jsonb('params').notNull().default({}),
    status: text('status').notNull().default('queued'),
    reason: text('reason').notNull().default(''),
    providerId: text('provider_id').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    repeatOf: integer('repeat_of'),
    sendAt: timestamp('send_at', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_messages_brand_idx').on(t.brandId, t.id),
    index('email_messages_batch_idx').on(t.batchId, t.id),
    index('email_messages_status_idx').on(t.brandId, t.status, t.id),
    index('email_messages_created_idx').on(t.brandId, t.createdAt),
    index('email_messages_repeat_idx').on(t.repeatOf).where(sql`repeat_of is not null`),
  ],
);

/**
 * How many messages of each status a brand's SMS (`channel` sms) and e-mail (email) log holds, and a
 * version of each log for the list caches, kept by statement-level triggers on `sms_messages` and
 * `email_messages` (migration log-counts) whoever writes: a log page reads its total here instead of
 * counting the brand's messages. A log's version is the sum of its statuses' versions.
 */
export const notifyLogCounts = pgTable(
  'notify_log_counts',
  {
    brandId: brandColumn(),
    channel: text('channel').notNull(),
    status: text('status').notNull(),
    ...countColumns(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.channel, t.status] })],
);

/**
 * The ended messages (sent, failed, unknown) of a brand's log per China Standard Time day they ended
 * on (sent: the day sent; the others: the day written), kept by the same triggers: the overview's 30
 * days read 90 rows at most (server/modules/notify/stats.ts).
 */
export const notifyLogDays = pgTable(
  'notify_log_days',
  {
    brandId: brandColumn(),
    channel: text('channel').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.channel, t.day, t.status] })],
);
