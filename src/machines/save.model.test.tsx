import '../../tests/support/kit-dom.ts';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from '../../tests/support/deferred.ts';
import { fileCoverage, productionModel, transitionCover, walk } from '../../tests/support/production-walk.ts';
import { SaveButton } from '../ui/save-button.tsx';
import { saveMachine } from './save.machine.ts';

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

  it('walks every state and transition of the production save machine through the button', async () => {
    const pm = productionModel(saveMachine, {
      // The save counter grows for ever: the walk tells snapshots apart by state alone.
      project: (s) => s.value,
      events: [
        { type: 'save.submit' },
        { type: 'xstate.done.actor.runSave', output: 'ok' },
        { type: 'xstate.error.actor.runSave', error: new Error('refused') },
      ],
    });
    const paths = transitionCover(pm);
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
      await walk(pm, path, {
        async exec(event) {
          if (event.type === 'save.submit') {
            const before = calls;
            await user.click(button());
            expect(calls).toBe(before + 1);
          } else if (event.type === 'xstate.done.actor.runSave') {
            await act(async () => current.resolve(event.output));
            expect(saved.at(-1)).toBe('ok');
          } else if (event.type === 'xstate.error.actor.runSave') {
            await act(async () => current.reject(event.error));
            expect(failures.at(-1)).toBe(event.error);
          } else throw new Error(`no user action for ${event.type}`);
        },
        check(s) {
          const busy = s.matches('submitting');
          expect(button().getAttribute('aria-busy')).toBe(busy ? 'true' : null);
          expect(button().getAttribute('aria-disabled')).toBe(busy ? 'true' : null);
        },
      });
      cleanup();
    }
    const coverage = fileCoverage(saveMachine, paths.length);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  });
});
