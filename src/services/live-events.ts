import { createParser } from 'eventsource-parser';
import {
  type LiveEventName,
  liveEventNames,
  liveEventPaths,
  liveKeepAliveMs,
} from '../../contract/live-events.ts';
import type { StreamEvent } from '../machines/event-stream.machine.ts';
import { getForStream } from './http.ts';
import { getBrandId } from './session-store.ts';

// Two keep-alives missed: the connection is taken for dead even if the browser has not noticed.
const silenceMs = liveKeepAliveMs * 2 + 5000;

/**
 * The last change heard, per brand: a stream opened again sends it as `Last-Event-ID` and is told
 * exactly the changes after it (the server's resume window), so open lists lose nothing to a gap.
 */
const lastChange = new Map<string, string>();

function isLiveEventName(name: string): name is LiveEventName {
  return (liveEventNames as readonly string[]).includes(name);
}

/**
 * The event-stream machine's `connect` actor: opens the console's live event stream with the session's
 * headers (a 401 answer ends the session like any call's), says each event, and says `stream.failed`
 * when the stream cannot be opened, ends or goes silent. Stopping it closes the stream.
 */
export function liveEventsLink({ sendBack }: { sendBack: (event: StreamEvent) => void }): () => void {
  const abort = new AbortController();
  let stopped = false;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  const heard = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => abort.abort(), silenceMs);
  };
  const run = async () => {
    const brand = String(getBrandId());
    const res = await getForStream(liveEventPaths.stream, {
      signal: abort.signal,
      notifyErrors: false,
      lastEventId: lastChange.get(brand),
    });
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no stream');
    heard();
    const parser = createParser({
      onEvent: (e) => {
        const name = e.event ?? '';
        if (!isLiveEventName(name)) return;
        if (name === 'ready') {
          sendBack({ type: 'stream.opened' });
          return;
        }
        if (name === 'change' && e.id) lastChange.set(brand, e.id);
        let data: unknown = null;
        try {
          data = JSON.parse(e.data);
        } catch {
          // An event without readable data still says what changed.
        }
        sendBack({ type: 'stream.event', name, data });
      },
      onComment: heard,
    });
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      heard();
      parser.feed(decoder.decode(value, { stream: true }));
    }
  };
  run().then(
    () => {
      clearTimeout(watchdog);
      if (!stopped) sendBack({ type: 'stream.failed' });
    },
    () => {
      clearTimeout(watchdog);
      // Aborted by the watchdog counts as a failure; by the machine (leaving the state), as nothing.
      if (!stopped) sendBack({ type: 'stream.failed' });
    },
  );
  return () => {
    stopped = true;
    clearTimeout(watchdog);
    abort.abort();
  };
}
