import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserListResult } from '../../../contract/admin-user.ts';
import { call, findUndoToast, openConsole, toastsSay } from '../../../tests/support/console-session.tsx';
import { demoAdmin } from '../../../tests/support/demo-admin.ts';
import { description } from '../../../tests/support/described.ts';

// A refusal is said where the action was taken, actions the server always
// refuses are shown disabled with the reason, and a bulk delete says how much it deletes.
// One server for every client test file: names made here carry this run's tag.
// Each test drives several screens against the real server: the suites allow 60 s (see forms-shared-rules).
const tag = `rf${Date.now().toString(36)}`;

let admin: Awaited<ReturnType<typeof demoAdmin>>;
beforeAll(async () => {
  admin = await demoAdmin();
});
const addMember = (name: string, roleId?: number) => admin.addMember(name, roleId);
const addRole = (title: string) => admin.addRole(title);

const rowIn = (grid: string, name: string) =>
  within(screen.getByRole('grid', { name: grid }))
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader', { name: new RegExp(`^${name}`) })) as HTMLElement;

// An open dialog hides the rest of the page from the accessibility tree, the toasts included.
const toasts = () => within(screen.getByRole('region', { name: '通知', hidden: true }));

describe('actions the server always refuses are disabled, with the reason', () => {
  it('your own row: the status switch, Delete and the bulk-delete box', async () => {
    // The keyword finds both you (admin) and this member.
    await addMember(`${tag}_admin_peer`);
    await openConsole('#/system/adminuser?keyword=admin');
    // The first screen of a file arrives through a cold lazy import.
    await screen.findByRole('heading', { name: '管理员', level: 1 });
    await waitFor(() => expect(rowIn('管理员列表', `${tag}_admin_peer`)).toBeTruthy());
    // Another member's row offers everything.
    const peer = rowIn('管理员列表', `${tag}_admin_peer`);
    expect((within(peer).getByRole('button', { name: /^删除/ }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(peer).getByRole('switch') as HTMLInputElement).disabled).toBe(false);
    expect((within(peer).getByRole('checkbox') as HTMLInputElement).disabled).toBe(false);

    const own = rowIn('管理员列表', 'admin（我）');
    const del = within(own).getByRole('button', { name: /^删除/ }) as HTMLButtonElement;
    // Unavailable but focusable, so a keyboard reaches it and its reason.
    expect(del.getAttribute('aria-disabled')).toBe('true');
    expect(description(del)).toBe('不能删除自己');
    const sw = within(own).getByRole('switch') as HTMLInputElement;
    expect(sw.disabled).toBe(true);
    expect(description(sw)).toBe('不能禁用自己');
    const box = within(own).getByRole('checkbox') as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(description(box)).toBe('不能删除自己');
  });

  it('the owner role and a role with members, the same way on the roles page', async () => {
    const empty = `${tag} 空角色`;
    await addRole(empty);
    const { user } = await openConsole('#/system/role');
    await waitFor(() => expect(rowIn('角色列表', '所有者')).toBeTruthy());
    const owner = rowIn('角色列表', '所有者');
    const ownerDel = within(owner).getByRole('button', { name: /^删除/ }) as HTMLButtonElement;
    expect(ownerDel.getAttribute('aria-disabled')).toBe('true');
    expect(description(ownerDel)).toBe('所有者角色不能删除');

    // By keyboard: the arrow keys move along the row's controls and land on Delete, which says why it
    // is unavailable (its description, shown beside it while focused); Enter opens nothing.
    // Focus in the row's first cell, as the grid's arrow keys leave it (pressing the row opens the role).
    act(() => within(owner).getByRole('rowheader').focus());
    const visited: string[] = [];
    for (let i = 0; i < 10 && document.activeElement !== ownerDel; i++) {
      await user.keyboard('{ArrowRight}');
      visited.push(`${document.activeElement?.tagName} ${document.activeElement?.textContent}`);
    }
    expect(document.activeElement, visited.join(' | ')).toBe(ownerDel);
    expect(ownerDel.matches(':focus-within, :focus')).toBe(true);
    expect(document.getElementById(ownerDel.getAttribute('aria-describedby') ?? '')?.parentElement).toBe(
      ownerDel.parentElement,
    );
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const ownerSwitch = within(owner).getByRole('switch') as HTMLInputElement;
    expect(ownerSwitch.disabled).toBe(true);
    expect(description(ownerSwitch)).toBe('所有者角色不能禁用');
    const ownerBox = within(owner).getByRole('checkbox') as HTMLInputElement;
    expect(ownerBox.disabled).toBe(true);
    expect(description(ownerBox)).toBe('所有者角色不能删除');

    // Deleting a role is refused while members hold it: the reason names how many.
    const operators = await call<AdminUserListResult>(
      '/brand/adminuser/list.html',
      { roleId: admin.operatorRoleId, pageSize: 1 },
      admin.token,
    );
    const operator = rowIn('角色列表', '运营');
    const opDel = within(operator).getByRole('button', { name: /^删除/ }) as HTMLButtonElement;
    expect(opDel.getAttribute('aria-disabled')).toBe('true');
    expect(description(opDel)).toBe(
      `此角色下还有 ${operators.data.total} 名成员：先为他们更换角色，才能删除`,
    );

    // A role without members may go: at once, as an undo takes it back, its toast offering 撤销.
    window.location.hash = `#/system/role?keyword=${encodeURIComponent(empty)}`;
    await waitFor(() => expect(rowIn('角色列表', empty)).toBeTruthy());
    await act(async () => {
      await user.click(within(rowIn('角色列表', empty)).getByRole('button', { name: /^删除/ }));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await findUndoToast();
    // The search named only it: the list goes with its last row.
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: new RegExp(`^${empty}`) })).toBeNull(),
    );
  });
});

