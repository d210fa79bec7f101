import {
  type AccountOverview,
  accountPaths,
  type RevokeOthersResult,
  type SessionItem,
  type SignInItem,
  type TodayResult,
} from '../../../contract/account.ts';
import { type CallOptions, post, postForMessage } from '../../services/http.ts';

/** Every brand of the user with the figures its role may read (the account dashboard's cards). */
export function accountOverview(options: CallOptions = {}): Promise<AccountOverview> {
  return post<AccountOverview>(accountPaths.overview, {}, options);
}

/** Today's work in the current brand (the home page). */
export function todayItems(options: CallOptions = {}): Promise<TodayResult> {
  return post<TodayResult>(accountPaths.today, {}, options);
}

export async function signInList(options: CallOptions = {}): Promise<SignInItem[]> {
  return (await post<{ list: SignInItem[] }>(accountPaths.signIns, {}, options)).list;
}

export async function sessionList(options: CallOptions = {}): Promise<SessionItem[]> {
  return (await post<{ list: SessionItem[] }>(accountPaths.sessions, {}, options)).list;
}

/** Signs out every other session of the user; answers the server's message for the success toast. */
export function revokeOtherSessions(
  options: CallOptions = {},
): Promise<{ message: string; data: RevokeOthersResult }> {
  return postForMessage<RevokeOthersResult>(accountPaths.revokeOthers, {}, options);
}
