import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RoleDetail, RoleListResult, RuleNode } from '../../../contract/role.ts';
import { call, callGet, openConsole, signIn } from '../../../tests/support/console-session.tsx';
import { setLocale } from '../../i18n/i18n.ts';

// One server for every client test file: names made here carry this run's tag.
const tag = `ro${Date.now().toString(36)}`;

let adminToken = '';
let tree: RuleNode[] = [];
const flat = (nodes: RuleNode[]): RuleNode[] => nodes.flatMap((n) => [n, ...flat(n.childList)]);
const ruleId = (controller: string, action: string) =>
  flat(tree).find((r) => r.controller === controller && r.action === action)?.id ?? 0;

beforeAll(async () => {
  adminToken = (await signIn('admin', 'admin123')).token;
  tree = (await call<RuleNode[]>('/brand/role/rules.html', {}, adminToken)).data;
});

// Counts are of leaf rules: the actions and screens granted on their own, not the sections above them.
const leaves = (nodes: RuleNode[]): RuleNode[] =>
  nodes.flatMap((n) => (n.childList.length ? leaves(n.childList) : [n]));

/** A row of the privilege tree by its title (its name also carries the branch's count). */
const treeRow = (priv: HTMLElement, title: string) => {
  const row = within(within(priv).getByRole('treegrid'))
    .getAllByRole('row')
    .find((r) => {
      const name = r.getAttribute('aria-label') ?? '';
      return name === title || name.startsWith(`${title}, `);
    });
  if (!row) throw new Error(`no tree row ${title}`);
  return row;
};
const boxOf = (priv: HTMLElement, title: string) =>
  within(treeRow(priv, title)).getByRole('checkbox') as HTMLInputElement;
const unfold = (priv: HTMLElement, title: string) =>
  within(treeRow(priv, title)).getByRole('button', { name: /^展开/ });

const rowOf = (title: string) =>
  within(screen.getByRole('grid', { name: '角色列表' }))
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader', { name: new RegExp(`^${title}`) }));

afterEach(() => {
  setLocale('zh-CN');
});

/** A role of this run holding `rules`, its list opened on it and its privileges dialog open with the tree read. */
async function openPrivileges(title: string, rules: number[]) {
  const add = await call<{ id: number }>('/brand/role/add.html', { title, rules }, adminToken);
  const { user } = await openConsole(`#/system/role?keyword=${encodeURIComponent(title)}`);
  await waitFor(() => expect(rowOf(title)).toBeTruthy());
  await user.click(screen.getByRole('button', { name: `权限：${title}` }));
  const priv = await screen.findByRole('dialog', { name: `${title} 的权限` });
  // The tree's rows may come a moment after the dialog and its count line (seen once in CI).
  await waitFor(() => expect(treeRow(priv, '系统')).toBeTruthy());
  return { id: add.data.id, user, priv };
}

