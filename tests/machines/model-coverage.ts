import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate';
import { getStateNodes, type TestPath, toDirectedGraph } from 'xstate/graph';

type Node = ReturnType<typeof getStateNodes>[number];

function stateValueOf(node: Node): StateValue {
  const path = [...node.path];
  const last = path.pop();
  if (last === undefined) return {};
  let value: StateValue = last;
  while (path.length) {
    const key = path.pop() as string;
    value = { [key]: value };
  }
  return value;
}

interface Edge {
  source: Node;
  target: Node;
  event: string;
}

function edgesOf(machine: AnyStateMachine): Edge[] {
  const out: Edge[] = [];
  const walk = (g: ReturnType<typeof toDirectedGraph>) => {
    for (const e of g.edges) out.push({ source: e.source, target: e.target, event: e.label.text });
    for (const c of g.children) walk(c);
  };
  walk(toDirectedGraph(machine));
  return out;
}

/**
 * Counts which states and transitions of `machine` the walked paths visited, from the snapshots
 * the model produced, so the printed numbers come from the machine's own definition.
 */
export function modelCoverage(
  name: string,
  machine: AnyStateMachine,
  paths: Array<TestPath<AnyMachineSnapshot, EventObject>>,
): { states: [number, number]; transitions: [number, number] } {
  const nodes = getStateNodes(machine).filter((n) => n.path.length > 0);
  const edges = edgesOf(machine);
  const visited: AnyMachineSnapshot[] = [];
  const steps: Array<{ before: AnyMachineSnapshot; event: EventObject; after: AnyMachineSnapshot }> = [];
  for (const p of paths) {
    let before: AnyMachineSnapshot | null = null;
    for (const s of p.steps) {
      visited.push(s.state);
      if (before) steps.push({ before, event: s.event, after: s.state });
      before = s.state;
    }
    visited.push(p.state);
  }
  const isIn = (snap: AnyMachineSnapshot, n: Node) => snap.matches(stateValueOf(n));
  const coveredStates = nodes.filter((n) => visited.some((s) => isIn(s, n)));
  const coveredEdges = edges.filter((e) =>
    e.event === ''
      ? visited.some((s) => isIn(s, e.target)) && visited.some((s) => isIn(s, e.source))
      : steps.some(
          (st) => st.event.type === e.event && isIn(st.before, e.source) && isIn(st.after, e.target),
        ),
  );
  const result = {
    states: [coveredStates.length, nodes.length] as [number, number],
    transitions: [coveredEdges.length, edges.length] as [number, number],
  };
  const missing = edges
    .filter((e) => !coveredEdges.includes(e))
    .map((e) => `${e.source.id} -${e.event}-> ${e.target.id}`);
  console.log(
    `[model] ${name}: ${paths.length} paths, states ${result.states[0]}/${result.states[1]}, transitions ${result.transitions[0]}/${result.transitions[1]}${missing.length ? ` (not walked: ${missing.join('; ')})` : ''}`,
  );
  return result;
}

/**
 * One path per transition: the shortest way to the transition's source state, then the transition.
 * Far fewer paths than every simple path, and still every state and transition of a flat model.
 */
export function transitionPaths<TPath extends TestPath<AnyMachineSnapshot, EventObject>>(
  model: {
    getShortestPaths(options?: { allowDuplicatePaths?: boolean }): TPath[];
    getPathsFromEvents(events: EventObject[], options?: object): TPath[];
  },
  machine: AnyStateMachine,
): TPath[] {
  const out: TPath[] = [];
  // Without duplicates allowed, a path to a state on the way to another is dropped.
  const shortest = model.getShortestPaths({ allowDuplicatePaths: true });
  for (const node of getStateNodes(machine).filter((n) => n.path.length > 0)) {
    const to = shortest.find((p) => p.state.matches(stateValueOf(node)));
    if (!to) continue;
    const head = to.steps.map((s) => s.event).filter((e) => e.type !== 'xstate.init');
    const events = Object.keys(node.on);
    if (events.length === 0) out.push(to);
    for (const type of events) {
      // It answers one path per state reached on the way; the longest walks the whole sequence.
      const p = model
        .getPathsFromEvents([...head, { type }])
        .reduce<TPath | null>((a, b) => (a && a.steps.length >= b.steps.length ? a : b), null);
      if (p) out.push(p);
    }
  }
  return out;
}
