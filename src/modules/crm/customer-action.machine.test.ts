import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../services/http.ts';
import { customerActionMachine } from './customer-action.machine.ts';

// The machine alone, its call answered by a list of outcomes in turn: what each answer leads to, before
// the model test walks it through the dialogs against the real server.
function started(outcomes: Array<'ok' | Error>) {
  let calls = 0;
  const actor = createActor(
    customerActionMachine.provide({
      actors: {
        run: fromPromise<unknown>(async () => {
          const outcome = outcomes[calls];
          calls += 1;
          if (outcome instanceof Error) throw outcome;
          return { changed: 1, refused: [] };
        }),
      },
    }),
  ).start();
  return { actor, calls: () => calls };
}

const limit = new ApiError('Customers a member may own: 1. This member has 1, so you can assign 0 more', 1);
const network = new ApiError('API connection abnormal', 0);

describe('customer action machine', () => {
  it('sends once on Confirm and ends done', async () => {
    const { actor, calls } = started(['ok']);
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'action.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // A second Confirm or a cancel while the call runs changes nothing: its outcome is not lost.
    actor.send({ type: 'action.submit' });
    actor.send({ type: 'action.cancel' });
    const end = await waitFor(actor, (s) => s.status === 'done');
    expect(end.value).toBe('done');
    expect(calls()).toBe(1);
  });

  it('a refusal stays with the server’s words; another try clears them and may go through', async () => {
    const { actor, calls } = started([limit, 'ok']);
    actor.send({ type: 'action.submit' });
    const refused = await waitFor(actor, (s) => s.matches('refused'));
    expect(refused.context.error).toBe(limit.message);
    expect(refused.status).toBe('active');
    expect(refused.hasTag('ready')).toBe(true);
    actor.send({ type: 'action.submit' });
    expect(actor.getSnapshot().context.error).toBe('');
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls()).toBe(2);
  });

  it('a fault is told apart from a refusal, with its own message, and can be retried or cancelled', async () => {
    const { actor } = started([network, network]);
    actor.send({ type: 'action.submit' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('API connection abnormal');
    actor.send({ type: 'action.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'action.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('cancels from ready and from a refusal', async () => {
    const first = started([]);
    first.actor.send({ type: 'action.cancel' });
    expect(first.actor.getSnapshot().value).toBe('cancelled');
    expect(first.calls()).toBe(0);
    const second = started([limit]);
    second.actor.send({ type: 'action.submit' });
    await waitFor(second.actor, (s) => s.matches('refused'));
    second.actor.send({ type: 'action.cancel' });
    expect(second.actor.getSnapshot().value).toBe('cancelled');
  });

  it('a rejection that is not an Error still shows something', async () => {
    const actor = createActor(
      customerActionMachine.provide({
        actors: { run: fromPromise<unknown>(() => Promise.reject('offline')) },
      }),
    ).start();
    actor.send({ type: 'action.submit' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('offline');
  });
});
