import { describe, expect, it } from 'vitest';
import type { RoleMenu } from '../../contract/menu.ts';
import { findRoute, routes } from '../routes.tsx';
import { documentTitle, forbiddenPageName, pageName } from './page-title.ts';

const menu: RoleMenu = {
  nav: [{ id: 1, controller: 'system', action: 'index', title: '系统', icon: '' }],
  menuList: [
    {
      id: 10,
      parentId: 1,
      controller: 'system',
      action: 'adminuser',
      title: '管理员',
      icon: '',
      childList: [],
    },
    {
      id: 11,
      parentId: 1,
      controller: 'crm/sales',
      action: 'product',
      title: '销售产品',
      icon: '',
      childList: [],
    },
  ],
  menuUrl: ['/system/index', '/system/adminuser', '/crm/sales/product', '/crm/sales/product/add'],
};

describe('window title (WCAG 2.4.2)', () => {
  it('reads page · brand · product, leaving out what is missing', () => {
    expect(documentTitle({ page: '管理员', brand: 'Demo Brand', product: '品牌控制台' })).toBe(
      '管理员 · Demo Brand · 品牌控制台',
    );
    expect(documentTitle({ page: '登录', brand: null, product: '品牌控制台' })).toBe('登录 · 品牌控制台');
    expect(documentTitle({ page: '', brand: 'Demo Brand', product: 'Brand Console' })).toBe(
      'Demo Brand · Brand Console',
    );
  });

  it("names the page by its menu entry, else the route table's title, else the entry it belongs under", () => {
    const session = {};
    expect(pageName('/system/adminuser', menu, null, session)).toBe('管理员');
    expect(pageName('/system/index', menu, null, session)).toBe('系统');
    expect(pageName('/manage/userinfo', menu, '我的账户', session)).toBe('我的账户');
    // An add page the menu does not list takes its list's name (docs/spec.md §2 parent mapping).
    expect(pageName('/crm/sales/product/add', menu, null, session)).toBe('销售产品');
    expect(pageName('/nowhere', null, null, session)).toBe('');
  });

  it('names a forbidden screen the session once had, and no screen another session had', () => {
    const taken = {};
    pageName('/system/adminuser', menu, null, taken);
    const narrower: RoleMenu = { nav: [], menuList: [], menuUrl: [] };
    expect(forbiddenPageName('/system/adminuser', narrower, taken)).toBe('管理员');
    expect(forbiddenPageName('/system/adminuser', narrower, {})).toBe('');
  });

  it('every route outside the role menu (home, account, login, not found) has a title in the route table', () => {
    const outsideMenu = routes.filter(
      (r) => r.shell === 'bare' || r.path === '/' || r.path.startsWith('/manage/'),
    );
    expect(outsideMenu.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/', '/login', '/account/dashboard', '/manage/userinfo', '/manage/message']),
    );
    for (const route of outsideMenu) expect(route.title, route.path).toBeTruthy();
    expect(findRoute('/no/such/page').title).toBe('notFound.title');
  });
});
