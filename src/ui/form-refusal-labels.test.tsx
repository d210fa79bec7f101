import '../../tests/support/kit-dom.ts';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from '../../tests/support/deferred.ts';
import { setLocale } from '../i18n/i18n.ts';
import { FormCheckError } from '../lib/form-check.ts';
import { ManagedForm } from './managed-form.tsx';
import { TextField } from './text-field.tsx';
import { ToastProvider } from './toast-provider.tsx';

afterEach(cleanup);

// The server's bad-input answer names a field by its path in the body ("userName"); the browser's own
// check catches the same rules first, but whatever reaches the user is said with the field's label.
describe('a refused save names fields by their labels', () => {
  it('a field the form shows says its own message there, once: no banner, no toast, no key', async () => {
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
    const form = screen.getByRole('form');
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Notifications' })).queryByText(/at least 3/),
    ).toBeNull();
    expect(screen.queryByText(/userName/)).toBeNull();
    expect(screen.getAllByText('at least 3 characters')).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^User name/)));
    // The form shows the refusal itself, so it asked the http layer not to toast it.
    expect(options).toEqual([{ notifyErrors: false }]);
  });

  it('a refusal naming a field the form does not show goes to the banner, with the labels it knows', async () => {
    setLocale('en');
    const user = userEvent.setup();
    const submission = deferred();
    render(
      <ToastProvider>
        <ManagedForm
          formId="labels-banner"
          aria-label="Account"
          rules={{ userName: { required: true, label: 'User name' } }}
          initialValues={{ userName: 'abc' }}
          storage={null}
          submit={() => submission.promise}
        >
          {(f) => <TextField label="User name" {...f.text('userName')} />}
        </ManagedForm>
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The server's answer as the http layer hands it over: `data.fields`, one of them not in the form.
    const answer = Object.assign(new Error('Parameter error: userName taken, ids too many'), {
      retryable: false,
      data: {
        fields: [
          { field: 'userName', message: 'taken' },
          { field: 'ids', message: 'too many' },
        ],
      },
    });
    await act(async () => submission.reject(answer));
    const said = 'Parameter error: User name taken, ids too many';
    expect(within(screen.getByRole('form')).getByRole('alert').textContent).toBe(said);
    expect(within(screen.getByRole('region', { name: 'Notifications' })).queryByText(said)).toBeNull();
    // The field it shows is marked as well, with its own words.
    expect(screen.getByText('taken')).toBeTruthy();
  });
});