describe('a refusal is said where the action was taken, never "please retry"', () => {
  it('in the confirm dialog: the reason, only Close, focus on it, and no toast repeating it', async () => {
    const title = `${tag} 刚有成员`;
    const roleId = await addRole(title);
    const { user } = await openConsole(`#/system/role?keyword=${encodeURIComponent(title)}`);
    await waitFor(() => expect(rowIn('角色列表', title)).toBeTruthy());
    // Someone gives the role a member after the list was read: the server refuses the delete. Asked
    // nothing (an undo would take a delete back), the dialog opens to say why.
    await addMember(`${tag}_late`, roleId);
    await act(async () => {
      await user.click(within(rowIn('角色列表', title)).getByRole('button', { name: /^删除/ }));
    });
    const dialog = await screen.findByRole('alertdialog');
    const reason = `角色“${title}”下还有 1 名成员，请先为他们更换角色再删除`;
    expect(await within(dialog).findByText(reason)).toBeTruthy();
    expect(dialog.textContent).not.toContain('请重试');
    expect(within(dialog).queryByRole('button', { name: '确定' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '关闭' })),
    );
    expect(toasts().queryByText(reason)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('at the row: a switch the server refuses reverts and says why beside itself', async () => {
    const name = `${tag}_gone`;
    const id = await addMember(name);
    // The stream held: the delete below must not reach the list before the click does.
    const { user } = await openConsole(`#/system/adminuser?keyword=${name}`, 'admin', 'admin123', 1, {
      stream: 'held',
    });
    await waitFor(() => expect(rowIn('管理员列表', name)).toBeTruthy());
    // The member is deleted elsewhere while this list is open, the news not yet arrived.
    await admin.deleteMember(id);
    const sw = within(rowIn('管理员列表', name)).getByRole('switch') as HTMLInputElement;
    await user.click(sw);
    const reason = `管理员不存在（id ${id}）`;
    expect(await within(rowIn('管理员列表', name)).findByText(reason)).toBeTruthy();
    await waitFor(() => expect(sw.checked).toBe(true));
    expect(screen.queryByText('更新状态失败，请重试')).toBeNull();
    expect(toasts().queryByText(reason)).toBeNull();
  });
});

describe('a list page the server refuses', () => {
  it('says why with no 重试, and 回到完整列表 brings the whole list back', async () => {
    // An old address with a status the list no longer takes, on its second page, sorted: the server
    // refuses the page (a sort the list does not know never reaches it).
    const { user } = await openConsole('#/system/adminuser?status=9&page=2&sort=-createdAt');
    await screen.findByRole('heading', { name: '管理员', level: 1 });
    const failed = await screen.findByText('加载失败');
    const box = failed.closest('[role="alert"]') as HTMLElement;
    expect(within(box).getByText('参数错误：不能大于 1')).toBeTruthy();
    // Asking again could only be refused again.
    expect(within(box).queryByRole('button', { name: '重试' })).toBeNull();
    await user.click(within(box).getByRole('button', { name: '回到完整列表' }));
    // The whole list's first page (other files' members may come before admin's row, newest first).
    await waitFor(() =>
      expect(
        within(screen.getByRole('grid', { name: '管理员列表' })).getAllByRole('rowheader').length,
      ).toBeGreaterThan(0),
    );
    expect(screen.queryByText('加载失败')).toBeNull();
    // The pressed button left with the failure: focus is on the rows, not the page body.
    await waitFor(() =>
      expect(screen.getByRole('grid', { name: '管理员列表' }).contains(document.activeElement)).toBe(true),
    );
    expect(window.location.hash).toBe('#/system/adminuser');
    // Said on the page, so no toast said it again.
    expect(await toastsSay()).not.toContain('参数错误：不能大于 1');
  });
});

describe('bulk delete', () => {
  it('its button and toast give the count, and "select all" leaves out your own row', async () => {
    await addMember(`${tag}_bulk1`);
    await addMember(`${tag}_bulk2`);
    const { user } = await openConsole(`#/system/adminuser?keyword=${tag}_bulk`);
    await waitFor(() => expect(rowIn('管理员列表', `${tag}_bulk2`)).toBeTruthy());
    const grid = screen.getByRole('grid', { name: '管理员列表' });
    await user.click(within(grid).getByRole('checkbox', { name: '全选' }));
    // Members' deletes are taken back by undo: gone at once, the toast says how many and offers 撤销.
    await act(async () => {
      await user.click(screen.getByRole('button', { name: '删除所选（2）' }));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await findUndoToast('已删除 2 项');

    // With your own row on the page, "select all" takes every row but yours.
    window.location.hash = '#/system/adminuser?keyword=admin';
    await waitFor(() => expect(rowIn('管理员列表', 'admin')).toBeTruthy());
    const rows = within(screen.getByRole('grid', { name: '管理员列表' })).getAllByRole('row').length - 1;
    await user.click(
      within(screen.getByRole('grid', { name: '管理员列表' })).getByRole('checkbox', { name: '全选' }),
    );
    expect(screen.getByRole('button', { name: `删除所选（${rows - 1}）` })).toBeTruthy();
  });
});
