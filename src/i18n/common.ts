/**
 * Messages of docs/spec.md §4-9 (error catalogue, interaction messages, constants shown to users).
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
    'toggle.failed': '更新状态失败，请重试',
    'confirm.callFailed': '调用接口失败，请重试',
    'confirm.refused': '服务器拒绝了此操作',
    'upload.emptyList': '参数错误',
    'form.invalid': '表单验证失败',
    'sort.empty': '没有排序项',
    'confirm.emptyUrl': '操作地址不能为空',
    'confirm.submitting': '数据提交中，请稍候...',
    'confirm.defaultText': '确定要删除所选信息吗？',
    'confirm.ok': '确定',
    'confirm.close': '关闭',
    'overlay.defaultTitle': '拼命加载中',
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
    'toggle.failed': 'Update status failed, please retry',
    'confirm.callFailed': 'Calling API failed, please retry',
    'confirm.refused': 'The server refused this action',
    'upload.emptyList': 'Parameter error',
    'form.invalid': 'Form validation failed',
    'sort.empty': 'No sort items',
    'confirm.emptyUrl': 'Action address cannot be empty',
    'confirm.submitting': 'Data submitting, please wait...',
    'confirm.defaultText': 'Are you sure you want to delete the selected information?',
    'confirm.ok': 'Confirm',
    'confirm.close': 'Close',
    // The spec fixes the Chinese phrase; English users get its meaning.
    'overlay.defaultTitle': 'Loading hard',
  },
} as const satisfies Record<'zh-CN' | 'en', Record<string, string>>;
