import '../../tests/support/kit-dom.ts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { setLocale } from '../i18n/i18n.ts';
import { createToastActor, showToast } from '../machines/toast.machine.ts';
import { DeferredToastProvider } from './deferred-toast-provider.tsx';

beforeEach(() => setLocale('en'));
afterEach(cleanup);

it('has both live regions, empty, with the first screen, and says an early message inside them', async () => {
  const toast = createToastActor();
  render(
    <DeferredToastProvider actor={toast}>
      <p>Sign in</p>
    </DeferredToastProvider>,
  );
  // A region added together with its text is often not read: they must exist before anything is said.
  const region = screen.getByRole('region', { name: 'Notifications' });
  const alert = within(region).getByRole('alert');
  const status = within(region).getByRole('status');
  expect([alert.textContent, status.textContent]).toEqual(['', '']);
  showToast(toast, 'Session expired, please sign in again', { tone: 'error' });
  expect(await within(alert).findByText('Session expired, please sign in again')).toBeTruthy();
  // The same nodes, not new ones mounted with the text.
  expect(screen.getByRole('region', { name: 'Notifications' })).toBe(region);
  expect(within(region).getByRole('alert')).toBe(alert);
  toast.stop();
});
