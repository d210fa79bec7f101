import { describe, expect, it } from 'vitest';
import type { PolicyCaller, RoleFacts } from '../../kit/policy.ts';
import {
  lastOwnerRefusal,
  memberChangeRefusal,
  roleAssignmentRefusal,
  selfDeleteRefusal,
  selfDisableRefusal,
  sharedAccountRefusal,
} from './admin-user.policy.ts';
import { grantRefusal, roleEnableRefusal, rulesBeyond } from './role.policy.ts';

// The System module's policies alone: plain facts in, a refusal (or null) out.
const rule = (id: number, key: string) => ({ id, key, title: `title of ${key}` });
const list = rule(1, 'brand/adminuser/list');
const add = rule(2, 'brand/adminuser/add');
const crm = rule(3, 'crm/index');
const tag = rule(4, 'crm/tag/taglist');

const hirer: PolicyCaller = { userId: 10, isOwner: false, ruleKeys: new Set([list.key, add.key]) };
const owner: PolicyCaller = { userId: 1, isOwner: true, ruleKeys: new Set() };
const role = (rules: RoleFacts['rules'], more: Partial<RoleFacts> = {}): RoleFacts => ({
  title: 'R',
  isOwner: false,
  enabled: true,
  rules,
  ...more,
});

describe('roleAssignmentRefusal', () => {
  it('lets a non-owner give a role whose rules they all hold, or fewer', () => {
    expect(roleAssignmentRefusal(hirer, null, role([list, add]))).toBeNull();
    expect(roleAssignmentRefusal(hirer, 20, role([list]))).toBeNull();
    expect(roleAssignmentRefusal(hirer, 20, role([]))).toBeNull();
  });

  it('refuses a non-owner a role holding one rule they lack, naming the rules, with 403', () => {
    expect(roleAssignmentRefusal(hirer, null, role([list, crm, tag], { title: 'CRM' }))).toEqual({
      code: 403,
      key: 'roleBeyondOwn',
      params: { title: 'CRM', rules: ['title of crm/index', 'title of crm/tag/taglist'] },
    });
    expect(roleAssignmentRefusal(hirer, 20, role([crm]))?.code).toBe(403);
  });

  it('refuses anybody their own role, an owner too, whatever the role', () => {
    expect(roleAssignmentRefusal(hirer, hirer.userId, role([list]))).toEqual({ code: 403, key: 'selfRole' });
    expect(roleAssignmentRefusal(owner, owner.userId, role([], { isOwner: true }))).toEqual({
      code: 403,
      key: 'selfRole',
    });
  });

  it('gives the owner role only from an owner, and a disabled role to nobody', () => {
    const ownerRole = role([list, add, crm, tag], { isOwner: true });
    expect(roleAssignmentRefusal(hirer, 20, ownerRole)).toEqual({ code: 403, key: 'ownerOnly' });
    expect(roleAssignmentRefusal(owner, 20, ownerRole)).toBeNull();
    expect(roleAssignmentRefusal(owner, 20, role([crm], { enabled: false, title: 'Off' }))).toEqual({
      code: 1,
      key: 'roleDisabled',
      params: { title: 'Off' },
      field: 'roleId',
    });
  });

  it('lets an owner give any other role to anyone else', () => {
    expect(roleAssignmentRefusal(owner, null, role([crm, tag]))).toBeNull();
    expect(roleAssignmentRefusal(owner, 20, role([crm, tag]))).toBeNull();
  });
});

describe('memberChangeRefusal', () => {
  const member = (r: RoleFacts) => ({ userId: 20, userName: 'someone', role: r });

  it('lets a non-owner change members whose role is within their own rules', () => {
    expect(memberChangeRefusal(hirer, member(role([list])))).toBeNull();
    expect(memberChangeRefusal(hirer, { ...member(role([list, add])), userId: hirer.userId })).toBeNull();
  });

  it('refuses a non-owner a member holding more (their password would hand those rules over)', () => {
    expect(memberChangeRefusal(hirer, member(role([list, crm])))).toEqual({
      code: 403,
      key: 'memberBeyondOwn',
      params: { name: 'someone', rules: ['title of crm/index'] },
    });
    expect(memberChangeRefusal(hirer, member(role([], { isOwner: true })))).toEqual({
      code: 403,
      key: 'ownerOnly',
    });
  });

  it('lets an owner change anyone (the route keeps its own checks: self, last owner)', () => {
    expect(memberChangeRefusal(owner, member(role([crm], { isOwner: true })))).toBeNull();
  });
});

describe('grantRefusal', () => {
  it('lets a non-owner grant rules they hold and keep rules the role already holds', () => {
    expect(grantRefusal(hirer, [list, add])).toBeNull();
    expect(grantRefusal(hirer, [list, crm], new Set([crm.id]))).toBeNull();
  });

  it('refuses a rule beyond their own with code 1 naming its id, as the rules field', () => {
    expect(grantRefusal(hirer, [list, crm, tag])).toEqual({
      code: 1,
      key: 'rulesBeyondOwn',
      params: { ids: '3, 4' },
    });
    expect(grantRefusal(owner, [list, crm, tag])).toBeNull();
  });
});

describe('roleEnableRefusal', () => {
  it('lets a non-owner enable a role within their rules, and refuses one beyond them', () => {
    expect(roleEnableRefusal(hirer, role([list], { enabled: false }))).toBeNull();
    expect(roleEnableRefusal(hirer, role([crm], { enabled: false, title: 'CRM' }))).toEqual({
      code: 403,
      key: 'roleEnableBeyondOwn',
      params: { title: 'CRM', rules: ['title of crm/index'] },
    });
    expect(roleEnableRefusal(owner, role([crm], { enabled: false }))).toBeNull();
    // Already enabled: nothing is granted by the change.
    expect(roleEnableRefusal(hirer, role([crm]))).toBeNull();
  });

  it('rulesBeyond names nothing for an owner', () => {
    expect(rulesBeyond(owner, [crm, tag])).toEqual([]);
    expect(rulesBeyond(hirer, [list, crm])).toEqual(['title of crm/index']);
  });
});

describe('the refusals that keep a brand manageable', () => {
  it('refuses disabling oneself, not disabling another or changing oneself otherwise', () => {
    expect(selfDisableRefusal(true, true)).toEqual({ code: 1, key: 'selfDisable' });
    expect(selfDisableRefusal(false, true)).toBeNull();
    expect(selfDisableRefusal(true, false)).toBeNull();
  });

  it('refuses deleting oneself, alone or among others', () => {
    expect(selfDeleteRefusal(10, [10])).toEqual({ code: 1, key: 'selfDelete' });
    expect(selfDeleteRefusal(10, [3, 10, 4])).toEqual({ code: 1, key: 'selfDelete' });
    expect(selfDeleteRefusal(10, [3, 4])).toBeNull();
  });

  it('refuses removing the last enabled owner, naming them, and lets one go while another is left', () => {
    expect(lastOwnerRefusal('admin', 0)).toEqual({ code: 1, key: 'lastOwner', params: { name: 'admin' } });
    expect(lastOwnerRefusal('admin', 1)).toBeNull();
  });

  it("refuses rewriting an account other brands use, and lets one brand's own account be changed", () => {
    expect(sharedAccountRefusal('li', 1)).toEqual({ code: 1, key: 'sharedAccount', params: { name: 'li' } });
    expect(sharedAccountRefusal('li', 0)).toBeNull();
  });
});
