import { z } from 'zod';
import { idField, type ListResult, listQuery } from './envelope.ts';
import type { TextRule } from './field-rules.ts';
import { type EnabledStatus, statusFilter, statusValue } from './role.ts';
import type { RuleKey } from './rule-key.ts';
import { textSchema } from './rule-schema.ts';
import type { SecretHint } from './sms.ts';

// Schemas inside pure no-argument IIFEs, as in role.ts: the console takes paths, rules and types only.

/** docs/spec.md §7 `/wxwork/account/*`: the brand's enterprise WeChat (WeCom) applications. */
export const wxworkAccountPaths = {
  list: '/wxwork/account/list.html',
  detail: '/wxwork/account/detail.html',
  add: '/wxwork/account/add.html',
  update: '/wxwork/account/update.html',
  /** `GET ?id=3` or `?ids=3,4` (deleteQuery of role.ts). */
  del: '/wxwork/account/del.html',
} as const;

export const wxworkAccountRule = {
  list: 'wxwork/account/list',
  detail: 'wxwork/account/detail',
  add: 'wxwork/account/add',
  update: 'wxwork/account/update',
  del: 'wxwork/account/del',
} as const satisfies Record<string, RuleKey>;

export const wxworkTitleRule = { required: true, max: 50 } as const satisfies TextRule;
/** The corp id of the WeCom admin console ("我的企业" → 企业ID): `ww` and 16 characters. */
export const wxworkCorpIdPattern = /^[A-Za-z0-9]{6,32}$/;
/** The application's AgentId (1000002): digits. */
export const wxworkAgentIdMax = 2_147_483_647;
/** A callback Token: up to 32 letters and digits (what the WeCom console generates or accepts). */
export const wxworkTokenPattern = /^[A-Za-z0-9]{1,32}$/;
/** EncodingAESKey: exactly 43 letters and digits (a base64 AES-256 key without its `=`). */
export const wxworkAesKeyPattern = /^[A-Za-z0-9]{43}$/;
export const wxworkAesKeyLength = 43;
export const wxworkSecretMax = 128;

export interface WxworkAccountItem {
  id: number;
  title: string;
  corpId: string;
  agentId: number;
  /** Never the secret: whether it is set and how it ends. */
  secret: SecretHint;
  status: EnabledStatus;
  /** The URL to enter as the application's callback ("接收消息" → URL) in the WeCom console. */
  callbackUrl: string;
  createdAt: string;
  updatedAt: string;
}
export type WxworkAccountListResult = ListResult<WxworkAccountItem>;

/** `detail`: the list's item with the callback settings. */
export interface WxworkAccountDetail extends WxworkAccountItem {
  token: string;
  encodingAesKey: string;
}

export const wxworkAccountListBody = /* @__PURE__ */ (() =>
  listQuery.extend({ status: statusFilter, sort: z.undefined().optional() }))();
export type WxworkAccountListBody = z.input<typeof wxworkAccountListBody>;

const title = /* @__PURE__ */ (() => textSchema(wxworkTitleRule))();
const corpId = /* @__PURE__ */ (() => z.string().trim().regex(wxworkCorpIdPattern))();
const agentId = /* @__PURE__ */ (() => idField.max(wxworkAgentIdMax))();
// '' leaves the callback unset (an application that only sends); token and key go together.
const token = /* @__PURE__ */ (() =>
  z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), z.string().regex(wxworkTokenPattern)])))();
const encodingAesKey = /* @__PURE__ */ (() =>
  z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), z.string().length(wxworkAesKeyLength).regex(wxworkAesKeyPattern)])))();

export const wxworkAccountAddBody = /* @__PURE__ */ (() =>
  z.strictObject({
    title,
    corpId,
    agentId,
    secret: z.string().trim().min(1).max(wxworkSecretMax),
    token: token.optional(),
    encodingAesKey: encodingAesKey.optional(),
    status: statusValue.optional(),
  }))();
export type WxworkAccountAddBody = z.input<typeof wxworkAccountAddBody>;

/** `update`: the fields given change; `secret` is write-only: a new value replaces, `''` or nothing keeps. */
export const wxworkAccountUpdateBody = /* @__PURE__ */ (() =>
  z.strictObject({
    id: idField,
    title: title.optional(),
    corpId: corpId.optional(),
    agentId: agentId.optional(),
    secret: z.string().trim().max(wxworkSecretMax).optional(),
    token: token.optional(),
    encodingAesKey: encodingAesKey.optional(),
    status: statusValue.optional(),
  }))();
export type WxworkAccountUpdateBody = z.input<typeof wxworkAccountUpdateBody>;
