/** Messages of the interaction kit (`src/ui/`, `src/lib/`). */
export const kit = {
  'zh-CN': {
    'kit.loading': '加载中',
  },
  en: {
    'kit.loading': 'Loading',
  },
} as const satisfies Record<'zh-CN' | 'en', Record<string, string>>;
