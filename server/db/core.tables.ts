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
import { countColumns, createdAt, partOf, updatedAt } from './columns.ts';

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

/** The owning brand: a brand's rows go with it. Written once here for the forty tables that have one. */
export const brandColumn = () =>
  integer('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' });

/** The owning brand as the whole key: a brand's one row of settings or counts. */
export const brandKeyColumn = () =>
  integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' });

/** A brand's row: its own serial id and the brand it belongs to, the two columns most tables open with. */
export const brandRowColumns = () => ({ id: serial('id').primaryKey(), brandId: brandColumn() });

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
    ...brandRowColumns(),
    title: text('title').notNull(),
    /**
     * Set on the roles the console makes itself ('owner', 'operator'; server/kit/role-title.ts): their
     * name is answered in the caller's language. Null once a manager renames the role.
     */
    titleKey: text('title_key'),
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
    userId: partOf('user_id', () => adminUsers.id),
    brandId: brandColumn(),
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
    roleId: partOf('role_id', () => roles.id),
    ruleId: partOf('rule_id', () => rules.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.ruleId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: partOf('user_id', () => adminUsers.id),
    brandId: integer('brand_id').notNull().default(0),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Why the session was ended, when its holder must be told more than "expired": 'memberDisabled'
     * (their membership in `end_brand_id` was disabled). Kept until the session would have expired.
     */
    endReason: text('end_reason'),
    endBrandId: integer('end_brand_id'),
    /** Where and with what the session was opened, for the user's list of open sessions. */
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

/**
 * One row per client error report accepted (`/brand/manage/client_error.html`), counted over a window
 * per session like sign-in failures (server/auth/sign-in-limits.ts); the report itself goes to the log,
 * and a refused report writes none.
 */
export const clientErrorReports = pgTable(
  'client_error_reports',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('client_error_reports_session_time_idx').on(t.sessionId, t.createdAt),
    index('client_error_reports_time_idx').on(t.createdAt),
  ],
);

/**
 * The change record (docs/decisions/live-changes.md): one row per change, written by the service layer
 * in the transaction that makes the change (server/kit/change.ts). It is the audit (the System
 * overview's 最近变更), and the live feed: `seq` numbers a brand's changes in commit order, so a stream
 * that resumes after N reads exactly what came later. Migration 0023 turned `audit_log` into it, its
 * rows numbered in the order they were written.
 */
export const changes = pgTable(
  'changes',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').notNull().default(0),
    /** The brand's change number, taken under the brand's counter lock (`change_counters`). */
    seq: integer('seq').notNull(),
    /** Who made the change (0: the system). */
    userId: integer('user_id').notNull().default(0),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull().default(0),
    /** Every row the change touched (a bulk change or an import is one record listing its ids). */
    entityIds: jsonb('entity_ids').$type<number[]>().notNull().default([]),
    /** What the audit has always kept of the action (its ids, reason, the fields an update sent). */
    payload: jsonb('payload').notNull().default({}),
    /** The changed fields before and after (secrets masked); null where the action has none. */
    before: jsonb('before'),
    after: jsonb('after'),
    /** The member's name or the role's title when the row was written: kept after the thing is gone. */
    subject: text('subject').notNull().default(''),
    /** Who made the change, by name, kept after their account is gone. */
    actorName: text('actor_name').notNull().default(''),
    createdAt: createdAt(),
    /** Set when the change was taken back (docs/decisions/undo.md): the undo's own change record. */
    undoneBy: integer('undone_by'),
    /**
     * What a restore needs that `before` masks (a member's password hash), as JSON sealed with the app's
     * secret box (APP_SECRET): never answered, never shown; read only by the change's undo.
     */
    sealed: text('sealed'),
  },
  (t) => [
    index('changes_brand_time_idx').on(t.brandId, t.createdAt),
    uniqueIndex('changes_brand_seq_idx').on(t.brandId, t.seq),
  ],
);

/** Each brand's last change number; its row is the brand's lock for numbering (server/kit/change.ts). */
export const changeCounters = pgTable('change_counters', {
  brandId: integer('brand_id').primaryKey(),
  seq: integer('seq').notNull().default(0),
});

/**
 * A brand's configuration values other than its title and logo (which live on `brands`, so the header
 * and the brand list read them with the brand): one row per `group.field`, the value as JSON.
 * Documents (agreement, privacy) keep their version and last update here too.
 */
export const brandConfigs = pgTable(
  'brand_configs',
  {
    brandId: brandColumn(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    version: integer('version').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.key] })],
);

/** The brand's media library: one row per stored file (content deduplicated per brand by sha256). */
export const uploads = pgTable(
  'uploads',
  {
    ...brandRowColumns(),
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
    /**
     * `library`: a picture (or video, file) of the brand's library, public under its URL. `licence`:
     * an agent's licence or id card scan, private: never listed, served only to the agents' roles.
     */
    purpose: text('purpose').notNull().default('library'),
    createdAt: createdAt(),
  },
  (t) => [
    // The same content uploaded as a licence is not the library's picture (and the other way round).
    uniqueIndex('uploads_brand_purpose_sha_uq').on(t.brandId, t.purpose, t.sha256),
    // The library pages a brand's files of one kind newest first.
    index('uploads_brand_kind_id_idx').on(t.brandId, t.kind, t.id),
    index('uploads_title_trgm').using('gin', sql`lower(${t.title}) gin_trgm_ops`).with({ fastupdate: false }),
    // Records that show a library file keep its URL (a logo, a product's pictures, an agent's licence
    // images): saving one looks the URL's key up in its brand (server/kit/library.ts).
    index('uploads_brand_key_idx').on(t.brandId, t.storageKey),
    // The public address refuses a private file's keys (its own and its thumbnail's): few rows, so
    // small indexes that every request for a public file can ask.
    index('uploads_private_key_idx').on(t.storageKey).where(sql`${t.purpose} <> 'library'`),
    index('uploads_private_thumb_idx').on(t.thumbKey).where(sql`${t.purpose} <> 'library'`),
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
    brandId: brandColumn(),
    kind: text('kind').notNull(),
    ...countColumns(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.kind] })],
);
