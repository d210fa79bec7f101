import './kit-dom.ts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { setLocale } from '../../src/i18n/i18n.ts';
import {
  createToastActor,
  showToast,
  type ToastActor,
  toastDefaults,
} from '../../src/machines/toast.machine.ts';
import { ToastProvider } from '../../src/ui/toast-provider.tsx';
import { modelCoverage, transitionPaths } from './model-coverage.ts';

beforeEach(() => {
  vi.useFakeTimers();
  setLocale('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const { openMs, closeMs, durationMs } = toastDefaults;

/**
 * The real machines wait with `after`; createTestModel cannot walk delays, so this model names each
 * timer as an event and the test advances the fake clock by exactly that delay.
 */
const toastModel = createMachine({
  id: 'toastModel',
  initial: 'empty',
  states: {
    empty: { on: { 'toast.show': 'opening', 'toast.showSix': 'crowded' } },
    opening: { on: { 'timer.open': 'shown', 'toast.dismiss': 'closing' } },
    shown: {
      on: {
        'toast.show': 'merged',
        'region.hover': 'pausedByHover',
        'region.focus': 'pausedByFocus',
        'timer.lifetime': 'closing',
        'toast.dismiss': 'closing',
      },
    },
    merged: { on: { 'timer.lifetime': 'closing' } },
    pausedByHover: { on: { 'timer.lifetime': 'pausedByHover', 'region.unhover': 'shown' } },
    pausedByFocus: { on: { 'timer.lifetime': 'pausedByFocus', 'region.blur': 'shown' } },
    closing: { on: { 'timer.close': 'empty' } },
    crowded: { on: { 'timer.all': 'overflowShown' } },
    overflowShown: { on: { 'timer.all': 'empty' } },
  },
});

const toastEl = (text: string) => screen.queryByText(text)?.closest('[data-phase]') ?? null;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toast machine through ToastProvider', () => {
  it('walks every state and transition of the toast model', async () => {
    const model = createTestModel(toastModel);
    const paths = transitionPaths(model, toastModel);
    for (const path of paths) {
      const actor: ToastActor = createToastActor();
      render(
        <ToastProvider actor={actor}>
          <button type="button">outside</button>
        </ToastProvider>,
      );
      const region = () => screen.getByRole('region', { name: 'Notifications' });
      await path.test({
        states: {
          empty: () => expect(toastEl('Saved')).toBeNull(),
          opening: () => expect(toastEl('Saved')?.getAttribute('data-phase')).toBe('opening'),
          shown: () => {
            expect(toastEl('Saved')?.getAttribute('data-phase')).toBe('shown');
            expect(screen.queryByText('×2')).toBeNull();
            // A polite live region announces it.
            expect(screen.getByText('Saved').closest('[role="status"]')).not.toBeNull();
          },
          merged: () => {
            expect(screen.getAllByText('Saved')).toHaveLength(1);
            expect(screen.getByText('×2')).toBeTruthy();
          },
          pausedByHover: () => expect(toastEl('Saved')?.getAttribute('data-phase')).toBe('shown'),
          pausedByFocus: () => expect(toastEl('Saved')?.getAttribute('data-phase')).toBe('shown'),
          closing: () => expect(toastEl('Saved')?.getAttribute('data-phase')).toBe('closing'),
          crowded: () => {
            for (let i = 1; i <= 5; i += 1) expect(toastEl(`Row ${i} saved`)).not.toBeNull();
            expect(toastEl('Row 6 saved')).toBeNull();
          },
          overflowShown: () => {
            expect(toastEl('Row 1 saved')).toBeNull();
            // Promoted the moment a visible toast closed, so it is just opening.
            expect(toastEl('Row 6 saved')?.getAttribute('data-phase')).toBe('opening');
          },
        },
        events: {
          'toast.show': () => {
            act(() => {
              showToast(actor, 'Saved', { tone: 'success' });
            });
          },
          'toast.showSix': () => {
            act(() => {
              for (let i = 1; i <= 6; i += 1) showToast(actor, `Row ${i} saved`);
            });
          },
          'toast.dismiss': () => {
            fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
          },
          'timer.open': () => tick(openMs),
          'timer.lifetime': () => tick(durationMs),
          'timer.close': () => tick(closeMs),
          'timer.all': () => tick(openMs + durationMs + closeMs),
          'region.hover': () => {
            fireEvent.mouseOver(region());
          },
          'region.unhover': () => {
            fireEvent.mouseOut(region(), { relatedTarget: screen.getByText('outside') });
          },
          'region.focus': () => {
            act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
          },
          'region.blur': () => {
            act(() => screen.getByText('outside').focus());
          },
        },
      });
      actor.stop();
      cleanup();
    }
    const cov = modelCoverage('toast', toastModel, paths);
    expect(cov.states[0]).toBe(cov.states[1]);
    expect(cov.transitions[0]).toBe(cov.transitions[1]);
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
