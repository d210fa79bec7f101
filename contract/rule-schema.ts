import { z } from 'zod';
import { type DecimalRule, decimalProblem, normalizeDecimal } from './decimal.ts';
import { formatPatterns, type TextRule } from './field-rules.ts';

/**
 * The zod string of a shared rule (field-rules.ts): the checks the console runs before sending. An
 * optional field with a format or a minimum also takes an empty text (spaces only, unless `raw`),
 * which clears it, as the console's check lets it through.
 */
export function textSchema(rule: TextRule): z.ZodType<string, string> {
  const text = () => (rule.raw ? z.string() : z.string().trim());
  let s = text();
  const min = rule.required ? Math.max(1, rule.min ?? 1) : rule.min;
  if (min !== undefined) s = s.min(min);
  if (rule.max !== undefined) s = s.max(rule.max);
  if (rule.format !== undefined) s = s.regex(formatPatterns[rule.format]);
  if (rule.required || (rule.min === undefined && rule.format === undefined)) return s;
  return text().pipe(z.union([z.literal(''), s]));
}

/**
 * The zod string of a decimal amount (decimal.ts): the same checks as the console's, answered in the
 * canonical form ("12.5" → "12.50"). An optional amount left empty is `null`. A refusal is a custom
 * issue whose message names the problem (`decimal.format`, `decimal.places`, `decimal.range`) and
 * whose params carry the rule, so the server words it like the console does.
 */
export function decimalSchema(rule: DecimalRule): z.ZodType<string | null, string> {
  const places = rule.places > 0 ? `(\\.[0-9]{1,${rule.places}})?` : '';
  return z
    .string()
    .trim()
    .meta({
      // The range is the one rule JSON Schema cannot hold of a decimal written as text.
      pattern: rule.required ? `^[0-9]+${places}$` : `^([0-9]+${places})?$`,
      description: `A decimal amount as text, at most ${rule.places} places, from ${rule.min} to ${rule.max}${rule.required ? '' : '; empty for none'}.`,
      examples: [
        Number(rule.min) <= 12.5 && Number(rule.max) >= 12.5 ? (12.5).toFixed(rule.places) : rule.min,
      ],
    })
    .superRefine((v, ctx) => {
      if (v === '') {
        if (rule.required) ctx.addIssue({ code: 'custom', message: 'required' });
        return;
      }
      const problem = decimalProblem(v, rule);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          message: `decimal.${problem}`,
          params: { places: rule.places, min: rule.min, max: rule.max },
        });
    })
    .transform((v) => (v === '' ? null : normalizeDecimal(v, rule.places)));
}
