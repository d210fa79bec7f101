import type { TodayItemId } from '../../../contract/account.ts';
import { chinaDay, dayMs } from '../../../contract/china-time.ts';
import { customerRule } from '../../../contract/customer.ts';
import type { RuleKey } from '../../../contract/rule-key.ts';
import type { Caller } from '../../kit/caller.ts';
import { customerFigure, newestFinishedImport } from '../crm/crm.public.ts';
import { logFigure } from '../notify/notify.public.ts';
import { type FigureContext, myFollowups } from './figures.ts';

/**
 * Today's work on the home page, one provider per item. A provider answers the item's count and the
 * screen it opens, filtered to it, and names that screen's rule; the item is asked for only when the
 * member's role holds the rule, and shown only when there is something to do (a count above 0). An
 * item that opens a list counts with that list (figures.ts), so the list shows as many rows. A module
 * adds its item in a few lines:
 *
 *   { id: 'followupsDue', rule: 'crm/customer/list', read: myFollowups('today') }
 *
 * plus its id in contract/account.ts and its words in src/modules/account/account.strings.ts (`home.item.<id>`).
 */
export interface TodayProvider {
  id: TodayItemId;
  rule: RuleKey;
  read(at: FigureContext & { me: Caller }): Promise<{ count: number; route: string }>;
}

/** How many days the failed sends of the home page cover, today included. */
export const failedDays = 7;

/** The failed sends of the last `failedDays` days (China Standard Time), as the log filters them. */
const lastDays = (now: Date) => ({
  status: 'failed',
  dateFrom: chinaDay(new Date(now.getTime() - (failedDays - 1) * dayMs)),
  dateTo: chinaDay(now),
});

export const todayProviders: readonly TodayProvider[] = [
  {
    id: 'smsFailed',
    rule: 'notify/sms/list',
    read: ({ deps, brandId, now }) => logFigure(deps, 'sms', brandId, lastDays(now)),
  },
  {
    id: 'emailFailed',
    rule: 'notify/email/list',
    read: ({ deps, brandId, now }) => logFigure(deps, 'email', brandId, lastDays(now)),
  },
  // The member's own customers due by the end of today, overdue ones included; and the overdue.
  { id: 'followupsDue', rule: customerRule.list, read: myFollowups('today') },
  { id: 'followupsOverdue', rule: customerRule.list, read: myFollowups('overdue') },
  {
    // The customers the member's newest import of the last days brought: what the item opens.
    id: 'importsFinished',
    rule: customerRule.import,
    read: async ({ deps, me, viewer, now }) => {
      const since = new Date(now.getTime() - failedDays * dayMs);
      const newest = await newestFinishedImport(deps.db, me.brandId, me.userId, since);
      if (newest === 0) return { count: 0, route: '/crm/customer/list' };
      return customerFigure(deps, viewer, 'list', { importId: newest }, now);
    },
  },
];
