import type { Locale } from '../contract/envelope.ts';
import { coreEn, coreZh, fill, type MessageParams } from './core.messages.ts';
import { accountEn, accountZh } from './modules/account/account.messages.ts';
import { agentEn, agentZh } from './modules/agent/agent.messages.ts';
import { aiEn, aiZh } from './modules/ai/ai.messages.ts';
import { applyEn, applyZh } from './modules/apply/apply.messages.ts';
import { configEn, configZh } from './modules/config/config.messages.ts';
import { crmEn, crmZh } from './modules/crm/crm.messages.ts';
import { crmExportEn, crmExportZh } from './modules/crm/customer-export.messages.ts';
import { crmImportEn, crmImportZh } from './modules/crm/customer-import.messages.ts';
import { inboxEn, inboxZh } from './modules/inbox/inbox.messages.ts';
import { manageEn, manageZh } from './modules/manage/manage.messages.ts';
import { notifyEn, notifyZh } from './modules/notify/notify.messages.ts';
import { platformEn, platformZh } from './modules/platform/platform.messages.ts';
import { sessionEn, sessionZh } from './modules/session/session.messages.ts';
import { systemEn, systemZh } from './modules/system/system.messages.ts';
import { undoEn, undoZh } from './modules/system/undo.messages.ts';
import { uploadEn, uploadZh } from './modules/upload/upload.messages.ts';
import { apiDocsEn, apiDocsZh } from './openapi/api-docs.messages.ts';
import { outboundEn, outboundZh } from './outbound/outbound.messages.ts';

/**
 * Every message the server answers with, joined from the core catalogue (server/core.messages.ts)
 * and each module's own; the caller's `Accept-Language` picks the language. Only this composition
 * and the envelope read every catalogue: a module says its own words (its `<m>.messages.ts`), kit/
 * says words through the translator it is handed (server/context.ts).
 */
const zhCN = {
  ...coreZh,
  ...sessionZh,
  ...manageZh,
  ...systemZh,
  ...configZh,
  ...uploadZh,
  ...notifyZh,
  ...agentZh,
  ...applyZh,
  ...inboxZh,
  ...accountZh,
  ...aiZh,
  ...outboundZh,
  ...crmZh,
  ...undoZh,
  ...crmImportZh,
  ...crmExportZh,
  ...platformZh,
  ...apiDocsZh,
} as const;

type Key = keyof typeof zhCN;

const en: Record<Key, string> = {
  ...coreEn,
  ...sessionEn,
  ...manageEn,
  ...systemEn,
  ...configEn,
  ...uploadEn,
  ...notifyEn,
  ...agentEn,
  ...applyEn,
  ...inboxEn,
  ...accountEn,
  ...aiEn,
  ...outboundEn,
  ...crmEn,
  ...undoEn,
  ...crmImportEn,
  ...crmExportEn,
  ...platformEn,
  ...apiDocsEn,
};

export type MessageKey = Key;

/** Every message's key, for tests that read the whole catalogue. */
export const messageKeys = (): Key[] => Object.keys(zhCN) as Key[];

/** Whether `key` names a message (a schema's custom issue may carry one: `field.idCard.check`). */
export function isMessageKey(key: string): key is Key {
  return Object.hasOwn(zhCN, key);
}
const catalog: Record<Locale, Record<Key, string>> = { 'zh-CN': zhCN, en };

/** A message in the caller's language, from any catalogue: what the envelope answers a key with. */
export function message(locale: Locale, key: Key, params?: MessageParams): string {
  const text: string | undefined = catalog[locale][key];
  // A key stored with data (an in-app message's title) that a later version dropped: its name.
  if (text === undefined) return key;
  return fill(locale, text, params);
}

/** Picks the first supported language of an `Accept-Language` header; zh-CN when none matches. */
export function localeOf(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return 'zh-CN';
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.toLowerCase(), q: Number.isFinite(q) ? q : 0 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en';
  }
  return 'zh-CN';
}
