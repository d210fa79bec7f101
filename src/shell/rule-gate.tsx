import type { ReactNode } from 'react';
import type { RuleKey } from '../../contract/rule-key.ts';
import { Allowed } from '../ui/withheld.tsx';
import { useGrant } from './use-may-call.ts';

/**
 * A control for an action that needs `rule` (or every one of several): drawn as given while the role
 * holds it, not drawn when it never did, and kept but withheld with the reason when the role lost it
 * while this screen is open, so it does not vanish under the user's pointer or focus.
 */
export function RuleGate({ rule, children }: { rule: RuleKey | readonly RuleKey[]; children: ReactNode }) {
  const grant = useGrant();
  return <Allowed by={grant(...(typeof rule === 'string' ? [rule] : rule))}>{children}</Allowed>;
}
