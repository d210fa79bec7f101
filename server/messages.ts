import type { Locale } from '../contract/envelope.ts';
import { accountEn, accountZh } from './modules/account/account.messages.ts';
import { agentEn, agentZh } from './modules/agent/agent.messages.ts';
import { aiEn, aiZh } from './modules/ai/ai.messages.ts';
import { crmEn, crmZh } from './modules/crm/crm.messages.ts';
import { crmExportEn, crmExportZh } from './modules/crm/customer-export.messages.ts';
import { crmImportEn, crmImportZh } from './modules/crm/customer-import.messages.ts';
import { platformEn, platformZh } from './modules/platform/platform.messages.ts';
import { undoEn, undoZh } from './modules/system/undo.messages.ts';
import { apiDocsEn, apiDocsZh } from './openapi/api-docs.messages.ts';
import { outboundEn, outboundZh } from './outbound/outbound.messages.ts';

/** Messages the server answers with; the caller's `Accept-Language` picks the language. */
const zhCN = {
  ok: '操作成功',
  fault: '服务器开小差了，请稍后重试',
  unauthorized: '登录无效或已过期，请重新登录',
  forbidden: '没有权限执行此操作',
  xsrf: '请求校验失败，请刷新页面后重试',
  brandRequired: '请先选择品牌',
  brandForbidden: '你不是该品牌的成员',
  brandHeaderEmpty: '请求头 BrandId 为空：请填写品牌编号，不选品牌时填 0 或不发送此请求头',
  memberDisabled: '您在 {brand} 的账号已被停用，请联系该品牌的管理员重新启用。',
  memberDisabledMany: '您在 {brands} 的账号均已被停用，请联系相应品牌的管理员重新启用。',
  badJson: '请求体不是有效的 JSON',
  tooDeep: '请求体嵌套过深（最多 {max} 层）',
  badInput: '参数错误：{detail}',
  loginFailed: '用户名或密码错误',
  captchaRequired: '请输入验证码',
  captchaWrong: '验证码错误或已过期',
  loginFailedCaptcha: '用户名或密码错误。失败次数较多，接下来 {minutes}内登录需要输入验证码',
  loginFailedLocked: '用户名或密码错误。尝试次数过多，请 {minutes}后再试',
  tooManyAttempts: '尝试次数过多，请 {minutes}后再试',
  tooManyErrorReports: '错误报告过多，{seconds} 秒后再报告',
  errorReported: '已记录该错误',
  loggedIn: '登录成功',
  loggedOut: '已退出登录',
  brandSelected: '已切换到 {brand}',
  cacheCleared: '缓存已刷新',
  oldPasswordWrong: '当前密码错误',
  passwordChanged: '密码已修改，其他设备已退出登录',
  passwordMismatch: '两次输入的密码不一致',
  passwordSame: '新密码不能与原密码相同',
  // System module (admin users and roles).
  added: '添加成功',
  saved: '保存成功',
  deleted: '已删除 {n} 项',
  roleNotFound: '角色不存在（id {id}）',
  roleTitleTaken: '角色名称“{title}”已存在',
  // The names of the roles the console makes itself (roles.title_key), in the caller's language.
  'seededRole.owner': '所有者',
  'seededRole.operator': '运营',
  roleDisabled: '角色“{title}”已禁用，不能分配给成员',
  roleHasMembers: '角色“{title}”下还有 {n} 名成员，请先为他们更换角色再删除',
  ownerRoleDelete: '所有者角色不能删除',
  ownerRoleDisable: '所有者角色不能禁用',
  ownerRoleRules: '所有者角色始终拥有全部权限，不能修改',
  rulesUnknown: 'rules 含有不存在的权限规则：{ids}',
  rulesBeyondOwn: 'rules 含有你自己没有的权限，不能授予：{ids}',
  ownerOnly: '只有所有者可以管理所有者角色的成员',
  selfRole: '不能更改自己的角色，请让另一位所有者操作',
  roleBeyondOwn: '角色“{title}”含有你没有的权限（{rules}），你不能把它分配给成员',
  roleEnableBeyondOwn: '角色“{title}”含有你没有的权限（{rules}），你不能启用它',
  memberBeyondOwn: '“{name}”的角色含有你没有的权限（{rules}），你不能修改或删除该成员',
  noSortItems: '没有排序项',
  userNotFound: '管理员不存在（id {id}）',
  userNameTaken: '用户名“{name}”已被使用',
  selfDelete: '不能删除自己',
  selfDisable: '不能禁用自己',
  lastOwner: '“{name}”是品牌最后一名启用的所有者，不能删除、禁用或更换角色',
  sharedAccount: '“{name}”也是其他品牌的成员，密码和个人资料只能由本人修改',
  // Configuration module.
  areaNotFound: '地区不存在（id {id}）',
  configReadOnly: '只读，不能修改',
  'field.exts': '不支持的扩展名：{exts}',
  'field.configNeeded': '请至少填写一项设置，如“{example}”',
  'field.logo': '请从本品牌的图片库选择图片',
  'field.area': '地区不存在',
  uploadNotMultipart: '请以 multipart/form-data 上传文件',
  uploadNoBoundary: '上传请求的 Content-Type 缺少 boundary，无法读取表单',
  uploadMalformed: '上传的表单数据不完整或格式有误，请重新上传',
  uploadNoFile: '参数错误',
  uploadKindBad: 'kind 只能是 image、video 或 file',
  uploadNameUnsafe: '文件名“{name}”含有路径或非法字符',
  uploadEmpty: '文件“{name}”是空文件',
  uploadTooLarge: '文件“{name}”超过 {max} MB 的上限',
  uploadExtNotAllowed: '不允许上传 .{ext} 文件（“{name}”），允许：{allowed}',
  uploadExecutable: '文件“{name}”是可执行程序，不能上传',
  uploadTypeMismatch: '文件“{name}”的内容（{type}）与扩展名 .{ext} 不符',
  uploadNotText: '文件“{name}”不是有效的 .{ext} 文本',
  uploadBadImage: '文件“{name}”不是可读取的图片',
  uploadTooManyPixels: '图片“{name}”超过 {max} 百万像素的上限（宽 × 高）',
  uploadRefused: '{name}：{reason}',
  uploadNotFound: '文件不存在（id {id}）',
  uploadPrivateNotFound: '文件不存在，或已被删除',
  uploadPurposeBad: '文件用途只能是图片库或代理商执照',
  uploadIsLogo: '该文件正用作品牌 Logo，请先更换或移除 Logo',
  uploaded: '上传成功',
  // Notifications (SMS and e-mail).
  smsTemplateNotFound: '短信模板不存在（id {id}）',
  smsTemplateDisabled: '短信模板“{title}”已停用，不能发送',
  smsMessageNotFound: '短信记录不存在（id {id}）',
  batchNotFound: '发送批次不存在（id {id}）',
  'smsConfigMissing.accessKeyId.aliyun': '短信服务商需要填写 AccessKey ID',
  'smsConfigMissing.accessKeyId.tencent': '短信服务商需要填写 SecretId',
  'smsConfigMissing.accessKeySecret.aliyun': '短信服务商需要填写 AccessKey Secret',
  'smsConfigMissing.accessKeySecret.tencent': '短信服务商需要填写 SecretKey',
  'smsConfigMissing.signName': '短信服务商需要填写短信签名',
  'smsConfigMissing.sdkAppId': '短信服务商需要填写 SdkAppId（6 到 12 位数字）',
  'smsConfigMissing.region': '短信服务商需要填写地域（如 ap-guangzhou）',
  customerGroupNotFound: '客户分组不存在（id {id}）',
  noRecipients: '请至少填写一个收件人',
  paramMissing: '请填写模板中 {{name}} 处要替换的内容',
  paramUnknown: '模板中没有 {{name}} 这个可替换的部分',
  notRepeatable: '只有发送失败或结果未知的消息可以重发',
  nothingToRepeat: '该批次没有发送失败的消息',
  sendQueued: '已提交 {queued} 条，拒绝 {refused} 条',
  'refused.badNumber': '手机号格式不正确',
  'refused.duplicate': '本次发送中重复',
  'refused.perMinute': '超过每分钟发送上限',
  'refused.perDay': '超过每日发送上限',
  'refused.badAddress': '邮箱地址格式不正确',
  'leftOut.lost': '{count} 位客户已流失，不发送',
  'leftOut.noMobile': '{count} 位客户没有手机号，不会发送',
  'leftOut.noEmail': '{count} 位客户没有邮箱，不会发送',
  emailTemplateNotFound: '邮件模板不存在（id {id}）',
  emailTemplateDisabled: '邮件模板“{name}”已停用，不能发送',
  emailDraftNotFound: '邮件草稿不存在（id {id}）',
  emailMessageNotFound: '邮件记录不存在（id {id}）',
  'emailConfigMissing.host': '请先在邮件设置中填写 SMTP 服务器',
  'emailConfigMissing.fromAddress': '请先在邮件设置中填写发件地址',
  emailSubjectOrTemplate: '请填写主题和正文，或选择一个模板',
  testmailSent: '测试邮件已发送到 {to}',
  testmailFailed: '测试邮件发送失败：{reply}',
  sendAtPast: '定时发送的时间必须在将来',
  // Field problems, joined to the field name.
  'field.required': '必填',
  'field.minChars': '至少 {n} 个字符',
  'field.maxChars': '最多 {n} 个字符',
  'field.min': '不能小于 {n}',
  'field.gt': '必须大于 {n}',
  'field.max': '不能大于 {n}',
  'field.maxItems': '最多 {n} 项',
  'field.type': '类型错误，应为 {type}',
  'field.unknown': '不支持的字段 {keys}',
  'field.invalid': '格式错误',
  'field.unstorable': '含有无法保存的字符（空字符或不成对的代理字符）',
  'field.date': '不是有效的日期',
  'field.decimal': '应为数字，最多 {places} 位小数（如 12.50）',
  'field.decimalRange': '应在 {min} 到 {max} 之间',
  // Agents and applications.
  ...agentZh,
  ...accountZh,
  ...aiZh,
  ...outboundZh,
  ...crmZh,
  ...undoZh,
  ...crmImportZh,
  ...crmExportZh,
  ...platformZh,
  ...apiDocsZh,
} as const;

