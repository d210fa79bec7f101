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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { countColumns, createdAt, partOf, timestamps, updatedAt } from '../../db/columns.ts';
import { adminUsers, brandColumn, brandKeyColumn, brandRowColumns } from '../../db/core.tables.ts';

// CRM settings and the sales catalogue.

/**
 * The CRM dictionaries: tag groups, tags (each in a group), follow-up types and customer sources, told
 * apart by `type`. Customers refer to these rows by id.
 */
export const crmTags = pgTable(
  'crm_tags',
  {
    ...brandRowColumns(),
    /** group | tag | follow | source */
    type: text('type').notNull(),
    /** A tag's group; null for the other types. Deleting a group deletes its tags. */
    groupId: integer('group_id').references((): AnyPgColumn => crmTags.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** `#rrggbb` or ''. */
    color: text('color').notNull().default(''),
    ordernum: integer('ordernum').notNull().default(0),
    display: boolean('display').notNull().default(true),
    ...timestamps(),
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
    ...brandRowColumns(),
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
    ...timestamps(),
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
    materialId: partOf('material_id', () => crmMaterials.id),
    tagId: partOf('tag_id', () => crmTags.id),
  },
  (t) => [primaryKey({ columns: [t.materialId, t.tagId] }), index('crm_material_tags_tag_idx').on(t.tagId)],
);

/** Products and services; amounts are `numeric(10, 2)`, answered by both drivers as strings. */
export const crmProducts = pgTable(
  'crm_products',
  {
    ...brandRowColumns(),
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
    ...timestamps(),
  },
  (t) => [
    // One index per order of the list, each within a brand's kind: the page is an index walk.
    // `id desc`: each order breaks ties newest first (kit sortOrder), forwards or backwards.
    // Each ends with the columns the list's filters read that its order does not (the sale flag, the
    // price or the order number): a page's keys are found in the index alone (firstPageByKeys).
    index('crm_products_brand_kind_order_idx').on(
      t.brandId,
      t.kind,
      t.ordernum,
      t.id.desc().nullsFirst(),
      t.display,
      t.price,
    ),
    index('crm_products_brand_kind_price_idx').on(
      t.brandId,
      t.kind,
      t.price,
      t.id.desc().nullsFirst(),
      t.display,
      t.ordernum,
    ),
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
    brandId: brandColumn(),
    kind: text('kind').notNull(),
    ...countColumns(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.kind] })],
);

// CRM customers.

/**
 * A brand's customers. `owner_id` null: in the pool. `stage` new | following | won | lost; a lost
 * customer keeps the owner who lost it. The address is stored flat (docs/spec.md §3 Address), the area names
 * as the picker filled them. `mobile` is unique in the brand.
 */
export const crmCustomers = pgTable(
  'crm_customers',
  {
    ...brandRowColumns(),
    name: text('name').notNull(),
    nameSort: text('name_sort'),
    mobile: text('mobile').notNull(),
    /** unknown | male | female */
    gender: text('gender').notNull().default('unknown'),
    company: text('company').notNull().default(''),
    title: text('title').notNull().default(''),
    email: text('email').notNull().default(''),
    wechat: text('wechat').notNull().default(''),
    /** `YYYY-MM-DD` or '': a day as text compares in order, so a range is a text comparison. */
    birthday: text('birthday').notNull().default(''),
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
    ...timestamps(),
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
    // The pool, newest first: the rows walked are the pool's own. Through the other indexes a page
    // walked the brand's customers and kept one in five (or in six with the lost ones); page 50 of a
    // pool at 1,000,000 customers read 6,800 rows for 1,000 keys. The condition is written as the
    // pool's filter writes it (customer-scope.ts), with no parameter, so a generic plan can use it.
    index('crm_customers_pool_idx')
      .on(t.brandId, t.id)
      .where(sql`${t.ownerId} is null and ${t.stage} <> 'lost'`),
    // The customers an import brought: its end records them, the inbox's link lists them (the list's
    // `importId`), and its undo deletes them; without it each read scanned the brand's customers.
    index('crm_customers_import_idx').on(t.importId, t.id).where(sql`${t.importId} is not null`),
    // Unlike the other trigram indexes, with a pending list, kept small: customers arrive 100,000 at a
    // time by import, and inserting each row's trigrams into the tree was two thirds of an import
    // (22 s of 100,000 rows against 12 s); a full pending list is merged by the insert that fills it
    // (or a vacuum: server/db/pglite-upkeep.ts on PGlite), and a search scans at most 256 kB of it (measured within 1 ms).
    index('crm_customers_search_trgm')
      .using('gin', sql`lower(${t.name} || ' ' || ${t.mobile} || ' ' || ${t.company}) gin_trgm_ops`)
      .with({ fastupdate: true, gin_pending_list_limit: 256 }),
  ],
);

