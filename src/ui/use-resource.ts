import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
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
  /** The failure is the server's no (`retryable: false`): say `error`, offer no retry. */
  refused: boolean;
  reload: () => void;
  retry: () => void;
}

/**
 * What a resource reads, in values: the record's id, the filter, the language. `null` is "nothing to
 * read" (the right is missing, nothing is chosen yet): no load runs and the resource is empty.
 */
export type ResourceKey =
  | string
  | number
  | boolean
  | null
  | readonly (string | number | boolean | null | undefined)[];

export interface ResourceOptions {
  /**
   * Keep the last key's answer shown while the new key's loads (search as you type, the same record in
   * another language). By default a new key shows nothing until its own answer: the old one is about
   * something else.
   */
  keep?: boolean;
}

/** The machine holds the answer with the key it answers, so an answer is never shown for another key. */
type Answer = { key: string; value: unknown };

const always = 'always';

/**
 * Reads something for a screen through the resource machine: loading, ready, failed with retry, and
 * reloads that keep what is shown. The load runs again when `key` changes, and an answer still on its
 * way for an earlier key is dropped. `load` is read when a load starts, so it may close over fresh
 * state. Without a key, the resource loads once.
 */
export function useResource<T>(load: () => Promise<T>): Resource<T>;
export function useResource<T>(
  key: ResourceKey,
  load: () => Promise<T>,
  options?: ResourceOptions,
): Resource<T>;
export function useResource<T>(
  ...args: [() => Promise<T>] | [ResourceKey, () => Promise<T>, ResourceOptions?]
): Resource<T> {
  const [key, load, options] = args.length === 1 ? [always, args[0], undefined] : args;
  const keyText = JSON.stringify(key);
  const none = key === null;
  const latest = useRef({ load, keyText, none });
  latest.current = { load, keyText, none };
  const actor = useInspectedActor(
    resourceMachine.provide({
      actors: {
        load: fromPromise<unknown>(async (): Promise<Answer> => {
          const { load: read, keyText: asked, none: empty } = latest.current;
          return { key: asked, value: empty ? null : await read() };
        }),
      },
    }),
  );
  // A new key is a reload; the machine drops a load still running, so its answer never lands.
  const loadedKey = useRef(keyText);
  useEffect(() => {
    if (loadedKey.current === keyText) return;
    loadedKey.current = keyText;
    actor.send({ type: 'resource.reload' });
  }, [actor, keyText]);
  const answer = useSelector(actor, (s) => s.context.data) as Answer | null;
  const error = useSelector(actor, (s) => s.context.error);
  const refusedState = useSelector(actor, (s) => s.context.refused);
  const loadingState = useSelector(actor, (s) => s.matches('loading'));
  const busyState = useSelector(actor, (s) => s.hasTag('busy'));
  const failedState = useSelector(actor, (s) => s.hasTag('failed'));
  const reload = useCallback(() => actor.send({ type: 'resource.reload' }), [actor]);
  const retry = useCallback(() => actor.send({ type: 'resource.retry' }), [actor]);
  if (none)
    return {
      data: null,
      error: null,
      loading: false,
      busy: false,
      failed: false,
      refused: false,
      reload,
      retry,
    };
  // Rendered with a new key whose load the effect above has not started yet.
  const pending = loadedKey.current !== keyText;
  const current = answer !== null && answer.key === keyText;
  const shown = current || (answer !== null && options?.keep === true);
  const failed = failedState && !pending;
  const busy = busyState || pending;
  return {
    data: shown ? (answer.value as T) : null,
    error,
    loading: loadingState || (busy && !shown && !failed),
    busy,
    failed,
    refused: failed && refusedState,
    reload,
    retry,
  };
}
