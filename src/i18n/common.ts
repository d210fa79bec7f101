/**
 * Messages of docs/spec.md §4-9 the first screen can show (the error catalogue, the loading overlay);
 * the interaction messages only the kit says are in kit.ts, which loads with the kit.
 * zh-CN is the product's default language; `en` must have the same keys.
 */
export const common = {
  'zh-CN': {
    'error.noBody': 'API 请求错误，请重试',
    'error.generic': '操作失败，请重试',
    'error.session': '登录无效或已过期，请重新登录',
    'error.memberDisabled': '您在 {brand} 的账号已被停用，请联系该品牌的管理员重新启用。',
    'error.network': 'API 连接异常',
    'error.timeout': 'API 请求超时',
    'error.http': 'API 错误 {status}',
    'error.forbidden': '没有权限执行此操作',
    'overlay.defaultTitle': '拼命加载中',
    // Under any text field with a limit, the sign-in screen's among them (src/ui/text-field-frame.tsx).
    'field.overLength': '已超出 {over} 个字符（最多 {max} 个）',
  },
  en: {
    'error.noBody': 'API request error, please retry',
    'error.generic': 'The operation failed, please retry',
    'error.session': 'Invalid session or expired, please sign in again',
    'error.memberDisabled':
      'Your account in {brand} has been disabled. An administrator of {brand} can enable it again.',
    'error.network': 'API connection abnormal',
    'error.timeout': 'API request timeout',
    'error.http': 'API error {status}',
    'error.forbidden': 'You do not have permission to do this',
    // The spec fixes the Chinese phrase; English users get its meaning.
    'overlay.defaultTitle': 'Loading hard',
    'field.overLength': 'Characters over the limit of {max}: {over}',
  },
} as const satisfies Record<'zh-CN' | 'en', Record<string, string>>;
