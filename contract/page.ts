import { z } from 'zod';
import { displayToggleBody, idField, type ListResult, listQuery } from './envelope.ts';
import type { TextRule } from './field-rules.ts';
import { boolSchema, displayFilter, richTextSchema, slugSchema } from './platform.ts';
import { deleteQuery } from './role.ts';
import type { RuleKey } from './rule-key.ts';
import { textSchema } from './rule-schema.ts';

/** Single pages of the brand's site, each found by its slug (about, contact…). */
export const pagePaths = {
  list: '/api/page/list.html',
  detail: '/api/page/detail.html',
  add: '/api/page/add.html',
  update: '/api/page/update.html',
  /** The toggle of docs/spec.md §3: `{ id, display }`. */
  status: '/api/page/status.html',
  /** `GET ?id=3` or `GET ?ids=3,4,5`. */
  del: '/api/page/del.html',
} as const;

export const pageRule = {
  list: 'api/page/list',
  detail: 'api/page/detail',
  add: 'api/page/add',
  update: 'api/page/update',
  status: 'api/page/status',
  del: 'api/page/del',
} as const satisfies Record<string, RuleKey>;

export const pageTitleRule = { required: true, max: 60 } as const satisfies TextRule;

/** `list`: `keyword` matches the title or the slug; newest first. */
export const pageListBody = /* @__PURE__ */ (() =>
  listQuery.extend({ display: displayFilter, sort: z.undefined().optional() }))();
export type PageListBody = z.input<typeof pageListBody>;

export interface PageListItem {
  id: number;
  title: string;
  slug: string;
  display: boolean;
  createdAt: string;
  updatedAt: string;
}
export type PageListResult = ListResult<PageListItem>;

export interface PageDetail extends PageListItem {
  /** Rich text as the server sanitised it. */
  content: string;
}

export const pageAddBody = /* @__PURE__ */ (() =>
  z.strictObject({
    title: textSchema(pageTitleRule),
    /** '' or none: made from the title. */
    slug: slugSchema.optional(),
    content: richTextSchema.optional(),
    display: boolSchema.optional(),
  }))();
export type PageAddBody = z.input<typeof pageAddBody>;

export const pageUpdateBody = /* @__PURE__ */ (() =>
  z.strictObject({
    id: idField,
    title: textSchema(pageTitleRule).optional(),
    slug: slugSchema.optional(),
    content: richTextSchema.optional(),
    display: boolSchema.optional(),
  }))();
export type PageUpdateBody = z.input<typeof pageUpdateBody>;

export const pageStatusBody = displayToggleBody;
export const pageDelQuery = deleteQuery;
