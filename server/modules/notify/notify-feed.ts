import { emailRule } from '../../../contract/email.ts';
import { smsTemplateRule } from '../../../contract/sms.ts';
import { listFeed } from '../../live/change-feed.ts';

/** Open SMS and e-mail template lists, and the e-mail drafts, follow changes by others. */
export const notifyListFeed = listFeed({
  sms_template: [smsTemplateRule.templatelist],
  email_template: [emailRule.template_list],
  email_draft: [emailRule.draft_list],
});
