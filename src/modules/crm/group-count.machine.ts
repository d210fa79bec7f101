import { assign, fromPromise, setup } from 'xstate';
import type { CustomerConditions } from '../../../contract/customer.ts';

export interface GroupCountContext {
  /** The conditions being built; the count asked for is always of these. */
  conditions: CustomerConditions;
  /** The last count answered (kept while the next is asked for), or null before the first. */
  count: number | null;
  /** Why the last count failed, or null. */
  error: string | null;
}

export type GroupCountEvent =
  | { type: 'count.change'; conditions: CustomerConditions }
  | { type: 'count.retry' };

/** Conditions change with every tick of a box; the server is asked once they rest this long. */
export const countSettleMs = 400;

/**
 * The condition builder's live count: counted when the builder opens, then again once the conditions
 * have rested `countSettleMs` after a change (a change while counting starts the wait again, so only
 * the newest conditions' answer is shown); a failed count offers a retry.
 */
export const groupCountMachine = setup({
  types: {
    context: {} as GroupCountContext,
    input: {} as { conditions: CustomerConditions },
    events: {} as GroupCountEvent,
  },
  actors: {
    count: fromPromise<{ count: number }, CustomerConditions>(async () => {
      throw new Error('groupCountMachine: count was not provided');
    }),
  },
  actions: {
    setConditions: assign({
      conditions: ({ context, event }) =>
        event.type === 'count.change' ? event.conditions : context.conditions,
    }),
    take: assign({
      count: ({ event }) => ('output' in event ? (event.output as { count: number }).count : null),
      error: null,
    }),
    fail: assign({
      error: ({ event }) => ('error' in event && event.error instanceof Error ? event.error.message : ''),
    }),
  },
  delays: { settle: countSettleMs },
}).createMachine({
  id: 'groupCount',
  context: ({ input }) => ({ conditions: input.conditions, count: null, error: null }),
  initial: 'counting',
  on: { 'count.change': { target: '.waiting', actions: 'setConditions', reenter: true } },
  states: {
    waiting: {
      tags: ['busy'],
      after: { settle: 'counting' },
    },
    counting: {
      tags: ['busy'],
      invoke: {
        id: 'count',
        src: 'count',
        input: ({ context }) => context.conditions,
        onDone: { target: 'shown', actions: 'take' },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    shown: {},
    failed: {
      on: { 'count.retry': 'counting' },
    },
  },
});
