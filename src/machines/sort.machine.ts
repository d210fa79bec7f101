import '../i18n/kit.ts';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { t } from '../i18n/i18n.ts';

export type SortId = string | number;

/** docs/spec.md §3 sort item, posted as `{ list: [{ id, ordernum }] }`. */
export interface SortItem {
  id: SortId;
  ordernum: number;
}

/** Top of the list is 1: ordernum follows the order the user sees. */
export function toSortItems(order: readonly SortId[]): SortItem[] {
  return order.map((id, i) => ({ id, ordernum: i + 1 }));
}

export function moveIds(
  order: readonly SortId[],
  keys: readonly SortId[],
  target: SortId,
  position: 'before' | 'after',
): SortId[] {
  const moving = order.filter((id) => keys.includes(id));
  const rest = order.filter((id) => !keys.includes(id));
  const at = rest.indexOf(target);
  if (at < 0) return [...order];
  const insert = position === 'before' ? at : at + 1;
  return [...rest.slice(0, insert), ...moving, ...rest.slice(insert)];
}

/** Reordering (drag or keyboard), then one save of the whole order; "no sort items" when empty. */
export const sortMachine = setup({
  types: {
    context: {} as { order: SortId[]; saved: SortId[]; failed: boolean },
    input: {} as { ids: SortId[] },
    events: {} as
      | { type: 'sort.move'; keys: SortId[]; target: SortId; position: 'before' | 'after' }
      | { type: 'sort.reset' }
      | { type: 'sort.save' }
      | { type: 'sort.load'; ids: SortId[] },
    emitted: {} as { type: 'sort.notice'; tone: 'error' | 'success'; message: string },
  },
  actors: {
    postOrder: fromPromise<unknown, { list: SortItem[] }>(async () => {
      throw new Error('sortMachine: postOrder was not provided');
    }),
  },
  guards: {
    noItems: ({ context }) => context.order.length === 0,
    // Moving rows back where they were leaves nothing to save.
    unchanged: ({ context }) => context.order.join('\u0000') === context.saved.join('\u0000'),
  },
  actions: {
    move: assign({
      order: ({ context, event }) => {
        assertEvent(event, 'sort.move');
        return moveIds(context.order, event.keys, event.target, event.position);
      },
      failed: false,
    }),
    reset: assign({ order: ({ context }) => context.saved, failed: false }),
    load: assign(({ event }) => {
      assertEvent(event, 'sort.load');
      return { order: event.ids, saved: event.ids, failed: false };
    }),
    markSaved: assign({ saved: ({ context }) => context.order, failed: false }),
    markFailed: assign({ failed: true }),
    noticeEmpty: emit(() => ({ type: 'sort.notice', tone: 'error', message: t('sort.empty') }) as const),
  },
}).createMachine({
  id: 'sort',
  context: ({ input }) => ({ order: input.ids, saved: input.ids, failed: false }),
  initial: 'clean',
  states: {
    clean: {
      on: {
        'sort.move': { target: 'dirty', actions: 'move' },
        'sort.load': { actions: 'load' },
        // Saving an unchanged order is allowed (it repairs gaps or duplicates left in ordernum).
        'sort.save': [{ guard: 'noItems', actions: 'noticeEmpty' }, { target: 'saving' }],
      },
    },
    dirty: {
      tags: ['dirty'],
      always: { guard: 'unchanged', target: 'clean' },
      on: {
        'sort.move': { actions: 'move', target: 'dirty', reenter: true },
        'sort.reset': { target: 'clean', actions: 'reset' },
        // Moves keep the rows, so a changed order is never empty: nothing to refuse here.
        'sort.save': 'saving',
      },
    },
    saving: {
      tags: ['dirty', 'busy'],
      invoke: {
        id: 'postOrder',
        src: 'postOrder',
        input: ({ context }) => ({ list: toSortItems(context.order) }),
        onDone: { target: 'clean', actions: 'markSaved' },
        onError: { target: 'dirty', actions: 'markFailed' },
      },
    },
  },
});
