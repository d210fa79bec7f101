import {
  type InboxCount,
  type InboxListBody,
  type InboxListResult,
  type InboxReadBody,
  type InboxReadResult,
  inboxPaths,
} from '../../contract/inbox.ts';
import { type CallOptions, post, postForMessage } from './http.ts';

export function listMessages(body: InboxListBody, options: CallOptions = {}): Promise<InboxListResult> {
  return post<InboxListResult>(inboxPaths.list, { ...body }, options);
}

/** The badge's number; polled, so it never toasts a failure (the badge keeps its last number). */
export async function unreadCount(): Promise<number> {
  return (await post<InboxCount>(inboxPaths.count, {}, { notifyErrors: false })).unread;
}

export function readMessages(
  body: InboxReadBody,
  options: CallOptions = {},
): Promise<{ message: string; data: InboxReadResult }> {
  return postForMessage<InboxReadResult>(inboxPaths.read, { ...body }, options);
}
