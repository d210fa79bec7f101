import type { SessionEvent, SharedSession, TabsCommand } from '../machines/session.machine.ts';
import { sessionFrom } from './session-store.ts';

/** One channel per origin: BroadcastChannel reaches only tabs of the same origin in the same browser. */
export const sessionChannelName = 'brand-console.session';

/** What travels between tabs. */
type Wire =
  | { type: 'ask'; requestId: string }
  | { type: 'offer'; requestId: string; session: unknown }
  | { type: 'loggedOut' };

function wireOf(data: unknown): Wire | null {
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  const m = data as Record<string, unknown>;
  if ((m.type === 'ask' || m.type === 'offer') && typeof m.requestId !== 'string') return null;
  return m.type === 'ask' || m.type === 'offer' || m.type === 'loggedOut' ? (m as Wire) : null;
}

function newRequestId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
}

/**
 * The session machine's link to the browser's other tabs (its `otherTabs` actor): it asks them for
 * their session, answers their questions, and passes a logout on. Only an answer to this tab's own
 * open question is taken, and only after the same checks as a session read from storage.
 */
export function otherTabsLink({
  sendBack,
  receive,
}: {
  sendBack: (event: SessionEvent) => void;
  receive: (listener: (command: TabsCommand) => void) => void;
}): (() => void) | undefined {
  if (typeof BroadcastChannel !== 'function') return undefined;
  const channel = new BroadcastChannel(sessionChannelName);
  let waitingFor: string | null = null;
  channel.onmessage = (e: MessageEvent) => {
    const m = wireOf(e.data);
    if (m?.type === 'ask') sendBack({ type: 'tabs.asked', requestId: m.requestId });
    else if (m?.type === 'loggedOut') sendBack({ type: 'tabs.loggedOut' });
    else if (m?.type === 'offer' && m.requestId === waitingFor) {
      const session = sessionFrom(m.session);
      if (!session) return;
      waitingFor = null;
      sendBack({ type: 'tabs.offer', session });
    }
  };
  receive((command) => {
    if (command.type === 'tabs.ask') {
      waitingFor = newRequestId();
      channel.postMessage({ type: 'ask', requestId: waitingFor } satisfies Wire);
    } else if (command.type === 'tabs.stopAsking') {
      waitingFor = null;
    } else if (command.type === 'tabs.answer') {
      channel.postMessage({
        type: 'offer',
        requestId: command.requestId,
        session: command.session,
      } satisfies Wire);
    } else if (command.type === 'tabs.logout') {
      channel.postMessage({ type: 'loggedOut' } satisfies Wire);
    }
  });
  return () => channel.close();
}

/**
 * localStorage: when a tab of this browser last held a session (a time, never the session). A new tab
 * asks the others for their session only when one may have it: with no tab signed in, nobody would
 * answer, and the console's address would show the login screen only after the whole wait.
 */
export const signedInTabKey = 'brand-console.signedInTabAt';
/** How often a signed-in tab renews the mark; a hidden tab's timers run about once a minute anyway. */
export const signedInMarkEveryMs = 60_000;
/** A mark older than this is of a tab closed (or a browser ended) without logging out. */
export const signedInMarkFreshMs = 2.5 * signedInMarkEveryMs;

/** Whether a tab of this browser may hold a session to hand over; yes when the browser cannot tell. */
export function mayHaveSignedInTab(now = Date.now()): boolean {
  try {
    if (!globalThis.localStorage) return true;
    const at = Number(globalThis.localStorage.getItem(signedInTabKey) ?? Number.NaN);
    return Number.isFinite(at) && at > now - signedInMarkFreshMs && at < now + signedInMarkFreshMs;
  } catch {
    return true;
  }
}

interface MarkedSession {
  getSnapshot(): { context: Pick<SharedSession, 'token'> };
  on(type: 'session.loggedOut', listener: () => void): { unsubscribe(): void };
  subscribe(
    next: (snapshot: { context: Pick<SharedSession, 'token'> }) => void,
    error?: (error: unknown) => void,
    complete?: () => void,
  ): { unsubscribe(): void };
}

