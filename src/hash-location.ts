import { useSyncExternalStore } from 'react';
import { currentPath, currentSearch, navigate, onHashChange } from './lib/hash.ts';

/**
 * wouter's hooks over src/lib/hash.ts: wouter's stock hash hook treats `?page=2` inside the hash as
 * part of the path and matches nothing.
 */

/** wouter location hook: the path part of the hash. */
export function useHashPath(): [string, typeof navigate] {
  return [useSyncExternalStore(onHashChange, currentPath, () => '/'), navigate];
}

/** wouter search hook: the query part of the hash. */
export function useHashSearch(): string {
  return useSyncExternalStore(onHashChange, currentSearch, () => '');
}
