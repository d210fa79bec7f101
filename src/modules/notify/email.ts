import type {
  EmailConfig,
  EmailConfigBody,
  EmailDraft,
  EmailDraftAddBody,
  EmailDraftUpdateBody,
  EmailLogItem,
  EmailRecipient,
  EmailSendBody,
  EmailTemplate,
  EmailTemplateAddBody,
  EmailTemplateUpdateBody,
} from '../../../contract/email.ts';
import { emailPaths } from '../../../contract/email.ts';
import type { AddResult, ListQuery, ListResult } from '../../../contract/envelope.ts';
import type { NotifyStats } from '../../../contract/notify.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import type { MessageLogBody, RepeatBody, SendPreview, SendResult } from '../../../contract/sms.ts';
import { action, type CallOptions, deleteUrl, post, postForMessage } from '../../services/http.ts';

const formCall: CallOptions = { notifyErrors: false };

export function emailConfig(): Promise<EmailConfig> {
  return post<EmailConfig>(emailPaths.configDetail, {});
}

export function updateEmailConfig(body: EmailConfigBody): Promise<unknown> {
  return post(emailPaths.configUpdate, { ...body }, formCall);
}

/** Answers the server's message ("测试邮件已发送至 …"); a failure carries the SMTP server's words. */
export function sendTestMail(to: string, options: CallOptions = formCall) {
  return postForMessage<null>(emailPaths.testmail, { to }, options);
}

export function emailStats(): Promise<NotifyStats> {
  return post<NotifyStats>(emailPaths.stats, {});
}

export function listEmailTemplates(body: ListQuery & { display?: boolean }) {
  return post<ListResult<EmailTemplate>>(emailPaths.templateList, { ...body });
}

export function emailTemplateDetail(id: number): Promise<EmailTemplate> {
  return post<EmailTemplate>(emailPaths.templateDetail, { id });
}

export function addEmailTemplate(body: EmailTemplateAddBody): Promise<AddResult> {
  return post<AddResult>(emailPaths.templateAdd, { ...body }, formCall);
}

export function updateEmailTemplate(body: EmailTemplateUpdateBody): Promise<unknown> {
  return post(emailPaths.templateUpdate, { ...body }, formCall);
}

export function setEmailTemplateStatus(id: number, display: boolean, options: CallOptions = {}) {
  return post(emailPaths.templateStatus, { id, display }, options);
}

export const emailTemplateDeleteUrl = (ids: readonly (number | string)[]) =>
  deleteUrl(emailPaths.templateDel, ids);
export const emailDraftDeleteUrl = (ids: readonly (number | string)[]) => deleteUrl(emailPaths.del, ids);

export function deleteEmailRows(url: string, options: CallOptions = {}) {
  return action<DeleteResult>(url, options);
}

export function listEmail(body: MessageLogBody, options: CallOptions = {}) {
  return post<ListResult<EmailLogItem>>(emailPaths.list, { ...body }, options);
}

export function listEmailDrafts(body: ListQuery) {
  return post<ListResult<EmailDraft>>(emailPaths.draftList, { ...body });
}

export function emailDraftDetail(id: number): Promise<EmailDraft> {
  return post<EmailDraft>(emailPaths.detail, { id });
}

export function addEmailDraft(body: EmailDraftAddBody): Promise<AddResult> {
  return post<AddResult>(emailPaths.add, { ...body }, formCall);
}

export function updateEmailDraft(body: EmailDraftUpdateBody): Promise<unknown> {
  return post(emailPaths.update, { ...body }, formCall);
}

export function emailRecipients(keyword: string): Promise<{ list: EmailRecipient[] }> {
  return post<{ list: EmailRecipient[] }>(emailPaths.user, keyword ? { keyword } : {});
}

/** The compose form shows refusals at its fields itself. */
export function sendEmail(body: EmailSendBody, options: CallOptions = formCall) {
  return postForMessage<SendResult>(emailPaths.send, { ...body }, options);
}

export function repeatEmail(body: RepeatBody, options: CallOptions = {}) {
  return postForMessage<SendResult>(emailPaths.repeat, { ...body }, options);
}

/** What a send to a customer group would do: its recipients, who is left out, the first one's values. */
export function emailSendPreview(customerGroupId: number): Promise<SendPreview> {
  return post<SendPreview>(emailPaths.sendPreview, { customerGroupId }, { notifyErrors: false });
}
