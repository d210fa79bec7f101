import type { PolicyCaller, Refusal, RoleFacts } from '../../kit/policy.ts';
import { rulesBeyond } from './role.policy.ts';

/**
 * Who may give whom which role, and manage which member. Plain functions, no Hono,
 * no SQL: the route reads the facts, asks here, and answers the refusal as it is (nothing written).
 */

/** A member as the policies see them: who they are and the role they hold now. */
export interface MemberFacts {
  userId: number;
  userName: string;
  role: RoleFacts;
}

/**
 * Whether the caller may change a member at all (profile, password, status, role; or delete them).
 * A non-owner manages only members whose role they could have assigned: resetting the password of a
 * member who holds more would hand the caller that member's rules.
 */
export function memberChangeRefusal(caller: PolicyCaller, member: MemberFacts): Refusal | null {
  if (caller.isOwner) return null;
  if (member.role.isOwner) return { code: 403, key: 'ownerOnly' };
  const beyond = rulesBeyond(caller, member.role.rules);
  return beyond.length > 0
    ? { code: 403, key: 'memberBeyondOwn', params: { name: member.userName, rules: beyond } }
    : null;
}

/**
 * Whether the caller may give `role` to a member: a new one (`targetUserId` null) or an existing one
 * whose role changes.
 * - nobody changes their own role, an owner neither (another owner does it);
 * - a disabled role is given to nobody;
 * - only an owner gives the owner role;
 * - a non-owner gives only a role whose rules are all within their own role's rules.
 */
export function roleAssignmentRefusal(
  caller: PolicyCaller,
  targetUserId: number | null,
  role: RoleFacts,
): Refusal | null {
  if (targetUserId === caller.userId) return { code: 403, key: 'selfRole' };
  if (!role.enabled) return { code: 1, key: 'roleDisabled', params: { title: role.title }, field: 'roleId' };
  if (role.isOwner && !caller.isOwner) return { code: 403, key: 'ownerOnly' };
  const beyond = rulesBeyond(caller, role.rules);
  return beyond.length > 0
    ? { code: 403, key: 'roleBeyondOwn', params: { title: role.title, rules: beyond } }
    : null;
}

/** Nobody disables themself: they would shut themself out of the brand mid-session. */
export function selfDisableRefusal(isSelf: boolean, disabling: boolean): Refusal | null {
  return isSelf && disabling ? { code: 1, key: 'selfDisable' } : null;
}

/** Nobody deletes themself, alone or among others. */
export function selfDeleteRefusal(callerId: number, targetIds: readonly number[]): Refusal | null {
  return targetIds.includes(callerId) ? { code: 1, key: 'selfDelete' } : null;
}

/**
 * The brand keeps an enabled owner: a change that would leave none (disabling, demoting or deleting
 * the last one) is refused, naming the owner it would have removed.
 */
export function lastOwnerRefusal(ownerName: string, enabledOwnersLeft: number): Refusal | null {
  return enabledOwnersLeft === 0 ? { code: 1, key: 'lastOwner', params: { name: ownerName } } : null;
}

/**
 * An account other brands use too is not this brand's to rewrite (profile or password): a password set
 * here would open the other brands to whoever set it.
 */
export function sharedAccountRefusal(userName: string, otherBrands: number): Refusal | null {
  return otherBrands > 0 ? { code: 1, key: 'sharedAccount', params: { name: userName } } : null;
}
