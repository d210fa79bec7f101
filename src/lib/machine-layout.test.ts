// @vitest-environment node
import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { machineTransitions } from '../../tests/support/machine-coverage.ts';
import { formMachine } from '../machines/form.machine.ts';
import { sessionMachine } from '../machines/session.machine.ts';
import { toastItemMachine } from '../machines/toast.machine.ts';
import { machineRegistry } from '../modules/dev/machine-registry.ts';
import { diagramToSvg, layoutMachine } from './machine-layout.ts';

const elk = new ELK();
const draw = (m: Parameters<typeof layoutMachine>[0]) => layoutMachine(m, (g) => elk.layout(g));

describe('machine drawings are the whole machine', () => {
  it('draw every transition of every machine, eventless ones included', async () => {
    for (const { machine } of machineRegistry) {
      const d = await draw(machine);
      const drawn = d.edges.filter((e) => !e.entry);
      expect(drawn.length, machine.id).toBe(machineTransitions(machine).length);
      expect(drawn.filter((e) => e.always).length, machine.id).toBe(
        machineTransitions(machine).filter((t) => t.event === '').length,
      );
    }
  });

  it('label eventless transitions "always" with their guard, dashed', async () => {
    const d = await draw(formMachine);
    const always = d.edges.filter((e) => e.always).map((e) => `${e.source} ${e.label} ${e.target}`);
    expect(always.sort()).toEqual(
      [
        'form.start always [hasDetail] form.loading',
        'form.start always form.draftCheck',
        'form.draftCheck always [hasDraft] form.offeringDraft',
        'form.draftCheck always form.editing',
        'form.validating always [checkPasses] form.submitting',
        'form.validating always form.editing',
      ].sort(),
    );
    expect(diagramToSvg(d)).toContain('data-always="true"');
  });

  it('mark each initial state with an entry arrow, and label delays with their length', async () => {
    const d = await draw(sessionMachine);
    const entries = d.edges.filter((e) => e.entry).map((e) => e.target);
    expect(entries.sort()).toEqual(['session.boot', 'session.choosingBrand.loading', 'session.ready.idle']);
    expect(d.edges.find((e) => e.source === 'session.expiring')?.label).toBe('after 1500 ms');
    const toast = await draw(toastItemMachine);
    expect(
      toast.edges
        .filter((e) => e.label.startsWith('after'))
        .map((e) => e.label)
        .sort(),
    ).toEqual(['after 150 ms', 'after 150 ms', 'after lifetime (set per actor)']);
    expect(diagramToSvg(d)).toContain('<circle data-entry="true"');
  });
});
