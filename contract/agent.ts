import { z } from 'zod';
import { type Address, addressSchema } from './address.ts';
import { type AgentField, type AgentFieldKey, agentFieldsAt } from './agent-fields.ts';
import { percentRule } from './decimal.ts';
import { plainFieldValues } from './entity-fields.ts';
import { exactlyOneOf, idField, type ListResult, listQuery } from './envelope.ts';
import { normalizeMobile, type TextRule } from './field-rules.ts';
import { idCardProblem, normalizeIdCard } from './id-card.ts';
import { idFilter } from './role.ts';
import type { RuleKey } from './rule-key.ts';
import { decimalSchema, textSchema } from './rule-schema.ts';

// Schemas inside pure no-argument IIFEs, as in role.ts: the console takes paths, rules and types only.

/** docs/spec.md §7 `/agent/user/*`, plus the agent settings (which SMS goes out on a decision). */
export const agentUserPaths = {
  list: '/agent/user/list.html',
  /** The pending queue: applications waiting for a decision, oldest first. */
  verify: '/agent/user/verify.html',
  detail: '/agent/user/detail.html',
  add: '/agent/user/add.html',
  update: '/agent/user/update.html',
  pass: '/agent/user/pass.html',
  reject: '/agent/user/reject.html',
  /** `GET ?id=3` or `?ids=3,4` (deleteQuery of role.ts). */
  delete: '/agent/user/delete.html',
  configDetail: '/agent/user/configdetail.html',
  configUpdate: '/agent/user/configupdate.html',
  /** The overview's figures (`/agent/index`). */
  summary: '/agent/summary.html',
} as const;

/** docs/spec.md §7 `/agent/group/*`. */
export const agentGroupPaths = {
  list: '/agent/group/list.html',
  detail: '/agent/group/detail.html',
  add: '/agent/group/add.html',
  update: '/agent/group/update.html',
  /** `GET ?id=3` or `?ids=3,4`. */
  delete: '/agent/group/delete.html',
} as const;

/** The module's screens; `list` and `verify` are also the rules of their list calls (same key). */
export const agentScreenRule = {
  /** `/agent/index`; also guards the overview's figures (`/agent/summary.html`). */
  index: 'agent/index',
  list: 'agent/user/list',
  verify: 'agent/user/verify',
} as const satisfies Record<string, RuleKey>;

/** The rules of the `/agent/user/*` endpoints. */
export const agentUserRule = {
  list: 'agent/user/list',
  verify: 'agent/user/verify',
  detail: 'agent/user/detail',
  add: 'agent/user/add',
  update: 'agent/user/update',
  pass: 'agent/user/pass',
  reject: 'agent/user/reject',
  delete: 'agent/user/delete',
  configdetail: 'agent/user/configdetail',
  configupdate: 'agent/user/configupdate',
} as const satisfies Record<string, RuleKey>;

export const agentGroupRule = {
  list: 'agent/group/list',
  detail: 'agent/group/detail',
  add: 'agent/group/add',
  update: 'agent/group/update',
  delete: 'agent/group/delete',
} as const satisfies Record<string, RuleKey>;

/**
 * pending (an application) → passed | rejected; passed ⇄ disabled; rejected → pending only as a new
 * application (staff sets it back to pending, usually with the corrected details).
 */
export const agentStatuses = ['pending', 'passed', 'rejected', 'disabled'] as const;
export type AgentStatus = (typeof agentStatuses)[number];

export const agentNameRule = { required: true, max: 32 } as const satisfies TextRule;
export const agentMobileRule = { required: true, format: 'mobile' } as const satisfies TextRule;
export const agentRejectReasonRule = { required: true, max: 200 } as const satisfies TextRule;
export const agentGroupTitleRule = { required: true, max: 32 } as const satisfies TextRule;
export const agentGroupDescriptionRule = { max: 200 } as const satisfies TextRule;
/** Levels 1 (highest) to 9, each used by one group of a brand at most. */
export const agentLevelRange = { min: 1, max: 9 } as const;
/** A group's commission: a percentage with two places, 0-100 (contract/decimal.ts). */
export const agentCommissionRule = { ...percentRule, required: true } as const;
/** Licence images per agent (business licence, both sides of an id card, a shop photo...). */
export const agentLicenceImagesMax = 6;
/** Most ids one `pass` takes. */
export const agentPassMax = 100;

/**
 * The values an agent SMS template may use, filled from the agent and the decision:
 * `{name}`, `{company}`, `{reason}` (the reject reason, empty on a pass) and `{brand}`.
 */
export const agentSmsVariables = ['name', 'company', 'reason', 'brand'] as const;

/** docs/spec.md §3 uploaded file, as an agent keeps it: an image of the brand's media library. */
export interface LicenceImage {
  fileurl: string;
  title: string;
}

