import '../../tests/support/kit-dom.ts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromCallback } from 'xstate';
import {
  fileCoverage,
  productionModel,
  transitionCover,
  type WalkEvent,
  walk,
} from '../../tests/support/production-walk.ts';
import { useEventStream } from '../shell/live-events.tsx';
import {
  type EventStreamContext,
  eventStreamMachine,
  type StreamEvent,
  streamMaxRetries,
  streamMaxRetryMs,
  streamRetryMs,
} from './event-stream.machine.ts';

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  online = true;
  visibility = 'visible';
});

/** What the console heard from the stream, in order, as the shell's handlers would act on it. */
function Heard({ machine }: { machine: typeof eventStreamMachine }) {
  const [heard, setHeard] = useState<string[]>([]);
  const add = (line: string) => setHeard((h) => [...h, line]);
  useEventStream(
    {
      resync: () => add('resync'),
      rules: () => add('rules'),
      inbox: (e) => add(`inbox ${e.kind ?? '-'} ${e.title ?? '-'}`),
      sessionEnded: () => add('session ended'),
    },
    machine,
  );
  return (
    <ol aria-label="heard">
      {heard.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows
        <li key={i}>{line}</li>
      ))}
    </ol>
  );
}

describe('retry delays', () => {
  it('double from 1 s to 30 s, each between half and the whole', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => streamRetryMs(n, 1))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    expect(streamRetryMs(1, 0)).toBe(500);
    expect(streamRetryMs(6, 0)).toBe(15_000);
  });
});

describe('event stream machine through the shell’s hook', () => {
  it('walks every state and transition: connects, opens, retries with backoff, gives up, resumes', async () => {
    let pathCount = 0;
    for (const startOffline of [false, true]) {
      const pm = productionModel(eventStreamMachine, {
        input: { offline: startOffline },
        project: (s) => ({ value: s.value, attempt: (s.context as EventStreamContext).attempt }),
        events: [
          { type: 'stream.opened' },
          { type: 'stream.event', name: 'rules', data: {} },
          { type: 'stream.event', name: 'inbox', data: { kind: 'crm.import', title: 'Import finished' } },
          { type: 'stream.event', name: 'session', data: {} },
          { type: 'stream.failed' },
          { type: 'xstate.after.retry.eventStream.retrying' },
          { type: 'stream.offline' },
          { type: 'stream.online' },
          { type: 'stream.visible' },
        ],
      });
      const paths = transitionCover(pm);
      pathCount += paths.length;
      for (const path of paths) {
        vi.useFakeTimers();
        online = !startOffline;
        const links: { sendBack: (e: StreamEvent) => void; closed: boolean }[] = [];
        const machine = eventStreamMachine.provide({
          actors: {
            connect: fromCallback<StreamEvent>(({ sendBack }) => {
              const link = { sendBack, closed: false };
              links.push(link);
              return () => {
                link.closed = true;
              };
            }),
          },
        });
        render(<Heard machine={machine} />);
        const heard = () =>
          [...screen.getByRole('list', { name: 'heard' }).children].map((li) => li.textContent);
        const expected: string[] = [];
        await walk(pm, path, {
          async exec(event: WalkEvent) {
            const link = links.at(-1);
            switch (event.type) {
              case 'stream.opened':
                act(() => link?.sendBack({ type: 'stream.opened' }));
                expected.push('resync');
                return;
              case 'stream.failed':
                act(() => link?.sendBack({ type: 'stream.failed' }));
                return;
              case 'stream.event': {
                const name = event.name as 'rules' | 'inbox' | 'session';
                act(() => link?.sendBack({ type: 'stream.event', name, data: event.data }));
                expected.push(
                  name === 'rules'
                    ? 'rules'
                    : name === 'inbox'
                      ? 'inbox crm.import Import finished'
                      : 'session ended',
                );
                return;
              }
              case 'xstate.after.retry.eventStream.retrying': {
                const before = links.length;
                await act(async () => vi.advanceTimersByTime(streamMaxRetryMs));
                expect(links.length).toBe(before + 1);
                return;
              }
              case 'stream.offline':
              case 'stream.online':
                online = event.type === 'stream.online';
                act(() => {
                  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
                });
                return;
              case 'stream.visible':
                visibility = 'visible';
                act(() => {
                  document.dispatchEvent(new Event('visibilitychange'));
                });
                return;
              default:
                throw new Error(`no action for ${event.type}`);
            }
          },
          check(s) {
            expect(heard()).toEqual(expected);
            // A stream is held exactly while the machine is live; every other state has closed it.
            const open = links.filter((l) => !l.closed).length;
            expect(open).toBe(s.matches('live') ? 1 : 0);
            if (s.matches('gaveUp'))
              expect((s.context as EventStreamContext).attempt).toBe(streamMaxRetries + 1);
          },
        });
        cleanup();
        vi.useRealTimers();
      }
    }
    const coverage = fileCoverage(eventStreamMachine, pathCount);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  }, 300_000);
});
