import { crmProductPaths } from '../../../contract/crm-product.ts';
import { productFields } from '../../../contract/product-fields.ts';
import { walkDeclaredFields } from '../../../tests/support/declared-fields.ts';

// Every declared product field (contract/product-fields.ts) through add, detail, the list's rows,
// update, an update of the name, clear and a too-long value.
walkDeclaredFields({
  name: 'product',
  fields: productFields,
  paths: crmProductPaths,
  required: (n) => ({ kind: 'service', title: `字段服务${n}`, price: '88.00' }),
  listBody: (n) => ({ kind: 'service', keyword: `字段服务${n}` }),
  other: { title: '字段服务改' },
});
