import '../../tests/support/kit-dom.ts';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from '../../tests/support/deferred.ts';
import {
  fileCoverage,
  productionModel,
  type Snapshot,
  transitionCover,
  type WalkEvent,
  walk,
} from '../../tests/support/production-walk.ts';
import { setLocale } from '../i18n/i18n.ts';
import { draftKey } from '../lib/draft-key.ts';
import type { FormObject } from '../lib/form-serialiser.ts';
import { ManagedForm } from '../ui/managed-form.tsx';
import { TextField } from '../ui/text-field.tsx';
import { ToastProvider } from '../ui/toast-provider.tsx';
import { formMachine, isDirty } from './form.machine.ts';

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

const rules = {
  name: { required: true, label: 'Name' },
  mobile: { format: 'mobile' as const, label: 'Mobile' },
  password: {},
};
const initialValues = { name: '', mobile: '13800000000', password: '' };
const detail = { name: '', mobile: '13800000000', password: '' };
const taken = Object.assign(new Error('Mobile number already used'), {
  fieldErrors: { mobile: 'Taken by another user' },
});
const expired = new SessionExpiredError('Invalid session or expired');
/** A refusal about no field (the record went meanwhile): the form's own, said in its banner. */
const gone = Object.assign(new Error('The record no longer exists'), { retryable: false, data: null });

/** The three ways a form opens: new, editing a record, new with a draft kept from an ended session. */
const openings = [
  { name: 'new', hasDetail: false, draft: null },
  { name: 'edit', hasDetail: true, draft: null },
  { name: 'draft', hasDetail: false, draft: { name: 'Han Meimei' } },
] as const;

const project = (s: Snapshot) => ({
  value: s.value,
  values: s.context.values,
  errors: s.context.errors,
  message: s.context.message,
  checkFailed: s.context.checkFailed,
  draft: s.context.draft,
});

function modelOf(opening: (typeof openings)[number]) {
  const storage = memoryStorage();
  if (opening.draft) storage.setItem(draftKey('profile:1'), JSON.stringify(opening.draft));
  return productionModel(formMachine, {
    input: { formId: 'profile:1', rules, initialValues, hasDetail: opening.hasDetail, storage },
    project,
    events: (s) => {
      const name = (s.context.values as FormObject).name;
      const out: WalkEvent[] = [
        { type: 'form.change', name: 'name', value: name ? '' : 'Li Lei' },
        { type: 'form.submit' },
        { type: 'form.restoreDraft' },
        { type: 'form.discardDraft' },
        { type: 'form.retry' },
        { type: 'form.leave' },
        { type: 'form.leaveConfirm' },
        { type: 'form.leaveCancel' },
        { type: 'xstate.done.actor.loadDetail', output: detail },
        { type: 'xstate.error.actor.loadDetail', error: new Error('API error 500') },
        { type: 'xstate.done.actor.submitForm', output: { id: 1 } },
        { type: 'xstate.error.actor.submitForm', error: taken },
        { type: 'xstate.error.actor.submitForm', error: expired },
        { type: 'xstate.error.actor.submitForm', error: gone },
      ];
      return out;
    },
  });
}

