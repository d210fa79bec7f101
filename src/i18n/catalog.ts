import type { ModuleKeys } from '../module-manifest.ts';
import type { chart } from './chart.ts';
import { common } from './common.ts';
import type { config } from './config.ts';
import type { kit } from './kit.ts';
import type { mediaPicker } from './media-picker.ts';
import { shell } from './shell.ts';
import type { shellFrame } from './shell-frame.ts';
import type { system } from './system.ts';

// One catalogue file per area keeps parallel work apart; this is the only place the first screen's
// are joined (the kit's and the rest of the shell's register themselves like a module's, below).
// `en` is typed against zh-CN so a key missing in either language fails the typecheck.
const zhCN = { ...common['zh-CN'], ...shell['zh-CN'] };
const en: Record<keyof typeof zhCN, string> = { ...common.en, ...shell.en };

/**
 * Module catalogues arrive with their module's lazy chunk (`registerMessages` at the top of the
 * module's catalogue file), so the sign-in screen does not download every module's text; so do the
 * kit's and the shell frame's, loaded by each file that names their keys
 * (tests/lint/first-screen-messages.test.ts). Their keys
 * are known to the typecheck here through type-only imports: the shared lazy catalogues', and each
 * module's as its manifest declares them (`defineModule<typeof strings>`, src/module-manifest.ts).
 */
type LazyKeys =
  | ModuleKeys
  | keyof (typeof kit)['zh-CN']
  | keyof (typeof shellFrame)['zh-CN']
  | keyof (typeof system)['zh-CN']
  | keyof (typeof config)['zh-CN']
  | keyof (typeof chart)['zh-CN']
  | keyof (typeof mediaPicker)['zh-CN'];
export type MessageKey = keyof typeof zhCN | LazyKeys;

type Catalogue = Record<'zh-CN' | 'en', Partial<Record<MessageKey, string>>>;
export const catalog: Catalogue = { 'zh-CN': { ...zhCN }, en: { ...en } };

/** Adds a module's messages; each language must hold the same keys. */
export function registerMessages<K extends MessageKey>(messages: {
  'zh-CN': Record<K, string>;
  en: Record<K, string>;
}): void {
  Object.assign(catalog['zh-CN'], messages['zh-CN']);
  Object.assign(catalog.en, messages.en);
}
