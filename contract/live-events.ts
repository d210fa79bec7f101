import type { MemberDisabled } from './auth.ts';
import type { CustomerItem } from './customer.ts';

/**
 * The console's live event stream: server-sent events over one long `GET`, with the session's
 * `Authorization` and `BrandId` headers like every call. Each event is small; the console reads what
 * changed through the usual calls. A stream that cannot be opened answers the usual envelope
 * (`code 401` for a session that is over).
 */
export const liveEventPaths = {
  stream: '/brand/manage/events.html',
} as const;

/** Names of the events (the SSE `event:` field) and what their `data:` JSON holds. */
export interface LiveEventData {
  /** The stream is open; anything missed while it was closed should be read again. */
  ready: Record<string, never>;
  /** The caller's rules changed (role rules edited, role changed or disabled): read the menu again. */
  rules: Record<string, never>;
  /**
   * The session is over (account disabled, password changed, signed out elsewhere, revoked); when the
   * member was disabled in the stream's brand, which brand (the same `data` a `code 401` carries).
   */
  session: MemberDisabled | Record<string, never>;
  /** The caller's inbox changed; `title` (in the stream's language) when a message arrived. */
  inbox: { kind: string | null; title: string | null };
  /**
   * A change by anyone to rows the caller may see now (its SSE `id:` is the brand's change number: a
   * stream opened again with `Last-Event-ID` gets exactly the changes after it, in order).
   */
  change: LiveChange;
  /** Changes were missed beyond the resume window ({@link liveResumeHours} h): read every open list again. */
  reload: Record<string, never>;
}

/** A change to customers, with each row as the caller's own list would answer it now. */
export interface LiveCustomerChange {
  entity: 'crm_customer';
  /** `create`, `update`, `delete`, `claim`, `release`, `assign`, `lose`, `restore`, `tag-add`, … */
  action: string;
  /** Who made it (null: the system, as the daily pool return). */
  actor: { id: number; name: string } | null;
  /** ISO 8601. */
  at: string;
  /** null `item`: the row is gone from the caller's sight (deleted, or now another member's). */
  rows: { id: number; item: CustomerItem | null }[];
  /** Too many rows to list (an import): read the open lists again. */
  refresh: boolean;
}

/**
 * The other modules' entities whose changes open lists follow (the `changes.entity` of their records):
 * a list screen names the ones its rows are.
 */
export const liveRowEntities = [
  'crm_product',
  'crm_material',
  'crm_tag',
  'crm_customer_group',
  'agent',
  'agent_group',
  'role',
  'admin_user',
  'article',
  'page',
  'slide',
  'friendlink',
  'sms_template',
  'email_template',
  'email_draft',
  'wxwork_account',
] as const;
export type LiveRowEntity = (typeof liveRowEntities)[number];

/**
 * A change to another module's rows, told by id alone: the console reads the rows in view again
 * through its own list call, so it never holds more than that call answers (docs/decisions/live-changes.md).
 */
export interface LiveRowChange {
  entity: LiveRowEntity;
  /** `add`, `update`, `delete`, `sort`, … as the module recorded it. */
  action: string;
  actor: { id: number; name: string } | null;
  /** ISO 8601. */
  at: string;
  /** The rows it touched. */
  ids: number[];
}

/** One change as a stream tells it. */
export type LiveChange = LiveCustomerChange | LiveRowChange;

/** How far back a stream opened again with `Last-Event-ID` is told what it missed. */
export const liveResumeHours = 24;

export type LiveEventName = keyof LiveEventData;

export const liveEventNames: readonly LiveEventName[] = [
  'ready',
  'rules',
  'session',
  'inbox',
  'change',
  'reload',
];

/** A comment line this often keeps proxies from closing a quiet stream. */
export const liveKeepAliveMs = 25_000;
