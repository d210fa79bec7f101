import { useCallback } from 'react';
import type { RuleKey } from '../../contract/rule-key.ts';
import { mayCall } from './permissions.ts';
import { useSession } from './session-context.tsx';

/**
 * `(rule) => boolean` for the signed-in role, asked with the module's rule constants
 * (`mayCall(adminUserRule.add)`): hides the buttons of actions it may not perform.
 */
export function useMayCall(): (rule: RuleKey) => boolean {
  const menu = useSession((s) => s.context.menu);
  return useCallback((rule: RuleKey) => mayCall(menu, rule), [menu]);
}
