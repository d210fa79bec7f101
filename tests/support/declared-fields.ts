import type { PlainFieldSpec } from '../../contract/entity-fields.ts';
import type { TextRule } from '../../contract/field-rules.ts';

/**
 * Values for an entity's declared plain fields (contract/entity-fields.ts) in a test that walks every
 * declared field through its calls, so a new field is tested by being declared.
 */

/** A good value of a field, different per `n`, within its rule (an e-mail field: an address). */
export function sampleOf(f: PlainFieldSpec, n: number): string {
  const rule: TextRule = f.rule;
  if (rule.format === 'email') return `${f.key}${n}@example.com`;
  if (rule.format !== undefined) throw new Error(`no sample of the ${rule.format} format`);
  return `${f.key}${n}`.slice(0, rule.max ?? 20);
}

/** One good value per declared field, different per `n`. */
export function samplesOf(fields: readonly PlainFieldSpec[], n: number): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.key, sampleOf(f, n)]));
}

/** Every declared field empty, as a body clears them. */
export function clearedOf(fields: readonly PlainFieldSpec[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.key, '']));
}

/** A value one character past the field's length (a field without one: a value no rule takes). */
export function tooLongOf(f: PlainFieldSpec): string {
  const rule: TextRule = f.rule;
  return 'x'.repeat((rule.max ?? 100_000) + 1);
}
