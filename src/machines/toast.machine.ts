import {
  type ActorRefFrom,
  assertEvent,
  assign,
  createActor,
  type InspectionEvent,
  type SnapshotFrom,
  sendParent,
  setup,
  stopChild,
} from 'xstate';

/** docs/spec.md §9: default life of a toast, how many are visible at once, and the merge counter's cap. */
export const toastDefaults = {
  durationMs: 2500,
  maxVisible: 5,
  countCap: 99,
  openMs: 150,
  closeMs: 150,
} as const;

export type ToastTone = 'info' | 'success' | 'error' | 'loading';

export interface ToastInput {
  id: string;
  message: string;
  tone: ToastTone;
  /** 0 keeps the toast until it is dismissed (used for the loading toast). */
  durationMs: number;
}

/** One toast: opening -> shown -> closing (docs/spec.md §4), its clock paused while the user reads it. */
export const toastItemMachine = setup({
  types: {
    context: {} as ToastInput & { paused: boolean },
    input: {} as ToastInput & { paused?: boolean },
    events: {} as
      | { type: 'toast.pause' }
      | { type: 'toast.resume' }
      | { type: 'toast.dismiss' }
      | { type: 'toast.bump' },
  },
  delays: {
    openDelay: toastDefaults.openMs,
    closeDelay: toastDefaults.closeMs,
    lifetime: ({ context }) => context.durationMs,
  },
  guards: {
    isSticky: ({ context }) => context.durationMs <= 0,
    isPaused: ({ context }) => context.paused,
  },
  actions: {
    markPaused: assign({ paused: true }),
    markRunning: assign({ paused: false }),
    reportClosed: sendParent(({ context }) => ({ type: 'toast.closed', id: context.id })),
  },
}).createMachine({
  id: 'toastItem',
  context: ({ input }) => ({ ...input, paused: input.paused ?? false }),
  initial: 'opening',
  on: {
    'toast.pause': { actions: 'markPaused' },
    'toast.resume': { actions: 'markRunning' },
  },
  states: {
    opening: {
      tags: ['visible'],
      after: { openDelay: 'shown' },
      on: { 'toast.dismiss': 'closing' },
    },
    shown: {
      tags: ['visible'],
      initial: 'counting',
      on: {
        'toast.dismiss': 'closing',
        // A merged duplicate gives the reader a fresh full lifetime.
        'toast.bump': { target: '.counting', reenter: true },
      },
      states: {
        counting: {
          always: [
            { guard: 'isSticky', target: 'held' },
            { guard: 'isPaused', target: 'paused' },
          ],
          after: { lifetime: '#toastItem.closing' },
          on: { 'toast.pause': { target: 'paused', actions: 'markPaused' } },
        },
        paused: {
          tags: ['paused'],
          on: { 'toast.resume': { target: 'counting', actions: 'markRunning' } },
        },
        held: {},
      },
    },
    closing: {
      after: { closeDelay: 'closed' },
    },
    closed: {
      type: 'final',
      entry: 'reportClosed',
    },
  },
});

export type ToastItemRef = ActorRefFrom<typeof toastItemMachine>;

export interface ToastEntry {
  key: string;
  /** Every id a caller got for this toast (merged duplicates keep theirs, so dismiss still works). */
  ids: string[];
  message: string;
  tone: ToastTone;
  count: number;
  durationMs: number;
  ref: ToastItemRef | null;
}

interface ToastQueueContext {
  entries: ToastEntry[];
  paused: boolean;
}

export type ToastEvent =
  | { type: 'toast.show'; id: string; message: string; tone?: ToastTone; durationMs?: number }
  | { type: 'toast.dismiss'; id: string }
  | { type: 'toast.closed'; id: string }
  | { type: 'toast.pauseAll' }
  | { type: 'toast.resumeAll' };

function sameToast(e: ToastEntry, message: string, tone: ToastTone) {
  return e.message === message && e.tone === tone;
}

/**
 * The queue: spawns a toast actor for each of the first five entries, merges identical toasts into a
 * counter and promotes a waiting entry when a visible one closes.
 */
