import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle.ts';
import type { ToastActor } from '../machines/toast.machine.ts';
import { ToastContext } from './toast-context.ts';

const ToastRegion = lazy(() => import('./toast-provider.tsx').then((m) => ({ default: m.ToastRegion })));

export interface DeferredToastProviderProps {
  /** The app's toast actor: it queues every message from the start, so none is lost while the region loads. */
  actor: ToastActor;
  children?: ReactNode;
}

/**
 * ToastProvider for the app's first screen: the live regions (with their icons and styles) arrive in
 * their own chunk, requested once the first screen is in and the browser idle, so the login form
 * neither waits for them nor shares the network with them. Toasts raised before the region mounts are
 * kept by the actor and shown then.
 */
export function DeferredToastProvider({ actor, children }: DeferredToastProviderProps) {
  const [regionWanted, setRegionWanted] = useState(false);
  useEffect(() => whenIdle(() => setRegionWanted(true)), []);
  return (
    <ToastContext.Provider value={actor}>
      {children}
      {regionWanted ? (
        <Suspense fallback={null}>
          <ToastRegion actor={actor} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
