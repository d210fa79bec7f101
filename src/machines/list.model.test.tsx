import '../../tests/support/kit-dom.ts';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { ListResult } from '../../contract/envelope.ts';
import { deferred } from '../../tests/support/deferred.ts';
import {
  fileCoverage,
  liveActor,
  productionModel,
  type Snapshot,
  transitionCover,
  type WalkEvent,
  walk,
} from '../../tests/support/production-walk.ts';
import { setLocale } from '../i18n/i18n.ts';
import { Button } from '../ui/button.tsx';
import { ListView } from '../ui/list-view.tsx';
import { ToastProvider } from '../ui/toast-provider.tsx';
import { emptyQuery, isCustomised, isSearched, type ListQueryState, listMachine } from './list.machine.ts';

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
  let rows = data.filter(
    (u) => (!q.keyword || u.name.includes(q.keyword)) && (q.filters.status !== '1' || u.id % 2 === 1),
  );
  if (q.sort === 'name') rows = [...rows].sort((a, b) => a.name.localeCompare(b.name));
  if (q.sort === '-name') rows = [...rows].sort((a, b) => b.name.localeCompare(a.name));
  return {
    list: rows.slice((q.page - 1) * q.pageSize, q.page * q.pageSize),
    total: rows.length,
    page: q.page,
    pageSize: q.pageSize,
  };
}

type Pending = { query: ListQueryState; settle: ReturnType<typeof deferred<ListResult<User>>> };

