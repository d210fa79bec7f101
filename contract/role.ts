import { z } from 'zod';
import { atLeastOneOf, idField, type ListResult, listQuery, maxInt4 } from './envelope.ts';
import { roleDescriptionRule, roleTitleRule } from './field-rules.ts';
import type { RuleKey } from './rule-key.ts';
import { textSchema } from './rule-schema.ts';

// Schemas are built inside pure no-argument IIFEs: the console imports only paths and types from this
// file, and the bundler drops a whole pure call with no arguments, whereas it keeps argument
// expressions it cannot prove pure (property reads, spreads, calls on schema variables) and zod with them.
export const rolePaths = {
  rules: '/brand/role/rules.html',
  list: '/brand/role/list.html',
  detail: '/brand/role/detail.html',
  add: '/brand/role/add.html',
  update: '/brand/role/update.html',
  priv: '/brand/role/priv.html',
  /** `GET ?id=3` or `GET ?ids=3,4,5` (docs/spec.md §7: confirm-delete actions are GETs). */
  del: '/brand/role/del.html',
} as const;

/** The rule each endpoint needs (contract/rule-key.ts); the same keys seed the rule tree. */
export const roleRule = {
  list: 'brand/role/list',
  rules: 'brand/role/rules',
  add: 'brand/role/add',
  update: 'brand/role/update',
  priv: 'brand/role/priv',
  del: 'brand/role/del',
  detail: 'brand/role/detail',
} as const satisfies Record<string, RuleKey>;

/** A node of the grantable rule tree (`rules.html`): the permission tree a role is built from. */
export interface RuleNode {
  id: number;
  parentId: number;
  controller: string;
  action: string;
  title: string;
  /** Shown in the menu (nav, screen or group) rather than an API permission. */
  isMenu: boolean;
  /**
   * Holds other rules without being a screen of its own (a module, a group of screens, a folder of
   * endpoints): held only while a rule under it is granted (contract/rule-sections.ts).
   */
  isSection: boolean;
  childList: RuleNode[];
}

/** `status` of roles and of brand members: 1 enabled, 0 disabled. */
export const enabledStatus = { enabled: 1, disabled: 0 } as const;
export type EnabledStatus = (typeof enabledStatus)[keyof typeof enabledStatus];

// Filters arrive merged from the hash query as strings, and an empty filter field as ''.
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A status filter of a list: `0`, `1`, `'0'`, `'1'`; `''` means no filter. */
export const statusFilter = /* @__PURE__ */ (() =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1).optional()))();

/** A status to set: `0`/`1`, or a boolean as the kit's toggle posts it (`true` = enabled). */
export const statusValue = /* @__PURE__ */ (() =>
  z
    .union([z.literal(0), z.literal(1), z.boolean()])
    .transform((v): EnabledStatus => (v === true || v === 1 ? 1 : 0)))();

/** An id filter of a list (`roleId`); `''` means no filter. */
export const idFilter = /* @__PURE__ */ (() => z.preprocess(blankToUndefined, idField.optional()))();

// The rules live in field-rules.ts (shared with the console's form checks).
export const roleTitleRules = { max: roleTitleRule.max } as const;
export const roleDescriptionRules = { max: roleDescriptionRule.max } as const;
const title = /* @__PURE__ */ (() => textSchema(roleTitleRule))();
const description = /* @__PURE__ */ (() => textSchema(roleDescriptionRule))();

const ruleIds = /* @__PURE__ */ (() => z.array(z.number().int().positive().max(maxInt4)).max(2000))();

export const roleSortKeys = ['id', 'title', 'createdAt', 'userCount'] as const;

/**
 * `role/list`: `sort` is one of roleSortKeys, `-` in front for descending; default: the owner role
 * first, then oldest first (the order roles were made in).
 */
export const roleListBody = /* @__PURE__ */ (() =>
  listQuery.extend({
    status: statusFilter,
    sort: z.enum([...roleSortKeys, ...roleSortKeys.map((k) => `-${k}` as const)]).optional(),
  }))();
export type RoleListBody = z.input<typeof roleListBody>;

export interface RoleListItem {
  id: number;
  title: string;
  description: string;
  status: EnabledStatus;
  /** The owner role holds every rule; it cannot be deleted, disabled or have rules removed. */
  isOwner: boolean;
  /** Members of the brand holding this role (enabled or not). */
  userCount: number;
  /** ISO 8601. */
  createdAt: string;
}
export type RoleListResult = ListResult<RoleListItem>;

/** `role/detail` `{ id }`: the role with the ids of the rules it grants (every rule for the owner). */
export interface RoleDetail extends RoleListItem {
  rules: number[];
}

export const roleAddBody = /* @__PURE__ */ (() =>
  z.strictObject({
    title,
    description: description.optional(),
    rules: ruleIds.default([]),
  }))();
export type RoleAddBody = z.input<typeof roleAddBody>;

export const roleUpdateBody = /* @__PURE__ */ (() =>
  z.strictObject({
    id: idField,
    title: title.optional(),
    description: description.optional(),
    status: statusValue.optional(),
  }))();
export type RoleUpdateBody = z.input<typeof roleUpdateBody>;

/** `role/priv`: replaces the role's rules with exactly these (rule ids from `rules.html`). */
export const rolePrivBody = /* @__PURE__ */ (() =>
  z.strictObject({
    id: idField,
    rules: ruleIds,
  }))();
export type RolePrivBody = z.input<typeof rolePrivBody>;

/**
 * The query of a delete GET: `id=3` or `ids=3,4,5` (at most 100). Deleting several is all or nothing:
 * if one may not go, none goes and the message names it.
 */
export const deleteQuery = /* @__PURE__ */ (() =>
  z
    .strictObject({
      id: idField.optional(),
      ids: z
        .string()
        .regex(/^\d+(,\d+)*$/)
        .transform((s) => [...new Set(s.split(',').map(Number))])
        .pipe(z.array(z.number().int().positive().max(maxInt4)).min(1).max(100))
        .optional(),
    })
    .refine((q) => q.id !== undefined || q.ids !== undefined, { path: ['id'], message: 'required' })
    .meta(atLeastOneOf('id', 'ids'))
    .transform((q) => [...new Set([...(q.id === undefined ? [] : [q.id]), ...(q.ids ?? [])])]))();
export type DeleteQuery = z.input<typeof deleteQuery>;

/** `data` of a successful delete: how many rows went. */
export interface DeleteResult {
  deleted: number;
}
