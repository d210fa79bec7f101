import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddResult } from '../../../contract/envelope.ts';
import type { RoleMenu } from '../../../contract/menu.ts';
import type { DeleteResult, RoleDetail, RoleListResult, RuleNode } from '../../../contract/role.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { createApp } from '../../app.ts';
import { changes, roles, rules } from '../../db/core.tables.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const path = '/brand/role/rules.html';

describe('POST /brand/role/rules.html', () => {
  it('answers the whole grantable rule tree to the owner', async () => {
    const token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
    const a = await api.call<RuleNode[]>(path, { token, brandId: demo.brand, lang: 'en' });
    expect(a.code).toBe(0);
    expect(a.data.map((n) => n.title)).toEqual([
      'Dashboard',
      'Configuration',
      'System',
      'CRM',
      'Agents',
      'Platform',
      'Applications',
      'Notifications',
      'AI',
    ]);
    const system = a.data.find((n) => n.controller === 'system');
    const roleScreen = system?.childList.find((n) => n.action === 'role');
    expect(roleScreen?.childList.map((n) => `${n.controller}/${n.action}`)).toEqual([
      'brand/role/list',
      'brand/role/rules',
      'brand/role/add',
      'brand/role/update',
      'brand/role/priv',
      'brand/role/del',
      'brand/role/detail',
    ]);
    expect(roleScreen?.childList.every((n) => !n.isMenu && n.parentId === roleScreen.id)).toBe(true);
  });

  it('refuses a role without the rule with code 403: operator has CRM only', async () => {
    const token = await api.loginTo(demo.operator.user, demo.operator.password, demo.brand);
    const a = await api.call(path, { token, brandId: demo.brand });
    expect(a.code).toBe(403);
    expect(a.message).toBe('没有权限执行此操作');
  });

  it('needs a selected brand, a membership and a session', async () => {
    const token = await api.login(demo.admin.user, demo.admin.password);
    expect((await api.call(path, { token })).code).toBe(403);
    const operator = await api.login(demo.operator.user, demo.operator.password);
    expect((await api.call(path, { token: operator, brandId: demo.secondBrand })).code).toBe(403);
    expect((await api.call(path, { brandId: demo.brand })).code).toBe(401);
  });
});

// ---- Roles of the system module ----

const paths = {
  list: '/brand/role/list.html',
  detail: '/brand/role/detail.html',
  add: '/brand/role/add.html',
  update: '/brand/role/update.html',
  priv: '/brand/role/priv.html',
  del: '/brand/role/del.html',
};

/** Demo seed: brand 1 has Owner (1) and Operator (3); brand 2 has Owner (2). */
const seeded = { owner: 1, secondOwner: 2, operator: 3 };

async function owner(brandId: number = demo.brand) {
  const token = await api.loginTo(demo.admin.user, demo.admin.password, brandId);
  return { token, brandId };
}

async function operator() {
  const token = await api.loginTo(demo.operator.user, demo.operator.password, demo.brand);
  return { token, brandId: demo.brand };
}

async function ruleIds(...keys: string[]): Promise<number[]> {
  const all = await api.database.db.select().from(rules);
  return keys.map((k) => {
    const r = all.find((x) => `${x.controller}/${x.action}` === k);
    if (!r) throw new Error(`no rule ${k}`);
    return r.id;
  });
}

async function addRole(as: { token: string; brandId: number }, title: string, rulesGranted: number[] = []) {
  const a = await api.call<AddResult>(paths.add, { ...as, body: { title, rules: rulesGranted } });
  expect(a.message).toBe('添加成功');
  return a.data.id;
}

async function auditRows(entity: string, entityId: number) {
  return api.database.db
    .select()
    .from(changes)
    .where(
      and(
        eq(changes.entity, entity),
        or(eq(changes.entityId, entityId), sql`${changes.entityIds} @> ${JSON.stringify([entityId])}::jsonb`),
      ),
    )
    .orderBy(changes.id);
}

