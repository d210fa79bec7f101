import type { Locale } from '../../../contract/envelope.ts';
import type { Caller } from '../../kit/caller.ts';
import type { PolicyCaller } from '../../kit/policy.ts';

/**
 * Who calls a notify use case (the e-mail and SMS services): the member of the brand (kit/caller.ts,
 * as the row kit takes it; their id is the batch's sender and the change record's actor) and the
 * language refusals and counts are said in.
 */
export interface NotifyCaller extends Caller {
  locale: Locale;
}

/** A caller whose role's rules decide which customers they may reach (a group send, the recipients' search). */
export interface ViewingCaller extends NotifyCaller {
  policy: PolicyCaller;
}
