import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ManageBody } from '../../../contract/manage.ts';
import type { RoleListResult } from '../../../contract/role.ts';
import { call, openConsole, signIn } from '../../../tests/support/console-session.tsx';
import { summaryLeadsTo } from '../../../tests/support/error-summary.ts';
import { formatDateTime } from '../../lib/dates.ts';

// My account edits the user's own name, mobile and e-mail (userinfo.html), and
// "上次登录" is the sign-in before this one. Each test signs in (a new session) and drives the page
// against the real server: 60 s, as a loaded two-core machine can pass the default 20 s.
const member = `pf${Date.now().toString(36)}`;

beforeAll(async () => {
  const admin = await signIn('admin', 'admin123');
  const roles = await call<RoleListResult>('/brand/role/list.html', { pageSize: 100 }, admin.token);
  const roleId = roles.data.list.find((r) => r.title === '运营')?.id;
  const added = await call(
    '/brand/adminuser/add.html',
    { userName: member, password: 'secret-123', confirmPassword: 'secret-123', roleId },
    admin.token,
  );
  expect(added.code).toBe(0);
});

async function openAccount() {
  const opened = await openConsole('/manage/userinfo', member, 'secret-123');
  await screen.findByRole('heading', { name: '我的账户', level: 1 });
  const profile = screen.getByRole('region', { name: '个人资料' });
  const form = await within(profile).findByRole('form', { name: '编辑个人资料' });
  return { ...opened, profile, form };
}

const field = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

describe('/manage/userinfo: the profile', () => {
  it('"上次登录" is the sign-in before this one; the first time says so', async () => {
    // The first sign-in of this member: nothing before it.
    const { profile, token } = await openAccount();
    expect(within(profile).getByText('这是您第一次登录')).toBeTruthy();
    const body = await call<ManageBody>('/brand/manage/body.html', {}, token);
    expect(body.data.user.previousLoginAt).toBeNull();
  });

  it('shows the previous sign-in, not this one', async () => {
    // Times show to the second: a sign-in in the same second as the one before would read the same.
    await new Promise((done) => setTimeout(done, 1100));
    const { profile, token } = await openAccount();
    const body = await call<ManageBody>('/brand/manage/body.html', {}, token);
    const previous = body.data.user.previousLoginAt ?? '';
    expect(previous).not.toBe('');
    expect(previous).not.toBe(body.data.user.lastLoginAt);
    expect(within(profile).getByText(formatDateTime(previous, { seconds: true }))).toBeTruthy();
    expect(
      within(profile).queryByText(formatDateTime(body.data.user.lastLoginAt ?? '', { seconds: true })),
    ).toBeNull();
  });

  it('saves the name, mobile and e-mail; a bad mobile is refused in the browser with its label', async () => {
    const { user, form, token } = await openAccount();
    await user.type(field(form, '姓名'), '赵六');
    await user.type(field(form, '手机'), '123');
    await user.click(within(form).getByRole('button', { name: '保存资料' }));
    await summaryLeadsTo(user, form, '手机不是有效的手机号码', () => field(form, '手机'));
    const before = await call<ManageBody>('/brand/manage/body.html', {}, token);
    expect(before.data.user.realName).toBe('');

    await user.clear(field(form, '手机'));
    await user.type(field(form, '手机'), '13700001111');
    await user.type(field(form, '邮箱'), 'zhao@example.com');
    await user.click(within(form).getByRole('button', { name: '保存资料' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    const after = await call<ManageBody>('/brand/manage/body.html', {}, token);
    expect(after.data.user).toMatchObject({
      realName: '赵六',
      mobile: '13700001111',
      email: 'zhao@example.com',
    });
  });
});
