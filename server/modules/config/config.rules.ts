import { areaRule } from '../../../contract/area.ts';
import { configRule, configScreenRule } from '../../../contract/config.ts';
import { uploadRule } from '../../../contract/upload.ts';
import { apiRules, nav, page, type RuleSeed, route } from '../../db/rule-builders.ts';

/** The Configuration module's part of the rule tree (its menu entry, screens and endpoints). */
export const configRules: RuleSeed = nav(configScreenRule.index, '配置', 'Configuration', 'settings', [
  page(configScreenRule.protocol, '协议设置', 'Protocols'),
  route(configScreenRule.attach, '附件设置', 'Attachments'),
  page(configScreenRule.media, '媒体库', 'Media library'),
  ...apiRules(configRule, '品牌配置', 'Brand config'),
  ...apiRules(uploadRule, '上传', 'Upload'),
  ...apiRules(areaRule, '地区', 'Areas'),
]);
