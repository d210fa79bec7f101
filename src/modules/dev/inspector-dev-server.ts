import type { ActorRecord, TraceEntry } from '../../lib/inspection-bus.ts';

/**
 * The inspector's two calls to the development server (the `machine-inspector` plugin of
 * vite.config.ts, present under `npm run dev` only): the model tests' coverage, and "save as test".
 */
export const inspectorEndpoints = {
  coverage: '/__machine-inspector/coverage',
  trace: '/__machine-inspector/trace',
} as const;

/** What tests/support/machine-coverage.global.ts keeps after the model tests: per machine id. */
export interface CoverageFile {
  at: string;
  machines: Record<string, { states: string[]; transitions: string[] }>;
}

function isCoverageFile(v: unknown): v is CoverageFile {
  return typeof v === 'object' && v !== null && 'at' in v && 'machines' in v;
}

let coverage: Promise<CoverageFile | null> | null = null;

/** The coverage of the last model-test run, or null (no run yet, or a build without the dev server). */
export function loadCoverage(): Promise<CoverageFile | null> {
  coverage ??= import.meta.env.DEV
    ? fetch(inspectorEndpoints.coverage)
        .then((r) => (r.ok ? r.json() : null))
        .then((v: unknown) => (isCoverageFile(v) ? v : null))
        .catch(() => null)
    : Promise.resolve(null);
  return coverage;
}

/** One recorded step as the generated test replays it. */
export interface SavedStep {
  /** Milliseconds since the actor started. */
  at: number;
  event: { type: string } & Record<string, unknown>;
  /** Sent by the actor itself or its own children (replayed by the machine), or from outside. */
  from: 'self' | 'child' | 'outside';
  value: unknown;
}

export interface SavedTrace {
  machineId: string;
  input: unknown;
  steps: SavedStep[];
}

/** Sends the actor's trace to the dev server, which writes src/machines/traces/<file>; returns the file. */
export async function saveTrace(actor: ActorRecord, entries: TraceEntry[]): Promise<string> {
  const start = entries[0]?.at ?? actor.startedAt;
  const trace: SavedTrace = {
    machineId: actor.machineId,
    input: actor.input,
    steps: entries.map((e) => ({
      at: e.at - start,
      event: e.event,
      from: e.source === actor.key ? 'self' : e.source?.startsWith(`${actor.tab}/`) ? 'child' : 'outside',
      value: e.value,
    })),
  };
  const response = await fetch(inspectorEndpoints.trace, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(trace),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || typeof body !== 'object' || body === null || !('file' in body)) {
    throw new Error(
      body && typeof body === 'object' && 'error' in body ? String(body.error) : response.statusText,
    );
  }
  return String(body.file);
}
