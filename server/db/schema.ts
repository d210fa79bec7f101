import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
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
    /** Where and with what the session was opened, for the user's list of open sessions (issue 18). */
    clientAddress: text('client_address').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
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
    // Records that show a library file keep its URL (a logo, a product's pictures, an agent's licence
    // images): saving one looks the URL's key up in its brand (server/kit/library.ts).
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
    // The overview's 30 days per brand (server/modules/notify/stats.ts).
    index('sms_messages_created_idx').on(t.brandId, t.createdAt),
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
    index('email_messages_created_idx').on(t.brandId, t.createdAt),
  ],
);

// Agents (issue 16): resellers, their verification and their groups.

/** A brand's agent groups: each sets a level (1-9, one group per level) and a commission. */
export const agentGroups = pgTable(
  'agent_groups',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    level: smallint('level').notNull(),
    /** A percentage with two places, 0-100 (contract/decimal.ts), answered as a string. */
    commission: numeric('commission', { precision: 5, scale: 2 }).notNull().default('0'),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_groups_brand_level_uq').on(t.brandId, t.level),
    uniqueIndex('agent_groups_brand_title_uq').on(t.brandId, sql`lower(${t.title})`),
  ],
);

/**
 * An agent, or an application to become one (`pending`). The id card number is sealed
 * (server/secrets.ts) and never answered: `id_card_mask` is what answers show, `id_card_hash` a keyed
 * digest that finds the same number twice in a brand without opening any.
 */