/**
 * Keeps the mark above while this tab holds a session, and takes it away on a logout (which ends the
 * session of every tab). A session that expires leaves it: another tab may still hold its own.
 */
export function keepSignedInMark(session: MarkedSession): () => void {
  const write = (value: string | null) => {
    try {
      if (value === null) globalThis.localStorage?.removeItem(signedInTabKey);
      else globalThis.localStorage?.setItem(signedInTabKey, value);
    } catch {
      // Storage refused (private mode, full): new tabs ask the others, as without the mark.
    }
  };
  let marked = 0;
  const mark = () => {
    if (session.getSnapshot().context.token === '') return;
    marked = Date.now();
    write(String(marked));
  };
  const timer = setInterval(mark, signedInMarkEveryMs);
  const subs = [
    session.subscribe((s) => {
      if (s.context.token !== '' && Date.now() - marked > signedInMarkEveryMs) mark();
    }),
    session.on('session.loggedOut', () => {
      marked = 0;
      write(null);
    }),
  ];
  const stop = () => {
    clearInterval(timer);
    for (const s of subs) s.unsubscribe();
  };
  subs.push(session.subscribe(() => {}, undefined, stop));
  return stop;
}

/** What a tab tells the others beside the handshake above (the link ignores these kinds). */
type News = { type: 'expired'; token: string } | { type: 'signedIn'; session: unknown };

interface SessionActorLike {
  send(event: SessionEvent): void;
  getSnapshot(): { context: SharedSession; matches(state: 'loggedOut'): boolean };
  on(type: 'session.expiredNotice' | 'session.brandSelected', listener: () => void): { unsubscribe(): void };
  subscribe(
    next: (snapshot: { context: SharedSession }) => void,
    error?: (error: unknown) => void,
    complete?: () => void,
  ): { unsubscribe(): void };
}

/**
 * Keeps the browser's tabs in step beyond a logout (which the session machine passes on itself): a
 * session found expired in one tab (a 401) expires in every tab holding the same token, at once and
 * with the same words; a sign-in in one tab signs in the tabs showing the login screen, with the
 * session that tab chose. Returns a function that stops it.
 */
export function keepTabsInStep(session: SessionActorLike): () => void {
  if (typeof BroadcastChannel !== 'function') return () => {};
  const channel = new BroadcastChannel(sessionChannelName);
  // The expiry drops the token before it is announced: the one it had is remembered here.
  let token = session.getSnapshot().context.token;
  const subs = [
    session.subscribe((s) => {
      if (s.context.token !== '') token = s.context.token;
    }),
    session.on('session.expiredNotice', () => {
      if (token !== '') channel.postMessage({ type: 'expired', token } satisfies News);
    }),
    session.on('session.brandSelected', () => {
      const { token: t, userInfo, brand, menu } = session.getSnapshot().context;
      channel.postMessage({ type: 'signedIn', session: { token: t, userInfo, brand, menu } } satisfies News);
    }),
  ];
  channel.onmessage = (e: MessageEvent) => {
    const m: unknown = e.data;
    if (typeof m !== 'object' || m === null) return;
    const type = Reflect.get(m, 'type');
    const now = session.getSnapshot();
    if (type === 'expired') {
      const theirs = Reflect.get(m, 'token');
      if (typeof theirs === 'string' && theirs !== '' && theirs === now.context.token)
        session.send({ type: 'session.expired' });
    } else if (type === 'signedIn' && now.matches('loggedOut')) {
      const offered = sessionFrom(Reflect.get(m, 'session'));
      if (offered) session.send({ type: 'tabs.offer', session: offered });
    }
  };
  const stop = () => {
    for (const s of subs) s.unsubscribe();
    channel.close();
  };
  // A stopped session (a test's) hears the other tabs no more.
  subs.push(session.subscribe(() => {}, undefined, stop));
  return stop;
}
