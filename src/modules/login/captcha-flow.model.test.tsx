import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { authPaths, type LoginState } from '../../../contract/auth.ts';
import { loginFailures } from '../../../server/db/core.tables.ts';
import { actorClocks, recorder } from '../../../tests/support/machine-coverage.ts';
import {
  fileCoverage,
  productionModel,
  type Snapshot,
  transitionCover,
  type WalkEvent,
  type WalkPath,
  walk,
} from '../../../tests/support/production-walk.ts';
import { createTestApiInPage, type TestApi } from '../../../tests/support/test-api.ts';
import { App } from '../../app.tsx';
import { createAppActors } from '../../app-actors.ts';
import { setLocale } from '../../i18n/i18n.ts';
import { captchaMachine } from './captcha.machine.ts';

/**
 * The production captcha machine walked through the login screen on paths @xstate/graph generates
 * from it, against a real API server of this file's own (the app over a PGlite database of its own):
 * a lock needs ten refusals of a user name (or twenty from one address), and on the suite's shared
 * server that would refuse other tests' sign-ins.
 *
 * The server answers every step; the test holds it where the path needs it. Each state check the
 * screen makes waits at a gate until the walk's next step answers it (with the server's answer, or
 * the network dropping it). What the server answers follows the user name's failures in its
 * database, so before the step whose answer the path names, the test puts there the failures that
 * give it (none, a third about to happen or happened, ten): as other browsers' refused sign-ins
 * would. The screen's captcha actor runs on a clock the test moves, so the lock runs out when the
 * walk says, not after fifteen real minutes.
 */

const walker = 'captcha-walker';
const none: LoginState = { captchaRequired: false, captchaMinutes: 0, lockedMinutes: 0 };
const codeNeeded: LoginState = { captchaRequired: true, captchaMinutes: 15, lockedMinutes: 0 };
const locked: LoginState = { captchaRequired: true, captchaMinutes: 15, lockedMinutes: 15 };
const checkDone = 'xstate.done.actor.0.captcha.checking';
const checkError = 'xstate.error.actor.0.captcha.checking';
const lockEnds = 'xstate.after.lockEnds.captcha.locked';
const checked = (output: LoginState): WalkEvent => ({ type: checkDone, output });
const refused = (state: LoginState): WalkEvent => ({ type: 'captcha.state', user: walker, state });

// What the walk compares with the live actor: the state, the user name, whether a code or a wait is
// asked, and the image's nonce (a new image after every refusal and refresh). The nonce is capped
// because the projection is also the model's state identity: an ever-growing counter would make
// @xstate/graph's traversal endless.
const project = (s: Snapshot) => ({
  value: s.value,
  user: s.context.user,
  code: (s.context.captchaMinutes as number) > 0,
  lock: (s.context.lockedMinutes as number) > 0,
  nonce: Math.min(s.context.nonce as number, 4),
});

const pm = productionModel(captchaMachine, {
  input: { user: '' },
  project,
  events: (s) => {
    const user = s.context.user as string;
    // A state check is answered by the server; a blank user name has no failures of its own.
    if (s.matches('checking'))
      return user === ''
        ? [checked(none), { type: checkError, error: new TypeError('fetch failed') }]
        : [
            checked(none),
            checked(codeNeeded),
            checked(locked),
            { type: checkError, error: new TypeError('fetch failed') },
          ];
    if (s.matches('locked')) return [{ type: lockEnds }];
    // The screen asks about a user name when its field is left with another name in it, and a sign-in
    // is refused for the name the state is about.
    const out: WalkEvent[] =
      user === walker
        ? [refused(none), refused(codeNeeded), refused(locked)]
        : [{ type: 'captcha.check', user: walker }];
    if (s.matches('codeShown')) out.push({ type: 'captcha.refresh' });
    return out;
  },
});
const paths = transitionCover(pm);

const stateName = (state: LoginState) =>
  state.lockedMinutes > 0 ? 'locked' : state.captchaRequired ? 'code' : 'none';

/** A path's events, with the answer each server step gives. */
function title(path: WalkPath): string {
  return path.steps
    .slice(1)
    .map(({ event }) => {
      const e = event as WalkEvent;
      if (e.type === checkDone) return `checked: ${stateName(e.output as LoginState)}`;
      if (e.type === checkError) return 'check dropped';
      if (e.type === 'captcha.state') return `refused: ${stateName(e.state as LoginState)}`;
      if (e.type === lockEnds) return 'the lock runs out';
      return e.type;
    })
    .join(' → ');
}

/** The failures of the walker's user name that make the server answer `state` (`refusing`: one is added). */
function failuresFor(state: LoginState, refusing: boolean): number {
  if (state.lockedMinutes > 0) return 10;
  if (state.captchaRequired) return refusing ? 2 : 3;
  return 0;
}

/** What the screen says after a refused sign-in answering `state`. */
function refusalWords(state: LoginState): RegExp {
  if (state.lockedMinutes > 0) return /^尝试次数过多，请 15 分钟后再试$/;
  if (state.captchaRequired) return /^用户名或密码错误。失败次数较多，接下来 15 分钟内登录需要输入验证码$/;
  return /^用户名或密码错误$/;
}