export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name's sort key (server/kit/sort-key.ts), as admin_users.real_name_sort. */
    nameSort: text('name_sort'),
    mobile: text('mobile').notNull(),
    company: text('company').notNull().default(''),
    /** SPEC §3 Address; its areas' codes are kept apart too, for the region filter. */
    address: jsonb('address').notNull().default({}),
    provinceId: integer('province_id').notNull().default(0),
    cityId: integer('city_id').notNull().default(0),
    districtId: integer('district_id').notNull().default(0),
    idCard: text('id_card'),
    idCardHash: text('id_card_hash'),
    idCardMask: text('id_card_mask').notNull().default(''),
    /** `[{ fileurl, title }]`: images of the brand's media library. */
    licenceImages: jsonb('licence_images').notNull().default([]),
    groupId: integer('group_id').references(() => agentGroups.id),
    /** pending | passed | rejected | disabled */
    status: text('status').notNull().default('pending'),
    rejectReason: text('reject_reason').notNull().default(''),
    verifiedBy: integer('verified_by'),
    verifiedByName: text('verified_by_name').notNull().default(''),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agents_brand_mobile_uq').on(t.brandId, t.mobile),
    uniqueIndex('agents_brand_id_card_uq')
      .on(t.brandId, t.idCardHash)
      .where(sql`${t.idCardHash} is not null`),
    // The list pages newest first, filtered by status (the verify queue: oldest first), group or region.
    index('agents_brand_id_idx').on(t.brandId, t.id),
    index('agents_brand_status_idx').on(t.brandId, t.status, t.id),
    index('agents_brand_group_idx').on(t.brandId, t.groupId, t.id),
    index('agents_brand_province_idx').on(t.brandId, t.provinceId, t.id),
    index('agents_brand_city_idx').on(t.brandId, t.cityId, t.id),
    index('agents_brand_district_idx').on(t.brandId, t.districtId, t.id),
    index('agents_brand_name_sort_idx').on(t.brandId, sql`${t.nameSort} collate "C"`),
    index('agents_brand_verified_idx').on(t.brandId, t.verifiedAt),
    index('agents_brand_created_idx').on(t.brandId, t.createdAt),
    index('agents_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`).with({ fastupdate: false }),
    index('agents_company_trgm')
      .using('gin', sql`lower(${t.company}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('agents_mobile_trgm').using('gin', sql`${t.mobile} gin_trgm_ops`).with({ fastupdate: false }),
  ],
);

/**
 * How many agents of each status a brand has, and a version for the list caches, kept by statement
 * triggers on `agents` (migration 0012) whoever writes: the verify queue's count and the overview's
 * figures are read, not counted, at 100,000 agents.
 */
export const agentCounts = pgTable(
  'agent_counts',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    n: integer('n').notNull().default(0),
    version: integer('version').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.status] })],
);

/** The agent settings: the SMS template sent on a pass and on a rejection (none: no SMS). */
export const agentConfigs = pgTable('agent_configs', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  passTemplateId: integer('pass_template_id').references(() => smsTemplates.id, { onDelete: 'set null' }),
  rejectTemplateId: integer('reject_template_id').references(() => smsTemplates.id, {
    onDelete: 'set null',
  }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Applications (issue 16): enterprise WeChat (WeCom) accounts.

/** A WeCom application of the brand; `secret` sealed (server/secrets.ts), never answered. */
export const wxworkAccounts = pgTable(
  'wxwork_accounts',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    corpId: text('corp_id').notNull(),
    agentId: integer('agent_id').notNull(),
    secret: text('secret'),
    token: text('token').notNull().default(''),
    encodingAesKey: text('encoding_aes_key').notNull().default(''),
    status: integer('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wxwork_accounts_brand_idx').on(t.brandId, t.id),
    // One application (corp + AgentId) is connected once per brand.
    uniqueIndex('wxwork_accounts_brand_app_uq').on(t.brandId, t.corpId, t.agentId),
  ],
);

// Account, messages and the assistant (issue 18).

/**
 * The user's sign-ins, for "recent sign-ins" on the account dashboard: kept apart from `sessions`,
 * which housekeeping deletes once they end. Bounded: each sign-in keeps the user's latest 20, and
 * housekeeping drops rows older than 90 days.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').notNull().default(0),
    clientAddress: text('client_address').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('sign_ins_user_idx').on(t.userId, t.id), index('sign_ins_time_idx').on(t.createdAt)],
);

/**
 * In-app messages for a member of a brand, written by the system (server/modules/inbox/inbox.ts). `title` and
 * `body` are `{ key, params }` of the server's catalogue, or `{ "zh-CN": ..., en: ... }` as written.
 * Messages with one `group_key` (a batch's failures) are one row: a later write adds to `count`.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
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
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    total: integer('total').notNull().default(0),
    unread: integer('unread').notNull().default(0),
    version: integer('version').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.userId] })],
);

/** A brand's AI provider (an OpenAI-compatible chat-completions endpoint); `api_key` sealed. */
export const aiConfigs = pgTable('ai_configs', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  baseUrl: text('base_url').notNull().default(''),
  model: text('model').notNull().default(''),
  apiKey: text('api_key'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// CRM settings and the sales catalogue (issue 13).

/**
 * The CRM dictionaries: tag groups, tags (each in a group), follow-up types and customer sources, told
 * apart by `type`. Customers (issue 14) refer to these rows by id.
 */
export const crmTags = pgTable(
  'crm_tags',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** group | tag | follow | source */
    type: text('type').notNull(),
    /** A tag's group; null for the other types. Deleting a group deletes its tags. */
    groupId: integer('group_id').references((): AnyPgColumn => crmTags.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** `#rrggbb` or ''. */
    color: text('color').notNull().default(''),
    ordernum: integer('ordernum').notNull().default(0),
    display: boolean('display').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Every list is one type (tags: one group) in its order.
    index('crm_tags_brand_type_order_idx').on(t.brandId, t.type, t.ordernum, t.id),
    index('crm_tags_group_order_idx').on(t.groupId, t.ordernum, t.id),
    // Titles are unique per brand and type, a tag's within its group, whatever their case.
    uniqueIndex('crm_tags_title_uq').on(
      t.brandId,
      t.type,
      sql`coalesce(${t.groupId}, 0)`,
      sql`lower(${t.title})`,
    ),
  ],
);

