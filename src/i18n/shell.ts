/** Messages of the login screen, the shell, the account screens and the not-found page. */
export const shell = {
  'zh-CN': {
    'app.name': '品牌控制台',
  },
  en: {
    'app.name': 'Brand Console',
  },
} as const satisfies Record<'zh-CN' | 'en', Record<string, string>>;
