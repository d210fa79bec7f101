import type { PlainFieldSpec } from '../../contract/entity-fields.ts';
import { plainFieldValues } from '../../contract/entity-fields.ts';
import type { FieldRules } from './form-check.ts';
import type { FormObject } from './form-serialiser.ts';
import { textOf } from './form-value.ts';

/**
 * A form's side of an entity's declared plain fields (contract/entity-fields.ts): their rules, their
 * values in and out. Each module's `<entity>-fields.tsx` names its own labels and answer type.
 */

/** The declared fields' form rules, the server's own, each labelled as the form shows it. */
export function plainFieldRules<F extends PlainFieldSpec>(
  fields: readonly F[],
  label: (key: F['key']) => string,
): FieldRules {
  return Object.fromEntries(fields.map((f) => [f.key, { ...f.rule, label: label(f.key) }]));
}

/** The declared fields' form values: an answer's, or empty ones for a new row. */
export function plainFieldForm<F extends PlainFieldSpec>(
  fields: readonly F[],
  answer?: Record<F['key'], string>,
): FormObject {
  return Object.fromEntries(fields.map((f) => [f.key, answer ? answer[f.key as F['key']] : '']));
}

/** The declared fields of a submitted form, trimmed. */
export function plainFieldsOf<F extends PlainFieldSpec>(
  fields: readonly F[],
  v: FormObject,
): Record<F['key'], string> {
  return plainFieldValues(fields, (f) => textOf(v[f.key]));
}
