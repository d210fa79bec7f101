import type { Locale } from '../contract/envelope.ts';
import { type CoreKey, coreEn, coreZh, fill, type MessageParams } from './core.messages.ts';
import type { Catalogue } from './module-manifest.ts';
import { serverModules } from './modules/modules.ts';
import { apiDocsEn, apiDocsZh } from './openapi/api-docs.messages.ts';
import { outboundEn, outboundZh } from './outbound/outbound.messages.ts';

/**
 * Each module's catalogues (their `zh` objects) by module: a module adds its own here from its manifest
 * file (`declare module '../../messages.ts'`), typed from the very list its manifest's `messages` holds,
 * so this file names no module and every key stays typed.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declaration merging.
export interface ModuleCatalogues {}

/** Every key of a union of catalogues (a module with several has their union). */
type KeysOf<C> = C extends unknown ? keyof C : never;
type ModuleKey = { [M in keyof ModuleCatalogues]: KeysOf<ModuleCatalogues[M]> }[keyof ModuleCatalogues];

type Key = CoreKey | keyof typeof outboundZh | keyof typeof apiDocsZh | Extract<ModuleKey, string>;

/**
 * Every message the server answers with, joined from the core catalogue (server/core.messages.ts),
 * the shared ones and each module's own (its manifest's `messages`, in `serverModules` order); the
 * caller's `Accept-Language` picks the language. Only this composition and the envelope read every
 * catalogue: a module says its own words (its `<m>.messages.ts`), kit/ says words through the
 * translator it is handed (server/context.ts).
 */
const catalogues: readonly Catalogue[] = [
  { zh: coreZh, en: coreEn },
  { zh: outboundZh, en: outboundEn },
  { zh: apiDocsZh, en: apiDocsEn },
  ...serverModules.flatMap((m) => m.messages ?? []),
];
// A later catalogue's key wins, as in a spread: the one key two catalogues say (`field.libraryImage`)
// is answered in the later one's words, as before.
const zhCN: Readonly<Record<string, string>> = Object.fromEntries(
  catalogues.flatMap((c) => Object.entries(c.zh)),
);
const en: Readonly<Record<string, string>> = Object.fromEntries(
  catalogues.flatMap((c) => Object.entries(c.en)),
);

export type MessageKey = Key;

/** Every message's key, for tests that read the whole catalogue. */
export const messageKeys = (): Key[] => Object.keys(zhCN) as Key[];

/** Whether `key` names a message (a schema's custom issue may carry one: `field.idCard.check`). */
export function isMessageKey(key: string): key is Key {
  return Object.hasOwn(zhCN, key);
}
const catalog: Record<Locale, Readonly<Record<string, string>>> = { 'zh-CN': zhCN, en };

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
