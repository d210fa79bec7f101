import '../../tests/support/kit-dom.ts';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from '../../tests/support/deferred.ts';
import { fileCoverage, productionModel, transitionCover, walk } from '../../tests/support/production-walk.ts';
import { setLocale } from '../i18n/i18n.ts';
import { ToggleSwitch } from '../ui/toggle-switch.tsx';
import { toggleMachine } from './toggle.machine.ts';

afterEach(cleanup);

const failedText = 'Update status failed, please retry';
const reason = 'Not yours to change';
/** What the http layer rejects with for a `code 1`/`403` answer: a refusal a retry cannot change. */
const refusal = (message: string) => Object.assign(new Error(message), { retryable: false });

describe('toggle machine through ToggleSwitch', () => {
  it('a failed toggle visibly reverts and says so', async () => {
    setLocale('en');
    const user = userEvent.setup();
    const sent: boolean[] = [];
    const pending = deferred();
    render(
      <ToggleSwitch
        value={false}
        onChange={(v) => {
          sent.push(v);
          return pending.promise;
        }}
      >
        Display
      </ToggleSwitch>,
    );
    const sw = screen.getByRole('switch', { name: 'Display' }) as HTMLInputElement;
    await user.click(sw);
    expect(sw.checked).toBe(true);
    expect(sent).toEqual([true]);
    await act(async () => pending.reject(new Error('API connection abnormal')));
    expect(sw.checked).toBe(false);
    expect(screen.getByText(failedText)).toBeTruthy();
  });

  it('walks every state and transition of the production toggle machine', async () => {
    setLocale('en');
    const pm = productionModel(toggleMachine, {
      input: { value: false },
      events: (s) => [
        { type: 'toggle.flip' },
        // The list reloaded and the server's value differs from what the switch shows.
        { type: 'toggle.sync', value: !s.context.value },
        { type: 'xstate.done.actor.postToggle', output: { code: 0 } },
        // A refusal says why (the server's reason), a fault says "please retry".
        { type: 'xstate.done.actor.postToggle', output: { code: 1, message: reason } },
        { type: 'xstate.error.actor.postToggle', error: refusal(reason) },
        { type: 'xstate.error.actor.postToggle', error: new Error('API error 500') },
      ],
    });
    const paths = transitionCover(pm);
    for (const path of paths) {
      const user = userEvent.setup();
      const sent: boolean[] = [];
      let current = deferred();
      let prop = false;
      const view = () => (
        <ToggleSwitch
          value={prop}
          onChange={(v) => {
            sent.push(v);
            current = deferred();
            return current.promise;
          }}
        >
          Display
        </ToggleSwitch>
      );
      const r = render(view());
      const sw = () => screen.getByRole('switch', { name: 'Display' }) as HTMLInputElement;
      await walk(pm, path, {
        async exec(event, { before, after }) {
          switch (event.type) {
            case 'toggle.flip':
              await user.click(sw());
              // What was posted is the value the user asked for.
              expect(sent.at(-1)).toBe(after.context.value);
              return;
            case 'toggle.sync': {
              const value = event.value as boolean;
              // The switch hears a change of its `value` prop: when the parent already passes this
              // value, it passed the one the switch shows in between (its previous reload).
              if (prop === value) {
                prop = before.context.value;
                r.rerender(view());
              }
              prop = value;
              r.rerender(view());
              return;
            }
            case 'xstate.done.actor.postToggle':
              await act(async () => current.resolve(event.output));
              return;
            case 'xstate.error.actor.postToggle':
              await act(async () => current.reject(event.error));
              return;
            default:
              throw new Error(`no user action for ${event.type}`);
          }
        },
        check(s) {
          expect(sw().checked).toBe(s.context.value);
          const refused = s.context.failed && s.context.refusal !== '';
          expect(screen.queryByText(failedText) !== null).toBe(s.context.failed && !refused);
          expect(screen.queryByText(reason) !== null).toBe(refused);
          // While the post runs the switch takes no second flip.
          expect(sw().getAttribute('aria-readonly') === 'true' || sw().readOnly).toBe(s.matches('posting'));
        },
      });
      cleanup();
    }
    const coverage = fileCoverage(toggleMachine, paths.length);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  });
});
