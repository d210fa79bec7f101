import '../../tests/support/kit-dom.ts';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UndoResult } from '../../contract/change-undo.ts';
import { deferred } from '../../tests/support/deferred.ts';
import { recorder } from '../../tests/support/machine-coverage.ts';
import { fileCoverage, productionModel, transitionCover, walk } from '../../tests/support/production-walk.ts';
import { setLocale } from '../i18n/i18n.ts';
import { useUndoShortcut } from '../shell/undo-shortcut.ts';
import { ToastProvider, useToast } from '../ui/toast-provider.tsx';
import {
  createToastActor,
  showToast,
  type ToastActor,
  toastDefaults,
  toastItemMachine,
  toastMachine,
} from './toast.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
  setLocale('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const { openMs, closeMs, durationMs } = toastDefaults;

const toastEl = (text: string) => screen.queryByText(text)?.closest('[data-phase]') ?? null;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** How a toast starts: an ordinary one, a loading toast that stays until dismissed, one shown while the reader holds the region. */
const starts = [
  { name: 'timed', message: 'Saved', tone: 'success', duration: durationMs, hovered: false },
  {
    name: 'sticky',
    message: 'Data submitting, please wait...',
    tone: 'loading',
    duration: 0,
    hovered: false,
  },
  { name: 'held', message: 'Saved', tone: 'success', duration: durationMs, hovered: true },
  // A change that can be taken back: no clock, 撤销 until dismissed or replaced.
  { name: 'undo', message: 'Deleted 3 customers', tone: 'success', duration: durationMs, hovered: false },
] as const;

const handle = { id: 41, until: '2026-12-02T02:30:00.000Z' };
const answer: UndoResult = {
  id: 41,
  restored: 2,
  skipped: [{ entityId: 7, name: 'Wang Fang', reason: 'changed', by: 'lisi' }],
};
const refusalText = 'The undo window has passed';
/** What the http layer rejects with for a `code 1`/`403` answer: a refusal a retry cannot change. */
const refusal = (message: string) => Object.assign(new Error(message), { retryable: false });

/** What an undo toast says in each of its steps (`data-undo`), the words a reader hears. */
function checkUndoToast(s: import('xstate').AnyMachineSnapshot, fault: string) {
  const el = document.querySelector('[data-undo]');
  const step = s.matches('undoing')
    ? 'undoing'
    : s.matches('undone')
      ? 'undone'
      : s.matches('refused')
        ? 'refused'
        : 'offered';
  expect(el?.getAttribute('data-undo')).toBe(step);
  const toast = within(el as HTMLElement);
  const undo = toast.queryByRole('button', { name: 'Undo' });
  expect(undo !== null).toBe(step === 'offered' || step === 'undoing');
  if (step === 'offered') {
    expect(toast.getByText('Deleted 3 customers')).toBeTruthy();
    // Its shortcut is said and named for assistive technology.
    expect(toast.getByText(/^Press Ctrl\+Z to undo, until /)).toBeTruthy();
    expect(undo?.getAttribute('aria-keyshortcuts')).toBe('Control+Z');
    expect(toast.queryByText(fault) !== null).toBe(s.context.refusal === fault);
  }
  if (step === 'undoing') expect(undo?.getAttribute('aria-disabled')).toBe('true');
  if (step === 'undone') {
    expect(toast.getByText('Undone: 2 back as they were')).toBeTruthy();
    expect(toast.getByText('Wang Fang not restored: lisi changed it since')).toBeTruthy();
  }
  if (step === 'refused') expect(toast.getByText(`Not undone: ${refusalText}`)).toBeTruthy();
  // An undo toast is never closed by the clock, and is read politely.
  expect(el?.closest('[role="status"]')).not.toBeNull();
}

describe('toast machines through ToastProvider', () => {
  it('walks every state and transition of the production toast and toast-item machines', async () => {
    let walked = 0;
    for (const start of starts) {
      // @xstate/graph traverses a toast without its queue, so the one action that writes to the parent
      // (closed: "tell the queue") does nothing there; states and transitions are the machine's own, and
      // the toasts walked on screen report to their queue as in the app.
      const traversed = toastItemMachine.provide({ actions: { reportClosed: () => {} } });
      const pm = productionModel(traversed, {
        input: {
          id: 'model',
          message: start.message,
          tone: start.tone,
          durationMs: start.duration,
          paused: start.hovered,
          undo: start.name === 'undo' ? handle : null,
        },
        // The toast's id comes from a counter: a snapshot is its state and whether its clock is held.
        project: (s) => ({ value: s.value, paused: s.context.paused, refusal: s.context.refusal }),
        events: [
          { type: 'toast.pause' },
          { type: 'toast.resume' },
          { type: 'toast.dismiss' },
          // An undo toast never merges, so nothing bumps it.
          ...(start.name === 'undo' ? [] : [{ type: 'toast.bump' }]),
          { type: 'xstate.after.openDelay.toastItem.opening' },
          { type: 'xstate.after.lifetime.toastItem.shown.counting' },
          { type: 'xstate.after.closeDelay.toastItem.closing' },
          { type: 'toast.undo' },
          { type: 'xstate.done.actor.undoChange', output: answer },
          { type: 'xstate.error.actor.undoChange', error: refusal(refusalText) },
          { type: 'xstate.error.actor.undoChange', error: new Error('API connection abnormal') },
        ],
      });
      const paths = transitionCover(pm);
      walked += paths.length;
      const undoable = start.name === 'undo';
      for (const path of paths) {
        let call = deferred<UndoResult>();
        const asked: number[] = [];
        const actor: ToastActor = createToastActor({
          inspect: recorder.inspect,
          undo: (id) => {
            asked.push(id);
            call = deferred<UndoResult>();
            return call.promise;
          },
        });
        render(
          <ToastProvider actor={actor}>
            <button type="button">outside</button>
          </ToastProvider>,
        );
        const region = () => screen.getByRole('region', { name: 'Notifications' });
        let count = 1;
        if (start.hovered) fireEvent.mouseOver(region());
        act(() => {
          showToast(actor, start.message, {
            tone: start.tone,
            duration: start.duration,
            undo: undoable ? handle : null,
          });
        });
        await walk(pm, path, {
          async exec(event) {
            switch (event.type) {
              // The reader's pointer (or focus) on the region holds every toast's clock.
              case 'toast.pause':
                fireEvent.mouseOver(region());
                return;
              case 'toast.resume':
                fireEvent.mouseOut(region(), { relatedTarget: screen.getByText('outside') });
                return;
              case 'toast.dismiss':
                fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
                return;
              // The same message again merges into this toast and gives it a fresh lifetime.
              case 'toast.bump':
                act(() => {
                  showToast(actor, start.message, { tone: start.tone, duration: start.duration });
                });
                count += 1;
                return;
              case 'xstate.after.openDelay.toastItem.opening':
                tick(openMs);
                return;
              case 'xstate.after.lifetime.toastItem.shown.counting':
                tick(start.duration);
                return;
              case 'xstate.after.closeDelay.toastItem.closing':
                tick(closeMs);
                return;
              // The reader presses 撤销: the change's own handle is sent.
              case 'toast.undo':
                fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
                expect(asked.at(-1)).toBe(handle.id);
                return;
              case 'xstate.done.actor.undoChange':
                await act(async () => call.resolve(event.output as UndoResult));
                return;
              case 'xstate.error.actor.undoChange':
                await act(async () => call.reject(event.error));
                return;
              default:
                throw new Error(`no user action for ${event.type}`);
            }
          },
          check(s) {
            if (undoable && !s.matches('closed') && !s.matches('closing') && !s.matches('opening')) {
              checkUndoToast(s, 'API connection abnormal');
              return;
            }
            const el = undoable ? document.querySelector('[data-undo]') : toastEl(start.message);
            if (s.matches('closed')) {
              expect(el).toBeNull();
              return;
            }
            const phase = s.matches('opening') ? 'opening' : s.matches('closing') ? 'closing' : 'shown';
            expect(el?.getAttribute('data-phase')).toBe(phase);
            expect(screen.queryByText(`×${count}`) !== null).toBe(count > 1);
            // A polite live region reads it; errors would go to the assertive one.
            expect(el?.closest('[role="status"]')).not.toBeNull();
          },
        });
        actor.stop();
        cleanup();
      }
    }
    for (const machine of [toastMachine, toastItemMachine]) {
      const coverage = fileCoverage(machine, walked);
      expect(coverage.missingStates).toEqual([]);
      expect(coverage.missingTransitions).toEqual([]);
    }
  });

  it('shows five at once; the sixth waits and opens when one closes', () => {
    const actor = createToastActor({ inspect: recorder.inspect });
    render(<ToastProvider actor={actor} />);
    act(() => {
      for (let i = 1; i <= 6; i += 1) showToast(actor, `Row ${i} saved`);
    });
    for (let i = 1; i <= 5; i += 1) expect(toastEl(`Row ${i} saved`)).not.toBeNull();
    expect(toastEl('Row 6 saved')).toBeNull();
    tick(openMs + durationMs + closeMs);
    expect(toastEl('Row 1 saved')).toBeNull();
    // Promoted the moment a visible toast closed, so it is just opening.
    expect(toastEl('Row 6 saved')?.getAttribute('data-phase')).toBe('opening');
    actor.stop();
  });

  it('caps the merge counter at 99 and sends errors to the assertive region', () => {
    const actor = createToastActor();
    render(<ToastProvider actor={actor} />);
    act(() => {
      for (let i = 0; i < 120; i += 1) showToast(actor, 'API connection abnormal', { tone: 'error' });
    });
    expect(screen.getByText('×99')).toBeTruthy();
    expect(screen.getByText('API connection abnormal').closest('[role="alert"]')).not.toBeNull();
    actor.stop();
  });

  it('a loading toast stays until dismissed by its id, also through a merged duplicate id', () => {
    const actor = createToastActor();
    render(<ToastProvider actor={actor} />);
    let second = '';
    act(() => {
      showToast(actor, 'Data submitting, please wait...', { tone: 'loading' });
      second = showToast(actor, 'Data submitting, please wait...', { tone: 'loading' });
    });
    tick(openMs + durationMs * 4);
    expect(toastEl('Data submitting, please wait...')?.getAttribute('data-phase')).toBe('shown');
    act(() => actor.send({ type: 'toast.dismiss', id: second }));
    tick(closeMs);
    expect(toastEl('Data submitting, please wait...')).toBeNull();
    actor.stop();
  });
});

function Shortcut() {
  useUndoShortcut();
  return null;
}

/** A screen that deletes from a list: its button raises the change's undo toast, as ConfirmAction does. */
function Deleter({ onUndone, row = true }: { onUndone: () => void; row?: boolean }) {
  const toast = useToast();
  return (
    <main>
      <table aria-label="Customers" tabIndex={-1}>
        <tbody>
          <tr>
            <td>Li Jing</td>
          </tr>
        </tbody>
      </table>
      {row ? (
        <button
          type="button"
          onClick={() => toast.show('Deleted 3 customers', { tone: 'success', undo: handle, onUndone })}
        >
          Delete
        </button>
      ) : null}
      <input aria-label="Search" />
    </main>
  );
}

describe('undo toasts', () => {
  it('never merge, ignore the default lifetime, and a newer one replaces the older on screen', () => {
    const actor = createToastActor();
    render(<ToastProvider actor={actor} />);
    act(() => {
      showToast(actor, 'Deleted 1 customer', { tone: 'success', undo: { id: 1, until: handle.until } });
      showToast(actor, 'Saved', { tone: 'success' });
    });
    tick(openMs + durationMs * 4);
    // The ordinary toast went with its clock; the undo toast stays.
    expect(toastEl('Saved')).toBeNull();
    expect(toastEl('Deleted 1 customer')?.getAttribute('data-phase')).toBe('shown');
    act(() => {
      showToast(actor, 'Deleted 1 customer', { tone: 'success', undo: { id: 2, until: handle.until } });
    });
    tick(closeMs + openMs);
    // Not a ×2 merge: the older one is replaced by the newer, which has its own handle.
    expect(screen.queryByText('×2')).toBeNull();
    expect(document.querySelectorAll('[data-undo]')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Undo' })).toHaveLength(1);
    actor.stop();
  });

  it('Ctrl+Z outside a text field takes back the latest change and focus returns where it was', async () => {
    const asked: number[] = [];
    const call = deferred<UndoResult>();
    const actor = createToastActor({
      undo: (id) => {
        asked.push(id);
        return call.promise;
      },
    });
    let undone = 0;
    render(
      <ToastProvider actor={actor}>
        <Shortcut />
        <Deleter onUndone={() => (undone += 1)} />
      </ToastProvider>,
    );
    const del = screen.getByRole('button', { name: 'Delete' });
    del.focus();
    fireEvent.click(del);
    tick(openMs);
    // In the search field Ctrl+Z is the field's own.
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.focus();
    fireEvent.keyDown(search, { key: 'z', ctrlKey: true });
    expect(asked).toEqual([]);
    document.body.focus();
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(asked).toEqual([handle.id]);
    expect(document.querySelector('[data-undo]')?.getAttribute('data-undo')).toBe('undoing');
    await act(async () => call.resolve({ id: handle.id, restored: 3, skipped: [] }));
    expect(screen.getByText('Undone: 3 back as they were')).toBeTruthy();
    expect(undone).toBe(1);
    // Focus is back on what had it when the change was reported.
    expect(document.activeElement).toBe(del);
    // Nothing left to take back: the keys pass.
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(asked).toEqual([handle.id]);
    actor.stop();
  });

  it('a refusal is said in the toast; focus whose place is gone goes to the list', async () => {
    const actor = createToastActor({ undo: () => Promise.reject(refusal(refusalText)) });
    const view = (row: boolean) => (
      <ToastProvider actor={actor}>
        <Deleter onUndone={() => undefined} row={row} />
      </ToastProvider>
    );
    const r = render(view(true));
    const del = screen.getByRole('button', { name: 'Delete' });
    del.focus();
    fireEvent.click(del);
    tick(openMs);
    // The deleted row's button is gone with it.
    r.rerender(view(false));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await act(async () => undefined);
    expect(screen.getByText(`Not undone: ${refusalText}`)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('table', { name: 'Customers' }));
    actor.stop();
  });
});
