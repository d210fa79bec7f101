import { expect } from 'vitest';
import {
  type AnyActorLogic,
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  fromPromise,
  SimulatedClock,
} from 'xstate';
import { machineRegistry } from '../../src/modules/dev/machine-registry.ts';

/** A trace saved by the machine inspector (src/modules/dev/inspector-dev-server.ts). */
export interface SavedTrace {
  machineId: string;
  input: unknown;
  steps: Array<{
    at: number;
    event: { type: string } & Record<string, unknown>;
    from: 'self' | 'child' | 'outside';
    value: unknown;
  }>;
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((c) => allNodes(c as AnyStateNode))];
}

const result = /^xstate\.(done|error)\.actor\.(.+)$/;

/**
 * Replays a recorded trace on the production machine: every invoked actor is provided as one that
 * answers with what the recording says it answered, when the recording says it did; events from outside
 * (the screen, other tabs, the actor's children) are sent in order; time runs on a simulated clock that
 * moves to each recorded timer. After every step the machine must be in the recorded state.
 */
export async function replayTrace(trace: SavedTrace): Promise<void> {
  const machine: AnyStateMachine | undefined = machineRegistry.find(
    (m) => m.machine.id === trace.machineId,
  )?.machine;
  if (!machine) throw new Error(`No registered machine with id ${trace.machineId}`);
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const sources = new Set<string>();
  for (const node of allNodes(machine.root)) {
    for (const invoke of node.invoke) if (typeof invoke.src === 'string') sources.add(invoke.src);
  }
  const actors: Record<string, AnyActorLogic> = {};
  for (const src of sources) {
    // The invoke's id says which recorded result is its own.
    actors[src] = fromPromise(
      ({ self }) =>
        new Promise((resolve, reject) => {
          pending.set(self.id, { resolve, reject });
        }),
    );
  }
  const clock = new SimulatedClock();
  const actor = createActor(machine.provide({ actors }), { input: trace.input, clock });
  const settle = async () => {
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  };
  actor.start();
  try {
    for (const [i, step] of trace.steps.entries()) {
      const where = `step ${i} (${step.event.type})`;
      const r = result.exec(step.event.type);
      if (step.event.type === 'xstate.init') {
        // Started above.
      } else if (r) {
        const [, kind, id = ''] = r;
        const waiting = pending.get(id);
        expect(waiting, `${where}: the actor ${id} is running`).toBeDefined();
        pending.delete(id);
        if (kind === 'done') waiting?.resolve(step.event.output);
        else waiting?.reject(step.event.error);
      } else if (step.event.type.startsWith('xstate.after.')) {
        clock.set(Math.max(clock.now(), step.at));
        // The recorded time is when the timer's answer was seen; the timer may be due a moment later.
        for (let ms = 0; ms < 1000 && actor.getSnapshot().matches(step.value as never) === false; ms++) {
          clock.increment(1);
        }
      } else if (step.from === 'self') {
        continue;
      } else {
        actor.send(step.event);
      }
      await settle();
      expect(actor.getSnapshot().value, where).toEqual(step.value);
    }
  } finally {
    actor.stop();
  }
}
