import { z } from 'zod';
import { type Address, addressSchema } from './address.ts';
import { dayTextPattern } from './china-time.ts';
import type { CrmTagRef } from './crm.ts';
import {
  type CustomerDetailFieldKey,
  type CustomerField,
  type CustomerItemFieldKey,
  customerFields,
  customerFieldsAt,
  customerFieldValues,
  customerRangeFilterValues,
  isDayAfterToday,
  isDayField,
  isImported,
  takesDaysUpToToday,
} from './customer-fields.ts';
import { listedFields } from './entity-fields.ts';
import { idField, isRealTime, type ListResult, listQuery } from './envelope.ts';
import { mobileRule, type TextRule } from './field-rules.ts';
import { idFilter } from './role.ts';
import type { RuleKey } from './rule-key.ts';
import { textSchema } from './rule-schema.ts';
import { fromUnixSeconds } from './unix-time.ts';

// Schemas are built inside pure no-argument IIFEs so zod stays out of the console bundle (role.ts).

/**
 * CRM customers. docs/spec.md §2 names the five screens and no calls: these calls are our own,
 * in the style of docs/spec.md §7 (`/crm/customer/<action>.html`, POST JSON, `del` a GET, `import` multipart,
 * `export` answering the CSV file itself).
 */
export const customerPaths = {
  /** Owned customers not lost: a member's own, or every owner's with `crm/customer/all`. */
  list: '/crm/customer/list.html',
  /** Customers without an owner, not lost. */
  pool: '/crm/customer/pool.html',
  /** Lost customers (a member's own lost ones, or all with `crm/customer/all`). */
  lost: '/crm/customer/lost.html',
  detail: '/crm/customer/detail.html',
  add: '/crm/customer/add.html',
  update: '/crm/customer/update.html',
  /** `GET ?id=3` or `?ids=3,4`. */
  del: '/crm/customer/del.html',
  assign: '/crm/customer/assign.html',
  release: '/crm/customer/release.html',
  claim: '/crm/customer/claim.html',
  lose: '/crm/customer/lose.html',
  restore: '/crm/customer/restore.html',
  tag: '/crm/customer/tag.html',
  /** The customer's timeline: follow-ups with owner, stage and tag changes, newest first. */
  followList: '/crm/customer/follow_list.html',
  followAdd: '/crm/customer/follow_add.html',
  groupList: '/crm/customer/group_list.html',
  groupDetail: '/crm/customer/group_detail.html',
  groupAdd: '/crm/customer/group_add.html',
  groupUpdate: '/crm/customer/group_update.html',
  /** `GET ?id=3` or `?ids=3,4`. */
  groupDel: '/crm/customer/group_del.html',
  /** How many visible customers the conditions match now (the condition builder's live count). */
  groupCount: '/crm/customer/group_count.html',
  portrait: '/crm/customer/portrait.html',
  /** Multipart: `file` (CSV), `mapping` (JSON: column index per field), optional `owner` ('me' | 'pool'). */
  import: '/crm/customer/import.html',
  importStatus: '/crm/customer/import_status.html',
  /** POST; the answer is `text/csv` (not an envelope) unless refused. */
  export: '/crm/customer/export.html',
  /** The brand's members a customer can belong to (owner filter, assign), `{ id, name }` by name. */
  owners: '/crm/customer/owners.html',
  /** The CRM index: today's work of the caller. */
  summary: '/crm/customer/summary.html',
  /** The brand's CRM settings: `crm_pool_days`, `crm_claim_limit`. */
  configDetail: '/crm/customer/config_detail.html',
  configUpdate: '/crm/customer/config_update.html',
  /** The list columns the member chose, kept on the server per member and brand. */
  columnDetail: '/crm/customer/column_detail.html',
  columnUpdate: '/crm/customer/column_update.html',
} as const;

