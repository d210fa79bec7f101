import { type ReactNode, useEffect } from 'react';
import { whenIdle } from '../lib/when-idle.ts';
import type { ToastActor } from '../machines/toast.machine.ts';
import { ToastContext } from './toast-context.ts';
import { loadToastViews, ToastRegion } from './toast-region.tsx';

export interface DeferredToastProviderProps {
  /** The app's toast actor: it queues every message from the start, so none is lost while the views load. */
  actor: ToastActor;
  children?: ReactNode;
}

/**
 * ToastProvider for the app's first screen: the two live regions are there from the first render
 * (empty, so a screen reader knows them before anything is said in them), while the toasts' views
 * (icons, buttons, styles) arrive in their own chunk, requested once the first screen is in and the
 * browser idle, so the login form neither waits for them nor shares the network with them. A toast
 * raised earlier asks for the chunk itself and is shown, inside the existing region, when it comes.
 */
export function DeferredToastProvider({ actor, children }: DeferredToastProviderProps) {
  useEffect(() => whenIdle(() => void loadToastViews()), []);
  return (
    <ToastContext.Provider value={actor}>
      {children}
      <ToastRegion actor={actor} />
    </ToastContext.Provider>
  );
}
