import { assign, fromPromise, setup } from 'xstate';
import { isRefusalError } from './refusal.ts';

/** An answer that arrived but says no: an envelope-like object with a non-zero `code` (docs/spec.md §4). */
export function isRefusal(output: unknown): boolean {
  if (typeof output !== 'object' || output === null || !('code' in output)) return false;
  return typeof output.code === 'number' && output.code !== 0;
}

/** The server's reason of a refusal (an envelope with a non-zero code, or a refused call), else ''. */
function refusalOf(event: object): string {
  if ('output' in event && isRefusal(event.output)) {
    const out = event.output as { message?: unknown };
    return typeof out.message === 'string' ? out.message : '';
  }
  if ('error' in event && isRefusalError(event.error)) return event.error.message;
  return '';
}

/**
 * docs/spec.md §4 toggle: the value flips at once (the user sees their click land), the change is posted,
 * and a refusal or failure flips it back and marks the toggle failed so the UI can say so: a refusal
 * with the server's reason (retrying cannot help), any other failure with "update status failed,
 * please retry".
 */
export const toggleMachine = setup({
  types: {
    context: {} as {
      value: boolean;
      failed: boolean;
      /** Why the server refused the last change; '' after a fault or a success. */
      refusal: string;
    },
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
    flip: assign({ value: ({ context }) => !context.value, failed: false, refusal: '' }),
    revert: assign({
      value: ({ context }) => !context.value,
      failed: true,
      refusal: ({ event }) => refusalOf(event),
    }),
    sync: assign({
      value: ({ event }) => ('value' in event ? event.value : false),
      failed: false,
      refusal: '',
    }),
  },
}).createMachine({
  id: 'toggle',
  context: ({ input }) => ({ value: input.value, failed: false, refusal: '' }),
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
