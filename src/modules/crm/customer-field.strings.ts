import type { CustomerFieldKey, CustomerImportedFieldKey } from '../../../contract/customer-fields.ts';

type Words<K extends string> = { 'zh-CN': Record<K, string>; en: Record<K, string> };

/**
 * The words of the customer's declared fields (contract/customer-fields.ts) in the console: each
 * one's label in the form and the drawer, and its name in the import dialog, in each language. A new
 * field's words are added here only (a missing one fails the typecheck); customer.strings.ts and
 * customer-import.strings.ts spread them.
 */
export const customerFieldLabels = {
  'zh-CN': {
    'cust.company': '公司',
    'cust.title': '职位',
    'cust.email': '邮箱',
    'cust.wechat': '微信',
    'cust.birthday': '生日',
    'cust.remark': '备注',
  },
  en: {
    'cust.company': 'Company',
    'cust.title': 'Job title',
    'cust.email': 'Email',
    'cust.wechat': 'WeChat',
    'cust.birthday': 'Birthday',
    'cust.remark': 'Remark',
  },
} satisfies Words<`cust.${CustomerFieldKey}`>;

export const customerFieldImportLabels = {
  'zh-CN': {
    'customerImport.field.company': '公司',
    'customerImport.field.title': '职位',
    'customerImport.field.email': '邮箱',
    'customerImport.field.wechat': '微信',
    'customerImport.field.birthday': '生日',
    'customerImport.field.remark': '备注',
  },
  en: {
    'customerImport.field.company': 'Company',
    'customerImport.field.title': 'Job title',
    'customerImport.field.email': 'E-mail',
    'customerImport.field.wechat': 'WeChat',
    'customerImport.field.birthday': 'Birthday',
    'customerImport.field.remark': 'Remark',
  },
} satisfies Words<`customerImport.field.${CustomerImportedFieldKey}`>;
