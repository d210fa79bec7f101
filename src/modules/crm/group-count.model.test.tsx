import '../../../tests/support/kit-dom.ts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerConditions } from '../../../contract/customer.ts';
import { deferred } from '../../../tests/support/deferred.ts';
import {
  fileCoverage,
  productionModel,
  type Snapshot,
  transitionCover,
  type WalkEvent,
  walk,
} from '../../../tests/support/production-walk.ts';
import { setLocale } from '../../i18n/i18n.ts';
import { GroupLiveCount } from './customer/group-live-count.tsx';
import { countSettleMs, type GroupCountContext, groupCountMachine } from './group-count.machine.ts';

beforeEach(() => setLocale('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const everyone: CustomerConditions = { match: 'all' };
const fresh: CustomerConditions = { match: 'all', stages: ['new'] };
const fault = 'API error 500';

describe('group count machine through the condition builder’s live count', () => {
  it('walks every state and transition: counts on open, waits for the conditions to rest, retries', async () => {
    const pm = productionModel(groupCountMachine, {
      input: { conditions: everyone },
      events: (s) => {
        const ctx = s.context as GroupCountContext;
        return [
          { type: 'xstate.done.actor.count', output: { count: ctx.conditions.stages ? 3 : 1234 } },
          { type: 'xstate.error.actor.count', error: new Error(fault) },
          { type: 'xstate.after.settle.groupCount.waiting' },
          { type: 'count.change', conditions: ctx.conditions.stages ? everyone : fresh },
          { type: 'count.retry' },
        ];
      },
    });
    const paths = transitionCover(pm);
    for (const path of paths) {
      vi.useFakeTimers();
      const asks: {
        conditions: CustomerConditions;
        answer: ReturnType<typeof deferred<{ count: number }>>;
      }[] = [];
      const count = (conditions: CustomerConditions) => {
        const answer = deferred<{ count: number }>();
        asks.push({ conditions, answer });
        return answer.promise;
      };
      let change: (c: CustomerConditions) => void = () => {};
      // The form holding the conditions, as the group form does: a fresh object on every render.
      function Builder() {
        const [conditions, setConditions] = useState<CustomerConditions>(everyone);
        change = setConditions;
        return <GroupLiveCount conditions={{ ...conditions }} count={count} />;
      }
      render(<Builder />);
      await walk(pm, path, {
        async exec(event: WalkEvent, { after }) {
          switch (event.type) {
            case 'xstate.done.actor.count':
              await act(async () => asks.at(-1)?.answer.resolve(event.output as { count: number }));
              return;
            case 'xstate.error.actor.count':
              await act(async () => asks.at(-1)?.answer.reject(event.error));
              return;
            case 'xstate.after.settle.groupCount.waiting': {
              const asked = asks.length;
              // Not before the conditions have rested.
              await act(async () => vi.advanceTimersByTime(countSettleMs - 1));
              expect(asks.length).toBe(asked);
              await act(async () => vi.advanceTimersByTime(1));
              expect(asks.length).toBe(asked + 1);
              expect(asks.at(-1)?.conditions).toEqual((after.context as GroupCountContext).conditions);
              return;
            }
            case 'count.change': {
              const asked = asks.length;
              act(() => change(event.conditions as CustomerConditions));
              expect(asks.length).toBe(asked);
              return;
            }
            case 'count.retry': {
              const asked = asks.length;
              act(() => {
                fireEvent.click(screen.getByRole('button', { name: 'Count again' }));
              });
              expect(asks.length).toBe(asked + 1);
              return;
            }
            default:
              throw new Error(`no user action for ${event.type}`);
          }
        },
        check(s: Snapshot) {
          const ctx = s.context as GroupCountContext;
          const status = screen.getByRole('status');
          expect(status.getAttribute('aria-live')).toBe('polite');
          expect(status.textContent).toBe(
            s.matches('failed')
              ? `The count failed: ${ctx.error}`
              : ctx.count === null
                ? 'Counting the matching customers…'
                : `Customers matching: ${ctx.count.toLocaleString('en')}`,
          );
          expect(status.getAttribute('aria-busy')).toBe(s.hasTag('busy') ? 'true' : null);
          expect(screen.queryByRole('button', { name: 'Count again' }) !== null).toBe(s.matches('failed'));
        },
      });
      cleanup();
      vi.useRealTimers();
    }
    const coverage = fileCoverage(groupCountMachine, paths.length);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  }, 300_000);
});
