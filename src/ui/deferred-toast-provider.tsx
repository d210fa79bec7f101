import { lazy, type ReactNode, Suspense } from 'react';
import type { ToastActor } from '../machines/toast.machine.ts';
import { ToastContext } from './toast-context.ts';

// Requested as soon as the app starts (not at first render), so the regions are in place before any
// message is likely.
const region = import('./toast-provider.tsx').then((m) => ({ default: m.ToastRegion }));
const ToastRegion = lazy(() => region);

export interface DeferredToastProviderProps {
  /** The app's toast actor: it queues every message from the start, so none is lost while the region loads. */
  actor: ToastActor;
  children?: ReactNode;
}

/**
 * ToastProvider for the app's first screen: the live regions (with their icons and styles) arrive in
 * their own chunk, requested when the app starts, so the login screen does not wait for them. Toasts
 * raised before it arrives are kept by the actor and shown when the region mounts.
 */
export function DeferredToastProvider({ actor, children }: DeferredToastProviderProps) {
  return (
    <ToastContext.Provider value={actor}>
      {children}
      <Suspense fallback={null}>
        <ToastRegion actor={actor} />
      </Suspense>
    </ToastContext.Provider>
  );
}
