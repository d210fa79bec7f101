import { z } from 'zod';
import {
  atLeastOneOf,
  displayToggleBody,
  idField,
  type ListResult,
  listQuery,
  maxInt4,
  sortBody,
} from './envelope.ts';
import type { TextRule } from './field-rules.ts';
import {
  blankToUndefined,
  boolSchema,
  libraryImageSchema,
  ordernumSchema,
  richTextSchema,
  slugSchema,
} from './platform.ts';
import { deleteQuery, idFilter } from './role.ts';
import type { RuleKey } from './rule-key.ts';
import { textSchema } from './rule-schema.ts';
import { dateFilter } from './sms.ts';
import { fromUnixSeconds } from './unix-time.ts';

// Schemas are built inside pure no-argument IIFEs: the console imports only paths, rules and types.
export const articlePaths = {
  /** The category tree: roots, each with its `childList`. */
  node_list: '/api/article/node_list.html',
  node_detail: '/api/article/node_detail.html',
  node_add: '/api/article/node_add.html',
  node_update: '/api/article/node_update.html',
  /** The toggle of docs/spec.md §3: `{ id, display }`. */
  node_status: '/api/article/node_status.html',
  /** `GET ?id=3`: refused, with counts, while the category has subcategories or articles. */
  node_del: '/api/article/node_del.html',
  /** The tree flattened in order for pickers: `{ id, title, level, childlist }` (docs/spec.md §3 tree node). */
  node_menu: '/api/article/node_menu.html',
  list: '/api/article/list.html',
  detail: '/api/article/detail.html',
  /** The sort of docs/spec.md §3: `{ list: [{ id, ordernum }] }`. */
  order: '/api/article/order.html',
  add: '/api/article/add.html',
  update: '/api/article/update.html',
  /** `{ ids, nodeId }`: moves articles to a category. */
  node: '/api/article/node.html',
  /** `{ id | ids, status: 'published' | 'draft' }`: publish now, or take back to a draft. */
  status: '/api/article/status.html',
  /** `GET ?id=3` or `GET ?ids=3,4,5`. */
  del: '/api/article/del.html',
} as const;

/** The rule of each endpoint (contract/rule-key.ts); the same keys seed the rule tree. */
export const articleRule = {
  node_list: 'api/article/node_list',
  node_detail: 'api/article/node_detail',
  node_add: 'api/article/node_add',
  node_update: 'api/article/node_update',
  node_status: 'api/article/node_status',
  node_del: 'api/article/node_del',
  node_menu: 'api/article/node_menu',
  list: 'api/article/list',
  detail: 'api/article/detail',
  order: 'api/article/order',
  add: 'api/article/add',
  update: 'api/article/update',
  node: 'api/article/node',
  status: 'api/article/status',
  del: 'api/article/del',
} as const satisfies Record<string, RuleKey>;

/** Categories nest this deep (新闻 > 公司动态 > 2026). */
export const maxNodeLevel = 3;

export const nodeTitleRule = { required: true, max: 40 } as const satisfies TextRule;
export const articleTitleRule = { required: true, max: 100 } as const satisfies TextRule;
export const articleSummaryRule = { max: 300 } as const satisfies TextRule;
export const articleAuthorRule = { max: 40 } as const satisfies TextRule;
export const articleSourceRule = { max: 100 } as const satisfies TextRule;
export const articleKeywordsRule = { max: 200 } as const satisfies TextRule;
export const articleDescriptionRule = { max: 300 } as const satisfies TextRule;

/** A category as node_list and node_detail answer it. */
export interface ArticleNode {
  id: number;
  /** 0 for a top-level category. */
  parentId: number;
  title: string;
  slug: string;
  ordernum: number;
  display: boolean;
  /** Articles filed directly in this category (not in its subcategories). */
  articleCount: number;
  /** 1 for a top-level category. */
  level: number;
  createdAt: string;
}

export interface ArticleNodeTree extends ArticleNode {
  childList: ArticleNodeTree[];
}

/** node_menu: the tree in display order, for pickers (docs/spec.md §3 tree node). */
export interface ArticleNodeMenuItem {
  id: number;
  title: string;
  level: number;
  /** The category and every category under it, comma separated (`3,5,6`). */
  childlist: string;
  display: boolean;
}

const nodeTitle = /* @__PURE__ */ (() => textSchema(nodeTitleRule))();

export const articleNodeAddBody = /* @__PURE__ */ (() =>
  z.strictObject({
    parentId: z.coerce.number().int().min(0).max(maxInt4).default(0),
    title: nodeTitle,
    slug: slugSchema.optional(),
    ordernum: ordernumSchema.optional(),
    display: boolSchema.optional(),
  }))();
export type ArticleNodeAddBody = z.input<typeof articleNodeAddBody>;

export const articleNodeUpdateBody = /* @__PURE__ */ (() =>
  z.strictObject({
    id: idField,
    parentId: z.coerce.number().int().min(0).max(maxInt4).optional(),
    title: nodeTitle.optional(),
    slug: slugSchema.optional(),
    ordernum: ordernumSchema.optional(),
    display: boolSchema.optional(),
  }))();
export type ArticleNodeUpdateBody = z.input<typeof articleNodeUpdateBody>;

export const articleNodeStatusBody = displayToggleBody;
export const articleNodeDelQuery = deleteQuery;

