import './kit-dom.ts';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { setLocale } from '../../src/i18n/i18n.ts';
import type { FormObject } from '../../src/lib/form-serialiser.ts';
import { draftKey } from '../../src/machines/form.machine.ts';
import { ManagedForm } from '../../src/ui/managed-form.tsx';
import { TextField } from '../../src/ui/text-field.tsx';
import { ToastProvider } from '../../src/ui/toast-provider.tsx';
import { deferred } from './deferred.ts';
import { modelCoverage, transitionPaths } from './model-coverage.ts';

afterEach(cleanup);

/** In-memory stand-in for sessionStorage, one per path so paths cannot see each other's drafts. */
function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    map: m,
  };
}

class SessionExpiredError extends Error {
  override name = 'SessionExpiredError';
}

const formModel = createMachine({
  id: 'formModel',
  initial: 'closed',
  states: {
    closed: { on: { 'open.new': 'editing', 'open.edit': 'loading', 'open.withDraft': 'offeringDraft' } },
    loading: { on: { 'detail.ok': 'editing', 'detail.fail': 'loadFailed' } },
    loadFailed: { on: { 'form.retry': 'loading' } },
    offeringDraft: { on: { 'form.restoreDraft': 'restored', 'form.discardDraft': 'editing' } },
    editing: { on: { 'form.submit': 'invalid', 'type.valid': 'dirtyValid', 'link.click': 'leftClean' } },
    invalid: { on: { 'type.valid': 'dirtyValid' } },
    dirtyValid: {
      on: { 'form.submit': 'submitting', 'link.click': 'confirmingLeave', 'type.original': 'editing' },
    },
    restored: { on: { 'form.submit': 'submitting' } },
    submitting: {
      on: {
        'form.submitAgain': 'submitting',
        'submit.ok': 'saved',
        'submit.fail': 'failed',
        'submit.sessionExpired': 'draftKept',
      },
    },
    saved: {},
    failed: { on: { 'form.submit': 'submitting' } },
    draftKept: { on: { 'form.reopen': 'offeringDraft' } },
    confirmingLeave: { on: { 'leave.cancel': 'dirtyValid', 'leave.confirm': 'leftDirty' } },
    leftClean: {},
    leftDirty: {},
  },
});

const rules = {
  name: { required: true, label: 'Name' },
  mobile: { format: 'mobile' as const, label: 'Mobile' },
  password: {},
};

