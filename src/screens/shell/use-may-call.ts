import { useCallback } from 'react';
import { mayCall } from './permissions.ts';
import { useSession } from './session-context.tsx';

/** `(apiPath) => boolean` for the signed-in role: hides the buttons of actions it may not perform. */
export function useMayCall(): (apiPath: string) => boolean {
  const menu = useSession((s) => s.context.menu);
  return useCallback((apiPath: string) => mayCall(menu, apiPath), [menu]);
}
