import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, findUndoToast, openConsole, signIn } from '../../tests/support/console-session.tsx';

// In the kit: focus never falls to the page body after an action on a list
// or a form, and a list searches as you type and says how many it found. The client project shares
// one server across files: this file works in Second Brand (brand 2), so the members it makes do not
// push Demo Brand's seeded rows off other files' first page, and every name carries this run's tag.
const tag = `kf${Date.now().toString(36)}`;
const brandId = 2;
let admin: Awaited<ReturnType<typeof signIn>>;
let roleId = 0;

async function addMember(userName: string, password = 'secret-123') {
  const added = await call<{ id: number }>(
    '/brand/adminuser/add.html',
    { userName, password, confirmPassword: password, roleId },
    admin.token,
    brandId,
  );
  expect(added.code).toBe(0);
}

const open = (hash: string, user = 'admin', password = 'admin123') =>
  openConsole(hash, user, password, brandId);

beforeAll(async () => {
  admin = await signIn('admin', 'admin123', brandId);
  const role = await call<{ id: number }>(
    '/brand/role/add.html',
    { title: `${tag} role` },
    admin.token,
    brandId,
  );
  expect(role.code).toBe(0);
  roleId = role.data.id;
  // 25 members: three pages of ten.
  for (let i = 1; i <= 25; i += 1) await addMember(`${tag}_${String(i).padStart(2, '0')}`);
});

const grid = () => screen.getByRole('grid', { name: '管理员列表' });
const bodyRows = () => within(grid()).getAllByRole('row').slice(1);
const pageText = (page: number, pages: number) => screen.findByText(`第 ${page} / ${pages} 页`);
const statusText = () =>
  screen
    .getAllByRole('status')
    .map((s) => s.textContent ?? '')
    .join('|');

function focused(): Element | null {
  return document.activeElement;
}

describe('focus stays with the user on a list page', () => {
  it('next and previous page keep focus on the pager, also on the first and last page', async () => {
    const { user } = await open(`#/system/adminuser?keyword=${tag}&pageSize=10`);
    await pageText(1, 3);
    const next = screen.getByRole('button', { name: '下一页' });
    const prev = screen.getByRole('button', { name: '上一页' });

    await user.click(next);
    // While the page loads the button stays enabled and focused (a disabled one drops focus).
    expect(focused()).toBe(next);
    expect((next as HTMLButtonElement).disabled).toBe(false);
    await pageText(2, 3);
    expect(focused()).toBe(next);

    // The last page: "next" can go no further, so focus passes to "previous".
    await user.click(next);
    await pageText(3, 3);
    await waitFor(() => expect(focused()).toBe(prev));
    expect((next as HTMLButtonElement).disabled).toBe(true);

    await user.click(prev);
    await pageText(2, 3);
    expect(focused()).toBe(prev);
    await user.click(prev);
    await pageText(1, 3);
    await waitFor(() => expect(focused()).toBe(next));
  });

  it('a page-size change keeps focus on the page-size control', async () => {
    const { user } = await open(`#/system/adminuser?keyword=${tag}&pageSize=10`);
    await pageText(1, 3);
    const size = within(screen.getByRole('navigation', { name: '分页' })).getByRole('button', {
      name: /每页条数/,
    });
    await user.click(size);
    await user.click(await screen.findByRole('option', { name: '50 条/页' }));
    expect((size as HTMLButtonElement).disabled).toBe(false);
    await pageText(1, 1);
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(focused()).toBe(size);
  });

  it('after a bulk delete focus moves to the table, where the result shows', async () => {
    const doomed = [`${tag}_bulk_a`, `${tag}_bulk_b`, `${tag}_bulk_c`];
    for (const name of doomed) await addMember(name);
    const { user } = await open(`#/system/adminuser?keyword=${tag}_bulk`);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    for (const row of bodyRows().slice(0, 2)) await user.click(within(row).getByRole('checkbox'));
    // Members' deletes are taken back by undo: no "are you sure?", the toast offers 撤销 (issue 43).
    await act(async () => {
      await user.click(screen.getByRole('button', { name: '删除所选（2）' }));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await findUndoToast('已删除 2 项');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    // Not the page body, and not the "delete selected" button, disabled now that nothing is selected.
    await waitFor(() => expect(grid().contains(focused())).toBe(true));
  });

  it('after a row delete focus stays in the table, not on the vanished button', async () => {
    const names = [`${tag}_row_a`, `${tag}_row_b`];
    for (const name of names) await addMember(name);
    const { user } = await open(`#/system/adminuser?keyword=${tag}_row`);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await act(async () => {
      await user.click(screen.getByRole('button', { name: `删除 ${names[0]}` }));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await findUndoToast('已删除 1 项');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await waitFor(() => expect(grid().contains(focused())).toBe(true));
  });
});

describe('search as you type', () => {
  it('searches once typing pauses, without Enter, and says how many it found', async () => {
    const { user } = await open('#/system/adminuser');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const search = screen.getByRole('searchbox', { name: '搜索' });
    await user.type(search, `${tag}_0`);
    // Typing is slow on a loaded machine, so a search may run mid-word: wait for the last one.
    await waitFor(() => expect(bodyRows()).toHaveLength(9));
    expect(decodeURIComponent(window.location.hash)).toBe(`#/system/adminuser?keyword=${tag}_0`);
    await waitFor(() => expect(statusText()).toContain('找到 9 条'));
    expect(focused()).toBe(search);

    // One more character narrows it again; the count follows.
    await user.type(search, '7');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await waitFor(() => expect(statusText()).toContain('找到 1 条'));

    // One clear button (the kit's); clearing shows everyone again and says nothing about a search.
    expect(screen.getAllByRole('button', { name: '清除搜索' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '清除搜索' }));
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(9));
    expect(statusText()).not.toContain('找到');
  });
});

describe('focus after a saved password change', () => {
  it('moves to the message that says it was changed', async () => {
    const member = `${tag}_pw`;
    await addMember(member, 'first-secret-1');
    const { user } = await open('/manage/userinfo', member, 'first-secret-1');
    const form = await screen.findByRole('form', { name: '修改密码' });
    const field = (name: string) => within(form).getByLabelText(new RegExp(`^${name}`));
    await user.type(field('当前密码'), 'first-secret-1');
    await user.type(field('新密码'), 'second-secret-2');
    await user.type(field('确认新密码'), 'second-secret-2{Enter}');
    await waitFor(() => expect(focused()?.textContent).toBe('密码已修改'));
    const fresh = screen.getByRole('form', { name: '修改密码' });
    expect((within(fresh).getByLabelText(/^当前密码/) as HTMLInputElement).value).toBe('');
  });
});
