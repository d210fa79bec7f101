import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDetail, AdminUserListResult } from '../../../contract/admin-user.ts';
import type { LoginResult } from '../../../contract/auth.ts';
import type { RoleListResult } from '../../../contract/role.ts';
import { call, findUndoToast, openConsole, signIn } from '../../../tests/support/console-session.tsx';

// The client project shares one server across files: every name made here carries this run's tag.
const tag = `au${Date.now().toString(36)}`;

let admin: Awaited<ReturnType<typeof signIn>>;
let operatorRoleId = 0;

beforeAll(async () => {
  admin = await signIn('admin', 'admin123');
  const roles = await call<RoleListResult>('/brand/role/list.html', { pageSize: 100 }, admin.token);
  operatorRoleId = roles.data.list.find((r) => r.title === '运营')?.id ?? 0;
});

/** The console as `admin` finds it after signing in, opened at `hash` on the admin user screen. */
async function openAdminUsers(hash: string) {
  const opened = await openConsole(hash);
  await screen.findByRole('heading', { name: '管理员', level: 1 });
  return opened;
}

async function addMember(name: string, extra: Record<string, unknown> = {}) {
  const a = await call<{ id: number }>(
    '/brand/adminuser/add.html',
    {
      userName: name,
      password: 'secret-123',
      confirmPassword: 'secret-123',
      roleId: operatorRoleId,
      ...extra,
    },
    admin.token,
  );
  expect(a.code).toBe(0);
  return a.data.id;
}

async function findMember(name: string) {
  const a = await call<AdminUserListResult>('/brand/adminuser/list.html', { keyword: name }, admin.token);
  return a.data.list.find((u) => u.userName === name) ?? null;
}

const table = () => screen.getByRole('grid', { name: '管理员列表' });
const rowOf = (name: string) =>
  within(table())
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader', { name: new RegExp(`^${name}`) }));

