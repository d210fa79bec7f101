import type { Refusal } from '../../kit/policy.ts';

/**
 * How many of `wanted` customers a member may still take: they own at most `limit` customers not
 * lost. Refused whole (with the numbers) when the claim would pass the limit.
 */
export function claimLimitRefusal(limit: number, owned: number, wanted: number): Refusal | null {
  if (owned + wanted <= limit) return null;
  return {
    code: 1,
    key: 'crmCustomerClaimLimit',
    params: { limit, owned, left: Math.max(0, limit - owned) },
    field: 'ids',
  };
}
