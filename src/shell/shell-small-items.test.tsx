import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, openConsole } from '../../tests/support/console-session.tsx';
import { demoAdmin } from '../../tests/support/demo-admin.ts';
import { setLocale } from '../i18n/i18n.ts';

// The smaller items of the shell and the System overview. Several screens per
// test against the real server: 60 s, as a loaded two-core machine can pass the default 20 s.
const tag = `sm${Date.now().toString(36)}`;

// The overview's latest changes are read in a brand of this file's own: the other files' changes in
// Demo Brand would push this file's out of the card.
const quiet = inject('quietBrands')['shell-small-items'];
let owner: Awaited<ReturnType<typeof demoAdmin>>;
let roleId = 0;
beforeAll(async () => {
  owner = await demoAdmin(quiet);
  roleId = await owner.addRole(`${tag} role`);
});

afterEach(() => {
  setLocale('zh-CN');
  localStorage.removeItem('shell.childMenuCollapsed');
});

describe('the shell and the System overview', () => {
  it('a folded child menu stays folded after a reload', async () => {
    const { user } = await openConsole('#/system/adminuser');
    await screen.findByRole('heading', { name: '管理员', level: 1 });
    const menu = screen.getByRole('navigation', { name: '栏目菜单' });
    await user.click(within(menu).getByRole('button', { name: '收起栏目菜单' }));
    expect(within(menu).queryByRole('link', { name: '角色' })).toBeNull();

    // A reload: the app starts again from storage.
    cleanup();
    await openConsole('#/system/adminuser');
    await screen.findByRole('heading', { name: '管理员', level: 1 });
    const again = screen.getByRole('navigation', { name: '栏目菜单' });
    const toggle = within(again).getByRole('button', { name: '展开栏目菜单' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('the cards link in plain words, and a change to a member deleted since still names them', async () => {
    const name = `${tag}_left`;
    const id = await owner.addMember(name, roleId);
    await call('/brand/adminuser/update.html', { id, realName: '离职' }, owner.token, quiet.id);
    await owner.deleteMember(id);

    await openConsole('/system/index', quiet.user, quiet.password, quiet.id);
    await screen.findByRole('heading', { name: '系统', level: 1 });
    expect(screen.getByRole('link', { name: '查看管理员列表' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看角色列表' })).toBeTruthy();
    const recent = screen.getByRole('region', { name: '最近变更' });
    expect(await within(recent).findByText(`${quiet.user} 修改了管理员 ${name}：姓名`)).toBeTruthy();
    expect(within(recent).queryByText(/#\d+/)).toBeNull();
  });

  it('English says "Select all" and "Sign out", one style', async () => {
    setLocale('en');
    const { user } = await openConsole('#/system/adminuser');
    await screen.findByRole('heading', { name: 'Admin users', level: 1 });
    // The grid replaces the first page's placeholder rows once the page has come.
    const grid = await screen.findByRole('grid', { name: 'Admin users' });
    await waitFor(() => expect(within(grid).getByRole('checkbox', { name: 'Select all' })).toBeTruthy());
    await user.click(screen.getByRole('button', { name: /^User menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
  });
});
