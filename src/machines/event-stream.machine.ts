import { assertEvent, assign, emit, fromCallback, setup } from 'xstate';
import { type MemberDisabled, memberDisabledOf } from '../../contract/auth.ts';
import type { LiveEventName } from '../../contract/live-events.ts';

/** Attempts after a failure before the stream gives up until the tab is visible or online again. */
export const streamMaxRetries = 6;
/** The first wait after a failure, doubled with each attempt up to `streamMaxRetryMs`. */
export const streamFirstRetryMs = 1000;
export const streamMaxRetryMs = 30_000;

/**
 * The wait before attempt `attempt` (1-based): doubling from 1 s to at most 30 s, then scaled by a
 * jitter between one half and the whole, so consoles cut off together do not all return in step.
 */
export function streamRetryMs(attempt: number, random: number): number {
  const full = Math.min(streamMaxRetryMs, streamFirstRetryMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(full * (0.5 + 0.5 * Math.min(1, Math.max(0, random))));
}

export type StreamEvent =
  /** The stream said it is open (its `ready` event). */
  | { type: 'stream.opened' }
  /** One event of the stream other than `ready`. */
  | { type: 'stream.event'; name: Exclude<LiveEventName, 'ready'>; data: unknown }
  /** The stream could not be opened, or it broke. */
  | { type: 'stream.failed' }
  | { type: 'stream.offline' }
  | { type: 'stream.online' }
  | { type: 'stream.visible' };

/** What the console does with the stream's news (the shell listens). */
export type StreamEmitted =
  /** Open again after being closed: what changed meanwhile is read again (menu, badge). */
  | { type: 'live.resync' }
  | { type: 'live.rules' }
  | { type: 'live.inbox'; kind: string | null; title: string | null }
  /** A change to rows the console may see (the stream's `change` data, read by the shell). */
  | { type: 'live.change'; data: unknown }
  /** The session is over; `ended` when the event said the member was disabled in a brand. */
  | { type: 'live.sessionEnded'; ended: MemberDisabled | null };

export interface EventStreamContext {
  /** Failed attempts in a row; 0 while open. */
  attempt: number;
  /** The browser was offline when the console opened: nothing is tried until it is online. */
  startOffline: boolean;
}

function inboxOf(data: unknown): { kind: string | null; title: string | null } {
  const pick = (k: string) => {
    const v = typeof data === 'object' && data !== null ? Reflect.get(data, k) : null;
    return typeof v === 'string' && v !== '' ? v : null;
  };
  return { kind: pick('kind'), title: pick('title') };
}

/**
 * One live event stream per signed-in console: connecting, open, retrying after a failure with a
 * growing, jittered wait, given up after `streamMaxRetries` or while the browser is offline, and
 * resumed when the browser is back online or the tab is shown again. A `session` event ends it (the
 * session's expiry takes over). The console keeps its polls whatever state this is in.
 */
export const eventStreamMachine = setup({
  types: {
    context: {} as EventStreamContext,
    events: {} as StreamEvent,
    input: {} as { offline?: boolean },
    emitted: {} as StreamEmitted,
    tags: {} as 'open' | 'down',
  },
  actors: {
    // The live link is provided by the app (src/services/live-events.ts): it opens the stream and
    // sends back what it hears; stopping the actor closes the stream.
    connect: fromCallback<StreamEvent>(() => undefined),
  },
  delays: {
    retry: ({ context }) => streamRetryMs(context.attempt, Math.random()),
  },
  guards: {
    startsOffline: ({ context }) => context.startOffline,
    mayRetry: ({ context }) => context.attempt < streamMaxRetries,
    endsSession: ({ event }) => event.type === 'stream.event' && event.name === 'session',
  },
  actions: {
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    resetAttempts: assign({ attempt: 0 }),
    announceResync: emit({ type: 'live.resync' as const }),
    announceSessionEnd: emit(({ event }) => ({
      type: 'live.sessionEnded' as const,
      ended: event.type === 'stream.event' ? memberDisabledOf(event.data) : null,
    })),
    announce: emit(({ event }): StreamEmitted => {
      assertEvent(event, 'stream.event');
      if (event.name === 'inbox') return { type: 'live.inbox', ...inboxOf(event.data) };
      if (event.name === 'change') return { type: 'live.change', data: event.data };
      // Changes were missed beyond the resume window: read everything again, as after a gap.
      if (event.name === 'reload') return { type: 'live.resync' };
      return { type: 'live.rules' };
    }),
  },
}).createMachine({
  id: 'eventStream',
  context: ({ input }) => ({ attempt: 0, startOffline: input.offline === true }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'startsOffline', target: 'offline' }, { target: 'live' }],
    },
    live: {
      invoke: { id: 'connect', src: 'connect' },
      initial: 'connecting',
      on: {
        'stream.failed': [
          { guard: 'mayRetry', target: 'retrying', actions: 'countAttempt' },
          { target: 'gaveUp', actions: 'countAttempt' },
        ],
        'stream.offline': 'offline',
      },
      states: {
        connecting: {
          on: { 'stream.opened': { target: 'open', actions: ['resetAttempts', 'announceResync'] } },
        },
        open: {
          tags: ['open'],
          on: {
            'stream.event': [
              { guard: 'endsSession', target: '#eventStream.ended', actions: 'announceSessionEnd' },
              { actions: 'announce' },
            ],
          },
        },
      },
    },
    retrying: {
      tags: ['down'],
      after: { retry: 'live' },
      on: {
        // The user is looking again: no reason to wait out the rest of the delay.
        'stream.visible': 'live',
        'stream.offline': 'offline',
      },
    },
    gaveUp: {
      tags: ['down'],
      on: {
        'stream.visible': { target: 'live', actions: 'resetAttempts' },
        'stream.online': { target: 'live', actions: 'resetAttempts' },
        'stream.offline': 'offline',
      },
    },
    offline: {
      tags: ['down'],
      on: { 'stream.online': { target: 'live', actions: 'resetAttempts' } },
    },
    ended: { type: 'final' },
  },
});
