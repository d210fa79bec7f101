import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  logo: text('logo').notNull().default(''),
  status: integer('status').notNull().default(1),
  /**
   * Bumped by database triggers (migration 0002) whenever the brand's members or their searchable
   * names change, whoever writes them, so every API process can tell its cached member totals are
   * stale from the value it reads with the session on each call.
   */
  membersVersion: integer('members_version').notNull().default(0),
  createdAt: createdAt(),
});

/** A person who can sign in; one identity across every brand they belong to. */
export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    realName: text('real_name').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
    status: integer('status').notNull().default(1),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * Sort keys of the names (server/kit/sort-key.ts: pinyin for Chinese, so 何 刘 孙 吴 周), compared
     * with `collate "C"` on PGlite and PostgreSQL alike. Written with the name by the server; a name
     * changed without its key gets a NULL key (trigger, migration 0003), filled in at the next start.
     */
    userNameSort: text('user_name_sort'),
    realNameSort: text('real_name_sort'),
  },
  // User names are compared case-insensitively so "Admin" and "admin" cannot be two people.
  (t) => [
    uniqueIndex('admin_users_user_name_uq').on(sql`lower(${t.userName})`),
    // Trigram indexes make the member list's substring search (`lower(x) like '%kw%'`) indexable.
    // Without fastupdate: PGlite runs no autovacuum, so GIN's pending list would only grow, and every
    // search would scan it; adding a member is rare, searching is not.
    index('admin_users_user_name_trgm')
      .using('gin', sql`lower(${t.userName}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('admin_users_real_name_trgm')
      .using('gin', sql`lower(${t.realName}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('admin_users_mobile_trgm').using('gin', sql`${t.mobile} gin_trgm_ops`).with({ fastupdate: false }),
    index('admin_users_user_name_sort_idx').on(sql`${t.userNameSort} collate "C"`),
    index('admin_users_real_name_sort_idx').on(sql`${t.realNameSort} collate "C"`),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    isOwner: boolean('is_owner').notNull().default(false),
    description: text('description').notNull().default(''),
    /** 1 enabled, 0 disabled: a disabled role grants nothing. */
    status: integer('status').notNull().default(1),
    /**
     * Bumped whenever what the role grants changes (rules, status), so every API process can tell
     * that its cached grants for the role are stale without asking the database again.
     */
    rulesVersion: integer('rules_version').notNull().default(0),
    createdAt: createdAt(),
    /** The title's sort key, as admin_users.real_name_sort. */
    titleSort: text('title_sort'),
  },
  (t) => [
    index('roles_brand_idx').on(t.brandId),
    index('roles_brand_title_sort_idx').on(t.brandId, sql`${t.titleSort} collate "C"`),
    // Titles are unique within a brand whatever their case, as user names are.
    uniqueIndex('roles_brand_title_uq').on(t.brandId, sql`lower(${t.title})`),
  ],
);

export const brandMembers = pgTable(
  'brand_members',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    status: integer('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('brand_members_user_brand_uq').on(t.userId, t.brandId),
    index('brand_members_brand_idx').on(t.brandId),
    // The member list pages a brand newest first, and filters it by role or status, at 10,000+ members.
    index('brand_members_brand_id_idx').on(t.brandId, t.id),
    index('brand_members_brand_role_idx').on(t.brandId, t.roleId),
    index('brand_members_brand_status_idx').on(t.brandId, t.status),
  ],
);

/**
 * One tree that is both the permission tree and the menu. `isMenu` rules are shown in the menu;
 * `isRoute` rules open a console route (`rulePath(controller, action)`), so they go to `menuUrl`;
 * rules with neither guard API endpoints.
 */
export const rules = pgTable(
  'rules',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    controller: text('controller').notNull(),
    action: text('action').notNull().default(''),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull().default(''),
    icon: text('icon').notNull().default(''),
    isMenu: boolean('is_menu').notNull().default(false),
    isRoute: boolean('is_route').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('rules_controller_action_uq').on(t.controller, t.action),
    index('rules_parent_idx').on(t.parentId),
  ],
);

export const roleRules = pgTable(
  'role_rules',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => rules.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.ruleId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').notNull().default(0),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    // Housekeeping deletes expired and revoked sessions by these, a batch at a time.
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_revoked_idx').on(t.revokedAt).where(sql`${t.revokedAt} is not null`),
  ],
);

