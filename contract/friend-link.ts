import { z } from 'zod';
import { displayToggleBody, idField, type ListResult, listQuery, maxInt4, sortBody } from './envelope.ts';
import type { TextRule } from './field-rules.ts';
import {
  blankToUndefined,
  boolSchema,
  displayFilter,
  libraryImageSchema,
  ordernumSchema,
  webUrlSchema,
} from './platform.ts';
import { deleteQuery } from './role.ts';
import type { RuleKey } from './rule-key.ts';
import { textSchema } from './rule-schema.ts';

/** Friend links of the brand's site and their categories. */
export const friendLinkPaths = {
  list: '/api/friendlink/list.html',
  detail: '/api/friendlink/detail.html',
  add: '/api/friendlink/add.html',
  update: '/api/friendlink/update.html',
  /** The sort of docs/spec.md §3: `{ list: [{ id, ordernum }] }`. */
  order: '/api/friendlink/order.html',
  /** The toggle of docs/spec.md §3: `{ id, display }`. */
  status: '/api/friendlink/status.html',
  /** `GET ?id=3` or `GET ?ids=3,4,5`. */
  del: '/api/friendlink/del.html',
  /** The categories in order, each with how many links it holds. */
  node_list: '/api/friendlink/node_list.html',
  /** `{ id?, title, ordernum? }`: without an id it adds a category. */
  node_update: '/api/friendlink/node_update.html',
  /** `GET ?id=3`: refused, with the count, while the category holds links. */
  node_del: '/api/friendlink/node_del.html',
} as const;

export const friendLinkRule = {
  list: 'api/friendlink/list',
  detail: 'api/friendlink/detail',
  add: 'api/friendlink/add',
  update: 'api/friendlink/update',
  order: 'api/friendlink/order',
  status: 'api/friendlink/status',
  del: 'api/friendlink/del',
  node_list: 'api/friendlink/node_list',
  node_update: 'api/friendlink/node_update',
  node_del: 'api/friendlink/node_del',
} as const satisfies Record<string, RuleKey>;

export const friendLinkTitleRule = { required: true, max: 60 } as const satisfies TextRule;
export const friendLinkNodeTitleRule = { required: true, max: 40 } as const satisfies TextRule;

/** A category filter: a category's id, or 0 for links in none; '' means every link. */
const nodeFilter = /* @__PURE__ */ (() =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(maxInt4).optional()))();

/** `list`: in display order (ordernum, then oldest first); `keyword` matches the title or the address. */
export const friendLinkListBody = /* @__PURE__ */ (() =>
  listQuery.extend({ nodeId: nodeFilter, display: displayFilter, sort: z.undefined().optional() }))();
export type FriendLinkListBody = z.input<typeof friendLinkListBody>;

export interface FriendLinkItem {
  id: number;
  title: string;
  url: string;
  /** A library image's URL, or ''. */
  logo: string;
  /** 0 when the link is in no category. */
  nodeId: number;
  nodeTitle: string;
  ordernum: number;
  display: boolean;
  createdAt: string;
  updatedAt: string;
}
export type FriendLinkListResult = ListResult<FriendLinkItem>;
export type FriendLinkDetail = FriendLinkItem;

export interface FriendLinkNode {
  id: number;
  title: string;
  ordernum: number;
  linkCount: number;
}

const nodeId = /* @__PURE__ */ (() => z.coerce.number().int().min(0).max(maxInt4))();

export const friendLinkAddBody = /* @__PURE__ */ (() =>
  z.strictObject({
    title: textSchema(friendLinkTitleRule),
    url: webUrlSchema,
    logo: libraryImageSchema.optional(),
    nodeId: nodeId.optional(),
    ordernum: ordernumSchema.optional(),
    display: boolSchema.optional(),
  }))();
export type FriendLinkAddBody = z.input<typeof friendLinkAddBody>;

export const friendLinkUpdateBody = /* @__PURE__ */ (() =>
  z.strictObject({
    id: idField,
    title: textSchema(friendLinkTitleRule).optional(),
    url: webUrlSchema.optional(),
    logo: libraryImageSchema.optional(),
    nodeId: nodeId.optional(),
    ordernum: ordernumSchema.optional(),
    display: boolSchema.optional(),
  }))();
export type FriendLinkUpdateBody = z.input<typeof friendLinkUpdateBody>;

export const friendLinkStatusBody = displayToggleBody;
export const friendLinkOrderBody = sortBody;
export const friendLinkDelQuery = deleteQuery;

export const friendLinkNodeUpdateBody = /* @__PURE__ */ (() =>
  z.strictObject({
    id: idField.optional(),
    title: textSchema(friendLinkNodeTitleRule),
    ordernum: ordernumSchema.optional(),
  }))();
export type FriendLinkNodeUpdateBody = z.input<typeof friendLinkNodeUpdateBody>;

export const friendLinkNodeDelQuery = deleteQuery;
