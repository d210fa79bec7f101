import { assign, fromPromise, setup } from 'xstate';
import { isRefusalError, messageOf } from '../../machines/refusal.ts';

export interface CustomerActionContext {
  /** The last call's own message (the server's reason for a refusal, the fault's for a failure), else ''. */
  error: string;
}

export type CustomerActionEvent = { type: 'action.submit' } | { type: 'action.cancel' };

/**
 * A customer action dialog that asks for a value and sends one call: bulk assign, release and tag in
 * the list, and assign, release and "mark lost" in a customer's drawer. The dialog closes only once the
 * call went through (`done`) or the user cancels (`cancelled`). A refusal (the claim limit with its
 * numbers, a tag deleted meanwhile) and a fault (the network) both keep the dialog open with that
 * call's message where the user acted, and Confirm stays: a refusal can be answered by another choice
 * (another owner, fewer customers), a fault by trying again. While the call runs nothing closes the
 * dialog, so its outcome is never lost; a new attempt clears the last message.
 */
export const customerActionMachine = setup({
  types: {
    context: {} as CustomerActionContext,
    events: {} as CustomerActionEvent,
  },
  actors: {
    /** The dialog's call with the values the user chose; the component provides it. */
    run: fromPromise<unknown>(async () => {
      throw new Error('customerActionMachine: run was not provided');
    }),
  },
  guards: {
    refused: ({ event }) => 'error' in event && isRefusalError(event.error),
  },
  actions: {
    clearError: assign({ error: '' }),
    takeError: assign({
      error: ({ event }) => {
        if (!('error' in event)) return '';
        return messageOf(event.error) || String(event.error);
      },
    }),
  },
}).createMachine({
  id: 'customerAction',
  context: { error: '' },
  initial: 'ready',
  states: {
    ready: {
      tags: ['ready'],
      on: { 'action.submit': 'sending', 'action.cancel': 'cancelled' },
    },
    sending: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'run',
        src: 'run',
        onDone: 'done',
        onError: [
          { guard: 'refused', target: 'refused', actions: 'takeError' },
          { target: 'failed', actions: 'takeError' },
        ],
      },
    },
    refused: {
      tags: ['ready', 'error'],
      on: { 'action.submit': 'sending', 'action.cancel': 'cancelled' },
    },
    failed: {
      tags: ['ready', 'error'],
      on: { 'action.submit': 'sending', 'action.cancel': 'cancelled' },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