/**
 * The rule each call needs; the same keys seed the rule tree. The list, lost, pool and portrait
 * screens share their key with their list call (as the agent screens do). `all` guards no call: a role
 * holding it sees every customer of the brand (owners always do), everywhere, exports included.
 */
export const customerRule = {
  list: 'crm/customer/list',
  pool: 'crm/customer/pool',
  lost: 'crm/customer/lost',
  detail: 'crm/customer/detail',
  add: 'crm/customer/add',
  update: 'crm/customer/update',
  del: 'crm/customer/del',
  assign: 'crm/customer/assign',
  release: 'crm/customer/release',
  claim: 'crm/customer/claim',
  lose: 'crm/customer/lose',
  restore: 'crm/customer/restore',
  tag: 'crm/customer/tag',
  followList: 'crm/customer/follow_list',
  followAdd: 'crm/customer/follow_add',
  groupList: 'crm/customer/group_list',
  groupDetail: 'crm/customer/group_detail',
  groupAdd: 'crm/customer/group_add',
  groupUpdate: 'crm/customer/group_update',
  groupDel: 'crm/customer/group_del',
  groupCount: 'crm/customer/group_count',
  portrait: 'crm/customer/portrait',
  import: 'crm/customer/import',
  importStatus: 'crm/customer/import_status',
  export: 'crm/customer/export',
  summary: 'crm/customer/summary',
  /** The members to pick an owner from: the list's rule (whoever sees the list filters by owner). */
  owners: 'crm/customer/list',
  configDetail: 'crm/customer/config_detail',
  configUpdate: 'crm/customer/config_update',
  columnDetail: 'crm/customer/column_detail',
  columnUpdate: 'crm/customer/column_update',
  all: 'crm/customer/all',
} as const satisfies Record<string, RuleKey>;

/** The customer screens (docs/spec.md §2), menu entries and routes. */
export const customerScreenRule = {
  list: 'crm/customer/list',
  lost: 'crm/customer/lost',
  pool: 'crm/customer/pool',
  portrait: 'crm/customer/portrait',
  group: 'crm/customer/group',
} as const satisfies Record<string, RuleKey>;

export const customerStages = ['new', 'following', 'won', 'lost'] as const;
export type CustomerStage = (typeof customerStages)[number];
export const customerLevels = ['A', 'B', 'C'] as const;
export type CustomerLevel = (typeof customerLevels)[number];
export const customerGenders = ['unknown', 'male', 'female'] as const;
export type CustomerGender = (typeof customerGenders)[number];

/**
 * The words an imported file's gender cell may hold (in any case), each with the gender it names. The
 * import's job and the browser's preview both read it, so the preview never says "will import" of a
 * line the job then refuses for its gender.
 */
const customerGenderWords: Readonly<Record<string, CustomerGender>> = {
  男: 'male',
  male: 'male',
  m: 'male',
  先生: 'male',
  女: 'female',
  female: 'female',
  f: 'female',
  女士: 'female',
  未知: 'unknown',
  保密: 'unknown',
  unknown: 'unknown',
};

/** The gender an imported cell names (an empty one: unknown), or undefined when it is no word the import knows. */
export function importedGender(cell: string): CustomerGender | undefined {
  const word = cell.trim().toLowerCase();
  if (word === '') return 'unknown';
  // Own words only: "constructor" is not a gender.
  return Object.hasOwn(customerGenderWords, word) ? customerGenderWords[word] : undefined;
}

export const customerNameRule = { required: true, max: 40 } as const satisfies TextRule;
export const customerMobileRule = { required: true, ...mobileRule } as const satisfies TextRule;
export const customerReasonRule = { required: true, max: 200 } as const satisfies TextRule;
export const followContentRule = { required: true, max: 2000 } as const satisfies TextRule;
export const customerGroupNameRule = { required: true, max: 30 } as const satisfies TextRule;

