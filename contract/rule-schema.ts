import { z } from 'zod';
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
