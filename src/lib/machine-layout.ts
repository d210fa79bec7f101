import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  StateValue,
} from 'xstate';

type StateNode = AnyStateNode;

export interface DiagramNode {
  id: string;
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  compound: boolean;
  initial: boolean;
  final: boolean;
  tags: string[];
  /** The dot an initial state's entry arrow starts from (not a state). */
  entry?: boolean;
}

export interface DiagramEdge {
  id: string;
  source: string;
  target: string;
  label: string;
  points: Array<{ x: number; y: number }>;
  labelBox: { x: number; y: number; width: number; height: number } | null;
  /** An eventless (`always`) transition: drawn dashed. */
  always?: boolean;
  /** The arrow into an initial state (not a transition). */
  entry?: boolean;
  /** The transition's coverage key (`<source>|<descriptor>|<index>`, `<source>||<index>` for `always`). */
  key?: string;
}

export interface Diagram {
  machineId: string;
  width: number;
  height: number;
  nodes: DiagramNode[];
  edges: DiagramEdge[];
}

const charWidth = 7;
const lineHeight = 16;

/** A delay as a reader takes it: "1500 ms", or the name of one computed at run time. */
function delayText(machine: AnyStateMachine | undefined, delay: string): string {
  if (/^\d+$/.test(delay)) return `${delay} ms`;
  const known = (machine?.implementations.delays as Record<string, unknown> | undefined)?.[delay];
  return typeof known === 'number' ? `${known} ms` : `${delay} (set per actor)`;
}

/**
 * A readable name for an event: delays (with their length), invoked-actor results and eventless
 * transitions get words.
 */
export function eventLabel(type: string, guard?: string, machine?: AnyStateMachine): string {
  let text = type;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) text = `after ${delayText(machine, after[1] ?? '')}`;
  else if (type.startsWith('xstate.done.actor.'))
    text = actorResult('done', type.slice('xstate.done.actor.'.length));
  else if (type.startsWith('xstate.error.actor.'))
    text = actorResult('error', type.slice('xstate.error.actor.'.length));
  else if (type.startsWith('xstate.done.state.')) text = 'done';
  else if (type === '') text = 'always';
  return guard ? `${text} [${guard}]` : text;
}

/** An unnamed invoke gets a generated id (`0.session.ready.loading`) that says nothing to a reader. */
function actorResult(kind: 'done' | 'error', id: string): string {
  return /^\d+\./.test(id) ? kind : `${kind}: ${id}`;
}

/** `['shown', 'counting']` -> `{ shown: 'counting' }`, for `snapshot.matches`. */
export function stateValueOfPath(path: readonly string[]): StateValue {
  const parts = [...path];
  let value: StateValue = parts.pop() ?? '';
  while (parts.length) {
    const key = parts.pop() ?? '';
    value = { [key]: value };
  }
  return value;
}

/** Every state node under `node`, depth first. */
function descendants(node: StateNode): StateNode[] {
  return Object.values(node.states).flatMap((child) => {
    const c = child as StateNode;
    return [c, ...descendants(c)];
  });
}

/** Ids of the state nodes a snapshot is in (for highlighting). */
export function activeNodeIds(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): Set<string> {
  const out = new Set<string>();
  for (const n of descendants(machine.root)) {
    if (snapshot.matches(stateValueOfPath(n.path))) out.add(n.id);
  }
  return out;
}

function guardName(t: AnyTransitionDefinition): string | undefined {
  const g = t.guard as unknown;
  if (!g) return undefined;
  if (typeof g === 'string') return g;
  if (typeof g === 'object' && g !== null && 'type' in g && typeof g.type === 'string') return g.type;
  return 'guard';
}

/**
 * Every transition of a state: `on`, invoke results and `after` (xstate lists them together), then
 * `always`; each with its key, the same as the model tests' coverage (tests/support/machine-coverage.ts).
 */
function transitionsOf(node: StateNode): Array<[AnyTransitionDefinition, string]> {
  const out: Array<[AnyTransitionDefinition, string]> = [];
  for (const [descriptor, list] of node.transitions) {
    list.forEach((t, i) => {
      out.push([t, `${node.id}|${descriptor}|${i}`]);
    });
  }
  (node.always ?? []).forEach((t, i) => {
    out.push([t, `${node.id}||${i}`]);
  });
  return out;
}

const entryPrefix = 'entry:';

