import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { useInspectedActor } from '../lib/use-inspected-actor.ts';
import { inboxBadgeMachine } from '../machines/inbox-badge.machine.ts';
import { unreadCount } from '../services/inbox.ts';

type InboxActor = ActorRefFrom<typeof inboxBadgeMachine>;

/** The badge machine, and the pages listening for the server saying the member's messages changed. */
interface Inbox {
  actor: InboxActor;
  listeners: Set<InboxListener>;
}

/**
 * A page's answer to the messages changing: nothing, or a promise that settles once the page shows
 * what the change was about (the import dialog has read its job), so a toast about it can wait for it.
 */
type InboxListener = () => unknown;

const InboxContext = createContext<Inbox | null>(null);

/** The live badge machine: the count it asks for is the member's unread messages in the brand. */
export const liveInboxBadge = inboxBadgeMachine.provide({
  actors: { readCount: fromPromise(() => unreadCount()) },
});

/**
 * The shell's unread count, one per console tab: the header's badge shows it, and any page that
 * changes messages (the message page marking them read) asks it to look again at once. The tab's
 * visibility pauses and resumes it.
 */
export function InboxProvider({
  children,
  machine = liveInboxBadge,
}: {
  children: ReactNode;
  machine?: typeof inboxBadgeMachine;
}) {
  const actor = useInspectedActor(machine, {
    input: { hidden: typeof document !== 'undefined' && document.visibilityState === 'hidden' },
  });
  useEffect(() => {
    const onVisibility = () =>
      actor.send({ type: document.visibilityState === 'hidden' ? 'inbox.hide' : 'inbox.show' });
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [actor]);
  const [inbox] = useState<Inbox>(() => ({ actor, listeners: new Set() }));
  return <InboxContext.Provider value={inbox}>{children}</InboxContext.Provider>;
}

/**
 * The unread count (null before the first answer, or outside the shell), a way to refresh it, and
 * `changed`: the server said the member's messages changed (the badge looks again and every page
 * listening with `useInboxChanged` reads its messages again).
 */
export function useInbox(): {
  unread: number | null;
  /**
   * The first read has answered or failed, or none is asked (a hidden tab, outside the shell): a page
   * that lists the unread among its own items waits for this, so no item is pushed down under the pointer.
   */
  settled: boolean;
  refresh: () => void;
  /** Settles when every listening page has taken the change in (see `useInboxChanged`). */
  changed: () => Promise<void>;
} {
  const inbox = useContext(InboxContext);
  const unread = useSelector(inbox?.actor, (s) => s?.context.unread ?? null) ?? null;
  const settled =
    useSelector(
      inbox?.actor,
      (s) => !s || s.context.unread !== null || s.context.stale || s.hasTag('paused'),
    ) ?? true;
  const refresh = () => inbox?.actor.send({ type: 'inbox.refresh' });
  return {
    unread,
    settled,
    refresh,
    changed: async () => {
      refresh();
      await Promise.allSettled([...(inbox?.listeners ?? [])].map((listener) => listener()));
    },
  };
}

/**
 * Calls `onChange` while mounted whenever the server says the member's messages changed. A promise it
 * returns holds back the toast of the message that changed them until it settles (a few seconds at
 * most), so the page and the toast never say two different things at once.
 */
export function useInboxChanged(onChange: InboxListener) {
  const inbox = useContext(InboxContext);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (!inbox) return;
    const listener = () => latest.current();
    inbox.listeners.add(listener);
    return () => {
      inbox.listeners.delete(listener);
    };
  }, [inbox]);
}
