import './kit-dom.ts';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { ListResult } from '../../contract/envelope.ts';
import { setLocale } from '../../src/i18n/i18n.ts';
import type { ListQueryState } from '../../src/machines/list.machine.ts';
import { ListView } from '../../src/ui/list-view.tsx';
import { ToastProvider } from '../../src/ui/toast-provider.tsx';
import { deferred } from './deferred.ts';
import { modelCoverage, transitionPaths } from './model-coverage.ts';

afterEach(cleanup);

interface User {
  id: number;
  name: string;
}
const users: User[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  name: `User ${String(i + 1).padStart(2, '0')}`,
}));

/** What a server would answer for a query (the test's own data, not a stand-in for our API). */
function answer(q: ListQueryState, data: User[]): ListResult<User> {
  let rows = data.filter((u) => !q.keyword || u.name.includes(q.keyword));
  if (q.sort === 'name') rows = [...rows].sort((a, b) => a.name.localeCompare(b.name));
  if (q.sort === '-name') rows = [...rows].sort((a, b) => b.name.localeCompare(a.name));
  return {
    list: rows.slice((q.page - 1) * q.pageSize, q.page * q.pageSize),
    total: rows.length,
    page: q.page,
    pageSize: q.pageSize,
  };
}

const listModel = createMachine({
  id: 'listModel',
  initial: 'loading',
  states: {
    loading: {
      on: { 'load.ok': 'ready', 'load.empty': 'empty', 'load.fail': 'error', 'load.superseded': 'loading' },
    },
    ready: {
      on: {
        'list.nextPage': 'loading',
        'list.sortByName': 'loading',
        'list.typeSearch': 'loading',
        'list.select': 'selected',
      },
    },
    selected: { on: { 'bulk.delete': 'deleting', 'list.unselect': 'ready' } },
    deleting: { on: { 'delete.ok': 'loading' } },
    empty: { on: { 'list.clearSearch': 'loading' } },
    error: { on: { 'list.retry': 'loading' } },
  },
});

type Pending = { query: ListQueryState; settle: ReturnType<typeof deferred<ListResult<User>>> };

