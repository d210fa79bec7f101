import { z } from 'zod';
import { articleRule, articleTitleRule } from './article.ts';
import { emailRule } from './email.ts';
import { idField } from './envelope.ts';
import type { TextRule } from './field-rules.ts';
import { platformScreenRule } from './platform.ts';
import type { RuleKey } from './rule-key.ts';
import { textSchema } from './rule-schema.ts';
import type { SecretHint } from './sms.ts';
import { smsKinds, smsRule, smsTemplateRule } from './sms.ts';

/**
 * The AI assistant: a provider per brand (any OpenAI-compatible chat-completions
 * endpoint), a streaming chat, and tasks that draft with the brand's own data. The assistant never
 * saves or sends: a task's result opens in its editor for a person to review and save.
 */
export const aiPaths = {
  configDetail: '/brand/ai/config_detail.html',
  configUpdate: '/brand/ai/config_update.html',
  /** Answers server-sent events (`text/event-stream`); a refusal before the stream is the envelope. */
  chat: '/brand/ai/chat.html',
} as const;

export const aiScreenRule = { index: 'ai/index' } as const satisfies Record<string, RuleKey>;

export const aiRule = {
  config_detail: 'brand/ai/config_detail',
  config_update: 'brand/ai/config_update',
  chat: 'brand/ai/chat',
} as const satisfies Record<string, RuleKey>;

export const aiModelRule = { required: true, max: 100 } as const satisfies TextRule;
export const aiBaseUrlMax = 300;
/** An http(s) address with a host, as the form checks it and the server's schema does. */
export const aiBaseUrlPattern = /^https?:\/\/[^\s/]+(\/\S*)?$/i;

/** `config_detail`: never the key, only whether one is set and how it ends. */
export interface AiConfig {
  /** A base URL and a model are saved: the chat can answer. */
  configured: boolean;
  /** `https://api.openai.com/v1`: the server posts to `<baseUrl>/chat/completions`. */
  baseUrl: string;
  model: string;
  apiKey: SecretHint;
  updatedAt: string | null;
}

/**
 * `config_update`: `apiKey` is write-only (a new value replaces, `''` or leaving it out keeps, `null`
 * removes). An empty `baseUrl` switches the assistant off for the brand.
 */
export const aiConfigBody = /* @__PURE__ */ (() =>
  z.strictObject({
    baseUrl: z.union([z.literal(''), z.string().trim().max(aiBaseUrlMax).regex(aiBaseUrlPattern)]),
    model: z.union([z.literal(''), textSchema(aiModelRule)]),
    apiKey: z.string().max(500).nullable().optional(),
  }))();
export type AiConfigBody = z.input<typeof aiConfigBody>;

/**
 * Tasks of the assistant, each a starting button on `/ai/index`. A task declares the rule it needs
 * (the screen its result opens in) and each piece of the brand's data it sends with the rule that
 * reads it: the server sends a piece only to a member whose role holds that rule, and the page lists
 * what will be sent. A task whose module is not set up yet (`ready: false`) shows disabled.
 */
export const aiTaskIds = [
  'sms-template',
  'email-template',
  'article',
  'followup-summary',
  'portrait',
] as const;
export type AiTaskId = (typeof aiTaskIds)[number];

/** Pieces of data a task may send the provider; each module adds its own. */
export const aiSourceIds = [
  'brandTitle',
  'smsRules',
  'smsTemplates',
  'smsSignName',
  'emailRules',
  'emailTemplates',
  /** The customer named in the context, with its follow-up timeline (only a customer the member may see). */
  'customerTimeline',
  /** The portrait's figures over the customers the member may see. */
  'customerPortrait',
  /** What an article draft is: the editor's fields and the body's plain-text format. */
  'articleRules',
  /** The names of the brand's article categories (the editor's picker), to suggest one. */
  'articleNodes',
  /** The titles of the brand's latest articles (the article list), to match their tone and not repeat them. */
  'articleTitles',
] as const;
export type AiSourceId = (typeof aiSourceIds)[number];

export interface AiSource {
  id: AiSourceId;
  /** The rule that reads it; null for what the task itself states (the rules of a format). */
  rule: RuleKey | null;
}

export type AiModule = 'notify' | 'content' | 'customers';

export interface AiTaskInfo {
  /** The rule the task needs: the screen where its result opens. */
  rule: RuleKey;
  /**
   * Further rules the result's editor needs when `rule` does not bring them: a route that is not an
   * ancestor of `rule` in the rule tree, a picker the form cannot be saved without.
   */
  needs?: RuleKey[];
  module: AiModule;
  /** False until the module that brings the task's data and editor is set up. */
  ready: boolean;
  /** Where the result opens for review, and the id of the form it fills (its draft, see the form machine). */
  opens: { route: string; formId: string } | null;
  sources: AiSource[];
}

