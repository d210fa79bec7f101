import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginState } from '../../../contract/auth.ts';
import { captchaMachine } from './captcha.machine.ts';

// The production machine, every state and transition: checking -> open | codeShown | locked (and
// open on a failed check), refusals moving between them, a new image for every spent code, a lock
// that runs out into a new check, and a check for another user name from anywhere.

const open: LoginState = { captchaRequired: false, captchaMinutes: 0, lockedMinutes: 0 };
const needed: LoginState = { captchaRequired: true, captchaMinutes: 15, lockedMinutes: 0 };
const locked: LoginState = { captchaRequired: true, captchaMinutes: 15, lockedMinutes: 7 };

function start(answers: (LoginState | Error)[], user = 'someone') {
  const asked: string[] = [];
  const actor = createActor(
    captchaMachine.provide({
      actors: {
        loginState: fromPromise(async ({ input }: { input: { user: string } }) => {
          asked.push(input.user);
          const next = answers.shift() ?? open;
          if (next instanceof Error) throw next;
          return next;
        }),
      },
      // A lock of minutes runs out in a few milliseconds here.
      delays: { lockEnds: 20 },
    }),
    { input: { user } },
  ).start();
  const state = () => {
    const s = actor.getSnapshot();
    return (['checking', 'open', 'codeShown', 'locked'] as const).find((name) => s.matches(name));
  };
  return { actor, asked, state };
}

describe('captcha machine', () => {
  it('asks the server first, for the user name it was given, and shows nothing when none is needed', async () => {
    const { actor, asked, state } = start([open], 'alice');
    expect(state()).toBe('checking');
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
    await waitFor(actor, (s) => s.matches('open'));
    expect(asked).toEqual(['alice']);
  });

  it('shows the code at once when the server says it is needed (a reload), with its minutes', async () => {
    const { actor } = start([needed]);
    await waitFor(actor, (s) => s.hasTag('codeShown'));
    expect(actor.getSnapshot().context).toMatchObject({ captchaMinutes: 15, lockedMinutes: 0 });
  });

  it('shows the wait when the server says so, and asks again when it has run out', async () => {
    const { actor, asked } = start([locked, needed]);
    await waitFor(actor, (s) => s.hasTag('locked'));
    expect(actor.getSnapshot().context.lockedMinutes).toBe(7);
    await waitFor(actor, (s) => s.hasTag('codeShown'));
    expect(asked).toHaveLength(2);
  });

  it('lets the user try when the check fails (the server still asks for a code if needed)', async () => {
    const { actor } = start([new Error('network')]);
    await waitFor(actor, (s) => s.matches('open'));
  });

  it('takes the state of a refused sign-in: the third failure shows the code with a new image', async () => {
    const { actor } = start([open]);
    await waitFor(actor, (s) => s.matches('open'));
    actor.send({ type: 'captcha.state', user: 'bob', state: open });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    const nonce = actor.getSnapshot().context.nonce;
    actor.send({ type: 'captcha.state', user: 'bob', state: needed });
    expect(actor.getSnapshot().hasTag('codeShown')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ user: 'bob', captchaMinutes: 15 });
    expect(actor.getSnapshot().context.nonce).toBe(nonce + 1);
  });

  it('gives a new image for a refresh and for every refused attempt, which spent the code', async () => {
    const { actor } = start([needed]);
    await waitFor(actor, (s) => s.hasTag('codeShown'));
    const n = actor.getSnapshot().context.nonce;
    actor.send({ type: 'captcha.refresh' });
    actor.send({ type: 'captcha.state', user: 'someone', state: needed });
    expect(actor.getSnapshot().hasTag('codeShown')).toBe(true);
    expect(actor.getSnapshot().context.nonce).toBe(n + 2);
  });

  it('moves from the code to the wait when the failures reach the lock', async () => {
    const { actor } = start([needed]);
    await waitFor(actor, (s) => s.hasTag('codeShown'));
    actor.send({ type: 'captcha.state', user: 'someone', state: locked });
    expect(actor.getSnapshot().hasTag('locked')).toBe(true);
    // A refresh means nothing while locked.
    const n = actor.getSnapshot().context.nonce;
    actor.send({ type: 'captcha.refresh' });
    expect(actor.getSnapshot().context.nonce).toBe(n);
    // A refusal while locked (still locked) keeps the wait.
    actor.send({ type: 'captcha.state', user: 'someone', state: locked });
    expect(actor.getSnapshot().hasTag('locked')).toBe(true);
  });

  it('hides the code when a refusal says it is no longer needed', async () => {
    const { actor } = start([needed]);
    await waitFor(actor, (s) => s.hasTag('codeShown'));
    actor.send({ type: 'captcha.state', user: 'someone', state: open });
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('asks again for another user name, from any state', async () => {
    const { actor, asked } = start([needed, open, locked]);
    await waitFor(actor, (s) => s.hasTag('codeShown'));
    actor.send({ type: 'captcha.check', user: 'carol' });
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
    await waitFor(actor, (s) => s.matches('open'));
    actor.send({ type: 'captcha.check', user: 'dave' });
    await waitFor(actor, (s) => s.hasTag('locked'));
    expect(asked).toEqual(['someone', 'carol', 'dave']);
    expect(actor.getSnapshot().context.user).toBe('dave');
  });

  it('a required code is never shown as 0 minutes', async () => {
    const { actor } = start([{ captchaRequired: true, captchaMinutes: 0, lockedMinutes: 0 }]);
    await waitFor(actor, (s) => s.hasTag('codeShown'));
    expect(actor.getSnapshot().context.captchaMinutes).toBe(1);
  });
});
