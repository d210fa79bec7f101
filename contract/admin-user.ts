import { z } from 'zod';
import { type AdminUserField, type AdminUserFieldKey, adminUserFields } from './admin-user-fields.ts';
import { plainFieldValues } from './entity-fields.ts';
import { idField, type ListResult, listQuery, sameValue } from './envelope.ts';
import {
  enteredPasswordRule,
  formatPatterns,
  lengthOf,
  mobileRule,
  passwordRule,
  realNameRule,
  userNameRule,
} from './field-rules.ts';
import { type EnabledStatus, idFilter, statusFilter, statusValue } from './role.ts';
import type { RuleKey } from './rule-key.ts';
import { textSchema } from './rule-schema.ts';

// Schemas are built inside pure no-argument IIFEs: the console imports only paths and types from this
// file, and the bundler drops a whole pure call with no arguments, whereas it keeps argument
// expressions it cannot prove pure (property reads, spreads, calls on schema variables) and zod with them.
export const adminUserPaths = {
  list: '/brand/adminuser/list.html',
  detail: '/brand/adminuser/detail.html',
  add: '/brand/adminuser/add.html',
  update: '/brand/adminuser/update.html',
  /** `GET ?id=3` or `GET ?ids=3,4,5`, the query of `deleteQuery` in role.ts. */
  del: '/brand/adminuser/del.html',
} as const;

/** The rule each endpoint needs (contract/rule-key.ts); the same keys seed the rule tree. */
export const adminUserRule = {
  list: 'brand/adminuser/list',
  add: 'brand/adminuser/add',
  update: 'brand/adminuser/update',
  detail: 'brand/adminuser/detail',
  del: 'brand/adminuser/del',
} as const satisfies Record<string, RuleKey>;

// The rules themselves live in field-rules.ts (shared with the console's form checks); these names
// stay for callers that want one part of them.
/** User names: 3-32 letters, digits or `_`, unique across every brand (compared case-insensitively). */
export const userNamePattern = formatPatterns.userName;
export const userNameRules = lengthOf(userNameRule);
export const mobilePattern = formatPatterns.mobile;
export const realNameRules = { max: realNameRule.max } as const;

const realName = /* @__PURE__ */ (() => textSchema(realNameRule))();
// '' clears the field; anything else must be well formed.
const mobile = /* @__PURE__ */ (() => textSchema(mobileRule))();
/** A declared field's schema (contract/admin-user-fields.ts), optional in a body as every plain field is. */
const plainField = (f: AdminUserField) => textSchema(f.rule).optional();
const password = /* @__PURE__ */ (() => textSchema(passwordRule))();

export const adminUserSortKeys = ['id', 'userName', 'realName', 'lastLoginAt', 'createdAt'] as const;

/**
 * `adminuser/list`: members of the selected brand. `keyword` matches user name, real name or mobile
 * (substring, any case); `sort` is one of adminUserSortKeys, `-` in front for descending; default
 * newest member first.
 */
export const adminUserListBody = /* @__PURE__ */ (() =>
  listQuery.extend({
    roleId: idFilter,
    status: statusFilter,
    sort: z.enum([...adminUserSortKeys, ...adminUserSortKeys.map((k) => `-${k}` as const)]).optional(),
  }))();
export type AdminUserListBody = z.input<typeof adminUserListBody>;

/** The declared fields (contract/admin-user-fields.ts), '' when not given. */
type AdminUserFieldValues = Record<AdminUserFieldKey, string>;

export interface AdminUserListItem extends AdminUserFieldValues {
  /** The user's id (one identity across brands). */
  id: number;
  userName: string;
  realName: string;
  mobile: string;
  roleId: number;
  roleTitle: string;
  isOwner: boolean;
  /** The membership's status in this brand: 1 enabled, 0 disabled (cannot sign in to this brand). */
  status: EnabledStatus;
  /** ISO 8601, or null when the user never signed in. */
  lastLoginAt: string | null;
  /** When the user became a member of this brand, ISO 8601. */
  createdAt: string;
}
export type AdminUserListResult = ListResult<AdminUserListItem>;

export interface AdminUserDetail extends AdminUserListItem {
  /** The account is also a member of other brands: its password and profile are the user's own to change. */
  shared: boolean;
}

export const adminUserAddBody = /* @__PURE__ */ (() =>
  z
    .strictObject({
      userName: textSchema(userNameRule),
      password,
      confirmPassword: textSchema(enteredPasswordRule),
      realName: realName.optional(),
      mobile: mobile.optional(),
      ...plainFieldValues(adminUserFields, plainField),
      roleId: idField,
    })
    .refine((b) => b.password === b.confirmPassword, { path: ['confirmPassword'], message: 'mismatch' })
    .meta(sameValue('password', 'confirmPassword')))();
export type AdminUserAddBody = z.input<typeof adminUserAddBody>;

/**
 * `adminuser/update`: only the fields sent change. A new `password` signs the user out everywhere;
 * `confirmPassword`, when sent, must equal it. `status` 0 disables the membership and ends the user's
 * sessions in this brand at once.
 */
export const adminUserUpdateBody = /* @__PURE__ */ (() =>
  z
    .strictObject({
      id: idField,
      realName: realName.optional(),
      mobile: mobile.optional(),
      ...plainFieldValues(adminUserFields, plainField),
      roleId: idField.optional(),
      status: statusValue.optional(),
      password: password.optional(),
      confirmPassword: z.string().max(128).optional(),
    })
    .refine((b) => b.confirmPassword === undefined || b.password === b.confirmPassword, {
      path: ['confirmPassword'],
      message: 'mismatch',
    })
    .meta(sameValue('password', 'confirmPassword')))();
export type AdminUserUpdateBody = z.input<typeof adminUserUpdateBody>;
