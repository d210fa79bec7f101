import '../i18n/kit.ts';
import { type DecimalRule, decimalProblem, normalizeDecimal } from '../../contract/decimal.ts';
import { halfWidth, normalizeMobile } from '../../contract/field-rules.ts';
import { idCardProblem, normalizeIdCard } from '../../contract/id-card.ts';
import { getLocale, type MessageKey, t } from '../i18n/i18n.ts';
import type { FormObject, FormValue } from './form-serialiser.ts';
import { dateToUnixSeconds, type FormatName, formatChecks } from './format-checks.ts';

/**
 * What a field asks of its value: the attributes of docs/spec.md §5 (required, compare, format) and the
 * lengths the server checks. Spread a shared rule of contract/field-rules.ts into it, so the browser
 * checks what the server will: `{ ...userNameRule, label: t('adminUser.userName') }`.
 */
export interface FieldRule {
  required?: boolean;
  /** Fewest characters, when the field is not empty. */
  min?: number;
  /** Most characters. */
  max?: number;
  /** Lengths count the text as typed, spaces included (passwords); otherwise trimmed. */
  raw?: boolean;
  /** Name of the field this one must equal (a password confirmation). */
  compare?: string;
  format?: FormatName;
  /** An amount typed as text and sent as a decimal string (contract/decimal.ts): `{ decimal: moneyRule }`. */
  decimal?: DecimalRule;
  /**
   * A whole number from `min` to `max`, for a NumberField that keeps what was typed
   * (`commitBehavior="validate"`) so that a value out of range is said here rather than changed.
   */
  range?: { min: number; max: number };
  /** A citizen id card number (GB 11643, contract/id-card.ts): checked and sent upper-cased. */
  idCard?: boolean;
  /** Picked from a list rather than typed: a missing value reads "choose …", not "fill in …". */
  choice?: boolean;
  /** Label used in messages ("Mobile is required"). */
  label?: string;
  /**
   * A check that needs the other fields (a time asked for only when one option is chosen): answers
   * the message, or nothing when the value is good. Runs with the others, so one save shows them all.
   */
  check?: (values: FormObject) => string | undefined;
}

export type FieldRules = Record<string, FieldRule>;

export type FormCheckResult =
  | { ok: true; values: FormObject }
  | { ok: false; errors: Record<string, string>; message: string };

const formatMessageKey = {
  int: 'check.int',
  positiveInt: 'check.positiveInt',
  nonNegativeInt: 'check.nonNegativeInt',
  negativeInt: 'check.negativeInt',
  mobile: 'check.mobile',
  email: 'check.email',
  phone: 'check.phone',
  icp: 'check.icp',
  policeRecord: 'check.policeRecord',
  date: 'check.date',
  userName: 'check.userName',
} as const;

const numberFormats: ReadonlySet<FormatName> = new Set([
  'int',
  'positiveInt',
  'nonNegativeInt',
  'negativeInt',
]);

/**
 * A mobile is read as typed or pasted (`137 0000 0001`, `+86 …`, full-width digits), and a number or
 * an amount in half-width digits (`１２９．５` is 129.5): checked, then sent, in that form.
 */
function readAs(rule: FieldRule, text: string): string {
  if (rule.format === 'mobile') return normalizeMobile(text);
  return readsNumber(rule) ? halfWidth(text) : text;
}

function readsNumber(rule: FieldRule): boolean {
  return rule.decimal !== undefined || (rule.format !== undefined && numberFormats.has(rule.format));
}

function textOf(v: FormValue | undefined, raw = false): string {
  if (v === undefined || v === null) return '';
  if (Array.isArray(v)) return v.length ? 'x' : '';
  if (typeof v === 'object') return 'x';
  return raw ? String(v) : String(v).trim();
}

const latinEdge = /^[A-Za-z0-9]|[A-Za-z0-9]$/;

/**
 * A check's message. In Chinese a label in Latin letters ("Secret", "AccessKey ID") stands apart from
 * the words around it by a space, as the hand-written messages do ("请填写 Secret", not "请填写Secret").
 */
