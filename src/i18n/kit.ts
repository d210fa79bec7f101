/** Messages of the interaction kit (`src/ui/`, `src/lib/`). */
export const kit = {
  'zh-CN': {
    'kit.loading': '加载中',
    'kit.close': '关闭',
    'kit.cancel': '取消',
    'kit.save': '保存',
    'kit.retry': '重试',
    'kit.dismiss': '关闭通知',
    'kit.notifications': '通知',
  },
  en: {
    'kit.loading': 'Loading',
    'kit.close': 'Close',
    'kit.cancel': 'Cancel',
    'kit.save': 'Save',
    'kit.retry': 'Retry',
    'kit.dismiss': 'Dismiss notification',
    'kit.notifications': 'Notifications',
  },
} as const satisfies Record<'zh-CN' | 'en', Record<string, string>>;
