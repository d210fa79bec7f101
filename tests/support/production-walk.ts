import { waitFor } from '@testing-library/react';
import { TestModel } from '@xstate/graph';
import { expect, vi } from 'vitest';
import {
  __unsafe_getAllOwnEventDescriptors,
  type ActorRefLike,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import {
  coverageOf,
  formatCoverage,
  type MachineCoverage,
  recorder,
  transitionKey,
} from './machine-coverage.ts';

/**
 * Model-based walks of the production machines themselves. The model is the machine from src/machines:
 * @xstate/graph traverses it (xstate's own transition function, no actor started), the walk then
 * drives the rendered component through each path and checks after every step that the component's
 * live actor is in the state the path predicts and that the screen shows it.
 *
 * Invoked actors' answers are model events (`xstate.done.actor.<id>` with its `output`,
 * `xstate.error.actor.<id>` with its `error`): the walk settles the deferred promise it gave the
 * component. Delayed transitions are model events too (`xstate.after.<delay>.<state id>`): the walk
 * advances fake timers by the delay. `createTestModel` refuses machines with `invoke` or `after`
 * (its validateMachine), which is every machine here but the overlay, so the same TestModel is built
 * directly with createTestModel's options.
 */

export type Snapshot = AnyMachineSnapshot;

export interface ModelOptions {
  input?: unknown;
  /** The events the walk may send from a snapshot (with payloads); those the snapshot cannot take are dropped. */
  events: WalkEvent[] | ((snapshot: Snapshot) => WalkEvent[]);
  /** What tells two snapshots apart for the walk and for comparing with the live actor (default: value and context). */
  project?: (snapshot: Snapshot) => unknown;
}

export interface ProductionModel {
  machine: AnyStateMachine;
  model: TestModel<Snapshot, EventObject, unknown>;
  project: (snapshot: Snapshot) => unknown;
  serialize: (snapshot: Snapshot) => string;
}

/** Functions and actor refs are left out: they differ between the model and the live actor. */
function plain(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_k, v) =>
      typeof v === 'function' || (typeof v === 'object' && v !== null && 'sessionId' in v) ? undefined : v,
    ),
  );
}

export function productionModel(machine: AnyStateMachine, options: ModelOptions): ProductionModel {
  const project = options.project ?? ((s: Snapshot) => plain({ value: s.value, context: s.context }));
  const serialize = (s: Snapshot) => JSON.stringify(project(s));
  const model = new TestModel<Snapshot, EventObject, unknown>(
    machine as never,
    {
      serializeState: (s: Snapshot) => serialize(s),
      serializeEvent: (e: EventObject) => JSON.stringify(plain(e)),
      events: (s: Snapshot) => {
        // A machine in a final state takes no more events.
        if (s.status !== 'active') return [];
        const own = new Set(__unsafe_getAllOwnEventDescriptors(s));
        const all = typeof options.events === 'function' ? options.events(s) : options.events;
        // Only events that take a transition here: the others would be loops that walk nothing.
        return all.filter((e) => own.has(e.type) && machine.getTransitionData(s as never, e).length > 0);
      },
      input: options.input,
      limit: 20_000,
    } as never,
  );
  return { machine, model, project, serialize };
}

export interface WalkPath {
  /** `steps[0]` is the initial snapshot (event `xstate.init`); each further step is an event and the snapshot after it. */
  steps: Array<{ state: Snapshot; event: EventObject }>;
}

export function describePath(path: WalkPath): string {
  return path.steps
    .slice(1)
    .map((s) => s.event.type)
    .join(' → ');
}

/**
 * Paths that take every transition of the machine that the traversal can reach, each from every state
 * value it can be taken in: for each such (transition, from, to) the shortest way to a snapshot that
 * takes it, then the event. With `every: true`, every edge of the traversed graph instead (each
 * snapshot as `project` tells them apart, times each event). A path that is the start of a longer one
 * is dropped.
 */
export function transitionCover(pm: ProductionModel, options: { every?: boolean } = {}): WalkPath[] {
  // One traversal gives both the snapshots and the events of every path: a machine whose actions make
  // ids (upload keys) gives each traversal other ids, so each step's snapshot is the graph node's own.
  const adjacency = pm.model.getAdjacencyMap() as Record<
    string,
    { state: Snapshot; transitions: Record<string, { event: EventObject; state: Snapshot }> }
  >;
  const [initial] = Object.keys(adjacency);
  if (initial === undefined) return [];
  const via = new Map<string, { from: string; event: EventObject } | null>([[initial, null]]);
  const queue = [initial];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    for (const { event, state } of Object.values(adjacency[key]?.transitions ?? {})) {
      const next = pm.serialize(state);
      if (via.has(next) || !adjacency[next]) continue;
      via.set(next, { from: key, event });
      queue.push(next);
    }
  }
  const pathTo = (key: string): WalkPath => {
    const steps: WalkPath['steps'] = [];
    for (let k: string | undefined = key; k !== undefined; ) {
      const step = via.get(k);
      const state = adjacency[k]?.state as Snapshot;
      steps.unshift({ state, event: step ? step.event : { type: 'xstate.init' } });
      k = step?.from;
    }
    return { steps };
  };
  const best = new Map<string, WalkPath>();
  for (const [key, { state: from, transitions }] of Object.entries(adjacency)) {
    if (!via.has(key)) continue;
    const to = pathTo(key);
    for (const [eventKey, { event, state }] of Object.entries(transitions)) {
      const taken = pm.machine
        .getTransitionData(from as never, event)
        .map((t) => transitionKey(t))
        .join(',');
      const signature = options.every
        ? `${key}|${eventKey}`
        : `${taken}|${JSON.stringify(from.value)}|${JSON.stringify(state.value)}`;
      const node = adjacency[pm.serialize(state)]?.state ?? state;
      const path = { steps: [...to.steps, { state: node, event }] };
      const known = best.get(signature);
      if (!known || known.steps.length > path.steps.length) best.set(signature, path);
    }
  }
  const eventsOf = (p: WalkPath) => p.steps.map((s) => JSON.stringify(plain(s.event)));
  const candidates = [...best.values()].sort((a, b) => b.steps.length - a.steps.length);
  const kept: Array<{ path: WalkPath; events: string[] }> = [];
  for (const path of candidates) {
    const events = eventsOf(path);
    if (kept.some((k) => events.every((e, i) => k.events[i] === e))) continue;
    kept.push({ path, events });
  }
  return kept.map((k) => k.path).reverse();
}

