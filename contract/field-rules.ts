/**
 * One definition of each input rule. The server's zod schemas are built from these objects
 * (`textSchema` in rule-schema.ts) and the console's form checks read the same objects
 * (src/lib/form-check.ts), so the browser refuses exactly what the server would, before sending.
 * Plain objects and patterns, no zod: the console imports this file without downloading zod.
 */

/** Named formats of text fields, each one pattern for both sides. */
export const formatPatterns = {
  /** Letters, digits and `_`. */
  userName: /^[A-Za-z0-9_]+$/,
  /** docs/spec.md §5: mainland mobile number, 11 digits, 1 then 3-9. */
  mobile: /^1[3-9]\d{9}$/,
  /** zod's "practical" e-mail pattern, which the server used before the rules were shared. */
  email:
    /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/,
  /** A number to call: mainland mobile, landline (`0755-12345678`, extension optional) or 400/800. */
  phone: /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?|[48]00-?\d{3}-?\d{4})$/,
  /** ICP filing number: `粤ICP备12345678号` with an optional `-1`. */
  icp: /^[\u4e00-\u9fa5]ICP[备证]\d{6,10}号(-\d{1,3})?$/,
  /** Public security filing: `京公网安备11010502030143号`. */
  policeRecord: /^[\u4e00-\u9fa5]公网安备\s?\d{10,16}号$/,
} as const;
export type TextFormat = keyof typeof formatPatterns;

/**
 * A mobile as people type or paste it (`+86 137-0000-0001`): spaces, dashes and a leading +86 taken
 * away. The console's forms, the import and the sends read a mobile through it before its pattern.
 */
export function normalizeMobile(raw: string): string {
  return halfWidth(raw)
    .replace(/[\s-]/g, '')
    .replace(/^\+?86(?=1\d{10}$)/, '');
}

/**
 * Digits and the signs of a number typed in full width (`１２９．５`, `＋８６`), as a Chinese input method
 * may give them, in their ASCII form. Numbers and mobiles are read through it before their pattern.
 */
export function halfWidth(text: string): string {
  return text.replace(/[０-９．＋－]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

export interface TextRule {
  /** Must not be empty. */
  readonly required?: boolean;
  /** Fewest characters (when given at all, for an optional field). */
  readonly min?: number;
  /** Most characters. */
  readonly max?: number;
  readonly format?: TextFormat;
  /** Taken as typed, spaces included (passwords); other text is trimmed before it is checked. */
  readonly raw?: boolean;
}

export const userNameRule = {
  required: true,
  min: 3,
  max: 32,
  format: 'userName',
} as const satisfies TextRule;
export const passwordRule = { required: true, min: 8, max: 64, raw: true } as const satisfies TextRule;
/** A password typed to prove who you are or to repeat a new one: anything the user has, up to 128. */
export const enteredPasswordRule = { required: true, max: 128, raw: true } as const satisfies TextRule;
export const realNameRule = { max: 32 } as const satisfies TextRule;
export const mobileRule = { format: 'mobile' } as const satisfies TextRule;
export const emailRule = { max: 100, format: 'email' } as const satisfies TextRule;
export const roleTitleRule = { required: true, max: 32 } as const satisfies TextRule;
export const roleDescriptionRule = { max: 200 } as const satisfies TextRule;

/** The `{min}`/`{max}` of a rule for hints such as "3 to 32 characters". */
export function lengthOf(rule: TextRule): { min: number; max: number } {
  return { min: rule.min ?? 0, max: rule.max ?? 0 };
}
