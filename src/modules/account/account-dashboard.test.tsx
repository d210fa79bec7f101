import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountOverview } from '../../../contract/account.ts';
import type { RoleListResult } from '../../../contract/role.ts';
import { call, openConsole, signIn } from '../../../tests/support/console-session.tsx';

// The account dashboard against the real server. The sign-out of other sessions is tried on
// a member of this file's own (the admin's sessions belong to every other test file on this server).
const member = `ad${Date.now().toString(36)}`;

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

async function openDashboard(user = 'admin', password = 'admin123') {
  const opened = await openConsole('/account/dashboard', user, password);
  await screen.findByRole('heading', { name: '账户概览', level: 1 });
  return opened;
}

describe('/account/dashboard', () => {
  it('shows each brand with its role and the figures the role may read, as the server counts them', async () => {
    const { token } = await openDashboard();
    const overview = await call<AccountOverview>('/brand/manage/overview.html', {}, token);
    const figure = (brandId: number, id: string) =>
      overview.data.brands.find((b) => b.brandId === brandId)?.figures.find((f) => f.id === id)?.value;
    for (const [brand, brandId] of [
      ['Demo Brand', 1],
      ['Second Brand', 2],
    ] as const) {
      const list = await screen.findByRole('list', { name: `${brand} 的数据` });
      expect(
        within(list).getByRole('button', { name: `管理员 ${figure(brandId, 'members')} 名` }),
      ).toBeTruthy();
      expect(within(list).getByRole('button', { name: /^本月发出短信 \d+ 条$/ })).toBeTruthy();
      expect(within(list).getByRole('button', { name: /^本月发出邮件 \d+ 封$/ })).toBeTruthy();
    }
    // The card that chooses the brand says the role, and which brand is the current one.
    expect(screen.getByRole('button', { name: /Demo Brand.*角色：所有者.*当前品牌/ })).toBeTruthy();
  });

  it('a figure opens its screen in its brand', async () => {
    const { user } = await openDashboard();
    const list = await screen.findByRole('list', { name: 'Second Brand 的数据' });
    await user.click(within(list).getByRole('button', { name: /^管理员 \d+ 名$/ }));
    await waitFor(() => expect(window.location.hash).toBe('#/system/adminuser'));
    expect(JSON.parse(sessionStorage.getItem('brand') ?? '{}').brandTitle).toBe('Second Brand');
  });

  it('leaves out the figures of screens the role may not open', async () => {
    await openDashboard(member, 'secret-123');
    await screen.findByRole('button', { name: /Demo Brand.*角色：运营/ });
    await waitFor(() => expect(screen.queryByText('正在读取数据…')).toBeNull());
    // The Operator role opens the customer screens only: their figures, and no members or sends. The
    // customers are the list's, the pool its own figure, and the follow-ups theirs.
    const figures = screen.getByRole('list', { name: 'Demo Brand 的数据' });
    expect(
      within(figures)
        .getAllByRole('button')
        .map((b) => b.textContent?.replace(/[\d,]+/, 'N')),
    ).toEqual(['客户 N 位（不含公海）', '公海客户 N 位', '你今天待跟进 N 位（含逾期）']);
  });

  it('lists the recent sign-ins and the signed-in devices, and signs out every other device', async () => {
    // Another device of the same member: a sign-in of its own.
    const elsewhere = await signIn(member, 'secret-123');
    const { user, token } = await openDashboard(member, 'secret-123');
    const signIns = screen.getByRole('region', { name: '最近登录' });
    const table = await within(signIns).findByRole('grid', { name: '最近登录' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThanOrEqual(3);
    expect(within(table).getByText('本次登录')).toBeTruthy();
    const devices = screen.getByRole('region', { name: '登录中的设备' });
    await within(devices).findByText('当前设备');
    expect(within(devices).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);

    await user.click(within(devices).getByRole('button', { name: '退出其他设备' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toMatch(/其他 \d+ 个设备上的登录将立即失效/);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(devices).getAllByRole('listitem')).toHaveLength(1));
    expect(await screen.findByText(/已退出其他 \d+ 个会话/)).toBeTruthy();
    // The other device is signed out; this one is not.
    expect((await call('/brand/manage/session_list.html', {}, elsewhere.token)).code).toBe(401);
    expect((await call('/brand/manage/session_list.html', {}, token)).code).toBe(0);
    // Nothing else to sign out: the button says why it does nothing.
    expect(within(devices).getByRole('button', { name: '退出其他设备' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });
});
