import { useCallback, useSyncExternalStore } from 'react';
import { getLocale, type MessageKey, subscribeLocale, t } from './i18n.ts';

/** The current language, re-rendering the caller when it switches. */
export function useLocale() {
  return useSyncExternalStore(subscribeLocale, getLocale, getLocale);
}

/** `t` bound to the current language; components re-render on a switch. */
export function useT() {
  const locale = useLocale();
  return useCallback(
    (key: MessageKey, params?: Record<string, string | number>) => t(key, params, locale),
    [locale],
  );
}
