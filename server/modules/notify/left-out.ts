import type { Locale } from '../../../contract/envelope.ts';
import type { LeftOutReason, SendResult } from '../../../contract/sms.ts';
import { notifyText } from './notify.messages.ts';

const reasons: readonly LeftOutReason[] = ['lost', 'noMobile', 'noEmail'];

/**
 * A group send's customers left out per reason (those with none dropped), each said in `locale`,
 * so an answer that queued fewer than the group counts says why.
 */
export function leftOutOf(
  locale: Locale,
  counts: Partial<Record<LeftOutReason, number>>,
): NonNullable<SendResult['leftOut']> {
  return reasons.flatMap((reason) => {
    const count = counts[reason] ?? 0;
    return count > 0 ? [{ reason, count, message: notifyText(locale, `leftOut.${reason}`, { count }) }] : [];
  });
}