export const customerLimits = {
  /** Rows one bulk call (assign, release, claim, tag, delete) takes. */
  bulk: 500,
  tagsPerCustomer: 30,
  materialsPerFollow: 9,
  /** Rows an import takes at most. */
  importRows: 200_000,
  /** Size of an import file. */
  importMb: 50,
  /** Bad rows an import reports one by one (the count goes on past it). */
  importErrorsKept: 1000,
  /** A brand's saved groups. */
  groups: 100,
} as const;

/** The brand's CRM settings, with their defaults and bounds. */
export const crmConfigDefaults = { crm_pool_days: 30, crm_claim_limit: 500 } as const;
export const crmConfigBounds = {
  crm_pool_days: { min: 1, max: 365 },
  crm_claim_limit: { min: 1, max: 100_000 },
} as const;

const listedAt = (place: CustomerField['place']) =>
  listedFields(customerFieldsAt(place), 'column').map((f) => f.key);

/**
 * Columns of the customer list a member may show or hide (name always shows); the declared fields'
 * columns (customer-fields.ts) in their places.
 */
export const customerColumns = [
  'mobile',
  ...listedAt('work'),
  'stage',
  'level',
  'source',
  'tags',
  'owner',
  'region',
  ...listedAt('contact'),
  'lastFollowAt',
  'nextFollowAt',
  'createdAt',
  ...listedAt('note'),
] as const;
export type CustomerColumn = (typeof customerColumns)[number];
const shownUntilChosen = new Set<string>([
  'mobile',
  ...customerFields.flatMap((f) => (f.list?.as === 'column' && f.list.shown === 'default' ? [f.key] : [])),
  'stage',
  'level',
  'tags',
  'owner',
  'lastFollowAt',
  'nextFollowAt',
]);
export const defaultCustomerColumns: readonly CustomerColumn[] = customerColumns.filter((c) =>
  shownUntilChosen.has(c),
);

/** Sorts of every customer list (`-` before it for descending); default newest first. */
export const customerSortKeys = ['createdAt', 'lastFollowAt', 'nextFollowAt', 'name'] as const;
export type CustomerSortKey = (typeof customerSortKeys)[number];

const importedAt = (place: CustomerField['place']) =>
  customerFieldsAt(place)
    .filter(isImported)
    .map((f) => f.key);

/** Fields an import maps CSV columns to (name and mobile required), the declared ones in their places. */
export const customerImportFields = [
  'name',
  'mobile',
  'gender',
  ...importedAt('work'),
  ...importedAt('contact'),
  'level',
  'source',
  'tags',
  'province',
  'city',
  'district',
  'address',
  ...importedAt('note'),
] as const;
export type CustomerImportField = (typeof customerImportFields)[number];

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const id = /* @__PURE__ */ (() => idField)();
const ids = /* @__PURE__ */ (() => z.array(id).min(1).max(customerLimits.bulk))();
/** A date filter: `YYYY-MM-DD` (the day, China Standard Time) or an ISO time. */
const dateFilter = /* @__PURE__ */ (() =>
  z.preprocess(
    (v) => fromUnixSeconds(blank(v)),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/)
      .refine(isRealTime, 'field.date')
      .optional(),
  ))();
/** A day filter of a declared field (a day kept as `YYYY-MM-DD` text): a day, or none. */
const dayFilter = /* @__PURE__ */ (() =>
  z.preprocess(
    blank,
    z
      .string()
      .regex(dayTextPattern)
      .refine((v) => isRealTime(v), 'field.date')
      .optional(),
  ))();
/** A list of ids from a body (`[1, 2]`) or from the address (`'1,2'`). */
const idList = /* @__PURE__ */ (() =>
  z.preprocess((v) => {
    const b = blank(v);
    if (typeof b === 'string') return b.split(',').filter(Boolean);
    if (typeof b === 'number') return [b];
    return b;
  }, z.array(id).max(100).optional()))();
