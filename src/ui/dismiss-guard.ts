import { createContext, useCallback, useContext, useMemo, useRef } from 'react';

/**
 * Asked before a modal layer closes (Escape, an outside click, the corner ×, a Cancel button): it
 * calls `close` itself once closing may go ahead, or never (the user chose to stay).
 */
export type DismissGuard = (close: () => void) => void;

export interface DismissGuardApi {
  /** A form inside the layer puts its guard here (null to take it away). */
  setGuard: (guard: DismissGuard | null) => void;
  /** Closes the layer as Escape would: through the guard when there is one. */
  requestClose: () => void;
}

/** Provided by the kit's Modal and Drawer; a ManagedForm inside one guards its unsaved changes. */
export const DismissGuardContext = createContext<DismissGuardApi | null>(null);

export function useDismissGuard(): DismissGuardApi | null {
  return useContext(DismissGuardContext);
}

/**
 * For a modal layer: wraps its `onOpenChange` so that every way of closing it passes the guard a
 * child registered, and answers the context value to provide to its children.
 */
export function useGuardedClose(onOpenChange: ((open: boolean) => void) | undefined) {
  const guard = useRef<DismissGuard | null>(null);
  const latest = useRef(onOpenChange);
  latest.current = onOpenChange;
  const api = useMemo<DismissGuardApi>(() => {
    const close = () => latest.current?.(false);
    return {
      setGuard: (g) => {
        guard.current = g;
      },
      requestClose: () => (guard.current ? guard.current(close) : close()),
    };
  }, []);
  const handleOpenChange = useCallback(
    (open: boolean) => (open ? latest.current?.(true) : api.requestClose()),
    [api],
  );
  return { api, handleOpenChange };
}
