import type { Locale } from '../../contract/envelope.ts';
import { catalog, type MessageKey } from './catalog.ts';

export type { Locale, MessageKey };
export const defaultLocale: Locale = 'zh-CN';
const storageKey = 'locale';

function readStored(): Locale {
  try {
    const v = globalThis.localStorage?.getItem(storageKey);
    return v === 'en' || v === 'zh-CN' ? v : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

let current: Locale = readStored();
const listeners = new Set<() => void>();

export function getLocale(): Locale {
  return current;
}

/** Switches the language at once for every subscriber and remembers it across visits. */
export function setLocale(locale: Locale): void {
  if (locale === current) return;
  current = locale;
  try {
    globalThis.localStorage?.setItem(storageKey, locale);
  } catch {
    // Storage may be unavailable (private mode); the switch still applies for this visit.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  for (const l of listeners) l();
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Translates a key in the current language, filling `{name}` placeholders. */
export function t(
  key: MessageKey,
  params?: Record<string, string | number>,
  locale: Locale = current,
): string {
  const text = catalog[locale][key] ?? catalog[defaultLocale][key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