/** A time as ISO 8601 or Unix seconds, `time` its ISO schema; '' or null for none. */
const timeOrNone = (time = z.iso.datetime({ offset: true })) =>
  z.preprocess((v) => (v === '' ? null : fromUnixSeconds(v)), time.nullable());
const optionalTime = /* @__PURE__ */ (() => timeOrNone())();

/**
 * How far before now a next follow-up time may be and still be taken as "now": a browser clock a
 * little behind the server's, and the minute spent between picking the time and saving it.
 */
export const followTimeGraceMs = 5 * 60_000;

/** A next follow-up set earlier than now (less the grace): a reminder already overdue, a slip. */
export function isFollowTimePast(iso: string, now: Date = new Date()): boolean {
  return Date.parse(iso) < now.getTime() - followTimeGraceMs;
}

/**
 * A next follow-up time being set: one to come (`field.beforeNow` otherwise). Its example is a time to
 * come, so the API document's sample call is one the server takes.
 */
const nextFollowTime = /* @__PURE__ */ (() =>
  timeOrNone(
    z.iso.datetime({ offset: true }).meta({
      description: 'A time to come (ISO 8601 or Unix seconds).',
      examples: ['2030-01-02T01:00:00Z'],
    }),
  ).refine((v) => v === null || !isFollowTimePast(v), 'field.beforeNow'))();

/**
 * A segment's conditions. Each condition given is one test (a multi-valued one passes on any of its
 * values); `match: 'all'` needs every test to pass, `'any'` one of them. No condition: every customer.
 * `areaIds` are province or city codes (a customer in any district below them matches).
 */
export const customerConditions = /* @__PURE__ */ (() =>
  z.strictObject({
    match: z.enum(['all', 'any']).default('all'),
    tagIds: z.array(id).max(100).optional(),
    sourceIds: z.array(id).max(100).optional(),
    stages: z.array(z.enum(customerStages)).max(customerStages.length).optional(),
    levels: z.array(z.enum(customerLevels)).max(customerLevels.length).optional(),
    areaIds: z.array(id).max(100).optional(),
    createdFrom: dateFilter,
    createdTo: dateFilter,
    lastFollowBefore: dateFilter,
  }))();
export type CustomerConditions = z.input<typeof customerConditions>;

/** `list`, `pool`, `lost`: filters for every field; `groupId` applies a saved group's conditions. */
export const customerListBody = /* @__PURE__ */ (() =>
  listQuery.extend({
    stage: z.preprocess(blank, z.enum(customerStages).optional()),
    level: z.preprocess(blank, z.enum(customerLevels).optional()),
    sourceId: idFilter,
    /** Customers with any of these tags. */
    tagIds: idList,
    /** A member's id; `list` only (the pool has none). */
    ownerId: idFilter,
    /** A province, city or district code. */
    areaId: idFilter,
    groupId: idFilter,
    /** The customers one import brought in. */
    importId: idFilter,
    createdFrom: dateFilter,
    createdTo: dateFilter,
    /** The declared fields' day ranges (contract/customer-fields.ts): `<key>From`, `<key>To`, each a day. */
    ...customerRangeFilterValues(() => dayFilter),
    /** Follow-ups due: `today` (due by the end of today), `overdue` (before today), `week` (within 7 days). */
    due: z.preprocess(blank, z.enum(['today', 'overdue', 'week']).optional()),
    sort: z.preprocess(
      blank,
      z.enum([...customerSortKeys, ...customerSortKeys.map((k) => `-${k}` as const)]).optional(),
    ),
  }))();
export type CustomerListBody = z.input<typeof customerListBody>;

/** A day (`YYYY-MM-DD`, a real one) or '' for none. */
const daySchema = /* @__PURE__ */ (() =>
  z
    .string()
    .trim()
    .pipe(
      z.union([
        z.literal(''),
        z
          .string()
          .regex(dayTextPattern)
          .refine((v) => isRealTime(v), 'field.date'),
      ]),
    ))();
