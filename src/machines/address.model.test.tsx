import '../../tests/support/kit-dom.ts';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Address, emptyAddress } from '../../contract/address.ts';
import type { AreaInit, AreaInitLevel, AreaNode } from '../../contract/area.ts';
import { deferred } from '../../tests/support/deferred.ts';
import {
  fileCoverage,
  productionModel,
  type Snapshot,
  transitionCover,
  type WalkEvent,
  walk,
} from '../../tests/support/production-walk.ts';
import { setLocale } from '../i18n/i18n.ts';
import { AddressPicker } from '../ui/address-picker.tsx';
import { type AddressContext, addressMachine, chosenNames } from './address.machine.ts';

afterEach(cleanup);

const provinces: AreaNode[] = [
  { id: 110000, name: '北京市', level: 1 },
  { id: 440000, name: '广东省', level: 1 },
];
/** Each area's children; 北京市 has none here, which ends the cascade at the province. */
const childrenOf: Record<number, AreaNode[]> = {
  110000: [],
  440000: [{ id: 440300, name: '深圳市', level: 2 }],
  440300: [{ id: 440305, name: '南山区', level: 3 }],
  440305: [],
};
const nanshan = 440305;
/** What `/brand/area/init.html` answers for an area: its chain selected, province first. */
function initOf(areaId: number): AreaInit {
  if (areaId !== nanshan) return { levels: [{ selectedId: 0, list: provinces }] };
  return {
    levels: [
      { selectedId: 440000, list: provinces },
      { selectedId: 440300, list: childrenOf[440000] ?? [] },
      { selectedId: nanshan, list: childrenOf[440300] ?? [] },
    ],
  };
}
const levelNames = ['Province', 'City', 'District'];
const fault = 'API error 500';

describe('address machine through AddressPicker', () => {
  it('walks every state and transition of the production address machine', async () => {
    setLocale('en');
    const pm = productionModel(addressMachine, {
      input: { areaId: 0 },
      events: (s) => {
        const ctx = s.context as AddressContext;
        const out: WalkEvent[] = [
          { type: 'xstate.done.actor.loadInit', output: initOf(ctx.areaId) },
          { type: 'xstate.error.actor.loadInit', error: new Error(fault) },
          { type: 'xstate.done.actor.loadChildren', output: childrenOf[ctx.pending?.id ?? 0] ?? [] },
          { type: 'xstate.error.actor.loadChildren', error: new Error(fault) },
          { type: 'address.retry' },
          // The form's value replaced from outside (a reset, a loaded record).
          { type: 'address.reset', areaId: ctx.areaId === nanshan ? 0 : nanshan },
        ];
        ctx.levels.forEach((level: AreaInitLevel, i: number) => {
          for (const area of level.list)
            if (area.id !== level.selectedId) out.push({ type: 'address.pick', level: i, id: area.id });
          // The user empties a level's box.
          if (level.selectedId) out.push({ type: 'address.pick', level: i, id: 0 });
        });
        return out;
      },
    });
    const paths = transitionCover(pm);
    for (const path of paths) {
      const user = userEvent.setup();
      const inits: ReturnType<typeof deferred<AreaInit>>[] = [];
      const loads: { id: number; settle: ReturnType<typeof deferred<AreaNode[]>> }[] = [];
      const source = {
        init: () => {
          const d = deferred<AreaInit>();
          inits.push(d);
          return d.promise;
        },
        children: (id: number) => {
          const settle = deferred<AreaNode[]>();
          loads.push({ id, settle });
          return settle.promise;
        },
      };
      let replace: (a: Address) => void = () => {};
      let current: Address = emptyAddress;
      // A form holding the value, as ManagedForm does: what the picker reports comes back as its value.
      function Form() {
        const [value, setValue] = useState<Address>(emptyAddress);
        replace = setValue;
        current = value;
        return <AddressPicker label="Address" value={value} onChange={setValue} source={source} />;
      }
      render(<Form />);
      const box = (level: number) =>
        screen.getByRole('combobox', { name: levelNames[level] }) as HTMLInputElement;
      await walk(pm, path, {
        async exec(event, { after }) {
          switch (event.type) {
            case 'xstate.done.actor.loadInit':
              await act(async () => inits.at(-1)?.resolve(event.output as AreaInit));
              return;
            case 'xstate.error.actor.loadInit':
              await act(async () => inits.at(-1)?.reject(event.error));
              return;
            case 'xstate.done.actor.loadChildren':
              await act(async () => loads.at(-1)?.settle.resolve(event.output as AreaNode[]));
              return;
            case 'xstate.error.actor.loadChildren':
              await act(async () => loads.at(-1)?.settle.reject(event.error));
              return;
            case 'address.retry':
              await user.click(screen.getByRole('button', { name: 'Retry' }));
              return;
            case 'address.reset':
              act(() => replace({ ...emptyAddress, areaId: event.areaId as number }));
              return;
            case 'address.pick': {
              const level = event.level as number;
              const id = event.id as number;
              const input = box(level);
              if (id === 0) {
                // An emptied box, left: the choice is cleared.
                await user.clear(input);
                await user.tab();
              } else {
                const name =
                  provinces.concat(...Object.values(childrenOf)).find((a) => a.id === id)?.name ?? '';
                // Type over what the box shows to filter (never emptying it, which would clear the
                // choice first), then pick the option.
                await user.type(input, name.slice(0, 1), {
                  initialSelectionStart: 0,
                  initialSelectionEnd: input.value.length,
                });
                await user.click(await screen.findByRole('option', { name }));
              }
              // The form hears the deepest area chosen and the names that go with it.
              const [province = '', city = '', district = ''] = chosenNames(
                (after.context as AddressContext).levels,
              );
              expect(current).toMatchObject({ areaId: after.context.areaId, province, city, district });
              if (id !== 0) expect(loads.at(-1)?.id).toBe(id);
              return;
            }
            default:
              throw new Error(`no user action for ${event.type}`);
          }
        },
        check(s: Snapshot) {
          const ctx = s.context as AddressContext;
          levelNames.forEach((_name, i) => {
            const level = ctx.levels[i];
            const chosen = level?.list.find((a) => a.id === level.selectedId)?.name ?? '';
            expect(box(i).value).toBe(chosen);
            // A level without a list cannot be opened.
            expect(box(i).disabled).toBe((level?.list.length ?? 0) === 0);
          });
          const alert = screen.queryByRole('alert');
          expect(alert?.textContent ?? null).toBe(s.matches('failed') ? `${ctx.error} Retry` : null);
          const group = screen.getByRole('group', { name: 'Address' });
          expect(group.getAttribute('aria-busy')).toBe(s.hasTag('busy') ? 'true' : null);
        },
      });
      cleanup();
    }
    const coverage = fileCoverage(addressMachine, paths.length);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  }, 300_000);
});