/** A customer's tags; a deleted tag leaves its customers. */
export const crmCustomerTags = pgTable(
  'crm_customer_tags',
  {
    customerId: partOf('customer_id', () => crmCustomers.id),
    tagId: partOf('tag_id', () => crmTags.id),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.tagId] }),
    index('crm_customer_tags_tag_idx').on(t.tagId, t.customerId),
  ],
);

/**
 * The brand's customers counted by each portrait dimension, kept by statement-level triggers on
 * `crm_customers` and `crm_customer_tags` (migration 0019), so the whole-brand portrait sums a few
 * hundred rows instead of grouping every customer. Writers only append their statement's net change
 * (one row per dimension value it moved), so two writers never wait on the same row; the portrait's
 * read folds a brand's rows back into one per value when they pile up. `dim`: stage (`key_text`),
 * source (`key_int`, null: none), province (`key_int` its id, `key_text` its name), level
 * (`key_text`, null: none), day (`key_int` the China Standard Time day of creation, days since
 * 1970-01-01; folded days long past the portrait's weeks are one row with `key_int` null), tag
 * (`key_int`, the tag's brand, `owner_id` null whoever owns the customer). `owner_id` null: the pool.
 */
export const crmCustomerCounts = pgTable(
  'crm_customer_counts',
  {
    brandId: brandColumn(),
    ownerId: integer('owner_id'),
    dim: text('dim').notNull(),
    keyInt: integer('key_int'),
    keyText: text('key_text'),
    n: integer('n').notNull(),
  },
  (t) => [index('crm_customer_counts_brand_idx').on(t.brandId, t.dim)],
);

/**
 * A customer's timeline: follow-ups (`kind` follow, with `type_id`, `content`, `material_ids`,
 * `next_at`) and the changes made to it (created, owner, stage, tag, imported), their details in `data`.
 */
export const crmCustomerEvents = pgTable(
  'crm_customer_events',
  {
    ...brandRowColumns(),
    customerId: partOf('customer_id', () => crmCustomers.id),
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
    ...brandRowColumns(),
    name: text('name').notNull(),
    conditions: jsonb('conditions').notNull().default({}),
    createdBy: integer('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('crm_customer_groups_brand_idx').on(t.brandId, t.id),
    uniqueIndex('crm_customer_groups_name_uq').on(t.brandId, sql`lower(${t.name})`),
  ],
);

/** The brand's CRM settings; no row reads as the defaults (contract `crmConfigDefaults`). */
export const crmConfigs = pgTable('crm_configs', {
  brandId: brandKeyColumn(),
  poolDays: integer('pool_days').notNull().default(30),
  claimLimit: integer('claim_limit').notNull().default(500),
  updatedAt: updatedAt(),
});

/** The customer list's columns a member chose, per brand. */
export const crmColumnPrefs = pgTable(
  'crm_column_prefs',
  {
    brandId: brandColumn(),
    userId: partOf('user_id', () => adminUsers.id),
    columns: jsonb('columns').notNull(),
    updatedAt: updatedAt(),
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
    ...brandRowColumns(),
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
  brandId: brandKeyColumn(),
  version: integer('version').notNull().default(0),
});
