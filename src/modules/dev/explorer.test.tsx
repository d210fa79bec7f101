import '../../../tests/support/kit-dom.ts';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { setLocale } from '../../i18n/i18n.ts';
import { getLiveActors, inspect } from '../../lib/machine-inspector.ts';
import { overlayMachine } from '../../machines/overlay.machine.ts';
import { ToastProvider } from '../../ui/toast-provider.tsx';
import KitGallery from './kit-gallery.tsx';
import MachineExplorer from './machine-explorer.tsx';
import { machineRegistry } from './machine-registry.ts';

afterEach(cleanup);

describe('machine explorer', () => {
  it('lists every registered machine, the session machine included', () => {
    setLocale('en');
    render(<MachineExplorer />);
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent?.replace(' ●', ''));
    expect(tabs).toEqual(machineRegistry.map((m) => m.name));
    expect(tabs).toContain('session');
  });

  it('follows a live actor: its current state is named and highlighted', async () => {
    setLocale('en');
    const actor = createActor(overlayMachine, { inspect }).start();
    expect(getLiveActors().some((a) => a.machineId === 'overlay')).toBe(true);
    const user = userEvent.setup();
    render(<MachineExplorer />);
    await user.click(screen.getByRole('tab', { name: /overlay/ }));
    const img = await screen.findByRole('img');
    expect(img.getAttribute('alt')).toBe('Statechart of overlay, current state: hidden');
    act(() => actor.send({ type: 'overlay.show', title: 'x' }));
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Statechart of overlay, current state: shown');
    // The SVG marks the active state node.
    const svg = decodeURIComponent(screen.getByRole('img').getAttribute('src')?.split(',')[1] ?? '');
    expect(svg).toContain('data-state="overlay.shown" data-active="true"');
    actor.stop();
  }, 30_000);
});

describe('kit gallery', () => {
  it('renders every part and a keyboard user can tab through it', async () => {
    setLocale('en');
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <KitGallery />
      </ToastProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Kit gallery' })).toBeTruthy();
    for (const name of [
      'Buttons',
      'Fields',
      'Choices',
      'Dates',
      'Overlays',
      'Feedback',
      'Tabs',
      'Data',
      'Form',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    // Tab moves through focusable parts without getting stuck.
    const seen = new Set<Element>();
    for (let i = 0; i < 30; i += 1) {
      await user.tab();
      if (document.activeElement) seen.add(document.activeElement);
    }
    expect(seen.size).toBeGreaterThan(20);
  }, 30_000);
});