/** A declared field's schema, optional in a body as every plain field is. */
const plainField = (f: CustomerField) =>
  (isDayField(f)
    ? daySchema
        .refine((v) => !isDayAfterToday(f, v), 'field.dayAfterToday')
        .meta({
          description: takesDaysUpToToday(f)
            ? 'A day, YYYY-MM-DD, not after today in China time (UTC+8); an empty string for none.'
            : 'A day, YYYY-MM-DD; an empty string for none.',
        })
    : textSchema(f.rule)
  ).optional();

const fields = /* @__PURE__ */ (() => ({
  name: textSchema(customerNameRule),
  mobile: textSchema(customerMobileRule),
  gender: z.enum(customerGenders),
  address: addressSchema,
  sourceId: z.preprocess((v) => (v === '' || v === 0 ? null : v), id.nullable()),
  tagIds: z.array(id).max(customerLimits.tagsPerCustomer),
  stage: z.enum(['new', 'following', 'won']),
  level: z.preprocess((v) => (v === '' ? null : v), z.enum(customerLevels).nullable()),
  nextFollowAt: optionalTime,
}))();

/**
 * `add`: the caller owns the new customer unless `ownerId` names another member (needs `assign`) or
 * is `null` (straight into the pool). A lost customer is made by `lose`, not by its stage.
 */
export const customerAddBody = /* @__PURE__ */ (() =>
  z.strictObject({
    name: fields.name,
    mobile: fields.mobile,
    gender: fields.gender.optional(),
    ...customerFieldValues('work', plainField),
    ...customerFieldValues('contact', plainField),
    address: fields.address.optional(),
    sourceId: fields.sourceId.optional(),
    tagIds: fields.tagIds.optional(),
    stage: fields.stage.optional(),
    level: fields.level.optional(),
    ...customerFieldValues('note', plainField),
    nextFollowAt: nextFollowTime.optional(),
    ownerId: z.preprocess((v) => (v === '' ? undefined : v), id.nullable().optional()),
  }))();
export type CustomerAddBody = z.input<typeof customerAddBody>;

/**
 * `update`: the fields given change (owner through assign/release/claim, lost through lose/restore).
 * `nextFollowAt` may be sent back as it is even when that time has passed (an overdue customer's form
 * saved for another field); a new one must be to come (`field.beforeNow`, judged by the service).
 */
export const customerUpdateBody = /* @__PURE__ */ (() =>
  z.strictObject({
    id,
    name: fields.name.optional(),
    mobile: fields.mobile.optional(),
    gender: fields.gender.optional(),
    ...customerFieldValues('work', plainField),
    ...customerFieldValues('contact', plainField),
    address: fields.address.optional(),
    sourceId: fields.sourceId.optional(),
    tagIds: fields.tagIds.optional(),
    stage: fields.stage.optional(),
    level: fields.level.optional(),
    ...customerFieldValues('note', plainField),
    nextFollowAt: fields.nextFollowAt.optional(),
  }))();
export type CustomerUpdateBody = z.input<typeof customerUpdateBody>;

export const customerAssignBody = /* @__PURE__ */ (() => z.strictObject({ ids, ownerId: id }))();
export type CustomerAssignBody = z.input<typeof customerAssignBody>;
export const customerReleaseBody = /* @__PURE__ */ (() =>
  z.strictObject({ ids, reason: textSchema({ max: customerReasonRule.max }).optional() }))();
export type CustomerReleaseBody = z.input<typeof customerReleaseBody>;
export const customerClaimBody = /* @__PURE__ */ (() => z.strictObject({ ids }))();
export type CustomerClaimBody = z.input<typeof customerClaimBody>;
export const customerLoseBody = /* @__PURE__ */ (() =>
  z.strictObject({ id, reason: textSchema(customerReasonRule) }))();