function toElk(
  machine: AnyStateMachine,
  node: StateNode,
  edges: ElkExtendedEdge[],
  meta: Map<string, StateNode>,
  keys: Map<string, string>,
): ElkNode {
  meta.set(node.id, node);
  for (const [t, key] of transitionsOf(node)) {
    const label = eventLabel(t.eventType, guardName(t), machine);
    // A transition without a target stays in its state: drawn as a loop on it.
    for (const target of t.target ?? [node]) {
      const id = `${node.id}#${edges.length}${t.eventType === '' ? '#always' : ''}`;
      keys.set(id, key);
      edges.push({
        id,
        sources: [node.id],
        targets: [target.id],
        labels: [{ text: label, width: label.length * charWidth + 8, height: lineHeight }],
      });
    }
  }
  const children = Object.values(node.states).map((c) => toElk(machine, c as StateNode, edges, meta, keys));
  const initial = node.initial?.target?.[0];
  if (initial) {
    // The entry arrow: from a dot beside the initial state, as statecharts draw it.
    const dot = `${entryPrefix}${node.id}`;
    children.unshift({ id: dot, width: 10, height: 10 });
    edges.push({ id: `${dot}#arrow`, sources: [dot], targets: [initial.id] });
  }
  const label = node.key;
  const labels = [{ text: label, width: label.length * charWidth + 16, height: lineHeight }];
  // ELK fails on keys present with an `undefined` value, so a compound node simply has no size keys.
  if (children.length === 0) {
    return { id: node.id, labels, width: Math.max(80, label.length * charWidth + 32), height: 36 };
  }
  return {
    id: node.id,
    labels,
    children,
    layoutOptions: {
      'elk.padding': '[top=32,left=16,bottom=16,right=16]',
      'elk.nodeLabels.placement': 'INSIDE V_TOP H_LEFT',
    },
  };
}

type LayoutFn = (graph: ElkNode) => Promise<ElkNode>;

/**
 * Lays a machine out with ELK (layered, left to right). `layout` is ELK's `layout` method, passed in so
 * this module does not load the 1.5 MB layout engine for callers that never draw.
 */
export async function layoutMachine(machine: AnyStateMachine, layout: LayoutFn): Promise<Diagram> {
  const edges: ElkExtendedEdge[] = [];
  const meta = new Map<string, StateNode>();
  const keys = new Map<string, string>();
  const root = toElk(machine, machine.root, edges, meta, keys);
  const result = await layout({
    id: `${machine.root.id}::root`,
    children: [root],
    edges,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
  });
  const nodes: DiagramNode[] = [];
  const walk = (n: ElkNode, depth: number) => {
    const sn = meta.get(n.id);
    if (n.id.startsWith(entryPrefix)) {
      nodes.push({
        id: n.id,
        label: '',
        x: n.x ?? 0,
        y: n.y ?? 0,
        width: n.width ?? 0,
        height: n.height ?? 0,
        compound: false,
        initial: false,
        final: false,
        tags: [],
        entry: true,
      });
    } else if (sn && depth > 0) {
      const parent = sn.parent;
      nodes.push({
        id: n.id,
        label: depth === 1 ? sn.machine.id : sn.key,
        x: n.x ?? 0,
        y: n.y ?? 0,
        width: n.width ?? 0,
        height: n.height ?? 0,
        compound: (n.children?.length ?? 0) > 0,
        initial: parent ? parent.config.initial === sn.key : false,
        final: sn.type === 'final',
        tags: [...sn.tags],
      });
    }
    for (const c of n.children ?? []) walk(c, depth + 1);
  };
  walk(result, 0);
  const outEdges: DiagramEdge[] = (result.edges ?? []).map((e) => {
    const ext = e as ElkExtendedEdge;
    const section = ext.sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
    const lab = ext.labels?.[0];
    return {
      id: ext.id,
      source: ext.sources[0] ?? '',
      target: ext.targets[0] ?? '',
      label: lab?.text ?? '',
      always: ext.id.endsWith('#always'),
      entry: ext.id.startsWith(entryPrefix),
      key: keys.get(ext.id),
      points,
      labelBox:
        lab && lab.x !== undefined && lab.y !== undefined
          ? { x: lab.x, y: lab.y, width: lab.width ?? 0, height: lab.height ?? 0 }
          : null,
    };
  });
  return {
    machineId: machine.id,
    width: result.width ?? 0,
    height: result.height ?? 0,
    nodes,
    edges: outEdges,
  };
}

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** What the machine inspector marks on a chart besides the current state. */
export interface ChartMarks {
  /** Keys of the transitions the last event took (drawn emphasised). */
  recent?: ReadonlySet<string>;
  /** The model tests' coverage: states visited and transition keys taken. */
  coverage?: { states: ReadonlySet<string>; transitions: ReadonlySet<string> };
}

