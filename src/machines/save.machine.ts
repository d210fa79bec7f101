import { assign, fromPromise, setup } from 'xstate';

/**
 * docs/spec.md §4 save button: idle -> submitting -> idle whatever the outcome. A second press while
 * submitting has no transition, so it cannot start a second request.
 */
export const saveMachine = setup({
  types: {
    context: {} as { lastError: unknown; saves: number },
    events: {} as { type: 'save.submit' },
  },
  actors: {
    // Supplied by the component with `provide()`; the default fails loudly so a forgotten wiring shows.
    runSave: fromPromise<unknown>(async () => {
      throw new Error('saveMachine: runSave was not provided');
    }),
  },
  actions: {
    recordSuccess: assign({ lastError: null, saves: ({ context }) => context.saves + 1 }),
    recordFailure: assign({ lastError: ({ event }) => ('error' in event ? event.error : null) }),
  },
}).createMachine({
  id: 'save',
  context: { lastError: null, saves: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'save.submit': 'submitting' },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'runSave',
        src: 'runSave',
        onDone: { target: 'idle', actions: 'recordSuccess' },
        onError: { target: 'idle', actions: 'recordFailure' },
      },
    },
  },
});
