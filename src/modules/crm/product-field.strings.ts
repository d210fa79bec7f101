import type { ProductFieldKey } from '../../../contract/product-fields.ts';

type Words<K extends string> = { 'zh-CN': Record<K, string>; en: Record<K, string> };

/**
 * The labels of the product's declared fields (contract/product-fields.ts) in the catalogue form, in
 * each language. A new field's words are added here only (a missing one fails the typecheck);
 * crm.strings.ts spreads them.
 */
export const productFieldLabels = {
  'zh-CN': {
    'crm.product.unit': '单位',
  },
  en: {
    'crm.product.unit': 'Unit',
  },
} satisfies Words<`crm.product.${ProductFieldKey}`>;
