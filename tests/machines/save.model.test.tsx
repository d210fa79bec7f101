import './kit-dom.ts';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { SaveButton } from '../../src/ui/save-button.tsx';
import { deferred } from './deferred.ts';
import { modelCoverage } from './model-coverage.ts';

afterEach(cleanup);

describe('save machine through SaveButton', () => {
  it('a double click submits once, and the button is busy then restored', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const pending = deferred();
    render(
      <SaveButton
        onSave={() => {
          calls += 1;
          return pending.promise;
        }}
      >
        Save
      </SaveButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    await user.dblClick(button);
    await user.click(button);
    expect(calls).toBe(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    pending.resolve({ ok: true });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(button.getAttribute('aria-disabled')).toBeNull();
    await user.click(button);
    expect(calls).toBe(2);
  });

  it('walks every state and transition of the save model through the button', async () => {
    // createTestModel cannot run invoked promises: the model names their outcomes as events, and
    // the test settles the real promise for each.
    const saveModel = createMachine({
      id: 'saveModel',
      initial: 'idle',
      states: {
        idle: { on: { 'save.submit': 'submitting' } },
        submitting: {
          on: {
            // A second press while submitting must not start another save.
            'save.submit': { target: 'submitting', reenter: false },
            'save.succeed': 'idle',
            'save.fail': 'idle',
          },
        },
      },
    });
    const model = createTestModel(saveModel);
    const paths = model.getSimplePaths();
    for (const path of paths) {
      const user = userEvent.setup();
      let calls = 0;
      let current = deferred();
      const failures: unknown[] = [];
      const saved: unknown[] = [];
      render(
        <SaveButton
          onSave={() => {
            calls += 1;
            current = deferred();
            return current.promise;
          }}
          onSaved={(r) => saved.push(r)}
          onFailed={(e) => failures.push(e)}
        >
          Save
        </SaveButton>,
      );
      const button = () => screen.getByRole('button', { name: 'Save' });
      let expectedCalls = 0;
      let at: 'idle' | 'submitting' = 'idle';
      await path.test({
        states: {
          idle: async () => {
            await waitFor(() => expect(button().getAttribute('aria-busy')).toBeNull());
            expect(button().getAttribute('aria-disabled')).toBeNull();
            expect(calls).toBe(expectedCalls);
            at = 'idle';
          },
          submitting: () => {
            expect(button().getAttribute('aria-busy')).toBe('true');
            expect(button().getAttribute('aria-disabled')).toBe('true');
            expect(calls).toBe(expectedCalls);
            at = 'submitting';
          },
        },
        events: {
          'save.submit': async () => {
            if (at === 'idle') expectedCalls += 1;
            await user.click(button());
          },
          'save.succeed': async () => {
            await act(async () => current.resolve('ok'));
            expect(saved.at(-1)).toBe('ok');
          },
          'save.fail': async () => {
            await act(async () => current.reject(new Error('refused')));
            expect(failures.length).toBeGreaterThan(0);
          },
        },
      });
      cleanup();
    }
    const cov = modelCoverage('save', saveModel, paths);
    expect(cov.states[0]).toBe(cov.states[1]);
    expect(cov.transitions[0]).toBe(cov.transitions[1]);
  });
});
