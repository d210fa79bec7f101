import type { z } from 'zod';
import type { Locale } from '../../../contract/envelope.ts';
import type { SendPreview, SendResult, smsSendPreviewBody } from '../../../contract/sms.ts';
import type { AppDeps } from '../../context.ts';
import type { Queryable } from '../../kit/db.ts';
import { type CustomerViewer, customerViewer, groupLeftOut, groupRecipients } from '../crm/crm.public.ts';
import { leftOutOf } from './left-out.ts';
import type { ViewingCaller } from './notify-caller.ts';

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
 * A group send before it is made, by e-mail or SMS alike (both `send_preview` calls take
 * `{ customerGroupId }`): the same recipients and left-out counts the
 * send uses, and the first customer (whose values the preview shows).
 */
export async function groupPreview(
  deps: Pick<AppDeps, 'db'>,
  me: ViewingCaller,
  { customerGroupId }: z.output<typeof smsSendPreviewBody>,
  reach: Reach,
): Promise<SendPreview> {
  const viewer = customerViewer(me.brandId, me.policy);
  const customers = await groupRecipients(deps.db, viewer, customerGroupId, reach);
  const leftOut = await groupLeftOutOf(deps.db, viewer, customerGroupId, reach, me.locale);
  const first = customers[0];
  return {
    recipients: new Set(customers.map((r) => r[reach])).size,
    leftOut,
    first: first ? { name: first.name, company: first.company } : null,
  };
}
