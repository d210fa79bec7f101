import { registerMessages } from './catalog.ts';

/**
 * Messages of the kit's MediaPicker, on their own so a screen with a picker does not download the
 * configuration module's text (the media library itself brings that when it opens).
 */
export const mediaPicker = {
  'zh-CN': {
    'media.picker.open': '从媒体库选择',
    'media.picker.change': '更换',
    'media.picker.moveEarlier': '前移 {name}',
    'media.picker.moveLater': '后移 {name}',
    'media.picker.remove': '移除 {name}',
    'media.picker.count': '已选 {count} / {max}',
    'media.picker.full': '已达上限 {max} 个',
    'media.picker.none': '未选择',
    'media.picker.noRight': '你的角色不能读取媒体库，可请品牌所有者在角色权限“配置 › 上传”中开通',
    'media.picker.nth': '第 {n} 项',
    'media.picker.loading': '正在打开媒体库…',
  },
  en: {
    'media.picker.open': 'Choose from the library',
    'media.picker.change': 'Change',
    'media.picker.moveEarlier': 'Move {name} earlier',
    'media.picker.moveLater': 'Move {name} later',
    'media.picker.remove': 'Remove {name}',
    'media.picker.count': '{count} of {max} chosen',
    'media.picker.full': 'The limit of {max} is reached',
    'media.picker.none': 'None chosen',
    'media.picker.noRight':
      'Your role cannot read the media library; the brand owner can grant it in the role’s rights under Configuration › Upload',
    'media.picker.nth': 'item {n}',
    'media.picker.loading': 'Opening the media library…',
  },
} as const satisfies Record<'zh-CN' | 'en', Record<string, string>>;

type ZhKeys = keyof (typeof mediaPicker)['zh-CN'];
type EnKeys = keyof (typeof mediaPicker)['en'];
// A key in one language and not the other fails the typecheck here.
const sameKeys: [Exclude<ZhKeys, EnKeys> | Exclude<EnKeys, ZhKeys>] extends [never] ? true : false = true;
if (sameKeys) registerMessages<ZhKeys>(mediaPicker);