export type CustomerLoseBody = z.input<typeof customerLoseBody>;
export const customerRestoreBody = /* @__PURE__ */ (() => z.strictObject({ id }))();
export type CustomerRestoreBody = z.input<typeof customerRestoreBody>;
export const customerTagBody = /* @__PURE__ */ (() =>
  z.strictObject({
    ids,
    tagIds: z.array(id).min(1).max(customerLimits.tagsPerCustomer),
    mode: z.enum(['add', 'remove']),
  }))();
export type CustomerTagBody = z.input<typeof customerTagBody>;

export const followListBody = /* @__PURE__ */ (() =>
  listQuery.extend({ customerId: id, sort: z.undefined().optional() }))();
export type FollowListBody = z.input<typeof followListBody>;
export const followAddBody = /* @__PURE__ */ (() =>
  z.strictObject({
    customerId: id,
    typeId: id,
    content: textSchema(followContentRule),
    materialIds: z.array(id).max(customerLimits.materialsPerFollow).optional(),
    nextAt: nextFollowTime.optional().meta({
      description:
        "The customer's next follow-up, to come. Left out: a next follow-up still to come stays, one already due is cleared (this follow-up answers it). null or '': cleared.",
    }),
  }))();
export type FollowAddBody = z.input<typeof followAddBody>;

export const groupListBody = /* @__PURE__ */ (() => listQuery.extend({ sort: z.undefined().optional() }))();
export type GroupListBody = z.input<typeof groupListBody>;
export const groupAddBody = /* @__PURE__ */ (() =>
  z.strictObject({ name: textSchema(customerGroupNameRule), conditions: customerConditions }))();
export type GroupAddBody = z.input<typeof groupAddBody>;
export const groupUpdateBody = /* @__PURE__ */ (() =>
  z.strictObject({
    id,
    name: textSchema(customerGroupNameRule).optional(),
    conditions: customerConditions.optional(),
  }))();
export type GroupUpdateBody = z.input<typeof groupUpdateBody>;
export const groupCountBody = /* @__PURE__ */ (() => z.strictObject({ conditions: customerConditions }))();
export type GroupCountBody = z.input<typeof groupCountBody>;
export const portraitBody = /* @__PURE__ */ (() => z.strictObject({ groupId: idFilter }))();
export type PortraitBody = z.input<typeof portraitBody>;
/** `import` (multipart): who owns the imported customers, the importer or nobody (the pool). */
export const importOwners = ['me', 'pool'] as const;
export type ImportOwner = (typeof importOwners)[number];
/** The `import` form's part names. */
export const importFormFields = {
  file: 'file',
  mapping: 'mapping',
  owner: 'owner',
  hasHeader: 'hasHeader',
} as const;
/** A field's column in the file, from 0 (`{ name: 0, mobile: 2 }`); name and mobile required. */
export const importMappingSchema = /* @__PURE__ */ (() =>
  z
    .partialRecord(z.enum(customerImportFields), z.number().int().min(0).max(255))
    .refine((m) => m.name !== undefined && m.mobile !== undefined, { message: 'required' })
    // The refinement, said in JSON Schema for the API document.
    .meta({
      properties: {
        name: { type: 'integer', minimum: 0, maximum: 255 },
        mobile: { type: 'integer', minimum: 0, maximum: 255 },
      },
      required: ['name', 'mobile'],
      description: 'The CSV column (from 0) of each field; `name` and `mobile` are required.',
    }))();
export type ImportMapping = z.output<typeof importMappingSchema>;
/** The `import` form's text parts (as a form sends them: `mapping` is JSON, `hasHeader` 'true'/'false'). */
export const importFormBody = /* @__PURE__ */ (() =>
  z.object({
    mapping: z.preprocess((v) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    }, importMappingSchema),
    owner: z.preprocess(blank, z.enum(importOwners).default('pool')),
    hasHeader: z.preprocess(
      (v) =>
        v === undefined || v === '' || v === 'true' || v === '1'
          ? true
          : v === 'false' || v === '0'
            ? false
            : v,
      z.boolean(),
    ),
  }))();
