import './kit-dom.ts';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { setLocale } from '../../src/i18n/i18n.ts';
import { ConfirmAction } from '../../src/ui/confirm-action.tsx';
import { ToastProvider } from '../../src/ui/toast-provider.tsx';
import { deferred } from './deferred.ts';
import { modelCoverage } from './model-coverage.ts';

afterEach(cleanup);

const confirmModel = createMachine({
  id: 'confirmModel',
  initial: 'closed',
  states: {
    closed: { on: { 'confirm.open': 'open', 'confirm.openEmpty': 'refused' } },
    refused: { on: { 'confirm.open': 'open' } },
    open: { on: { 'confirm.ok': 'running', 'confirm.close': 'closedAfterCancel' } },
    closedAfterCancel: {},
    running: { on: { 'run.ok': 'done', 'run.fail': 'failed', 'run.refused': 'refusedByServer' } },
    done: {},
    failed: { on: { 'confirm.ok': 'running', 'confirm.close': 'closedAfterCancel' } },
    // A `code 1`/`403` answer: its reason in the dialog, no Confirm to press again.
    refusedByServer: { on: { 'confirm.close': 'closedAfterCancel' } },
  },
});

describe('confirm machine through ConfirmAction', () => {
  it('walks every state and transition of the confirm model', async () => {
    setLocale('en');
    const model = createTestModel(confirmModel);
    const paths = model.getSimplePaths();
    for (const path of paths) {
      const user = userEvent.setup();
      const called: string[] = [];
      const options: unknown[] = [];
      let current = deferred<{ message?: string }>();
      let url = '/api/page/del.html?id=3';
      let done = 0;
      const view = (u: string) => (
        <ToastProvider>
          <ConfirmAction
            url={u}
            run={(target, o) => {
              called.push(target);
              options.push(o);
              current = deferred();
              return current.promise;
            }}
            onDone={() => {
              done += 1;
            }}
          >
            Delete
          </ConfirmAction>
        </ToastProvider>
      );
      const r = render(view(url));
      const dialog = () => screen.queryByRole('alertdialog');
      await path.test({
        states: {
          closed: () => expect(dialog()).toBeNull(),
          refused: () => {
            expect(dialog()).toBeNull();
            expect(screen.getByText('Action address cannot be empty')).toBeTruthy();
            expect(called).toEqual([]);
          },
          open: () => {
            expect(dialog()?.textContent).toContain(
              'Are you sure you want to delete the selected information?',
            );
            expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
          },
          closedAfterCancel: async () => {
            await waitFor(() => expect(dialog()).toBeNull());
            expect(done).toBe(0);
          },
          running: () => {
            expect(called.at(-1)).toBe('/api/page/del.html?id=3');
            expect(screen.getByText('Data submitting, please wait...')).toBeTruthy();
            expect(screen.getByRole('button', { name: 'Confirm' }).getAttribute('aria-busy')).toBe('true');
          },
          done: async () => {
            await waitFor(() => expect(dialog()).toBeNull());
            expect(screen.getByText('Deleted 1 row').closest('[data-tone]')?.getAttribute('data-tone')).toBe(
              'success',
            );
            await waitFor(() => expect(screen.queryByText('Data submitting, please wait...')).toBeNull());
            expect(done).toBe(1);
          },
          refusedByServer: async () => {
            expect(dialog()?.textContent).toContain('You cannot delete yourself');
            expect(dialog()?.textContent).not.toContain('please retry');
            expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
            // The Confirm button went away: focus is on Close, not on the page body.
            await waitFor(() =>
              expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })),
            );
            // The kit asked the http layer not to toast it: the dialog says it, once.
            expect(options.at(-1)).toEqual({ notifyErrors: false });
            await waitFor(() => expect(screen.queryByText('Data submitting, please wait...')).toBeNull());
          },
          failed: async () => {
            expect(dialog()?.textContent).toContain('Calling API failed, please retry');
            expect(dialog()?.textContent).toContain('API error 500');
            // The loading toast fades out (its closing phase) and is then removed.
            await waitFor(() => expect(screen.queryByText('Data submitting, please wait...')).toBeNull());
          },
        },
        events: {
          'confirm.open': async () => {
            if (url === '') {
              url = '/api/page/del.html?id=3';
              r.rerender(view(url));
            }
            await user.click(screen.getByRole('button', { name: 'Delete' }));
          },
          'confirm.openEmpty': async () => {
            url = '';
            r.rerender(view(url));
            await user.click(screen.getByRole('button', { name: 'Delete' }));
          },
          'confirm.ok': async () => user.click(screen.getByRole('button', { name: 'Confirm' })),
          'confirm.close': async () => user.click(screen.getByRole('button', { name: 'Close' })),
          'run.ok': async () => act(async () => current.resolve({ message: 'Deleted 1 row' })),
          'run.fail': async () => act(async () => current.reject(new Error('API error 500'))),
          'run.refused': async () =>
            act(async () =>
              current.reject(Object.assign(new Error('You cannot delete yourself'), { retryable: false })),
            ),
        },
      });
      cleanup();
    }
    const cov = modelCoverage('confirm', confirmModel, paths);
    expect(cov.states[0]).toBe(cov.states[1]);
    expect(cov.transitions[0]).toBe(cov.transitions[1]);
  });
});