describe('POST /brand/role/list.html', () => {
  it('lists the brand roles, owner first, with member counts, seeded names in the caller language', async () => {
    const a = await api.call<RoleListResult>(paths.list, { ...(await owner()), body: {} });
    expect(a.code).toBe(0);
    expect(a.data.total).toBe(2);
    expect(a.data.list.map((r) => [r.title, r.isOwner, r.userCount, r.status])).toEqual([
      ['所有者', true, 1, 1],
      // operator and sales
      ['运营', false, 2, 1],
    ]);
    const en = await api.call<RoleListResult>(paths.list, { ...(await owner()), body: {}, lang: 'en' });
    expect(en.data.list.map((r) => r.title)).toEqual(['Owner', 'Operator']);
    expect(a.data).toMatchObject({ page: 1, pageSize: 20 });
  });

  it('searches by keyword, filters by status, pages, and takes filters as hash-query strings', async () => {
    const as = await owner();
    const id = await addRole(as, 'Keyword Finder 50% off');
    await api.call(paths.update, { ...as, body: { id, description: 'finds things', status: 0 } });
    const byTitle = await api.call<RoleListResult>(paths.list, { ...as, body: { keyword: '50%' } });
    expect(byTitle.data.list.map((r) => r.id)).toEqual([id]);
    // The wildcard is matched as typed: "%" alone finds only titles holding a "%".
    const pct = await api.call<RoleListResult>(paths.list, { ...as, body: { keyword: '%' } });
    expect(pct.data.list.map((r) => r.id)).toEqual([id]);
    const byDescription = await api.call<RoleListResult>(paths.list, { ...as, body: { keyword: 'FINDS' } });
    expect(byDescription.data.list.map((r) => r.id)).toEqual([id]);
    const disabled = await api.call<RoleListResult>(paths.list, { ...as, body: { status: '0', page: '1' } });
    expect(disabled.data.list.map((r) => r.title)).toEqual(['Keyword Finder 50% off']);
    const unfiltered = await api.call<RoleListResult>(paths.list, { ...as, body: { status: '' } });
    expect(unfiltered.data.total).toBeGreaterThanOrEqual(3);
    const page2 = await api.call<RoleListResult>(paths.list, { ...as, body: { pageSize: 1, page: 2 } });
    expect(page2.data.list).toHaveLength(1);
    expect(page2.data.list[0]?.title).toBe('运营');
    const sorted = await api.call<RoleListResult>(paths.list, { ...as, body: { sort: '-title' } });
    const titles = sorted.data.list.map((r) => r.title);
    expect(titles).toEqual([...titles].sort().reverse());
  });

  it('answers only the selected brand roles', async () => {
    const a = await api.call<RoleListResult>(paths.list, { ...(await owner(demo.secondBrand)), body: {} });
    expect(a.data.list.map((r) => r.id)).toEqual([seeded.secondOwner]);
  });

  it('refuses bad input with code 1 naming the field, in the caller language', async () => {
    const as = await owner();
    const big = await api.call(paths.list, { ...as, body: { pageSize: 1000 }, lang: 'en' });
    expect(big.code).toBe(1);
    expect(big.message).toBe('Parameter error: must be at most 100');
    const unknown = await api.call(paths.list, { ...as, body: { brandId: 2 } });
    expect(unknown.message).toBe('参数错误：不支持的字段 brandId');
    const sort = await api.call(paths.list, { ...as, body: { sort: 'password' } });
    expect(sort.code).toBe(1);
    expect(sort.message).toMatch(/^参数错误：/);
    expect(sort.data).toMatchObject({ fields: [{ field: 'sort' }] });
  });

  it('refuses a role without the rule: operator has CRM only', async () => {
    const a = await api.call(paths.list, { ...(await operator()), body: {} });
    expect(a.code).toBe(403);
  });
});

