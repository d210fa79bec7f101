import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openConsole } from '../../../../tests/support/console-session.tsx';
import { setLocale } from '../../../i18n/i18n.ts';

// The add and edit pages sit under the product list in the menu, but are named for what they do,
// on the page and in the window title, in either language.
afterEach(() => setLocale('zh-CN'));

describe('the product page titles', () => {
  it('the add page says 添加产品 / Add product, not the list name', async () => {
    await openConsole('#/crm/sales/product/add');
    await screen.findByRole('heading', { name: '添加产品', level: 1 });
    await waitFor(() => expect(document.title).toBe('添加产品 · Demo Brand · 品牌控制台'));
    cleanup();

    setLocale('en');
    await openConsole('#/crm/sales/product/add');
    await screen.findByRole('heading', { name: 'Add product', level: 1 });
    await waitFor(() => expect(document.title).toMatch(/^Add product · Demo Brand · /));
  });

  it('the edit page is titled for editing', async () => {
    await openConsole('#/crm/sales/product/update?id=1');
    await screen.findByRole('heading', { name: '编辑产品', level: 1 });
    await waitFor(() => expect(document.title).toMatch(/^编辑产品 · Demo Brand · /));
  });
});
