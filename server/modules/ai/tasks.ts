import { type AiSource, type AiSourceId, type AiTaskId, aiTasks } from '../../../contract/ai.ts';
import { articleBodyMaxChars } from '../../../contract/ai-draft.ts';
import { articleSummaryRule, articleTitleRule } from '../../../contract/article.ts';
import { emailBodyMaxChars, emailSubjectRule, emailTemplateNameRule } from '../../../contract/email.ts';
import type { Locale } from '../../../contract/envelope.ts';
import { smsKinds, smsTemplateContentRule, smsTemplateTitleRule } from '../../../contract/sms.ts';
import type { Db } from '../../db/client.ts';
import type { Holds } from '../../kit/grants.ts';
import {
  type CustomerViewer,
  customerPoolLabel,
  portraitOf,
  visibleCustomerTimeline,
} from '../crm/crm.public.ts';
import { latestEmailTemplates, latestSmsTemplates, smsConfigOf } from '../notify/notify.public.ts';
import { articleCategories, indexTree, latestArticleTitles } from '../platform/platform.public.ts';

/**
 * What the assistant is told (the `system` message) for a task: what to write, the rules it must
 * keep, and the brand's data the task may send. Each piece of data is read only when the member's
 * role holds its rule (contract/ai.ts `sources`); the rest of the brand never leaves the server.
 * A module adds its task's sources here (a reader per source id) and its instructions below.
 */

export interface PromptFacts {
  brandId: number;
  brandTitle: string;
  locale: Locale;
  /** Whose customers the member may see (server/modules/crm/customer-scope.ts): the customer sources read through it. */
  viewer: CustomerViewer;
}

type SourceReader = (db: Db, facts: PromptFacts, context: Record<string, unknown>) => Promise<string | null>;

/** The timeline's last events a summary reads: enough for months of follow-ups, bounded for the prompt. */
const timelineEvents = 40;

const slice = (list: { label: string; count: number }[]) =>
  list.map((s) => `${s.label || '-'} ${s.count}`).join(', ') || '-';

const recent = 10;

const str = (v: unknown) => (typeof v === 'string' ? v : '');

const readers: Record<AiSourceId, SourceReader> = {
  brandTitle: async (_db, f) => `The brand: ${f.brandTitle}`,
  smsRules: async () =>
    [
      'SMS template rules (the form refuses anything else):',
      `- title: at most ${smsTemplateTitleRule.max} characters`,
      `- kind: one of ${smsKinds.join(', ')} (code = verification codes, notice = service notices, marketing = promotions)`,
      `- content: at most ${smsTemplateContentRule.max} characters; up to 70 characters is one message, longer texts go in parts of 67, the sign name counts too`,
      '- variables are written {name}: letters, digits and _ only, starting with a letter or _ (e.g. {code}, {name}); no other braces',
      '- no links to other sites, no sign name inside the text (the provider adds it)',
    ].join('\n'),
  smsTemplates: async (db, f) => {
    const rows = await latestSmsTemplates(db, f.brandId, recent);
    if (rows.length === 0) return null;
    return [
      "The brand's latest SMS templates (match their tone):",
      ...rows.map((r) => `- ${r.title} (${r.kind}): ${r.content}`),
    ].join('\n');
  },
  smsSignName: async (db, f) => {
    const { signName } = await smsConfigOf(db, f.brandId);
    return signName
      ? `The SMS sign name (added by the provider, counts in the length): 【${signName}】`
      : null;
  },
  emailRules: async () =>
    [
      'E-mail template rules (the form refuses anything else):',
      `- name: at most ${emailTemplateNameRule.max} characters`,
      `- subject: at most ${emailSubjectRule.max} characters`,
      `- body: HTML, at most ${emailBodyMaxChars} characters, only p, h1-h4, strong, em, u, s, ul, ol, li, blockquote, a (http/https/mailto) and img from https; no style attributes, no scripts`,
      '- variables are written {{name}}: letters, digits, _ and . only (e.g. {{name}}, {{order.no}})',
    ].join('\n'),
  emailTemplates: async (db, f) => {
    const rows = await latestEmailTemplates(db, f.brandId, recent);
    if (rows.length === 0) return null;
    return [
      "The brand's latest e-mail templates (name: subject):",
      ...rows.map((r) => `- ${r.name}: ${r.subject}`),
    ].join('\n');
  },
  customerTimeline: async (db, f, context) => {
    const id = typeof context.customerId === 'number' ? context.customerId : 0;
    // A customer the member may not see is "not found", as on the customer screens: nothing is sent.
    const { customer, events } = await visibleCustomerTimeline(db, f.viewer, id, timelineEvents);
    return [
      `The customer: ${customer.name}${customer.company ? ` (${customer.company})` : ''}, stage ${customer.stage}, level ${customer.level ?? '-'}, next follow-up ${customer.nextFollowAt?.toISOString() ?? 'none'}`,
      `Their timeline, newest first (at most ${timelineEvents} events):`,
      ...events.map(
        (e) =>
          `- ${e.createdAt.toISOString()} ${e.kind}: ${e.content || '-'}${e.nextAt ? ` (next: ${e.nextAt.toISOString()})` : ''}`,
      ),
    ].join('\n');
  },
  customerPortrait: async (db, f) => {
    const p = await portraitOf(db, f.viewer, { match: 'all' }, new Date(), customerPoolLabel(f.locale));
    return [
      `The customer portrait over the ${p.total} customers this member may see:`,
      `- by stage: ${slice(p.byStage)}`,
      `- by level: ${slice(p.byLevel)}`,
      `- by source: ${slice(p.bySource)}`,
      `- by tag: ${slice(p.byTag)}`,
      `- by province: ${slice(p.byProvince)}`,
      `- by owner: ${slice(p.byOwner)}`,
      `- weekly (week: new customers / follow-ups): ${p.weekly.map((w) => `${w.week}: ${w.newCustomers}/${w.follows}`).join(', ')}`,
    ].join('\n');
  },
  articleRules: async () =>
    [
      'Article rules (the editor refuses anything else):',
      `- title: at most ${articleTitleRule.max} characters`,
      `- summary: one or two sentences, at most ${articleSummaryRule.max} characters`,
      `- body: plain text, at most ${articleBodyMaxChars} characters; paragraphs separated by a blank line; a subheading is a line starting "## "; list items are lines starting "- " or "1. "; **bold** for emphasis; no HTML, no images, no links you were not given`,
      '- category: the name of one of the categories below, or "" if none fits',
    ].join('\n'),
  articleNodes: async (db, f) => {
    const rows = await articleCategories(db, f.brandId);
    if (rows.length === 0) return null;
    const tree = indexTree(rows);
    return [
      "The brand's article categories (suggest one by its name):",
      ...tree.ordered.map((r) => `${'  '.repeat(tree.level(r.id) - 1)}- ${r.title}`),
    ].join('\n');
  },
  articleTitles: async (db, f) => {
    const rows = await latestArticleTitles(db, f.brandId, recent);
    if (rows.length === 0) return null;
    return [
      "The brand's latest article titles (match their tone, do not repeat them):",
      ...rows.map((r) => `- ${r.title}`),
    ].join('\n');
  },
};

