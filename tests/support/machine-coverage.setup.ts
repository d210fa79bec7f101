import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, inject, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { recorder, runningFileCoverage } from './machine-coverage.ts';

/**
 * Every actor a kit component creates with `useActorRef` reports its microsteps to this file's coverage
 * recorder (alongside any `inspect` the component passes itself), and runs on the clock the test gave
 * its machine, if any (`actorClocks`). The hook itself is xstate's own; only the
 * options are added. App-level actors (session, toast, overlay) take `inspect` where they are made.
 */
vi.mock('@xstate/react', async (importOriginal) => {
  const real = await importOriginal<typeof import('@xstate/react')>();
  const useActorRef = ((
    logic: { id?: unknown },
    options?: { inspect?: (e: InspectionEvent) => void },
    ...rest: never[]
  ) => {
    // Not this module's imports: the mock is made once for every file of the shard.
    const running = runningFileCoverage();
    const clock = typeof logic.id === 'string' ? running.actorClocks.get(logic.id) : undefined;
    const own = options?.inspect;
    const inspect = own
      ? (e: InspectionEvent) => {
          own(e);
          running.recorder.inspect(e);
        }
      : running.recorder.inspect;
    return (real.useActorRef as (...args: unknown[]) => unknown)(
      logic,
      { ...options, inspect, ...(clock ? { clock } : {}) },
      ...rest,
    );
  }) as typeof real.useActorRef;
  return { ...real, useActorRef };
});

// The record of the machines this file walks as their model goes where the global setup collects
// every file's (machine-coverage.global.ts); other machines its screens ran are not theirs to count.
afterAll(() => {
  const record = recorder.record({ walkedOnly: true });
  if (Object.keys(record).length === 0) return;
  const dir = inject('machineCoverageDir');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.json`),
    JSON.stringify(record),
  );
});
