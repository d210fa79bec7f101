import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from '../../db/columns.ts';
import { brandKeyColumn, brandRowColumns } from '../../db/core.tables.ts';

// Platform content: the brand's site content, read by the site through /site/<brandId>/*.

/** Article categories: a tree per brand (`parent_id` 0 at the top), at most three levels deep. */
export const articleNodes = pgTable(
  'article_nodes',
  {
    ...brandRowColumns(),
    parentId: integer('parent_id').notNull().default(0),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    ordernum: integer('ordernum').notNull().default(10),
    display: boolean('display').notNull().default(true),
    /** Articles filed directly here, kept by triggers on `articles` (migration 0014). */
    articleCount: integer('article_count').notNull().default(0),
    ...timestamps(),
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
    ...brandRowColumns(),
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
    ...timestamps(),
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
    ...brandRowColumns(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    content: text('content').notNull().default(''),
    display: boolean('display').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('pages_brand_slug_uq').on(t.brandId, t.slug),
    index('pages_brand_idx').on(t.brandId, t.id),
  ],
);

export const slides = pgTable(
  'slides',
  {
    ...brandRowColumns(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    url: text('url').notNull().default(''),
    position: text('position').notNull().default('home'),
    ordernum: integer('ordernum').notNull().default(10),
    display: boolean('display').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('slides_brand_order_idx').on(t.brandId, t.ordernum, t.id)],
);

export const friendLinkNodes = pgTable(
  'friendlink_nodes',
  {
    ...brandRowColumns(),
    title: text('title').notNull(),
    ordernum: integer('ordernum').notNull().default(10),
    createdAt: createdAt(),
  },
  (t) => [index('friendlink_nodes_brand_idx').on(t.brandId, t.ordernum, t.id)],
);

export const friendLinks = pgTable(
  'friendlinks',
  {
    ...brandRowColumns(),
    /** 0: in no category. */
    nodeId: integer('node_id').notNull().default(0),
    title: text('title').notNull(),
    url: text('url').notNull(),
    logo: text('logo').notNull().default(''),
    ordernum: integer('ordernum').notNull().default(10),
    display: boolean('display').notNull().default(true),
    ...timestamps(),
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
  brandId: brandKeyColumn(),
  articleCount: integer('article_count').notNull().default(0),
  articleVersion: integer('article_version').notNull().default(0),
  siteVersion: integer('site_version').notNull().default(0),
});
