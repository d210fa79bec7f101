import { useSyncExternalStore } from 'react';

/**
 * Hash history where the hash carries the screen's query too (`#/crm/customer/list?page=2`), so a link
 * restores the view. wouter's stock hash hook treats `?page=2` as part of the path and matches nothing.
 */

let listeners: Array<() => void> = [];
const notify = () => {
  for (const l of listeners) l();
};

function subscribe(callback: () => void): () => void {
  if (listeners.push(callback) === 1) globalThis.addEventListener('hashchange', notify);
  return () => {
    listeners = listeners.filter((l) => l !== callback);
    if (listeners.length === 0) globalThis.removeEventListener('hashchange', notify);
  };
}

/** Splits `#/a/b?x=1` into `/a/b` and `x=1`; an empty hash is `/`. */
export function splitHash(hash: string): { path: string; search: string } {
  const raw = hash.replace(/^#?\/?/, '');
  const i = raw.indexOf('?');
  const path = `/${i < 0 ? raw : raw.slice(0, i)}`;
  return { path: path.length > 1 ? path.replace(/\/+$/, '') : path, search: i < 0 ? '' : raw.slice(i + 1) };
}

export const currentPath = () => splitHash(globalThis.location.hash).path;
export const currentSearch = () => splitHash(globalThis.location.hash).search;

/** `to` may carry a query: `navigate('/crm/customer/list?page=2')`. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const oldURL = globalThis.location.href;
  const url = new URL(oldURL);
  url.hash = `/${to.replace(/^#?\/?/, '')}`;
  if (url.href === oldURL) return;
  globalThis.history[options.replace ? 'replaceState' : 'pushState'](null, '', url.href);
  globalThis.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

/** wouter location hook: the path part of the hash. */
export function useHashPath(): [string, typeof navigate] {
  return [useSyncExternalStore(subscribe, currentPath, () => '/'), navigate];
}

/** wouter search hook: the query part of the hash. */
export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => '');
}

export const hashHref = (href: string) => `#${href}`;

/** The current path with its query, as the guard remembers it. */
export function currentTarget(): string {
  const { path, search } = splitHash(globalThis.location.hash);
  return search ? `${path}?${search}` : path;
}