export interface AgentVerifier {
  id: number;
  /** The verifier's user name when the decision was taken (kept after the account is gone). */
  name: string;
}

/** The declared fields (contract/agent-fields.ts), '' when not given. */
type AgentFieldValues = Record<AgentFieldKey, string>;

export interface AgentItem extends AgentFieldValues {
  id: number;
  name: string;
  mobile: string;
  address: Address;
  /** Never the number: `4401**********1234`. '' when none was given. */
  idCard: string;
  licenceImages: LicenceImage[];
  groupId: number | null;
  /** The group's title and level, '' and null without a group. */
  groupTitle: string;
  level: number | null;
  status: AgentStatus;
  /** The reason of the last rejection; kept when a rejected application is submitted again. */
  rejectReason: string;
  verifiedBy: AgentVerifier | null;
  /** ISO 8601, null before the first decision. */
  verifiedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
export type AgentListResult = ListResult<AgentItem>;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const agentSortKeys = ['createdAt', 'name', 'verifiedAt'] as const;

/**
 * `list`: newest first by default. `keyword` matches name, company or mobile; `region` is an area id
 * (a province, city or district of `/brand/area/*`) the agent's address lies in.
 */
export const agentListBody = /* @__PURE__ */ (() =>
  listQuery.extend({
    status: z.preprocess(blankToUndefined, z.enum(agentStatuses).optional()),
    groupId: idFilter,
    region: idFilter,
    sort: z.enum([...agentSortKeys, ...agentSortKeys.map((k) => `-${k}` as const)]).optional(),
  }))();
export type AgentListBody = z.input<typeof agentListBody>;

/** `verify`: the pending applications, oldest first (the order they came in). */
export const agentVerifyBody = /* @__PURE__ */ (() =>
  listQuery.extend({ groupId: idFilter, region: idFilter, sort: z.undefined().optional() }))();
export type AgentVerifyBody = z.input<typeof agentVerifyBody>;

/** An id card number as typed: checked (GB 11643) and answered normalised (`x` → `X`); '' is none. */
export const agentIdCardSchema = /* @__PURE__ */ (() =>
  z
    .string()
    .trim()
    .max(32)
    .meta({
      pattern: '^([0-9]{17}[0-9Xx])?$',
      description:
        'A mainland China resident id card number: 17 digits and a check character (a digit or X), naming a region and a birth date that exist; the check character must match the 17 digits.',
      examples: ['11010519491231002X'],
    })
    .superRefine((v, ctx) => {
      if (v === '') return;
      const problem = idCardProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: `field.idCard.${problem}` });
    })
    .transform((v) => (v === '' ? '' : normalizeIdCard(v))))();

const licenceImagesSchema = /* @__PURE__ */ (() =>
  z
    .array(
      z.strictObject({
        fileurl: z.string().trim().min(1).max(500),
        title: z.string().trim().max(200).default(''),
      }),
    )
    .max(agentLicenceImagesMax))();

const groupIdSchema = /* @__PURE__ */ (() =>
  z.preprocess((v) => (v === '' || v === 0 ? null : v), idField.nullable()))();

const name = /* @__PURE__ */ (() => textSchema(agentNameRule))();
const mobile = /* @__PURE__ */ (() =>
  z.preprocess((v) => (typeof v === 'string' ? normalizeMobile(v) : v), textSchema(agentMobileRule)))();
/** A declared field's schema, optional in a body as every plain field is. */
const plainField = (f: AgentField) => textSchema(f.rule).optional();

/** `add` by staff: the agent is passed at once (no application to verify). */
export const agentAddBody = /* @__PURE__ */ (() =>
  z.strictObject({
    name,
    mobile,
    ...plainFieldValues(agentFieldsAt('contact'), plainField),
    address: addressSchema.optional(),
    idCard: agentIdCardSchema.refine((v) => v !== '', { message: 'required' }).meta({ minLength: 18 }),
    licenceImages: licenceImagesSchema.optional(),
    groupId: groupIdSchema.optional(),
    ...plainFieldValues(agentFieldsAt('note'), plainField),
  }))();
export type AgentAddBody = z.input<typeof agentAddBody>;

/**
 * `update`: the fields given change. `idCard` is never answered whole, so `''` or leaving it out keeps
 * the stored number. `status` moves passed ⇄ disabled, and rejected → pending (a new application);
 * pending is decided by `pass` and `reject`.
 */
export const agentUpdateBody = /* @__PURE__ */ (() =>
  z.strictObject({
    id: idField,
    name: name.optional(),
    mobile: mobile.optional(),
    ...plainFieldValues(agentFieldsAt('contact'), plainField),
    address: addressSchema.optional(),
    idCard: agentIdCardSchema.optional(),
    licenceImages: licenceImagesSchema.optional(),
    groupId: groupIdSchema.optional(),
    ...plainFieldValues(agentFieldsAt('note'), plainField),
    status: z.enum(agentStatuses).optional(),
  }))();
