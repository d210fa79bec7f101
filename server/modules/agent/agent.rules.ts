import { agentGroupRule, agentScreenRule, agentUserRule } from '../../../contract/agent.ts';
import { nav, page, type RuleSeed, titled } from '../../db/rule-builders.ts';

/** The Agents module's part of the rule tree (its menu entry, screens and endpoints). */
export const agentRules: RuleSeed = nav(agentScreenRule.index, '代理', 'Agents', 'handshake', [
  // The list and verify screens share controller/action with their list calls: one rule guards both.
  page(agentScreenRule.list, '代理列表', 'Agent list', [
    ...titled(agentUserRule, {
      detail: ['查看代理', 'View agents'],
      add: ['添加代理', 'Add agents'],
      update: ['编辑代理', 'Edit agents'],
      delete: ['删除代理', 'Delete agents'],
    }),
    ...titled(agentGroupRule, {
      list: ['代理分组列表', 'List agent groups'],
      detail: ['查看代理分组', 'View agent groups'],
      add: ['添加代理分组', 'Add agent groups'],
      update: ['编辑代理分组', 'Edit agent groups'],
      delete: ['删除代理分组', 'Delete agent groups'],
    }),
  ]),
  page(
    agentScreenRule.verify,
    '代理审核',
    'Agent verification',
    titled(agentUserRule, {
      pass: ['通过代理申请', 'Pass applications'],
      reject: ['驳回代理申请', 'Reject applications'],
      configdetail: ['查看审核短信设置', 'View verification SMS settings'],
      configupdate: ['修改审核短信设置', 'Change verification SMS settings'],
    }),
  ),
]);
