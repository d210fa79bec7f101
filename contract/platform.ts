import { z } from 'zod';
import type { TextRule } from './field-rules.ts';
import type { RuleKey } from './rule-key.ts';

/**
 * The platform module: the brand's site content (articles and their categories, pages,
 * slides, friend links) and what its endpoint groups share. Each group has its own contract file
 * (article.ts, page.ts, slide.ts, friend-link.ts); the public read API is site.ts.
 */

/** The module's console routes as rules: the workspace, and the article editor (a route, never listed). */
export const platformScreenRule = {
  index: 'platform/index',
  /** `/platform/article/edit` writes a new article, `/platform/article/edit?id=12` edits one. */
  articleEdit: 'platform/article/edit',
} as const satisfies Record<string, RuleKey>;

/** The workspace's tabs, kept in the address as `?tab=`. */
export const platformTabs = ['articles', 'pages', 'slides', 'links'] as const;
export type PlatformTab = (typeof platformTabs)[number];

/** docs/spec.md §9: a new order value defaults to 10. Lists run from the smallest ordernum. */
export const defaultOrdernum = 10;
export const ordernumRange = { min: 0, max: 999_999 } as const;

/** A slug: lower-case letters and digits in dash-separated words (`about`, `company-news`). */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugMax = 60;

/** Rich text (articles, pages): the same limit as the configuration's documents. */
export const richTextMaxChars = 200_000;

/** Web addresses (links, slide targets) and library files' URLs. */
export const urlMax = 500;

/** http(s) only: a `javascript:` or `data:` address never reaches a page of the brand's site. */
export const webUrlPattern = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

// Filters arrive merged from the hash query as strings, and an empty filter field as ''.
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** An ordernum as a form sends it (a number or its text). */
export const ordernumSchema = /* @__PURE__ */ (() =>
  z.coerce.number().int().min(ordernumRange.min).max(ordernumRange.max))();

/**
 * An optional slug: '' (or nothing) lets the server make one from the title (pinyin for Chinese);
 * anything else must be a slug. Upper case is taken as lower case.
 */
export const slugSchema = /* @__PURE__ */ (() =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(slugMax)
    .pipe(z.union([z.literal(''), z.string().regex(slugPattern, 'slug')])))();

/** A required http(s) address. */
export const webUrlSchema = /* @__PURE__ */ (() =>
  z
    .string()
    .trim()
    .min(1)
    .max(urlMax)
    .pipe(z.url({ protocol: /^https?$/, message: 'url' })))();

/** An optional http(s) address; '' clears it. */
export const optionalWebUrlSchema = /* @__PURE__ */ (() =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), z.union([z.literal(''), webUrlSchema])))();

/**
 * A file of the brand's media library by its URL (`fileurl` of the library), or '' for none. The
 * server checks it is an image of this very brand's library.
 */
export const libraryImageSchema = /* @__PURE__ */ (() =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(urlMax)))();

/** A `display` as a form or a filter sends it: a boolean, 0/1 or their text. */
export const boolSchema = /* @__PURE__ */ (() =>
  z.preprocess(
    (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
    z.boolean(),
  ))();

/** A `display` filter of a list; '' means no filter. */
export const displayFilter = /* @__PURE__ */ (() => z.preprocess(blankToUndefined, boolSchema.optional()))();

/** A rich text field: sanitised by the server with the one allowlist (server/rich-text/sanitize.ts). */
export const richTextSchema = /* @__PURE__ */ (() =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().max(richTextMaxChars)))();

/** Text rules shared by the content forms (contract/field-rules.ts: both sides check the same). */
export const slugRule = { max: slugMax } as const satisfies TextRule;
