import { translator } from '../../core.messages.ts';

/** Messages of a brand's settings and areas, spread into server/messages.ts. */
export const configZh = {
  areaNotFound: '地区不存在（id {id}）',
  configReadOnly: '只读，不能修改',
  'field.exts': '不支持的扩展名：{exts}',
  'field.configNeeded': '请至少填写一项设置，如“{example}”',
  'field.logo': '请从本品牌的图片库选择图片',
  'field.area': '地区不存在',
};

export const configEn: Record<keyof typeof configZh, string> = {
  areaNotFound: 'Area not found (id {id})',
  configReadOnly: 'read only',
  'field.exts': 'unsupported extension(s): {exts}',
  'field.configNeeded': 'fill in at least one setting, such as "{example}"',
  'field.logo': "choose an image from this brand's library",
  'field.area': 'no such area',
};

/** config's messages and the core ones, in a language: what config's files say their words with. */
export const configText = translator(configZh, configEn);