describe('POST /brand/role/detail.html', () => {
  it('answers the role with the ids of its rules; the owner role holds every rule', async () => {
    const as = await owner();
    const granted = await ruleIds('system/index', 'system/role', 'brand/role/list');
    const id = await addRole(as, 'Detail Reader', granted);
    const a = await api.call<RoleDetail>(paths.detail, { ...as, body: { id } });
    expect(a.code).toBe(0);
    expect(a.data).toMatchObject({ id, title: 'Detail Reader', isOwner: false, userCount: 0, status: 1 });
    expect(a.data.rules).toEqual([...granted].sort((x, y) => x - y));
    const ownerRole = await api.call<RoleDetail>(paths.detail, { ...as, body: { id: seeded.owner } });
    expect(ownerRole.data.rules).toHaveLength((await api.database.db.select().from(rules)).length);
  });

  it('answers another brand role as not found', async () => {
    const a = await api.call(paths.detail, { ...(await owner()), body: { id: seeded.secondOwner } });
    expect(a.code).toBe(1);
    expect(a.message).toBe(`角色不存在（id ${seeded.secondOwner}）`);
  });

  it('refuses bad input and a role without the rule', async () => {
    const bad = await api.call(paths.detail, { ...(await owner()), body: { id: 'abc' } });
    expect(bad.code).toBe(1);
    expect(bad.message).toMatch(/^参数错误：/);
    expect(bad.data).toMatchObject({ fields: [{ field: 'id' }] });
    const missing = await api.call(paths.detail, { ...(await owner()), body: {} });
    expect(missing.message).toBe('参数错误：必填');
    expect(
      (await api.call(paths.detail, { ...(await operator()), body: { id: seeded.operator } })).code,
    ).toBe(403);
  });
});

describe('POST /brand/role/add.html', () => {
  it('adds a role with its rules and writes an audit row', async () => {
    const as = await owner();
    const granted = await ruleIds('system/index', 'system/role', 'brand/role/list');
    const id = await addRole(as, 'Content editor', granted);
    const detail = await api.call<RoleDetail>(paths.detail, { ...as, body: { id } });
    expect(detail.data.rules).toEqual([...granted].sort((x, y) => x - y));
    const rows = await auditRows('role', id);
    expect(rows.map((r) => r.action)).toEqual(['add']);
    expect(rows[0]?.brandId).toBe(demo.brand);
  });

  it('keeps titles unique within a brand whatever their case, but not across brands', async () => {
    const as = await owner();
    const a = await api.call(paths.add, { ...as, body: { title: 'operator' } });
    expect(a.code).toBe(1);
    expect(a.message).toBe('角色名称“operator”已存在');
    const other = await api.call(paths.add, {
      ...(await owner(demo.secondBrand)),
      body: { title: 'Operator' },
    });
    expect(other.code).toBe(0);
  });

  it('refuses a missing title, unknown fields and rules that do not exist', async () => {
    const as = await owner();
    expect((await api.call(paths.add, { ...as, body: { title: '  ' } })).message).toBe('参数错误：必填');
    expect((await api.call(paths.add, { ...as, body: { title: 'X', isOwner: true } })).message).toBe(
      '参数错误：不支持的字段 isOwner',
    );
    const unknown = await api.call(paths.add, { ...as, body: { title: 'Ghost', rules: [999_999] } });
    expect(unknown.code).toBe(1);
    expect(unknown.message).toBe('rules 含有不存在的权限规则：999999');
  });

  it('refuses a role without the rule', async () => {
    expect((await api.call(paths.add, { ...(await operator()), body: { title: 'Sneaky' } })).code).toBe(403);
  });
});

