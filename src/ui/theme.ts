import { useSyncExternalStore } from 'react';

export type ThemeChoice = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

const storageKey = 'theme';
const listeners = new Set<() => void>();

function readChoice(): ThemeChoice {
  try {
    const v = globalThis.localStorage?.getItem(storageKey);
    return v === 'light' || v === 'dark' ? v : 'system';
  } catch {
    return 'system';
  }
}

let choice: ThemeChoice = readChoice();

function systemQuery(): MediaQueryList | null {
  return typeof globalThis.matchMedia === 'function'
    ? globalThis.matchMedia('(prefers-color-scheme: dark)')
    : null;
}

/** The theme in effect: the user's choice, or the system's while they have not chosen. */
export function getTheme(): Theme {
  if (choice !== 'system') return choice;
  return systemQuery()?.matches ? 'dark' : 'light';
}

export function getThemeChoice(): ThemeChoice {
  return choice;
}

/**
 * Only an explicit choice sets `data-theme`; without it tokens.css follows the system through the media
 * query, so a system switch applies at once with no script running.
 */
export function applyTheme(): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
}

export function setThemeChoice(next: ThemeChoice): void {
  choice = next;
  try {
    if (next === 'system') globalThis.localStorage?.removeItem(storageKey);
    else globalThis.localStorage?.setItem(storageKey, next);
  } catch {
    // Storage may be unavailable; the choice still holds for this visit.
  }
  applyTheme();
  for (const l of listeners) l();
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  const mq = systemQuery();
  mq?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    mq?.removeEventListener('change', listener);
  };
}

/** The choice and the theme in effect, re-rendering when either the user or the system switches. */
export function useTheme(): { choice: ThemeChoice; theme: Theme; setChoice: (c: ThemeChoice) => void } {
  const c = useSyncExternalStore(subscribeTheme, getThemeChoice, getThemeChoice);
  const th = useSyncExternalStore(subscribeTheme, getTheme, () => 'light' as const);
  return { choice: c, theme: th, setChoice: setThemeChoice };
}
