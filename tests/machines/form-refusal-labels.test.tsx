import './kit-dom.ts';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../src/i18n/i18n.ts';
import { FormCheckError } from '../../src/lib/form-check.ts';
import { ManagedForm } from '../../src/ui/managed-form.tsx';
import { TextField } from '../../src/ui/text-field.tsx';
import { ToastProvider } from '../../src/ui/toast-provider.tsx';
import { deferred } from './deferred.ts';

afterEach(cleanup);

// The server's bad-input answer names a field by its path in the body ("userName"); the browser's own
// check catches the same rules first, but whatever reaches the user is said with the field's label.
describe('a refused save names fields by their labels', () => {
  it('the banner and the toast say "User name", the field keeps its own message, and the call was quiet', async () => {
    setLocale('en');
    const user = userEvent.setup();
    const submission = deferred();
    const options: unknown[] = [];
    render(
      <ToastProvider>
        <ManagedForm
          formId="labels"
          aria-label="Account"
          rules={{ userName: { required: true, label: 'User name' } }}
          initialValues={{ userName: 'abc' }}
          storage={null}
          submit={(_values, o) => {
            options.push(o);
            return submission.promise;
          }}
        >
          {(f) => <TextField label="User name" {...f.text('userName')} />}
        </ManagedForm>
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () =>
      submission.reject(
        new FormCheckError('Parameter error: userName at least 3 characters', {
          userName: 'at least 3 characters',
        }),
      ),
    );
    const said = 'Parameter error: User name at least 3 characters';
    const form = screen.getByRole('form');
    expect(within(form).getByRole('alert').textContent).toBe(said);
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByText(said)).toBeTruthy();
    expect(screen.queryByText(/userName/)).toBeNull();
    expect(screen.getByText('at least 3 characters')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^User name/)));
    // The form shows the refusal itself, so it asked the http layer not to toast it.
    expect(options).toEqual([{ notifyErrors: false }]);
  });
});
