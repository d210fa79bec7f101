import { applyScreenRule } from '../../../contract/apply.ts';
import { wxworkAccountRule } from '../../../contract/wxwork.ts';
import { nav, type RuleSeed, titled } from '../../db/rule-builders.ts';

/** The Applications module's part of the rule tree (its menu entry, screens and endpoints). */
export const applyRules: RuleSeed = nav(applyScreenRule.index, '应用', 'Applications', 'app-window', [
  ...titled(wxworkAccountRule, {
    list: ['企业微信账号列表', 'List enterprise WeChat accounts'],
    detail: ['查看企业微信账号', 'View enterprise WeChat accounts'],
    add: ['添加企业微信账号', 'Add enterprise WeChat accounts'],
    update: ['编辑企业微信账号', 'Edit enterprise WeChat accounts'],
    del: ['删除企业微信账号', 'Delete enterprise WeChat accounts'],
  }),
]);
