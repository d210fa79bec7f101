import { useActorRef } from '@xstate/react';
import type { ActorOptions, AnyActorLogic, InspectionEvent } from 'xstate';
import { inspect } from './machine-inspector.ts';

// Development builds (and builds made with VITE_MACHINE_EXPLORER=true) report to the machine inspector;
// in any other build this is a constant `undefined` and the inspector's modules drop out of the bundle.
const devInspect =
  import.meta.env.DEV || import.meta.env.VITE_MACHINE_EXPLORER === 'true' ? inspect : undefined;

function withInspect(
  options: ActorOptions<AnyActorLogic> | undefined,
): ActorOptions<AnyActorLogic> | undefined {
  if (!devInspect) return options;
  const own = options?.inspect;
  const report = devInspect;
  const both =
    typeof own === 'function'
      ? (e: InspectionEvent) => {
          own(e);
          report(e);
        }
      : report;
  return { ...options, inspect: both };
}

/**
 * `useActorRef` for every actor a screen or a kit component starts: the same hook, the same arguments,
 * plus the inspector's `inspect` in development builds, so the docked machine inspector sees the actor,
 * its children, events and snapshots. tests/lint/inspected-actors.test.ts fails on a bare `useActorRef`.
 */
export const useInspectedActor = ((
  logic: AnyActorLogic,
  options?: ActorOptions<AnyActorLogic>,
  ...rest: unknown[]
) =>
  (useActorRef as (...args: unknown[]) => unknown)(
    logic,
    withInspect(options),
    ...rest,
  )) as typeof useActorRef;
