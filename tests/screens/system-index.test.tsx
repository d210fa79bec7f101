import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LoginResult, SelectBrandResult } from '../../contract/auth.ts';
import type { Envelope } from '../../contract/envelope.ts';
import { App } from '../../src/app.tsx';
import { createAppActors } from '../../src/app-actors.ts';

const apiUrl = inject('apiUrl');
// The client project shares one server across files: every name made here carries this run's tag.
const tag = `ov${Date.now().toString(36)}`;

async function call<T>(path: string, body: unknown, token?: string): Promise<Envelope<T>> {
  const res = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      BrandId: '1',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

async function signIn(user: string, password: string) {
  const login = await call<LoginResult>('/auth/brandmanager/userpwd.html', { user, password });
  const token = login.data.token;
  const brand = await call<SelectBrandResult>('/auth/brand/userselectbrand.html', { brandId: 1 }, token);
  return { token, userInfo: login.data.userInfo, ...brand.data };
}

let roleId = 0;
beforeAll(async () => {
  const admin = await signIn('admin', 'admin123');
  const added = await call<{ id: number }>(
    '/brand/role/add.html',
    { title: `${tag} role`, rules: [] },
    admin.token,
  );
  expect(added.code).toBe(0);
  roleId = added.data.id;
  const changed = await call(
    '/brand/role/update.html',
    { id: roleId, description: 'overview test' },
    admin.token,
  );
  expect(changed.code).toBe(0);
});

let actors: ReturnType<typeof createAppActors> | null = null;
afterEach(() => {
  actors?.session.stop();
  actors?.toast.stop();
  actors = null;
});

describe('/system/index', () => {
  it('shows the counts and the latest changes in words, newest first', async () => {
    const session = await signIn('admin', 'admin123');
    sessionStorage.clear();
    sessionStorage.setItem('token', session.token);
    sessionStorage.setItem('userinfo', JSON.stringify(session.userInfo));
    sessionStorage.setItem('brand', JSON.stringify(session.brand));
    sessionStorage.setItem('menu', JSON.stringify(session.roleMenu));
    window.location.hash = '/system/index';
    actors = createAppActors({ baseURL: apiUrl });
    render(<App actors={actors} />);
    await screen.findByRole('heading', { name: '系统', level: 1 });

    const recent = screen.getByRole('region', { name: '最近变更' });
    const changed = await within(recent).findByText(`admin 修改了角色 ${tag} role：描述`);
    const added = within(recent).getByText(`admin 添加了角色 ${tag} role`);
    // Newest first: the change comes before the addition in the list.
    const items = within(recent).getAllByRole('listitem');
    const index = (el: HTMLElement) => items.findIndex((li) => li.contains(el));
    expect(index(changed)).toBeLessThan(index(added));
    expect(items.length).toBeLessThanOrEqual(10);

    const roles = screen.getByRole('region', { name: '角色' });
    expect(await within(roles).findByText(/^共 \d+ 个角色$/)).toBeTruthy();
  });
});
