import { type CoreKey, coreZh, translator } from '../../core.messages.ts';
import { crmExportEn, crmExportZh } from './customer-export.messages.ts';
import { crmImportEn, crmImportZh } from './customer-import.messages.ts';

/** Messages of the CRM settings and the sales catalogue, spread into server/messages.ts. */
export const crmZh = {
  crmCustomerNotFound: '客户不存在（id {id}）',
  crmImportUndoRunning: '导入还在进行，完成后才能撤销',
  crmCustomerClaimLimit: '每人最多拥有 {limit} 个客户，你已有 {owned} 个，本次只能再领取 {left} 个',
  crmCustomerAssignLimit: '每人最多拥有 {limit} 个客户，该成员已有 {owned} 个，本次只能再分配 {left} 个',
  crmCustomerAddLimit:
    '每人最多拥有 {limit} 个客户，你已有 {owned} 个，不能再新增；可先把不再跟进的客户放入公海',
  crmCustomerClaimedMeanwhile: '已被他人领取',
  crmCustomerMobileTaken: '手机号 {mobile} 已被客户“{name}”使用',
  crmCustomerOwnerNotMember: '负责人不是本品牌成员（id {id}）',
  crmCustomerTagInvalid: '标签不存在（id {id}）',
  crmCustomerSourceInvalid: '来源不存在（id {id}）',
  crmCustomerFollowTypeInvalid: '跟进方式不存在（id {id}）',
  crmCustomerMaterialInvalid: '素材不存在（id {id}）',
  crmTagNotFound: '该条目不存在（id {id}）',
  crmTagTitleTaken: '{type}“{title}”已存在',
  crmTagGroupRequired: '请选择标签所属的标签组',
  crmTagGroupOnlyForTags: '只有标签属于标签组',
  crmTagGroupNotFound: '标签组不存在（id {id}）',
  crmTagFull: '{type}最多 {max} 个，请先删除不用的',
  crmTagGroupFull: '每个标签组最多 {max} 个标签，请先删除不用的',
  crmTagInUse: '{type}“{title}”正被 {n} 位客户使用，不能删除；可以先隐藏它',
  'crmTagType.group': '标签组',
  'crmTagType.tag': '标签',
  'crmTagType.follow': '跟进方式',
  'crmTagType.source': '客户来源',
  crmMaterialNotFound: '素材不存在（id {id}）',
  crmMaterialFilesRequired: '请从媒体库选择至少一个文件',
  crmMaterialContentRequired: '请填写文字内容',
  crmMaterialUrlRequired: '请填写链接地址',
  crmMaterialUrlInvalid: '链接应以 http:// 或 https:// 开头',
  crmMaterialTagUnknown: '标签不存在（id {ids}）',
  crmProductNotFound: '产品或服务不存在（id {id}）',
  crmProductCodeTaken: '编码“{code}”已被“{title}”使用',
  crmProductCodeInUse: '编码“{code}”已被使用',
  crmProductStockForService: '服务没有库存，请留空',
  crmProductDurationForProduct: '只有服务有时长，请留空',
  crmProductMarketPriceNotAbove: '原价应高于售价（{price} 元），或不填',
  crmGroupNotFound: '客户分组不存在（id {id}）',
  crmGroupNameTaken: '分组“{name}”已存在',
  crmGroupFull: '客户分组最多 {max} 个，请先删除不用的',
  crmGroupItemUnknown: '条件中的条目不存在（id {ids}）',
  crmCustomerPool: '公海',
  statusChanged: '已更新 {n} 项',
  'field.libraryImage': '请从本品牌的图片库选择图片',
  'field.libraryFile': '请从本品牌的媒体库选择{kind}',
  'field.color': '颜色应为 #RRGGBB',
  'field.oneOf': '应为 {values} 之一',
  'uploadKind.image': '图片',
  'uploadKind.video': '视频',
  'uploadKind.file': '文件',
  customerGroupNotFound: '客户分组不存在（id {id}）',
} as const;

