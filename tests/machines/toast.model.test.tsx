import './kit-dom.ts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../src/i18n/i18n.ts';
import {
  createToastActor,
  showToast,
  type ToastActor,
  toastDefaults,
  toastItemMachine,
  toastMachine,
} from '../../src/machines/toast.machine.ts';
import { ToastProvider } from '../../src/ui/toast-provider.tsx';
import { recorder } from '../support/machine-coverage.ts';
import { fileCoverage, productionModel, transitionCover, walk } from './production-walk.ts';

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
] as const;

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
        },
        // The toast's id comes from a counter: a snapshot is its state and whether its clock is held.
        project: (s) => ({ value: s.value, paused: s.context.paused }),
        events: [
          { type: 'toast.pause' },
          { type: 'toast.resume' },
          { type: 'toast.dismiss' },
          { type: 'toast.bump' },
          { type: 'xstate.after.openDelay.toastItem.opening' },
          { type: 'xstate.after.lifetime.toastItem.shown.counting' },
          { type: 'xstate.after.closeDelay.toastItem.closing' },
        ],
      });
      const paths = transitionCover(pm);
      walked += paths.length;
      for (const path of paths) {
        const actor: ToastActor = createToastActor({ inspect: recorder.inspect });
        render(
          <ToastProvider actor={actor}>
            <button type="button">outside</button>
          </ToastProvider>,
        );
        const region = () => screen.getByRole('region', { name: 'Notifications' });
        let count = 1;
        if (start.hovered) fireEvent.mouseOver(region());
        act(() => {
          showToast(actor, start.message, { tone: start.tone, duration: start.duration });
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
              default:
                throw new Error(`no user action for ${event.type}`);
            }
          },
          check(s) {
            const el = toastEl(start.message);
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
