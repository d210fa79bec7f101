import type { ActorRefLike, AnyMachineSnapshot, InspectionEvent } from 'xstate';
import { recordInspection } from './inspection-bus.ts';

/** One running machine actor as the explorer shows it. */
export interface LiveActor {
  sessionId: string;
  /** The machine's `id` (matches the registry entry). */
  machineId: string;
  snapshot: AnyMachineSnapshot;
  updatedAt: number;
}

const live = new Map<string, { ref: ActorRefLike; entry: LiveActor }>();
const listeners = new Set<() => void>();
let list: LiveActor[] = [];
// Stately's inspector, when a developer asked for it: the events for it are held, in order, while its
// chunk loads, since the app's actors start at once and Stately learns an actor's machine only from
// the event of its start.
let bridge: InspectionEvent[] | Forwarder | null = null;

function isMachineSnapshot(s: unknown): s is AnyMachineSnapshot {
  return typeof s === 'object' && s !== null && 'value' in s && 'matches' in s;
}

function publish() {
  list = Array.from(live.values(), (v) => v.entry);
  for (const l of listeners) l();
}

/**
 * Pass as `createActor(machine, { inspect })`: children the actor spawns are reported through the same
 * callback, so the explorer also sees them. Only machine actors are kept; promise actors are not drawn.
 */
export function inspect(event: InspectionEvent): void {
  // The docked inspector's record: events, transitions and snapshots of every machine actor.
  recordInspection(event);
  if (Array.isArray(bridge)) bridge.push(event);
  else bridge?.(event);
  if (event.type !== '@xstate.snapshot') return;
  const snapshot = event.snapshot;
  if (!isMachineSnapshot(snapshot)) return;
  const ref = event.actorRef;
  if (snapshot.status !== 'active') {
    if (live.delete(ref.sessionId)) publish();
    return;
  }
  live.set(ref.sessionId, {
    ref,
    entry: { sessionId: ref.sessionId, machineId: snapshot.machine.id, snapshot, updatedAt: Date.now() },
  });
  publish();
}

/** The live actors, newest state of each; stopped actors (which report nothing) are dropped here. */
export function getLiveActors(): LiveActor[] {
  let pruned = false;
  for (const [id, v] of live) {
    if (v.ref.getSnapshot()?.status !== 'active') {
      live.delete(id);
      pruned = true;
    }
  }
  if (pruned) list = Array.from(live.values(), (v) => v.entry);
  return list;
}

export function subscribeLiveActors(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What stately-bridge.ts makes: the function to hand each event `inspect` receives. */
export type Forwarder = (event: InspectionEvent) => void;

/**
 * With `flag` 'true' (main.tsx passes VITE_STATELY_INSPECT, in builds with the inspector), loads the
 * bridge to Stately's inspector and hands it every event `inspect` receives from now on; otherwise
 * loads nothing and returns null, and the console stays offline. `load` is main.tsx's dynamic import,
 * which a production build drops with the rest of main.tsx's inspector branch.
 */
export function startStatelyBridge(
  flag: string | undefined,
  load: () => Promise<{ statelyForwarder: () => Forwarder }>,
): Promise<void> | null {
  if (flag !== 'true') return null;
  const held: InspectionEvent[] = [];
  bridge = held;
  return load().then(
    ({ statelyForwarder }) => {
      const forward = statelyForwarder();
      bridge = forward;
      for (const event of held) forward(event);
    },
    (error: unknown) => {
      // Nothing more is held for a bridge that will not come; the console's own inspector goes on.
      bridge = null;
      throw error;
    },
  );
}
