import { createContext, type ReactNode, useContext, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useInspectedActor } from '../lib/use-inspected-actor.ts';
import { overlayMachine } from '../machines/overlay.machine.ts';
import { LoadingOverlay } from '../ui/loading-overlay.tsx';
import { useSession } from './session-context.tsx';

type OverlayActor = ActorRefFrom<typeof overlayMachine>;

const OverlayContext = createContext<OverlayActor | null>(null);

/**
 * The page-wide loading overlay, one per tab: shown while the whole page waits (a brand being switched,
 * the cache being refreshed), when nothing on the page could be used meanwhile.
 */
export function OverlayProvider({ children }: { children: ReactNode }) {
  const actor = useInspectedActor(overlayMachine);
  const switching = useSession(
    (s) => s.matches({ choosingBrand: 'selecting' }) || s.matches({ ready: 'switching' }),
  );
  useEffect(() => {
    if (!switching) return;
    actor.send({ type: 'overlay.show' });
    return () => actor.send({ type: 'overlay.hide' });
  }, [switching, actor]);
  return (
    <OverlayContext.Provider value={actor}>
      {children}
      <LoadingOverlay actor={actor} />
    </OverlayContext.Provider>
  );
}

/** Shows the overlay while `work` runs; outside the provider the work simply runs. */
export function useOverlay(): <T>(work: () => Promise<T>, title?: string) => Promise<T> {
  const actor = useContext(OverlayContext);
  return async (work, title) => {
    actor?.send({ type: 'overlay.show', title });
    try {
      return await work();
    } finally {
      actor?.send({ type: 'overlay.hide' });
    }
  };
}
