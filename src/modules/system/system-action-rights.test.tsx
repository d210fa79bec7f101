import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RuleNode } from '../../../contract/role.ts';
import { call, openConsole, signIn } from '../../../tests/support/console-session.tsx';

// The client project shares one server across files: every name made here carries this run's tag.
const tag = `ar${Date.now().toString(36)}`;

let adminToken = '';
const ruleIds = new Map<string, number>();

/** A role holding exactly these rules (`controller/action`) and one member of it; answers the user name. */
async function memberWith(name: string, keys: string[]) {
  const rules = keys.map((k) => {
    const id = ruleIds.get(k);
    if (id === undefined) throw new Error(`no rule ${k}`);
    return id;
  });
  const role = await call<{ id: number }>(
    '/brand/role/add.html',
    { title: `${tag} ${name}`, rules },
    adminToken,
  );
  expect(role.code, role.message).toBe(0);
  const userName = `${tag}_${name}`;
  const member = await call(
    '/brand/adminuser/add.html',
    { userName, password: 'secret-123', confirmPassword: 'secret-123', roleId: role.data.id },
    adminToken,
  );
  expect(member.code, member.message).toBe(0);
  return userName;
}

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

async function openAs(userName: string, hash: string, heading: string) {
  await openConsole(hash, userName, 'secret-123');
  await screen.findByRole('heading', { name: heading, level: 1 });
}

const screenRules = ['system/index', 'system/adminuser', 'system/role'];

describe('buttons follow the role', () => {
  it('a role that may only list admin users sees the list without add, edit, reset, delete or a status switch', async () => {
    const name = await memberWith('viewer', [...screenRules, 'brand/adminuser/list']);
    await openAs(name, '/system/adminuser', '管理员');
    const table = await screen.findByRole('grid', { name: '管理员列表' });
    // The member's own row: the list reads newest first, so it is on the first page however many
    // members other files add (the seeded operator may not be). No switch, no buttons.
    const row = await waitFor(() => {
      const found = within(table)
        .getAllByRole('row')
        .find((r) => r.textContent?.includes(name));
      if (!found) throw new Error(`no row of ${name}`);
      return found;
    });
    expect(within(row).getByText('启用')).toBeTruthy();
    expect(within(row).queryByRole('switch')).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: '添加管理员' })).toBeNull();
    expect(screen.queryByRole('button', { name: /删除所选/ })).toBeNull();
  });

  it('a role that may list and delete sees delete and selection, still no add or edit', async () => {
    const name = await memberWith('remover', [...screenRules, 'brand/adminuser/list', 'brand/adminuser/del']);
    await openAs(name, '/system/adminuser', '管理员');
    const table = await screen.findByRole('grid', { name: '管理员列表' });
    // Any member's row on the first page (other files add members, so operator may be on a later one).
    expect((await within(table).findAllByRole('button', { name: /^删除 / })).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /删除所选/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '添加管理员' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^编辑/ })).toBeNull();
  });

  it('roles: a role that may list roles sees no add, privileges or delete', async () => {
    const name = await memberWith('roleviewer', [...screenRules, 'brand/role/list']);
    await openAs(name, '/system/role', '角色');
    const table = await screen.findByRole('grid', { name: '角色列表' });
    // The seeded Operator role: other files add roles, so one made here may be on a later page.
    await within(table).findByText('运营');
    expect(within(table).queryByRole('button')).toBeNull();
    expect(within(table).queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: '添加角色' })).toBeNull();
  });
});
