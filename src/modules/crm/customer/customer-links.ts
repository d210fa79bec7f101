import type { CustomerStage } from '../../../../contract/customer.ts';
import type { MessageKey } from '../../../i18n/catalog.ts';
import { joinHash } from '../../../lib/hash.ts';

export const customerListPath = '/crm/customer/list';
export const customerPortraitPath = '/crm/customer/portrait';
export const customerPoolPath = '/crm/customer/pool';

/** The customer list with these filters in its address (the list reads them from there). */
export const listHref = (filters: Record<string, string>) =>
  joinHash(customerListPath, new URLSearchParams(filters));

/** The pool with these filters in its address. */
export const poolHref = (filters: Record<string, string>) =>
  joinHash(customerPoolPath, new URLSearchParams(filters));

export const portraitHref = (groupId?: number) =>
  joinHash(customerPortraitPath, new URLSearchParams(groupId ? { groupId: String(groupId) } : {}));

/**
 * The reasons the server writes for owner changes it makes itself (contract TimelineEntry.owner); a
 * release carries the member's own words instead, shown as they are.
 */
export const ownerReasonKey: Record<string, MessageKey> = {
  claim: 'cust.ev.why.claim',
  assign: 'cust.ev.why.assign',
  release: 'cust.ev.why.release',
  'pool-return': 'cust.ev.why.poolReturn',
  restore: 'cust.ev.why.restore',
};

export const stageKey: Record<CustomerStage, MessageKey> = {
  new: 'insight.stage.new',
  following: 'insight.stage.following',
  won: 'insight.stage.won',
  lost: 'insight.stage.lost',
};