describe('/system/adminuser against the real server', () => {
  it('lists the members, searches by name and keeps the search in the address', async () => {
    const name = `${tag}_list`;
    await addMember(name, { realName: '列表测试', mobile: '13800138000' });
    const { user } = await openAdminUsers('#/system/adminuser');
    await waitFor(() => expect(rowOf('admin')).toBeTruthy());
    // The owner badge beside the name, and the seeded role's name in Chinese in the role column.
    expect(within(rowOf('admin') as HTMLElement).getAllByText('所有者')).toHaveLength(2);
    // React Aria's own strings follow the console's language, not the browser's (en-US in jsdom).
    expect(within(table()).getByRole('checkbox', { name: '全选' })).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: '搜索' }), `${name}{Enter}`);
    await waitFor(() => expect(rowOf('admin')).toBeUndefined());
    const row = rowOf(name) as HTMLElement;
    expect(within(row).getByText('列表测试')).toBeTruthy();
    expect(within(row).getByText('运营')).toBeTruthy();
    expect(decodeURIComponent(window.location.hash)).toBe(`#/system/adminuser?keyword=${name}`);

    // The mobile number finds the same member.
    await user.clear(screen.getByRole('searchbox', { name: '搜索' }));
    await user.type(screen.getByRole('searchbox', { name: '搜索' }), '13800138000{Enter}');
    await waitFor(() => expect(rowOf(name)).toBeTruthy());

    // Nobody matches: the list says so, and one press clears the search and shows everyone again.
    await user.clear(screen.getByRole('searchbox', { name: '搜索' }));
    await user.type(screen.getByRole('searchbox', { name: '搜索' }), `${tag}_nobody{Enter}`);
    expect(await screen.findByText('没有符合条件的结果')).toBeTruthy();
    // By keyboard: the button leaves with the empty state, and focus goes to the rows, not the page body.
    const clear = screen.getByRole('button', { name: '清除筛选' });
    for (let i = 0; i < 20 && document.activeElement !== clear; i++) await user.tab();
    expect(document.activeElement).toBe(clear);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowOf(name)).toBeTruthy());
    expect((screen.getByRole('searchbox', { name: '搜索' }) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(table().contains(document.activeElement)).toBe(true));
  });

  it('adds a member through the form: checks first, then the server, then the list shows them', async () => {
    const name = `${tag}_add`;
    const { user } = await openAdminUsers('#/system/adminuser');
    await user.click(screen.getByRole('button', { name: '添加管理员' }));
    const dialog = await screen.findByRole('dialog', { name: '添加管理员' });

    // Nothing filled: the check refuses before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    // At the field and in the error summary at the form's top.
    expect(await within(dialog).findAllByText('请填写用户名')).toHaveLength(2);
    expect(within(dialog).getByRole('region', { name: '表单验证失败' })).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/^用户名/), name);
    await user.type(within(dialog).getByLabelText(/^密码/), 'secret-123');
    await user.type(within(dialog).getByLabelText(/^确认密码/), 'secret-123');
    await user.type(within(dialog).getByLabelText(/^姓名/), '新成员');
    await user.click(within(dialog).getByRole('button', { name: /角色/ }));
    await user.click(await screen.findByRole('option', { name: '运营' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加管理员' })).toBeNull());
    await waitFor(() => expect(rowOf(name)).toBeTruthy());
    const saved = await findMember(name);
    expect(saved).toMatchObject({ userName: name, realName: '新成员', roleId: operatorRoleId, status: 1 });
  });

  it('shows the server refusal of a taken user name in the form', async () => {
    const { user } = await openAdminUsers('#/system/adminuser');
    await user.click(screen.getByRole('button', { name: '添加管理员' }));
    const dialog = await screen.findByRole('dialog', { name: '添加管理员' });
    await user.type(within(dialog).getByLabelText(/^用户名/), 'admin');
    await user.type(within(dialog).getByLabelText(/^密码/), 'secret-123');
    await user.type(within(dialog).getByLabelText(/^确认密码/), 'secret-123');
    await user.click(within(dialog).getByRole('button', { name: /角色/ }));
    await user.click(await screen.findByRole('option', { name: '运营' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    // At the field it concerns, once: no banner repeats it.
    await waitFor(() => expect(within(dialog).getAllByText('用户名“admin”已被使用')).toHaveLength(1));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog', { name: '添加管理员' })).toBeTruthy();
  });

  it('edits a member: the form opens with their data and saves only what changed', async () => {
    const name = `${tag}_edit`;
    const id = await addMember(name, { realName: '旧名字' });
    const { user } = await openAdminUsers(`#/system/adminuser?keyword=${name}`);
    await waitFor(() => expect(rowOf(name)).toBeTruthy());
    await user.click(screen.getByRole('button', { name: `编辑 ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: `编辑管理员 ${name}` });
    const realName = await within(dialog).findByLabelText(/^姓名/);
    expect((realName as HTMLInputElement).value).toBe('旧名字');
    await user.clear(realName);
    await user.type(realName, '新名字');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(rowOf(name) as HTMLElement).getByText('新名字')).toBeTruthy());
    const detail = await call<AdminUserDetail>('/brand/adminuser/detail.html', { id }, admin.token);
    expect(detail.data).toMatchObject({ realName: '新名字', roleId: operatorRoleId });
  });

  it('your own status switch is not offered: it is disabled and says why', async () => {
    await openAdminUsers('#/system/adminuser?keyword=admin');
    await waitFor(() => expect(rowOf('admin')).toBeTruthy());
    const own = within(rowOf('admin') as HTMLElement).getByRole('switch', { name: 'admin 的状态' });
    expect((own as HTMLInputElement).checked).toBe(true);
    expect((own as HTMLInputElement).disabled).toBe(true);
    expect(own.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(own.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '不能禁用自己',
    );
    expect((await findMember('admin'))?.status).toBe(1);
  });

  it('the status switch disables another member for real', async () => {
    const name = `${tag}_status`;
    await addMember(name);
    const { user } = await openAdminUsers(`#/system/adminuser?keyword=${name}`);
    await waitFor(() => expect(rowOf(name)).toBeTruthy());
    const sw = within(rowOf(name) as HTMLElement).getByRole('switch', { name: `${name} 的状态` });
    await user.click(sw);
    await waitFor(async () => expect((await findMember(name))?.status).toBe(0));
    expect((sw as HTMLInputElement).checked).toBe(false);
  });

  it('resets a password and deletes a member, undoable from its toast', async () => {
    const name = `${tag}_del`;
    await addMember(name);
    const { user } = await openAdminUsers(`#/system/adminuser?keyword=${name}`);
    await waitFor(() => expect(rowOf(name)).toBeTruthy());

    await user.click(screen.getByRole('button', { name: `重置密码：${name}` }));
    const reset = await screen.findByRole('dialog', { name: `重置 ${name} 的密码` });
    await user.type(within(reset).getByLabelText(/^新密码/), 'another-456');
    await user.type(within(reset).getByLabelText(/^确认密码/), 'another-456');
    await user.click(within(reset).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const relogin = await call<LoginResult>('/auth/brandmanager/userpwd.html', {
      user: name,
      password: 'another-456',
    });
    expect(relogin.code).toBe(0);

    // No "are you sure?": a member's delete is taken back by undo, which the toast offers (issue 43).
    const del = await screen.findByRole('button', { name: `删除 ${name}` });
    await act(async () => {
      await user.click(del);
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await findUndoToast('已删除 1 项');
    // The search named only them, so the list is now empty and says nothing matches.
    expect(await screen.findByText('没有符合条件的结果')).toBeTruthy();
    expect(await findMember(name)).toBeNull();
  });
});
