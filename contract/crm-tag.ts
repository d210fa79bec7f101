import { z } from 'zod';
import { colorPattern, displayFilter, ordernumValue } from './crm.ts';
import { idField, type ListResult, listQuery } from './envelope.ts';
import type { TextRule } from './field-rules.ts';
import { idFilter } from './role.ts';
import type { RuleKey } from './rule-key.ts';
import { textSchema } from './rule-schema.ts';

// Schemas are built inside pure no-argument IIFEs so zod stays out of the console bundle (role.ts).

/**
 * The CRM dictionaries (docs/spec.md §7 `/crm/tag/*`): tag groups and their tags, follow-up types and customer
 * sources, one table told apart by `type`. Customers are tagged, followed up and sourced
 * with these items' ids.
 */
export const crmTagPaths = {
  add: '/crm/tag/add.html',
  update: '/crm/tag/update.html',
  /** docs/spec.md §3 toggle `{ id, display }`. */
  status: '/crm/tag/status.html',
  /** `GET ?id=3` or `?ids=3,4`. */
  del: '/crm/tag/del.html',
  /** Every tag group with its tags, in order (for pickers; `display: true` for the shown ones only). */
  group: '/crm/tag/group.html',
  taglist: '/crm/tag/taglist.html',
  followlist: '/crm/tag/followlist.html',
  sourcelist: '/crm/tag/sourcelist.html',
  /** docs/spec.md §3 sort `{ list: [{ id, ordernum }] }`. */
  order: '/crm/tag/order.html',
} as const;

/** The rule each `/crm/tag/*` endpoint needs; the same keys seed the rule tree. */
export const crmTagRule = {
  add: 'crm/tag/add',
  update: 'crm/tag/update',
  status: 'crm/tag/status',
  del: 'crm/tag/del',
  order: 'crm/tag/order',
  group: 'crm/tag/group',
  taglist: 'crm/tag/taglist',
  followlist: 'crm/tag/followlist',
  sourcelist: 'crm/tag/sourcelist',
} as const satisfies Record<string, RuleKey>;

/** `group` a tag group, `tag` a tag (in a group), `follow` a follow-up type, `source` a customer source. */
export const crmTagTypes = ['group', 'tag', 'follow', 'source'] as const;
export type CrmTagType = (typeof crmTagTypes)[number];

export const crmTagTitleRule = { required: true, max: 30 } as const satisfies TextRule;

/**
 * How many items of a type a brand keeps (tags: per group). The settings screens show and reorder a
 * whole list at once, and a customer picker lists them all: past these a list is no longer a choice.
 */
export const crmTagLimits = { group: 50, tag: 100, follow: 100, source: 100 } as const satisfies Record<
  CrmTagType,
  number
>;

const title = /* @__PURE__ */ (() => textSchema(crmTagTitleRule))();
const color = /* @__PURE__ */ (() =>
  z
    .string()
    .trim()
    .meta({
      pattern: '^(#[0-9a-fA-F]{6})?$',
      description: 'A colour as `#RRGGBB`, or empty for none.',
      examples: ['#336699'],
    })
    .refine((v) => v === '' || colorPattern.test(v), { message: 'color' })
    .transform((v) => v.toLowerCase()))();
const id = /* @__PURE__ */ (() => idField)();

/** `add.html`: `groupId` is required for a tag and refused for the other types. */
export const crmTagAddBody = /* @__PURE__ */ (() =>
  z.strictObject({
    type: z.enum(crmTagTypes),
    title,
    groupId: id.optional(),
    color: color.optional(),
    ordernum: ordernumValue.optional(),
  }))();
export type CrmTagAddBody = z.input<typeof crmTagAddBody>;

/** `update.html`: the fields given change; `groupId` moves a tag to another group. */
export const crmTagUpdateBody = /* @__PURE__ */ (() =>
  z.strictObject({
    id,
    title: title.optional(),
    color: color.optional(),
    groupId: id.optional(),
    ordernum: ordernumValue.optional(),
  }))();
export type CrmTagUpdateBody = z.input<typeof crmTagUpdateBody>;

/** `group.html`: every group with its tags; `display: true` leaves hidden groups and tags out. */
export const crmTagGroupBody = /* @__PURE__ */ (() => z.strictObject({ display: displayFilter }))();
export type CrmTagGroupBody = z.input<typeof crmTagGroupBody>;

/** `taglist.html`: tags in their groups' order, then their own; `groupId` one group's. */
export const crmTagListBody = /* @__PURE__ */ (() =>
  listQuery.extend({ groupId: idFilter, display: displayFilter, sort: z.undefined().optional() }))();
export type CrmTagListBody = z.input<typeof crmTagListBody>;

/** `followlist.html` and `sourcelist.html`: the items in their order. */
export const crmTagFlatListBody = /* @__PURE__ */ (() =>
  listQuery.extend({ display: displayFilter, sort: z.undefined().optional() }))();
export type CrmTagFlatListBody = z.input<typeof crmTagFlatListBody>;

export interface CrmTagItem {
  id: number;
  type: CrmTagType;
  title: string;
  /** `#rrggbb` or ''. */
  color: string;
  /** The group of a tag; 0 for the other types. */
  groupId: number;
  ordernum: number;
  /** Shown in pickers; a hidden item stays on the customers that have it. */
  display: boolean;
  /** ISO 8601. */
  createdAt: string;
}

/** A `taglist.html` row: the tag with its group's title. */
export interface CrmTagListItem extends CrmTagItem {
  groupTitle: string;
}

export type CrmTagListResult = ListResult<CrmTagListItem>;
export type CrmTagFlatListResult = ListResult<CrmTagItem>;

/** A `group.html` entry. */
export interface CrmTagGroup extends CrmTagItem {
  tags: CrmTagItem[];
}
