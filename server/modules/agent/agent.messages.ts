import { translator } from '../../core.messages.ts';

/** Messages of the agents module and the applications page, spread into server/messages.ts. */
export const agentZh = {
  agentNotFound: '代理不存在（id {id}）',
  agentGroupNotFound: '代理分组不存在（id {id}）',
  agentMobileTaken: '手机号 {mobile} 已被代理“{name}”使用',
  agentIdCardTaken: '该身份证号已被代理“{name}”使用',
  agentGroupLevelTaken: '等级 {level} 已被分组“{title}”使用，每个等级只能有一个分组',
  agentGroupTitleTaken: '分组名称“{title}”已存在',
  agentGroupHasAgents: '分组“{title}”下还有 {n} 个代理，请先把他们移到其他分组再删除',
  agentPassRejected: '“{name}”的申请已被驳回，需重新提交申请（在编辑中把状态改回“待审核”）后才能通过',
  agentNotPending: '“{name}”不是待审核的申请（当前：{status}），不能再审核',
  agentStatusByVerify: '待审核的申请只能在“代理审核”中通过或驳回',
  agentStatusChange: '代理状态不能从“{from}”改为“{to}”',
  agentLicenceNotInLibrary: '执照图片须在本品牌上传',
  agentSmsVariable: '短信模板“{title}”含有无法自动填写的变量 {name}（可用：name、company、reason、brand）',
  agentPassed: '已通过 {n} 个申请',
  agentPassedSms: '已通过 {n} 个申请，已提交 {queued} 条短信通知',
  agentRejected: '已驳回申请',
  agentRejectedSms: '已驳回申请，已提交短信通知',
  'status.pending': '待审核',
  'status.passed': '已通过',
  'status.rejected': '已驳回',
  'status.disabled': '已停用',
  'field.idCard.format': '身份证号应为 18 位：前 17 位是数字，最后一位是数字或 X',
  'field.idCard.region': '身份证号的前两位不是有效的省级地区代码',
  'field.idCard.birth': '身份证号中的出生日期不存在',
  'field.idCard.check': '身份证号的校验位不对，请核对是否输错',
} as const;

export const agentEn: Record<keyof typeof agentZh, string> = {
  agentNotFound: 'Agent not found (id {id})',
  agentGroupNotFound: 'Agent group not found (id {id})',
  agentMobileTaken: 'The mobile {mobile} is already used by agent "{name}"',
  agentIdCardTaken: 'This id card number is already used by agent "{name}"',
  agentGroupLevelTaken: 'Level {level} is already used by group "{title}"; each level has one group',
  agentGroupTitleTaken: 'A group titled "{title}" already exists',
  agentGroupHasAgents:
    'Group "{title}" still has {n} agent(s); move them to another group before deleting it',
  agentPassRejected:
    'The application of "{name}" was rejected; it needs a new application (set its status back to pending when editing) before it can pass',
  agentNotPending: '"{name}" is not a pending application (now: {status}) and cannot be decided again',
  agentStatusByVerify: 'A pending application is passed or rejected under Agent verification',
  agentStatusChange: 'An agent cannot go from "{from}" to "{to}"',
  agentLicenceNotInLibrary: 'Upload the licence images to this brand',
  agentSmsVariable:
    'SMS template "{title}" has the variable {name}, which cannot be filled in (available: name, company, reason, brand)',
  agentPassed: 'Passed {n} application(s)',
  agentPassedSms: 'Passed {n} application(s); {queued} SMS queued',
  agentRejected: 'Application rejected',
  agentRejectedSms: 'Application rejected; SMS queued',
  'status.pending': 'pending',
  'status.passed': 'passed',
  'status.rejected': 'rejected',
  'status.disabled': 'disabled',
  'field.idCard.format': 'an id card number has 18 characters: 17 digits, then a digit or X',
  'field.idCard.region': 'the first two digits are not a province code',
  'field.idCard.birth': 'the birth date in the number does not exist',
  'field.idCard.check': 'the check character is wrong: look for a typo',
};

/** agent's messages and the core ones, in a language: what agent's files say their words with. */
export const agentText = translator(agentZh, agentEn);
