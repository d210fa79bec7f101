import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RoleMenu } from '../../contract/menu.ts';
import { breadcrumbTrail } from './breadcrumbs.ts';
import { cascadeSelection, type TreeNode } from './tree-selection.ts';

const rules: TreeNode[] = [
  {
    id: 'system',
    title: 'System',
    children: [
      {
        id: 'role',
        title: 'Roles',
        children: [
          { id: 'role.add', title: 'Add' },
          { id: 'role.del', title: 'Delete' },
        ],
      },
      { id: 'adminuser', title: 'Admin users' },
    ],
  },
  { id: 'crm', title: 'CRM' },
];

describe('privilege tree selection', () => {
  it('checking a node checks its subtree and its ancestors', () => {
    expect([...cascadeSelection(rules, new Set(), new Set(['role']))].sort()).toEqual(
      ['role', 'role.add', 'role.del', 'system'].sort(),
    );
    expect([...cascadeSelection(rules, new Set(), new Set(['role.del']))].sort()).toEqual(
      ['role', 'role.del', 'system'].sort(),
    );
  });

  it('unchecking a node unchecks its subtree but leaves its parent', () => {
    const before = new Set(['system', 'role', 'role.add', 'role.del', 'adminuser']);
    const after = new Set(before);
    after.delete('role');
    expect([...cascadeSelection(rules, before, after)].sort()).toEqual(['adminuser', 'system']);
  });

  it('property: a checked node always has its parent checked', () => {
    const ids = ['system', 'role', 'role.add', 'role.del', 'adminuser', 'crm'];
    const parentOf: Record<string, string | undefined> = {
      role: 'system',
      'role.add': 'role',
      'role.del': 'role',
      adminuser: 'system',
    };
    fc.assert(
      fc.property(fc.subarray(ids), fc.subarray(ids), (a, b) => {
        const closed = cascadeSelection(rules, new Set(), new Set(a));
        const next = cascadeSelection(rules, closed, new Set(b));
        for (const id of next) {
          const p = parentOf[id];
          if (p && !closed.has(id)) expect(next.has(p)).toBe(true);
        }
      }),
    );
  });
});

describe('breadcrumbs from the menu', () => {
  const menu: RoleMenu = {
    nav: [{ id: 1, controller: 'crm', action: 'index', title: 'CRM', icon: '' }],
    menuList: [
      {
        id: 10,
        parentId: 1,
        controller: 'crm',
        action: 'sales',
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
    menuUrl: ['/crm/sales/product'],
  };

  it('walks nav, menu and page, the page last and without a link', () => {
    expect(breadcrumbTrail(menu, '/crm/sales/product')).toEqual([
      { title: 'CRM', href: '#/crm/index' },
      { title: 'Sales', href: '#/crm/sales' },
      { title: 'Products' },
    ]);
  });

  it('maps a detail path to its list, which then stays a link', () => {
    const trail = breadcrumbTrail(menu, '/crm/sales/product/add', {
      '/crm/sales/product/add': '/crm/sales/product',
    });
    expect(trail.at(-1)).toEqual({ title: 'Products', href: '#/crm/sales/product' });
  });

  it('gives no trail for a path outside the menu', () => {
    expect(breadcrumbTrail(menu, '/nowhere')).toEqual([]);
  });
});
