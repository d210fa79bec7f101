import type {
  ActorOptions,
  ActorRefLike,
  AnyActorLogic,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  InspectionEvent,
} from 'xstate';

/**
 * Model coverage of the production machines, measured on the live actors: every microstep an actor
 * takes is reported by xstate's `inspect` with the transitions it took, and those are matched against
 * the machine's own definition. Works for any machine: its states and transitions are read from the
 * definition (eventless `always` and delayed `after` transitions included), never listed by hand.
 */

export interface MachineTransition {
  /** `<source state id>|<event descriptor>|<index among that state's transitions for it>`. */
  key: string;
  source: string;
  /** The event descriptor; '' for an eventless (`always`) transition. */
  event: string;
  label: string;
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allNodes(child as AnyStateNode))];
}

function guardName(t: AnyTransitionDefinition): string {
  const g = t.guard as unknown;
  if (!g) return '';
  if (typeof g === 'string') return g;
  if (typeof g === 'object' && g !== null && 'type' in g && typeof g.type === 'string') return g.type;
  return 'guard';
}

function describe(t: AnyTransitionDefinition): string {
  const event = t.eventType === '' ? 'always' : t.eventType;
  const guard = guardName(t);
  const targets = t.target?.map((n) => n.id).join(',') ?? '(stays)';
  return `${t.source.id} -${event}${guard ? ` [${guard}]` : ''}-> ${targets}`;
}

/** The key of a transition definition within its source state, or null if it is not one of them. */
export function transitionKey(t: AnyTransitionDefinition): string | null {
  const source = t.source;
  if (t.eventType === '') {
    const i = source.always?.indexOf(t) ?? -1;
    return i < 0 ? null : `${source.id}||${i}`;
  }
  for (const [descriptor, list] of source.transitions) {
    const i = list.indexOf(t);
    if (i >= 0) return `${source.id}|${descriptor}|${i}`;
  }
  return null;
}

/** Every transition of the machine: `on`, invoke results, `after` and `always`, at every level. */
export function machineTransitions(machine: AnyStateMachine): MachineTransition[] {
  const out: MachineTransition[] = [];
  for (const node of allNodes(machine.root)) {
    for (const list of node.transitions.values()) {
      for (const t of list) {
        const key = transitionKey(t);
        if (key) out.push({ key, source: node.id, event: t.eventType, label: describe(t) });
      }
    }
    for (const t of node.always ?? []) {
      const key = transitionKey(t);
      if (key) out.push({ key, source: node.id, event: '', label: describe(t) });
    }
  }
  return out;
}

/** Ids of every state node but the root. */
export function machineStates(machine: AnyStateMachine): string[] {
  return allNodes(machine.root)
    .filter((n) => n !== machine.root)
    .map((n) => n.id);
}

export interface MachineRecord {
  states: string[];
  transitions: string[];
}

function isMachineSnapshot(s: unknown): s is AnyMachineSnapshot {
  return typeof s === 'object' && s !== null && 'machine' in s && '_nodes' in s;
}

function machineIdOf(ref: ActorRefLike): string | null {
  const logic = (ref as { logic?: unknown }).logic;
  return typeof logic === 'object' && logic !== null && 'root' in logic && 'id' in logic
    ? String(logic.id)
    : null;
}

/**
 * Collects what the live actors did. Pass `recorder.inspect` as an actor's `inspect` option (its children
 * report through it too); `tests/support/machine-coverage.setup.ts` does so for every actor the kit's
 * components create with `useActorRef`.
 */
export class CoverageRecorder {
  private readonly states = new Map<string, Set<string>>();
  private readonly taken = new Map<string, Set<string>>();
  private readonly live = new Map<string, ActorRefLike[]>();
  /** Machines this file walks as its model (production-walk.ts marks them): the only ones it reports. */
  private readonly walked = new Set<string>();

