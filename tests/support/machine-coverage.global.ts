import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { machineRegistry } from '../../src/modules/dev/machine-registry.ts';
import { coverageOf, formatCoverage, type MachineRecord } from './machine-coverage.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each client test file leaves what its live machine actors did (machine-coverage.setup.ts). */
    machineCoverageDir: string;
  }
}

/**
 * After the client suites: the coverage of every production machine (src/machines, through the
 * registry) by its model walk alone (the file or files whose walk is of that machine, see
 * `fileCoverage` in tests/machines/production-walk.ts), with what was not visited.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'bc-machine-coverage-'));
  project.provide('machineCoverageDir', dir);
  return () => {
    const byMachine = new Map<string, MachineRecord[]>();
    for (const file of readdirSync(dir)) {
      const record = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, MachineRecord>;
      for (const [id, r] of Object.entries(record)) byMachine.set(id, [...(byMachine.get(id) ?? []), r]);
    }
    rmSync(dir, { recursive: true, force: true });
    if (byMachine.size === 0) return;
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
  };
}
