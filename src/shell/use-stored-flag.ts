import { useCallback, useState } from 'react';

function read(key: string): boolean {
  try {
    return globalThis.localStorage?.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/**
 * A yes/no layout preference remembered in localStorage (like the language), so it survives a reload
 * and a new tab: a child menu the user folded stays folded.
 */
export function useStoredFlag(key: string): [boolean, (update: (value: boolean) => boolean) => void] {
  const [value, setValue] = useState(() => read(key));
  const update = useCallback(
    (next: (value: boolean) => boolean) =>
      setValue((current) => {
        const v = next(current);
        try {
          globalThis.localStorage?.setItem(key, String(v));
        } catch {
          // Storage blocked: the choice holds for this page only.
        }
        return v;
      }),
    [key],
  );
  return [value, update];
}
