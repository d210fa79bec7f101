import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { clearTrace, recordInspection, startInspectorRecording, traceEntries } from './inspection-bus.ts';

// A door that opens for the owner, else for a guest with a key, else stays shut: the inspector's log
// names the guard that chose and the ones that said no before it.
const door = setup({
  types: { context: {} as { owner: boolean; key: boolean }, events: {} as { type: 'door.push' } },
  guards: {
    isOwner: ({ context }) => context.owner,
    hasKey: ({ context }) => context.key,
  },
}).createMachine({
  id: 'door',
  context: { owner: false, key: true },
  initial: 'shut',
  states: {
    shut: {
      on: {
        'door.push': [
          { guard: 'isOwner', target: 'open' },
          { guard: 'hasKey', target: 'ajar' },
          { target: 'shut' },
        ],
      },
    },
    open: {},
    ajar: {},
  },
});

describe('inspection bus', () => {
  it('records the guard that chose a transition and the guards that refused before it', () => {
    startInspectorRecording();
    clearTrace();
    const actor = createActor(door, { inspect: recordInspection }).start();
    actor.send({ type: 'door.push' });
    const push = traceEntries().find((e) => e.event.type === 'door.push');
    expect(push?.transitions).toEqual([
      expect.objectContaining({
        from: 'door.shut',
        to: ['door.ajar'],
        guard: 'hasKey',
        rejected: ['isOwner'],
      }),
    ]);
    expect(push?.value).toBe('ajar');
    actor.stop();
  });

  it('redacts a password the event carries', () => {
    startInspectorRecording();
    clearTrace();
    const login = setup({
      types: { events: {} as { type: 'session.login'; password: string } },
    }).createMachine({
      id: 'login',
      on: { 'session.login': {} },
    });
    const actor = createActor(login, { inspect: recordInspection }).start();
    actor.send({ type: 'session.login', password: 'admin123' });
    const entry = traceEntries().find((e) => e.event.type === 'session.login');
    expect(JSON.stringify(entry?.event)).not.toContain('admin123');
    actor.stop();
  });
});
