import { emailRule } from '../../../contract/email.ts';
import { notifyScreenRule, notifyStatsRule } from '../../../contract/notify.ts';
import { smsRule, smsTemplateRule } from '../../../contract/sms.ts';
import { apiRules, group, nav, page, type RuleSeed } from '../../db/rule-builders.ts';

/** The Notifications module's part of the rule tree (its menu entry, screens and endpoints). */
export const notifyRules: RuleSeed = nav(notifyScreenRule.index, '通知', 'Notifications', 'bell', [
  group('notify/sms', '短信', 'SMS', [
    page(notifyScreenRule.smsList, '短信记录', 'SMS log', apiRules(smsRule, '短信', 'SMS')),
    page(notifyScreenRule.smsTemplate, '短信模板', 'SMS templates', apiRules(smsTemplateRule, '短信', 'SMS')),
  ]),
  group('notify/email', '邮件', 'E-mail', [
    page(notifyScreenRule.emailList, '邮件记录', 'E-mail log', apiRules(emailRule, '邮件', 'E-mail')),
  ]),
  // The overview's figures: what the index screen calls besides the settings of each channel.
  ...apiRules({ sms: notifyStatsRule.sms }, '短信', 'SMS'),
  ...apiRules({ email: notifyStatsRule.email }, '邮件', 'E-mail'),
]);
