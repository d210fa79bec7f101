import { z } from 'zod';
import { displayToggleBody, idField, listQuery } from './envelope.ts';
import { formatPatterns, type TextRule } from './field-rules.ts';
import { emailBraceProblem } from './notify-text.ts';
import type { RuleKey } from './rule-key.ts';
import { textSchema } from './rule-schema.ts';
import type { MessageLogItem, SecretHint } from './sms.ts';

export type { SendPreview } from './sms.ts';

import { fromUnixSeconds } from './unix-time.ts';

// Schemas inside pure no-argument IIFEs, as in role.ts: the console takes paths, rules and types only.
export const emailPaths = {
  list: '/api/email/list.html',
  detail: '/api/email/detail.html',
  user: '/api/email/user.html',
  send: '/api/email/send.html',
  /** What a send to a customer group would do, before it is made (`SendPreview`); the send's rule. */
  sendPreview: '/api/email/send_preview.html',
  add: '/api/email/add.html',
  update: '/api/email/update.html',
  /** `GET ?id=3` or `?ids=3,4` (deleteQuery of role.ts). */
  del: '/api/email/del.html',
  templateList: '/api/email/template_list.html',
  templateDetail: '/api/email/template_detail.html',
  templateAdd: '/api/email/template_add.html',
  templateUpdate: '/api/email/template_update.html',
  templateStatus: '/api/email/template_status.html',
  /** `GET ?id=3` or `?ids=3,4`. */
  templateDel: '/api/email/template_del.html',
  configDetail: '/api/email/config_detail.html',
  configUpdate: '/api/email/config_update.html',
  testmail: '/api/email/testmail.html',
  /** Calls docs/spec.md §7 does not name, in its style: the drafts' list, resending, the figures. */
  draftList: '/api/email/draft_list.html',
  repeat: '/api/email/repeat.html',
  stats: '/api/email/stats.html',
} as const;

/** Rules of the e-mail screen (`notify/email/list`). */
export const emailRule = {
  list: 'api/email/list',
  detail: 'api/email/detail',
  user: 'api/email/user',
  send: 'api/email/send',
  add: 'api/email/add',
  update: 'api/email/update',
  del: 'api/email/del',
  template_list: 'api/email/template_list',
  template_detail: 'api/email/template_detail',
  template_add: 'api/email/template_add',
  template_update: 'api/email/template_update',
  template_status: 'api/email/template_status',
  template_del: 'api/email/template_del',
  config_detail: 'api/email/config_detail',
  config_update: 'api/email/config_update',
  testmail: 'api/email/testmail',
  draft_list: 'api/email/draft_list',
  repeat: 'api/email/repeat',
} as const satisfies Record<string, RuleKey>;

export const smtpSecureModes = ['tls', 'starttls', 'none'] as const;
export type SmtpSecure = (typeof smtpSecureModes)[number];

export const emailTemplateNameRule = { required: true, max: 50 } as const satisfies TextRule;
export const emailSubjectRule = { required: true, max: 200 } as const satisfies TextRule;
/** Rich text (HTML) of a body: sanitised on the server. */
export const emailBodyMaxChars = 200_000;
/** Most recipients one send takes. */
export const emailMaxRecipients = 10_000;

/**
 * A typed address as a send reads it: trimmed, and compared without case (`Li@x.cn` repeats
 * `li@x.cn`); null when it is not an address. The server queues by it and the console counts by it.
 */
export function emailKey(raw: string): string | null {
  const address = raw.trim();
  return formatPatterns.email.test(address) ? address.toLowerCase() : null;
}

export interface EmailConfig {
  host: string;
  port: number;
  secure: SmtpSecure;
  user: string;
  /** Never the password: whether it is set and how it ends. */
  password: SecretHint;
  fromName: string;
  fromAddress: string;
  replyTo: string;
}

const address = /* @__PURE__ */ (() => z.string().trim().max(254).regex(formatPatterns.email))();
const optionalAddress = /* @__PURE__ */ (() => z.union([z.literal(''), address]))();

/** An SMTP server's port. */
export const smtpPortRange = { min: 1, max: 65535 } as const;

/** `config_update`: `password` is write-only (a new value replaces, `''` or nothing keeps, `null` removes). */
export const emailConfigBody = /* @__PURE__ */ (() =>
  z.strictObject({
    host: z.string().trim().min(1).max(253),
    port: z.coerce.number().int().min(smtpPortRange.min).max(smtpPortRange.max),
    secure: z.enum(smtpSecureModes),
    user: z.string().trim().max(254).optional(),
    password: z.string().max(256).nullable().optional(),
    fromName: z.string().trim().max(100).optional(),
    fromAddress: address,
    replyTo: optionalAddress.optional(),
  }))();
export type EmailConfigBody = z.input<typeof emailConfigBody>;

export const testmailBody = /* @__PURE__ */ (() => z.strictObject({ to: address }))();
export type TestmailBody = z.input<typeof testmailBody>;

