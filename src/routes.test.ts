import { describe, expect, it } from 'vitest';
import type { RoleMenu } from '../contract/menu.ts';
import { splitHash } from './lib/hash.ts';
import { findRoute, guardRedirect, routes, safeReturnPath } from './routes.tsx';
import { buildMenuIndex } from './shell/menu-index.ts';

describe('hash location with a query inside the hash', () => {
  it('splits path and query so `#/crm/customer/list?page=2` matches its route', () => {
    expect(splitHash('#/crm/customer/list?page=2&keyword=li')).toEqual({
      path: '/crm/customer/list',
      search: 'page=2&keyword=li',
    });
    expect(splitHash('')).toEqual({ path: '/', search: '' });
    expect(splitHash('#/')).toEqual({ path: '/', search: '' });
    expect(findRoute(splitHash('#/crm/customer/list?page=2').path).path).toBe('/crm/customer/list');
    expect(findRoute('/no/such/page').path).toBe('*');
  });

  it('registers every route of docs/spec.md §2 and the platform shell variant', () => {
    const paths = new Set(routes.map((r) => r.path));
    for (const name of ['list', 'lost', 'pool', 'portrait', 'group'])
      expect(paths).toContain(`/crm/customer/${name}`);
    for (const name of ['tag', 'follow', 'source', 'material'])
      expect(paths).toContain(`/crm/config/${name}`);
    expect(findRoute('/platform/index').shell).toBe('platform');
    expect(findRoute('/account/dashboard').shell).toBe('bare');
    expect(findRoute('/').childMenu).toBe(false);
    expect(findRoute('/manage/userinfo').childMenu).toBe(false);
  });
});

describe('guard', () => {
  const out = { mode: 'signedOut' as const, endReason: null };
  it('sends a signed-out user to login, remembering the page, except on public paths', () => {
    expect(guardRedirect({ ...out, path: '/crm/customer/list', search: 'page=2' })).toBe(
      `/login?from=${encodeURIComponent('/crm/customer/list?page=2')}`,
    );
    for (const path of ['/login', '/scanlogin', '/build', '/account', '/account/dashboard']) {
      expect(guardRedirect({ ...out, path, search: '' })).toBeNull();
    }
    expect(guardRedirect({ mode: 'signedOut', endReason: 'logout', path: '/system/role', search: '' })).toBe(
      '/login',
    );
  });

  it('returns a signed-in user from login to the page asked for, never to another site', () => {
    expect(
      guardRedirect({ mode: 'signedIn', endReason: null, path: '/login', search: 'from=%2Fai%2Findex' }),
    ).toBe('/ai/index');
    expect(safeReturnPath('from=%2F%2Fevil.example')).toBeNull();
    expect(safeReturnPath('from=https%3A%2F%2Fevil.example')).toBeNull();
    expect(
      guardRedirect({ mode: 'choosingBrand', endReason: null, path: '/login', search: 'from=%2Fai%2Findex' }),
    ).toBe(`/account/dashboard?from=${encodeURIComponent('/ai/index')}`);
  });
});

describe('path-to-menu index', () => {
  const menu: RoleMenu = {
    nav: [{ id: 1, controller: 'crm', action: 'index', title: 'CRM', icon: 'users' }],
    menuList: [
      {
        id: 10,
        parentId: 1,
        controller: 'crm/sales',
        action: '',
        title: 'Sales',
        icon: '',
        childList: [
          {
            id: 11,
            parentId: 10,
            controller: 'crm/sales',
            action: 'product',
            title: 'Products',
            icon: '',
            childList: [],
          },
        ],
      },
    ],
    menuUrl: ['/crm/index', '/crm/sales/product'],
  };
  it('highlights the parent list for add and update pages', () => {
    const index = buildMenuIndex(menu);
    expect(index.locate('/crm/sales/product')?.entryId).toBe(11);
    expect(index.locate('/crm/sales/product/add')?.entryId).toBe(11);
    expect(index.locate('/crm/sales/product/update')?.title).toBe('Products');
    expect(index.locate('/crm/index')?.entryId).toBeNull();
    expect(index.locate('/system/role')).toBeNull();
  });
});