const markColour = { recent: '#7a3ec8', covered: '#1f7a3d', missed: '#b54708' };

/**
 * A standalone SVG of the diagram; `active` node ids are filled (the live state). Without `marks` the
 * drawing is the one `npm run machines` writes to docs/machines.
 */
export function diagramToSvg(
  d: Diagram,
  active: ReadonlySet<string> = new Set(),
  title = d.machineId,
  marks?: ChartMarks,
): string {
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${Math.ceil(d.width)} ${Math.ceil(d.height)}" width="${Math.ceil(d.width)}" height="${Math.ceil(d.height)}" role="img" aria-label="${esc(title)}" font-family="system-ui, sans-serif" font-size="12">`,
  );
  out.push(`<title>${esc(title)}</title>`);
  out.push(
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#565c66"/></marker></defs>',
  );
  out.push(`<rect width="100%" height="100%" fill="#ffffff"/>`);
  for (const n of d.nodes) {
    if (n.entry) {
      const r = n.width / 2;
      out.push(`<circle data-entry="true" cx="${n.x + r}" cy="${n.y + r}" r="${r}" fill="#1c1f24"/>`);
      continue;
    }
    const on = active.has(n.id);
    const fill = on ? '#e6eefc' : n.compound ? '#f5f6f8' : '#ffffff';
    const missed = marks?.coverage && !marks.coverage.states.has(n.id);
    const stroke = on ? '#1d5fd1' : missed ? markColour.missed : '#8a909a';
    const sw = on ? 2.5 : n.initial ? 2 : 1;
    out.push(
      `<g data-state="${esc(n.id)}"${on ? ' data-active="true"' : ''}><rect x="${n.x}" y="${n.y}" width="${n.width}" height="${n.height}" rx="8" fill="${fill}" stroke="${stroke}" stroke-width="${sw}"/>`,
    );
    if (n.final)
      out.push(
        `<rect x="${n.x + 3}" y="${n.y + 3}" width="${n.width - 6}" height="${n.height - 6}" rx="6" fill="none" stroke="${stroke}"/>`,
      );
    const ty = n.compound ? n.y + 18 : n.y + n.height / 2 + 4;
    const tx = n.compound ? n.x + 10 : n.x + n.width / 2;
    const anchor = n.compound ? 'start' : 'middle';
    const tagText = n.tags.length ? ` · ${n.tags.join(', ')}` : '';
    out.push(
      `<text x="${tx}" y="${ty}" text-anchor="${anchor}" fill="#1c1f24" font-weight="${n.initial ? 600 : 400}">${esc(n.label)}${n.compound && tagText ? `<tspan fill="#565c66">${esc(tagText)}</tspan>` : ''}</text></g>`,
    );
  }
  for (const e of d.edges) {
    if (e.points.length < 2) continue;
    const path = e.points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
    const dash = e.always ? ' stroke-dasharray="5 3"' : '';
    let kind = e.entry ? ' data-entry="true"' : e.always ? ' data-always="true"' : '';
    let stroke = '#565c66';
    let width = 1.2;
    if (marks && e.key && !e.entry) {
      kind += ` data-transition="${esc(e.key)}"`;
      if (marks.coverage) {
        const taken = marks.coverage.transitions.has(e.key);
        stroke = taken ? markColour.covered : markColour.missed;
        kind += ` data-covered="${taken}"`;
      }
      if (marks.recent?.has(e.key)) {
        stroke = markColour.recent;
        width = 3;
        kind += ' data-recent="true"';
      }
    }
    out.push(
      `<path${kind} d="${path}" fill="none" stroke="${stroke}" stroke-width="${width}"${dash} marker-end="url(#arrow)"/>`,
    );
    if (e.labelBox) {
      const b = e.labelBox;
      out.push(
        `<rect x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}" fill="#ffffff" opacity="0.85"/><text x="${b.x + 4}" y="${b.y + 12}" fill="#1d5fd1" font-size="11">${esc(e.label)}</text>`,
      );
    }
  }
  out.push('</svg>');
  return out.join('');
}