/** Marketing material staff send to customers. */
export const crmMaterials = pgTable(
  'crm_materials',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** image | video | file | text | link */
    kind: text('kind').notNull(),
    /** `[{ fileurl, title }]` of the brand's library (image, video and file materials). */
    files: jsonb('files').notNull().default([]),
    /** The first image's thumbnail URL, for cards. */
    thumbUrl: text('thumb_url').notNull().default(''),
    /** Sanitised HTML of a text material. */
    content: text('content').notNull().default(''),
    excerpt: text('excerpt').notNull().default(''),
    url: text('url').notNull().default(''),
    display: boolean('display').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('crm_materials_brand_id_idx').on(t.brandId, t.id),
    index('crm_materials_brand_kind_id_idx').on(t.brandId, t.kind, t.id),
    index('crm_materials_title_trgm')
      .using('gin', sql`lower(${t.title}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/** The tags of a material; a deleted tag leaves its materials. */
export const crmMaterialTags = pgTable(
  'crm_material_tags',
  {
    materialId: integer('material_id')
      .notNull()
      .references(() => crmMaterials.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => crmTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.materialId, t.tagId] }), index('crm_material_tags_tag_idx').on(t.tagId)],
);

/** Products and services; amounts are `numeric(10, 2)`, answered by both drivers as strings. */
export const crmProducts = pgTable(
  'crm_products',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** product | service */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    code: text('code').notNull().default(''),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    marketPrice: numeric('market_price', { precision: 10, scale: 2 }),
    unit: text('unit').notNull().default(''),
    stock: integer('stock'),
    duration: integer('duration'),
    cover: text('cover').notNull().default(''),
    coverThumb: text('cover_thumb').notNull().default(''),
    /** URLs of the brand's library, in order. */
    images: jsonb('images').notNull().default([]),
    description: text('description').notNull().default(''),
    display: boolean('display').notNull().default(true),
    ordernum: integer('ordernum').notNull().default(100),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One index per order of the list, each within a brand's kind: the page is an index walk.
    // `id desc`: each order breaks ties newest first (kit sortOrder), forwards or backwards.
    index('crm_products_brand_kind_order_idx').on(t.brandId, t.kind, t.ordernum, t.id.desc().nullsFirst()),
    index('crm_products_brand_kind_price_idx').on(t.brandId, t.kind, t.price, t.id.desc().nullsFirst()),
    index('crm_products_brand_kind_id_idx').on(t.brandId, t.kind, t.id),
    index('crm_products_search_trgm')
      .using('gin', sql`lower(${t.title} || ' ' || ${t.code}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    // A code is unique in the brand when given.
    uniqueIndex('crm_products_code_uq').on(t.brandId, sql`lower(${t.code})`).where(sql`${t.code} <> ''`),
  ],
);

/**
 * How many products and services a brand has, and a version of its catalogue for the list caches,
 * kept by triggers on `crm_products` (migration 0013) as `upload_counts` is for the media library.
 */
export const crmProductCounts = pgTable(
  'crm_product_counts',
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
    /** Articles filed directly here, kept by triggers on `articles` (migration 0014). */
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
 * id is `publish_job` publishes it then (server/modules/platform/publish-job.ts). The site shows published,
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
 * Per brand, kept by triggers (migration 0014) whoever writes: how many articles there are and a
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

// CRM customers (issue 14).

/**
 * A brand's customers. `owner_id` null: in the pool. `stage` new | following | won | lost; a lost
 * customer keeps the owner who lost it. The address is stored flat (SPEC §3 Address), the area names
 * as the picker filled them. `mobile` is unique in the brand.
 */
export const crmCustomers = pgTable(
  'crm_customers',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameSort: text('name_sort'),
    mobile: text('mobile').notNull(),
    /** unknown | male | female */
    gender: text('gender').notNull().default('unknown'),
    company: text('company').notNull().default(''),
    title: text('title').notNull().default(''),
    email: text('email').notNull().default(''),
    wechat: text('wechat').notNull().default(''),
    areaId: integer('area_id').notNull().default(0),
    /** Province and city codes of `area_id` (0 when none), so a region filter is an equality. */
    provinceId: integer('province_id').notNull().default(0),
    cityId: integer('city_id').notNull().default(0),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    address: text('address').notNull().default(''),
    lat: numeric('lat', { precision: 9, scale: 6 }),
    lng: numeric('lng', { precision: 9, scale: 6 }),
    sourceId: integer('source_id').references(() => crmTags.id, { onDelete: 'set null' }),
    stage: text('stage').notNull().default('new'),
    /** A | B | C, or null. */
    level: text('level'),
    remark: text('remark').notNull().default(''),
    ownerId: integer('owner_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    ownedAt: timestamp('owned_at', { withTimezone: true }),
    lastFollowAt: timestamp('last_follow_at', { withTimezone: true }),
    nextFollowAt: timestamp('next_follow_at', { withTimezone: true }),
    lostReason: text('lost_reason').notNull().default(''),
    lostAt: timestamp('lost_at', { withTimezone: true }),
    /** The import that brought it, if any. */
    importId: integer('import_id'),
    createdBy: integer('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('crm_customers_mobile_uq').on(t.brandId, t.mobile),
    index('crm_customers_brand_id_idx').on(t.brandId, t.id),
    index('crm_customers_brand_owner_idx').on(t.brandId, t.ownerId, t.id),
    index('crm_customers_brand_stage_idx').on(t.brandId, t.stage, t.id),
    index('crm_customers_brand_next_follow_idx').on(t.brandId, t.ownerId, t.nextFollowAt),
    index('crm_customers_brand_last_follow_idx').on(t.brandId, t.lastFollowAt),
    index('crm_customers_brand_source_idx').on(t.brandId, t.sourceId),
    index('crm_customers_brand_region_idx').on(t.brandId, t.provinceId, t.cityId),
    // Unlike the other trigram indexes, with a pending list, kept small: customers arrive 100,000 at a
    // time by import, and inserting each row's trigrams into the tree was two thirds of an import
    // (22 s of 100,000 rows against 12 s); a full pending list is merged by the insert that fills it
    // (PGlite runs no vacuum), and a search scans at most 256 kB of it (measured within 1 ms).
    index('crm_customers_search_trgm')
      .using('gin', sql`lower(${t.name} || ' ' || ${t.mobile} || ' ' || ${t.company}) gin_trgm_ops`)
      .with({ fastupdate: true, gin_pending_list_limit: 256 }),
  ],
);

/** A customer's tags; a deleted tag leaves its customers. */
export const crmCustomerTags = pgTable(
  'crm_customer_tags',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => crmCustomers.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => crmTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.tagId] }),
    index('crm_customer_tags_tag_idx').on(t.tagId, t.customerId),
  ],
);

