import { assertEvent, assign, emit, setup } from 'xstate';

export interface RecordWatchContext {
  /** Who changed (or deleted) the record last, by name; '' while it is as the form read it. */
  by: string;
}

export type RecordWatchEvent =
  /** Another member changed the record open in the form (the live stream told). */
  | { type: 'record.changed'; by: string }
  /** Another member deleted it. */
  | { type: 'record.deleted'; by: string }
  /** The user chose to read the record again, dropping what they typed. */
  | { type: 'record.reload' }
  /** The user saved the form: the record is theirs as they sent it (the last save wins). */
  | { type: 'record.saved' };

/**
 * A record open in an edit form while others may change it: `current` (as the form read it), `changed`
 * by another member (the form says who and offers to reload; what the user typed stays until they
 * choose to), or `deleted` by another (nothing to reload; a save would be refused). Reloading emits
 * `record.reload`, on which the form reads the record again and drops its draft.
 */
export const recordWatchMachine = setup({
  types: {
    context: {} as RecordWatchContext,
    events: {} as RecordWatchEvent,
    emitted: {} as { type: 'record.reload' },
  },
  actions: {
    takeActor: assign({
      by: ({ event }) => {
        assertEvent(event, ['record.changed', 'record.deleted']);
        return event.by;
      },
    }),
    forget: assign({ by: '' }),
    emitReload: emit({ type: 'record.reload' } as const),
  },
}).createMachine({
  id: 'recordWatch',
  context: { by: '' },
  initial: 'current',
  states: {
    current: {
      on: {
        'record.changed': { target: 'changed', actions: 'takeActor' },
        'record.deleted': { target: 'deleted', actions: 'takeActor' },
      },
    },
    changed: {
      tags: ['stale'],
      on: {
        // A second change by someone: the note names the latest.
        'record.changed': { actions: 'takeActor' },
        'record.deleted': { target: 'deleted', actions: 'takeActor' },
        'record.reload': { target: 'current', actions: ['forget', 'emitReload'] },
        'record.saved': { target: 'current', actions: 'forget' },
      },
    },
    deleted: {
      tags: ['stale'],
    },
  },
});
