import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RoleListResult } from '../../../contract/role.ts';
import { call, openConsole, signIn, trySignIn } from '../../../tests/support/console-session.tsx';
import { summaryLeadsTo } from '../../../tests/support/error-summary.ts';
import { setLocale } from '../../i18n/i18n.ts';

// The client project shares one server across files: this file changes only its own member's password.
const member = `ui${Date.now().toString(36)}`;
const firstPassword = 'first-secret-1';

beforeAll(async () => {
  const admin = await signIn('admin', 'admin123');
  const roles = await call<RoleListResult>('/brand/role/list.html', { pageSize: 100 }, admin?.token);
  const roleId = roles.data.list.find((r) => r.title === '运营')?.id;
  const added = await call(
    '/brand/adminuser/add.html',
    { userName: member, password: firstPassword, confirmPassword: firstPassword, roleId, realName: '王小明' },
    admin?.token,
  );
  expect(added.code).toBe(0);
});

afterEach(() => {
  setLocale('zh-CN');
});

async function openAccount(password: string) {
  const { user } = await openConsole('/manage/userinfo', member, password);
  await screen.findByRole('heading', { name: '我的账户', level: 1 });
  const form = screen.getByRole('form', { name: '修改密码' });
  return { user, form };
}

const field = (form: HTMLElement, name: string) => within(form).getByLabelText(new RegExp(`^${name}`));

describe('/manage/userinfo', () => {
  it('shows the profile from the server', async () => {
    await openAccount(firstPassword);
    const profile = screen.getByRole('region', { name: '个人资料' });
    expect(await within(profile).findByText(member)).toBeTruthy();
    // The name is the user's own to edit (userinfo.html), so it sits in a field.
    expect((within(profile).getByLabelText(/^姓名/) as HTMLInputElement).value).toBe('王小明');
    expect(within(profile).getByText('Demo Brand')).toBeTruthy();
    expect(within(profile).getByText('运营')).toBeTruthy();
  });

  it('a confirmation that differs is refused before anything is sent', async () => {
    const { user, form } = await openAccount(firstPassword);
    await user.type(field(form, '当前密码'), firstPassword);
    await user.type(field(form, '新密码'), 'second-secret-2');
    await user.type(field(form, '确认新密码'), 'second-secret-3');
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    // Said at the field and in the error summary, whose link leads to the field; no toast.
    await summaryLeadsTo(user, form, '确认新密码与新密码不一致', () => field(form, '确认新密码'));
    expect(field(form, '确认新密码').getAttribute('aria-invalid')).toBe('true');
    // Nothing reached the server: the old password still signs in.
    expect(await trySignIn(member, firstPassword)).not.toBeNull();
  });

  it('empty fields are marked required', async () => {
    const { user, form } = await openAccount(firstPassword);
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    // Each at its field and in the error summary.
    expect(await within(form).findAllByText('请填写当前密码')).toHaveLength(2);
    expect(within(form).getAllByText('请填写新密码')).toHaveLength(2);
  });

  it('a wrong current password is marked at that field and keeps what was typed', async () => {
    const { user, form } = await openAccount(firstPassword);
    await user.type(field(form, '当前密码'), 'not-my-password');
    await user.type(field(form, '新密码'), 'second-secret-2');
    await user.type(field(form, '确认新密码'), 'second-secret-2');
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    await waitFor(() => expect(field(form, '当前密码').getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getAllByText('当前密码错误').length).toBeGreaterThan(0);
    expect((field(form, '新密码') as HTMLInputElement).value).toBe('second-secret-2');
    expect(await trySignIn(member, firstPassword)).not.toBeNull();
  });

  it('a good change is saved, announced, and the form starts empty again', async () => {
    const { user, form } = await openAccount(firstPassword);
    await user.type(field(form, '当前密码'), firstPassword);
    await user.type(field(form, '新密码'), 'second-secret-2');
    await user.type(field(form, '确认新密码'), 'second-secret-2');
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('密码已修改')).toBeTruthy();
    const fresh = screen.getByRole('form', { name: '修改密码' });
    expect((field(fresh, '当前密码') as HTMLInputElement).value).toBe('');
    expect(await trySignIn(member, firstPassword)).toBeNull();
    expect(await trySignIn(member, 'second-secret-2')).not.toBeNull();
    // Passwords are never kept as a draft.
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('draft:'))).toEqual([]);
  });

  it('the language switch changes the page at once and is remembered', async () => {
    const { user } = await openAccount('second-secret-2');
    await user.click(screen.getByRole('switch', { name: '使用英文界面 (English)' }));
    expect(await screen.findByRole('heading', { name: 'My account', level: 1 })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeTruthy();
    expect(localStorage.getItem('locale')).toBe('en');
    // The seeded role's name in the header follows the language at once.
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('Operator')).toBeTruthy();
    expect(within(banner).queryByText('运营')).toBeNull();
  });
});
