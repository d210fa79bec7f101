import '../../tests/support/kit-dom.ts';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from '../../tests/support/deferred.ts';
import {
  fileCoverage,
  productionModel,
  type Snapshot,
  transitionCover,
  walk,
} from '../../tests/support/production-walk.ts';
import { useResource } from '../ui/use-resource.ts';
import { resourceMachine } from './resource.machine.ts';

afterEach(cleanup);

/** What a screen does with useResource (the account dashboard's devices): show, reload, retry. */
function Reader({ load }: { load: () => Promise<string> }) {
  const r = useResource(load);
  return (
    <section aria-busy={r.busy || undefined} aria-label="reader">
      {r.loading ? <p>Loading</p> : null}
      {r.data !== null ? <p>Shown: {r.data}</p> : null}
      {r.failed ? (
        <p role="alert">
          {r.error}{' '}
          <button type="button" onClick={r.retry}>
            Retry
          </button>
        </p>
      ) : null}
      <button type="button" onClick={r.reload}>
        Reload
      </button>
    </section>
  );
}

describe('resource machine through useResource', () => {
  it('walks every state and transition: load, show, reload keeping what is shown, fail, retry', async () => {
    const pm = productionModel(resourceMachine, {
      project: (s) => ({ value: s.value, data: s.context.data !== null, error: s.context.error !== null }),
      events: [
        { type: 'xstate.done.actor.load', output: 'answer' },
        { type: 'xstate.error.actor.load', error: new Error('API error 500') },
        { type: 'resource.reload' },
        { type: 'resource.retry' },
      ],
    });
    const paths = transitionCover(pm);
    for (const path of paths) {
      const loads: ReturnType<typeof deferred<string>>[] = [];
      let answers = 0;
      let shown = '';
      render(
        <Reader
          load={() => {
            const d = deferred<string>();
            loads.push(d);
            return d.promise;
          }}
        />,
      );
      const user = userEvent.setup();
      await walk(pm, path, {
        async exec(event) {
          const asked = loads.length;
          switch (event.type) {
            case 'xstate.done.actor.load':
              answers += 1;
              shown = `answer ${answers}`;
              await act(async () => loads.at(-1)?.resolve(shown));
              return;
            case 'xstate.error.actor.load':
              await act(async () => loads.at(-1)?.reject(new Error('API error 500')));
              return;
            case 'resource.reload':
              await user.click(screen.getByRole('button', { name: 'Reload' }));
              expect(loads.length).toBe(asked + 1);
              return;
            case 'resource.retry':
              await user.click(screen.getByRole('button', { name: 'Retry' }));
              expect(loads.length).toBe(asked + 1);
              return;
            default:
              throw new Error(`no action for ${event.type}`);
          }
        },
        check(s: Snapshot) {
          const section = screen.getByRole('region', { name: 'reader' });
          expect(section.getAttribute('aria-busy')).toBe(s.hasTag('busy') ? 'true' : null);
          expect(screen.queryByText('Loading') !== null).toBe(s.matches('loading'));
          // What came last stays shown through a reload and a failed one.
          expect(screen.queryByText(/^Shown:/)?.textContent ?? null).toBe(shown ? `Shown: ${shown}` : null);
          expect(screen.queryByRole('alert')?.textContent?.startsWith('API error 500') ?? false).toBe(
            s.hasTag('failed'),
          );
        },
      });
      cleanup();
    }
    const coverage = fileCoverage(resourceMachine, paths.length);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  }, 300_000);

  it('tells the server’s no from a fault: a refusal is said without a retry, a fault keeps it', async () => {
    const refusal = Object.assign(new Error('客户不存在（id 7）'), { retryable: false });
    const fault = Object.assign(new Error('API 请求超时'), { retryable: true });
    const seen: { refused: boolean; error: string | null }[] = [];
    function Probe({ error }: { error: Error }) {
      const r = useResource(() => Promise.reject(error));
      if (r.failed) seen.push({ refused: r.refused, error: r.error });
      return null;
    }
    render(<Probe error={refusal} />);
    await waitFor(() => expect(seen.at(-1)).toEqual({ refused: true, error: '客户不存在（id 7）' }));
    cleanup();
    render(<Probe error={fault} />);
    await waitFor(() => expect(seen.at(-1)).toEqual({ refused: false, error: 'API 请求超时' }));
  });
});
