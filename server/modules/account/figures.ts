import type { BrandFigureId } from '../../../contract/account.ts';
import { chinaDay, chinaMonthStart } from '../../../contract/china-time.ts';
import { customerRule } from '../../../contract/customer.ts';
import type { RuleKey } from '../../../contract/rule-key.ts';
import { systemRule } from '../../../contract/system.ts';
import type { Db } from '../../db/client.ts';
import { int, runPrepared } from '../../db/prepared.ts';
import type { ListCaches } from '../../kit/list-cache.ts';
import { type CustomerLinkFilters, customerFigure } from '../crm/crm.public.ts';
import { logFigure } from '../notify/notify.public.ts';

/**
 * The figures of a brand's card on the account dashboard, one provider each. A provider answers its
 * figure and the screen it opens (`route`), and names that screen's rule: a role without the rule
 * neither sees the figure nor costs its query. A figure that opens a list is that list's total with
 * the filters its link carries (the list module's `…Figure` helpers), so the card and the list agree:
 *
 *   { id: 'customers', rule: 'crm/customer/list',
 *     read: ({ deps, viewer }) => customerFigure(deps, viewer, 'list', {}) }
 *
 * plus its id in contract/account.ts and its label in src/modules/account/account.strings.ts (`account.figure.<id>`).
 */
export interface FigureProvider {
  id: BrandFigureId;
  rule: RuleKey;
  read(at: FigureContext): Promise<{ count: number; route: string }>;
}

/** What a provider reads with: the brand, who reads the card, and now. */
export interface FigureContext {
  deps: { db: Db; lists: ListCaches };
  brandId: number;
  now: Date;
  viewer: { brandId: number; userId: number; seesAll: boolean };
}

/** A count by one prepared statement (`$1` the brand, then the values given). */
export async function count(db: Db, text: string, params: readonly unknown[]): Promise<number> {
  const [row] = await runPrepared(db, text, params, { genericPlan: true });
  return row ? int(row[0]) : 0;
}

/**
 * The member's own follow-ups due by the end of today, overdue ones included (`due: 'overdue'`: before
 * today): the customer list with that filter, narrowed to them when they see every owner's (for a
 * member who sees only theirs, the list is already theirs and the link says no more).
 */
export function myFollowups(due: 'today' | 'overdue') {
  return ({ deps, viewer, now }: FigureContext) => {
    const filters: CustomerLinkFilters = { due };
    if (viewer.seesAll) filters.ownerId = viewer.userId;
    return customerFigure(deps, viewer, 'list', filters, now);
  };
}

/** This month's sends of a status, as the log lists them: from the month's first day through today. */
const thisMonth = (status: string, now: Date) => ({
  status,
  dateFrom: chinaDay(chinaMonthStart(now)),
  dateTo: chinaDay(now),
});

export const figureProviders: readonly FigureProvider[] = [
  {
    id: 'members',
    rule: systemRule.adminUser,
    read: async ({ deps, brandId }) => ({
      count: await count(deps.db, 'select count(*)::int from brand_members where brand_id = $1', [brandId]),
      route: '/system/adminuser',
    }),
  },
  {
    id: 'smsSent',
    rule: 'notify/sms/list',
    read: ({ deps, brandId, now }) => logFigure(deps, 'sms', brandId, thisMonth('sent', now)),
  },
  {
    id: 'emailSent',
    rule: 'notify/email/list',
    read: ({ deps, brandId, now }) => logFigure(deps, 'email', brandId, thisMonth('sent', now)),
  },
  {
    // The customer list the member sees (theirs, or every owner's), lost ones and the pool left out:
    // the pool is its own figure, so neither hides in the other.
    id: 'customers',
    rule: customerRule.list,
    read: ({ deps, viewer, now }) => customerFigure(deps, viewer, 'list', {}, now),
  },
  {
    id: 'pool',
    rule: customerRule.pool,
    read: ({ deps, viewer, now }) => customerFigure(deps, viewer, 'pool', {}, now),
  },
  { id: 'followupsDue', rule: customerRule.list, read: myFollowups('today') },
];
