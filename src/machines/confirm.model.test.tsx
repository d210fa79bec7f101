import '../../tests/support/kit-dom.ts';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from '../../tests/support/deferred.ts';
import { fileCoverage, productionModel, transitionCover, walk } from '../../tests/support/production-walk.ts';
import { setLocale } from '../i18n/i18n.ts';
import { ConfirmAction } from '../ui/confirm-action.tsx';
import { ToastProvider } from '../ui/toast-provider.tsx';
import { confirmMachine } from './confirm.machine.ts';

afterEach(cleanup);

describe('confirm machine through ConfirmAction', () => {
  it('walks every state and transition of the production confirm machine', async () => {
    setLocale('en');
    // An e-mail draft's delete: no undo takes it back, so the dialog asks first.
    const address = '/api/email/del.html?id=3';
    const pm = productionModel(confirmMachine, {
      input: { url: address },
      events: [
        { type: 'confirm.open', url: address },
        // The page passed an empty address: refused before anything is asked.
        { type: 'confirm.open', url: '' },
        { type: 'confirm.ok' },
        { type: 'confirm.close' },
        { type: 'xstate.done.actor.runAction', output: { message: 'Deleted 1 row' } },
        { type: 'xstate.error.actor.runAction', error: new Error('API error 500') },
        // A `code 1`/`403` answer (the http layer marks it not retryable): its reason stays in the dialog.
        {
          type: 'xstate.error.actor.runAction',
          error: Object.assign(new Error('You cannot delete yourself'), { retryable: false }),
        },
      ],
    });
    const paths = transitionCover(pm);
    for (const path of paths) {
      const user = userEvent.setup();
      const called: string[] = [];
      const options: unknown[] = [];
      let current = deferred<{ message?: string }>();
      let done = 0;
      const view = (u: string) => (
        <ToastProvider>
          <ConfirmAction
            url={u}
            run={(target, callOptions) => {
              called.push(target);
              options.push(callOptions);
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
      const r = render(view(address));
      const dialog = () => screen.queryByRole('alertdialog');
      await walk(pm, path, {
        async exec(event) {
          switch (event.type) {
            case 'confirm.open': {
              const url = event.url as string;
              const before = called.length;
              r.rerender(view(url));
              await user.click(screen.getByRole('button', { name: 'Delete' }));
              if (url === '') {
                expect(await screen.findByText('Action address cannot be empty')).toBeTruthy();
                expect(called).toHaveLength(before);
              }
              return;
            }
            case 'confirm.ok': {
              const before = called.length;
              await user.click(screen.getByRole('button', { name: 'Confirm' }));
              expect(called.slice(before)).toEqual([address]);
              return;
            }
            case 'confirm.close':
              await user.click(screen.getByRole('button', { name: 'Close' }));
              return;
            case 'xstate.done.actor.runAction': {
              const before = done;
              await act(async () => current.resolve(event.output as { message: string }));
              expect(done).toBe(before + 1);
              // The server's message as a success toast.
              const toast = (await screen.findByText('Deleted 1 row')).closest('[data-tone]');
              expect(toast?.getAttribute('data-tone')).toBe('success');
              return;
            }
            case 'xstate.error.actor.runAction':
              await act(async () => current.reject(event.error));
              return;
            default:
              throw new Error(`no user action for ${event.type}`);
          }
        },
        async check(s) {
          if (!s.hasTag('dialog')) {
            await waitFor(() => expect(dialog()).toBeNull());
            return;
          }
          if (s.hasTag('refused')) {
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
            return;
          }
          expect(dialog()?.textContent).toContain(
            'Are you sure you want to delete the selected information?',
          );
          expect(dialog()?.textContent?.includes('Calling API failed, please retry')).toBe(s.context.failed);
          const confirm = screen.getByRole('button', { name: 'Confirm' });
          if (s.hasTag('busy')) {
            expect(confirm.getAttribute('aria-busy')).toBe('true');
            expect(screen.getByText('Data submitting, please wait...')).toBeTruthy();
          } else {
            expect(confirm.getAttribute('aria-busy')).toBeNull();
            // The loading toast goes once the call has ended.
            await waitFor(() => expect(screen.queryByText('Data submitting, please wait...')).toBeNull());
          }
        },
      });
      cleanup();
    }
    const coverage = fileCoverage(confirmMachine, paths.length);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  });
});

describe('ConfirmAction asks unless an undo takes the delete back', () => {
  it('runs an undoable delete on the press, asks before any other, and an explicit `ask` wins', async () => {
    setLocale('en');
    const user = userEvent.setup();
    const called: string[] = [];
    const view = (url: string, ask?: boolean) => (
      <ToastProvider>
        <ConfirmAction
          url={url}
          ask={ask}
          run={async (target) => {
            called.push(target);
            return { message: 'Deleted 1 row' };
          }}
        >
          Delete
        </ConfirmAction>
      </ToastProvider>
    );
    const press = () => user.click(screen.getByRole('button', { name: 'Delete' }));
    const askedThenClosed = async () => {
      const dialog = await screen.findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    };
    // A page's delete is in the contract's undoable deletes: it runs at once.
    const r = render(view('/api/page/del.html?id=3'));
    await press();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(called).toEqual(['/api/page/del.html?id=3']));
    // An e-mail draft's is not: asked first, nothing run.
    r.rerender(view('/api/email/del.html?id=3'));
    await press();
    await askedThenClosed();
    // Told to ask, it asks even where an undo would do.
    r.rerender(view('/api/page/del.html?id=4', true));
    await press();
    await askedThenClosed();
    expect(called).toHaveLength(1);
    // Told not to (a restore, whose undo takes it back), it runs at once.
    r.rerender(view('restore:5', false));
    await press();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(called).toEqual(['/api/page/del.html?id=3', 'restore:5']));
  });
});

describe('an action run without asking, while the screen moves under it', () => {
  type Answer = { message: string; undo: { id: number; until: string } };
  /**
   * A delete an undo covers, pressed and still running: `move` rerenders the screen under it (an
   * address, or null for the trigger gone), `answer` settles the call with its undo handle.
   */
  async function pressed(url: string) {
    setLocale('en');
    const user = userEvent.setup();
    const call = deferred<Answer>();
    const view = (at: string | null) => (
      <ToastProvider>
        {at === null ? null : (
          <ConfirmAction url={at} run={() => call.promise}>
            Delete
          </ConfirmAction>
        )}
      </ToastProvider>
    );
    const r = render(view(url));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    return {
      move: (at: string | null) => r.rerender(view(at)),
      answer: (message: string) =>
        act(async () => call.resolve({ message, undo: { id: 41, until: '2026-12-02T12:30:00.000Z' } })),
    };
  }

  it('opens no dialog when its address empties while it runs (a bulk delete whose selection went)', async () => {
    const run = await pressed('/api/page/del.html?ids=3,4');
    // The live stream took the rows, and with them the selection, before the answer came.
    run.move('');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await run.answer('Deleted 2 rows');
    expect(await screen.findByText('Deleted 2 rows')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('still says the change, with Undo, when its trigger left with its row before the answer', async () => {
    const run = await pressed('/api/page/del.html?id=3');
    run.move(null);
    await run.answer('Deleted 1 row');
    const toast = (await screen.findByText('Deleted 1 row')).closest('[data-undo]');
    if (!(toast instanceof HTMLElement)) throw new Error('no undo toast');
    expect(within(toast).getByRole('button', { name: 'Undo' })).toBeTruthy();
  });
});