describe('POST /brand/role/update.html', () => {
  it('changes title and description, and writes an audit row', async () => {
    const as = await owner();
    const id = await addRole(as, 'Before');
    const a = await api.call(paths.update, { ...as, body: { id, title: 'After', description: 'd' } });
    expect(a.code).toBe(0);
    const d = await api.call<RoleDetail>(paths.detail, { ...as, body: { id } });
    expect(d.data).toMatchObject({ title: 'After', description: 'd' });
    expect((await auditRows('role', id)).map((r) => r.action)).toEqual(['add', 'update']);
  });

  it('disabling a role takes its members rights away at once; enabling gives them back', async () => {
    const as = await owner();
    const op = await operator();
    const menu = '/brand/manage/usermenu.html';
    expect((await api.call<{ nav: unknown[] }>(menu, { ...op })).data.nav.length).toBeGreaterThan(0);
    await api.call(paths.update, { ...as, body: { id: seeded.operator, status: false } });
    expect((await api.call<{ nav: unknown[] }>(menu, { ...op })).data.nav).toEqual([]);
    await api.call(paths.update, { ...as, body: { id: seeded.operator, status: true } });
    expect((await api.call<{ nav: unknown[] }>(menu, { ...op })).data.nav.length).toBeGreaterThan(0);
  });

  it('refuses to disable the owner role and to take a title in use', async () => {
    const as = await owner();
    const a = await api.call(paths.update, { ...as, body: { id: seeded.owner, status: 0 } });
    expect(a.code).toBe(1);
    expect(a.message).toBe('所有者角色不能禁用');
    const taken = await api.call(paths.update, { ...as, body: { id: seeded.operator, title: 'OWNER' } });
    expect(taken.message).toBe('角色名称“OWNER”已存在');
  });

  it('answers another brand role as not found and leaves it alone', async () => {
    const a = await api.call(paths.update, {
      ...(await owner()),
      body: { id: seeded.secondOwner, title: 'Mine' },
    });
    expect(a.code).toBe(1);
    const [row] = await api.database.db.select().from(roles).where(eq(roles.id, seeded.secondOwner));
    expect(row?.title).toBe('Owner');
  });

  it('refuses bad input and a role without the rule', async () => {
    const as = await owner();
    expect((await api.call(paths.update, { ...as, body: { id: seeded.operator, status: 2 } })).code).toBe(1);
    expect((await api.call(paths.update, { ...as, body: { title: 'no id' } })).message).toBe(
      '参数错误：必填',
    );
    const op = await operator();
    expect((await api.call(paths.update, { ...op, body: { id: seeded.operator, title: 'x' } })).code).toBe(
      403,
    );
  });
});

