import type {
  CustomerExportedFieldKey,
  CustomerImportedFieldKey,
} from '../../../contract/customer-fields.ts';

/**
 * The words of the customer's declared fields (contract/customer-fields.ts) on the server: each one's
 * export column header and its name in an import row's reason, in each language. A new field's words
 * are added here only (a missing one fails the typecheck); the export's and the import's catalogues
 * spread them.
 */
export const customerFieldExportZh = {
  'crmExport.col.company': '公司',
  'crmExport.col.title': '职位',
  'crmExport.col.email': '邮箱',
  'crmExport.col.wechat': '微信',
  'crmExport.col.birthday': '生日',
} satisfies Record<`crmExport.col.${CustomerExportedFieldKey}`, string>;

export const customerFieldImportZh = {
  'crmImport.field.company': '公司',
  'crmImport.field.title': '职位',
  'crmImport.field.wechat': '微信',
  'crmImport.field.birthday': '生日',
  'crmImport.field.remark': '备注',
  'crmImport.field.email': '邮箱',
} satisfies Record<`crmImport.field.${CustomerImportedFieldKey}`, string>;

export const customerFieldExportEn: Record<keyof typeof customerFieldExportZh, string> = {
  'crmExport.col.company': 'Company',
  'crmExport.col.title': 'Job title',
  'crmExport.col.email': 'E-mail',
  'crmExport.col.wechat': 'WeChat',
  'crmExport.col.birthday': 'Birthday',
};

export const customerFieldImportEn: Record<keyof typeof customerFieldImportZh, string> = {
  'crmImport.field.company': 'company',
  'crmImport.field.title': 'title',
  'crmImport.field.wechat': 'WeChat',
  'crmImport.field.birthday': 'birthday',
  'crmImport.field.remark': 'remark',
  'crmImport.field.email': 'e-mail',
};
