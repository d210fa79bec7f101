import '../../tests/support/kit-dom.ts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListResult } from '../../contract/envelope.ts';
import { setLocale } from '../i18n/i18n.ts';
import { ListView } from './list-view.tsx';
import { Pagination } from './pagination.tsx';

afterEach(() => {
  cleanup();
  setLocale('zh-CN');
  window.location.hash = '';
});

describe('a total counted up to a cap', () => {
  it('reads "1,000+" and keeps the next page open past the counted pages', async () => {
    const pages: number[] = [];
    const { rerender } = render(
      <Pagination page={50} pageSize={20} total={1000} totalCapped onPageChange={(p) => pages.push(p)} />,
    );
    expect(screen.getByText('共 1,000+ 条')).toBeTruthy();
    expect(screen.getByText('第 50 / 50+ 页')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(pages).toEqual([51]);
    rerender(<Pagination page={50} pageSize={20} total={1000} onPageChange={() => {}} />);
    expect(screen.getByText('共 1000 条')).toBeTruthy();
    expect(screen.getByRole('button', { name: '下一页' }).hasAttribute('disabled')).toBe(true);
    setLocale('en');
    rerender(<Pagination page={2} pageSize={20} total={1000} totalCapped onPageChange={() => {}} />);
    expect(screen.getByText('1,000+ in total')).toBeTruthy();
    expect(screen.getByText('Page 2 of 50+')).toBeTruthy();
  });

  it('reaches the pager from a list answer that says totalCapped', async () => {
    window.location.hash = '#/list';
    const answer = (capped: boolean): ListResult<{ id: number }> => ({
      list: [{ id: 1 }],
      total: capped ? 1000 : 1,
      page: 1,
      pageSize: 20,
      ...(capped ? { totalCapped: true } : {}),
    });
    let capped = true;
    render(
      <ListView<{ id: number }>
        aria-label="rows"
        columns={[{ id: 'id', title: 'id', isRowHeader: true, render: (r) => r.id }]}
        rowKey={(r) => r.id}
        load={async () => answer(capped)}
      />,
    );
    expect(await screen.findByText('共 1,000+ 条')).toBeTruthy();
    capped = false;
    await userEvent.type(screen.getByRole('searchbox'), 'x{Enter}');
    await waitFor(() => expect(screen.getByText('共 1 条')).toBeTruthy());
  });
});