const instructions: Partial<Record<AiTaskId | 'chat', (context: Record<string, unknown>) => string>> = {
  chat: () =>
    'Help the brand manager with their work in the console. You have no other data of the brand than what is written here; say so when asked for more.',
  'sms-template': (context) =>
    [
      'Draft one SMS template for the brand manager to review.',
      typeof context.kind === 'string' ? `Its kind: ${context.kind}.` : '',
      'First say in one or two sentences what you chose, then give the draft as a JSON code block:',
      '```json\n{"title": "...", "kind": "notice", "content": "..."}\n```',
      'Keep to the SMS template rules below; the manager saves it, you never send anything.',
    ]
      .filter(Boolean)
      .join('\n'),
  'email-template': () =>
    [
      'Draft one e-mail template for the brand manager to review.',
      'First say in one or two sentences what you chose, then give the draft as a JSON code block:',
      '```json\n{"name": "...", "subject": "...", "body": "<p>...</p>"}\n```',
      'Keep to the e-mail template rules below; the manager saves it, you never send anything.',
    ].join('\n'),
  article: (context) =>
    [
      'Write a first draft of one article for the brand manager to review.',
      `Its title (keep it, or improve it only slightly): ${str(context.title)}`,
      str(context.notes)
        ? `The manager's notes (what the article must say; keep to them and do not invent facts, figures or quotes):\n${str(context.notes)}`
        : 'The manager gave no notes: keep to general statements and invent no facts, figures or quotes.',
      'First say in one or two sentences what you wrote, then give the draft as a JSON code block:',
      '```json\n{"title": "...", "summary": "...", "category": "...", "body": "First paragraph.\\n\\nSecond paragraph."}\n```',
      'Keep to the article rules below; the manager edits and saves it, you never publish anything.',
    ].join('\n'),
  'followup-summary': () =>
    [
      "Summarise the customer's follow-ups below for the brand manager: where things stand, what was promised, and the next step.",
      'Keep to what the timeline says; if no timeline is given, say you were not given it.',
    ].join('\n'),
  portrait: () =>
    [
      'Explain the customer portrait figures below to the brand manager in plain words: what stands out and what they might do about it.',
      'Use only these figures; if none are given, say you were not given them.',
    ].join('\n'),
};

/** The sources of a task (or of a plain chat) that the member's role may read. */
export function allowedSources(task: AiTaskId | undefined, holds: Holds): AiSource[] {
  const sources: AiSource[] = task ? aiTasks[task].sources : [{ id: 'brandTitle', rule: null }];
  return sources.filter((s) => s.rule === null || holds(s.rule));
}

/** The `system` message of a call: the task's instructions and the data it may send, nothing more. */
export async function systemPrompt(
  db: Db,
  task: AiTaskId | undefined,
  context: Record<string, unknown>,
  holds: Holds,
  facts: PromptFacts,
): Promise<string> {
  const parts = [
    'You are the assistant of Brand Console, the back office of a brand.',
    // The test double reads this line to know what to answer; providers read it as part of the brief.
    `Task: ${task ?? 'chat'}`,
    facts.locale === 'en' ? 'Answer in English.' : 'Answer in Simplified Chinese (zh-CN).',
    instructions[task ?? 'chat']?.(context) ?? '',
  ];
  for (const source of allowedSources(task, holds)) {
    const text = await readers[source.id](db, facts, context);
    if (text) parts.push(text);
  }
  return parts.filter(Boolean).join('\n\n');
}
