import { isFollowTimePast } from '../../../contract/customer.ts';
import type { PolicyCaller, Refusal } from '../../kit/policy.ts';

/**
 * How a member comes to own more customers: claiming from the pool (the caller), being assigned some
 * (or added one by another member), or adding one themself. The refusal says it in those words and to
 * the right person: "you have 500" to a member claiming, "this member has 500" to whoever assigns.
 */
export type OwnerGain = 'claim' | 'assign' | 'add';

const limitKeys = {
  claim: 'crmCustomerClaimLimit',
  assign: 'crmCustomerAssignLimit',
  add: 'crmCustomerAddLimit',
} as const;

/**
 * How many of `wanted` customers a member may still take: they own at most `limit` customers not
 * lost. Refused whole (with the numbers) when the gain would pass the limit.
 */
export function claimLimitRefusal(
  limit: number,
  owned: number,
  wanted: number,
  gain: OwnerGain = 'claim',
): Refusal | null {
  if (owned + wanted <= limit) return null;
  return {
    code: 1,
    key: limitKeys[gain],
    params: { limit, owned, left: Math.max(0, limit - owned) },
    // The rows asked for, where a claim or an assignment names them; an add names no rows.
    field: gain === 'add' ? 'ownerId' : 'ids',
  };
}

/**
 * A customer goes only to a member of the brand (assigning, or adding for someone): anyone else is
 * refused at the owner field, whatever their rules elsewhere.
 */
export function ownerNotMemberRefusal(ownerId: number, isMember: boolean): Refusal | null {
  return isMember
    ? null
    : { code: 1, key: 'crmCustomerOwnerNotMember', params: { id: ownerId }, field: 'ownerId' };
}

/**
 * Adding a customer for another member hands it to them, which is assigning: without `assign` (an
 * owner holds every rule) a member adds customers for themself or the pool only.
 */
export function addForOtherRefusal(
  caller: PolicyCaller,
  ownerId: number | null,
  assignRule: string,
): Refusal | null {
  if (ownerId === null || ownerId === caller.userId) return null;
  return caller.isOwner || caller.ruleKeys.has(assignRule) ? null : { code: 403, key: 'forbidden' };
}

/**
 * Another member's customer is not the viewer's to change unless they see every owner's: it reads as
 * not found, as the lists and the detail answer it (the pool is everyone's).
 */
export function hiddenCustomerRefusal(
  viewer: { userId: number; seesAll: boolean },
  rows: readonly { id: number; ownerId: number | null }[],
): Refusal | null {
  if (viewer.seesAll) return null;
  const hidden = rows.find((r) => r.ownerId !== null && r.ownerId !== viewer.userId);
  return hidden ? { code: 1, key: 'crmCustomerNotFound', params: { id: hidden.id } } : null;
}

/** Only a lost customer is restored; any other reads as not found on the lost list. */
export function restoreRefusal(id: number, stage: string): Refusal | null {
  return stage === 'lost' ? null : { code: 1, key: 'crmCustomerNotFound', params: { id } };
}

const minuteOf = (ms: number) => Math.floor(ms / 60_000);

/**
 * Whether an update's next follow-up time is refused: a new time already past is a slip (the add
 * and the follow-up's schemas refuse it too), but the time a customer has, sent back unchanged with
 * the rest of its form, is taken even when it is overdue. Unchanged is to the minute: a form's
 * picker holds minutes, so a saved time with seconds comes back without them.
 */
export function nextFollowTimeRefused(
  saved: Date | null,
  sent: string | null | undefined,
  now: Date = new Date(),
): boolean {
  if (sent === undefined || sent === null) return false;
  if (saved !== null && minuteOf(Date.parse(sent)) === minuteOf(saved.getTime())) return false;
  return isFollowTimePast(sent, now);
}