describe('form machine through ManagedForm', () => {
  it('walks every state and transition of the production form machine', async () => {
    setLocale('en');
    let walked = 0;
    for (const opening of openings) {
      const pm = modelOf(opening);
      const paths = transitionCover(pm);
      walked += paths.length;
      for (const path of paths) {
        window.location.hash = '#/form';
        const user = userEvent.setup();
        const storage = memoryStorage();
        if (opening.draft) storage.setItem(draftKey('profile:1'), JSON.stringify(opening.draft));
        const sent: FormObject[] = [];
        let loading = deferred<FormObject>();
        let submission = deferred();
        render(
          <ToastProvider>
            <a href="#/elsewhere">Elsewhere</a>
            <ManagedForm
              formId="profile:1"
              rules={rules}
              initialValues={initialValues}
              load={
                opening.hasDetail
                  ? () => {
                      loading = deferred();
                      return loading.promise;
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
          </ToastProvider>,
        );
        const name = () => screen.getByLabelText(/^Name/) as HTMLInputElement;
        // Hidden from the accessibility tree while the leave dialog is open (a modal), but still there.
        const save = () => screen.getByRole('button', { name: 'Save', hidden: true });
        const storedDraft = () => JSON.parse(storage.getItem(draftKey('profile:1')) ?? 'null');
        await walk(pm, path, {
          async exec(event, { before, after }) {
            switch (event.type) {
              case 'form.change':
                await user.clear(name());
                if (event.value) await user.type(name(), event.value as string);
                return;
              case 'form.submit': {
                const count = sent.length;
                await user.click(save());
                if (after.matches('submitting')) {
                  // The checked values go out; the record is not sent twice.
                  expect(sent.slice(count)).toEqual([after.context.outgoing]);
                } else {
                  expect(sent).toHaveLength(count);
                  // docs/spec.md §5 once, at the top, as an error summary that takes focus; the field
                  // keeps its own message; no banner, no toast.
                  const summary = await screen.findByRole('region', { name: 'Form validation failed' });
                  expect(screen.getAllByText('Form validation failed')).toHaveLength(1);
                  expect(document.querySelector('form [role="alert"]')).toBeNull();
                  await waitFor(() => expect(document.activeElement).toBe(summary));
                  expect(screen.getAllByText('Name is required')).toHaveLength(2);
                  // Its link takes focus to the field to fix.
                  await user.click(within(summary).getByRole('link', { name: 'Name is required' }));
                  await waitFor(() => expect(document.activeElement).toBe(name()));
                }
                return;
              }
              case 'form.restoreDraft':
                await user.click(screen.getByRole('button', { name: 'Restore' }));
                return;
              case 'form.discardDraft':
                await user.click(screen.getByRole('button', { name: 'Discard' }));
                expect(storedDraft()).toBeNull();
                return;
              case 'form.retry':
                await user.click(screen.getByRole('button', { name: 'Retry' }));
                return;
              case 'form.leave':
                await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
                return;
              case 'form.leaveCancel':
                await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
                return;
              case 'form.leaveConfirm':
                await user.click(screen.getByRole('button', { name: 'Leave anyway' }));
                await waitFor(() => expect(window.location.hash).toBe('#/elsewhere'));
                // Leaving on purpose drops the draft.
                expect(storedDraft()).toBeNull();
                return;
              case 'xstate.done.actor.loadDetail':
                await act(async () => loading.resolve(event.output as FormObject));
                return;
              case 'xstate.error.actor.loadDetail':
                await act(async () => loading.reject(event.error));
                return;
              case 'xstate.done.actor.submitForm':
                await act(async () => submission.resolve(event.output));
                expect(await screen.findByText('Saved')).toBeTruthy();
                expect(storedDraft()).toBeNull();
                return;
              case 'xstate.error.actor.submitForm': {
                await act(async () => submission.reject(event.error));
                if (event.error === expired) {
                  // The session ended mid-save: what was typed waits in a draft, never the password.
                  expect(storedDraft()).toEqual({ ...before.context.values, password: undefined });
                }
                const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
                if (event.error === taken) {
                  // A field's refusal is said at that field only, which takes focus: no banner, no toast.
                  expect(await screen.findByText('Taken by another user')).toBeTruthy();
                  expect(screen.queryByText('Mobile number already used')).toBeNull();
                  expect(document.querySelector('form [role="alert"]')).toBeNull();
                  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Mobile/)));
                }
                if (event.error === gone) {
                  // The form's own refusal: once, in its banner, not as a toast.
                  await waitFor(() =>
                    expect(document.querySelector('form [role="alert"]')?.textContent).toBe(
                      'The record no longer exists',
                    ),
                  );
                  expect(toasts.queryByText('The record no longer exists')).toBeNull();
                }
                return;
              }
              default:
                throw new Error(`no user action for ${event.type}`);
            }
          },
          async check(s) {
            if (s.hasTag('loading')) {
              expect(screen.getByText('Loading')).toBeTruthy();
              return;
            }
            if (s.hasTag('loadFailed')) {
              expect(screen.getByText('Loading failed')).toBeTruthy();
              return;
            }
            if (s.matches('left')) {
              expect(window.location.hash).toBe('#/elsewhere');
              return;
            }
            expect(name().value).toBe((s.context.values as FormObject).name);
            expect(screen.queryByText(/Restore them\?/) !== null).toBe(s.hasTag('draftOffer'));
            for (const message of Object.values(s.context.errors as Record<string, string>))
              expect(screen.getAllByText(message).length).toBeGreaterThan(0);
            // The summary shows while a failed check's marks remain, and only then.
            expect(screen.queryByRole('region', { name: 'Form validation failed' }) !== null).toBe(
              Boolean(s.context.checkFailed) && Object.keys(s.context.errors).length > 0,
            );
            if (!s.context.errors.name) expect(screen.queryByText('Name is required')).toBeNull();
            if (s.context.message)
              expect(screen.getAllByText(s.context.message as string).length).toBeGreaterThan(0);
            expect(save().getAttribute('aria-busy')).toBe(s.hasTag('busy') ? 'true' : null);
            if (s.hasTag('leaveDialog'))
              expect(screen.getByRole('alertdialog').textContent).toContain('You have unsaved changes');
            else await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
            // A dirty form is mirrored to the draft as it is typed, without the password.
            if (s.matches('editing') && isDirty(s.context as never) && !s.context.errors.mobile)
              expect(storedDraft()).toEqual({ ...(s.context.values as FormObject), password: undefined });
          },
        });
        cleanup();
      }
    }
    const coverage = fileCoverage(formMachine, walked);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  }, 240_000);

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
