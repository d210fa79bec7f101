import type { ActorRefLike, AnyEventObject, AnyTransitionDefinition, InspectionEvent } from 'xstate';

/**
 * The machine inspector's record of what the console's actors do, fed by xstate's `inspect` (through
 * `machine-inspector.ts`), kept as plain data (structured-clonable, secrets redacted) so it can cross a
 * BroadcastChannel to the inspector of another tab or the pop-out window, and be saved as a test.
 * Development builds only: nothing imports this file in a production build without the explorer.
 */

/** A transition one event took: from which state node to which, on what, and the guard that chose it. */
export interface TakenTransition {
  from: string;
  to: string[];
  event: string;
  guard: string | null;
  /**
   * The guards that said no before this one chose: the same node's earlier candidates for the event
   * (xstate takes the first whose guard holds), so the log shows why the others were not taken.
   */
  rejected: string[];
  /** The coverage key of the transition (`<source>|<descriptor>|<index>`, see machine-layout.ts). */
  key: string | null;
}

export interface TraceEntry {
  /** Unique in the whole inspector: `<tab>:<n>`. */
  id: string;
  at: number;
  /** The actor's key (`<tab>/<sessionId>`). */
  actor: string;
  event: { type: string } & Record<string, unknown>;
  /** Who sent it: an actor key, or null for the screen (a user, a timer, the app). */
  source: string | null;
  /** The sender's id as its parent knows it (`login`, `otherTabs`), for senders that are not machines. */
  sourceName: string | null;
  transitions: TakenTransition[];
  /** The snapshot after the event. */
  value: unknown;
  context: unknown;
  status: string;
}

export interface ActorRecord {
  key: string;
  tab: string;
  sessionId: string;
  machineId: string;
  systemId: string | null;
  parent: string | null;
  input: unknown;
  startedAt: number;
  status: string;
  value: unknown;
}

export type BusMessage =
  | { kind: 'actor'; actor: ActorRecord }
  | { kind: 'entry'; entry: TraceEntry; actor: ActorRecord }
  | { kind: 'hello'; from: string }
  | { kind: 'dump'; actors: ActorRecord[]; entries: TraceEntry[] };

const channelName = 'brand-console-machine-inspector';
/** How many entries the record keeps; Stately's bridge holds as many for a window that connects late. */
export const maxEntries = 3000;
const secretKey = /pass(word|wd)?$|password|secret|token|authorization|cookie|captcha|smscode|verifycode/i;
const redacted = '••• (redacted)';

// Marked pure so a production build, which never records, drops this module whole.
export const tabId = /* @__PURE__ */ newTabId();

function newTabId(): string {
  return Math.random().toString(36).slice(2, 8);
}
let seq = 0;

/** The context, event or output as plain data: secrets redacted, actors and functions named, depth capped. */
export function toPlain(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'function') return '[function]';
    if (typeof value === 'bigint' || typeof value === 'symbol') return String(value);
    return value;
  }
  if (seen.has(value)) return '[circular]';
  if (depth > 8) return '[…]';
  seen.add(value);
  if ('sessionId' in value && 'send' in value) return `[actor ${String(value.sessionId)}]`;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (Array.isArray(value)) {
    const items = value.slice(0, 50).map((v) => toPlain(v, depth + 1, seen));
    return value.length > 50 ? [...items, `[… ${value.length - 50} more]`] : items;
  }
  if (value instanceof Map) return toPlain(Object.fromEntries(value), depth, seen);
  if (value instanceof Set) return toPlain([...value], depth, seen);
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return `[${value.constructor?.name ?? 'object'}]`;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = secretKey.test(k) && v !== '' && v != null ? redacted : toPlain(v, depth + 1, seen);
  }
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An event as the inspector shows it: its payload plain data with secrets redacted, its type as sent. */
export function plainEvent(event: AnyEventObject): { type: string } & Record<string, unknown> {
  const plain = toPlain(event);
  return { ...(isRecord(plain) ? plain : {}), type: event.type };
}

function guardOf(t: AnyTransitionDefinition): string | null {
  const g = t.guard as unknown;
  if (!g) return null;
  if (typeof g === 'string') return g;
  if (typeof g === 'object' && 'type' in g && typeof g.type === 'string') return g.type;
  return 'guard';
}

/** The guarded candidates xstate tried, and refused, before `t` on the same node and event. */
function rejectedBefore(t: AnyTransitionDefinition): string[] {
  const source = t.source;
  const candidates = t.eventType === '' ? source.always : source.transitions.get(t.eventType);
  const before = candidates ? candidates.slice(0, Math.max(0, candidates.indexOf(t))) : [];
  return before.map(guardOf).filter((g): g is string => g !== null);
}