describe('/system/role against the real server', () => {
  it('names the seeded roles in the console language; a role the manager renames keeps the name typed', async () => {
    // Second Brand's owner role is renamed here (and back): the other files read brand 1's roles.
    const { user } = await openConsole('#/system/role', 'admin', 'admin123', 2);
    await screen.findByRole('heading', { name: '角色', level: 1 });
    await waitFor(() => expect(rowOf('所有者')).toBeTruthy());
    expect(rowOf('Owner')).toBeUndefined();

    const renamed = `${tag} Shop lead`;
    await user.click(within(rowOf('所有者') as HTMLElement).getByRole('button', { name: '编辑 所有者' }));
    const form = await screen.findByRole('dialog', { name: '编辑角色 所有者' });
    // The dialog reads the role first (加载中), then shows its form.
    const title = (await within(form).findByLabelText(/^角色名称/)) as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('所有者'));
    await user.clear(title);
    await user.type(title, renamed);
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(rowOf(renamed)).toBeTruthy());
    expect(rowOf('所有者')).toBeUndefined();

    // In English the renamed role still reads exactly as typed.
    cleanup();
    setLocale('en');
    await openConsole('#/system/role', 'admin', 'admin123', 2);
    await screen.findByRole('heading', { name: 'Roles', level: 1 });
    const grid = () => within(screen.getByRole('grid', { name: 'Roles' }));
    await waitFor(() =>
      expect(grid().getByRole('rowheader', { name: new RegExp(`^${renamed}`) })).toBeTruthy(),
    );
    expect(grid().queryByRole('rowheader', { name: /^Owner/ })).toBeNull();

    const second = (await signIn('admin', 'admin123', 2)).token;
    const roles = await call<RoleListResult>('/brand/role/list.html', {}, second, 2);
    const id = roles.data.list.find((r) => r.isOwner)?.id;
    expect((await call('/brand/role/update.html', { id, title: '所有者' }, second, 2)).code).toBe(0);
  });

  it('adds a role, then sets its privileges: ticking a screen ticks its actions and its module', async () => {
    const title = `${tag} 内容编辑`;
    const { user } = await openConsole('#/system/role');
    await screen.findByRole('heading', { name: '角色', level: 1 });
    await waitFor(() => expect(rowOf('所有者')).toBeTruthy());
    // The owner role can be neither deleted nor disabled: both are shown unavailable.
    expect(
      within(rowOf('所有者') as HTMLElement)
        .getByRole('button', { name: /^删除/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');

    await user.click(screen.getByRole('button', { name: '添加角色' }));
    const form = await screen.findByRole('dialog', { name: '添加角色' });
    await user.type(within(form).getByLabelText(/^角色名称/), title);
    await user.type(within(form).getByLabelText(/^描述/), '只管内容');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    // A new role grants nothing yet: the privileges editor follows.
    const priv = await screen.findByRole('dialog', { name: `${title} 的权限` });
    // The tree's rows may come a moment after the dialog and its count line (seen once in CI).
    await waitFor(() => expect(treeRow(priv, '系统')).toBeTruthy());
    const total = leaves(tree).length;
    expect(await within(priv).findByText(`已授权 0 / ${total} 项功能`)).toBeTruthy();
    await user.click(unfold(priv, '系统'));
    await user.click(boxOf(priv, '管理员'));
    // The screen's five actions count; the screen and the module above it are ticked with them.
    expect(within(priv).getByText(`已授权 5 / ${total} 项功能`)).toBeTruthy();
    expect(treeRow(priv, '系统').getAttribute('aria-label')).toBe('系统, 已授权 5 / 12');
    expect(boxOf(priv, '系统').indeterminate).toBe(true);
    // Another module with nothing under it.
    await user.click(boxOf(priv, '账户概览'));
    expect(within(priv).getByText(`已授权 6 / ${total} 项功能`)).toBeTruthy();
    await user.click(within(priv).getByRole('button', { name: '保存权限' }));
    expect(await screen.findByText('权限已保存')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await waitFor(() => expect(rowOf(title)).toBeTruthy());
    expect(within(rowOf(title) as HTMLElement).getByText('只管内容')).toBeTruthy();
    const list = await call<{ list: { id: number; title: string }[] }>(
      '/brand/role/list.html',
      { keyword: tag },
      adminToken,
    );
    const id = list.data.list.find((r) => r.title === title)?.id ?? 0;
    const detail = await call<RoleDetail>('/brand/role/detail.html', { id }, adminToken);
    const want = [
      ruleId('account', 'dashboard'),
      ruleId('system', 'index'),
      ruleId('system', 'adminuser'),
      ...['list', 'add', 'update', 'detail', 'del'].map((a) => ruleId('brand/adminuser', a)),
    ];
    expect(detail.data.rules).toEqual([...want].sort((a, b) => a - b));
  });

  it('after adding a role from the keyboard, focus is in its privileges tree, so Space ticks a row rather than closing the editor', async () => {
    const title = `${tag} 键盘角色`;
    const { user } = await openConsole('#/system/role');
    await waitFor(() => expect(rowOf('所有者')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: '添加角色' }));
    const form = await screen.findByRole('dialog', { name: '添加角色' });
    await user.type(within(form).getByLabelText(/^角色名称/), title);
    within(form).getByRole('button', { name: '保存' }).focus();
    await user.keyboard('{Enter}');

    const priv = await screen.findByRole('dialog', { name: `${title} 的权限` });
    await waitFor(() => expect(treeRow(priv, '账户概览')).toBeTruthy());
    await waitFor(() => expect(document.activeElement).toBe(treeRow(priv, '账户概览')));
    await user.keyboard(' ');
    expect(boxOf(priv, '账户概览').checked).toBe(true);
    expect(screen.getByRole('dialog', { name: `${title} 的权限` })).toBe(priv);
  });

  it('opens the privileges of a role with its grants ticked; unticking a screen clears its actions and the module it leaves empty', async () => {
    const title = `${tag} 角色管理`;
    const granted = [
      ruleId('system', 'index'),
      ruleId('system', 'role'),
      ruleId('brand/role', 'list'),
      ruleId('brand/role', 'detail'),
    ];
    const { id, user, priv } = await openPrivileges(title, granted);
    const total = leaves(tree).length;
    expect(await within(priv).findByText(`已授权 2 / ${total} 项功能`)).toBeTruthy();
    await user.click(unfold(priv, '系统'));
    expect(boxOf(priv, '角色').indeterminate).toBe(true);
    // A partly ticked branch is ticked whole first; a second press clears it.
    await user.click(boxOf(priv, '角色'));
    expect(within(priv).getByText(`已授权 7 / ${total} 项功能`)).toBeTruthy();
    await user.click(boxOf(priv, '角色'));
    expect(within(priv).getByText(`已授权 0 / ${total} 项功能`)).toBeTruthy();
    // 系统 has no screen left ticked: it is unticked with its last one, not left as an empty menu.
    expect(boxOf(priv, '系统').checked).toBe(false);
    expect(treeRow(priv, '系统').getAttribute('aria-selected')).toBe('false');
    await user.click(within(priv).getByRole('button', { name: '保存权限' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const detail = await call<RoleDetail>('/brand/role/detail.html', { id }, adminToken);
    expect(detail.data.rules).toEqual([]);
  });

  it('the privileges of a role another member deleted: the server’s reason, with no retry that could only fail', async () => {
    const title = `${tag} 已删`;
    const add = await call<{ id: number }>('/brand/role/add.html', { title, rules: [] }, adminToken);
    // The news of the deletion is held back, so the role is still listed when its privileges are opened.
    const { user } = await openConsole(
      `#/system/role?keyword=${encodeURIComponent(title)}`,
      'admin',
      'admin123',
      1,
      {
        stream: 'held',
      },
    );
    await waitFor(() => expect(rowOf(title)).toBeTruthy());
    expect((await callGet('/brand/role/del.html', `id=${add.data.id}`, adminToken)).code).toBe(0);
    await user.click(screen.getByRole('button', { name: `权限：${title}` }));
    const priv = await screen.findByRole('dialog', { name: `${title} 的权限` });
    const alert = await within(priv).findByRole('alert');
    expect(within(alert).getByText('无法加载权限规则')).toBeTruthy();
    expect(within(alert).getByText(`角色不存在（id ${add.data.id}）`)).toBeTruthy();
    expect(within(priv).queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('Escape in the privileges tree changes no tick; closing with changes asks first, and leaving saves nothing', async () => {
    const title = `${tag} 按键`;
    const granted = [ruleId('system', 'index'), ruleId('system', 'role'), ruleId('brand/role', 'list')];
    const { id, user, priv } = await openPrivileges(title, granted);
    const total = leaves(tree).length;
    const count = (n: number) => within(priv).getByText(`已授权 ${n} / ${total} 项功能`);
    await waitFor(() => expect(count(1)).toBeTruthy());
    // A tick by keyboard (Space on the focused row), then Escape: React Aria's default for Escape in a
    // multiple selection clears it, which here unticked rights the role held.
    await user.click(unfold(priv, '系统'));
    treeRow(priv, '管理员').focus();
    await user.keyboard(' ');
    const ticked = leaves(flat(tree).filter((r) => r.controller === 'system' && r.action === 'adminuser'));
    expect(count(1 + ticked.length)).toBeTruthy();
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: '有未保存的修改' });
    expect(count(1 + ticked.length)).toBeTruthy();
    // Staying keeps the ticks and the dialog.
    await user.click(within(question).getByRole('button', { name: '留在此页' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(count(1 + ticked.length)).toBeTruthy();
    expect(boxOf(priv, '管理员').checked).toBe(true);
    // Cancel asks the same; leaving closes the dialog and the role keeps what it held.
    await user.click(within(priv).getByRole('button', { name: '取消' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '有未保存的修改' })).getByRole('button', {
        name: '仍然离开',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const detail = await call<RoleDetail>('/brand/role/detail.html', { id }, adminToken);
    expect(detail.data.rules.toSorted((a, b) => a - b)).toEqual(granted.toSorted((a, b) => a - b));
    // Unchanged ticks: Escape closes at once.
    await user.click(screen.getByRole('button', { name: `权限：${title}` }));
    const again = await screen.findByRole('dialog', { name: `${title} 的权限` });
    await waitFor(() => expect(treeRow(again, '系统')).toBeTruthy());
    treeRow(again, '系统').focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a role without the system module meets "no permission" inside the shell, and the API refuses too', async () => {
    const title = `${tag} 仅客户`;
    const crm = tree.find((n) => n.controller === 'crm');
    const rules = flat(crm ? [crm] : []).map((r) => r.id);
    const role = await call<{ id: number }>('/brand/role/add.html', { title, rules }, adminToken);
    const name = `${tag}_crm`;
    const added = await call(
      '/brand/adminuser/add.html',
      {
        userName: name,
        password: 'secret-123',
        confirmPassword: 'secret-123',
        roleId: role.data.id,
      },
      adminToken,
    );
    expect(added.code).toBe(0);

    await openConsole('#/system/adminuser', name, 'secret-123');
    expect(await screen.findByRole('heading', { name: '没有权限', level: 1 })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('#/');
    const nav = screen.getByRole('navigation', { name: '模块导航' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['首页', '客户关系']);
    const token = sessionStorage.getItem('token') ?? '';
    expect((await call('/brand/adminuser/list.html', {}, token)).code).toBe(403);

    // What the role grants opens as usual.
    window.location.hash = '#/crm/customer/list';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(await screen.findByRole('heading', { name: '客户列表', level: 1 })).toBeTruthy();
  });
});
