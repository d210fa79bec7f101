import { createBrowserInspector, type StatelyInspectionEvent } from '@statelyai/inspect';
import type { Snapshot } from 'xstate';
import { maxEntries, plainEvent, toPlain } from './inspection-bus.ts';
import type { Forwarder } from './machine-inspector.ts';

/**
 * The bridge to Stately's inspector, for developers who use Stately's tools: loaded only when
 * machine-inspector.ts's `startStatelyBridge` is asked to (VITE_STATELY_INSPECT=true in a build with the
 * inspector), since it opens a window on stately.ai and the console otherwise works offline.
 * Development builds only: no production build holds this file or Stately's package (`npm run bench`).
 */

const snapshotStatus = new Set<unknown>(['active', 'done', 'error', 'stopped']);

function isSnapshot(value: unknown): value is Snapshot<unknown> {
  return typeof value === 'object' && value !== null && 'status' in value && snapshotStatus.has(value.status);
}

// Stately's own serializer goes through a snapshot's JSON form, which leaves out a machine snapshot's
// machine, state nodes and methods; toPlain would walk them.
function jsonForm(value: unknown): unknown {
  return typeof value === 'object' &&
    value !== null &&
    'toJSON' in value &&
    typeof value.toJSON === 'function'
    ? value.toJSON()
    : value;
}

function plainSnapshot(snapshot: unknown): Snapshot<unknown> {
  const plain = toPlain(jsonForm(snapshot));
  return isSnapshot(plain) ? plain : { status: 'active', output: undefined, error: undefined };
}

/**
 * The event as it leaves the page: event payloads, contexts, inputs and outputs redacted as the
 * console's own inspector redacts them (a promise actor's input is the sign-in's password). Stately
 * applies it again to what it held for a window that connected late, which changes nothing.
 */
function redacted(event: StatelyInspectionEvent): StatelyInspectionEvent {
  switch (event.type) {
    case '@xstate.event':
      return { ...event, event: plainEvent(event.event) };
    case '@xstate.snapshot':
      return { ...event, event: plainEvent(event.event), snapshot: plainSnapshot(event.snapshot) };
    case '@xstate.actor':
      return { ...event, snapshot: plainSnapshot(event.snapshot) };
  }
}

/**
 * Opens Stately's inspector and returns what to hand each event the console's `inspect` receives.
 * Stately holds what comes before its window says it is connected and sends it then, so the window may
 * take its time to load.
 */
export function statelyForwarder(): Forwarder {
  const inspector = createBrowserInspector({ serialize: redacted, maxDeferredEvents: maxEntries });
  return (event) => inspector.inspect.next?.(event);
}
