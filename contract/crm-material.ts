import { z } from 'zod';
import { type CrmTagRef, displayFilter } from './crm.ts';
import { idField, type ListResult, listQuery } from './envelope.ts';
import type { TextRule } from './field-rules.ts';
import { idFilter } from './role.ts';
import type { RuleKey } from './rule-key.ts';
import { textSchema } from './rule-schema.ts';
import type { UploadKind } from './upload.ts';

/** Marketing material that staff send to customers: pictures, videos, files, texts and links. */
export const crmMaterialPaths = {
  list: '/crm/material/list.html',
  detail: '/crm/material/detail.html',
  add: '/crm/material/add.html',
  update: '/crm/material/update.html',
  /** docs/spec.md §3 toggle `{ id, display }`. */
  status: '/crm/material/status.html',
  /** `GET ?id=3` or `?ids=3,4`. */
  del: '/crm/material/del.html',
} as const;

export const crmMaterialRule = {
  list: 'crm/material/list',
  detail: 'crm/material/detail',
  add: 'crm/material/add',
  update: 'crm/material/update',
  status: 'crm/material/status',
  del: 'crm/material/del',
} as const satisfies Record<string, RuleKey>;

export const crmMaterialKinds = ['image', 'video', 'file', 'text', 'link'] as const;
export type CrmMaterialKind = (typeof crmMaterialKinds)[number];

/** The media library's kind a material's files come from; text and link take no files. */
export const materialFileKind: Record<CrmMaterialKind, UploadKind | null> = {
  image: 'image',
  video: 'video',
  file: 'file',
  text: null,
  link: null,
};

export const crmMaterialTitleRule = { required: true, max: 60 } as const satisfies TextRule;
export const crmMaterialLimits = {
  /** Files of an image, video or file material. */
  files: 9,
  tags: 20,
  urlChars: 500,
  /** As the configuration module's documents (contract/config.ts documentRules). */
  contentChars: 200_000,
  /** The plain text of a text material shown on its card. */
  excerptChars: 120,
} as const;

/** docs/spec.md §3 uploaded file `{ fileurl, title }`: the `fileurl` must be in this brand's library. */
export interface MaterialFile {
  fileurl: string;
  title: string;
}

const materialFile = /* @__PURE__ */ (() =>
  z.strictObject({ fileurl: z.string().trim().min(1).max(1000), title: z.string().trim().max(200) }))();

/**
 * What each kind needs: files (1 to 9 of the kind's library) for image, video and file; `content`
 * for text; `url` (http or https) for link. Fields of other kinds are not kept.
 */
const fields = /* @__PURE__ */ (() => ({
  title: textSchema(crmMaterialTitleRule),
  kind: z.enum(crmMaterialKinds),
  files: z.array(materialFile).max(crmMaterialLimits.files),
  content: z.string().max(crmMaterialLimits.contentChars),
  url: z.string().trim().max(crmMaterialLimits.urlChars),
  /** Tag ids (`/crm/tag/` items of type `tag`). */
  tags: z.array(idField).max(crmMaterialLimits.tags),
  display: z.boolean(),
}))();

export const crmMaterialAddBody = /* @__PURE__ */ (() =>
  z.strictObject({
    title: fields.title,
    kind: fields.kind,
    files: fields.files.optional(),
    content: fields.content.optional(),
    url: fields.url.optional(),
    tags: fields.tags.optional(),
    display: fields.display.optional(),
  }))();
export type CrmMaterialAddBody = z.input<typeof crmMaterialAddBody>;

/** The fields given change; the kind's needs are checked on the result. */
export const crmMaterialUpdateBody = /* @__PURE__ */ (() =>
  z.strictObject({
    id: idField,
    title: fields.title.optional(),
    kind: fields.kind.optional(),
    files: fields.files.optional(),
    content: fields.content.optional(),
    url: fields.url.optional(),
    tags: fields.tags.optional(),
    display: fields.display.optional(),
  }))();
export type CrmMaterialUpdateBody = z.input<typeof crmMaterialUpdateBody>;

/** `list.html`: newest first; `keyword` in the title, `kind`, `tagId`, `display`. */
export const crmMaterialListBody = /* @__PURE__ */ (() =>
  listQuery.extend({
    kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(crmMaterialKinds).optional()),
    tagId: idFilter,
    display: displayFilter,
    sort: z.undefined().optional(),
  }))();
export type CrmMaterialListBody = z.input<typeof crmMaterialListBody>;

export interface CrmMaterialItem {
  id: number;
  title: string;
  kind: CrmMaterialKind;
  files: MaterialFile[];
  /** A picture of the material for cards: the first image's thumbnail, else ''. */
  thumburl: string;
  /** The start of a text material's text, without markup ('' for other kinds). */
  excerpt: string;
  url: string;
  tags: CrmTagRef[];
  display: boolean;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
}
export type CrmMaterialListResult = ListResult<CrmMaterialItem>;

/** `detail.html`: the item with a text material's whole content (sanitised HTML, '' for other kinds). */
export interface CrmMaterialDetail extends CrmMaterialItem {
  content: string;
}
