import { z } from 'zod';
import { exactlyOneOf, idField, type ListResult, listQuery } from './envelope.ts';

/**
 * In-app messages: written by the system for a member of a brand (a send failed, an import
 * finished), read in the header's dropdown and on `/manage/message`. The member's own, like the rest of
 * `/brand/manage/`: a session and a brand, no rule.
 */
export const inboxPaths = {
  list: '/brand/manage/message_list.html',
  read: '/brand/manage/message_read.html',
  count: '/brand/manage/message_count.html',
} as const;

/**
 * What a message is about (`notice`: a word from the console itself). A module that writes messages adds its kind here (server/modules/inbox/inbox.ts
 * `writeInbox`), and its wording to server/modules/account/account.messages.ts when it uses a message key.
 */
export const inboxKinds = [
  'notice',
  'sms.failed',
  'email.failed',
  'sms.sent',
  'email.sent',
  'crm.import',
] as const;
export type InboxKind = (typeof inboxKinds)[number];

const unreadFilter = /* @__PURE__ */ (() =>
  z.preprocess(
    (v) =>
      v === '' || v === null || v === undefined
        ? undefined
        : v === 'true' || v === '1' || v === 1
          ? true
          : v === 'false' || v === '0' || v === 0
            ? false
            : v,
    z.boolean().optional(),
  ))();

/** `message_list`: newest first; `unread: true` for the unread ones only. No keyword (titles are words). */
export const inboxListBody = /* @__PURE__ */ (() =>
  listQuery.omit({ keyword: true, sort: true }).extend({ unread: unreadFilter }))();
export type InboxListBody = z.input<typeof inboxListBody>;

/** `message_read`: these messages (`ids`), or every one of the member in this brand (`all: true`). */
export const inboxReadBody = /* @__PURE__ */ (() =>
  z
    .strictObject({
      ids: z.array(idField).min(1).max(100).optional(),
      all: z.literal(true).optional(),
    })
    .refine((b) => (b.ids === undefined) !== (b.all === undefined), {
      path: ['ids'],
      message: 'required',
    })
    .meta(exactlyOneOf('ids', 'all')))();
export type InboxReadBody = z.input<typeof inboxReadBody>;

export interface InboxMessage {
  id: number;
  kind: InboxKind;
  /** In the caller's language. */
  title: string;
  /** A line under the title ('' for none), in the caller's language. */
  body: string;
  /** The console route it opens (`/notify/sms/list?batchId=12&status=failed`). */
  link: string;
  /** A report or file that goes with it (an import's report), or null. */
  file: { url: string; name: string } | null;
  /** How many events it stands for (a batch's failures are one message). */
  count: number;
  read: boolean;
  /** When it was last raised, ISO 8601. */
  at: string;
}

export type InboxListResult = ListResult<InboxMessage>;

export interface InboxCount {
  unread: number;
}

export interface InboxReadResult {
  /** Messages marked read by this call. */
  read: number;
  /** Unread messages left. */
  unread: number;
}