type Key = keyof typeof zhCN;

const en: Record<Key, string> = {
  ok: 'Done',
  fault: 'Something went wrong on the server, please retry later',
  unauthorized: 'Invalid session or expired, please sign in again',
  forbidden: 'You do not have permission to do this',
  xsrf: 'Request check failed, please reload the page and retry',
  brandRequired: 'Please select a brand first',
  brandForbidden: 'You are not a member of this brand',
  brandHeaderEmpty: 'The BrandId header is empty: send a brand’s id, or 0 (or no header) for no brand',
  memberDisabled:
    'Your account in {brand} has been disabled. An administrator of {brand} can enable it again.',
  memberDisabledMany:
    'Your accounts in {brands} have all been disabled. An administrator of each brand can enable yours again.',
  badJson: 'The request body is not valid JSON',
  tooDeep: 'The request body is nested too deeply (at most {max} levels)',
  badInput: 'Parameter error: {detail}',
  loginFailed: 'Wrong user name or password',
  captchaRequired: 'Please enter the verification code',
  captchaWrong: 'Wrong or expired verification code',
  loginFailedCaptcha:
    'Wrong user name or password. After several failures, signing in needs a verification code for the next {minutes}',
  loginFailedLocked: 'Wrong user name or password. Too many attempts, wait {minutes}',
  tooManyAttempts: 'Too many attempts, wait {minutes}',
  tooManyErrorReports: 'Too many error reports; report again in {seconds} s',
  errorReported: 'The error was recorded',
  loggedIn: 'Signed in',
  loggedOut: 'Signed out',
  brandSelected: 'Switched to {brand}',
  cacheCleared: 'Cache refreshed',
  oldPasswordWrong: 'The current password is wrong',
  passwordChanged: 'Password changed; other devices were signed out',
  passwordMismatch: 'The two passwords differ',
  passwordSame: 'The new password must differ from the current one',
  added: 'Added',
  saved: 'Saved',
  deleted: 'Deleted {n}',
  roleNotFound: 'Role not found (id {id})',
  roleTitleTaken: 'A role titled "{title}" already exists',
  'seededRole.owner': 'Owner',
  'seededRole.operator': 'Operator',
  roleDisabled: 'Role "{title}" is disabled and cannot be given to a member',
  roleHasMembers: 'Role "{title}" still has {n} member(s); give them another role before deleting it',
  ownerRoleDelete: 'The owner role cannot be deleted',
  ownerRoleDisable: 'The owner role cannot be disabled',
  ownerRoleRules: 'The owner role always holds every rule; its rules cannot be changed',
  rulesUnknown: 'rules holds rules that do not exist: {ids}',
  rulesBeyondOwn: 'rules holds rules you do not hold yourself, which you cannot grant: {ids}',
  ownerOnly: 'Only an owner can manage members with the owner role',
  selfRole: 'You cannot change your own role; another owner must do it',
  roleBeyondOwn: 'Role "{title}" holds rules you do not hold ({rules}), so you cannot give it to a member',
  roleEnableBeyondOwn: 'Role "{title}" holds rules you do not hold ({rules}), so you cannot enable it',
  memberBeyondOwn:
    '"{name}" holds a role with rules you do not hold ({rules}), so you cannot change or delete them',
  noSortItems: 'No sort items',
  userNotFound: 'Admin user not found (id {id})',
  userNameTaken: 'The user name "{name}" is already taken',
  selfDelete: 'You cannot delete yourself',
  selfDisable: 'You cannot disable yourself',
  lastOwner:
    '"{name}" is the last enabled owner of the brand and cannot be deleted, disabled or given another role',
  sharedAccount: '"{name}" is also a member of other brands; only they can change their password and profile',
  areaNotFound: 'Area not found (id {id})',
  configReadOnly: 'read only',
  'field.exts': 'unsupported extension(s): {exts}',
  'field.configNeeded': 'fill in at least one setting, such as "{example}"',
  'field.logo': "choose an image from this brand's library",
  'field.area': 'no such area',
  uploadNotMultipart: 'Send files as multipart/form-data',
  uploadNoBoundary: "The upload's Content-Type has no boundary, so its form cannot be read",
  uploadMalformed: "The upload's form data is incomplete or malformed; please upload again",
  uploadNoFile: 'parameter error',
  uploadKindBad: 'kind must be image, video or file',
  uploadNameUnsafe: 'The file name "{name}" holds a path or forbidden characters',
  uploadEmpty: 'The file "{name}" is empty',
  uploadTooLarge: 'The file "{name}" is over the {max} MB limit',
  uploadExtNotAllowed: '.{ext} files may not be uploaded ("{name}"); allowed: {allowed}',
  uploadExecutable: 'The file "{name}" is a program and may not be uploaded',
  uploadTypeMismatch: 'The content of "{name}" ({type}) does not match its extension .{ext}',
  uploadNotText: 'The file "{name}" is not valid .{ext} text',
  uploadBadImage: 'The file "{name}" is not a readable image',
  uploadTooManyPixels: 'The image "{name}" is over the {max} megapixel limit (width × height)',
  uploadRefused: '{name}: {reason}',
  uploadNotFound: 'File not found (id {id})',
  uploadPrivateNotFound: 'The file does not exist or was deleted',
  uploadPurposeBad: "A file's use is the picture library or an agent's licence",
  uploadIsLogo: "This file is the brand's logo: change or remove the logo first",
  uploaded: 'Uploaded',
  smsTemplateNotFound: 'SMS template not found (id {id})',
  smsTemplateDisabled: 'SMS template "{title}" is disabled and cannot be sent',
  smsMessageNotFound: 'SMS message not found (id {id})',
  batchNotFound: 'Batch not found (id {id})',
  'smsConfigMissing.accessKeyId.aliyun': 'The SMS provider needs the AccessKey ID',
  'smsConfigMissing.accessKeyId.tencent': 'The SMS provider needs the SecretId',
  'smsConfigMissing.accessKeySecret.aliyun': 'The SMS provider needs the AccessKey Secret',
  'smsConfigMissing.accessKeySecret.tencent': 'The SMS provider needs the SecretKey',
  'smsConfigMissing.signName': 'The SMS provider needs a sign name',
  'smsConfigMissing.sdkAppId': 'The SMS provider needs the SdkAppId (6 to 12 digits)',
  'smsConfigMissing.region': 'The SMS provider needs a region (such as ap-guangzhou)',
  customerGroupNotFound: 'Customer group not found (id {id})',
  noRecipients: 'Enter at least one recipient',
  paramMissing: 'Fill in what replaces {{name}} in the template',
  paramUnknown: 'The template has no replaceable part {{name}}',
  notRepeatable: 'Only messages that failed or whose outcome is unknown can be sent again',
  nothingToRepeat: 'This batch has no failed messages',
  sendQueued: '{queued} queued, {refused} refused',
  'refused.badNumber': 'not a valid mobile number',
  'refused.duplicate': 'already in this send',
  'refused.perMinute': 'over the per-minute limit',
  'refused.perDay': 'over the daily limit',
  'refused.badAddress': 'not a valid e-mail address',
  'leftOut.lost': '{count} customers are lost and get no message',
  'leftOut.noMobile': '{count} customers have no mobile and get no message',
  'leftOut.noEmail': '{count} customers have no e-mail and get no message',
  emailTemplateNotFound: 'E-mail template not found (id {id})',
  emailTemplateDisabled: 'E-mail template "{name}" is disabled and cannot be sent',
  emailDraftNotFound: 'E-mail draft not found (id {id})',
  emailMessageNotFound: 'E-mail message not found (id {id})',
  'emailConfigMissing.host': 'Fill in the SMTP server in the e-mail settings first',
  'emailConfigMissing.fromAddress': 'Fill in the sender address in the e-mail settings first',
  emailSubjectOrTemplate: 'Enter a subject and a body, or choose a template',
  testmailSent: 'Test e-mail sent to {to}',
  testmailFailed: 'The test e-mail failed: {reply}',
  sendAtPast: 'A scheduled time must be in the future',
  'field.required': 'required',
  'field.minChars': 'at least {n} characters',
  'field.maxChars': 'at most {n} characters',
  'field.min': 'must be at least {n}',
  'field.gt': 'must be greater than {n}',
  'field.max': 'must be at most {n}',
  'field.maxItems': 'at most {n} items',
  'field.type': 'must be {type}',
  'field.unknown': 'unknown field {keys}',
  'field.invalid': 'invalid format',
  'field.unstorable': 'contains a character that cannot be stored (a NUL or an unpaired surrogate)',
  'field.date': 'is not a real date',
  'field.decimal': 'must be a number with at most {places} decimal places (such as 12.50)',
  'field.decimalRange': 'must be between {min} and {max}',
  ...agentEn,
  ...accountEn,
  ...aiEn,
  ...outboundEn,
  ...crmEn,
  ...undoEn,
  ...crmImportEn,
  ...crmExportEn,
  ...platformEn,
  ...apiDocsEn,
};

