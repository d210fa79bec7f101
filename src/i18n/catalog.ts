import type { account } from '../modules/account/account.strings.ts';
import type { agent } from '../modules/agent/agent.strings.ts';
import type { ai } from '../modules/ai/ai.strings.ts';
import type { apply } from '../modules/apply/apply.strings.ts';
import type { crm } from '../modules/crm/crm.strings.ts';
import type { customer } from '../modules/crm/customer.strings.ts';
import type { customerImport } from '../modules/crm/customer-import.strings.ts';
import type { customerInsight } from '../modules/crm/customer-insight.strings.ts';
import type { dev } from '../modules/dev/dev.strings.ts';
import type { notify } from '../modules/notify/notify.strings.ts';
import type { platform } from '../modules/platform/platform.strings.ts';
import type { chart } from './chart.ts';
import { common } from './common.ts';
import type { config } from './config.ts';
import { kit } from './kit.ts';
import type { mediaPicker } from './media-picker.ts';
import { shell } from './shell.ts';
import type { system } from './system.ts';

// One catalogue file per area keeps parallel work apart; this is the only place they are joined.
// `en` is typed against zh-CN so a key missing in either language fails the typecheck.
const zhCN = { ...common['zh-CN'], ...shell['zh-CN'], ...kit['zh-CN'] };
const en: Record<keyof typeof zhCN, string> = { ...common.en, ...shell.en, ...kit.en };

/**
 * Module catalogues arrive with their module's lazy chunk (`registerMessages` at the top of the
 * module's catalogue file), so the sign-in screen does not download every module's text. Their keys
 * are known to the typecheck here through type-only imports.
 */
type LazyKeys =
  | keyof (typeof system)['zh-CN']
  | keyof (typeof dev)['zh-CN']
  | keyof (typeof config)['zh-CN']
  | keyof (typeof account)['zh-CN']
  | keyof (typeof ai)['zh-CN']
  | keyof (typeof chart)['zh-CN']
  | keyof (typeof notify)['zh-CN']
  | keyof (typeof agent)['zh-CN']
  | keyof (typeof apply)['zh-CN']
  | keyof (typeof crm)['zh-CN']
  | keyof (typeof customer)['zh-CN']
  | keyof (typeof customerImport)['zh-CN']
  | keyof (typeof customerInsight)['zh-CN']
  | keyof (typeof mediaPicker)['zh-CN']
  | keyof (typeof platform)['zh-CN'];
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
