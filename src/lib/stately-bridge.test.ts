import type { StatelyInspectionEvent } from '@statelyai/inspect';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createAppActors } from '../app-actors.ts';
import { clearTrace, startInspectorRecording, tabId, traceEntries } from './inspection-bus.ts';
import { inspect, startStatelyBridge } from './machine-inspector.ts';

/**
 * What a developer who sets VITE_STATELY_INSPECT=true gets: the console's own actors (main.tsx's
 * createAppActors, on the real server) signing in, seen by Stately's inspector. Stately's package runs
 * as it is; only its page on stately.ai, a service outside the console, is stood in for by a frame of
 * this document running Stately's own receiver, which announces itself to the page as stately.ai does.
 */

// Stately's package as it is, its loads counted: without the flag the console must not load it.
const stately = vi.hoisted(() => ({ loads: 0 }));
vi.mock('@statelyai/inspect', async (importOriginal) => {
  stately.loads += 1;
  return importOriginal();
});

const apiUrl = inject('apiUrl');
// main.tsx's import of the bridge.
const loadBridge = () => import('./stately-bridge.ts');
const redactedText = '••• (redacted)';

let actors: ReturnType<typeof createAppActors> | null = null;

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  actors?.session.stop();
  actors?.toast.stop();
  actors = null;
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** The console as main.tsx starts it in a build with the inspector, signed in as the admin. */
async function signInWithTheConsole() {
  actors = createAppActors({ baseURL: apiUrl, inspect });
  actors.session.send({ type: 'session.login', user: 'admin', password: 'admin123' });
  await waitFor(actors.session, (s) => s.matches({ choosingBrand: 'picking' }) || s.hasTag('signedIn'));
  return actors.session;
}

// In this order: the first test checks that nothing has loaded Stately's package yet.
describe('the bridge to Stately’s inspector', () => {
  it('without the flag loads nothing of Stately and opens no window', async () => {
    const open = vi.spyOn(window, 'open');
    const load = vi.fn(loadBridge);
    expect(startStatelyBridge(undefined, load)).toBeNull();
    expect(startStatelyBridge('false', load)).toBeNull();
    await signInWithTheConsole();
    expect(load).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(stately.loads).toBe(0);
  });

  it('with the flag forwards the events the console’s inspector receives, in order, secrets redacted', async () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const statelyPage = frame.contentWindow;
    if (!statelyPage) throw new Error('the frame has no window');
    const open = vi.spyOn(window, 'open').mockReturnValue(statelyPage);

    startInspectorRecording();
    clearTrace();
    // As main.tsx: the bridge is asked for, then the actors start while its chunk still loads.
    const loading = startStatelyBridge('true', loadBridge);
    const session = await signInWithTheConsole();
    await loading;
    expect(open).toHaveBeenCalledWith('https://stately.ai/inspect', 'xstateinspector');

    // Stately's page connects late, as stately.ai does while it loads: what came before is sent then.
    const { createBrowserReceiver } = await import('@statelyai/inspect');
    const received: StatelyInspectionEvent[] = [];
    createBrowserReceiver({ window: statelyPage }).subscribe((e) => received.push(e));

    // The session's steps as Stately got them are those the console's own inspector recorded, from
    // its start, which came while the bridge was still loading.
    const ownSteps = () =>
      traceEntries()
        .filter((e) => e.actor === `${tabId}/${session.sessionId}`)
        .map((e) => e.event.type);
    expect(ownSteps().slice(0, 2)).toEqual(['xstate.init', 'session.login']);
    await vi.waitFor(() => {
      const steps = received.flatMap((e) =>
        e.type === '@xstate.snapshot' && e.sessionId === session.sessionId ? [e.event.type] : [],
      );
      expect(steps).toEqual(ownSteps());
    });
    expect(received.find((e) => e.sessionId === session.sessionId)).toMatchObject({
      type: '@xstate.actor',
      name: 'session',
    });

    // The sign-in as sent, its password redacted; the sign-in call's input likewise.
    const logins = received.flatMap((e) =>
      e.type === '@xstate.event' && e.event.type === 'session.login' ? [e.event] : [],
    );
    expect(logins).toEqual([{ type: 'session.login', user: 'admin', password: redactedText }]);
    // The call's actor reaches Stately by its own message, which may come after the session's steps.
    await vi.waitFor(() => {
      const inputs = received.map((e) =>
        e.type === '@xstate.actor' && 'input' in e.snapshot ? e.snapshot.input : undefined,
      );
      expect(inputs).toContainEqual({ user: 'admin', password: redactedText });
    });
    const everything = JSON.stringify(received);
    expect(everything).not.toContain('admin123');
    expect(everything).not.toContain(session.getSnapshot().context.token);
  });
});
