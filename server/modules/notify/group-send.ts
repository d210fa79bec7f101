import type { Locale } from '../../../contract/envelope.ts';
import type { SendPreview, SendResult } from '../../../contract/sms.ts';
import type { Queryable } from '../../kit/db.ts';
import { type CustomerViewer, groupLeftOut, groupRecipients } from '../crm/crm.public.ts';
import { leftOutOf } from './left-out.ts';

/** How a send reaches a customer: their e-mail or their mobile. */
export type Reach = 'email' | 'mobile';

const unreachable = { email: 'noEmail', mobile: 'noMobile' } as const;

/** The customers of a group a send leaves out (lost, or without the address it needs), said in `locale`. */
export async function groupLeftOutOf(
  db: Queryable,
  viewer: CustomerViewer,
  groupId: number,
  reach: Reach,
  locale: Locale,
): Promise<NonNullable<SendResult['leftOut']>> {
  const left = await groupLeftOut(db, viewer, groupId, reach);
  return leftOutOf(locale, { lost: left.lost, [unreachable[reach]]: left.unreachable });
}

/**
 * A group send before it is made, by e-mail or SMS alike: the same recipients and left-out counts the
 * send uses, and the first customer (whose values the preview shows).
 */
export async function groupPreview(
  db: Queryable,
  viewer: CustomerViewer,
  groupId: number,
  reach: Reach,
  locale: Locale,
): Promise<SendPreview> {
  const customers = await groupRecipients(db, viewer, groupId, reach);
  const leftOut = await groupLeftOutOf(db, viewer, groupId, reach, locale);
  const first = customers[0];
  return {
    recipients: new Set(customers.map((r) => r[reach])).size,
    leftOut,
    first: first ? { name: first.name, company: first.company } : null,
  };
}
