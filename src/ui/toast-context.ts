import { createContext } from 'react';
import type { ToastActor } from '../machines/toast.machine.ts';

/**
 * The toast actor for `useToast`. Apart from the provider so the app can hand out the actor before the
 * region's code (icons, styles) has arrived: see deferred-toast-provider.tsx.
 */
export const ToastContext = createContext<ToastActor | null>(null);
