import {
  type ActorRefFrom,
  assertEvent,
  assign,
  createActor,
  fromPromise,
  type InspectionEvent,
  type SnapshotFrom,
  sendParent,
  setup,
  stopChild,
} from 'xstate';
import type { UndoHandle, UndoResult } from '../../contract/change-undo.ts';
import { isRefusalError, messageOf } from './refusal.ts';

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
  /** The change this toast reports can be taken back with this handle (issue 43): it offers 撤销. */
  undo?: UndoHandle | null | undefined;
}

export interface ToastItemContext extends ToastInput {
  paused: boolean;
  undo: UndoHandle | null;
  /** What the undo answered: how many rows came back and each one that did not, with why. */
  result: UndoResult | null;
  /** Why the undo did not happen: the server's refusal, or the fault of a try that may be retried. */
  refusal: string;
}

/**
 * One toast: opening -> shown -> closing (docs/spec.md §4), its clock paused while the user reads it.
 * A toast that reports a change with an undo handle has no clock: it stays `offered` until dismissed or
 * replaced; 撤销 (or Ctrl/⌘+Z) takes it to `undoing`, which nothing closes while the call runs, then to
 * `undone` (what came back, what did not and why) or `refused` (the server's reason), which stay until
 * dismissed or replaced too. A fault a retry may fix goes back to `offered` with its message.
 */
export const toastItemMachine = setup({
  types: {
    context: {} as ToastItemContext,
    input: {} as ToastInput & { paused?: boolean },
    events: {} as
      | { type: 'toast.pause' }
      | { type: 'toast.resume' }
      | { type: 'toast.dismiss' }
      | { type: 'toast.bump' }
      | { type: 'toast.undo' },
  },
  actors: {
    /** Takes the change back (services/change-undo.ts); the app provides it (createToastActor). */
    undoChange: fromPromise<UndoResult, { id: number }>(async () => {
      throw new Error('toastItemMachine: undoChange was not provided');
    }),
  },
  delays: {
    openDelay: toastDefaults.openMs,
    closeDelay: toastDefaults.closeMs,
    lifetime: ({ context }) => context.durationMs,
  },
  guards: {
    isSticky: ({ context }) => context.durationMs <= 0,
    isPaused: ({ context }) => context.paused,
    isUndoable: ({ context }) => context.undo !== null,
    refused: ({ event }) => 'error' in event && isRefusalError(event.error),
  },
  actions: {
    markPaused: assign({ paused: true }),
    markRunning: assign({ paused: false }),
    reportClosed: sendParent(({ context }) => ({ type: 'toast.closed', id: context.id })),
    clearRefusal: assign({ refusal: '' }),
    takeResult: assign({
      result: ({ event }) => ('output' in event ? (event.output as UndoResult) : null),
    }),
    takeRefusal: assign({ refusal: ({ event }) => ('error' in event ? messageOf(event.error) : '') }),
  },
}).createMachine({
  id: 'toastItem',
  context: ({ input }) => ({
    ...input,
    paused: input.paused ?? false,
    undo: input.undo ?? null,
    result: null,
    refusal: '',
  }),
  initial: 'opening',
  on: {
    'toast.pause': { actions: 'markPaused' },
    'toast.resume': { actions: 'markRunning' },
  },
  states: {
    opening: {
      tags: ['visible'],
      after: { openDelay: 'shown' },
      on: {
        'toast.dismiss': 'closing',
        // Taken back as it appears (最近变更 raises the toast and undoes at once; a quick Ctrl+Z).
        'toast.undo': { guard: 'isUndoable', target: 'undoing' },
      },
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
            // No countdown to race: an undo offer stays until dismissed or replaced (issue 43).
            { guard: 'isUndoable', target: 'offered' },
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
        offered: {
          tags: ['undoable'],
          on: { 'toast.undo': '#toastItem.undoing' },
        },
      },
    },
    undoing: {
      // Not closable while the call runs: its answer is what the reader is waiting for.
      tags: ['visible', 'busy'],
      entry: 'clearRefusal',
      invoke: {
        id: 'undoChange',
        src: 'undoChange',
        input: ({ context }) => ({ id: context.undo?.id ?? 0 }),
        onDone: { target: 'undone', actions: 'takeResult' },
        onError: [
          { guard: 'refused', target: 'refused', actions: 'takeRefusal' },
          // A fault (the network): the offer stands, with the fault said, for another try.
          { target: '#toastItem.shown.offered', actions: 'takeRefusal' },
        ],
      },
    },
    undone: {
      tags: ['visible'],
      on: { 'toast.dismiss': 'closing' },
    },
    refused: {
      tags: ['visible'],
      on: { 'toast.dismiss': 'closing' },
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
  /** The change's undo handle: such a toast never merges, and a newer one replaces it. */
  undo: UndoHandle | null;
  ref: ToastItemRef | null;
}

interface ToastQueueContext {
  entries: ToastEntry[];
  paused: boolean;
}

export type ToastEvent =
  | {
      type: 'toast.show';
      id: string;
      message: string;
      tone?: ToastTone;
      durationMs?: number;
      undo?: UndoHandle | null | undefined;
    }
  | { type: 'toast.dismiss'; id: string }
  /** Take back the change of this toast, or without an id the newest one still offering (Ctrl/⌘+Z). */
  | { type: 'toast.undo'; id?: string | undefined }
  | { type: 'toast.closed'; id: string }
  | { type: 'toast.pauseAll' }
  | { type: 'toast.resumeAll' };

function sameToast(e: ToastEntry, message: string, tone: ToastTone) {
  return e.undo === null && e.message === message && e.tone === tone;
}

/** The entry `toast.undo` means: the one named, else the newest whose toast still offers 撤销. */
function undoTarget(entries: readonly ToastEntry[], id: string | undefined): ToastEntry | undefined {
  const offering = entries.filter((e) => {
    const snapshot = e.ref?.getSnapshot();
    return e.undo !== null && (snapshot?.hasTag('undoable') || snapshot?.matches('opening'));
  });
  return id === undefined ? offering.at(-1) : offering.find((e) => e.ids.includes(id));
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
      // Each undo toast has its own handle: it never merges into another.
      if (event.undo) return false;
      return context.entries.some((e) => sameToast(e, event.message, event.tone ?? 'info') && isLive(e));
    },
    isUndoOffer: ({ event }) => {
      assertEvent(event, 'toast.show');
      return Boolean(event.undo);
    },
    hasUndoTarget: ({ context, event }) => {
      assertEvent(event, 'toast.undo');
      return undoTarget(context.entries, event.id) !== undefined;
    },
  },
  actions: {
    addEntry: assign({
      entries: ({ context, event }) => {
        assertEvent(event, 'toast.show');
        const tone = event.tone ?? 'info';
        const undo = event.undo ?? null;
        // An undo toast ignores the default lifetime: it stays until dismissed or replaced.
        const durationMs = undo
          ? 0
          : (event.durationMs ?? (tone === 'loading' ? 0 : toastDefaults.durationMs));
        return [
          ...context.entries,
          {
            key: event.id,
            ids: [event.id],
            message: event.message,
            tone,
            count: 1,
            durationMs,
            undo,
            ref: null,
          },
        ];
      },
    }),
    /**
     * A newer undo toast replaces the older on screen (the older stays undoable from 最近变更): each
     * older undo toast is dismissed (one whose undo is running finishes first), a waiting one dropped.
     */
    dismissOlderUndo: ({ context }) => {
      for (const e of context.entries) if (e.undo) e.ref?.send({ type: 'toast.dismiss' });
    },
    dropWaitingUndo: assign({
      entries: ({ context }) => context.entries.filter((e) => e.ref || !e.undo),
    }),
    sendUndo: ({ context, event }) => {
      assertEvent(event, 'toast.undo');
      undoTarget(context.entries, event.id)?.ref?.send({ type: 'toast.undo' });
    },
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
              undo: e.undo,
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
      { guard: 'isUndoOffer', actions: ['dismissOlderUndo', 'dropWaitingUndo', 'addEntry', 'spawnVisible'] },
      { actions: ['addEntry', 'spawnVisible'] },
    ],
    'toast.dismiss': { actions: ['dismissEntry', 'dropWaiting'] },
    'toast.undo': { guard: 'hasUndoTarget', actions: 'sendUndo' },
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
  /** The reported change's undo handle: the toast offers 撤销 and stays until dismissed or replaced. */
  undo?: UndoHandle | null;
}

