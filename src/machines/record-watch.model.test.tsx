import '../../tests/support/kit-dom.ts';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fileCoverage, productionModel, transitionCover, walk } from '../../tests/support/production-walk.ts';
import { setLocale } from '../i18n/i18n.ts';
import { publishLiveChange } from '../services/live-changes.ts';
import { ManagedForm } from '../ui/managed-form.tsx';
import { TextField } from '../ui/text-field.tsx';
import { ToastProvider } from '../ui/toast-provider.tsx';
import { recordWatchMachine } from './record-watch.machine.ts';

afterEach(cleanup);

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

const told = (action: string, by: string, ids = [7]) => ({
  entity: 'crm_product' as const,
  action,
  actor: { id: 2, name: by },
  at: '2026-12-02T00:00:00.000Z',
  ids,
});

describe('record watch machine through ManagedForm', () => {
  it("walks every state and transition: another member's change is said, what was typed stays until Reload", async () => {
    setLocale('en');
    const pm = productionModel(recordWatchMachine, {
      events: [
        { type: 'record.changed', by: 'Li Lei' },
        { type: 'record.changed', by: 'Han Meimei' },
        { type: 'record.deleted', by: 'Li Lei' },
        { type: 'record.reload' },
        { type: 'record.saved' },
      ],
    });
    const paths = transitionCover(pm);
    for (const path of paths) {
      const user = userEvent.setup();
      // The server's record: another member's change saves a new title.
      let server = { title: 'Tea set' };
      let version = 0;
      const saved: unknown[] = [];
      render(
        <ToastProvider>
          <ManagedForm
            formId="crm-product:7"
            rules={{ title: { required: true, label: 'Title' } }}
            load={async () => ({ ...server })}
            submit={async (values) => {
              saved.push(values);
              return {};
            }}
            storage={memoryStorage()}
            live={{ entity: 'crm_product', id: 7 }}
          >
            {(f) => <TextField label="Title" {...f.text('title')} />}
          </ManagedForm>
        </ToastProvider>,
      );
      const field = async () => (await screen.findByRole('textbox', { name: /Title/ })) as HTMLInputElement;
      expect((await field()).value).toBe('Tea set');
      let typed = '';
      await walk(pm, path, {
        async exec(event) {
          switch (event.type) {
            case 'record.changed':
            case 'record.deleted': {
              // The user has typed something of their own before the other's change arrives.
              if (typed === '') {
                typed = `${(await field()).value} (mine)`;
                await user.clear(await field());
                await user.type(await field(), typed);
              }
              version += 1;
              server = { title: `Tea set v${version}` };
              // Another row's change, and this console's own, leave the form alone.
              act(() => publishLiveChange(told('update', 'Li Lei', [8])));
              act(() => publishLiveChange(told('update', 'Me', [7]), true));
              act(() =>
                publishLiveChange(
                  told(event.type === 'record.deleted' ? 'delete' : 'update', String(event.by)),
                ),
              );
              return;
            }
            case 'record.reload':
              await user.click(screen.getByRole('button', { name: 'Reload' }));
              // The record as the other saved it, typed text dropped; focus on the first field.
              await waitFor(async () => expect((await field()).value).toBe(server.title));
              await waitFor(async () => expect(document.activeElement).toBe(await field()));
              typed = '';
              return;
            case 'record.saved':
              await user.click(screen.getByRole('button', { name: 'Save' }));
              await waitFor(() => expect(saved.at(-1)).toEqual({ title: typed }));
              return;
            default:
              throw new Error(`no user action for ${event.type}`);
          }
        },
        async check(s) {
          const by = String(s.context.by);
          const changed = screen.queryByText(
            `${by} just changed this record. What you typed is kept; reloading shows what they saved.`,
          );
          const deleted = screen.queryByText(`${by} just deleted this record; it can no longer be saved.`);
          expect(changed !== null).toBe(s.matches('changed'));
          expect(deleted !== null).toBe(s.matches('deleted'));
          expect(screen.queryByRole('button', { name: 'Reload' }) !== null).toBe(s.matches('changed'));
          // Never overwritten: what the user typed is what the field holds until they reload.
          if (typed !== '') expect((await field()).value).toBe(typed);
        },
      });
      cleanup();
    }
    const coverage = fileCoverage(recordWatchMachine, paths.length);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  });
});
