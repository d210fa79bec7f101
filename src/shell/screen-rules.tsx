import { createContext, type ReactNode, useContext, useRef } from 'react';
import { useSession } from './session-context.tsx';

/** Rule paths (`/crm/tag/add`) the role held at some moment since the open screen was opened. */
const ScreenRulesContext = createContext<ReadonlySet<string> | null>(null);

export function useScreenRules(): ReadonlySet<string> | null {
  return useContext(ScreenRulesContext);
}

/**
 * Remembers, for the screen at `path`, every rule the role held while it was open, so a rule taken
 * away meanwhile (a live change, a menu read again) is told apart from one the role never had: the
 * first keeps its controls, shown withheld with the reason; the second draws none. Starts over on
 * another screen, brand or session.
 */
export function ScreenRules({ path, children }: { path: string; children: ReactNode }) {
  const menu = useSession((s) => s.context.menu);
  const scope = useSession((s) => `${s.context.token}|${s.context.brand?.brandId ?? 0}|${path}`);
  const seen = useRef<{ scope: string; rules: Set<string> }>({ scope, rules: new Set() });
  if (seen.current.scope !== scope) seen.current = { scope, rules: new Set() };
  // Only ever grows while the screen stays, so a render run twice adds nothing twice.
  for (const url of menu?.menuUrl ?? []) seen.current.rules.add(url);
  return <ScreenRulesContext.Provider value={seen.current.rules}>{children}</ScreenRulesContext.Provider>;
}