describe('list machine through ListView', () => {
  it('walks every state and transition of the list model', async () => {
    setLocale('en');
    const model = createTestModel(listModel);
    const paths = transitionPaths(model, listModel);
    for (const path of paths) {
      // Ten rows a page keeps jsdom quick; the paging logic is the same at any size.
      window.location.hash = '#/system/adminuser?pageSize=10';
      const user = userEvent.setup();
      let data = users;
      const requests: Pending[] = [];
      const deletes: string[] = [];
      let deletion = deferred<{ message?: string }>();
      render(
        <ToastProvider>
          <ListView<User>
            aria-label="Admin users"
            columns={[
              { id: 'name', title: 'Name', isRowHeader: true, sortable: true, render: (u) => u.name },
              { id: 'id', title: 'ID', render: (u) => String(u.id) },
            ]}
            rowKey={(u) => u.id}
            load={(query) => {
              const settle = deferred<ListResult<User>>();
              requests.push({ query, settle });
              return settle.promise;
            }}
            bulkDelete={{
              url: (ids) => `/brand/adminuser/del.html?ids=${ids.join(',')}`,
              run: (url) => {
                deletes.push(url);
                deletion = deferred();
                return deletion.promise;
              },
            }}
          />
        </ToastProvider>,
      );
      const last = () => requests.at(-1) as Pending;
      const bodyRows = () => screen.getAllByRole('row').slice(1);
      await path.test({
        states: {
          loading: () => {
            expect(screen.getByText('Loading')).toBeTruthy();
          },
          ready: async () => {
            await waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
            const q = last().query;
            const want = answer(q, data).list.map((u) => u.name);
            expect(bodyRows().map((r) => within(r).getByRole('rowheader').textContent)).toEqual(want);
            expect(
              screen.getByText(`Page ${q.page} of ${Math.ceil(answer(q, data).total / q.pageSize)}`),
            ).toBeTruthy();
            // The address carries the view, so a reload or a shared link restores it.
            if (q.page > 1) expect(window.location.hash).toContain(`page=${q.page}`);
            if (q.sort) expect(window.location.hash).toContain(`sort=${q.sort}`);
          },
          selected: () => {
            const del = screen.getByRole('button', { name: 'Delete selected (1)' });
            expect(del.hasAttribute('disabled')).toBe(false);
          },
          deleting: () => {
            expect(deletes.at(-1)).toMatch(/^\/brand\/adminuser\/del\.html\?ids=\d+$/);
            expect(screen.getByText('Data submitting, please wait...')).toBeTruthy();
          },
          empty: () => expect(screen.getByText('No data')).toBeTruthy(),
          error: () => {
            expect(screen.getByText('Loading failed')).toBeTruthy();
            expect(screen.getByText('API connection abnormal')).toBeTruthy();
          },
        },
        events: {
          'load.ok': async () => act(async () => last().settle.resolve(answer(last().query, data))),
          'load.empty': async () => {
            // The user searched for something nobody matches.
            await act(async () => last().settle.resolve(answer(last().query, data)));
            await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody{Enter}');
            expect(last().query.keyword).toBe('nobody');
            await act(async () => last().settle.resolve(answer(last().query, data)));
          },
          'load.fail': async () =>
            act(async () => last().settle.reject(new Error('API connection abnormal'))),
          // A newer request overtakes a slow one: the slow answer arrives last and must be ignored.
          'load.superseded': async () => {
            const slow = last();
            window.location.hash = '#/system/adminuser?keyword=User%201';
            await act(async () => window.dispatchEvent(new HashChangeEvent('hashchange')));
            expect(last()).not.toBe(slow);
            expect(last().query.keyword).toBe('User 1');
            await act(async () => slow.settle.resolve(answer({ ...slow.query, keyword: '' }, data)));
          },
          'list.nextPage': async () => {
            const before = last().query.page;
            await user.click(screen.getByRole('button', { name: 'Next page' }));
            expect(last().query.page).toBe(before + 1);
          },
          // Typing searches once it pauses, without Enter (issue 11 point 7).
          'list.typeSearch': async () => {
            const before = requests.length;
            const box = screen.getByRole('searchbox', { name: 'Search' });
            await user.clear(box);
            await user.type(box, 'User 1');
            await waitFor(() => expect(last().query.keyword).toBe('User 1'));
            expect(requests.length).toBeGreaterThan(before);
            expect(last().query.page).toBe(1);
          },
          'list.sortByName': async () => {
            await user.click(screen.getByRole('columnheader', { name: /Name/ }));
            expect(last().query.sort).toMatch(/^-?name$/);
            expect(last().query.page).toBe(1);
          },
          'list.select': async () => user.click(within(bodyRows()[0] as HTMLElement).getByRole('checkbox')),
          'list.unselect': async () => user.click(within(bodyRows()[0] as HTMLElement).getByRole('checkbox')),
          'bulk.delete': async () => {
            await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
            await user.click(screen.getByRole('button', { name: 'Confirm' }));
          },
          'delete.ok': async () => {
            const id = Number(deletes.at(-1)?.split('=')[1]);
            data = data.filter((u) => u.id !== id);
            await act(async () => deletion.resolve({ message: 'Deleted' }));
          },
          'list.clearSearch': async () => user.click(screen.getByRole('button', { name: 'Clear search' })),
          'list.retry': async () => user.click(screen.getByRole('button', { name: 'Retry' })),
        },
      });
      cleanup();
    }
    const cov = modelCoverage('list', listModel, paths);
    expect(cov.states[0]).toBe(cov.states[1]);
    expect(cov.transitions[0]).toBe(cov.transitions[1]);
  }, 60_000);

  it('opens on the page, sort and keyword the address names', async () => {
    setLocale('en');
    window.location.hash = '#/system/adminuser?page=2&sort=-name&pageSize=10';
    const seen: ListQueryState[] = [];
    render(
      <ToastProvider>
        <ListView<User>
          aria-label="Admin users"
          columns={[{ id: 'name', title: 'Name', isRowHeader: true, sortable: true, render: (u) => u.name }]}
          rowKey={(u) => u.id}
          load={async (q) => {
            seen.push(q);
            return answer(q, users);
          }}
        />
      </ToastProvider>,
    );
    await screen.findByText('User 35');
    expect(seen[0]).toMatchObject({ page: 2, pageSize: 10, sort: '-name', keyword: '' });
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
  });
});
