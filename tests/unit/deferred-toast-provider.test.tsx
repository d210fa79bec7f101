import '../machines/kit-dom.ts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { setLocale } from '../../src/i18n/i18n.ts';
import { createToastActor, showToast } from '../../src/machines/toast.machine.ts';
import { DeferredToastProvider } from '../../src/ui/deferred-toast-provider.tsx';

beforeEach(() => setLocale('en'));
afterEach(cleanup);

it('shows a message raised before the toast region arrived, once the first screen is in', async () => {
  const toast = createToastActor();
  render(
    <DeferredToastProvider actor={toast}>
      <p>Sign in</p>
    </DeferredToastProvider>,
  );
  showToast(toast, 'Session expired, please sign in again', { tone: 'error' });
  // The first screen renders without the region: its chunk is asked for once the browser is idle.
  expect(screen.getByText('Sign in')).toBeTruthy();
  expect(screen.queryByText('Session expired, please sign in again')).toBeNull();
  expect(await screen.findByText('Session expired, please sign in again')).toBeTruthy();
  toast.stop();
});
