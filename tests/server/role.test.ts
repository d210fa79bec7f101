import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuleNode } from '../../contract/role.ts';
import { createTestApi, demo, type TestApi } from '../support/test-api.ts';

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