export const crmEn: Record<keyof typeof crmZh, string> = {
  crmCustomerNotFound: 'Customer not found (id {id})',
  crmImportUndoRunning: 'The import is still running; it can be undone once it has finished',
  crmCustomerClaimLimit:
    'Customers a member may own: {limit}. You have {owned}, so you can claim {left} more',
  crmCustomerAssignLimit:
    'Customers a member may own: {limit}. This member has {owned}, so you can assign {left} more',
  crmCustomerAddLimit:
    'Customers a member may own: {limit}. You have {owned}: put customers you no longer follow up into the pool first',
  crmCustomerClaimedMeanwhile: 'Already claimed by someone else',
  crmCustomerMobileTaken: 'The mobile {mobile} is already used by customer "{name}"',
  crmCustomerOwnerNotMember: 'The owner is not a member of this brand (id {id})',
  crmCustomerTagInvalid: 'Tag not found (id {id})',
  crmCustomerSourceInvalid: 'Source not found (id {id})',
  crmCustomerFollowTypeInvalid: 'Follow-up type not found (id {id})',
  crmCustomerMaterialInvalid: 'Material not found (id {id})',
  crmTagNotFound: 'No such item (id {id})',
  crmTagTitleTaken: '{type} "{title}" already exists',
  crmTagGroupRequired: 'Choose the tag group the tag belongs to',
  crmTagGroupOnlyForTags: 'Only tags belong to a tag group',
  crmTagGroupNotFound: 'Tag group not found (id {id})',
  crmTagFull: '{type}: at most {max}; delete ones you no longer use first',
  crmTagGroupFull: 'A tag group holds at most {max} tags; delete ones you no longer use first',
  crmTagInUse: '{type} "{title}" is in use (customers: {n}) and cannot be deleted; you can hide it instead',
  'crmTagType.group': 'Tag group',
  'crmTagType.tag': 'Tag',
  'crmTagType.follow': 'Follow-up type',
  'crmTagType.source': 'Customer source',
  crmMaterialNotFound: 'Material not found (id {id})',
  crmMaterialFilesRequired: 'Choose at least one file from the media library',
  crmMaterialContentRequired: 'Write the text',
  crmMaterialUrlRequired: 'Enter the link address',
  crmMaterialUrlInvalid: 'The link must start with http:// or https://',
  crmMaterialTagUnknown: 'No such tag (id {ids})',
  crmProductNotFound: 'Product or service not found (id {id})',
  crmProductCodeTaken: 'Code "{code}" is already used by "{title}"',
  crmProductCodeInUse: 'Code "{code}" is already in use',
  crmProductStockForService: 'Services have no stock: leave it empty',
  crmProductDurationForProduct: 'Only services have a duration: leave it empty',
  crmProductMarketPriceNotAbove: 'The list price must be above the price ({price} yuan), or left empty',
  crmGroupNotFound: 'No such customer group (id {id})',
  crmGroupNameTaken: 'A group "{name}" already exists',
  crmGroupFull: 'A brand keeps at most {max} customer groups; delete one you no longer use',
  crmGroupItemUnknown: 'No such item in the conditions (id {ids})',
  crmCustomerPool: 'Pool',
  statusChanged: '{n} updated',
  'field.libraryImage': "choose an image from this brand's image library",
  'field.libraryFile': "choose a {kind} from this brand's media library",
  'field.color': 'must be a colour like #RRGGBB',
  'field.oneOf': 'must be one of {values}',
  'uploadKind.image': 'image',
  'uploadKind.video': 'video',
  'uploadKind.file': 'file',
  customerGroupNotFound: 'Customer group not found (id {id})',
};

/** Every crm catalogue's messages: the module's files say any of them. */
const crmAllZh = { ...crmZh, ...crmImportZh, ...crmExportZh };

export type CrmKey = keyof typeof crmAllZh | CoreKey;

/** crm's messages and the core ones, in a language: what crm's files say their words with. */
export const crmText = translator(crmAllZh, { ...crmEn, ...crmImportEn, ...crmExportEn });

/** Whether a key read back from the database (an import's stored reason) names a message crm can say. */
export function isCrmKey(key: string): key is CrmKey {
  return Object.hasOwn(crmAllZh, key) || Object.hasOwn(coreZh, key);
}
