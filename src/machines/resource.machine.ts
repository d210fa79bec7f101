import { assign, fromPromise, setup } from 'xstate';
import { isRefusalError, messageOf } from './refusal.ts';

export interface ResourceContext {
  /** The last answer; kept while a reload runs and after a reload fails, so the page does not blank. */
  data: unknown;
  /** Why the last load failed, or null. */
  error: string | null;
  /**
   * The last load was the server's no (the record is gone or out of the reader's sight), which a retry
   * cannot change: the screen says the reason and offers no retry.
   */
  refused: boolean;
}

/**
 * Something a screen reads and shows (an account's brand cards, today's work, a short list): loading,
 * ready or failed with retry, and a reload that keeps what is shown until the new answer arrives.
 * The read is the `load` actor the screen provides (`useResource`, src/ui/use-resource.ts).
 */
export const resourceMachine = setup({
  types: {
    context: {} as ResourceContext,
    events: {} as { type: 'resource.reload' } | { type: 'resource.retry' },
  },
  actors: {
    load: fromPromise<unknown>(async () => {
      throw new Error('resourceMachine: load was not provided');
    }),
  },
  actions: {
    take: assign({
      data: ({ event }) => ('output' in event ? event.output : null),
      error: null,
      refused: false,
    }),
    fail: assign({
      error: ({ event }) => ('error' in event ? messageOf(event.error) : ''),
      refused: ({ event }) => 'error' in event && isRefusalError(event.error),
    }),
  },
}).createMachine({
  id: 'resource',
  context: { data: null, error: null, refused: false },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      // A reload asked for while a load runs means what is being read has changed since it started
      // (a live event, a save elsewhere): the running load's answer would already be stale, so it is
      // dropped and the read starts again.
      on: { 'resource.reload': { target: 'loading', reenter: true } },
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: 'take' },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    ready: {
      tags: ['shown'],
      on: { 'resource.reload': 'reloading' },
    },
    reloading: {
      tags: ['busy', 'shown'],
      on: { 'resource.reload': { target: 'reloading', reenter: true } },
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: 'take' },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'resource.retry': 'loading', 'resource.reload': 'loading' },
    },
  },
});
