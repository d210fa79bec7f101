import { describe, expect, it } from 'vitest';
import {
  addForOtherRefusal,
  claimLimitRefusal,
  hiddenCustomerRefusal,
  nextFollowTimeRefused,
  ownerNotMemberRefusal,
  restoreRefusal,
} from './customer.policy.ts';

describe('claim limit', () => {
  it('lets a claim up to the limit through', () => {
    expect(claimLimitRefusal(500, 499, 1)).toBeNull();
  });
  it('refuses past it with how many may still be claimed', () => {
    expect(claimLimitRefusal(500, 499, 3)).toMatchObject({
      code: 1,
      key: 'crmCustomerClaimLimit',
      params: { limit: 500, owned: 499, left: 1 },
    });
    expect(claimLimitRefusal(10, 12, 1)?.params).toMatchObject({ left: 0 });
  });
  it('says an assignment and an add in their own words, an add at the owner', () => {
    expect(claimLimitRefusal(500, 500, 2, 'assign')).toMatchObject({
      key: 'crmCustomerAssignLimit',
      field: 'ids',
    });
    expect(claimLimitRefusal(500, 500, 1, 'add')).toMatchObject({
      key: 'crmCustomerAddLimit',
      field: 'ownerId',
    });
    expect(claimLimitRefusal(500, 499, 1, 'add')).toBeNull();
  });
});

describe('who a customer goes to', () => {
  const member = { userId: 7, isOwner: false, ruleKeys: new Set<string>() };
  const assign = 'crm/customer/assign';
  it('refuses an owner who is not a member of the brand, at the owner field', () => {
    expect(ownerNotMemberRefusal(9, false)).toEqual({
      code: 1,
      key: 'crmCustomerOwnerNotMember',
      params: { id: 9 },
      field: 'ownerId',
    });
    expect(ownerNotMemberRefusal(9, true)).toBeNull();
  });
  it('lets a member add for themself or the pool, for another only with assign', () => {
    expect(addForOtherRefusal(member, 7, assign)).toBeNull();
    expect(addForOtherRefusal(member, null, assign)).toBeNull();
    expect(addForOtherRefusal(member, 8, assign)).toEqual({ code: 403, key: 'forbidden' });
    expect(addForOtherRefusal({ ...member, ruleKeys: new Set([assign]) }, 8, assign)).toBeNull();
    expect(addForOtherRefusal({ ...member, isOwner: true }, 8, assign)).toBeNull();
  });
});

describe('customers out of sight', () => {
  const rows = [
    { id: 1, ownerId: 7 },
    { id: 2, ownerId: null },
    { id: 3, ownerId: 8 },
  ];
  it("reads another member's customer as not found, naming it", () => {
    expect(hiddenCustomerRefusal({ userId: 7, seesAll: false }, rows)).toEqual({
      code: 1,
      key: 'crmCustomerNotFound',
      params: { id: 3 },
    });
  });
  it('lets through own and pooled customers, and every one for a viewer who sees all', () => {
    expect(hiddenCustomerRefusal({ userId: 7, seesAll: false }, rows.slice(0, 2))).toBeNull();
    expect(hiddenCustomerRefusal({ userId: 7, seesAll: true }, rows)).toBeNull();
  });
  it('restores only a lost customer', () => {
    expect(restoreRefusal(4, 'lost')).toBeNull();
    expect(restoreRefusal(4, 'following')).toMatchObject({ key: 'crmCustomerNotFound', params: { id: 4 } });
  });
});

describe('next follow-up time on update', () => {
  const now = new Date('2026-12-05T08:00:00Z');
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
  it('refuses a new time more than the grace before now', () => {
    expect(nextFollowTimeRefused(null, minutesAgo(6).toISOString(), now)).toBe(true);
    expect(nextFollowTimeRefused(minutesAgo(60), minutesAgo(120).toISOString(), now)).toBe(true);
  });
  it('takes a time to come, one within the grace, none, and the saved time sent back', () => {
    expect(nextFollowTimeRefused(null, '2026-12-06T01:00:00Z', now)).toBe(false);
    expect(nextFollowTimeRefused(null, minutesAgo(4).toISOString(), now)).toBe(false);
    expect(nextFollowTimeRefused(minutesAgo(60), null, now)).toBe(false);
    expect(nextFollowTimeRefused(minutesAgo(60), undefined, now)).toBe(false);
    // The same instant written another way (the offset the console does not send) is the same time.
    expect(nextFollowTimeRefused(minutesAgo(60), '2026-12-05T14:00:00+07:00', now)).toBe(false);
    // A form's picker holds minutes: the saved 06:59:42 comes back as 06:59.
    expect(nextFollowTimeRefused(new Date('2026-12-05T06:59:42.512Z'), '2026-12-05T06:59:00Z', now)).toBe(
      false,
    );
    expect(nextFollowTimeRefused(new Date('2026-12-05T06:59:42.512Z'), '2026-12-05T06:58:00Z', now)).toBe(
      true,
    );
  });
});
