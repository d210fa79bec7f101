import { useCallback } from 'react';
import { mayOpen } from './permissions.ts';
import { useSession } from './session-context.tsx';

/** `(path) => boolean` for the signed-in role: hides links and buttons that lead where it may not go. */
export function useMayOpen(): (path: string) => boolean {
  const menu = useSession((s) => s.context.menu);
  return useCallback((path: string) => mayOpen(menu, path), [menu]);
}
