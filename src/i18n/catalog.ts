import { common } from './common.ts';
import { kit } from './kit.ts';
import { shell } from './shell.ts';

// One catalogue file per area keeps parallel work apart; this is the only place they are joined.
// `en` is typed against zh-CN so a key missing in either language fails the typecheck.
const zhCN = { ...common['zh-CN'], ...shell['zh-CN'], ...kit['zh-CN'] };
export type MessageKey = keyof typeof zhCN;
const en: Record<MessageKey, string> = { ...common.en, ...shell.en, ...kit.en };

export const catalog: Record<'zh-CN' | 'en', Record<MessageKey, string>> = { 'zh-CN': zhCN, en };