  readonly inspect = (event: InspectionEvent): void => {
    if (event.type === '@xstate.actor') {
      const id = machineIdOf(event.actorRef);
      if (id) this.live.set(id, [...(this.live.get(id) ?? []), event.actorRef]);
      return;
    }
    const snapshot = 'snapshot' in event ? event.snapshot : null;
    if (!isMachineSnapshot(snapshot)) return;
    const id = snapshot.machine.id;
    const states = this.of(this.states, id);
    for (const node of snapshot._nodes) if (node.parent) states.add(node.id);
    if (event.type === '@xstate.microstep') {
      const taken = this.of(this.taken, id);
      for (const t of event._transitions) {
        // A state an eventless transition leaves at once (form.start) is only seen as the source.
        if (t.source.parent) states.add(t.source.id);
        const key = transitionKey(t);
        if (key) taken.add(key);
      }
    }
  };

  private of(map: Map<string, Set<string>>, id: string): Set<string> {
    let set = map.get(id);
    if (!set) {
      set = new Set();
      map.set(id, set);
    }
    return set;
  }

  /**
   * The newest actor of the machine `id`: the one the component on screen made (a walk renders one
   * component at a time). Not by status: @xstate/react restores an unmounted actor's last snapshot.
   */
  actor(id: string): ActorRefLike | null {
    return this.live.get(id)?.at(-1) ?? null;
  }

  /** Says that this file's model walk is of the machine `id`. */
  markWalked(id: string): void {
    this.walked.add(id);
  }

  /**
   * What the live actors did; with `walkedOnly`, only for the machines this file walks as its model
   * (a screen that happens to run a machine is not that machine's walk).
   */
  record(options: { walkedOnly?: boolean } = {}): Record<string, MachineRecord> {
    const out: Record<string, MachineRecord> = {};
    for (const id of new Set([...this.states.keys(), ...this.taken.keys()])) {
      if (options.walkedOnly && !this.walked.has(id)) continue;
      out[id] = { states: [...(this.states.get(id) ?? [])], transitions: [...(this.taken.get(id) ?? [])] };
    }
    return out;
  }
}

/**
 * Clocks a test gives the actors the kit's components make of a machine (by machine id), as
 * createAppActors takes one for the app's: the machine's delays then elapse when the test's model walk
 * says (xstate's SimulatedClock), not after real minutes. machine-coverage.setup.ts passes them on.
 */
export const actorClocks = new Map<string, NonNullable<ActorOptions<AnyActorLogic>['clock']>>();

/** The recorder of this test file (each file evaluates this module afresh: dom.setup.ts). */
export const recorder = new CoverageRecorder();

// The mock of @xstate/react (machine-coverage.setup.ts) is made once per shard, for its first file, and
// outlives that file's evaluation of this module: it finds the running file's recorder and clocks here.
declare global {
  var brandConsoleMachineCoverage:
    | { recorder: CoverageRecorder; actorClocks: typeof actorClocks }
    | undefined;
}
globalThis.brandConsoleMachineCoverage = { recorder, actorClocks };

/** The recorder and the clocks of the test file that is running. */
export function runningFileCoverage() {
  return globalThis.brandConsoleMachineCoverage ?? { recorder, actorClocks };
}

export interface MachineCoverage {
  machine: string;
  states: [number, number];
  transitions: [number, number];
  missingStates: string[];
  missingTransitions: string[];
}

/** Coverage of `machine` by the merged records (a record per test file, or this file's own). */
export function coverageOf(machine: AnyStateMachine, records: MachineRecord[]): MachineCoverage {
  const seenStates = new Set(records.flatMap((r) => r.states));
  const seenTransitions = new Set(records.flatMap((r) => r.transitions));
  const states = machineStates(machine);
  const transitions = machineTransitions(machine);
  const missingStates = states.filter((s) => !seenStates.has(s));
  const missingTransitions = transitions.filter((t) => !seenTransitions.has(t.key)).map((t) => t.label);
  return {
    machine: machine.id,
    states: [states.length - missingStates.length, states.length],
    transitions: [transitions.length - missingTransitions.length, transitions.length],
    missingStates,
    missingTransitions,
  };
}

export function formatCoverage(c: MachineCoverage, name = c.machine): string {
  const head = `${name.padEnd(11)} states ${c.states[0]}/${c.states[1]}, transitions ${c.transitions[0]}/${c.transitions[1]}`;
  const missing = [
    ...c.missingStates.map((s) => `    state not visited: ${s}`),
    ...c.missingTransitions.map((t) => `    transition not taken: ${t}`),
  ];
  return [head, ...missing].join('\n');
}