export type ImportFormBody = z.input<typeof importFormBody>;
export const importStatusBody = /* @__PURE__ */ (() => z.strictObject({ jobId: id }))();
export type ImportStatusBody = z.input<typeof importStatusBody>;

/**
 * `export`: the list's filters (`scope` says which list: owned, pool or lost), or the selected `ids`;
 * only what the member may see either way.
 */
export const customerExportBody = /* @__PURE__ */ (() =>
  customerListBody.extend({
    scope: z.enum(['list', 'pool', 'lost']).default('list'),
    ids: z.array(id).min(1).max(10_000).optional(),
  }))();
export type CustomerExportBody = z.input<typeof customerExportBody>;

export const crmConfigUpdateBody = /* @__PURE__ */ (() =>
  z.strictObject({
    crm_pool_days: z.coerce
      .number()
      .int()
      .min(crmConfigBounds.crm_pool_days.min)
      .max(crmConfigBounds.crm_pool_days.max)
      .optional(),
    crm_claim_limit: z.coerce
      .number()
      .int()
      .min(crmConfigBounds.crm_claim_limit.min)
      .max(crmConfigBounds.crm_claim_limit.max)
      .optional(),
  }))();
export type CrmConfigUpdateBody = z.input<typeof crmConfigUpdateBody>;
export interface CrmConfig {
  crm_pool_days: number;
  crm_claim_limit: number;
}

export const columnUpdateBody = /* @__PURE__ */ (() =>
  z.strictObject({ columns: z.array(z.enum(customerColumns)).max(customerColumns.length) }))();
export type ColumnUpdateBody = z.input<typeof columnUpdateBody>;
export interface CustomerColumnPrefs {
  columns: CustomerColumn[];
}

/** A member as a customer row shows its owner. */
export interface CustomerOwnerRef {
  id: number;
  name: string;
}

/** The declared fields of the list's rows (customer-fields.ts), '' when not given. */
type CustomerItemFields = Record<CustomerItemFieldKey, string>;
/** The declared fields the detail answer adds (a day as `YYYY-MM-DD`), '' when not given. */
type CustomerDetailFields = Record<CustomerDetailFieldKey, string>;

export interface CustomerItem extends CustomerItemFields {
  id: number;
  name: string;
  mobile: string;
  gender: CustomerGender;
  stage: CustomerStage;
  level: CustomerLevel | null;
  sourceId: number | null;
  sourceTitle: string;
  tags: CrmTagRef[];
  /** null: in the pool. */
  owner: CustomerOwnerRef | null;
  /** "广东省 深圳市 南山区" (the names of the address's areas), or ''. */
  region: string;
  /** ISO 8601 or null. */
  lastFollowAt: string | null;
  nextFollowAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Lost customers: why and when. */
  lostReason: string;
  lostAt: string | null;
}
export type CustomerListResult = ListResult<CustomerItem>;

export interface CustomerDetail extends CustomerItem, CustomerDetailFields {
  address: Address;
  /** ISO 8601: when the current owner took the customer (claim, assign, add), or null in the pool. */
  ownedAt: string | null;
}

/** Answer of the bulk calls: how many changed, and each refused row with its reason (in words). */
export interface CustomerBulkResult {
  changed: number;
  refused: { id: number; reason: string }[];
}

export const timelineKinds = ['follow', 'created', 'owner', 'stage', 'tag', 'imported'] as const;
export type TimelineKind = (typeof timelineKinds)[number];