/** Captcha answers live here, not in process memory, so any API process can check them. */
export const captchas = pgTable(
  'captchas',
  {
    id: serial('id').primaryKey(),
    keyHash: text('key_hash').notNull().unique(),
    answer: text('answer').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/**
 * One row per failed sign-in, counted over a window per user name and per client address
 * (server/auth/sign-in-limits.ts); refused attempts write none, so a flood cannot grow it unbounded.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull(),
    /** addressKey() of the caller: an IPv4 address, an IPv6 /64, or '' when unknown. */
    clientAddress: text('client_address').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_user_time_idx').on(t.userName, t.createdAt),
    index('login_failures_address_time_idx').on(t.clientAddress, t.createdAt),
    index('login_failures_time_idx').on(t.createdAt),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').notNull().default(0),
    userId: integer('user_id').notNull().default(0),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull().default(0),
    payload: jsonb('payload').notNull().default({}),
    /** The member's name or the role's title when the row was written: kept after the thing is gone. */
    subject: text('subject').notNull().default(''),
    /** Who made the change, by name, kept after their account is gone. */
    actorName: text('actor_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_brand_time_idx').on(t.brandId, t.createdAt)],
);

/**
 * A brand's configuration values other than its title and logo (which live on `brands`, so the header
 * and the brand list read them with the brand): one row per `group.field`, the value as JSON.
 * Documents (agreement, privacy) keep their version and last update here too.
 */
export const brandConfigs = pgTable(
  'brand_configs',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.key] })],
);

/** The brand's media library: one row per stored file (content deduplicated per brand by sha256). */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().default(0),
    /** image | video | file */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    ext: text('ext').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** Where the storage keeps it (`1/2026/05/<random>.png`); the URL is made from it. */
    storageKey: text('storage_key').notNull(),
    thumbKey: text('thumb_key'),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_brand_sha_uq').on(t.brandId, t.sha256),
    // The library pages a brand's files of one kind newest first.
    index('uploads_brand_kind_id_idx').on(t.brandId, t.kind, t.id),
    index('uploads_title_trgm').using('gin', sql`lower(${t.title}) gin_trgm_ops`).with({ fastupdate: false }),
    // Content checks that an image URL is a file of the brand's library by its key (issue 17).
    index('uploads_brand_key_idx').on(t.brandId, t.storageKey),
  ],
);

/** China's administrative divisions (GB/T 2260 codes as ids), loaded by migration 0004. */
export const areas = pgTable(
  'areas',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').notNull(),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
  },
  (t) => [index('areas_parent_idx').on(t.parentId, t.id)],
);

/**
 * How many files of each kind a brand's library holds, and a version of that library for the list
 * caches (keyword matches), kept by triggers on `uploads` (migration 0008) whoever writes, so a library
 * page reads its total instead of counting 100,000 rows.
 */
export const uploadCounts = pgTable(
  'upload_counts',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    n: integer('n').notNull().default(0),
    version: integer('version').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.kind] })],
);

// Notifications (issue 15): SMS and e-mail, each message a job on the queue (server/jobs/).

/** A brand's SMS provider; `access_key_secret` sealed (server/secrets.ts), never answered. */
export const smsConfigs = pgTable('sms_configs', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull().default('log'),
  accessKeyId: text('access_key_id').notNull().default(''),
  accessKeySecret: text('access_key_secret'),
  sdkAppId: text('sdk_app_id').notNull().default(''),
  signName: text('sign_name').notNull().default(''),
  region: text('region').notNull().default(''),
  perMinute: integer('per_minute').notNull().default(1),
  perDay: integer('per_day').notNull().default(10),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const smsTemplates = pgTable(
  'sms_templates',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    /** The provider's template code (Aliyun `SMS_…`, Tencent's template id). */
    code: text('code').notNull().default(''),
    content: text('content').notNull(),
    display: boolean('display').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_templates_brand_idx').on(t.brandId, t.id)],
);

/** One `send` call: what it queued and refused, kept so a retried `requestId` answers the same. */
export const smsBatches = pgTable(
  'sms_batches',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
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
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
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
  ],
);

/** A brand's SMTP server; `password` sealed (server/secrets.ts), never answered. */
export const emailConfigs = pgTable('email_configs', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  host: text('host').notNull().default(''),
  port: integer('port').notNull().default(465),
  secure: text('secure').notNull().default('tls'),
  user: text('user').notNull().default(''),
  password: text('password'),
  fromName: text('from_name').notNull().default(''),
  fromAddress: text('from_address').notNull().default(''),
  replyTo: text('reply_to').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    /** Sanitised HTML with `{{variables}}`. */
    body: text('body').notNull(),
    display: boolean('display').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_templates_brand_idx').on(t.brandId, t.id)],
);