describe('form machine through ManagedForm', () => {
  it('walks every state and transition of the form model', async () => {
    setLocale('en');
    const model = createTestModel(formModel);
    const paths = transitionPaths(model, formModel);
    for (const path of paths) {
      window.location.hash = '#/form';
      const user = userEvent.setup();
      const storage = memoryStorage();
      const sent: FormObject[] = [];
      let detail = deferred<FormObject>();
      let submission = deferred();
      let withDetail = false;
      const view = () => (
        <ToastProvider>
          <a href="#/elsewhere">Elsewhere</a>
          <ManagedForm
            formId="profile:1"
            rules={rules}
            initialValues={{ name: '', mobile: '13800000000', password: '' }}
            load={
              withDetail
                ? () => {
                    detail = deferred();
                    return detail.promise;
                  }
                : undefined
            }
            storage={storage}
            submit={(values) => {
              sent.push(values);
              submission = deferred();
              return submission.promise;
            }}
          >
            {(f) => (
              <>
                <TextField label="Name" {...f.text('name')} />
                <TextField label="Mobile" {...f.text('mobile')} />
                <TextField label="Password" type="password" {...f.text('password')} />
              </>
            )}
          </ManagedForm>
        </ToastProvider>
      );
      let r: ReturnType<typeof render> | null = null;
      const name = () => screen.getByLabelText(/^Name/) as HTMLInputElement;
      const save = () => screen.getByRole('button', { name: 'Save' });
      let at = 'closed';
      let draftName = '';
      let expectedSends = 0;
      const track = (states: Record<string, () => unknown>) =>
        Object.fromEntries(
          Object.entries(states).map(([k, fn]) => [
            k,
            async () => {
              await fn();
              at = k;
            },
          ]),
        );
      await path.test({
        states: track({
          closed: () => expect(screen.queryByRole('form')).toBeNull(),
          loading: () => expect(screen.getByText('Loading')).toBeTruthy(),
          loadFailed: () => expect(screen.getByText('Loading failed')).toBeTruthy(),
          offeringDraft: () => {
            expect(screen.getByText(/Restore them\?/)).toBeTruthy();
            expect(name().value).toBe('');
          },
          editing: () => {
            expect(name().value).toBe('');
            expect(screen.queryByText('Name is required')).toBeNull();
          },
          invalid: async () => {
            expect(screen.getByText('Name is required')).toBeTruthy();
            expect(screen.getAllByText('Form validation failed').length).toBeGreaterThan(0);
            expect(sent).toEqual([]);
            // Focus goes to the first field to fix, not left on Save.
            await waitFor(() => expect(document.activeElement).toBe(name()));
          },
          dirtyValid: () => {
            expect(name().value).toBe('Li Lei');
            expect(screen.queryByText('Name is required')).toBeNull();
            expect(screen.queryByRole('alertdialog')).toBeNull();
            // The draft mirrors what was typed, never the password.
            expect(JSON.parse(storage.getItem(draftKey('profile:1')) ?? '{}')).toEqual({
              name: 'Li Lei',
              mobile: '13800000000',
            });
          },
          restored: () => expect(name().value).toBe(draftName),
          submitting: () => {
            expect(save().getAttribute('aria-busy')).toBe('true');
            expect(sent).toHaveLength(expectedSends);
          },
          saved: async () => {
            await waitFor(() => expect(save().getAttribute('aria-busy')).toBeNull());
            expect(screen.getByText('Saved')).toBeTruthy();
            expect(storage.getItem(draftKey('profile:1'))).toBeNull();
          },
          failed: async () => {
            // The server's reason in the banner and as the one toast; the field it names is marked
            // and focused.
            const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
            expect(toasts.getAllByText('Mobile number already used')).toHaveLength(1);
            expect(screen.getAllByText('Mobile number already used')).toHaveLength(2);
            expect(screen.getByText('Taken by another user')).toBeTruthy();
            expect(save().getAttribute('aria-busy')).toBeNull();
            await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Mobile/)));
          },
          draftKept: () => {
            const kept = JSON.parse(storage.getItem(draftKey('profile:1')) ?? '{}');
            expect(kept.name).toBe(draftName);
            expect(kept.password).toBeUndefined();
          },
          confirmingLeave: () =>
            expect(screen.getByRole('alertdialog').textContent).toContain('You have unsaved changes'),
          leftClean: () => expect(window.location.hash).toBe('#/elsewhere'),
          leftDirty: async () => {
            await waitFor(() => expect(window.location.hash).toBe('#/elsewhere'));
            expect(storage.getItem(draftKey('profile:1'))).toBeNull();
          },
        }),
        events: {
          'open.new': () => {
            r = render(view());
          },
          'open.edit': () => {
            withDetail = true;
            r = render(view());
          },
          'open.withDraft': () => {
            draftName = 'Han Meimei';
            storage.setItem(draftKey('profile:1'), JSON.stringify({ name: draftName }));
            r = render(view());
          },
          'detail.ok': async () =>
            act(async () => detail.resolve({ name: '', mobile: '13800000000', password: '' })),
          'detail.fail': async () => act(async () => detail.reject(new Error('API error 500'))),
          'form.retry': async () => user.click(screen.getByRole('button', { name: 'Retry' })),
          'form.restoreDraft': async () => user.click(screen.getByRole('button', { name: 'Restore' })),
          'form.discardDraft': async () => user.click(screen.getByRole('button', { name: 'Discard' })),
          'form.submit': async () => {
            if (['dirtyValid', 'restored', 'failed'].includes(at)) expectedSends += 1;
            await user.click(save());
          },
          'form.submitAgain': async () => user.click(save()),
          'type.valid': async () => {
            await user.clear(name());
            await user.type(name(), 'Li Lei');
            draftName = 'Li Lei';
            await user.type(screen.getByLabelText('Password'), 'secret123');
          },
          'type.original': async () => {
            await user.clear(name());
            await user.clear(screen.getByLabelText('Password'));
          },
          'link.click': async () => user.click(screen.getByRole('link', { name: 'Elsewhere' })),
          'leave.cancel': async () => user.click(screen.getByRole('button', { name: 'Stay on this page' })),
          'leave.confirm': async () => user.click(screen.getByRole('button', { name: 'Leave anyway' })),
          'submit.ok': async () => act(async () => submission.resolve({ id: 1 })),
          'submit.fail': async () =>
            act(async () =>
              submission.reject(
                Object.assign(new Error('Mobile number already used'), {
                  fieldErrors: { mobile: 'Taken by another user' },
                }),
              ),
            ),
          'submit.sessionExpired': async () =>
            act(async () => submission.reject(new SessionExpiredError('Invalid session or expired'))),
          // Signed in again and opened the same form: it loads (when editing) and offers the draft.
          'form.reopen': async () => {
            r?.unmount();
            r = render(view());
            if (withDetail)
              await act(async () => detail.resolve({ name: '', mobile: '13800000000', password: '' }));
          },
        },
      });
      cleanup();
    }
    const cov = modelCoverage('form', formModel, paths);
    expect(cov.states[0]).toBe(cov.states[1]);
    expect(cov.transitions[0]).toBe(cov.transitions[1]);
  });

  it('sends checked values with dates as unix seconds, once for a double click', async () => {
    setLocale('en');
    const user = userEvent.setup();
    const sent: FormObject[] = [];
    const pending = deferred();
    render(
      <ToastProvider>
        <ManagedForm
          formId="event:new"
          rules={{ start: { required: true, format: 'date', label: 'Start' } }}
          initialValues={{ start: '' }}
          storage={null}
          submit={(v) => {
            sent.push(v);
            return pending.promise;
          }}
        >
          {(f) => <TextField label="Start" {...f.text('start')} />}
        </ManagedForm>
      </ToastProvider>,
    );
    await user.type(screen.getByLabelText(/^Start/), '2024-03-01 08:30:00');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual([{ start: Math.floor(new Date(2024, 2, 1, 8, 30, 0).getTime() / 1000) }]);
  });
});
