import type { BrandFigureId } from '../../../contract/account.ts';
import { customerRule } from '../../../contract/customer.ts';
import type { RuleKey } from '../../../contract/rule-key.ts';
import { systemRule } from '../../../contract/system.ts';
import type { Db } from '../../db/client.ts';
import { int, runPrepared } from '../../db/prepared.ts';

/**
 * The figures of a brand's card on the account dashboard, one provider each. A provider names the
 * screen its figure opens (`route`) and that screen's rule: a role without the rule neither sees the
 * figure nor costs its query. A module adds its figure in a few lines:
 *
 *   { id: 'customers', rule: 'crm/customer/list', route: '/crm/customer/list',
 *     read: (db, brandId) => count(db, 'select count(*) from crm_customers where brand_id = $1', [brandId]) }
 *
 * plus its id in contract/account.ts and its label in src/modules/account/account.strings.ts (`account.figure.<id>`).
 */
export interface FigureProvider {
  id: BrandFigureId;
  rule: RuleKey;
  route: string;
  read(db: Db, brandId: number, now: Date, member: FigureMember): Promise<number>;
}

/** Who reads the card: a figure of their own work (customers, follow-ups) counts with this. */
export interface FigureMember {
  userId: number;
  /** Owners and roles with "all customers" (`crm/customer/all`). */
  seesAllCustomers: boolean;
}

/** A count by one prepared statement (`$1` the brand, then the values given). */
export async function count(db: Db, text: string, params: readonly unknown[]): Promise<number> {
  const [row] = await runPrepared(db, text, params, { genericPlan: true });
  return row ? int(row[0]) : 0;
}

/** The first moment of `now`'s month in China Standard Time (the console's calendar, as the logs'). */
export function monthStart(now: Date): Date {
  const cst = new Date(now.getTime() + 8 * 3_600_000);
  return new Date(Date.UTC(cst.getUTCFullYear(), cst.getUTCMonth(), 1) - 8 * 3_600_000);
}

/** The end (exclusive) of `now`'s day in China Standard Time. */
function dayEnd(now: Date): Date {
  const dayMs = 86_400_000;
  return new Date(Math.floor((now.getTime() + 8 * 3_600_000) / dayMs) * dayMs - 8 * 3_600_000 + dayMs);
}

export const figureProviders: readonly FigureProvider[] = [
  {
    id: 'members',
    rule: systemRule.adminUser,
    route: '/system/adminuser',
    read: (db, brandId) =>
      count(db, 'select count(*)::int from brand_members where brand_id = $1', [brandId]),
  },
  {
    id: 'smsSent',
    rule: 'notify/sms/list',
    route: '/notify/sms/list?status=sent',
    read: (db, brandId, now) =>
      count(
        db,
        `select count(*)::int from sms_messages where brand_id = $1 and status = 'sent' and created_at >= $2`,
        [brandId, monthStart(now)],
      ),
  },
  {
    id: 'emailSent',
    rule: 'notify/email/list',
    route: '/notify/email/list?status=sent',
    read: (db, brandId, now) =>
      count(
        db,
        `select count(*)::int from email_messages where brand_id = $1 and status = 'sent' and created_at >= $2`,
        [brandId, monthStart(now)],
      ),
  },
  {
    // The customers the member may see (their own and the pool, or every one), lost ones left out.
    id: 'customers',
    rule: customerRule.list,
    route: '/crm/customer/list',
    read: (db, brandId, _now, member) =>
      count(
        db,
        `select count(*)::int from crm_customers where brand_id = $1 and stage <> 'lost'
           and ($2::boolean or owner_id = $3 or owner_id is null)`,
        [brandId, member.seesAllCustomers, member.userId],
      ),
  },
  {
    // Their own customers' follow-ups due by the end of today, the overdue ones included.
    id: 'followupsDue',
    rule: customerRule.list,
    route: '/crm/customer/list?due=today',
    read: (db, brandId, now, member) =>
      count(
        db,
        `select count(*)::int from crm_customers where brand_id = $1 and owner_id = $2
           and stage <> 'lost' and next_follow_at < $3`,
        [brandId, member.userId, dayEnd(now)],
      ),
  },
];