export interface TimelineEntry {
  id: number;
  kind: TimelineKind;
  /** Who did it (null: the system, e.g. the pool return job). */
  actor: CustomerOwnerRef | null;
  createdAt: string;
  /** `follow`: the follow-up. */
  follow?: {
    typeId: number;
    typeTitle: string;
    content: string;
    materials: { id: number; title: string; kind: string }[];
    nextAt: string | null;
  };
  /**
   * `owner`: from → to (null: the pool), and why: the member's release reason, or what moved it —
   * 'claim', 'assign', 'release' (no reason given), 'pool-return', 'restore' (its owner had left).
   */
  owner?: { from: CustomerOwnerRef | null; to: CustomerOwnerRef | null; reason: string };
  /** `stage`: from → to, with the reason of a loss. */
  stage?: { from: CustomerStage; to: CustomerStage; reason: string };
  /** `tag`: tags added and removed. */
  tag?: { added: CrmTagRef[]; removed: CrmTagRef[] };
}
export type TimelineResult = ListResult<TimelineEntry>;

/**
 * The words for a group's codes, to read its conditions at a glance: the names of its tags and sources
 * still in the catalogue (in the order of the codes; a deleted one has none), and each area's names
 * from its province down to it (none for a code that names no area).
 */
export interface CustomerGroupLabels {
  tags: string[];
  sources: string[];
  areas: { id: number; names: string[] }[];
}

export interface CustomerGroupItem {
  id: number;
  name: string;
  conditions: z.output<typeof customerConditions>;
  labels: CustomerGroupLabels;
  /** How many customers the caller may see match now. */
  count: number;
  createdAt: string;
  updatedAt: string;
}
export type CustomerGroupListResult = ListResult<CustomerGroupItem>;

export interface PortraitSlice {
  /** A stage, a source's id, a tag's id, a province code, an owner's id ('' for none/the pool). */
  key: string;
  label: string;
  count: number;
}

export interface PortraitResult {
  total: number;
  byStage: PortraitSlice[];
  bySource: PortraitSlice[];
  byTag: PortraitSlice[];
  byProvince: PortraitSlice[];
  byOwner: PortraitSlice[];
  byLevel: PortraitSlice[];
  /** The last 12 weeks, oldest first; `week` is the Monday (YYYY-MM-DD, China Standard Time). */
  weekly: { week: string; newCustomers: number; follows: number }[];
}

export const importStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

export interface ImportJob {
  jobId: number;
  status: ImportStatus;
  fileName: string;
  /** Data rows in the file (known once it has been read through). */
  total: number;
  /** Rows looked at so far. */
  done: number;
  imported: number;
  /**
   * Of `imported`, the rows of an import made "mine" that went to the pool because the importer
   * reached the claim limit (`crm_claim_limit`).
   */
  pooled: number;
  failed: number;
  /** Who the imported rows went to: the importer ('me', up to the claim limit) or the pool. */
  owner: ImportOwner;
  /**
   * The first customerLimits.importErrorsKept bad rows: `line` as a spreadsheet numbers it (header = 1),
   * `reason` every fault of the row (joined by "；" / "; ").
   */
  errors: { line: number; reason: string }[];
  /** Why the whole import failed (not a row's fault), in words. */
  message: string;
  createdAt: string;
  finishedAt: string | null;
}

/**
 * The CRM index's figures: each is the total the list its card opens answers (the same filters, the
 * same viewer), so a card and its list agree. "The list" is the caller's customer list: their own,
 * or every owner's with `crm/customer/all` (see `scope`); the pool is counted apart.
 */
export interface CustomerSummary {
  /** The list with `due: 'today'`: follow-ups due by the end of today, overdue ones included. */
  dueToday: number;
  /** The list with `due: 'overdue'`: follow-ups due before today. */
  overdue: number;
  /** The list with `createdFrom` this week's Monday (China Standard Time). */
  newThisWeek: number;
  /** The pool's list. */
  poolSize: number;
  /** Per stage in stage order, the list with that `stage`; for `lost`, the lost list. */
  funnel: { stage: CustomerStage; count: number }[];
  /** Whether these figures are the whole brand's (`crm/customer/all` or owner) or the caller's. */
  scope: 'all' | 'mine';
}
