import type { AddResult, ListResult } from '../../../contract/envelope.ts';
import type { NotifyStats } from '../../../contract/notify.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import {
  type MessageLogBody,
  type RepeatBody,
  type SendPreview,
  type SendResult,
  type SmsConfig,
  type SmsConfigBody,
  type SmsLogResult,
  type SmsSendBody,
  type SmsTemplate,
  type SmsTemplateAddBody,
  type SmsTemplateListBody,
  type SmsTemplateUpdateBody,
  smsPaths,
} from '../../../contract/sms.ts';
import { action, type CallOptions, deleteUrl, post, postForMessage } from '../../services/http.ts';

// Forms show the refusal at their fields and in their own banner, so no toast repeats it.
const formCall: CallOptions = { notifyErrors: false };

export function smsConfig(): Promise<SmsConfig> {
  return post<SmsConfig>(smsPaths.configDetail, {});
}

export function updateSmsConfig(body: SmsConfigBody): Promise<unknown> {
  return post(smsPaths.configUpdate, { ...body }, formCall);
}

export function smsStats(): Promise<NotifyStats> {
  return post<NotifyStats>(smsPaths.stats, {});
}

export function listSmsTemplates(body: SmsTemplateListBody): Promise<ListResult<SmsTemplate>> {
  return post<ListResult<SmsTemplate>>(smsPaths.templateList, { ...body });
}

export function smsTemplateDetail(id: number): Promise<SmsTemplate> {
  return post<SmsTemplate>(smsPaths.templateDetail, { id });
}

export function addSmsTemplate(body: SmsTemplateAddBody): Promise<AddResult> {
  return post<AddResult>(smsPaths.templateAdd, { ...body }, formCall);
}

export function updateSmsTemplate(body: SmsTemplateUpdateBody): Promise<unknown> {
  return post(smsPaths.templateUpdate, { ...body }, formCall);
}

export function setSmsTemplateStatus(id: number, display: boolean, options: CallOptions = {}) {
  return post(smsPaths.templateStatus, { id, display }, options);
}

export function smsTemplateDeleteUrl(ids: readonly (number | string)[]): string {
  return deleteUrl(smsPaths.templateDel, ids);
}

export function deleteSmsTemplates(url: string, options: CallOptions = {}) {
  return action<DeleteResult>(url, options);
}

export function listSms(body: MessageLogBody, options: CallOptions = {}): Promise<SmsLogResult> {
  return post<SmsLogResult>(smsPaths.list, { ...body }, options);
}

/** The send dialog shows refusals at their numbers and fields itself. */
export function sendSms(body: SmsSendBody, options: CallOptions = formCall) {
  return postForMessage<SendResult>(smsPaths.send, { ...body }, options);
}

export function repeatSms(body: RepeatBody, options: CallOptions = {}) {
  return postForMessage<SendResult>(smsPaths.repeat, { ...body }, options);
}

/** What a send to a customer group would do: its recipients, who is left out, the first one's values. */
export function smsSendPreview(customerGroupId: number): Promise<SendPreview> {
  return post<SendPreview>(smsPaths.sendPreview, { customerGroupId }, { notifyErrors: false });
}
