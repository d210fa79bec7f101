import '../../tests/support/kit-dom.ts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { deferred } from '../../tests/support/deferred.ts';
import {
  fileCoverage,
  productionModel,
  transitionCover,
  type WalkEvent,
  walk,
} from '../../tests/support/production-walk.ts';
import { setLocale } from '../i18n/i18n.ts';
import { InboxProvider, useInbox } from '../shell/inbox-context.tsx';
import { type InboxBadgeContext, inboxBadgeMachine, inboxPollMs } from './inbox-badge.machine.ts';

beforeEach(() => setLocale('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setVisibility('visible');
});

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
function setVisibility(v: DocumentVisibilityState) {
  visibility = v;
}

/** The badge as the header shows it, and what an action elsewhere (the message page) does. */
function Badge() {
  const { unread, refresh } = useInbox();
  return (
    <>
      <output aria-label="unread">{unread === null ? '' : String(unread)}</output>
      <button type="button" onClick={refresh}>
        Mark read
      </button>
    </>
  );
}

describe('inbox badge machine through the shell’s provider', () => {
  it('walks every state and transition: polls while visible, pauses while hidden, refreshes after an action', async () => {
    for (const startHidden of [false, true]) {
      const pm = productionModel(inboxBadgeMachine, {
        input: { hidden: startHidden },
        // The count changes with each answer: snapshots are told apart by state and staleness only.
        project: (s) => ({ value: s.value, stale: (s.context as InboxBadgeContext).stale }),
        events: [
          { type: 'xstate.done.actor.readCount', output: 3 },
          { type: 'xstate.error.actor.readCount', error: new Error('API connection abnormal') },
          { type: 'xstate.after.poll.inboxBadge.active.waiting' },
          { type: 'inbox.refresh' },
          { type: 'inbox.hide' },
          { type: 'inbox.show' },
        ],
      });
      const paths = transitionCover(pm);
      for (const path of paths) {
        vi.useFakeTimers();
        setVisibility(startHidden ? 'hidden' : 'visible');
        const reads: ReturnType<typeof deferred<number>>[] = [];
        const machine = inboxBadgeMachine.provide({
          actors: {
            readCount: fromPromise(() => {
              const d = deferred<number>();
              reads.push(d);
              return d.promise;
            }),
          },
        });
        render(
          <InboxProvider machine={machine}>
            <Badge />
          </InboxProvider>,
        );
        let answered = 0;
        await walk(pm, path, {
          async exec(event: WalkEvent, { before }) {
            switch (event.type) {
              case 'xstate.done.actor.readCount':
                answered = (answered % 7) + 1;
                await act(async () => reads.at(-1)?.resolve(answered));
                expect(screen.getByLabelText('unread').textContent).toBe(String(answered));
                return;
              case 'xstate.error.actor.readCount':
                await act(async () => reads.at(-1)?.reject(event.error));
                return;
              case 'xstate.after.poll.inboxBadge.active.waiting': {
                const asked = reads.length;
                await act(async () => vi.advanceTimersByTime(inboxPollMs));
                expect(reads.length).toBe(asked + 1);
                return;
              }
              case 'inbox.refresh': {
                const asked = reads.length;
                act(() => {
                  fireEvent.click(screen.getByRole('button', { name: 'Mark read' }));
                });
                expect(reads.length).toBe(asked + 1);
                return;
              }
              case 'inbox.hide':
              case 'inbox.show':
                setVisibility(event.type === 'inbox.hide' ? 'hidden' : 'visible');
                act(() => {
                  document.dispatchEvent(new Event('visibilitychange'));
                });
                if (event.type === 'inbox.hide') {
                  // Hidden: no poll however long it stays so.
                  const asked = reads.length;
                  await act(async () => vi.advanceTimersByTime(inboxPollMs * 3));
                  expect(reads.length).toBe(asked);
                }
                return;
              default:
                throw new Error(`no action for ${event.type} in ${JSON.stringify(before.value)}`);
            }
          },
          check() {
            const shown = screen.getByLabelText('unread').textContent;
            // Nothing answered yet: no number; a failed read, a pause and a reload keep the last one.
            expect(shown).toBe(answered === 0 ? '' : String(answered));
          },
        });
        cleanup();
        vi.useRealTimers();
      }
    }
    const coverage = fileCoverage(inboxBadgeMachine);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  }, 300_000);
});
