import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { inboxBadgeMachine } from '../machines/inbox-badge.machine.ts';
import { unreadCount } from '../services/inbox.ts';

type InboxActor = ActorRefFrom<typeof inboxBadgeMachine>;

const InboxContext = createContext<InboxActor | null>(null);

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
  const actor = useActorRef(machine, {
    input: { hidden: typeof document !== 'undefined' && document.visibilityState === 'hidden' },
  });
  useEffect(() => {
    const onVisibility = () =>
      actor.send({ type: document.visibilityState === 'hidden' ? 'inbox.hide' : 'inbox.show' });
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [actor]);
  return <InboxContext.Provider value={actor}>{children}</InboxContext.Provider>;
}

/** The unread count (null before the first answer, or outside the shell) and a way to refresh it. */
export function useInbox(): { unread: number | null; refresh: () => void } {
  const actor = useContext(InboxContext);
  const unread = useSelector(actor ?? undefined, (s) => s?.context.unread ?? null) ?? null;
  return {
    unread,
    refresh: () => actor?.send({ type: 'inbox.refresh' }),
  };
}
