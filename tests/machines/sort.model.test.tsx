import './kit-dom.ts';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { setLocale } from '../../src/i18n/i18n.ts';
import { type SortItem, toSortItems } from '../../src/machines/sort.machine.ts';
import { SortableTable } from '../../src/ui/sortable-table.tsx';
import { ToastProvider } from '../../src/ui/toast-provider.tsx';
import { deferred } from './deferred.ts';
import { modelCoverage, transitionPaths } from './model-coverage.ts';

afterEach(cleanup);

const sortModel = createMachine({
  id: 'sortModel',
  initial: 'closed',
  states: {
    closed: { on: { open: 'clean', 'open.empty': 'empty' } },
    clean: { on: { 'move.down': 'dirty', 'sort.save': 'saving' } },
    dirty: { on: { 'move.up': 'clean', 'sort.reset': 'clean', 'sort.save': 'saving' } },
    saving: { on: { 'save.ok': 'clean', 'save.fail': 'failed' } },
    failed: { on: { 'sort.save': 'saving' } },
    empty: { on: { 'sort.save': 'emptyRefused' } },
    emptyRefused: {},
  },
});

const slides = [
  { id: 11, title: 'Spring' },
  { id: 12, title: 'Summer' },
  { id: 13, title: 'Autumn' },
];

describe('sort machine through SortableTable', () => {
  it('walks every state and transition of the sort model', async () => {
    setLocale('en');
    const model = createTestModel(sortModel);
    const paths = transitionPaths(model, sortModel);
    for (const path of paths) {
      const user = userEvent.setup();
      const sent: Array<{ list: SortItem[] }> = [];
      let posting = deferred();
      let expected = slides.map((s) => s.id);
      let saved = expected;
      const open = (rows: typeof slides) =>
        render(
          <ToastProvider>
            <SortableTable
              aria-label="Slides"
              rows={rows}
              rowKey={(r) => r.id}
              rowLabel={(r) => r.title}
              columns={[{ id: 'title', title: 'Title', isRowHeader: true, render: (r) => r.title }]}
              save={(body) => {
                sent.push(body);
                posting = deferred();
                return posting.promise;
              }}
            />
          </ToastProvider>,
        );
      const shown = () => screen.getAllByRole('rowheader').map((r) => r.textContent);
      const titles = (ids: number[]) => ids.map((id) => slides.find((s) => s.id === id)?.title);
      const save = () => screen.getByRole('button', { name: 'Save order' });
      await path.test({
        states: {
          closed: () => expect(screen.queryByRole('grid')).toBeNull(),
          clean: async () => {
            await waitFor(() => expect(save().getAttribute('aria-busy')).toBeNull());
            expect(shown()).toEqual(titles(expected));
            expect(screen.getByRole('button', { name: 'Undo changes' }).hasAttribute('disabled')).toBe(true);
          },
          dirty: () => {
            expect(shown()).toEqual(titles(expected));
            expect(screen.getByRole('button', { name: 'Undo changes' }).hasAttribute('disabled')).toBe(false);
          },
          saving: () => {
            expect(save().getAttribute('aria-busy')).toBe('true');
            // The body is the order on screen, top row first.
            expect(sent.at(-1)).toEqual({ list: toSortItems(expected) });
          },
          failed: () => {
            expect(screen.getByText('The order was not saved')).toBeTruthy();
            expect(shown()).toEqual(titles(expected));
          },
          empty: () => expect(screen.queryAllByRole('rowheader')).toHaveLength(0),
          emptyRefused: () => {
            expect(screen.getByText('No sort items')).toBeTruthy();
            expect(sent).toEqual([]);
          },
        },
        events: {
          open: () => {
            open(slides);
          },
          'open.empty': () => {
            open([]);
          },
          'move.down': async () => {
            await user.click(screen.getByRole('button', { name: 'Move Spring down' }));
            expected = [12, 11, 13];
          },
          'move.up': async () => {
            await user.click(screen.getByRole('button', { name: 'Move Spring up' }));
            expected = [11, 12, 13];
          },
          'sort.reset': async () => {
            await user.click(screen.getByRole('button', { name: 'Undo changes' }));
            expected = saved;
          },
          'sort.save': async () => user.click(save()),
          'save.ok': async () => {
            await act(async () => posting.resolve({}));
            saved = expected;
          },
          'save.fail': async () => act(async () => posting.reject(new Error('API error 500'))),
        },
      });
      cleanup();
    }
    const cov = modelCoverage('sort', sortModel, paths);
    expect(cov.states[0]).toBe(cov.states[1]);
    expect(cov.transitions[0]).toBe(cov.transitions[1]);
  }, 60_000);

  it('a parent re-rendering with an equal rows array keeps the unsaved order', async () => {
    setLocale('en');
    const user = userEvent.setup();
    const view = () => (
      <ToastProvider>
        <SortableTable
          aria-label="Slides"
          rows={slides.map((s) => ({ ...s }))}
          rowKey={(r) => r.id}
          rowLabel={(r) => r.title}
          columns={[{ id: 'title', title: 'Title', isRowHeader: true, render: (r) => r.title }]}
          save={async () => {}}
        />
      </ToastProvider>
    );
    const r = render(view());
    await user.click(screen.getByRole('button', { name: 'Move Spring down' }));
    r.rerender(view());
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      'Summer',
      'Spring',
      'Autumn',
    ]);
  });
});
