import { useSelector } from '@xstate/react';
import { useCallback, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useInspectedActor } from '../lib/use-inspected-actor.ts';
import { resourceMachine } from '../machines/resource.machine.ts';

export interface Resource<T> {
  /** The last answer (kept during a reload and after a failed one); null before the first. */
  data: T | null;
  /** Why the last load failed, or null. */
  error: string | null;
  /** The first load, with nothing to show yet. */
  loading: boolean;
  /** A load is under way (the first or a reload). */
  busy: boolean;
  failed: boolean;
  reload: () => void;
  retry: () => void;
}

/**
 * Reads something for a screen through the resource machine: loading, ready, failed with retry, and
 * reloads that keep what is shown. `load` is read when a load starts, so it may close over fresh state.
 */
export function useResource<T>(load: () => Promise<T>): Resource<T> {
  const latest = useRef(load);
  latest.current = load;
  const actor = useInspectedActor(
    resourceMachine.provide({ actors: { load: fromPromise<unknown>(() => latest.current()) } }),
  );
  const data = useSelector(actor, (s) => s.context.data) as T | null;
  const error = useSelector(actor, (s) => s.context.error);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const reload = useCallback(() => actor.send({ type: 'resource.reload' }), [actor]);
  const retry = useCallback(() => actor.send({ type: 'resource.retry' }), [actor]);
  return { data, error, loading, busy, failed, reload, retry };
}
