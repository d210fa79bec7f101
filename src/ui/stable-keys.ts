import { useRef } from 'react';
import type { Key } from 'react-aria-components';

/** Whether `b` holds exactly the keys of `a`. */
export function sameKeys(a: ReadonlySet<Key>, b: Iterable<Key>): boolean {
  let n = 0;
  for (const k of b) {
    if (!a.has(k)) return false;
    n += 1;
  }
  return n === a.size;
}

/**
 * The selection handed to a React Aria grid, table or tree as the same Set for as long as it holds the
 * same keys. React Aria announces a selection whenever the Set it is given is a new one while the
 * collection has focus: a Set made afresh on each render made every re-render (a list reloaded, a save
 * answered) say "未选择项目" or "已选择 72 个项目" with nothing changed.
 */
export function useStableKeys(keys: Iterable<Key>): Set<Key> {
  const last = useRef<Set<Key> | null>(null);
  const list = Array.from(keys);
  if (last.current === null || !sameKeys(last.current, list)) last.current = new Set(list);
  return last.current;
}
