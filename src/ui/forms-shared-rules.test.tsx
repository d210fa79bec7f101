import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserListResult } from '../../contract/admin-user.ts';
import { apiUrl, call, openConsole } from '../../tests/support/console-session.tsx';
import { demoAdmin } from '../../tests/support/demo-admin.ts';
import { summaryLeadsTo } from '../../tests/support/error-summary.ts';
import { App } from '../app.tsx';
import { createAppActors } from '../app-actors.ts';
import { setLocale } from '../i18n/i18n.ts';

// Forms: the browser checks the server's own rules and names fields by
// their labels, required fields are marked, choices say "请选择", a failed submit focuses the first
// field to fix, a server refusal is toasted with its reason and marked at its field, and a dialog with
// unsaved changes asks before Escape or Cancel drops them. Each test drives several screens against the
// real server: the suites allow 60 s, as a loaded two-core machine can pass the default 20 s.
const tag = `fr${Date.now().toString(36)}`;

let admin: Awaited<ReturnType<typeof demoAdmin>>;
beforeAll(async () => {
  admin = await demoAdmin();
});

afterEach(() => setLocale('zh-CN'));

async function memberCount(keyword: string) {
  return (await call<AdminUserListResult>('/brand/adminuser/list.html', { keyword }, admin.token)).data.total;
}

async function openAddMember() {
  const opened = await openConsole('#/system/adminuser');
  await screen.findByRole('heading', { name: '管理员', level: 1 });
  await opened.user.click(screen.getByRole('button', { name: '添加管理员' }));
  const dialog = await screen.findByRole('dialog', { name: '添加管理员' });
  return { ...opened, dialog };
}

const field = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const toasts = () => within(screen.getByRole('region', { name: '通知', hidden: true }));

