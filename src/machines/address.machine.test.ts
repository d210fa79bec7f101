import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AreaInit, AreaNode } from '../../contract/area.ts';
import { deferred } from '../../tests/support/deferred.ts';
import { addressMachine, chosenIds, chosenNames } from './address.machine.ts';

const provinces: AreaNode[] = [
  { id: 110000, name: '北京市', level: 1 },
  { id: 440000, name: '广东省', level: 1 },
];
const cities: AreaNode[] = [{ id: 440300, name: '深圳市', level: 2 }];
const districts: AreaNode[] = [{ id: 440305, name: '南山区', level: 3 }];

/** Each load waits for the test: every state is seen while it lasts. */
function setup() {
  const inits: ReturnType<typeof deferred<AreaInit>>[] = [];
  const children: { id: number; settle: ReturnType<typeof deferred<AreaNode[]>> }[] = [];
  const machine = addressMachine.provide({
    actors: {
      loadInit: fromPromise<AreaInit, { areaId: number }>(() => {
        const d = deferred<AreaInit>();
        inits.push(d);
        return d.promise;
      }),
      loadChildren: fromPromise<AreaNode[], { id: number }>(({ input }) => {
        const settle = deferred<AreaNode[]>();
        children.push({ id: input.id, settle });
        return settle.promise;
      }),
    },
  });
  return { machine, inits, children };
}

const state = (a: { getSnapshot(): { value: unknown } }) => a.getSnapshot().value;

describe('address machine', () => {
  it('initialises, cascades down a level per choice and clears the levels below a new choice', async () => {
    const { machine, inits, children } = setup();
    const actor = createActor(machine, { input: { areaId: 0 } }).start();
    expect(state(actor)).toBe('initialising');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    inits[0]?.resolve({ levels: [{ selectedId: 0, list: provinces }] });
    await waitFor(actor, (s) => s.matches('ready'));

    actor.send({ type: 'address.pick', level: 0, id: 440000 });
    expect(state(actor)).toBe('loadingChildren');
    expect(children[0]?.id).toBe(440000);
    children[0]?.settle.resolve(cities);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'address.pick', level: 1, id: 440300 });
    children[1]?.settle.resolve(districts);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'address.pick', level: 2, id: 440305 });
    children[2]?.settle.resolve([]);
    await waitFor(actor, (s) => s.matches('ready'));
    const ctx = actor.getSnapshot().context;
    expect(ctx.areaId).toBe(440305);
    expect(chosenIds(ctx.levels)).toEqual([440000, 440300, 440305]);
    expect(chosenNames(ctx.levels)).toEqual(['广东省', '深圳市', '南山区']);
    expect(ctx.levels).toHaveLength(3);

    // Another province: the city and district lists go, the new province's cities load.
    actor.send({ type: 'address.pick', level: 0, id: 110000 });
    expect(actor.getSnapshot().context.levels).toHaveLength(1);
    expect(actor.getSnapshot().context.areaId).toBe(110000);
    // A second choice while the first list loads replaces it.
    actor.send({ type: 'address.pick', level: 0, id: 440000 });
    expect(children.at(-1)?.id).toBe(440000);
    children.at(-1)?.settle.resolve(cities);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.levels[1]?.list).toEqual(cities);

    // Clearing a choice (id 0) clears the levels below without loading anything.
    const loads = children.length;
    actor.send({ type: 'address.pick', level: 0, id: 0 });
    expect(state(actor)).toBe('ready');
    expect(children).toHaveLength(loads);
    expect(actor.getSnapshot().context.areaId).toBe(0);
  });

  it('says when a list fails and retries the same load; reset starts again from an area', async () => {
    const { machine, inits, children } = setup();
    const actor = createActor(machine, { input: { areaId: 440305 } }).start();
    inits[0]?.reject(new Error('network down'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('network down');
    actor.send({ type: 'address.retry' });
    expect(state(actor)).toBe('initialising');
    inits[1]?.resolve({
      levels: [
        { selectedId: 440000, list: provinces },
        { selectedId: 440300, list: cities },
        { selectedId: 440305, list: districts },
      ],
    });
    await waitFor(actor, (s) => s.matches('ready'));

    actor.send({ type: 'address.pick', level: 0, id: 110000 });
    children[0]?.settle.reject(new Error('timeout'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'address.retry' });
    expect(state(actor)).toBe('loadingChildren');
    expect(children[1]?.id).toBe(110000);
    children[1]?.settle.reject(new Error('timeout'));
    await waitFor(actor, (s) => s.matches('failed'));
    // From a failure a new choice is still possible.
    actor.send({ type: 'address.pick', level: 0, id: 0 });
    expect(state(actor)).toBe('ready');
    actor.send({ type: 'address.pick', level: 0, id: 440000 });
    children.at(-1)?.settle.reject(new Error('again'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'address.pick', level: 0, id: 110000 });
    expect(state(actor)).toBe('loadingChildren');

    actor.send({ type: 'address.reset', areaId: 440000 });
    expect(state(actor)).toBe('initialising');
    expect(actor.getSnapshot().context).toMatchObject({ areaId: 440000, levels: [] });
  });
});