let api: TestApi;
beforeAll(async () => {
  api = await createTestApiInPage();
});
afterAll(async () => {
  await api.close();
  setLocale('zh-CN');
});

let actors: ReturnType<typeof createAppActors> | null = null;
afterEach(() => {
  actors?.session.stop();
  actors?.toast.stop();
  actors = null;
  actorClocks.delete(captchaMachine.id);
});

async function putFailures(n: number) {
  await api.database.db.delete(loginFailures);
  if (n > 0)
    await api.database.db
      .insert(loginFailures)
      .values(Array.from({ length: n }, () => ({ userName: walker, clientAddress: '' })));
}

describe('the production captcha machine through the login screen, on generated paths, against a server of its own', () => {
  it.each(paths.map((p) => [title(p), p] as const))('%s', async (_name, path) => {
    setLocale('zh-CN');
    sessionStorage.clear();
    localStorage.clear();
    window.location.hash = '#/login';
    await putFailures(0);
    // The state checks wait here until the walk answers them.
    const held: Array<{ go: () => void; drop: () => void }> = [];
    const fetchHere: typeof fetch = (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const send = () => api.app.request(request.clone());
      if (!new URL(request.url).pathname.endsWith(authPaths.loginState)) return Promise.resolve(send());
      return new Promise<Response>((resolve, reject) =>
        held.push({
          go: () => resolve(send()),
          drop: () => reject(new TypeError('fetch failed')),
        }),
      );
    };
    const nextHeld = async () => {
      await waitFor(() => expect(held.length).toBeGreaterThan(0));
      return held.shift() as (typeof held)[number];
    };
    const clock = new SimulatedClock();
    actorClocks.set(captchaMachine.id, clock);
    actors = createAppActors({
      baseURL: 'http://captcha-walk.test',
      fetch: fetchHere,
      inspect: recorder.inspect,
    });
    const user = userEvent.setup();
    render(<App actors={actors} />);
    const codeField = () => screen.queryByRole('textbox', { name: /^验证码/ });
    const live = () => recorder.actor(captchaMachine.id)?.getSnapshot() as Snapshot;
    await walk(pm, path, {
      async exec(event) {
        switch (event.type) {
          case checkDone: {
            const check = await nextHeld();
            await putFailures(failuresFor(event.output as LoginState, false));
            check.go();
            return;
          }
          case checkError:
            (await nextHeld()).drop();
            return;
          case 'captcha.check': {
            // Typing a user name and leaving the field asks about that name.
            const name = await screen.findByRole('textbox', { name: /^用户名/ });
            await user.clear(name);
            await user.type(name, event.user as string);
            await user.tab();
            return;
          }
          case 'captcha.state': {
            // A sign-in the server refuses (a wrong password, and a wrong code where one is asked).
            const state = event.state as LoginState;
            await putFailures(failuresFor(state, true));
            const code = codeField();
            if (code) {
              await user.clear(code);
              await user.type(code, '0000');
            }
            const password = screen.getByLabelText(/^密码/);
            await user.clear(password);
            await user.type(password, 'not-the-password{Enter}');
            await waitFor(() =>
              expect(document.querySelector('form [role="alert"]')?.textContent).toMatch(refusalWords(state)),
            );
            // Refused outright: focus goes to the wait, as the next thing to read.
            if (state.lockedMinutes > 0)
              await waitFor(() =>
                expect(document.activeElement?.hasAttribute('data-login-locked')).toBe(true),
              );
            return;
          }
          case 'captcha.refresh': {
            const before = screen.getByRole('img', { name: /验证码/ }).getAttribute('src');
            await user.click(screen.getByRole('button', { name: '换一张' }));
            await waitFor(() =>
              expect(screen.getByRole('img', { name: /验证码/ }).getAttribute('src')).not.toBe(before),
            );
            return;
          }
          case lockEnds:
            // The wait the screen named passes on the screen's clock; the server's failures have aged
            // out by then too.
            await putFailures(0);
            clock.increment((live().context.lockedMinutes as number) * 60_000);
            return;
          default:
            throw new Error(`no step for ${event.type}`);
        }
      },
      async check(s) {
        const lock = document.querySelector('[data-login-locked]');
        if (s.matches('codeShown')) {
          // The code field is there with its image, and no wait.
          expect(await screen.findByRole('textbox', { name: /^验证码/ })).toBeTruthy();
          expect(screen.getByRole('img', { name: /验证码/ }).getAttribute('src')).toContain('verifycode');
          expect(lock).toBeNull();
          return;
        }
        expect(codeField()).toBeNull();
        if (s.matches('locked')) {
          // The wait is said with its minutes.
          expect(lock?.textContent).toBe('尝试次数过多，请 15 分钟后再试');
          return;
        }
        // Open, or asking: no code asked, no wait.
        expect(lock).toBeNull();
        expect(await screen.findByRole('textbox', { name: /^用户名/ })).toBeTruthy();
      },
    });
  });

  it('walked every state and transition of the captcha machine', () => {
    const coverage = fileCoverage(captchaMachine, paths.length);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  });
});
