import type { TodayItemId } from '../../../contract/account.ts';
import { customerRule } from '../../../contract/customer.ts';
import type { RuleKey } from '../../../contract/rule-key.ts';
import type { Db } from '../../db/client.ts';
import { int, runPrepared } from '../../db/prepared.ts';
import type { Caller } from '../../kit/caller.ts';
import { cstToday } from '../crm/crm.public.ts';
import { count } from './figures.ts';

/**
 * Today's work on the home page, one provider per item. A provider names the screen the item opens
 * and that screen's rule; the item is asked for only when the member's role holds the rule, and shown
 * only when there is something to do (a count above 0). A module adds its item in a few lines:
 *
 *   { id: 'followupsDue', rule: 'crm/customer/list', read: async (db, me, now) => ({
 *       count: await count(db, 'select count(*)::int from crm_followups where brand_id = $1 and ...', [...]),
 *       route: '/crm/customer/list?followup=today' }) }
 *
 * plus its id in contract/account.ts and its words in src/modules/account/account.strings.ts (`home.item.<id>`).
 */
export interface TodayProvider {
  id: TodayItemId;
  rule: RuleKey;
  read(db: Db, me: Caller, now: Date): Promise<{ count: number; route: string }>;
}

/** How far back the failed sends of the home page look. */
export const failedDays = 7;

const since = (now: Date) => new Date(now.getTime() - failedDays * 86_400_000);

/** A channel's failed sends of the last `failedDays` days, opening its log filtered to them. */
function failedSends(
  id: TodayItemId,
  rule: RuleKey,
  table: 'sms_messages' | 'email_messages',
  route: string,
): TodayProvider {
  return {
    id,
    rule,
    read: async (db, me, now) => ({
      count: await count(
        db,
        `select count(*)::int from ${table} where brand_id = $1 and status = 'failed' and created_at >= $2`,
        [me.brandId, since(now)],
      ),
      route,
    }),
  };
}

/** The member's own open customers whose next follow-up falls before `until(now)`. */
function followupsBefore(id: TodayItemId, until: (now: Date) => Date, route: string): TodayProvider {
  return {
    id,
    rule: customerRule.list,
    read: async (db, me, now) => ({
      count: await count(
        db,
        `select count(*)::int from crm_customers where brand_id = $1 and owner_id = $2
           and stage <> 'lost' and next_follow_at < $3`,
        [me.brandId, me.userId, until(now)],
      ),
      route,
    }),
  };
}

export const todayProviders: readonly TodayProvider[] = [
  failedSends('smsFailed', 'notify/sms/list', 'sms_messages', '/notify/sms/list?status=failed'),
  failedSends('emailFailed', 'notify/email/list', 'email_messages', '/notify/email/list?status=failed'),
  // The member's own customers due by the end of today, overdue ones included: the list it opens.
  followupsBefore(
    'followupsDue',
    (now) => new Date(cstToday(now).getTime() + 86_400_000),
    '/crm/customer/list?due=today',
  ),
  followupsBefore('followupsOverdue', cstToday, '/crm/customer/list?due=overdue'),
  {
    // The member's own imports finished lately; the item opens the newest one's customers.
    id: 'importsFinished',
    rule: customerRule.import,
    read: async (db, me, now) => {
      const [row] = await runPrepared(
        db,
        `select count(*)::int, max(id) from crm_imports where brand_id = $1 and user_id = $2
           and status = 'done' and finished_at >= $3`,
        [me.brandId, me.userId, since(now)],
        { genericPlan: true },
      );
      const n = row ? int(row[0]) : 0;
      return {
        count: n,
        route: n > 0 && row ? `/crm/customer/list?importId=${int(row[1])}` : '/crm/customer/list',
      };
    },
  },
];
