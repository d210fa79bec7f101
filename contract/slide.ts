import { z } from 'zod';
import { idField, type ListResult, listQuery } from './envelope.ts';
import type { TextRule } from './field-rules.ts';
import {
  blankToUndefined,
  boolSchema,
  displayFilter,
  libraryImageSchema,
  optionalWebUrlSchema,
  ordernumSchema,
} from './platform.ts';
import { deleteQuery } from './role.ts';
import type { RuleKey } from './rule-key.ts';
import { textSchema } from './rule-schema.ts';

/**
 * Slides (banner images) of the brand's site. docs/spec.md §7 names no order call for slides: their order is
 * saved with `update { id, ordernum }`, one call per slide that moved.
 */
export const slidePaths = {
  list: '/api/slide/list.html',
  detail: '/api/slide/detail.html',
  add: '/api/slide/add.html',
  update: '/api/slide/update.html',
  /** `GET ?id=3` or `GET ?ids=3,4,5`. */
  del: '/api/slide/del.html',
} as const;

export const slideRule = {
  list: 'api/slide/list',
  detail: 'api/slide/detail',
  add: 'api/slide/add',
  update: 'api/slide/update',
  del: 'api/slide/del',
} as const satisfies Record<string, RuleKey>;

export const slideTitleRule = { required: true, max: 60 } as const satisfies TextRule;

/** Where on the site a slide shows (`home`, `about`…): the site asks `slides.json?position=home`. */
export const slidePositionPattern = /^[a-z0-9][a-z0-9_-]{0,31}$/;
export const defaultSlidePosition = 'home';

const position = /* @__PURE__ */ (() =>
  z.string().trim().toLowerCase().regex(slidePositionPattern, 'position'))();

/** `list`: in display order (ordernum, then oldest first); `keyword` matches the title. */
export const slideListBody = /* @__PURE__ */ (() =>
  listQuery.extend({
    position: z.preprocess(blankToUndefined, position.optional()),
    display: displayFilter,
    sort: z.undefined().optional(),
  }))();
export type SlideListBody = z.input<typeof slideListBody>;

export interface SlideItem {
  id: number;
  title: string;
  /** A library image's URL. */
  image: string;
  /** Where the slide leads (http or https), or ''. */
  url: string;
  ordernum: number;
  display: boolean;
  position: string;
  createdAt: string;
  updatedAt: string;
}
export type SlideListResult = ListResult<SlideItem>;
export type SlideDetail = SlideItem;

export const slideAddBody = /* @__PURE__ */ (() =>
  z.strictObject({
    title: textSchema(slideTitleRule),
    image: libraryImageSchema.pipe(z.string().min(1)),
    url: optionalWebUrlSchema.optional(),
    ordernum: ordernumSchema.optional(),
    display: boolSchema.optional(),
    position: position.optional(),
  }))();
export type SlideAddBody = z.input<typeof slideAddBody>;

export const slideUpdateBody = /* @__PURE__ */ (() =>
  z.strictObject({
    id: idField,
    title: textSchema(slideTitleRule).optional(),
    image: libraryImageSchema.pipe(z.string().min(1)).optional(),
    url: optionalWebUrlSchema.optional(),
    ordernum: ordernumSchema.optional(),
    display: boolSchema.optional(),
    position: position.optional(),
  }))();
export type SlideUpdateBody = z.input<typeof slideUpdateBody>;

export const slideDelQuery = deleteQuery;