export type AgentUpdateBody = z.input<typeof agentUpdateBody>;

const agentId = idField;
const agentIds = /* @__PURE__ */ (() => z.array(agentId).min(1).max(agentPassMax))();
const oneOfIdOrIds = (b: { id?: number | undefined; ids?: number[] | undefined }) =>
  (b.id === undefined) !== (b.ids === undefined);

/**
 * `pass { id }` or `pass { ids }`: all or nothing; every id must be a pending application of the
 * brand. Read as `{ ids }` either way.
 */
export const agentPassBody = /* @__PURE__ */ (() =>
  z
    .strictObject({ id: agentId.optional(), ids: agentIds.optional() })
    .refine(oneOfIdOrIds, { path: ['ids'], message: 'required' })
    .meta(exactlyOneOf('id', 'ids'))
    .transform((b) => ({ ids: b.ids ?? (b.id === undefined ? [] : [b.id]) })))();
export type AgentPassBody = z.input<typeof agentPassBody>;

/** `reject { id, reason }` or `reject { ids, reason }`: one reason for all, all or nothing. */
export const agentRejectBody = /* @__PURE__ */ (() =>
  z
    .strictObject({
      id: agentId.optional(),
      ids: agentIds.optional(),
      reason: textSchema(agentRejectReasonRule),
    })
    .refine(oneOfIdOrIds, { path: ['ids'], message: 'required' })
    .meta(exactlyOneOf('id', 'ids'))
    .transform((b) => ({ ids: b.ids ?? (b.id === undefined ? [] : [b.id]), reason: b.reason })))();
export type AgentRejectBody = z.input<typeof agentRejectBody>;

/** What `pass` and `reject` did: how many agents, and the SMS queued (null when no template is chosen). */
export interface AgentDecisionResult {
  decided: number;
  sms: { queued: number; refused: number } | null;
}

/** The agent settings: which SMS template (of `/brand/sms/templatelist`) goes out on a decision. */
export interface AgentConfig {
  passTemplateId: number | null;
  rejectTemplateId: number | null;
  /** The brand's SMS templates to choose from (enabled or not: a disabled one sends nothing). */
  templates: { id: number; title: string; content: string; variables: string[]; display: boolean }[];
}

export const agentConfigBody = /* @__PURE__ */ (() =>
  z.strictObject({
    passTemplateId: groupIdSchema,
    rejectTemplateId: groupIdSchema,
  }))();
export type AgentConfigBody = z.input<typeof agentConfigBody>;

/** `/agent/summary.html`: the overview's figures. */
export interface AgentSummary {
  total: number;
  byStatus: Record<AgentStatus, number>;
  /** Every group (level order) with its agents, then `groupId: null` for agents without a group. */
  byGroup: { groupId: number | null; title: string; level: number | null; agents: number }[];
  /** Agents added or applied since the first day of this month (China Standard Time). */
  newThisMonth: number;
}

export interface AgentGroupItem {
  id: number;
  title: string;
  level: number;
  /** `"12.50"`: a percentage with two places. */
  commission: string;
  description: string;
  /** Agents in the group, whatever their status. */
  agentCount: number;
  createdAt: string;
  updatedAt: string;
}
export type AgentGroupListResult = ListResult<AgentGroupItem>;

export const agentGroupSortKeys = ['level', 'title', 'commission', 'agentCount'] as const;

/** `group/list`: by level (1 first) by default. */
export const agentGroupListBody = /* @__PURE__ */ (() =>
  listQuery.extend({
    sort: z.enum([...agentGroupSortKeys, ...agentGroupSortKeys.map((k) => `-${k}` as const)]).optional(),
  }))();
export type AgentGroupListBody = z.input<typeof agentGroupListBody>;

const level = /* @__PURE__ */ (() =>
  z.coerce.number().int().min(agentLevelRange.min).max(agentLevelRange.max))();
// A number is accepted too (12.5) and read as its text, so older clients that send numbers still work.
const commission = /* @__PURE__ */ (() =>
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
    decimalSchema(agentCommissionRule),
  ))();

export const agentGroupAddBody = /* @__PURE__ */ (() =>
  z.strictObject({
    title: textSchema(agentGroupTitleRule),
    level,
    commission,
    description: textSchema(agentGroupDescriptionRule).optional(),
  }))();
export type AgentGroupAddBody = z.input<typeof agentGroupAddBody>;

export const agentGroupUpdateBody = /* @__PURE__ */ (() =>
  z.strictObject({
    id: idField,
    title: textSchema(agentGroupTitleRule).optional(),
    level: level.optional(),
    commission: commission.optional(),
    description: textSchema(agentGroupDescriptionRule).optional(),
  }))();
export type AgentGroupUpdateBody = z.input<typeof agentGroupUpdateBody>;
