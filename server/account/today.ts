import type { TodayItemId } from '../../contract/account.ts';
import type { RuleKey } from '../../contract/rule-key.ts';
import type { Db } from '../db/client.ts';
import type { Caller } from '../kit/caller.ts';
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
 * plus its id in contract/account.ts and its words in src/i18n/account.ts (`home.item.<id>`).
 */
export interface TodayProvider {
  id: TodayItemId;
  rule: RuleKey;
  read(db: Db, me: Caller, now: Date): Promise<{ count: number; route: string }>;
}

/** How far back the failed sends of the home page look. */
export const failedDays = 7;

const since = (now: Date) => new Date(now.getTime() - failedDays * 86_400_000);

export const todayProviders: readonly TodayProvider[] = [
  {
    id: 'smsFailed',
    rule: 'notify/sms/list',
    read: async (db, me, now) => ({
      count: await count(
        db,
        `select count(*)::int from sms_messages where brand_id = $1 and status = 'failed' and created_at >= $2`,
        [me.brandId, since(now)],
      ),
      route: '/notify/sms/list?status=failed',
    }),
  },
  {
    id: 'emailFailed',
    rule: 'notify/email/list',
    read: async (db, me, now) => ({
      count: await count(
        db,
        `select count(*)::int from email_messages where brand_id = $1 and status = 'failed' and created_at >= $2`,
        [me.brandId, since(now)],
      ),
      route: '/notify/email/list?status=failed',
    }),
  },
];