export const emailDrafts = pgTable(
  'email_drafts',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().default(0),
    to: jsonb('to').notNull().default([]),
    cc: jsonb('cc').notNull().default([]),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    templateId: integer('template_id'),
    params: jsonb('params').notNull().default({}),
    sendAt: timestamp('send_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_drafts_brand_idx').on(t.brandId, t.id)],
);

/** One send: the subject and body as sent (a template's or typed), rendered per recipient. */
export const emailBatches = pgTable(
  'email_batches',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
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
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
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
  ],
);

// Platform content (issue 17): the brand's site content, read by the site through /site/<brandId>/*.

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Article categories: a tree per brand (`parent_id` 0 at the top), at most three levels deep. */
export const articleNodes = pgTable(
  'article_nodes',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').notNull().default(0),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    ordernum: integer('ordernum').notNull().default(10),
    display: boolean('display').notNull().default(true),
    /** Articles filed directly here, kept by triggers on `articles` (migration 0011). */
    articleCount: integer('article_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('article_nodes_brand_slug_uq').on(t.brandId, t.slug),
    index('article_nodes_brand_parent_idx').on(t.brandId, t.parentId),
  ],
);

/**
 * Articles. `status` is `draft` or `published`; a draft with `publish_at` is scheduled: the job whose
 * id is `publish_job` publishes it then (server/platform/publish-job.ts). The site shows published,
 * displayed articles whose `publish_at` has come, in displayed categories.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => articleNodes.id),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    author: text('author').notNull().default(''),
    source: text('source').notNull().default(''),
    keywords: text('keywords').notNull().default(''),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** The id of the job that publishes a scheduled draft; a reschedule gives a new one. */
    publishJob: text('publish_job'),
    ordernum: integer('ordernum').notNull().default(10),
    display: boolean('display').notNull().default(true),
    userId: integer('user_id').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The console's list: ordernum, then newest first, brand first; and the same per category, status.
    index('articles_brand_order_idx').on(t.brandId, t.ordernum, sql`${t.id} desc`),
    index('articles_brand_node_idx').on(t.brandId, t.nodeId, t.ordernum, sql`${t.id} desc`),
    index('articles_brand_status_idx').on(t.brandId, t.status, t.ordernum, sql`${t.id} desc`),
    index('articles_title_trgm')
      .using('gin', sql`lower(${t.title}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    // The site's list: what it may show, in its order.
    index('articles_site_idx')
      .on(t.brandId, t.ordernum, sql`${t.publishAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 'published' and ${t.display}`),
  ],
);

/** Single pages of the site, found by slug. */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    content: text('content').notNull().default(''),
    display: boolean('display').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('pages_brand_slug_uq').on(t.brandId, t.slug),
    index('pages_brand_idx').on(t.brandId, t.id),
  ],
);

export const slides = pgTable(
  'slides',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    image: text('image').notNull(),
    url: text('url').notNull().default(''),
    position: text('position').notNull().default('home'),
    ordernum: integer('ordernum').notNull().default(10),
    display: boolean('display').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('slides_brand_order_idx').on(t.brandId, t.ordernum, t.id)],
);

export const friendLinkNodes = pgTable(
  'friendlink_nodes',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    ordernum: integer('ordernum').notNull().default(10),
    createdAt: createdAt(),
  },
  (t) => [index('friendlink_nodes_brand_idx').on(t.brandId, t.ordernum, t.id)],
);

export const friendLinks = pgTable(
  'friendlinks',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** 0: in no category. */
    nodeId: integer('node_id').notNull().default(0),
    title: text('title').notNull(),
    url: text('url').notNull(),
    logo: text('logo').notNull().default(''),
    ordernum: integer('ordernum').notNull().default(10),
    display: boolean('display').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('friendlinks_brand_order_idx').on(t.brandId, t.ordernum, t.id),
    index('friendlinks_brand_node_idx').on(t.brandId, t.nodeId, t.ordernum, t.id),
  ],
);

/**
 * Per brand, kept by triggers (migration 0011) whoever writes: how many articles there are and a
 * version of the article list (the list caches' key), and a version of everything the site reads
 * (`site_version`: the read API's ETag and its answer cache). No row yet reads as zeros.
 */
export const contentState = pgTable('content_state', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  articleCount: integer('article_count').notNull().default(0),
  articleVersion: integer('article_version').notNull().default(0),
  siteVersion: integer('site_version').notNull().default(0),
});