/** Same rule as `transitionKey` in tests/support/machine-coverage.ts, so coverage and trace agree. */
export function transitionKeyOf(t: AnyTransitionDefinition): string | null {
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

function machineIdOf(ref: ActorRefLike): string | null {
  const logic = (ref as { logic?: unknown }).logic;
  return typeof logic === 'object' && logic !== null && 'root' in logic && 'id' in logic
    ? String(logic.id)
    : null;
}

function keyOf(ref: ActorRefLike): string {
  return `${tabId}/${ref.sessionId}`;
}

// --- the store every inspector view reads (local actors and those other tabs report) -----------------

const actors = new Map<string, ActorRecord>();
let entries: TraceEntry[] = [];
let version = 0;
const listeners = new Set<() => void>();

function changed() {
  version++;
  for (const l of listeners) l();
}

export function subscribeTrace(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function traceVersion(): number {
  return version;
}

export function traceActors(): ActorRecord[] {
  return [...actors.values()];
}

export function traceEntries(): TraceEntry[] {
  return entries;
}

export function clearTrace(): void {
  actors.clear();
  entries = [];
  changed();
}

// A new array each time: the views compare it by identity to know the record changed.
function keep(entry: TraceEntry) {
  entries = entries.length >= maxEntries ? [...entries.slice(1 - maxEntries), entry] : [...entries, entry];
}

// --- this tab's actors, as xstate reports them ------------------------------------------------------

const pendingSources = new WeakMap<object, { key: string; name: string } | null>();
const pendingSteps = new Map<string, TakenTransition[]>();
let channel: BroadcastChannel | null = null;

function post(message: BusMessage) {
  try {
    channel?.postMessage(message);
  } catch {
    // Something in a context could not be cloned after all: the other tabs miss this one entry.
  }
}

function record(ref: ActorRefLike, machineId: string): ActorRecord {
  const key = keyOf(ref);
  let a = actors.get(key);
  if (!a) {
    const parent = (ref as { _parent?: ActorRefLike })._parent;
    const options = (ref as { options?: { input?: unknown } }).options;
    a = {
      key,
      tab: tabId,
      sessionId: ref.sessionId,
      machineId,
      systemId: (ref as { options?: { systemId?: string } }).options?.systemId ?? null,
      parent: parent ? keyOf(parent) : null,
      input: toPlain(options?.input),
      startedAt: Date.now(),
      status: 'active',
      value: null,
    };
    actors.set(key, a);
  }
  return a;
}

let recording = false;

/**
 * Starts the record (main.tsx, in builds with the inspector, before the first actor starts). Until
 * then nothing is recorded, so tests and the explorer screen pay nothing for it.
 */
export function startInspectorRecording(): void {
  recording = true;
}

/** Pass to `createActor(logic, { inspect })` (machine-inspector.ts does): records every machine actor. */
export function recordInspection(event: InspectionEvent): void {
  if (!recording) return;
  if (event.type === '@xstate.event') {
    // Remembered by the event object: the snapshot that follows names the same object.
    const from = event.sourceRef;
    pendingSources.set(
      event.event,
      from ? { key: keyOf(from), name: (from as { id?: string }).id ?? from.sessionId } : null,
    );
    return;
  }
  const machineId = machineIdOf(event.actorRef);
  if (!machineId) return;
  const key = keyOf(event.actorRef);
  if (event.type === '@xstate.microstep') {
    const steps = pendingSteps.get(key) ?? [];
    for (const t of event._transitions) {
      steps.push({
        from: t.source.id,
        to: t.target?.map((n) => n.id) ?? [],
        event: t.eventType,
        guard: guardOf(t),
        rejected: rejectedBefore(t),
        key: transitionKeyOf(t),
      });
    }
    pendingSteps.set(key, steps);
    return;
  }
  if (event.type !== '@xstate.snapshot') return;
  const snapshot = event.snapshot as { value?: unknown; context?: unknown; status?: string };
  const actor = record(event.actorRef, machineId);
  const value = toPlain(snapshot.value);
  const entry: TraceEntry = {
    id: `${tabId}:${++seq}`,
    at: Date.now(),
    actor: key,
    event: plainEvent(event.event),
    source: pendingSources.get(event.event)?.key ?? null,
    sourceName: pendingSources.get(event.event)?.name ?? null,
    transitions: pendingSteps.get(key) ?? [],
    value,
    context: toPlain(snapshot.context),
    status: snapshot.status ?? 'active',
  };
  pendingSteps.delete(key);
  actor.value = value;
  actor.status = entry.status;
  keep(entry);
  post({ kind: 'entry', entry, actor });
  changed();
}

function receive(message: BusMessage) {
  if (message.kind === 'hello') {
    const own = traceEntries().filter((e) => e.actor.startsWith(`${tabId}/`));
    post({ kind: 'dump', actors: traceActors().filter((a) => a.tab === tabId), entries: own });
    return;
  }
  if (message.kind === 'actor') actors.set(message.actor.key, message.actor);
  if (message.kind === 'entry') {
    actors.set(message.actor.key, message.actor);
    keep(message.entry);
  }
  if (message.kind === 'dump') {
    const known = new Set(entries.map((e) => e.id));
    for (const a of message.actors) if (!actors.has(a.key)) actors.set(a.key, a);
    entries = [...entries, ...message.entries.filter((e) => !known.has(e.id))].sort((a, b) => a.at - b.at);
  }
  changed();
}

/**
 * Joins the tabs of this origin: what this tab's actors do goes to the others, theirs comes here, and a
 * newcomer (a pop-out window, a new tab) asks the others for what they recorded so far.
 */
export function joinInspectorChannel(): void {
  if (channel || typeof BroadcastChannel !== 'function') return;
  channel = new BroadcastChannel(channelName);
  channel.onmessage = (e: MessageEvent<BusMessage>) => receive(e.data);
  post({ kind: 'hello', from: tabId });
}

/** Names an actor for a reader: the machine's id with its place (`list #3`, or its system id). */
export function actorLabel(a: ActorRecord): string {
  return a.systemId ? `${a.machineId} (${a.systemId})` : `${a.machineId} #${a.sessionId.replace(/^x:/, '')}`;
}