export const aiTasks: Record<AiTaskId, AiTaskInfo> = {
  'sms-template': {
    rule: smsTemplateRule.templateadd,
    module: 'notify',
    ready: true,
    opens: { route: '/notify/sms/template', formId: 'sms-template:new' },
    sources: [
      { id: 'brandTitle', rule: null },
      { id: 'smsRules', rule: null },
      { id: 'smsTemplates', rule: smsTemplateRule.templatelist },
      { id: 'smsSignName', rule: smsRule.configdetail },
    ],
  },
  'email-template': {
    rule: emailRule.template_add,
    module: 'notify',
    ready: true,
    opens: { route: '/notify/email/list', formId: 'email-template:new' },
    sources: [
      { id: 'brandTitle', rule: null },
      { id: 'emailRules', rule: null },
      { id: 'emailTemplates', rule: emailRule.template_list },
    ],
  },
  // The draft opens in the article editor (its own route, not under the list's rules) and needs a
  // category from the picker before it can be saved.
  article: {
    rule: articleRule.add,
    needs: [platformScreenRule.articleEdit, articleRule.node_menu],
    module: 'content',
    ready: true,
    opens: { route: '/platform/article/edit', formId: 'article:new' },
    sources: [
      { id: 'brandTitle', rule: null },
      { id: 'articleRules', rule: null },
      { id: 'articleNodes', rule: articleRule.node_menu },
      { id: 'articleTitles', rule: articleRule.list },
    ],
  },
  'followup-summary': {
    rule: 'crm/customer/list',
    module: 'customers',
    ready: true,
    opens: null,
    sources: [
      { id: 'brandTitle', rule: null },
      { id: 'customerTimeline', rule: 'crm/customer/follow_list' },
    ],
  },
  portrait: {
    rule: 'crm/customer/portrait',
    module: 'customers',
    ready: true,
    opens: null,
    sources: [
      { id: 'brandTitle', rule: null },
      { id: 'customerPortrait', rule: 'crm/customer/portrait' },
    ],
  },
};

/** Every rule a task needs: its own and what its editor needs besides. */
export const aiTaskRules = (task: AiTaskId): RuleKey[] => [
  aiTasks[task].rule,
  ...(aiTasks[task].needs ?? []),
];

export const aiArticleNotesMax = 2000;

/** What each task takes besides the conversation (a plain chat takes nothing). */
export const aiTaskContext = /* @__PURE__ */ (() => ({
  chat: z.strictObject({}),
  'sms-template': z.strictObject({ kind: z.enum(smsKinds).optional() }),
  'email-template': z.strictObject({}),
  // The article's title is what the draft is about: required, as the editor has it.
  article: z.strictObject({
    title: textSchema(articleTitleRule),
    notes: textSchema({ max: aiArticleNotesMax }).optional(),
  }),
  'followup-summary': z.strictObject({ customerId: idField }),
  portrait: z.strictObject({ customerId: idField.optional() }),
}))();

export const aiMaxMessages = 40;
export const aiMaxMessageChars = 6000;
export const aiMaxConversationChars = 60_000;

/**
 * `chat`: the conversation so far, the member's last message at the end. The server adds its own
 * instructions (a `system` message) with the data the task may send; a client cannot send one.
 */
export const aiChatBody = /* @__PURE__ */ (() =>
  z
    .strictObject({
      task: z.enum(aiTaskIds).optional(),
      messages: z
        .array(
          z.strictObject({
            role: z.enum(['user', 'assistant']),
            content: z.string().min(1).max(aiMaxMessageChars),
          }),
        )
        .min(1)
        .max(aiMaxMessages),
      context: z
        .unknown()
        .meta({
          type: ['object', 'null'],
          description:
            'What the task works from (a customer, an article’s title): see the rule of each task.',
        })
        .optional(),
    })
    .superRefine((b, ctx) => {
      if (b.messages.length > 0 && b.messages.at(-1)?.role !== 'user')
        ctx.addIssue({ code: 'custom', path: ['messages'], message: 'lastUser' });
      if (b.messages.reduce((n, m) => n + m.content.length, 0) > aiMaxConversationChars)
        ctx.addIssue({ code: 'custom', path: ['messages'], message: 'tooLong' });
      // A task that needs its context (a customer, an article's title) is refused by field without one.
      if (b.context === undefined && !b.task) return;
      const parsed = aiTaskContext[b.task ?? 'chat'].safeParse(b.context ?? {});
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          ctx.addIssue({ ...issue, path: ['context', ...issue.path] } as never);
    }))();
export type AiChatBody = z.input<typeof aiChatBody>;

export interface AiUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

/** One event of the chat's stream: text as it comes, then `done` (or `error` if it broke off). */
export type AiStreamEvent = { delta: string } | { done: true; usage: AiUsage | null } | { error: string };

/** A draft the assistant proposes for a form: the fields of the form it opens in, as text. */
export type AiDraft = Record<string, string>;
