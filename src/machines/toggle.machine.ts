import { assign, fromPromise, setup } from 'xstate';

/** An answer that arrived but says no: an envelope-like object with a non-zero `code` (SPEC §4). */
export function isRefusal(output: unknown): boolean {
  if (typeof output !== 'object' || output === null || !('code' in output)) return false;
  return typeof output.code === 'number' && output.code !== 0;
}

/**
 * SPEC §4 toggle: the value flips at once (the user sees their click land), the change is posted,
 * and a refusal or failure flips it back and marks the toggle failed so the UI can say so.
 */
export const toggleMachine = setup({
  types: {
    context: {} as { value: boolean; failed: boolean },
    input: {} as { value: boolean },
    events: {} as { type: 'toggle.flip' } | { type: 'toggle.sync'; value: boolean },
  },
  actors: {
    postToggle: fromPromise<unknown, { value: boolean }>(async () => {
      throw new Error('toggleMachine: postToggle was not provided');
    }),
  },
  guards: {
    refused: ({ event }) => 'output' in event && isRefusal(event.output),
  },
  actions: {
    flip: assign({ value: ({ context }) => !context.value, failed: false }),
    revert: assign({ value: ({ context }) => !context.value, failed: true }),
    sync: assign({ value: ({ event }) => ('value' in event ? event.value : false), failed: false }),
  },
}).createMachine({
  id: 'toggle',
  context: ({ input }) => ({ value: input.value, failed: false }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'toggle.flip': { target: 'posting', actions: 'flip' },
        // The list reloaded with a fresh value from the server.
        'toggle.sync': { actions: 'sync' },
      },
    },
    posting: {
      tags: ['busy'],
      invoke: {
        id: 'postToggle',
        src: 'postToggle',
        input: ({ context }) => ({ value: context.value }),
        onDone: [{ guard: 'refused', target: 'idle', actions: 'revert' }, { target: 'idle' }],
        onError: { target: 'idle', actions: 'revert' },
      },
    },
  },
});
