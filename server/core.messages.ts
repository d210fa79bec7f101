import type { Locale } from '../contract/envelope.ts';

/**
 * The messages of the shared layers: the envelope's answers, the session and brand checks, a field's
 * problems, the generic "added / saved / deleted" and the checks every upload passes. A module's own
 * messages live in its `<m>.messages.ts`; server/messages.ts joins them all for the envelope.
 */
export const coreZh = {
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
  tooManyErrorReports: '错误报告过多，{seconds} 秒后再报告',
  passwordMismatch: '两次输入的密码不一致',
  added: '添加成功',
  saved: '保存成功',
  deleted: '已删除 {n} 项',
  noSortItems: '没有排序项',
  uploadNotMultipart: '请以 multipart/form-data 上传文件',
  uploadNoBoundary: '上传请求的 Content-Type 缺少 boundary，无法读取表单',
  uploadMalformed: '上传的表单数据不完整或格式有误，请重新上传',
  uploadNameUnsafe: '文件名“{name}”含有路径或非法字符',
  uploadEmpty: '文件“{name}”是空文件',
  uploadTooLarge: '文件“{name}”超过 {max} MB 的上限',
  uploadExtNotAllowed: '不允许上传 .{ext} 文件（“{name}”），允许：{allowed}',
  uploadExecutable: '文件“{name}”是可执行程序，不能上传',
  uploadTypeMismatch: '文件“{name}”的内容（{type}）与扩展名 .{ext} 不符',
  uploadTypeUnknown: '文件“{name}”的内容不是 .{ext} 格式，无法识别为允许的文件',
  uploadNotText: '文件“{name}”不是有效的 .{ext} 文本',
  uploadBadImage: '文件“{name}”不是可读取的图片',
  uploadTooManyPixels: '图片“{name}”超过 {max} 百万像素的上限（宽 × 高）',
  'field.required': '必填',
  'field.minChars': '至少 {n} 个字符',
  'field.maxChars': '最多 {n} 个字符',
  'field.min': '不能小于 {n}',
  'field.gt': '必须大于 {n}',
  'field.max': '不能大于 {n}',
  'field.maxItems': '最多 {n} 项',
  'field.type': '类型错误，应为 {type}',
  'type.number': '数字',
  'type.string': '文本',
  'type.boolean': 'true 或 false',
  'type.array': '数组',
  'type.object': '对象',
  'field.unknown': '不支持的字段 {keys}',
  'field.invalid': '格式错误',
  'field.unstorable': '含有无法保存的字符（空字符或不成对的代理字符）',
  'field.date': '不是有效的日期',
  'field.dayAfterToday': '不能晚于今天',
  'field.beforeNow': '不能早于现在',
  'field.decimal': '应为数字，最多 {places} 位小数（如 12.50）',
  'field.decimalRange': '应在 {min} 到 {max} 之间',
};

export const coreEn: Record<keyof typeof coreZh, string> = {
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
  tooManyErrorReports: 'Too many error reports; report again in {seconds} s',
  passwordMismatch: 'The two passwords differ',
  added: 'Added',
  saved: 'Saved',
  deleted: 'Deleted {n}',
  noSortItems: 'No sort items',
  uploadNotMultipart: 'Send files as multipart/form-data',
  uploadNoBoundary: "The upload's Content-Type has no boundary, so its form cannot be read",
  uploadMalformed: "The upload's form data is incomplete or malformed; please upload again",
  uploadNameUnsafe: 'The file name "{name}" holds a path or forbidden characters',
  uploadEmpty: 'The file "{name}" is empty',
  uploadTooLarge: 'The file "{name}" is over the {max} MB limit',
  uploadExtNotAllowed: '.{ext} files may not be uploaded ("{name}"); allowed: {allowed}',
  uploadExecutable: 'The file "{name}" is a program and may not be uploaded',
  uploadTypeMismatch: 'The content of "{name}" ({type}) does not match its extension .{ext}',
  uploadTypeUnknown: 'The content of "{name}" is not in the .{ext} format, nor any format allowed',
  uploadNotText: 'The file "{name}" is not valid .{ext} text',
  uploadBadImage: 'The file "{name}" is not a readable image',
  uploadTooManyPixels: 'The image "{name}" is over the {max} megapixel limit (width × height)',
  'field.required': 'required',
  'field.minChars': 'at least {n} characters',
  'field.maxChars': 'at most {n} characters',
  'field.min': 'must be at least {n}',
  'field.gt': 'must be greater than {n}',
  'field.max': 'must be at most {n}',
  'field.maxItems': 'at most {n} items',
  'field.type': 'must be {type}',
  'type.number': 'a number',
  'type.string': 'text',
  'type.boolean': 'true or false',
  'type.array': 'an array',
  'type.object': 'an object',
  'field.unknown': 'unknown field {keys}',
  'field.invalid': 'invalid format',
  'field.unstorable': 'contains a character that cannot be stored (a NUL or an unpaired surrogate)',
  'field.date': 'is not a real date',
  'field.dayAfterToday': 'cannot be after today',
  'field.beforeNow': 'cannot be earlier than now',
  'field.decimal': 'must be a number with at most {places} decimal places (such as 12.50)',
  'field.decimalRange': 'must be between {min} and {max}',
};

export type CoreKey = keyof typeof coreZh;

/** Values put into a message; a list is joined in the message's language (joinList). */
export type MessageParams = Record<string, string | number | readonly string[]>;

/** `text` with its `{name}` places filled from `params` (a place without a value stays as written). */
export function fill(locale: Locale, text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => {
    const value = params[name];
    if (value === undefined) return m;
    return typeof value === 'object' ? joinList(locale, value) : String(value);
  });
}

/**
 * What a module says its own messages with: its catalogue and the core one, in the caller's language.
 * No module reaches another's words this way; those go through that module's public file.
 */
export function translator<K extends string>(zh: Record<K, string>, en: Record<K, string>) {
  const catalog: Record<Locale, Record<K | CoreKey, string>> = {
    'zh-CN': { ...coreZh, ...zh },
    en: { ...coreEn, ...en },
  };
  return (locale: Locale, key: K | CoreKey, params?: MessageParams): string =>
    fill(locale, catalog[locale][key], params);
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
