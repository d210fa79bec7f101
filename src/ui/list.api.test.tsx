import '../../tests/support/kit-dom.ts';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { authPaths, type LoginResult, type UserBrand } from '../../contract/auth.ts';
import type { Envelope, ListResult } from '../../contract/envelope.ts';
import { type RoleListItem, rolePaths } from '../../contract/role.ts';
import { setLocale } from '../i18n/i18n.ts';
import { Button } from './button.tsx';
import { ListView } from './list-view.tsx';
import { ToastProvider } from './toast-provider.tsx';

afterEach(cleanup);

const apiUrl = inject('apiUrl');
let token = '';
let brandId = 0;

/** A bare client of the real server (the app's http layer adds toasts and session handling on top). */
async function call<T>(path: string, body?: unknown, method: 'GET' | 'POST' = 'POST'): Promise<Envelope<T>> {
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': 'en',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(brandId ? { BrandId: String(brandId) } : {}),
    },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.code !== 0) throw new Error(envelope.message);
  return envelope;
}

const tag = `KitQA${Date.now().toString(36)}`;

beforeAll(async () => {
  token = (await call<LoginResult>(authPaths.login, { user: 'admin', password: 'admin123' })).data.token;
  const brands = (await call<UserBrand[]>(authPaths.brandList)).data;
  brandId = brands[0]?.brandId ?? 0;
  await call(authPaths.selectBrand, { brandId });
  for (const suffix of ['A', 'B', 'C']) await call(rolePaths.add, { title: `${tag} ${suffix}` });
});

describe('ListView against the real API server', () => {
  it('searches, keeps the query in the address, bulk-deletes (an undoable delete: at once) and reloads', async () => {
    setLocale('en');
    window.location.hash = '#/system/role';
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <ListView<RoleListItem>
          aria-label="Roles"
          columns={[
            { id: 'title', title: 'Title', isRowHeader: true, sortable: true, render: (r) => r.title },
            { id: 'userCount', title: 'Members', render: (r) => String(r.userCount) },
          ]}
          rowKey={(r) => r.id}
          load={async (q) =>
            (
              await call<ListResult<RoleListItem>>(rolePaths.list, {
                page: q.page,
                pageSize: q.pageSize,
                ...(q.keyword ? { keyword: q.keyword } : {}),
                ...(q.sort ? { sort: q.sort } : {}),
              })
            ).data
          }
          bulkDelete={{
            url: (ids) => `${rolePaths.del}?ids=${ids.join(',')}`,
            run: async (url) => ({ message: (await call(url, undefined, 'GET')).message }),
          }}
        />
      </ToastProvider>,
    );
    await screen.findByRole('grid', { name: 'Roles' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), `${tag}{Enter}`);
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(3));
    expect(decodeURIComponent(window.location.hash)).toBe(`#/system/role?keyword=${tag}`);

    await user.click(screen.getByRole('columnheader', { name: /Title/ }));
    await user.click(screen.getByRole('columnheader', { name: /Title/ }));
    await waitFor(() =>
      expect(screen.getAllByRole('rowheader').map((r) => r.textContent)).toEqual([
        `${tag} C`,
        `${tag} B`,
        `${tag} A`,
      ]),
    );
    expect(decodeURIComponent(window.location.hash)).toContain('sort=-title');

    const first = screen.getAllByRole('row')[1] as HTMLElement;
    await user.click(within(first).getByRole('checkbox'));
    // A role's delete is one an undo takes back: it runs on the press, with no "are you sure?".
    await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The server's own message comes back as the success toast, and the list shows what is left.
    await screen.findByText('Deleted 1');
    await waitFor(() =>
      expect(screen.getAllByRole('rowheader').map((r) => r.textContent)).toEqual([`${tag} B`, `${tag} A`]),
    );
    const left = await call<ListResult<RoleListItem>>(rolePaths.list, {
      page: 1,
      pageSize: 20,
      keyword: tag,
    });
    expect(left.data.list.map((r) => r.title).sort()).toEqual([`${tag} A`, `${tag} B`]);
  }, 30_000);

  it('keeps its filters closed behind one control that counts the active ones, opened by keyboard, the choice kept for the list', async () => {
    setLocale('en');
    window.location.hash = '#/system/role';
    const user = userEvent.setup();
    const view = () => (
      <ToastProvider>
        <ListView<RoleListItem>
          aria-label="Roles"
          columns={[{ id: 'title', title: 'Title', isRowHeader: true, render: (r) => r.title }]}
          rowKey={(r) => r.id}
          filterNames={['status']}
          filters={({ query, setFilter }) => (
            <Button onPress={() => setFilter('status', query.filters.status ? '' : '1')}>Enabled only</Button>
          )}
          load={async (q) =>
            (
              await call<ListResult<RoleListItem>>(rolePaths.list, {
                page: q.page,
                pageSize: q.pageSize,
                keyword: tag,
                ...(q.filters.status ? { status: q.filters.status } : {}),
              })
            ).data
          }
        />
      </ToastProvider>
    );
    const first = render(view());
    await screen.findByRole('grid', { name: 'Roles' });
    // None on: the filters start closed behind their one control, whose name has no count.
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.hidden).toBe(true);
    expect(screen.queryByRole('button', { name: 'Enabled only' })).toBeNull();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Enabled only' }));
    const counted = await screen.findByRole('button', { name: 'Filters (1 set)' });
    expect(decodeURIComponent(window.location.hash)).toBe('#/system/role?status=1');

    counted.focus();
    await user.keyboard('{Enter}');
    const closed = await screen.findByRole('button', { name: 'Filters (1 set)' });
    expect(closed.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Enabled only' })).toBeNull();
    await user.keyboard(' ');
    expect(
      (await screen.findByRole('button', { name: 'Filters (1 set)' })).getAttribute('aria-expanded'),
    ).toBe('true');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Filters (1 set)' }).getAttribute('aria-expanded')).toBe(
        'false',
      ),
    );

    // The same list opened again while the page is open: still closed, as it was left, though a
    // filter narrows it; in Chinese.
    first.unmount();
    setLocale('zh-CN');
    render(view());
    const again = await screen.findByRole('button', { name: '筛选（已设 1 项）' });
    expect(again.getAttribute('aria-expanded')).toBe('false');
    await user.click(again);
    expect(
      (await screen.findByRole('button', { name: '筛选（已设 1 项）' })).getAttribute('aria-expanded'),
    ).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Enabled only' }));
    await screen.findByRole('button', { name: '筛选' });
    setLocale('en');
  }, 30_000);
});