/** What an article is: a draft, or published (visible on the site from `publishAt`). */
export const articleStatuses = ['draft', 'published'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

/**
 * The list's status filter: `scheduled` is a draft waiting for its `publishAt` (the job queue
 * publishes it then), `draft` one that is not.
 */
export const articleStates = ['draft', 'scheduled', 'published'] as const;
export type ArticleState = (typeof articleStates)[number];

export const articleSortKeys = ['ordernum', 'publishAt', 'createdAt'] as const;

/**
 * `list`: `nodeId` takes the category and everything under it; `keyword` matches the title;
 * `dateFrom`/`dateTo` the publish time (a day in China Standard Time, `dateTo` inclusive, or an ISO
 * time). Default order: ordernum, then newest first.
 */
export const articleListBody = /* @__PURE__ */ (() =>
  listQuery.extend({
    nodeId: idFilter,
    status: z.preprocess(blankToUndefined, z.enum(articleStates).optional()),
    dateFrom: dateFilter,
    dateTo: dateFilter,
    sort: z.enum([...articleSortKeys, ...articleSortKeys.map((k) => `-${k}` as const)]).optional(),
  }))();
export type ArticleListBody = z.input<typeof articleListBody>;

export interface ArticleListItem {
  id: number;
  title: string;
  nodeId: number;
  nodeTitle: string;
  /** A library image's URL, or ''. */
  cover: string;
  author: string;
  status: ArticleStatus;
  /**
   * Published: when it went (or goes back-dated) live. A draft with a publishAt is scheduled: the job
   * queue publishes it then. ISO 8601 or null.
   */
  publishAt: string | null;
  ordernum: number;
  display: boolean;
  createdAt: string;
  updatedAt: string;
}
export type ArticleListResult = ListResult<ArticleListItem>;

export interface ArticleDetail extends ArticleListItem {
  summary: string;
  /** Rich text as the server sanitised it. */
  content: string;
  source: string;
  keywords: string;
  description: string;
}

/** An ISO time with its offset, or null/'' for none. */
const publishAtSchema = /* @__PURE__ */ (() =>
  z.preprocess(
    (v) => (v === '' ? null : fromUnixSeconds(v)),
    z.union([z.null(), z.iso.datetime({ offset: true })]),
  ))();

const articleFields = /* @__PURE__ */ (() => ({
  title: textSchema(articleTitleRule),
  nodeId: idField,
  cover: libraryImageSchema,
  summary: textSchema(articleSummaryRule),
  content: richTextSchema,
  author: textSchema(articleAuthorRule),
  source: textSchema(articleSourceRule),
  keywords: textSchema(articleKeywordsRule),
  description: textSchema(articleDescriptionRule),
  /**
   * `draft` keeps it off the site (and drops a schedule). `published` with no publishAt, or one in the
   * past, publishes at once (a past time back-dates it); with a publishAt in the future it is
   * scheduled: it stays a draft until then, and the job queue publishes it on time. A save that
   * publishes, schedules, re-dates or takes back an article needs the publish right (`status`,
   * 发布或撤回文章) too: without it a member saves drafts, and edits keeping an article's publishing
   * as it was.
   */
  status: z.enum(articleStatuses),
  publishAt: publishAtSchema,
  ordernum: ordernumSchema,
  display: boolSchema,
}))();

export const articleAddBody = /* @__PURE__ */ (() =>
  z.strictObject({
    title: articleFields.title,
    nodeId: articleFields.nodeId,
    cover: articleFields.cover.optional(),
    summary: articleFields.summary.optional(),
    content: articleFields.content.optional(),
    author: articleFields.author.optional(),
    source: articleFields.source.optional(),
    keywords: articleFields.keywords.optional(),
    description: articleFields.description.optional(),
    status: articleFields.status.default('draft'),
    publishAt: articleFields.publishAt.optional(),
    ordernum: articleFields.ordernum.optional(),
    display: articleFields.display.optional(),
  }))();
export type ArticleAddBody = z.input<typeof articleAddBody>;

/** `update`: the fields given change, the others stay. */
export const articleUpdateBody = /* @__PURE__ */ (() =>
  z.strictObject({
    id: idField,
    title: articleFields.title.optional(),
    nodeId: articleFields.nodeId.optional(),
    cover: articleFields.cover.optional(),
    summary: articleFields.summary.optional(),
    content: articleFields.content.optional(),
    author: articleFields.author.optional(),
    source: articleFields.source.optional(),
    keywords: articleFields.keywords.optional(),
    description: articleFields.description.optional(),
    status: articleFields.status.optional(),
    publishAt: articleFields.publishAt.optional(),
    ordernum: articleFields.ordernum.optional(),
    display: articleFields.display.optional(),
  }))();
export type ArticleUpdateBody = z.input<typeof articleUpdateBody>;

const idList = /* @__PURE__ */ (() =>
  z
    .array(idField)
    .min(1)
    .max(100)
    .transform((ids) => [...new Set(ids)]))();

/** `status`: one (`id`) or several (`ids`) articles at once, all or nothing. */
export const articleStatusBody = /* @__PURE__ */ (() =>
  z
    .strictObject({
      id: idField.optional(),
      ids: idList.optional(),
      status: z.enum(articleStatuses),
    })
    .refine((b) => b.id !== undefined || b.ids !== undefined, { path: ['id'], message: 'required' })
    .meta(atLeastOneOf('id', 'ids'))
    .transform((b) => ({
      ids: [...new Set([...(b.id === undefined ? [] : [b.id]), ...(b.ids ?? [])])],
      status: b.status,
    })))();
export type ArticleStatusBody = z.input<typeof articleStatusBody>;

export const articleMoveBody = /* @__PURE__ */ (() => z.strictObject({ ids: idList, nodeId: idField }))();
export type ArticleMoveBody = z.input<typeof articleMoveBody>;

export const articleOrderBody = sortBody;
export const articleDelQuery = deleteQuery;

/** `status` and `node` answer how many articles they changed. */
export interface ArticleBulkResult {
  changed: number;
}
