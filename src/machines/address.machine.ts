import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AreaInit, AreaInitLevel, AreaNode } from '../../contract/area.ts';

export interface AddressContext {
  areaId: number;
  /** Province first; each holds the list shown at that level and the area chosen there (0: none). */
  levels: AreaInitLevel[];
  /** The level whose choice is loading the next list (for a busy hint), or null. */
  pending: { level: number; id: number } | null;
  error: string | null;
}

export type AddressEvent =
  | { type: 'address.pick'; level: number; id: number }
  | { type: 'address.retry' }
  | { type: 'address.reset'; areaId: number };

/** The area codes chosen, province first, up to the first level without a choice. */
export function chosenIds(levels: AreaInitLevel[]): number[] {
  const ids: number[] = [];
  for (const l of levels) {
    if (!l.selectedId) break;
    ids.push(l.selectedId);
  }
  return ids;
}

/** The names of the chosen areas, province first. */
export function chosenNames(levels: AreaInitLevel[]): string[] {
  return levels.flatMap((l) => l.list.find((a) => a.id === l.selectedId)?.name ?? []);
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : '');

/**
 * The address picker's cascade: the lists for the saved area (`init`), then each choice loads the
 * next level's list and clears the levels below it. A choice made while a list loads replaces it.
 */
export const addressMachine = setup({
  types: {
    context: {} as AddressContext,
    input: {} as { areaId: number },
    events: {} as AddressEvent,
  },
  actors: {
    loadInit: fromPromise<AreaInit, { areaId: number }>(async () => {
      throw new Error('addressMachine: loadInit was not provided');
    }),
    loadChildren: fromPromise<AreaNode[], { id: number }>(async () => {
      throw new Error('addressMachine: loadChildren was not provided');
    }),
  },
  guards: {
    pickedArea: ({ event }) => {
      assertEvent(event, 'address.pick');
      return event.id !== 0;
    },
    retriesChildren: ({ context }) => context.pending !== null,
  },
  actions: {
    takeInit: assign(({ event }) => {
      const out = 'output' in event ? (event.output as AreaInit) : { levels: [] };
      return { levels: out.levels, error: null };
    }),
    pick: assign(({ context, event }) => {
      assertEvent(event, 'address.pick');
      const kept = context.levels
        .slice(0, event.level + 1)
        .map((l, i) => (i === event.level ? { ...l, selectedId: event.id } : l));
      const areaId = chosenIds(kept).at(-1) ?? 0;
      return {
        levels: kept,
        areaId,
        pending: event.id ? { level: event.level, id: event.id } : null,
        error: null,
      };
    }),
    takeChildren: assign(({ context, event }) => {
      const list = 'output' in event ? (event.output as AreaNode[]) : [];
      return {
        levels: list.length > 0 ? [...context.levels, { selectedId: 0, list }] : context.levels,
        pending: null,
        error: null,
      };
    }),
    takeError: assign({ error: ({ event }) => ('error' in event ? messageOf(event.error) : '') }),
    reset: assign(({ event }) => {
      assertEvent(event, 'address.reset');
      return { areaId: event.areaId, levels: [], pending: null, error: null };
    }),
  },
}).createMachine({
  id: 'address',
  context: ({ input }) => ({ areaId: input.areaId, levels: [], pending: null, error: null }),
  initial: 'initialising',
  on: {
    'address.reset': { target: '.initialising', actions: 'reset' },
  },
  states: {
    initialising: {
      tags: ['busy'],
      invoke: {
        id: 'loadInit',
        src: 'loadInit',
        input: ({ context }) => ({ areaId: context.areaId }),
        onDone: { target: 'ready', actions: 'takeInit' },
        onError: { target: 'failed', actions: 'takeError' },
      },
    },
    ready: {
      on: {
        'address.pick': [
          { guard: 'pickedArea', target: 'loadingChildren', actions: 'pick' },
          { actions: 'pick' },
        ],
      },
    },
    loadingChildren: {
      tags: ['busy'],
      invoke: {
        id: 'loadChildren',
        src: 'loadChildren',
        input: ({ context }) => ({ id: context.pending?.id ?? 0 }),
        onDone: { target: 'ready', actions: 'takeChildren' },
        onError: { target: 'failed', actions: 'takeError' },
      },
      on: {
        'address.pick': [
          { guard: 'pickedArea', target: 'loadingChildren', reenter: true, actions: 'pick' },
          { target: 'ready', actions: 'pick' },
        ],
      },
    },
    failed: {
      tags: ['failed'],
      on: {
        'address.retry': [
          { guard: 'retriesChildren', target: 'loadingChildren' },
          { target: 'initialising' },
        ],
        'address.pick': [
          { guard: 'pickedArea', target: 'loadingChildren', actions: 'pick' },
          { target: 'ready', actions: 'pick' },
        ],
      },
    },
  },
});
