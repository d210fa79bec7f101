import { useCallback } from 'react';
import type { RuleKey } from '../../contract/rule-key.ts';
import type { Grant } from '../ui/withheld.tsx';
import { mayCall, type RuleState, ruleState } from './permissions.ts';
import { useScreenRules } from './screen-rules.tsx';
import { useSession } from './session-context.tsx';

/**
 * `(rule) => boolean` for the signed-in role, asked with the module's rule constants
 * (`mayCall(adminUserRule.add)`): hides the buttons of actions it may not perform.
 */
export function useMayCall(): (rule: RuleKey) => boolean {
  const menu = useSession((s) => s.context.menu);
  return useCallback((rule: RuleKey) => mayCall(menu, rule), [menu]);
}

/**
 * `(rules) => 'held' | 'lost' | 'never'` for an action needing all of `rules`: `lost` when the role
 * held them on this open screen and no longer does. `RuleGate` draws a control by it.
 */
export function useRuleState(): (rules: RuleKey | readonly RuleKey[]) => RuleState {
  const menu = useSession((s) => s.context.menu);
  const seen = useScreenRules();
  return useCallback((rules: RuleKey | readonly RuleKey[]) => ruleState(menu, seen, rules), [menu, seen]);
}

/**
 * `(...rules) => Grant` for the controls of an action needing every one of `rules`: `true` while the
 * role holds them, `'withheld'` when it held them on this open screen and no longer does (the kit's
 * controls stay, withheld with the reason: see `granted` and `Allowed`), `false` when it never did
 * here (no control, as `useMayCall` hides them). Conditions that are not controls ask `useMayCall`.
 */
export function useGrant(): (...rules: RuleKey[]) => Grant {
  const state = useRuleState();
  return useCallback(
    (...rules: RuleKey[]) => {
      const s = state(rules);
      return s === 'held' ? true : s === 'lost' ? 'withheld' : false;
    },
    [state],
  );
}
