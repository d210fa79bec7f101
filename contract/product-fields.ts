import type { FormFieldSpec } from './entity-fields.ts';

/**
 * The plain fields of a product or service (a text with nothing behind it), each declared once: the
 * add/update bodies, the answer (list rows and detail alike), the service's columns, add values and
 * changes, and the catalogue form iterate this list, so a new field is one entry here, its column
 * (server/modules/crm/crm.tables.ts) and its words (src/modules/crm/product-field.strings.ts: its
 * label is `crm.product.<key>`). Fields with more behind them stay written out where they are used:
 * the name and the code (searched; the code is unique in the brand), the prices (decimal amounts,
 * filtered and sorted), stock and duration (whole numbers, each of one kind only), cover and images
 * (the brand's library), the description (sanitised rich text), on sale and the order.
 * Plain objects, no zod: the console imports this.
 */

/**
 * How the form takes the value (one line or several), and where the field sits among the written-out
 * ones: `spec` after the prices in the bodies, after the code in the answer, beside the code in the form.
 */
export type ProductFieldSpec = FormFieldSpec<'text' | 'textarea', 'spec'>;

export const productFields = [
  { key: 'unit', rule: { max: 10 }, control: 'text', place: 'spec' },
] as const satisfies readonly ProductFieldSpec[];

export type ProductField = (typeof productFields)[number];
export type ProductFieldKey = ProductField['key'];