export type MessageKey = Key;

/** Every message's key, for tests that read the whole catalogue. */
export const messageKeys = (): Key[] => Object.keys(zhCN) as Key[];

/** Whether `key` names a message (a schema's custom issue may carry one: `field.idCard.check`). */
export function isMessageKey(key: string): key is Key {
  return Object.hasOwn(zhCN, key);
}
const catalog: Record<Locale, Record<Key, string>> = { 'zh-CN': zhCN, en };

/** Values put into a message; a list is joined in the message's language (joinList). */
export type MessageParams = Record<string, string | number | readonly string[]>;

export function message(locale: Locale, key: Key, params?: MessageParams): string {
  const text: string | undefined = catalog[locale][key];
  // A key stored with data (an in-app message's title) that a later version dropped: its name.
  if (text === undefined) return key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => {
    const value = params[name];
    if (value === undefined) return m;
    return typeof value === 'object' ? joinList(locale, value) : String(value);
  });
}

/** A list inside a message: `A、B、C 等 5 项` / `A, B, C and 2 more`, at most `max` named. */
export function joinList(locale: Locale, items: readonly string[], max = 3): string {
  const named = items.slice(0, max);
  const rest = items.length - named.length;
  if (locale === 'en') return rest > 0 ? `${named.join(', ')} and ${rest} more` : named.join(', ');
  return rest > 0 ? `${named.join('、')} 等 ${items.length} 项` : named.join('、');
}

/** "5 分钟" / "5 minutes", for the `{minutes}` of the sign-in limits' messages. */
export function minutesText(locale: Locale, n: number): string {
  if (locale === 'zh-CN') return `${n} 分钟`;
  return n === 1 ? '1 minute' : `${n} minutes`;
}

/** Picks the first supported language of an `Accept-Language` header; zh-CN when none matches. */
export function localeOf(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return 'zh-CN';
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.toLowerCase(), q: Number.isFinite(q) ? q : 0 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en';
  }
  return 'zh-CN';
}
