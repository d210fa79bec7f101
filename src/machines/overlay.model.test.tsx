import '../../tests/support/kit-dom.ts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { recorder } from '../../tests/support/machine-coverage.ts';
import { fileCoverage, productionModel, transitionCover, walk } from '../../tests/support/production-walk.ts';
import { setLocale } from '../i18n/i18n.ts';
import { LoadingOverlay } from '../ui/loading-overlay.tsx';
import { createOverlayActor, overlayMachine } from './overlay.machine.ts';

afterEach(cleanup);

describe('overlay machine through LoadingOverlay', () => {
  it('walks every state and transition of the production overlay machine', async () => {
    setLocale('zh-CN');
    const pm = productionModel(overlayMachine, {
      events: [
        { type: 'overlay.show' },
        { type: 'overlay.show', title: '正在导出' },
        { type: 'overlay.hide' },
      ],
    });
    const paths = transitionCover(pm);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const actor = createOverlayActor({ inspect: recorder.inspect });
      render(<LoadingOverlay actor={actor} />);
      await walk(pm, path, {
        async exec(event) {
          act(() => actor.send(event as Parameters<typeof actor.send>[0]));
        },
        check(s) {
          if (s.matches('hidden')) expect(screen.queryByRole('status')).toBeNull();
          else expect(screen.getByRole('status').textContent).toBe(s.context.title ?? '拼命加载中');
        },
      });
      actor.stop();
      cleanup();
    }
    const coverage = fileCoverage(overlayMachine, paths.length);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
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
