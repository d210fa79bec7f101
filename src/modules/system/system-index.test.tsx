import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, openConsole, signIn } from '../../../tests/support/console-session.tsx';

// The client project shares one server across files: every name made here carries this run's tag.
const tag = `ov${Date.now().toString(36)}`;
// The latest changes are read in a brand of this file's own: the other files' changes in Demo Brand
// would push this file's out of the card.
const quiet = inject('quietBrands')['system-index'];
const owner = quiet.user;

let roleId = 0;
beforeAll(async () => {
  const admin = await signIn(quiet.user, quiet.password, quiet.id);
  const added = await call<{ id: number }>(
    '/brand/role/add.html',
    { title: `${tag} role`, rules: [] },
    admin.token,
    quiet.id,
  );
  expect(added.code).toBe(0);
  roleId = added.data.id;
  const changed = await call(
    '/brand/role/update.html',
    { id: roleId, description: 'overview test' },
    admin.token,
    quiet.id,
  );
  expect(changed.code).toBe(0);
});

describe('/system/index', () => {
  it('shows the counts and the latest changes in words, newest first', async () => {
    await openConsole('/system/index', quiet.user, quiet.password, quiet.id);
    await screen.findByRole('heading', { name: '系统', level: 1 });

    const recent = screen.getByRole('region', { name: '最近变更' });
    const changed = await within(recent).findByText(`${owner} 修改了角色 ${tag} role：描述`);
    const added = within(recent).getByText(`${owner} 添加了角色 ${tag} role`);
    // Newest first: the change comes before the addition in the list.
    const items = within(recent).getAllByRole('listitem');
    const index = (el: HTMLElement) => items.findIndex((li) => li.contains(el));
    expect(index(changed)).toBeLessThan(index(added));
    expect(items.length).toBeLessThanOrEqual(10);

    const roles = screen.getByRole('region', { name: '角色' });
    expect(await within(roles).findByText(/^共 \d+ 个角色$/)).toBeTruthy();
  });

  it('says a customer moved to the pool and back in words, each with its own 撤销', async () => {
    const admin = await signIn(quiet.user, quiet.password, quiet.id);
    const name = `${tag}客户`;
    const added = await call<{ id: number }>(
      '/crm/customer/add.html',
      { name, mobile: '13912345678' },
      admin.token,
      quiet.id,
    );
    expect(added.code).toBe(0);
    expect(
      (await call('/crm/customer/release.html', { ids: [added.data.id] }, admin.token, quiet.id)).code,
    ).toBe(0);
    expect(
      (await call('/crm/customer/claim.html', { ids: [added.data.id] }, admin.token, quiet.id)).code,
    ).toBe(0);
    await openConsole('/system/index', quiet.user, quiet.password, quiet.id);
    const recent = await screen.findByRole('region', { name: '最近变更' });
    // The server's action codes (release, claim) are never shown as they are.
    const claimed = await within(recent).findByText(`${owner} 领取了客户 ${name}`);
    const released = within(recent).getByText(`${owner} 将客户 ${name} 放入公海`);
    expect(within(recent).getByText(`${owner} 添加了客户 ${name}`)).toBeTruthy();
    const rowOf = (el: HTMLElement) => el.closest('li') as HTMLElement;
    expect(within(rowOf(claimed)).getByRole('button', { name: /^撤销/ })).toBeTruthy();
    expect(within(rowOf(released)).getByRole('button', { name: /^撤销/ })).toBeTruthy();
    expect(within(recent).queryByText(/release|claim/)).toBeNull();
  });
});
