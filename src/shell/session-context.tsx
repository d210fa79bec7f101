import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../machines/session.machine.ts';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
type SessionSnapshot = ReturnType<SessionActor['getSnapshot']>;

const SessionContext = createContext<SessionActor | null>(null);

export function SessionProvider({ actor, children }: { actor: SessionActor; children: ReactNode }) {
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSessionActor outside SessionProvider');
  return actor;
}

/** A narrow slice of the session; the caller re-renders only when that slice changes. */
export function useSession<T>(selector: (s: SessionSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useSessionActor(), selector, compare);
}

export type SessionMode = 'resuming' | 'signedOut' | 'choosingBrand' | 'signedIn' | 'expiring' | 'other';

export function sessionMode(s: SessionSnapshot): SessionMode {
  if (s.hasTag('resuming')) return 'resuming';
  if (s.hasTag('expiring')) return 'expiring';
  if (s.hasTag('signedIn')) return 'signedIn';
  if (s.hasTag('choosingBrand')) return 'choosingBrand';
  if (s.hasTag('signedOut')) return 'signedOut';
  return 'other';
}
