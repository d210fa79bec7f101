import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RuleNode } from '../../contract/role.ts';
import { apiUrl, call, signIn } from '../../tests/support/console-session.tsx';
import { App } from '../app.tsx';
import { createAppActors } from '../app-actors.ts';

// The client project shares one server across files: every name made here carries this run's tag.
const tag = `mr${Date.now().toString(36)}`;

let adminToken = '';
const ruleIds = new Map<string, number>();
const ids = (keys: string[]) => keys.map((k) => ruleIds.get(k) ?? Number.NaN);

beforeAll(async () => {
  adminToken = (await signIn('admin', 'admin123')).token;
  const tree = await call<RuleNode[]>('/brand/role/rules.html', {}, adminToken);
  const walk = (nodes: RuleNode[]) => {
    for (const n of nodes) {
      ruleIds.set(`${n.controller}/${n.action}`, n.id);
      walk(n.childList);
    }
  };
  walk(tree.data);
});

let actors: ReturnType<typeof createAppActors> | null = null;
afterEach(() => {
  cleanup();
  actors?.session.stop();
  actors?.toast.stop();
  actors = null;
});

const crm = ['crm/index', 'crm/config/', 'crm/config/tag'];
const system = ['system/index', 'system/adminuser', 'brand/adminuser/list'];

async function member(name: string) {
  const role = await call<{ id: number }>(
    '/brand/role/add.html',
    { title: `${tag} ${name}`, rules: ids(crm) },
    adminToken,
  );
  expect(role.code, role.message).toBe(0);
  const userName = `${tag}_${name}`;
  const added = await call(
    '/brand/adminuser/add.html',
    { userName, password: 'secret-123', confirmPassword: 'secret-123', roleId: role.data.id },
    adminToken,
  );
  expect(added.code, added.message).toBe(0);
  return { roleId: role.data.id, userName };
}

/** The tab as it was left: storage holding the menu read at sign-in, whatever changed since. */
function reopen(session: Awaited<ReturnType<typeof signIn>>, hash: string) {
  sessionStorage.clear();
  sessionStorage.setItem('token', session.token);
  sessionStorage.setItem('userinfo', JSON.stringify(session.userInfo));
  sessionStorage.setItem('brand', JSON.stringify(session.brand));
  sessionStorage.setItem('menu', JSON.stringify(session.roleMenu));
  window.location.hash = hash;
  actors = createAppActors({ baseURL: apiUrl });
  render(<App actors={actors} />);
}

const nav = () => screen.findByRole('navigation', { name: '模块导航' });

describe('the menu is read again', () => {
  it('on a reload: rights granted since the sign-in are in the nav at once, and said', async () => {
    const { roleId, userName } = await member('reload');
    const session = await signIn(userName, 'secret-123');
    expect(session.roleMenu.nav.map((n) => n.title)).toEqual(['客户关系']);
    const granted = await call(
      '/brand/role/priv.html',
      { id: roleId, rules: ids([...crm, ...system]) },
      adminToken,
    );
    expect(granted.code, granted.message).toBe(0);
    reopen(session, '#/system/adminuser');
    expect(await within(await nav()).findByRole('link', { name: '系统' })).toBeTruthy();
    expect(await screen.findByText(/^你的权限已更新：新增 系统/)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '管理员', level: 1 })).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('menu') ?? '{}').menuUrl).toContain('/system/adminuser');
  });

  it('on 刷新缓存 in the user menu and on /manage/cache, which says what it holds and when it was read', async () => {
    const { userName } = await member('cache');
    const session = await signIn(userName, 'secret-123');
    reopen(session, '#/manage/cache');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: '缓存', level: 1 })).toBeTruthy();
    // No child menu on this page.
    expect(screen.queryByRole('navigation', { name: '栏目菜单' })).toBeNull();
    const facts = screen.getByRole('region', { name: '缓存内容' });
    expect(within(facts).getByText('1 个（客户关系）')).toBeTruthy();
    expect(within(facts).getByText(`${tag} cache`)).toBeTruthy();
    await waitFor(() => expect(within(facts).queryByText('本次打开后尚未从服务器读取')).toBeNull());

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /用户菜单/ }));
    await user.click(await screen.findByRole('menuitem', { name: '刷新缓存' }));
    expect(await screen.findByText('缓存已刷新，菜单没有变化')).toBeTruthy();

    // The page's own button does the same; the overlay that covered the wait is gone after it.
    await user.click(screen.getByRole('button', { name: '刷新缓存' }));
    await waitFor(() => expect(screen.queryByText('正在刷新缓存')).toBeNull());
    expect(screen.getByText('缓存已刷新，菜单没有变化')).toBeTruthy();
  });
});