export const toastMachine = setup({
  types: {
    context: {} as ToastQueueContext,
    events: {} as ToastEvent,
  },
  actors: { toastItem: toastItemMachine },
  guards: {
    isDuplicate: ({ context, event }) => {
      assertEvent(event, 'toast.show');
      return context.entries.some((e) => sameToast(e, event.message, event.tone ?? 'info') && isLive(e));
    },
  },
  actions: {
    addEntry: assign({
      entries: ({ context, event }) => {
        assertEvent(event, 'toast.show');
        const tone = event.tone ?? 'info';
        const durationMs = event.durationMs ?? (tone === 'loading' ? 0 : toastDefaults.durationMs);
        return [
          ...context.entries,
          { key: event.id, ids: [event.id], message: event.message, tone, count: 1, durationMs, ref: null },
        ];
      },
    }),
    mergeEntry: assign({
      entries: ({ context, event }) => {
        assertEvent(event, 'toast.show');
        const tone = event.tone ?? 'info';
        return context.entries.map((e) =>
          sameToast(e, event.message, tone) && isLive(e)
            ? { ...e, ids: [...e.ids, event.id], count: Math.min(e.count + 1, toastDefaults.countCap) }
            : e,
        );
      },
    }),
    bumpMerged: ({ context, event }) => {
      assertEvent(event, 'toast.show');
      const entry = context.entries.find((e) => e.ids.includes(event.id));
      entry?.ref?.send({ type: 'toast.bump' });
    },
    spawnVisible: assign({
      entries: ({ context, spawn }) =>
        context.entries.map((e, i) => {
          if (e.ref || i >= toastDefaults.maxVisible) return e;
          const ref = spawn('toastItem', {
            id: e.key,
            input: {
              id: e.key,
              message: e.message,
              tone: e.tone,
              durationMs: e.durationMs,
              paused: context.paused,
            },
          });
          return { ...e, ref };
        }),
    }),
    dismissEntry: ({ context, event }) => {
      assertEvent(event, 'toast.dismiss');
      context.entries.find((e) => e.ids.includes(event.id))?.ref?.send({ type: 'toast.dismiss' });
    },
    dropWaiting: assign({
      entries: ({ context, event }) => {
        assertEvent(event, 'toast.dismiss');
        return context.entries.filter((e) => e.ref || !e.ids.includes(event.id));
      },
    }),
    stopClosed: stopChild(({ event }) => {
      assertEvent(event, 'toast.closed');
      return event.id;
    }),
    removeClosed: assign({
      entries: ({ context, event }) => {
        assertEvent(event, 'toast.closed');
        return context.entries.filter((e) => e.key !== event.id);
      },
    }),
    pauseAll: assign({ paused: true }),
    resumeAll: assign({ paused: false }),
    sendPause: ({ context }) => {
      for (const e of context.entries) e.ref?.send({ type: 'toast.pause' });
    },
    sendResume: ({ context }) => {
      for (const e of context.entries) e.ref?.send({ type: 'toast.resume' });
    },
  },
}).createMachine({
  id: 'toast',
  context: { entries: [], paused: false },
  on: {
    'toast.show': [
      { guard: 'isDuplicate', actions: ['mergeEntry', 'bumpMerged'] },
      { actions: ['addEntry', 'spawnVisible'] },
    ],
    'toast.dismiss': { actions: ['dismissEntry', 'dropWaiting'] },
    'toast.closed': { actions: ['stopClosed', 'removeClosed', 'spawnVisible'] },
    'toast.pauseAll': { actions: ['pauseAll', 'sendPause'] },
    'toast.resumeAll': { actions: ['resumeAll', 'sendResume'] },
  },
});

/** A toast that is closing no longer merges: a repeat after it starts fading deserves its own toast. */
function isLive(e: ToastEntry): boolean {
  if (!e.ref) return true;
  const s = e.ref.getSnapshot();
  return s.status === 'active' && s.hasTag('visible');
}

export type ToastActor = ActorRefFrom<typeof toastMachine>;
export type ToastSnapshot = SnapshotFrom<typeof toastMachine>;

export interface ShowOptions {
  tone?: ToastTone;
  /** Milliseconds; 0 keeps it until dismissed. Default 2500 (loading toasts: until dismissed). */
  duration?: number;
}

let counter = 0;

/** Shows a toast on `actor` and returns an id for `dismissToast` (a merged duplicate's id works too). */
export function showToast(actor: ToastActor, message: string, options: ShowOptions = {}): string {
  counter += 1;
  const id = `toast-${counter}`;
  actor.send({ type: 'toast.show', id, message, tone: options.tone, durationMs: options.duration });
  return id;
}

export function dismissToast(actor: ToastActor, id: string): void {
  actor.send({ type: 'toast.dismiss', id });
}

/**
 * The app creates the toast actor outside React so the http layer can raise toasts; ToastProvider then
 * renders it. Pass the kit's machine inspector to see it live in the explorer.
 */
export function createToastActor(options: { inspect?: (e: InspectionEvent) => void } = {}): ToastActor {
  return createActor(toastMachine, { inspect: options.inspect }).start();
}
