import { type ReactNode, useContext, useMemo, useState } from 'react';
import {
  createToastActor,
  dismissToast,
  type ShowOptions,
  showToast,
  type ToastActor,
} from '../machines/toast.machine.ts';
import { ToastContext } from './toast-context.ts';
import { ToastRegion } from './toast-region.tsx';
import { ToastItem } from './toast-views.tsx';
import { offerUndo } from './undo-offers.ts';

export interface ToastShowOptions extends ShowOptions {
  /** With `undo`: what the screen does once the change is taken back (reload its list). */
  onUndone?: () => void;
  /** With `undo`: where focus goes once it is taken back, instead of where it was before the change. */
  focusAfter?: () => HTMLElement | null | undefined;
}

export interface ToastApi {
  show(message: string, options?: ToastShowOptions): string;
  dismiss(id: string): void;
  /** Takes back the change of this undo toast (a report's own 撤销 button), as its 撤销 does. */
  undo(id: string): void;
}

export interface ToastProviderProps {
  /** The app's toast actor (created with createToastActor so non-React code can raise toasts). */
  actor?: ToastActor;
  children?: ReactNode;
}

export function ToastProvider({ actor, children }: ToastProviderProps) {
  const [own] = useState(() => actor ?? createToastActor());
  const ref = actor ?? own;
  return (
    <ToastContext.Provider value={ref}>
      {children}
      <ToastRegion actor={ref} Item={ToastItem} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const actor = useContext(ToastContext);
  if (!actor) throw new Error('useToast needs a ToastProvider above it');
  return useMemo(
    () => ({
      show: (message, options = {}) => {
        const { onUndone, focusAfter, ...shown } = options;
        const id = showToast(actor, message, shown);
        if (shown.undo) offerUndo(id, onUndone, focusAfter);
        return id;
      },
      dismiss: (id) => dismissToast(actor, id),
      undo: (id) => actor.send({ type: 'toast.undo', id }),
    }),
    [actor],
  );
}
