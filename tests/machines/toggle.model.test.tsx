import './kit-dom.ts';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { setLocale } from '../../src/i18n/i18n.ts';
import { ToggleSwitch } from '../../src/ui/toggle-switch.tsx';
import { deferred } from './deferred.ts';
import { modelCoverage, transitionPaths } from './model-coverage.ts';

afterEach(cleanup);

// Starting "off": the value the switch should show in each state, and what the line beside it says: a
// refusal (an envelope with a non-zero code, or a call rejected as not retryable) gives the server's
// reason; a fault gives "please retry".
const toggleModel = createMachine({
  id: 'toggleModel',
  initial: 'off',
  states: {
    off: { on: { 'toggle.flip': 'postingOn' } },
    postingOn: {
      on: {
        'post.ok': 'on',
        'post.refused': 'offRefused',
        'post.refusedError': 'offRefused',
        'post.rejected': 'offFaulted',
      },
    },
    on: { on: { 'toggle.flip': 'postingOff' } },
    postingOff: {
      on: {
        'post.ok': 'off',
        'post.refused': 'onRefused',
        'post.refusedError': 'onRefused',
        'post.rejected': 'onFaulted',
      },
    },
    offRefused: { on: { 'toggle.flip': 'postingOn' } },
    offFaulted: { on: { 'toggle.flip': 'postingOn' } },
    onRefused: { on: { 'toggle.flip': 'postingOff' } },
    onFaulted: { on: { 'toggle.flip': 'postingOff' } },
  },
});

const reason = 'Not yours to change';
const retry = 'Update status failed, please retry';

const shows: Record<string, { checked: boolean; line: string }> = {
  off: { checked: false, line: '' },
  postingOn: { checked: true, line: '' },
  on: { checked: true, line: '' },
  postingOff: { checked: false, line: '' },
  offRefused: { checked: false, line: reason },
  offFaulted: { checked: false, line: retry },
  onRefused: { checked: true, line: reason },
  onFaulted: { checked: true, line: retry },
};

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
    expect(screen.getByText('Update status failed, please retry')).toBeTruthy();
  });

  it('walks every state and transition of the toggle model', async () => {
    setLocale('en');
    const model = createTestModel(toggleModel);
    const paths = transitionPaths(model, toggleModel);
    for (const path of paths) {
      const user = userEvent.setup();
      const sent: boolean[] = [];
      let current = deferred();
      render(
        <ToggleSwitch
          value={false}
          onChange={(v) => {
            sent.push(v);
            current = deferred();
            return current.promise;
          }}
        >
          Display
        </ToggleSwitch>,
      );
      const sw = () => screen.getByRole('switch', { name: 'Display' }) as HTMLInputElement;
      const states = Object.fromEntries(
        Object.entries(shows).map(([name, want]) => [
          name,
          () => {
            expect(sw().checked).toBe(want.checked);
            expect(screen.queryByText(retry) !== null).toBe(want.line === retry);
            expect(screen.queryByText(reason) !== null).toBe(want.line === reason);
          },
        ]),
      );
      await path.test({
        states,
        events: {
          'toggle.flip': async () => {
            const before = sw().checked;
            await user.click(sw());
            // What was posted is the new value the user asked for.
            expect(sent.at(-1)).toBe(!before);
          },
          'post.ok': async () => act(async () => current.resolve({ code: 0 })),
          'post.refused': async () => act(async () => current.resolve({ code: 1, message: reason })),
          'post.refusedError': async () => act(async () => current.reject(refusal(reason))),
          'post.rejected': async () => act(async () => current.reject(new Error('API error 500'))),
        },
      });
      cleanup();
    }
    const cov = modelCoverage('toggle', toggleModel, paths);
    expect(cov.states[0]).toBe(cov.states[1]);
    expect(cov.transitions[0]).toBe(cov.transitions[1]);
  });
});
