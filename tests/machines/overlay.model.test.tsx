import './kit-dom.ts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { setLocale } from '../../src/i18n/i18n.ts';
import { createOverlayActor, overlayMachine } from '../../src/machines/overlay.machine.ts';
import { LoadingOverlay } from '../../src/ui/loading-overlay.tsx';
import { modelCoverage } from './model-coverage.ts';

afterEach(cleanup);

describe('overlay machine through LoadingOverlay', () => {
  it('walks every state and transition (the machine has no timers, so it is its own model)', async () => {
    setLocale('zh-CN');
    const model = createTestModel(overlayMachine, {
      events: [
        { type: 'overlay.show' },
        { type: 'overlay.show', title: '正在导出' },
        { type: 'overlay.hide' },
      ],
    });
    const paths = model.getSimplePaths();
    for (const path of paths) {
      const actor = createOverlayActor();
      render(<LoadingOverlay actor={actor} />);
      await path.test({
        states: {
          hidden: () => expect(screen.queryByRole('status')).toBeNull(),
          shown: (snap) => {
            const want = snap.context.title ?? '拼命加载中';
            expect(screen.getByRole('status').textContent).toBe(want);
          },
        },
        events: {
          'overlay.show': async ({ event }) => act(() => actor.send(event)),
          'overlay.hide': async ({ event }) => act(() => actor.send(event)),
        },
      });
      actor.stop();
      cleanup();
    }
    const cov = modelCoverage('overlay', overlayMachine, paths);
    expect(cov.states[0]).toBe(cov.states[1]);
    expect(cov.transitions[0]).toBe(cov.transitions[1]);
  });

  it('hiding clears the title, so the next show without one uses the default', () => {
    setLocale('en');
    const actor = createOverlayActor();
    render(<LoadingOverlay actor={actor} />);
    act(() => actor.send({ type: 'overlay.show', title: 'Exporting' }));
    expect(screen.getByRole('status').textContent).toBe('Exporting');
    act(() => actor.send({ type: 'overlay.hide' }));
    act(() => actor.send({ type: 'overlay.show' }));
    expect(screen.getByRole('status').textContent).toBe('Loading hard');
    actor.stop();
  });
});
