import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useInspectedActor } from '../lib/use-inspected-actor.ts';
import { type SortId, type SortItem, sortMachine } from '../machines/sort.machine.ts';
import { useToast } from './toast-provider.tsx';

/**
 * The sort machine behind a reorderable list (table or cards): fed the rows' ids, saving through
 * `save`, its notices shown as toasts. Returns the actor, the rows' ids and what the list shows of it.
 */
export function useSortOrder<T>(
  rows: T[],
  rowKey: (row: T) => SortId,
  save: (body: { list: SortItem[] }) => Promise<unknown>,
) {
  const toast = useToast();
  const latest = useRef(save);
  latest.current = save;
  // Compared by value: a parent that re-renders with a fresh but equal array must not undo the
  // user's unsaved moves.
  const idsKey = JSON.stringify(rows.map(rowKey));
  const ids = useMemo<SortId[]>(() => JSON.parse(idsKey), [idsKey]);
  const actor = useInspectedActor(
    sortMachine.provide({ actors: { postOrder: fromPromise(({ input }) => latest.current(input)) } }),
    { input: { ids } },
  );
  const order = useSelector(actor, (s) => s.context.order);
  const dirty = useSelector(actor, (s) => s.hasTag('dirty'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.context.failed);
  useEffect(() => {
    actor.send({ type: 'sort.load', ids });
  }, [actor, ids]);
  useEffect(() => {
    const sub = actor.on('sort.notice', (e) => toast.show(e.message, { tone: e.tone }));
    return () => sub.unsubscribe();
  }, [actor, toast]);
  return { actor, ids, order, dirty, busy, failed };
}
