import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ListResult } from '../../contract/envelope.ts';
import type { ListQueryState } from './list.machine.ts';
import { listMachine } from './list.machine.ts';

type Row = { id: number; name: string };

function startList(rows: Row[]) {
  const actor = createActor(
    listMachine.provide({
      actors: {
        loadPage: fromPromise<ListResult<unknown>, ListQueryState>(async () => ({
          list: rows,
          total: rows.length,
          page: 1,
          pageSize: 20,
        })),
      },
    }),
    { input: {} },
  ).start();
  return actor;
}

describe('list machine: changes told by the live stream', () => {
  it('leaves the page untouched, the same rows and selection, when none of its rows changed', async () => {
    const actor = startList([
      { id: 1, name: 'A' },
      { id: 2, name: 'B' },
    ]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.select', ids: [2] });
    const before = actor.getSnapshot().context;
    const keyOf = (row: unknown) => (row as Row).id;
    actor.send({ type: 'list.changed', rows: [{ id: 3, row: null }], keyOf });
    actor.send({ type: 'list.changed', rows: [{ id: 4, row: { id: 4, name: 'D' } }], keyOf });
    const after = actor.getSnapshot().context;
    expect([after.rows === before.rows, after.total, after.selection]).toEqual([true, 2, [2]]);
    // A row in view is replaced in place; one that left takes its selection with it.
    actor.send({ type: 'list.changed', rows: [{ id: 1, row: { id: 1, name: 'A2' } }], keyOf });
    actor.send({ type: 'list.changed', rows: [{ id: 2, row: null }], keyOf });
    const last = actor.getSnapshot().context;
    expect([last.rows, last.total, last.selection]).toEqual([[{ id: 1, name: 'A2' }], 1, []]);
    actor.stop();
  });
});