/** The model's start alone: its initial snapshot, with whatever eventless transitions reached it. */
export function startPath(pm: ProductionModel): WalkPath {
  const [start] = pm.model.getShortestPaths({ events: () => [] } as never);
  const state = start?.steps[0]?.state as Snapshot | undefined;
  if (!state) throw new Error(`no start for ${pm.machine.id}`);
  return { steps: [{ state, event: { type: 'xstate.init' } }] };
}

/** One path from an explicit sequence of events, through @xstate/graph's getPathsFromEvents. */
export function pathFromEvents(pm: ProductionModel, events: WalkEvent[]): WalkPath {
  // getPathsFromEvents takes none of the model's options: it gets the same snapshot identity and the
  // machine's real start (with its input), and walks exactly these events.
  const [start] = pm.model.getShortestPaths({ events: () => [] } as never);
  const [path] = pm.model.getPathsFromEvents(events, {
    serializeState: (s: Snapshot) => pm.serialize(s),
    serializeEvent: (e: EventObject) => JSON.stringify(plain(e)),
    fromState: start?.steps[0]?.state,
  } as never);
  if (!path) throw new Error(`no path for ${events.map((e) => e.type).join(' → ')}`);
  return { steps: path.steps.map((s) => ({ state: s.state, event: s.event })) };
}

/** An event of a path with whatever it carries (`output`, `error`, `value`, ...). */
export interface WalkEvent {
  type: string;
  [key: string]: unknown;
}

export interface WalkHandlers {
  /** Makes the user (or the server, or the clock) do `event`; `next` is the event after it, if any. */
  exec(
    event: WalkEvent,
    at: { before: Snapshot; after: Snapshot; next: WalkEvent | undefined },
  ): Promise<void>;
  /** Asserts what the screen shows in `snapshot` (the live actor was already compared with it). */
  check(snapshot: Snapshot): Promise<void> | void;
  /**
   * Whether the walk can stop in `snapshot` to compare and check (default: always). A state left by an
   * answer the walk does not hold back (a real server's) may be gone before it looks.
   */
  observe?(snapshot: Snapshot): boolean;
}

/** The running actor of the machine, as the component created it. */
export function liveActor(machineId: string): ActorRefLike {
  const actor = recorder.actor(machineId);
  if (!actor) throw new Error(`no running ${machineId} actor: did the component render?`);
  return actor;
}

/**
 * Walks one path: after the initial snapshot and after every event, the live actor of the machine
 * must be in the snapshot the path predicts (as `project` sees it), then `check` looks at the screen.
 */
export async function walk(pm: ProductionModel, path: WalkPath, handlers: WalkHandlers): Promise<void> {
  const id = pm.machine.id;
  for (let i = 0; i < path.steps.length; i += 1) {
    const step = path.steps[i];
    if (!step) continue;
    const before = path.steps[i - 1]?.state ?? step.state;
    try {
      if (i > 0) {
        const next = path.steps[i + 1]?.event as WalkEvent | undefined;
        await handlers.exec(step.event as WalkEvent, { before, after: step.state, next });
      }
      if (handlers.observe && !handlers.observe(step.state)) continue;
      const inStep = () => {
        const live = liveActor(id).getSnapshot() as Snapshot;
        expect(pm.project(live)).toEqual(pm.project(step.state));
      };
      // Under fake timers the walk moved the clock itself, so the actor is there already (and
      // waitFor's own polling timers would never fire).
      if (vi.isFakeTimers()) inStep();
      else await waitFor(inStep);
      await handlers.check(step.state);
    } catch (error) {
      if (error instanceof Error) {
        error.message += `\n  at step ${i} (${step.event.type}) of: ${describePath(path)}`;
      }
      throw error;
    }
  }
}

/**
 * This file's coverage of `machine`, printed, for the test to assert on. It also says that this file
 * is a model walk of `machine`: only such files' records make the suite's printed coverage.
 */
export function fileCoverage(machine: AnyStateMachine, paths?: number): MachineCoverage {
  recorder.markWalked(machine.id);
  const record = recorder.record()[machine.id];
  const coverage = coverageOf(machine, record ? [record] : []);
  console.log(`[model] ${formatCoverage(coverage)}${paths === undefined ? '' : ` (${paths} paths)`}`);
  return coverage;
}