/**
 * A customer's timeline: follow-ups (`kind` follow, with `type_id`, `content`, `material_ids`,
 * `next_at`) and the changes made to it (created, owner, stage, tag, imported), their details in `data`.
 */
export const crmCustomerEvents = pgTable(
  'crm_customer_events',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => crmCustomers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** null: the system (the pool return job, an import). */
    actorId: integer('actor_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    typeId: integer('type_id').references(() => crmTags.id, { onDelete: 'set null' }),
    content: text('content').notNull().default(''),
    materialIds: jsonb('material_ids').notNull().default([]),
    nextAt: timestamp('next_at', { withTimezone: true }),
    data: jsonb('data').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('crm_customer_events_customer_idx').on(t.customerId, t.id),
    index('crm_customer_events_brand_kind_idx').on(t.brandId, t.kind, t.createdAt),
    index('crm_customer_events_type_idx').on(t.typeId),
  ],
);

/** Saved segments: a name and conditions (contract/customer.ts `customerConditions`). */
export const crmCustomerGroups = pgTable(
  'crm_customer_groups',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    conditions: jsonb('conditions').notNull().default({}),
    createdBy: integer('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('crm_customer_groups_brand_idx').on(t.brandId, t.id),
    uniqueIndex('crm_customer_groups_name_uq').on(t.brandId, sql`lower(${t.name})`),
  ],
);

/** The brand's CRM settings; no row reads as the defaults (contract `crmConfigDefaults`). */
export const crmConfigs = pgTable('crm_configs', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  poolDays: integer('pool_days').notNull().default(30),
  claimLimit: integer('claim_limit').notNull().default(500),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The customer list's columns a member chose, per brand. */
export const crmColumnPrefs = pgTable(
  'crm_column_prefs',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    columns: jsonb('columns').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.userId] })],
);

/**
 * A customer import: the CSV kept in storage until the job has read it, its progress (rows looked at,
 * imported, failed) and the first bad rows with their line numbers. `status` queued | running | done |
 * failed. `line` is the last data line committed, so a job run again after a crash goes on from there.
 */
export const crmImports = pgTable(
  'crm_imports',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('queued'),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    /** `{ field: columnIndex }` (contract `customerImportFields`). */
    mapping: jsonb('mapping').notNull(),
    /** me: the importer owns the rows; pool: no owner. */
    ownerMode: text('owner_mode').notNull().default('pool'),
    /** The file's first line names the columns (not a customer). */
    hasHeader: boolean('has_header').notNull().default(true),
    total: integer('total').notNull().default(0),
    line: integer('line').notNull().default(0),
    done: integer('done').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Of `imported`, the rows made "mine" past the claim limit, which went to the pool instead. */
    pooled: integer('pooled').notNull().default(0),
    errors: jsonb('errors').notNull().default([]),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('crm_imports_brand_idx').on(t.brandId, t.id)],
);

/**
 * Per brand, a version of the customers (the list caches' key), moved by statement triggers on
 * `crm_customers` and `crm_customer_tags` (migration 0015) whoever writes. No row reads as zero.
 */
export const crmCustomerState = pgTable('crm_customer_state', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
});