describe('the add-member form checks the server rules in the browser', () => {
  it('lengths and formats, labelled; required marks; "请选择" for the role; focus on the first to fix', async () => {
    const { user, dialog } = await openAddMember();
    // Required fields carry the mark; optional ones do not.
    const required = (label: string) =>
      within(dialog)
        .getAllByText(label)
        // A select's label is a span (its control is a button), a text field's a label.
        .find((el) => el.matches('label, span[id]'))
        ?.getAttribute('data-required');
    expect(['用户名', '密码', '确认密码', '角色'].map(required)).toEqual(['true', 'true', 'true', 'true']);
    expect(['姓名', '手机', '邮箱'].map(required)).toEqual([null, null, null]);
    // A choice says so, in the console's words.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /角色/ }).textContent).toContain('请选择…'),
    );

    await user.type(field(dialog, '用户名'), `${tag}-x`);
    await user.type(field(dialog, '密码'), 'short');
    await user.type(field(dialog, '确认密码'), 'short');
    await user.type(field(dialog, '手机'), '12345');
    await user.type(field(dialog, '邮箱'), 'a@b');
    await user.click(field(dialog, '姓名'));
    await user.paste('名'.repeat(33));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    expect((await within(dialog).findAllByText('用户名只能包含字母、数字或下划线')).length).toBe(2);
    for (const message of [
      '密码至少需要 8 个字符',
      '请选择角色',
      '姓名最多 32 个字符',
      '手机不是有效的手机号码',
      '邮箱不是有效的电子邮箱',
    ])
      expect(within(dialog).getAllByText(message)).toHaveLength(2);
    await summaryLeadsTo(user, dialog, '用户名只能包含字母、数字或下划线', () => field(dialog, '用户名'));
    // The role's link takes focus to the select's button.
    const summary = within(dialog).getByRole('region', { name: '表单验证失败' });
    await user.click(within(summary).getByRole('link', { name: '请选择角色' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: /角色/ })),
    );
    // Nothing reached the server.
    expect(await memberCount(`${tag}-x`)).toBe(0);

    // Fixing the name leaves the next field to fix first.
    await user.clear(field(dialog, '用户名'));
    await user.type(field(dialog, '用户名'), 'ab');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await summaryLeadsTo(user, dialog, '用户名至少需要 3 个字符', () => field(dialog, '用户名'));
  });

  it('a taken name: the server reason is said at the field only, which takes focus', async () => {
    const { user, dialog } = await openAddMember();
    await user.type(field(dialog, '用户名'), 'Admin');
    await user.type(field(dialog, '密码'), 'secret-123');
    await user.type(field(dialog, '确认密码'), 'secret-123');
    await user.click(within(dialog).getByRole('button', { name: /角色/ }));
    await user.click(await screen.findByRole('option', { name: '运营' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const reason = '用户名“Admin”已被使用';
    const name = field(dialog, '用户名');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(reason)).toBeTruthy();
    expect(toasts().queryByText(reason)).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('a taken role title, the same way', async () => {
    const { user } = await openConsole('#/system/role');
    await screen.findByRole('heading', { name: '角色', level: 1 });
    await user.click(screen.getByRole('button', { name: '添加角色' }));
    const dialog = await screen.findByRole('dialog', { name: '添加角色' });
    await user.type(field(dialog, '角色名称'), 'operator');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const reason = '角色名称“operator”已存在';
    const title = field(dialog, '角色名称');
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(reason)).toBeTruthy();
    expect(toasts().queryByText(reason)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(title));
  });
});

describe('a dialog with unsaved changes asks before it closes', () => {
  it('Escape and Cancel ask; "stay" keeps what was typed; a clean form just closes', async () => {
    const name = `${tag}_esc`;
    const id = await admin.addMember(name);
    const { user } = await openConsole(`#/system/adminuser?keyword=${name}`);
    await user.click(await screen.findByRole('button', { name: `编辑 ${name}` }));
    let dialog = await screen.findByRole('dialog', { name: `编辑管理员 ${name}` });
    // The add and edit dialogs have Cancel, like the privileges dialog.
    expect(await within(dialog).findByRole('button', { name: '取消' })).toBeTruthy();

    // Clean: Escape closes at once.
    await waitFor(() => expect(field(dialog, '姓名')).toBeTruthy());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: `编辑 ${name}` }));
    dialog = await screen.findByRole('dialog', { name: `编辑管理员 ${name}` });
    await user.type(await within(dialog).findByLabelText(/^姓名/), '未保存');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: '有未保存的修改' });
    await user.click(within(ask).getByRole('button', { name: '留在此页' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(field(screen.getByRole('dialog', { name: `编辑管理员 ${name}` }), '姓名').value).toBe('未保存');

    // Cancel asks the same; leaving drops the change, nothing is saved.
    await user.click(
      within(screen.getByRole('dialog', { name: `编辑管理员 ${name}` })).getByRole('button', {
        name: '取消',
      }),
    );
    const again = await screen.findByRole('alertdialog', { name: '有未保存的修改' });
    await user.click(within(again).getByRole('button', { name: '仍然离开' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const detail = await call<{ realName: string }>('/brand/adminuser/detail.html', { id }, admin.token);
    expect(detail.data.realName).toBe('');
  });
});

describe('the login screen', () => {
  let actors: ReturnType<typeof createAppActors> | null = null;
  afterEach(() => {
    actors?.session.stop();
    actors?.toast.stop();
    actors = null;
  });

  async function openLogin() {
    sessionStorage.clear();
    window.location.hash = '#/login';
    actors = createAppActors({ baseURL: apiUrl });
    const user = userEvent.setup();
    render(<App actors={actors} />);
    const heading = await screen.findByRole('heading', { name: /^(登录|Sign in)$/ });
    return { user, heading };
  }

  it('starts on the user name, and a failed check focuses the first empty field', async () => {
    const { user } = await openLogin();
    const name = screen.getByRole('textbox', { name: /^用户名/ });
    await waitFor(() => expect(document.activeElement).toBe(name));
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    await user.type(name, 'admin');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^密码/)));
  });

  it('says "Sign in" in English, never "Log in"', async () => {
    setLocale('en');
    await openLogin();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/log in/i);
  });
});
