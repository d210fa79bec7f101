import type { CustomerItem } from '../../../../contract/customer.ts';
import {
  type CustomerField,
  type CustomerFieldKey,
  customerFields,
} from '../../../../contract/customer-fields.ts';
import { type ListShow, listedFields, plainFieldValues } from '../../../../contract/entity-fields.ts';
import type { MessageKey } from '../../../i18n/i18n.ts';
import type { ListColumn } from '../../../ui/list-view.tsx';
import { NameCell } from '../../../ui/name-cell.tsx';
import styles from './customer.module.css';

/**
 * The customer lists' columns and name lines of the declared fields (contract/customer-fields.ts,
 * `list`): a list screen iterates these rather than spelling a field.
 */
const columnFields = listedFields(customerFields, 'column');
const underNameFields = listedFields(customerFields, 'underName');
type ColumnField = (typeof columnFields)[number];
type ColumnShow = Extract<ListShow, { as: 'column' }>;
type Translate = (key: MessageKey) => string;

/** A declared field's header: its label, as the form and the drawer name it. */
export const columnLabelKey = (key: CustomerFieldKey): MessageKey => `cust.${key}`;

/** The keys of the declared fields the lists show as columns. */
export type DeclaredColumn = ColumnField['key'];
const columnFieldOf = plainFieldValues(columnFields, (f) => f);

/** Whether a customer list column is a declared field's. */
export function isDeclaredColumn(key: string): key is DeclaredColumn {
  return Object.hasOwn(columnFieldOf, key);
}

/** A declared field's column by its key. */
export function declaredColumnOf(key: DeclaredColumn, t: Translate, dash: string): ListColumn<CustomerItem> {
  return declaredColumn(columnFieldOf[key], t, dash);
}

/** A declared field's column: its label over it, its value (or the dash) in each row. */
export function declaredColumn(f: ColumnField, t: Translate, dash: string): ListColumn<CustomerItem> {
  // Read as the shape declares it: a field's own entry may leave the width out.
  const list: ColumnShow = f.list;
  return {
    id: f.key,
    title: t(columnLabelKey(f.key)),
    render: (c) => c[f.key] || dash,
    ...(list.width === undefined ? {} : { width: list.width }),
    ...(list.lines === undefined ? {} : { lines: list.lines }),
  };
}

/** The declared columns at a place that a list without a column chooser shows: the `default` ones. */
export function defaultColumnsAt(
  place: CustomerField['place'],
  t: Translate,
  dash: string,
): ListColumn<CustomerItem>[] {
  return columnFields
    .filter((f) => f.place === place && f.list.shown === 'default')
    .map((f) => declaredColumn(f, t, dash));
}

/** A customer's name with the declared lines under it (the job title). */
export function CustomerNameCell({ customer }: { customer: CustomerItem }) {
  return (
    <NameCell
      name={customer.name}
      className={styles.nameCell}
      lines={underNameFields.map((f) => ({ key: f.key, text: customer[f.key] }))}
    />
  );
}
