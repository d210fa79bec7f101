import { z } from 'zod';
import {
  displayToggleBody,
  exactlyOneOf,
  idField,
  isRealTime,
  type ListResult,
  listQuery,
} from './envelope.ts';
import { formatPatterns, normalizeMobile, type TextRule } from './field-rules.ts';
import { smsBraceProblem } from './notify-text.ts';
import { idFilter } from './role.ts';
import type { RuleKey } from './rule-key.ts';
import { textSchema } from './rule-schema.ts';
import { fromUnixSeconds } from './unix-time.ts';

// Schemas inside pure no-argument IIFEs, as in role.ts: the console takes paths, rules and types only.
export const smsPaths = {
  list: '/brand/sms/list.html',
  send: '/brand/sms/send.html',
  /** What a send to a customer group would do, before it is made (`SendPreview`); the send's rule. */
  sendPreview: '/brand/sms/send_preview.html',
  repeat: '/brand/sms/repeat.html',
  templateList: '/brand/sms/templatelist.html',
  templateDetail: '/brand/sms/templatedetail.html',
  templateAdd: '/brand/sms/templateadd.html',
  templateUpdate: '/brand/sms/templateupdate.html',
  templateStatus: '/brand/sms/templatestatus.html',
  /** `GET ?id=3` or `?ids=3,4` (deleteQuery of role.ts). */
  templateDel: '/brand/sms/templatedel.html',
  configDetail: '/brand/sms/configdetail.html',
  configUpdate: '/brand/sms/configupdate.html',
  /** Sent and failed per day (`contract/notify.ts`); a call docs/spec.md §7 does not name. */
  stats: '/brand/sms/stats.html',
} as const;

/** Rules of the SMS log screen (`notify/sms/list`). */
export const smsRule = {
  list: 'brand/sms/list',
  send: 'brand/sms/send',
  repeat: 'brand/sms/repeat',
  configdetail: 'brand/sms/configdetail',
  configupdate: 'brand/sms/configupdate',
} as const satisfies Record<string, RuleKey>;

/** Rules of the SMS template screen (`notify/sms/template`). */
export const smsTemplateRule = {
  templatelist: 'brand/sms/templatelist',
  templatedetail: 'brand/sms/templatedetail',
  templateadd: 'brand/sms/templateadd',
  templateupdate: 'brand/sms/templateupdate',
  templatestatus: 'brand/sms/templatestatus',
  templatedel: 'brand/sms/templatedel',
} as const satisfies Record<string, RuleKey>;

export const smsProviders = ['log', 'aliyun', 'tencent'] as const;
export type SmsProvider = (typeof smsProviders)[number];

export const smsKinds = ['code', 'notice', 'marketing'] as const;
export type SmsKind = (typeof smsKinds)[number];

/** Statuses of a message in either log. */
export const messageStatuses = ['queued', 'sending', 'sent', 'failed', 'unknown'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

export const smsTemplateTitleRule = { required: true, max: 50 } as const satisfies TextRule;
export const smsTemplateCodeRule = { max: 64 } as const satisfies TextRule;
export const smsTemplateContentRule = { required: true, max: 500 } as const satisfies TextRule;
/** Most mobiles one `send` takes. */
export const smsMaxMobiles = 10_000;

/** What an answer says of a secret (server/secrets.ts): set or not, and its last four characters. */
export interface SecretHint {
  set: boolean;
  endsWith: string;
  /** Saved under another APP_SECRET: enter it again. */
  unreadable?: true;
}

export interface SmsConfig {
  provider: SmsProvider;
  accessKeyId: string;
  /** Never the secret: whether it is set and how it ends ("set, ends in 4f2a"). */
  accessKeySecret: SecretHint;
  sdkAppId: string;
  signName: string;
  region: string;
  perMinute: number;
  perDay: number;
}

const shortText = (max: number) => /* @__PURE__ */ z.string().trim().max(max);

/**
 * `configupdate`: the fields given change. `accessKeySecret` is write-only: a new value replaces the
 * stored one, `''` or leaving it out keeps it, `null` removes it.
 */
/** How many messages one number may get a minute and a day: the settings' ranges, for both sides. */
export const smsLimitRanges = {
  perMinute: { min: 1, max: 100 },
  perDay: { min: 1, max: 1000 },
} as const;

export const smsConfigBody = /* @__PURE__ */ (() =>
  z.strictObject({
    provider: z.enum(smsProviders),
    accessKeyId: shortText(128).optional(),
    accessKeySecret: z.string().max(256).nullable().optional(),
    sdkAppId: shortText(32).optional(),
    signName: shortText(32).optional(),
    region: shortText(32).optional(),
    perMinute: z.coerce
      .number()
      .int()
      .min(smsLimitRanges.perMinute.min)
      .max(smsLimitRanges.perMinute.max)
      .optional(),
    perDay: z.coerce.number().int().min(smsLimitRanges.perDay.min).max(smsLimitRanges.perDay.max).optional(),
  }))();
export type SmsConfigBody = z.input<typeof smsConfigBody>;

export interface SmsTemplate {
  id: number;
  title: string;
  kind: SmsKind;
  code: string;
  content: string;
  /** Derived from the `{name}` placeholders of `content`, in order. */
  variables: string[];
  display: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A template's text: braces only as variables (`{code}`); others would reach the phone as typed. */
function smsContentSchema() {
  return textSchema(smsTemplateContentRule).superRefine((v, ctx) => {
    const piece = smsBraceProblem(v);
    if (piece !== null) ctx.addIssue({ code: 'custom', message: 'field.smsBraces', params: { piece } });
  });
}

export const smsTemplateAddBody = /* @__PURE__ */ (() =>
  z.strictObject({
    title: textSchema(smsTemplateTitleRule),
    kind: z.enum(smsKinds),
    code: textSchema(smsTemplateCodeRule).optional(),
    content: smsContentSchema(),
    display: z.boolean().optional(),
  }))();
export type SmsTemplateAddBody = z.input<typeof smsTemplateAddBody>;

export const smsTemplateUpdateBody = /* @__PURE__ */ (() =>
  z.strictObject({
    id: idField,
    title: textSchema(smsTemplateTitleRule).optional(),
    kind: z.enum(smsKinds).optional(),
    code: textSchema(smsTemplateCodeRule).optional(),
    content: smsContentSchema().optional(),
    display: z.boolean().optional(),
  }))();
export type SmsTemplateUpdateBody = z.input<typeof smsTemplateUpdateBody>;

export const smsTemplateStatusBody = displayToggleBody;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const boolFilter = /* @__PURE__ */ (() =>
  z.preprocess(
    (v) =>
      v === '' || v === null
        ? undefined
        : v === 'true' || v === '1' || v === 1
          ? true
          : v === 'false' || v === '0' || v === 0
            ? false
            : v,
    z.boolean().optional(),
  ))();

export const smsTemplateListBody = /* @__PURE__ */ (() =>
  listQuery.extend({
    kind: z.preprocess(blankToUndefined, z.enum(smsKinds).optional()),
    display: boolFilter,
  }))();
export type SmsTemplateListBody = z.input<typeof smsTemplateListBody>;

/** A day (`2026-11-23`, the day in China Standard Time) or an ISO time with its offset. */
export const dateFilter = /* @__PURE__ */ (() =>
  z.preprocess(
    (v) => fromUnixSeconds(blankToUndefined(v)),
    z
      .union([z.iso.date(), z.iso.datetime({ offset: true })])
      .refine(isRealTime, 'field.date')
      .optional(),
  ))();

/** The filters of both logs (SMS and e-mail): status, recipient, template, batch and dates. */
export const messageLogBody = /* @__PURE__ */ (() =>
  listQuery.extend({
    status: z.preprocess(blankToUndefined, z.enum(messageStatuses).optional()),
    to: z.preprocess(blankToUndefined, z.string().trim().max(254).optional()),
    templateId: idFilter,
    batchId: idFilter,
    dateFrom: dateFilter,
    dateTo: dateFilter,
  }))();
export type MessageLogBody = z.input<typeof messageLogBody>;

export const smsSendBody = /* @__PURE__ */ (() =>
  z.strictObject({
    templateId: idField,
    mobiles: z.array(z.string().trim().max(32)).max(smsMaxMobiles).optional(),
    /** A saved customer group: its customers the sender may see, not lost, each filling `name` and `company`. */
    customerGroupId: idField.optional(),
    params: z.record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,31}$/), z.string().max(200)).optional(),
    /** The same requestId again (a double click, a retried request) answers the first batch. */
    requestId: z.string().trim().min(1).max(64).optional(),
  }))();