let counter = 0;

/** Shows a toast on `actor` and returns an id for `dismissToast` (a merged duplicate's id works too). */
export function showToast(actor: ToastActor, message: string, options: ShowOptions = {}): string {
  counter += 1;
  const id = `toast-${counter}`;
  actor.send({
    type: 'toast.show',
    id,
    message,
    tone: options.tone,
    durationMs: options.duration,
    undo: options.undo ?? null,
  });
  return id;
}

/** Takes back the change of the newest toast still offering 撤销; false when none does (Ctrl/⌘+Z passes). */
export function undoLatest(actor: ToastActor): boolean {
  if (!undoTarget(actor.getSnapshot().context.entries, undefined)) return false;
  actor.send({ type: 'toast.undo' });
  return true;
}

export function dismissToast(actor: ToastActor, id: string): void {
  actor.send({ type: 'toast.dismiss', id });
}

/**
 * The app creates the toast actor outside React so the http layer can raise toasts; ToastProvider then
 * renders it. Pass the kit's machine inspector to see it live in the explorer.
 */
export function createToastActor(
  options: {
    inspect?: (e: InspectionEvent) => void;
    /** Takes a change back by its record's id (the app passes services/change-undo.ts). */
    undo?: (id: number) => Promise<UndoResult>;
  } = {},
): ToastActor {
  const undo = options.undo;
  const machine = undo
    ? toastMachine.provide({
        actors: {
          toastItem: toastItemMachine.provide({
            actors: { undoChange: fromPromise(({ input }) => undo(input.id)) },
          }),
        },
      })
    : toastMachine;
  return createActor(machine, { inspect: options.inspect }).start();
}
