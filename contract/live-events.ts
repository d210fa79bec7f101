import type { MemberDisabled } from './auth.ts';

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
}

export type LiveEventName = keyof LiveEventData;

export const liveEventNames: readonly LiveEventName[] = ['ready', 'rules', 'session', 'inbox'];

/** A comment line this often keeps proxies from closing a quiet stream. */
export const liveKeepAliveMs = 25_000;