describe('list machine through ListView', () => {
  it('walks every state and transition of the production list machine', async () => {
    setLocale('en');
    const firstIdOf = (s: Snapshot) => (s.context.rows as User[])[0]?.id;
    const pm = productionModel(listMachine, {
      input: { query: { pageSize: 10 } },
      events: (s) => {
        const q = s.context.query as ListQueryState;
        const out: WalkEvent[] = [];
        if (s.matches('ready')) {
          const pages = Math.ceil((s.context.total as number) / q.pageSize);
          if (q.page < Math.min(pages, 2)) out.push({ type: 'list.page', page: q.page + 1 });
          if (q.page > 1) out.push({ type: 'list.page', page: q.page - 1 });
          out.push({ type: 'list.pageSize', pageSize: q.pageSize === 10 ? 20 : 10 });
          out.push({ type: 'list.sort', sort: q.sort === 'name' ? '-name' : 'name' });
          const selected = (s.context.selection as unknown[]).length > 0;
          out.push({ type: 'list.select', ids: selected ? [] : [firstIdOf(s)] });
          out.push({ type: 'list.reload' });
          // Another member changed the first row (renamed in place), or took every row of the page.
          const rows = s.context.rows as User[];
          const first = rows[0];
          if (first && first.name !== 'Changed elsewhere')
            out.push({
              type: 'list.changed',
              rows: [{ id: first.id, row: { ...first, name: 'Changed elsewhere' } }],
              keyOf: (row: unknown) => (row as User).id,
            });
          if (rows.length > 0 && q.page === 1 && !q.keyword && !q.filters.status)
            out.push({
              type: 'list.changed',
              rows: rows.map((u) => ({ id: u.id, row: null })),
              keyOf: (row: unknown) => (row as User).id,
            });
        }
        if (s.matches('ready') || s.matches('empty')) {
          // Typing that ends where the search already is (a trailing space) runs no new search.
          out.push({ type: 'list.type', text: `${q.keyword} ` });
          out.push({ type: 'list.search', keyword: q.keyword ? '' : 'nobody' });
          out.push({ type: 'list.filter', name: 'status', value: q.filters.status ? '' : '1' });
        }
        // A link to page 9 of a list that has fewer pages (typed, or Back to an old address).
        out.push({ type: 'list.sync', query: { ...emptyQuery, pageSize: 10, page: 9 } });
        if (s.matches('loading')) {
          out.push({ type: 'xstate.done.actor.loadPage', output: answer(q, users) });
          out.push({ type: 'xstate.error.actor.loadPage', error: new Error('API connection abnormal') });
          // The server's no (a filter it does not take, from an old address): the http layer marks it.
          out.push({
            type: 'xstate.error.actor.loadPage',
            error: Object.assign(new Error('Unknown status filter'), { retryable: false }),
          });
        }
        if (s.matches('error')) out.push({ type: 'list.retry' });
        if (s.matches('empty') && isSearched(q)) out.push({ type: 'list.clear' });
        if (s.matches('refused') && isCustomised(q)) out.push({ type: 'list.reset' });
        return out;
      },
    });
    const paths = transitionCover(pm);
    for (const path of paths) {
      // Ten rows a page keeps jsdom quick; the paging logic is the same at any size.
      window.location.hash = '#/system/adminuser?pageSize=10';
      const user = userEvent.setup();
      const requests: Pending[] = [];
      const deletes: string[] = [];
      let deletion = deferred<{ message?: string }>();
      let reloadSignal = 0;
      let rowChanges: { rows: { id: number; row: User | null }[] } | null = null;
      const view = () => (
        <ToastProvider>
          <ListView<User>
            aria-label="Admin users"
            columns={[
              { id: 'name', title: 'Name', isRowHeader: true, sortable: true, render: (u) => u.name },
              { id: 'id', title: 'ID', render: (u) => String(u.id) },
            ]}
            rowKey={(u) => u.id}
            filterNames={['status']}
            filters={({ query, setFilter }) => (
              <Button onPress={() => setFilter('status', query.filters.status ? '' : '1')}>
                {query.filters.status ? 'All members' : 'Enabled only'}
              </Button>
            )}
            reloadSignal={reloadSignal}
            rowChanges={rowChanges}
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
        </ToastProvider>
      );
      const r = render(view());
      const last = () => requests.at(-1) as Pending;
      const bodyRows = () => screen.getAllByRole('row').slice(1);
      // The list's own live status line (the toast region has status regions too).
      const listStatus = () => screen.getAllByRole('status').find((el) => el.tagName === 'P')?.textContent;
      await walk(pm, path, {
        async exec(event, { before, after }) {
          const pending = before.matches('loading') ? last() : null;
          switch (event.type) {
            case 'list.page': {
              const next = (event.page as number) > before.context.query.page;
              await user.click(screen.getByRole('button', { name: next ? 'Next page' : 'Previous page' }));
              break;
            }
            case 'list.pageSize':
              await user.click(screen.getByRole('button', { name: /Rows per page/ }));
              await user.click(screen.getByRole('option', { name: `${event.pageSize} per page` }));
              break;
            case 'list.sort':
              await user.click(screen.getByRole('columnheader', { name: /Name/ }));
              break;
            case 'list.search':
              if (event.keyword) {
                await user.type(screen.getByRole('searchbox', { name: 'Search' }), `${event.keyword}{Enter}`);
              } else await user.click(screen.getByRole('button', { name: 'Clear search' }));
              break;
            case 'list.type': {
              const asked = requests.length;
              // The search the pause in typing raises, seen by the live actor whenever it comes.
              const paused = new Promise<void>((resolve) => {
                const sub = (liveActor(listMachine.id) as AnyActorRef).system.inspect((e) => {
                  if (e.type !== '@xstate.event' || e.event.type !== 'list.search') return;
                  if (e.event.keyword !== event.text) return;
                  sub.unsubscribe();
                  resolve();
                });
              });
              const box = screen.getByRole('searchbox', { name: 'Search' });
              await user.clear(box);
              await user.type(box, event.text as string);
              // Past the pause the typed text is searched for only if it differs from the search.
              await act(() => paused);
              expect(requests.length).toBe(asked);
              break;
            }
            case 'list.filter': {
              // The filters sit behind one toggle, closed unless the list arrived filtered.
              const toggle = screen.getByRole('button', { name: /^Filters/ });
              if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
              await user.click(
                screen.getByRole('button', { name: event.value ? 'Enabled only' : 'All members' }),
              );
              break;
            }
            case 'list.sync': {
              const q = event.query as ListQueryState;
              window.location.hash = `#/system/adminuser?pageSize=${q.pageSize}&page=${q.page}`;
              await act(async () => window.dispatchEvent(new HashChangeEvent('hashchange')));
              break;
            }
            case 'list.select':
              await user.click(within(bodyRows()[0] as HTMLElement).getByRole('checkbox'));
              break;
            case 'list.reload':
              if ((before.context.selection as unknown[]).length > 0) {
                // Deleting the selected rows reloads the page; a member's delete is undoable, so it
                // runs on the press, with no "are you sure?".
                await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
                expect(deletes.at(-1)).toBe(`/brand/adminuser/del.html?ids=${before.context.selection[0]}`);
                await act(async () => deletion.resolve({ message: 'Deleted' }));
              } else {
                // An edit elsewhere on the screen asks the list to reload.
                reloadSignal += 1;
                r.rerender(view());
              }
              break;
            case 'list.changed':
              // The live stream told the screen: it hands the rows to the list, which changes in place.
              rowChanges = { rows: event.rows as { id: number; row: User | null }[] };
              r.rerender(view());
              break;
            case 'list.retry':
              await user.click(screen.getByRole('button', { name: 'Retry' }));
              break;
            case 'list.reset':
              await user.click(screen.getByRole('button', { name: 'Back to the whole list' }));
              expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
              break;
            case 'list.clear':
              await user.click(screen.getByRole('button', { name: 'Clear filters' }));
              // The search field empties with the query.
              expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
              break;
            case 'xstate.done.actor.loadPage':
              // What was asked is the machine's query.
              expect(last().query).toEqual(before.context.query);
              await act(async () => last().settle.resolve(event.output as ListResult<User>));
              return;
            case 'xstate.error.actor.loadPage':
              await act(async () => last().settle.reject(event.error));
              return;
            default:
              throw new Error(`no user action for ${event.type}`);
          }
          if (after.matches('loading'))
            await waitFor(() => expect(last().query).toEqual(after.context.query));
          // A request the new one replaced answers late: its answer must not be applied.
          if (pending && last() !== pending)
            await act(async () => pending.settle.resolve(answer(pending.query, users)));
        },
        async check(s) {
          const q = s.context.query as ListQueryState;
          if (s.matches('loading')) {
            expect(listStatus()).toBe('Loading');
            // No count before there is one: with no rows yet, placeholders and no pager.
            const firstPage = (s.context.rows as unknown[]).length === 0;
            expect(screen.queryByTestId('list-skeleton') !== null).toBe(firstPage);
            expect(screen.queryByText(/^Page \d+ of/) !== null).toBe(!firstPage);
            return;
          }
          if (s.matches('empty')) {
            // Nothing matched a search or filter (with the way back), or there is nothing yet.
            if (isSearched(q)) {
              expect(screen.getByText('Nothing matches')).toBeTruthy();
              expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
              expect(screen.queryByText('No data')).toBeNull();
            } else {
              expect(screen.getByText('No data')).toBeTruthy();
              expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
            }
            expect(screen.queryByText(/^Page \d+ of/)).toBeNull();
            return;
          }
          if (s.matches('error')) {
            expect(screen.getByText('Loading failed')).toBeTruthy();
            expect(screen.getByText(s.context.error as string)).toBeTruthy();
            expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
            return;
          }
          if (s.matches('refused')) {
            // The server's reason, and no retry, which could only be refused again; what the address
            // asked for (a search, a filter, a sort, a page), the likely cause, can be left.
            expect(screen.getByText('Loading failed')).toBeTruthy();
            expect(screen.getByText(s.context.error as string)).toBeTruthy();
            expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
            expect(screen.queryByRole('button', { name: 'Back to the whole list' }) !== null).toBe(
              isCustomised(q),
            );
            return;
          }
          await waitFor(() => expect(listStatus()).toBe(''));
          const names = (s.context.rows as User[]).map((u) => u.name);
          expect(bodyRows().map((row) => within(row).getByRole('rowheader').textContent)).toEqual(names);
          const pages = Math.max(1, Math.ceil((s.context.total as number) / q.pageSize));
          expect(screen.getByText(`Page ${q.page} of ${pages}`)).toBeTruthy();
          // The address carries the view, so a reload or a shared link restores it.
          const address = new URLSearchParams(window.location.hash.split('?')[1] ?? '');
          expect(address.get('page') ?? '1').toBe(String(q.page));
          expect(address.get('sort') ?? '').toBe(q.sort);
          const selected = (s.context.selection as unknown[]).length;
          const first = within(bodyRows()[0] as HTMLElement).getByRole('checkbox') as HTMLInputElement;
          expect(first.checked).toBe(selected > 0);
          expect(screen.getByRole('button', { name: `Delete selected (${selected})` })).toBeTruthy();
        },
      });
      cleanup();
    }
    const coverage = fileCoverage(listMachine, paths.length);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  }, 240_000);

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
