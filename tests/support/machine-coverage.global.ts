import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { machineRegistry } from '../../src/modules/dev/machine-registry.ts';
import { coverageOf, formatCoverage, type MachineRecord } from './machine-coverage.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each client test file leaves what its live machine actors did (machine-coverage.setup.ts). */
    machineCoverageDir: string;
  }
}

/** Where the machine inspector reads it (vite.config.ts serves it under `npm run dev`); git ignores it. */
const keptFile = join(import.meta.dirname, '../../.cache/machine-coverage.json');

/**
 * Keeps what this run measured for the machine inspector's charts (issue 42): the machines this run
 * walked replace their old record, the others keep theirs, so running one model test file updates one.
 */
function keepForInspector(byMachine: Map<string, MachineRecord[]>) {
  let kept: { machines: Record<string, MachineRecord> } = { machines: {} };
  try {
    kept = JSON.parse(readFileSync(keptFile, 'utf8'));
  } catch {
    // No earlier run kept one.
  }
  for (const [id, records] of byMachine) {
    kept.machines[id] = {
      states: [...new Set(records.flatMap((r) => r.states))],
      transitions: [...new Set(records.flatMap((r) => r.transitions))],
    };
  }
  mkdirSync(dirname(keptFile), { recursive: true });
  writeFileSync(keptFile, JSON.stringify({ at: new Date().toISOString(), machines: kept.machines }, null, 1));
}

/**
 * After the client suites: the coverage of every production machine (src/machines, through the
 * registry) by its model walk alone (the file or files whose walk is of that machine, see
 * `fileCoverage` in tests/support/production-walk.ts), with what was not visited.
 *
 * When `npm run test:unit` runs the client files in shards (one process each), it names one folder for
 * all of them in `MACHINE_COVERAGE_DIR` and prints the report once, after the last shard
 * (`reportMachineCoverage`); a shard alone would report the machines the other one walked as unwalked.
 */
export default function setup(project: TestProject) {
  const shared = process.env.MACHINE_COVERAGE_DIR;
  const dir = shared || mkdtempSync(join(tmpdir(), 'bc-machine-coverage-'));
  project.provide('machineCoverageDir', dir);
  return () => {
    if (shared) return;
    reportMachineCoverage(dir);
    rmSync(dir, { recursive: true, force: true });
  };
}

/** Prints the coverage the test files left in `dir` and keeps it for the inspector. */
export function reportMachineCoverage(dir: string) {
  const byMachine = new Map<string, MachineRecord[]>();
  for (const file of readdirSync(dir)) {
    const record = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, MachineRecord>;
    for (const [id, r] of Object.entries(record)) byMachine.set(id, [...(byMachine.get(id) ?? []), r]);
  }
  if (byMachine.size === 0) return;
  keepForInspector(byMachine);
  const lines = [
    '',
    'Model coverage of the production machines (each by its own model walk through the UI):',
  ];
  for (const { name, machine } of machineRegistry) {
    const records = byMachine.get(machine.id);
    lines.push(
      records
        ? formatCoverage(coverageOf(machine, records), name)
        : `${name.padEnd(11)} no model walk of it in this run`,
    );
  }
  console.log(lines.join('\n'));
}
