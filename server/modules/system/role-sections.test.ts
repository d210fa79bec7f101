import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddResult } from '../../../contract/envelope.ts';
import type { RoleMenu } from '../../../contract/menu.ts';
import type { RoleDetail, RuleNode } from '../../../contract/role.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { roleRules, roles, rules } from '../../db/core.tables.ts';

// A module or group with no screen granted under it is in nobody's menu and holds nothing, whatever
// the role's stored rule list says: the rule list of a role saved before this rule (通知 and 短信
// kept after their last screen was unticked) reads as holding neither, and a save stores neither.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function ruleId(key: string): Promise<number> {
  const all = await api.database.db.select().from(rules);
  const found = all.find((x) => `${x.controller}/${x.action}` === key);
  if (!found) throw new Error(`no rule ${key}`);
  return found.id;
}

async function owner() {
  return { token: await api.loginTo(demo.admin.user, demo.admin.password, demo.brand), brandId: demo.brand };
}

/** A role with a member; its stored rules written as they are, as an older save left them. */
async function roleWithMember(name: string, stored: number[]) {
  const as = await owner();
  const add = await api.call<AddResult>('/brand/role/add.html', { ...as, body: { title: name } });
  expect(add.code).toBe(0);
  const id = add.data.id;
  if (stored.length > 0)
    await api.database.db.insert(roleRules).values(stored.map((ruleId) => ({ roleId: id, ruleId })));
  await api.database.db.update(roles).set({ rulesVersion: 99 }).where(eq(roles.id, id));
  const user = `${name.toLowerCase().replace(/\W/g, '')}1`;
  const member = await api.call<AddResult>('/brand/adminuser/add.html', {
    ...as,
    body: { userName: user, password: 'member-pass-1', confirmPassword: 'member-pass-1', roleId: id },
  });
  expect(member.code).toBe(0);
  const token = await api.loginTo(user, 'member-pass-1', demo.brand);
  return { id, as, member: { token, brandId: demo.brand } };
}

const titles = (menu: RoleMenu) => ({
  nav: menu.nav.map((n) => n.title),
  groups: menu.menuList.map((m) => m.title),
});

describe('a module or group with no screen under it', () => {
  it('is not in the member menu, nor held, though the stored rules hold 通知 and 短信', async () => {
    const notify = await ruleId('notify/index');
    const sms = await ruleId('notify/sms/');
    const tags = [await ruleId('crm/index'), await ruleId('crm/config/'), await ruleId('crm/config/tag')];
    const { id, as, member } = await roleWithMember('Orphan sections', [notify, sms, ...tags]);

    const menu = await api.call<RoleMenu>('/brand/manage/usermenu.html', member);
    expect(menu.code).toBe(0);
    expect(titles(menu.data)).toEqual({ nav: ['客户关系'], groups: ['CRM 设置'] });
    expect(menu.data.menuUrl).not.toContain('/notify/index');
    expect(menu.data.menuUrl).toContain('/crm/config/tag');

    // The role's detail (what the privileges tree ticks) says what it holds: no 通知, no 短信.
    const detail = await api.call<RoleDetail>('/brand/role/detail.html', { ...as, body: { id } });
    expect(detail.data.rules).not.toContain(notify);
    expect(detail.data.rules).not.toContain(sms);
    expect([...detail.data.rules].sort((a, b) => a - b)).toEqual([...tags].sort((a, b) => a - b));
  });

  it('a screen under them keeps them: 通知 › 短信 › 短信记录 is in the menu', async () => {
    const kept = [await ruleId('notify/index'), await ruleId('notify/sms/'), await ruleId('notify/sms/list')];
    const { member } = await roleWithMember('Sms reader', kept);
    const menu = await api.call<RoleMenu>('/brand/manage/usermenu.html', member);
    expect(titles(menu.data)).toEqual({ nav: ['通知'], groups: ['短信'] });
    expect(menu.data.menuList[0]?.childList.map((m) => m.title)).toEqual(['短信记录']);
    expect(menu.data.menuUrl).toEqual(['/notify/index', '/notify/sms/list']);
  });

  it('is not stored by a save: role/priv with 通知 and 短信 alone stores nothing of them', async () => {
    const notify = await ruleId('notify/index');
    const sms = await ruleId('notify/sms/');
    const list = await ruleId('notify/sms/list');
    const { id, as, member } = await roleWithMember('Emptied sms', [notify, sms, list]);
    const saved = await api.call('/brand/role/priv.html', { ...as, body: { id, rules: [notify, sms] } });
    expect(saved.code).toBe(0);
    const stored = await api.database.db
      .select({ id: roleRules.ruleId })
      .from(roleRules)
      .where(eq(roleRules.roleId, id));
    expect(stored).toEqual([]);
    const menu = await api.call<RoleMenu>('/brand/manage/usermenu.html', member);
    expect(menu.data).toEqual({ nav: [], menuList: [], menuUrl: [] });
  });

  it('the rule tree says which rules are sections: modules and groups with rules under them', async () => {
    const tree = await api.call<RuleNode[]>('/brand/role/rules.html', await owner());
    const notify = tree.data.find((n) => n.controller === 'notify');
    const sms = notify?.childList.find((n) => n.controller === 'notify/sms');
    const smsList = sms?.childList.find((n) => n.action === 'list');
    expect([notify?.isSection, sms?.isSection, smsList?.isSection]).toEqual([true, true, false]);
    // 账户概览 has nothing under it: it is granted on its own.
    expect(tree.data.find((n) => n.controller === 'account')?.isSection).toBe(false);
  });
});