export interface EmailTemplate {
  id: number;
  name: string;
  subject: string;
  /** Sanitised HTML. */
  body: string;
  /** `{{name}}` placeholders of subject and body, in order. */
  variables: string[];
  display: boolean;
  createdAt: string;
  updatedAt: string;
}

const body = /* @__PURE__ */ (() => z.string().max(emailBodyMaxChars))();

/** A template's subject or body must render: mustache throws on an unclosed tag or section. */
function renderable<S extends z.ZodType<string, string>>(schema: S) {
  return schema.superRefine((v, ctx) => {
    const piece = emailBraceProblem(v);
    if (piece !== null) ctx.addIssue({ code: 'custom', message: 'field.emailBraces', params: { piece } });
  });
}

export const emailTemplateAddBody = /* @__PURE__ */ (() =>
  z.strictObject({
    name: textSchema(emailTemplateNameRule),
    subject: renderable(textSchema(emailSubjectRule)),
    body: renderable(body.min(1)),
    display: z.boolean().optional(),
  }))();
export type EmailTemplateAddBody = z.input<typeof emailTemplateAddBody>;

export const emailTemplateUpdateBody = /* @__PURE__ */ (() =>
  z.strictObject({
    id: idField,
    name: textSchema(emailTemplateNameRule).optional(),
    subject: renderable(textSchema(emailSubjectRule)).optional(),
    body: renderable(body.min(1)).optional(),
    display: z.boolean().optional(),
  }))();
export type EmailTemplateUpdateBody = z.input<typeof emailTemplateUpdateBody>;

export const emailTemplateStatusBody = displayToggleBody;

export const emailTemplateListBody = /* @__PURE__ */ (() =>
  listQuery.extend({
    display: z.preprocess(
      (v) =>
        v === '' || v === null
          ? undefined
          : v === 'true' || v === '1' || v === 1
            ? true
            : v === 'false' || v === '0' || v === 0
              ? false
              : v,
      z.boolean().optional(),
    ),
  }))();

const params = /* @__PURE__ */ (() =>
  z.record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_.]{0,63}$/), z.string().max(2000)))();

/** A message as composed: a draft, or a direct send. Either a subject and body, or a template. */
export const emailMessageFields = /* @__PURE__ */ (() => ({
  to: z.array(z.string().trim().max(254)).max(emailMaxRecipients),
  cc: z.array(address).max(20).optional(),
  subject: z.string().trim().max(200).optional(),
  body: body.optional(),
  templateId: idField.nullable().optional(),
  params: params.optional(),
  /** ISO time with its offset; later than now. */
  sendAt: z.preprocess(fromUnixSeconds, z.iso.datetime({ offset: true }).nullable().optional()),
}))();

export const emailDraftAddBody = /* @__PURE__ */ (() => z.strictObject(emailMessageFields))();
export type EmailDraftAddBody = z.input<typeof emailDraftAddBody>;

export const emailDraftUpdateBody = /* @__PURE__ */ (() =>
  z.strictObject({
    id: idField,
    ...emailMessageFields,
    to: emailMessageFields.to.optional(),
  }))();
export type EmailDraftUpdateBody = z.input<typeof emailDraftUpdateBody>;

export interface EmailDraft {
  id: number;
  to: string[];
  cc: string[];
  /**
   * As typed (`detail`); in `draft_list`, the subject the mail will have: a template's draft answers
   * its template's subject with the draft's values.
   */
  subject: string;
  body: string;
  templateId: number | null;
  params: Record<string, string>;
  sendAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** `send`: a draft by `{ id }`, or a message given here. */
export const emailSendBody = /* @__PURE__ */ (() =>
  z.union([
    z.strictObject({
      id: idField,
      requestId: z.string().trim().min(1).max(64).optional(),
    }),
    z.strictObject({
      ...emailMessageFields,
      to: emailMessageFields.to.optional(),
      /** A saved customer group: its customers the sender may see, not lost, each filling `name` and `company`. */
      customerGroupId: idField.optional(),
      requestId: z.string().trim().min(1).max(64).optional(),
    }),
  ]))();
export type EmailSendBody = z.input<typeof emailSendBody>;

/** `send_preview`: a send to this customer group before it is made, as the SMS one (`SendPreview`). */
export const emailSendPreviewBody = /* @__PURE__ */ (() => z.strictObject({ customerGroupId: idField }))();
export type EmailSendPreviewBody = z.input<typeof emailSendPreviewBody>;

/** `draft_list`: the brand's drafts, newest first; `keyword` searches subject and recipients. */
export const emailDraftListBody = listQuery;

export const emailUserBody = /* @__PURE__ */ (() =>
  z.strictObject({ keyword: z.string().trim().max(100).optional() }))();

/**
 * A recipient to pick: members of the brand with an e-mail, then (for a member who may open the
 * customer list) the customers with an e-mail they may see; at most 20 of each.
 */
export interface EmailRecipient {
  kind: 'member' | 'customer';
  id: number;
  name: string;
  email: string;
}

export interface EmailLogItem extends MessageLogItem {
  subject: string;
  /** When a scheduled message goes. */
  sendAt: string | null;
}