export type SmsSendBody = z.input<typeof smsSendBody>;

export const smsSendPreviewBody = /* @__PURE__ */ (() => z.strictObject({ customerGroupId: idField }))();
export type SmsSendPreviewBody = z.input<typeof smsSendPreviewBody>;

/**
 * A send to a customer group before it is made: how many customers a message goes to (what the send
 * then queues, but for numbers its per-number limits refuse), the group's customers left out and why
 * (as the send's answer says them), and the first recipient's values, for the text's preview.
 */
export interface SendPreview {
  recipients: number;
  leftOut: { reason: LeftOutReason; count: number; message: string }[];
  first: { name: string; company: string } | null;
}

export type SmsRefusalReason = 'badNumber' | 'duplicate' | 'perMinute' | 'perDay';

/** Why a customer of a group was not messaged: lost, or without a mobile (an e-mail). */
export type LeftOutReason = 'lost' | 'noMobile' | 'noEmail';

export interface SendResult {
  batchId: number;
  queued: number;
  /** Recipients not queued, each with why (`reason`) and the reason in the caller's language. */
  refused: { mobile?: string; to?: string; reason: string; message: string }[];
  /**
   * A group send's customers that were counted in the group but have no message (and are not in
   * `refused`), per reason with how many, said in the caller's language; absent for typed recipients
   * and when a repeated `requestId` answers an earlier batch.
   */
  leftOut?: { reason: LeftOutReason; count: number; message: string }[];
}

export const repeatBody = /* @__PURE__ */ (() =>
  z
    .strictObject({
      id: idField.optional(),
      batchId: idField.optional(),
    })
    .refine((b) => (b.id === undefined) !== (b.batchId === undefined), {
      path: ['id'],
      message: 'required',
    })
    .meta(exactlyOneOf('id', 'batchId')))();
export type RepeatBody = z.input<typeof repeatBody>;

export interface MessageLogItem {
  id: number;
  batchId: number;
  to: string;
  templateId: number | null;
  status: MessageStatus;
  reason: string;
  providerId: string;
  attempts: number;
  /** The message this one sent again. */
  repeatOf: number | null;
  /** The newest message that sent this one again (`repeat`): a message is sent again once. */
  repeatedBy: number | null;
  createdAt: string;
  sentAt: string | null;
}

export interface SmsLogItem extends MessageLogItem {
  text: string;
}
export type SmsLogResult = ListResult<SmsLogItem>;

export const mobilePattern = formatPatterns.mobile;

/**
 * A typed mobile as a send reads it (`+86`, spaces and dashes removed), or null when it is not a
 * mainland mobile number: the console counts what will go by the same rule the server sends by.
 */
export function normalMobile(raw: string): string | null {
  const mobile = normalizeMobile(raw);
  return mobilePattern.test(mobile) ? mobile : null;
}
