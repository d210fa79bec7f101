import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromCallback } from 'xstate';
import type { MemberDisabled } from '../../contract/auth.ts';
import { useInspectedActor } from '../lib/use-inspected-actor.ts';
import { eventStreamMachine, type StreamEvent } from '../machines/event-stream.machine.ts';
import { liveChangeOf, publishLiveChange } from '../services/live-changes.ts';
import { liveEventsLink } from '../services/live-events.ts';
import { useToast } from '../ui/toast-provider.tsx';
import { useInbox } from './inbox-context.tsx';
import { useSessionActor } from './session-context.tsx';
import { useMenuRefresh } from './use-menu-refresh.ts';

/** The stream machine with its live link to `/brand/manage/events.html`. */
/** How long a message's toast waits at most for the pages that show its change (the import dialog). */
const toastWaitMs = 3000;

export const liveEventStream = eventStreamMachine.provide({
  actors: { connect: fromCallback<StreamEvent>(liveEventsLink) },
});

export interface LiveHandlers {
  /** The stream opened (again): read what may have changed meanwhile. */
  resync(): void;
  rules(): void;
  inbox(event: { kind: string | null; title: string | null }): void;
  sessionEnded(ended: MemberDisabled | null): void;
  /** A change to rows the console may see: open lists follow it. */
  change?(data: unknown): void;
}

/**
 * Runs the stream machine for as long as the caller is mounted: the browser's online, offline and
 * visibility changes go to it, its news to `handlers` (the latest ones, whenever they were given).
 */
export function useEventStream(handlers: LiveHandlers, machine: typeof eventStreamMachine = liveEventStream) {
  const actor = useInspectedActor(machine, {
    input: { offline: typeof navigator !== 'undefined' && navigator.onLine === false },
  });
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const subs = [
      actor.on('live.resync', () => latest.current.resync()),
      actor.on('live.rules', () => latest.current.rules()),
      actor.on('live.inbox', (e) => latest.current.inbox({ kind: e.kind, title: e.title })),
      actor.on('live.sessionEnded', (e) => latest.current.sessionEnded(e.ended)),
      actor.on('live.change', (e) => latest.current.change?.(e.data)),
    ];
    const online = () => actor.send({ type: 'stream.online' });
    const offline = () => actor.send({ type: 'stream.offline' });
    const visibility = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'stream.visible' });
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      for (const s of subs) s.unsubscribe();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [actor]);
  return actor;
}

/**
 * The signed-in console's live events (inside the shell, below the inbox): rules changed → the menu
 * is read again at once (a screen no longer allowed turns into the no-permission screen in place);
 * the session ended → the session's expiry (the same words and redirect as a 401, naming the brand
 * when the member was disabled there); the inbox changed
 * → the badge at once, and a message's title as a toast. The page's first render reads the menu
 * again too, so a reload always shows the role's current menu, stream or no stream.
 */
export function LiveEvents({ machine }: { machine?: typeof eventStreamMachine }) {
  const session = useSessionActor();
  const { sync } = useMenuRefresh();
  const inbox = useInbox();
  const toast = useToast();
  const firstSync = useRef(sync);
  useEffect(() => {
    void firstSync.current();
  }, []);
  const stream = useEventStream(
    {
      // Every opening reads again, the first too: a change made between the page's own read above
      // and the stream's first `ready` reaches this console through no event.
      resync: () => {
        void sync();
        inbox.changed();
      },
      rules: () => void sync(),
      inbox: ({ title }) => {
        const taken = inbox.changed();
        // The toast after the pages that listen have shown the change (the import dialog its finished
        // job), never beside a page still saying the state before; a page slow to read is waited for
        // a moment only.
        if (title)
          void Promise.race([taken, new Promise((wait) => setTimeout(wait, toastWaitMs))]).then(() =>
            toast.show(title, { tone: 'info' }),
          );
      },
      sessionEnded: (ended) => session.send({ type: 'session.expired', ended }),
      change: (data) => {
        const change = liveChangeOf(data);
        const me = session.getSnapshot().context.userInfo?.userId;
        if (change) publishLiveChange(change, change.actor !== null && change.actor.id === me);
      },
    },
    machine,
  );
  // Whether news arrives by itself, for whoever inspects the page (tests wait on it before a change
  // whose event they expect, rather than on the stream's pace).
  const open = useSelector(stream, (s) => s.hasTag('open'));
  return <span hidden data-live-stream={open ? 'open' : 'down'} />;
}
