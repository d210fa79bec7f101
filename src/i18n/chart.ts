import { registerMessages } from './catalog.ts';

/** Messages of the kit's chart (`src/ui/bar-chart.tsx`), registered with the chunk that draws one. */
export const chart = {
  'zh-CN': {
    'chart.showTable': '查看数据表',
    'chart.tableOf': '：{title}',
    'chart.category': '日期',
    'chart.total': '合计',
    'chart.seriesSummary': '{series}共 {total}，最多的是 {label}（{max}）',
    'chart.seriesNone': '{series}为 0',
    'chart.seriesTop': '{series}最多的是 {label}（{max}），一项可同时属于几类，不计合计',
    'chart.joiner': '；',
    'chart.legend': '图例',
  },
  en: {
    'chart.showTable': 'Show the data table',
    'chart.tableOf': ': {title}',
    'chart.category': 'Date',
    'chart.total': 'Total',
    'chart.seriesSummary': '{series}: {total} in all, most on {label} ({max})',
    'chart.seriesNone': '{series}: none',
    'chart.seriesTop': '{series}: most on {label} ({max}); one can be in several, so there is no total',
    'chart.joiner': '; ',
    'chart.legend': 'Legend',
  },
} as const satisfies Record<'zh-CN' | 'en', Record<string, string>>;

type ZhKeys = keyof (typeof chart)['zh-CN'];
type EnKeys = keyof (typeof chart)['en'];
const sameKeys: [Exclude<ZhKeys, EnKeys> | Exclude<EnKeys, ZhKeys>] extends [never] ? true : false = true;
if (sameKeys) registerMessages<ZhKeys>(chart);
