import type { AiDraft } from './ai.ts';
import { emailBodyMaxChars, emailSubjectRule, emailTemplateNameRule } from './email.ts';
import { smsSegments } from './notify-text.ts';
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

const smsName = /^[A-Za-z_][A-Za-z0-9_]{0,31}$/;

/** An SMS template draft (`title`, `kind`, `content`) against the SMS template form's rules. */
export function checkSmsDraft(draft: AiDraft): DraftProblem[] {
  const out: DraftProblem[] = [];
  text(draft, 'title', smsTemplateTitleRule, out);
  const kind = (draft.kind ?? '').trim();
  if (kind && !smsKinds.some((k) => k === kind))
    out.push({ field: 'kind', problem: 'badChoice', value: kind });
  const content = text(draft, 'content', smsTemplateContentRule, out);
  // Braces that do not make a variable would reach the phone as they are.
  for (const m of content.matchAll(/\{([^{}]*)\}/g)) {
    const name = m[1] ?? '';
    if (!smsName.test(name)) out.push({ field: 'content', problem: 'badVariable', name });
  }
  if (content && smsSegments(content) > 1)
    out.push({ field: 'content', problem: 'segments', n: smsSegments(content) });
  return out;
}

const emailName = /^\s*[A-Za-z_][A-Za-z0-9_.]{0,63}\s*$/;

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
    for (const m of value.matchAll(/\{\{\{?([^{}]*)\}?\}\}/g)) {
      const name = m[1] ?? '';
      if (!emailName.test(name)) out.push({ field, problem: 'badVariable', name });
    }
  }
  return out;
}

/** Problems that keep a draft from being saved as it is (the segment count is only a note). */
export function blocking(problems: readonly DraftProblem[]): DraftProblem[] {
  return problems.filter((p) => p.problem !== 'segments');
}
