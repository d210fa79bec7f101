import type { AiDraft } from './ai.ts';
import { articleSummaryRule, articleTitleRule } from './article.ts';
import { emailBodyMaxChars, emailSubjectRule, emailTemplateNameRule } from './email.ts';
import { emailBraceProblem, smsBraceProblem, smsSegments } from './notify-text.ts';
import { smsKinds, smsTemplateContentRule, smsTemplateTitleRule } from './sms.ts';

/**
 * The assistant's drafts: found in its answer (the last ```json block) and checked against the rules of
 * the form they open in, the same rules the form and the server apply (contract/sms.ts,
 * contract/notify-text.ts, contract/email.ts). Plain functions, no zod: the console imports them.
 */

export type DraftProblem =
  | { field: string; problem: 'required' }
  | { field: string; problem: 'tooLong'; max: number; n: number }
  | { field: string; problem: 'badVariable'; name: string }
  | { field: string; problem: 'badChoice'; value: string }
  /** Not a refusal: an SMS longer than 70 characters goes out in several parts, each billed. */
  | { field: string; problem: 'segments'; n: number };

/** The last fenced JSON object of an answer, its string fields only; null when there is none. */
export function parseDraft(text: string): AiDraft | null {
  const blocks = [...text.matchAll(/```(?:json)?\s*\n([\s\S]*?)```/g)];
  for (const block of blocks.reverse()) {
    try {
      const value: unknown = JSON.parse(block[1] ?? '');
      if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
      const draft: AiDraft = {};
      for (const [k, v] of Object.entries(value)) {
        if (typeof v === 'string') draft[k] = v;
        else if (typeof v === 'number') draft[k] = String(v);
      }
      if (Object.keys(draft).length > 0) return draft;
    } catch {
      // Not JSON (an example in prose): look at the block before it.
    }
  }
  return null;
}

const length = (s: string) => [...s].length;

function text(
  draft: AiDraft,
  field: string,
  rule: { required?: boolean; max?: number },
  out: DraftProblem[],
): string {
  const value = (draft[field] ?? '').trim();
  if (rule.required && value === '') out.push({ field, problem: 'required' });
  else if (rule.max !== undefined && length(value) > rule.max)
    out.push({ field, problem: 'tooLong', max: rule.max, n: length(value) });
  return value;
}

/** An SMS template draft (`title`, `kind`, `content`) against the SMS template form's rules. */
export function checkSmsDraft(draft: AiDraft): DraftProblem[] {
  const out: DraftProblem[] = [];
  text(draft, 'title', smsTemplateTitleRule, out);
  const kind = (draft.kind ?? '').trim();
  if (kind && !smsKinds.some((k) => k === kind))
    out.push({ field: 'kind', problem: 'badChoice', value: kind });
  const content = text(draft, 'content', smsTemplateContentRule, out);
  // Braces that do not make a variable would reach the phone as they are.
  const piece = smsBraceProblem(content);
  if (piece !== null) out.push({ field: 'content', problem: 'badVariable', name: piece });
  if (content && smsSegments(content) > 1)
    out.push({ field: 'content', problem: 'segments', n: smsSegments(content) });
  return out;
}

/** An e-mail template draft (`name`, `subject`, `body`) against the e-mail template form's rules. */
export function checkEmailDraft(draft: AiDraft): DraftProblem[] {
  const out: DraftProblem[] = [];
  text(draft, 'name', emailTemplateNameRule, out);
  const subject = text(draft, 'subject', emailSubjectRule, out);
  const body = text(draft, 'body', { required: true, max: emailBodyMaxChars }, out);
  for (const [field, value] of [
    ['subject', subject],
    ['body', body],
  ] as const) {
    const piece = emailBraceProblem(value);
    if (piece !== null) out.push({ field, problem: 'badVariable', name: piece });
  }
  return out;
}

/**
 * An article draft's body as the assistant writes it (plain text): ample for an article, and as HTML
 * well below the editor's limit (contract/platform.ts `richTextMaxChars`).
 */
export const articleBodyMaxChars = 20_000;

/** An article draft (`title`, `summary`, `body` as plain text, `category` a name) against the editor's rules. */
export function checkArticleDraft(draft: AiDraft): DraftProblem[] {
  const out: DraftProblem[] = [];
  text(draft, 'title', articleTitleRule, out);
  text(draft, 'summary', articleSummaryRule, out);
  text(draft, 'body', { required: true, max: articleBodyMaxChars }, out);
  return out;
}

// Text only ever lands in element content (no attribute is written), where &, < and > are what matter.
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Only **bold** is taken from the markdown a model may write; everything else stays text.
const inline = (s: string) => escapeHtml(s).replace(/\*\*(?=\S)(.+?)\*\*/g, '<strong>$1</strong>');

const bullet = /^[-*•]\s+/;
const numbered = /^\d{1,3}[.)、]\s*/;
const quoted = /^>\s?/;

/**
 * The body of an article draft (plain text, a little markdown) as the editor's rich text: every
 * character escaped first, so nothing the model writes becomes markup; then a blank line ends a
 * paragraph, a line break inside one is kept (`<br>`), `## ` lines are subheadings (h2 to h4, the
 * title is the page's h1), `- ` and `1. ` lines are lists, `> ` lines a quotation, `**x**` bold.
 * Only tags of the editor's toolbar come out, all on the server's allowlist, which sanitises again on save.
 */
export function articleBodyHtml(body: string): string {
  const out: string[] = [];
  let group: { kind: 'p' | 'ul' | 'ol' | 'blockquote'; lines: string[] } | null = null;
  const flush = () => {
    if (!group) return;
    const { kind, lines } = group;
    if (kind === 'p') out.push(`<p>${lines.map(inline).join('<br>')}</p>`);
    else if (kind === 'blockquote')
      out.push(`<blockquote><p>${lines.map(inline).join('<br>')}</p></blockquote>`);
    else out.push(`<${kind}>${lines.map((l) => `<li><p>${inline(l)}</p></li>`).join('')}</${kind}>`);
    group = null;
  };
  const add = (kind: 'p' | 'ul' | 'ol' | 'blockquote', line: string) => {
    if (group?.kind !== kind) flush();
    group ??= { kind, lines: [] };
    group.lines.push(line);
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.+)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      const level = Math.min(4, Math.max(2, (heading[1] ?? '').length));
      out.push(`<h${level}>${inline((heading[2] ?? '').replace(/\s*#+$/, ''))}</h${level}>`);
    } else if (bullet.test(line)) add('ul', line.replace(bullet, ''));
    else if (numbered.test(line)) add('ol', line.replace(numbered, ''));
    else if (quoted.test(line)) add('blockquote', line.replace(quoted, ''));
    else add('p', line);
  }
  flush();
  return out.join('');
}

/** Problems that keep a draft from being saved as it is (the segment count is only a note). */
export function blocking(problems: readonly DraftProblem[]): DraftProblem[] {
  return problems.filter((p) => p.problem !== 'segments');
}
