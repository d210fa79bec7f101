import { describe, expect, it } from 'vitest';
import { claimLimitRefusal } from '../../server/modules/crm/customer.policy.ts';

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
});