function said(key: MessageKey, params: Record<string, string | number>): string {
  if (getLocale() !== 'zh-CN') return t(key, params);
  const spaced = { ...params };
  for (const name of ['label', 'other'] as const) {
    const v = params[name];
    if (typeof v === 'string' && latinEdge.test(v))
      spaced[name] = `${/^[A-Za-z0-9]/.test(v) ? ' ' : ''}${v}${/[A-Za-z0-9]$/.test(v) ? ' ' : ''}`;
  }
  return t(key, spaced)
    .replace(/ {2,}/g, ' ')
    .replace(/ ([，。；：、）])/g, '$1')
    .trim();
}

/**
 * docs/spec.md §5 form check. Returns every failing field (the caller replaces its earlier marks with these,
 * so old marks are cleared first) or the values to send, with date fields turned into unix seconds.
 * On failure nothing is to be sent and the save is rejected with "form validation failed".
 */
export function checkForm(values: FormObject, rules: FieldRules): FormCheckResult {
  const errors: Record<string, string> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const text = readAs(rule, textOf(values[name], rule.raw));
    const label = rule.label ?? name;
    if (rule.required && text === '') {
      errors[name] = said(rule.choice ? 'check.choose' : 'check.required', { label });
      continue;
    }
    // Characters (code points), as the server's zod counts them.
    const length = [...text].length;
    if (text !== '' && rule.min !== undefined && length < rule.min) {
      errors[name] = said('check.minLength', { label, min: rule.min });
      continue;
    }
    if (rule.max !== undefined && length > rule.max) {
      errors[name] = said('check.maxLength', { label, max: rule.max });
      continue;
    }
    if (text !== '' && rule.format && !formatChecks[rule.format](text)) {
      errors[name] = said(formatMessageKey[rule.format], { label });
      continue;
    }
    const amount = text !== '' && rule.decimal ? decimalProblem(text, rule.decimal) : null;
    if (amount && rule.decimal) {
      const { min, max, places } = rule.decimal;
      errors[name] =
        amount === 'range'
          ? said('check.decimalRange', { label, min, max })
          : said('check.decimal', { label, places });
      continue;
    }
    if (text !== '' && rule.range) {
      const { min, max } = rule.range;
      const n = Number(text);
      if (!Number.isInteger(n) || n < min || n > max) {
        errors[name] = said('check.range', { label, min, max });
        continue;
      }
    }
    const idProblem = text !== '' && rule.idCard ? idCardProblem(text) : null;
    if (idProblem) {
      errors[name] = said(`check.idCard.${idProblem}`, { label });
      continue;
    }
    if (rule.compare !== undefined && text !== textOf(values[rule.compare], rule.raw)) {
      errors[name] = said('check.compare', { label, other: rules[rule.compare]?.label ?? rule.compare });
      continue;
    }
    const own = rule.check?.(values);
    if (own) errors[name] = own;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, message: t('form.invalid') };
  const out: FormObject = { ...values };
  for (const [name, rule] of Object.entries(rules)) {
    const v = out[name];
    if (rule.format === 'date' && typeof v === 'string' && v.trim() !== '') {
      out[name] = dateToUnixSeconds(v.trim());
    }
    if (rule.idCard && typeof v === 'string' && v.trim() !== '') out[name] = normalizeIdCard(v);
    // Sent as read: a mobile's digits, a number's half-width form; an amount as the server will store
    // it ("12.5" → "12.50"), so a saved form compares equal to its answer.
    if (typeof v === 'string' && rule.decimal && v.trim() !== '')
      out[name] = normalizeDecimal(readAs(rule, v), rule.decimal.places);
    else if (typeof v === 'string' && (rule.format === 'mobile' || readsNumber(rule)) && !rule.decimal)
      out[name] = readAs(rule, v.trim());
  }
  return { ok: true, values: out };
}

/** The error a rejected save carries: a failed form check, with the field messages. */
export class FormCheckError extends Error {
  override name = 'FormCheckError';
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string>,
  ) {
    super(message);
  }
}
