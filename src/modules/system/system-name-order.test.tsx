import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AddResult } from '../../../contract/envelope.ts';
import { call, openConsole, signIn } from '../../../tests/support/console-session.tsx';

// Name order as a user sees it: sorting the member list by name gives pinyin order.
const tag = `py${Date.now().toString(36)}`;
let roleId = 0;

beforeAll(async () => {
  const admin = await signIn('admin', 'admin123');
  const role = await call<AddResult>('/brand/role/add.html', { title: `拼音 ${tag}` }, admin.token);
  roleId = role.data.id;
  for (const [i, realName] of ['周杰', '孙丽', '何平', '吴婷', '刘洋'].entries()) {
    const added = await call(
      '/brand/adminuser/add.html',
      { userName: `${tag}_${i}`, password: 'secret-123', confirmPassword: 'secret-123', realName, roleId },
      admin.token,
    );
    expect(added.code).toBe(0);
  }
});

describe('/system/adminuser sorted by name', () => {
  it('shows 何 刘 孙 吴 周, and the reverse order on a second click', async () => {
    const { user } = await openConsole(`#/system/adminuser?roleId=${roleId}`);
    const table = () => screen.getByRole('grid', { name: '管理员列表' });
    await screen.findByRole('grid', { name: '管理员列表' });
    const names = () =>
      within(table())
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('gridcell')
            .map((c) => c.textContent ?? ''),
        )
        .map((cells) => cells.find((c) => /^[\u4e00-\u9fff]{2}$/.test(c)) ?? '');
    await waitFor(() => expect(names()).toHaveLength(5));
    await user.click(within(table()).getByRole('columnheader', { name: /姓名/ }));
    await waitFor(() => expect(names()).toEqual(['何平', '刘洋', '孙丽', '吴婷', '周杰']));
    expect(decodeURIComponent(window.location.hash)).toContain('sort=realName');
    await user.click(within(table()).getByRole('columnheader', { name: /姓名/ }));
    await waitFor(() => expect(names()).toEqual(['周杰', '吴婷', '孙丽', '刘洋', '何平']));
  });
});
