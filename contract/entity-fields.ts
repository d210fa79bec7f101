import type { TextRule } from './field-rules.ts';

/**
 * What every entity's declaration of its plain fields has (contract/agent-fields.ts): a key, the text
 * rule both sides check (the zod schema is built from it) and the place among the written-out fields
 * where it sits, so the bodies, answers and screens keep one order. Plain objects, no zod: the
 * console imports this.
 */
export interface PlainFieldSpec {
  readonly key: string;
  readonly rule: TextRule;
  readonly place: string;
}

/**
 * A declared field with the control a form takes it with, both of the entity's own kinds: an entity
 * whose fields need nothing more declares its spec as one of these (contract/product-fields.ts).
 */
export interface FormFieldSpec<C extends string, P extends string> extends PlainFieldSpec {
  readonly control: C;
  readonly place: P;
}

/** The declared fields of one place, in declaration order. */
export function plainFieldsAt<F extends PlainFieldSpec, P extends F['place']>(
  fields: readonly F[],
  place: P,
): Extract<F, { place: P }>[] {
  return fields.filter((f): f is Extract<F, { place: P }> => f.place === place);
}

/**
 * One value per field of `fields`, in their order, made by `value` (a body's schemas, an answer's
 * values, a row's columns).
 */
export function plainFieldValues<F extends PlainFieldSpec, V>(
  fields: readonly F[],
  value: (f: F) => V,
): Record<F['key'], V> {
  const out: Record<string, V> = {};
  for (const f of fields) out[f.key] = value(f);
  if (!hasEvery(out, fields)) throw new Error('a declared field without a value');
  return out;
}

function hasEvery<F extends PlainFieldSpec, V>(
  o: Record<string, V>,
  fields: readonly F[],
): o is Record<F['key'], V> {
  return fields.every((f) => f.key in o);
}

/**
 * How an entity's lists show a declared field: its own column (headed by the field's label, its
 * key under the entity's label prefix), shown until the member chooses (`default`) or offered by
 * the column chooser only (`optional`); or a second line under the row's name. A list shows what
 * its rows answer, so a field the lists show is in every list row's answer too.
 */
export type ListShow =
  | {
      readonly as: 'column';
      readonly shown: 'default' | 'optional';
      readonly width?: number;
      /** A long text (a company's name) that gives way on up to this many lines (`ListColumn.lines`). */
      readonly lines?: number;
    }
  | { readonly as: 'underName' };

/** A declared field the entity's lists show. */
export interface ListedFieldSpec extends PlainFieldSpec {
  readonly list: ListShow | null;
}

/** The declared fields the lists show as `as` (a column, or a line under the name), in declaration order. */
export function listedFields<F extends ListedFieldSpec, A extends ListShow['as']>(
  fields: readonly F[],
  as: A,
): Extract<F, { list: { as: A } }>[] {
  return fields.filter((f): f is Extract<F, { list: { as: A } }> => f.list?.as === as);
}