describe('POST /brand/role/priv.html', () => {
  it('a removed rule is refused with code 403 on the next call, and leaves the member menu', async () => {
    const as = await owner();
    const granted = await ruleIds('system/index', 'system/role', 'brand/role/list', 'brand/role/detail');
    const id = await addRole(as, 'Role reader', granted);
    const add = await api.call<AddResult>('/brand/adminuser/add.html', {
      ...as,
      body: { userName: 'reader1', password: 'reader-pass-1', confirmPassword: 'reader-pass-1', roleId: id },
    });
    expect(add.code).toBe(0);
    const reader = { token: await api.loginTo('reader1', 'reader-pass-1', demo.brand), brandId: demo.brand };
    expect((await api.call(paths.list, { ...reader, body: {} })).code).toBe(0);
    const menu = await api.call<RoleMenu>('/brand/manage/usermenu.html', { ...reader });
    // Screens and, for hiding buttons, the endpoints the role may call.
    expect(menu.data.menuUrl).toEqual([
      '/system/index',
      '/system/role',
      '/brand/role/list',
      '/brand/role/detail',
    ]);

    const kept = await ruleIds('system/index', 'system/role', 'brand/role/detail');
    const a = await api.call(paths.priv, { ...as, body: { id, rules: kept } });
    expect(a.code).toBe(0);
    expect((await api.call(paths.list, { ...reader, body: {} })).code).toBe(403);
    expect((await api.call(paths.detail, { ...reader, body: { id } })).code).toBe(0);
    const after = await api.call<RoleMenu>('/brand/manage/usermenu.html', { ...reader });
    expect(after.data.menuUrl).toEqual(['/system/index', '/system/role', '/brand/role/detail']);
    const rows = await auditRows('role', id);
    expect(rows.at(-1)?.payload).toEqual({ granted: [], revoked: await ruleIds('brand/role/list') });
  });

  it('is effective at once on every API process, not only the one that changed it', async () => {
    const as = await owner();
    const id = await addRole(as, 'Two process role', await ruleIds('brand/role/list'));
    await api.call('/brand/adminuser/add.html', {
      ...as,
      body: { userName: 'twoproc', password: 'two-proc-pass', confirmPassword: 'two-proc-pass', roleId: id },
    });
    const member = { token: await api.loginTo('twoproc', 'two-proc-pass', demo.brand), brandId: demo.brand };
    // A second process over the same database, with its own menu cache.
    const other = createApp({ db: api.database.db, logError: () => {} });
    const listOn = async () => {
      const res = await other.request(paths.list, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${member.token}`,
          BrandId: String(member.brandId),
        },
        body: '{}',
      });
      return ((await res.json()) as { code: number }).code;
    };
    expect(await listOn()).toBe(0);
    await api.call(paths.priv, { ...as, body: { id, rules: [] } });
    expect(await listOn()).toBe(403);
  });

  it('refuses to change the owner role rules, unknown rules and another brand role', async () => {
    const as = await owner();
    const a = await api.call(paths.priv, { ...as, body: { id: seeded.owner, rules: [] } });
    expect(a.code).toBe(1);
    expect(a.message).toBe('所有者角色始终拥有全部权限，不能修改');
    const unknown = await api.call(paths.priv, { ...as, body: { id: seeded.operator, rules: [0] } });
    expect(unknown.code).toBe(1);
    expect(unknown.message).toMatch(/^参数错误：/);
    expect(unknown.data).toMatchObject({ fields: [{ field: 'rules.0' }] });
    const foreign = await api.call(paths.priv, { ...as, body: { id: seeded.secondOwner, rules: [] } });
    expect(foreign.message).toBe(`角色不存在（id ${seeded.secondOwner}）`);
    expect((await api.call(paths.priv, { ...as, body: { id: seeded.operator } })).message).toBe(
      '参数错误：必填',
    );
  });

  it('lets a non-owner enable only a role within their own rules (enabling hands its rules back)', async () => {
    const as = await owner();
    const mine = await ruleIds('brand/role/update', 'brand/role/list');
    const editor = await addRole(as, 'Role editor', mine);
    await api.call('/brand/adminuser/add.html', {
      ...as,
      body: {
        userName: 'roleedit',
        password: 'role-edit-pass',
        confirmPassword: 'role-edit-pass',
        roleId: editor,
      },
    });
    const ed = { token: await api.loginTo('roleedit', 'role-edit-pass', demo.brand), brandId: demo.brand };
    const wide = await addRole(as, 'Wide role', await ruleIds('brand/adminuser/del', 'brand/role/list'));
    const narrow = await addRole(as, 'Narrow role', await ruleIds('brand/role/list'));
    for (const id of [wide, narrow]) await api.call(paths.update, { ...as, body: { id, status: 0 } });
    const refused = await api.call(paths.update, { ...ed, body: { id: wide, status: 1 } });
    expect(refused.code).toBe(403);
    expect(refused.message).toMatch(/^角色“Wide role”含有你没有的权限（管理员删除），你不能启用它$/);
    const [still] = await api.database.db.select().from(roles).where(eq(roles.id, wide));
    expect(still?.status).toBe(0);
    expect((await api.call(paths.update, { ...ed, body: { id: narrow, status: 1 } })).code).toBe(0);
    // Disabling takes rules away: allowed whatever the role holds.
    expect((await api.call(paths.update, { ...ed, body: { id: narrow, status: 0 } })).code).toBe(0);
  });

  it('lets a non-owner grant only rules they hold themselves', async () => {
    const as = await owner();
    const delegated = await ruleIds('brand/role/priv', 'brand/role/list');
    const managerRole = await addRole(as, 'Role manager', delegated);
    await api.call('/brand/adminuser/add.html', {
      ...as,
      body: {
        userName: 'rolemgr',
        password: 'role-mgr-pass',
        confirmPassword: 'role-mgr-pass',
        roleId: managerRole,
      },
    });
    const mgr = { token: await api.loginTo('rolemgr', 'role-mgr-pass', demo.brand), brandId: demo.brand };
    const target = await addRole(as, 'Managed role');
    const [adminDel = 0] = await ruleIds('brand/adminuser/del');
    const beyond = await api.call(paths.priv, { ...mgr, body: { id: target, rules: [adminDel] } });
    expect(beyond.code).toBe(1);
    expect(beyond.message).toBe(`rules 含有你自己没有的权限，不能授予：${adminDel}`);
    const within = await api.call(paths.priv, { ...mgr, body: { id: target, rules: delegated } });
    expect(within.code).toBe(0);
  });

  it('refuses a role without the rule', async () => {
    const a = await api.call(paths.priv, { ...(await operator()), body: { id: seeded.operator, rules: [] } });
    expect(a.code).toBe(403);
  });
});

describe('GET /brand/role/del.html', () => {
  const del = (as: { token: string; brandId: number }, query: string, headers?: Record<string, string>) =>
    api.call<DeleteResult>(`${paths.del}?${query}`, {
      ...as,
      method: 'GET',
      ...(headers ? { headers } : {}),
    });

  it('deletes one or many roles without members, each delete recorded as one change', async () => {
    const as = await owner();
    const a = await addRole(as, 'Gone 1');
    const b = await addRole(as, 'Gone 2');
    const c = await addRole(as, 'Gone 3');
    const one = await del(as, `id=${a}`);
    expect(one.code).toBe(0);
    expect(one.message).toBe('已删除 1 项');
    const many = await del(as, `ids=${b},${c}`);
    expect(many.data).toEqual({ deleted: 2 });
    const left = await api.database.db
      .select()
      .from(roles)
      .where(inArray(roles.id, [a, b, c]));
    expect(left).toEqual([]);
    expect((await auditRows('role', c)).map((r) => r.action)).toEqual(['add', 'delete']);
  });

  it('refuses the owner role and a role with members, saying how many', async () => {
    const as = await owner();
    expect((await del(as, `id=${seeded.owner}`)).message).toBe('所有者角色不能删除');
    const withMembers = await del(as, `id=${seeded.operator}`);
    expect(withMembers.code).toBe(1);
    expect(withMembers.message).toBe('角色“运营”下还有 2 名成员，请先为他们更换角色再删除');
  });

  it('answers another brand id as not found and deletes nothing of a mixed list', async () => {
    const as = await owner();
    const mine = await addRole(as, 'Survivor');
    const a = await del(as, `ids=${mine},${seeded.secondOwner}`);
    expect(a.code).toBe(1);
    expect(a.message).toBe(`角色不存在（id ${seeded.secondOwner}）`);
    expect(await api.database.db.select().from(roles).where(eq(roles.id, mine))).toHaveLength(1);
  });

  it('refuses bad input, a role without the rule, and a cookie-carrying call without the XSRF header', async () => {
    const as = await owner();
    expect((await del(as, '')).message).toBe('参数错误：必填');
    expect((await del(as, 'ids=1,x')).code).toBe(1);
    expect((await del(as, 'id=1&force=1')).message).toBe('参数错误：不支持的字段 force');
    const op = await operator();
    expect((await del(op, `id=${seeded.operator}`)).code).toBe(403);
    const target = await addRole(as, 'Cookie target');
    const forged = await del(as, `id=${target}`, { Cookie: 'XSRF-TOKEN=abc' });
    expect(forged.code).toBe(403);
    expect(forged.message).toBe('请求校验失败，请刷新页面后重试');
    const echoed = await del(as, `id=${target}`, { Cookie: 'XSRF-TOKEN=abc', 'X-XSRF-TOKEN': 'abc' });
    expect(echoed.code).toBe(0);
  });
});
