import { z } from 'zod';

/**
 * "Save as test" of the machine inspector (issue 42): the trace the panel posts to the dev server
 * (vite.config.ts, `machine-inspector` plugin) and the Vitest file written from it into
 * src/machines/traces/ (beside the machines), which replays it with tests/support/trace-replay.ts.
 */
export const savedTraceSchema = z.object({
  machineId: z.string().regex(/^[\w-]+$/),
  input: z.unknown(),
  steps: z
    .array(
      z.object({
        at: z.number().nonnegative(),
        event: z.looseObject({ type: z.string().min(1) }),
        from: z.enum(['self', 'child', 'outside']),
        value: z.unknown(),
      }),
    )
    .min(1)
    .max(2000),
});

export type SavedTraceBody = z.infer<typeof savedTraceSchema>;

function stamp(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

function describeValue(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object') {
    return Object.entries(v)
      .map(([k, inner]) => {
        const rest = describeValue(inner);
        return rest ? `${k}.${rest}` : k;
      })
      .join(', ');
  }
  return '';
}

/** The file name and source of the test that replays `trace`, recorded at `now`. */
export function traceTestFile(trace: SavedTraceBody, now = new Date()): { name: string; source: string } {
  const values = trace.steps.map((s) => describeValue(s.value));
  const path = values.filter((v, i) => v && v !== values[i - 1]);
  const walk = path.length > 4 ? [path[0], '…', ...path.slice(-2)] : path;
  const name = `${trace.machineId}-${stamp(now)}.test.ts`;
  const source = [
    `// Recorded by the machine inspector ("Save as test") on ${now.toISOString()}: what the ${trace.machineId}`,
    '// actor of a running console did. Replayed on the production machine with the recorded results of its',
    '// invoked actors supplied through provide(); each recorded state is asserted (tests/support/trace-replay.ts).',
    "import { test } from 'vitest';",
    "import { replayTrace, type SavedTrace } from '../../../tests/support/trace-replay.ts';",
    '',
    `const trace: SavedTrace = ${JSON.stringify(trace, null, 2)};`,
    '',
    `test(${JSON.stringify(`${trace.machineId}: the recorded trace ${walk.join(' → ')} replays`)}, async () => {`,
    '  await replayTrace(trace);',
    '});',
    '',
  ].join('\n');
  return { name, source };
}
