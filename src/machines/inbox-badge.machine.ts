import { assign, fromPromise, setup } from 'xstate';

/** How often an open console asks for its unread count while its tab is visible. */
export const inboxPollMs = 30_000;

export interface InboxBadgeContext {
  /** Unread messages as last read; null before the first answer. */
  unread: number | null;
  /** The last read failed: the badge keeps its number and tries again at the next poll. */
  stale: boolean;
  /** The tab was hidden when the console opened (a background tab): nothing is asked until it shows. */
  startHidden: boolean;
}

/**
 * The header's unread badge: asks for the count at once, then every 30 s while the tab is visible;
 * a hidden tab asks nothing and asks at once when it shows again; an action that changes messages
 * (marking them read) asks at once. A failed read keeps the number shown and waits for the next poll.
 */
export const inboxBadgeMachine = setup({
  types: {
    context: {} as InboxBadgeContext,
    input: {} as { hidden?: boolean },
    events: {} as { type: 'inbox.refresh' } | { type: 'inbox.hide' } | { type: 'inbox.show' },
  },
  actors: {
    readCount: fromPromise<number>(async () => {
      throw new Error('inboxBadgeMachine: readCount was not provided');
    }),
  },
  delays: { poll: inboxPollMs },
  guards: {
    startsHidden: ({ context }) => context.startHidden,
  },
  actions: {
    take: assign({
      unread: ({ event }) => ('output' in event && typeof event.output === 'number' ? event.output : 0),
      stale: false,
    }),
    markStale: assign({ stale: true }),
  },
}).createMachine({
  id: 'inboxBadge',
  context: ({ input }) => ({ unread: null, stale: false, startHidden: input.hidden === true }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'startsHidden', target: 'paused' }, { target: 'active' }],
    },
    active: {
      initial: 'loading',
      on: { 'inbox.hide': 'paused' },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'readCount',
            src: 'readCount',
            onDone: { target: 'waiting', actions: 'take' },
            onError: { target: 'waiting', actions: 'markStale' },
          },
          // An answer already on its way may predate the action: ask again.
          on: { 'inbox.refresh': { target: 'loading', reenter: true } },
        },
        waiting: {
          after: { poll: 'loading' },
          on: { 'inbox.refresh': 'loading' },
        },
      },
    },
    paused: {
      tags: ['paused'],
      on: { 'inbox.show': 'active' },
    },
  },
});
