import { createParser } from 'eventsource-parser';
import {
  type LiveEventName,
  liveEventNames,
  liveEventPaths,
  liveKeepAliveMs,
} from '../../contract/live-events.ts';
import type { StreamEvent } from '../machines/event-stream.machine.ts';
import { getForStream } from './http.ts';

// Two keep-alives missed: the connection is taken for dead even if the browser has not noticed.
const silenceMs = liveKeepAliveMs * 2 + 5000;

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
    const res = await getForStream(liveEventPaths.stream, { signal: abort.signal, notifyErrors: false });
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
