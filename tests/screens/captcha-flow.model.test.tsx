import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { LoginState } from '../../contract/auth.ts';
import { App } from '../../src/app.tsx';
import { createAppActors } from '../../src/app-actors.ts';
import { setLocale } from '../../src/i18n/i18n.ts';
import { captchaMachine } from '../../src/modules/login/captcha.machine.ts';
import {
  fileCoverage,
  pathFromEvents,
  productionModel,
  type Snapshot,
  type WalkEvent,
  walk,
} from '../machines/production-walk.ts';
import { apiUrl, browserFetch } from '../support/console-session.tsx';
import { recorder } from '../support/machine-coverage.ts';

/**
 * The production captcha machine walked through the login screen against the real server. The
 * server's answers are real: a user name's refused sign-ins move it from nothing to the code after the
 * third, and the state check that fails is the network dropping that request. Each walk signs in as a
 * user name of its own, so its failures count for nobody else.
 *
 * Not walked here: `locked` and the lock running out. Reaching a lock through the screen takes ten
 * refused sign-ins of one user name, seven of them past a solved captcha, and twenty from one address
 * would lock the sign-ins of every other test of the suite (they share 127.0.0.1); the lock's minutes
 * are also real minutes. Both transitions are walked on the production machine without the screen in
 * `tests/machines/captcha.machine.test.ts`, and the lock message by the server tests.
 */

const none: LoginState = { captchaRequired: false, captchaMinutes: 0, lockedMinutes: 0 };
const codeNeeded: LoginState = { captchaRequired: true, captchaMinutes: 15, lockedMinutes: 0 };
const checked = (state: LoginState): WalkEvent => ({
  type: 'xstate.done.actor.0.captcha.checking',
  output: state,
});
const checkFailed: WalkEvent = { type: 'xstate.error.actor.0.captcha.checking', error: new Error('network') };
const refused = (user: string, state: LoginState): WalkEvent => ({ type: 'captcha.state', user, state });

const run = Date.now().toString(36);
const walks: Array<{ name: string; user: string; events: (user: string) => WalkEvent[] }> = [
  {
    name: 'a user name refused three times is asked for the code, and a new image can be had',
    user: `captcha-a-${run}`,
    events: (u) => [
      checked(none),
      { type: 'captcha.check', user: u },
      checked(none),
      refused(u, none),
      refused(u, none),
      refused(u, codeNeeded),
      { type: 'captcha.refresh' },
    ],
  },
  {
    name: 'a state check the network drops leaves the sign-in open',
    user: `captcha-b-${run}`,
    events: (u) => [checkFailed, { type: 'captcha.check', user: u }, checkFailed, refused(u, none)],
  },
];

// What the walk compares with the live actor: the state, whether a code or a wait is asked, and the
// image's nonce (a new image after every refusal and refresh). The nonce is capped above what a walk
// reaches because the projection is also the model's state identity: @xstate/graph explores every
// state the events reach, and an ever-growing counter would make that endless.
const project = (s: Snapshot) => ({
  value: s.value,
  user: s.context.user,
  code: (s.context.captchaMinutes as number) > 0,
  lock: (s.context.lockedMinutes as number) > 0,
  nonce: Math.min(s.context.nonce as number, 8),
});

let actors: ReturnType<typeof createAppActors> | null = null;
afterEach(() => {
  actors?.session.stop();
  actors?.toast.stop();
  actors = null;
});
afterAll(() => setLocale('zh-CN'));

describe('the production captcha machine through the login screen, against the real server', () => {
  for (const w of walks) {
    it(w.name, async () => {
      setLocale('zh-CN');
      sessionStorage.clear();
      localStorage.clear();
      window.location.hash = '#/login';
      const pm = productionModel(captchaMachine, { input: { user: '' }, project, events: [] });
      const path = pathFromEvents(pm, w.events(w.user));
      // The network drops the next state check when the walk says it fails.
      let dropChecks = 0;
      const fetchOnce: typeof fetch = (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (url.includes('loginstate') && dropChecks > 0) {
          dropChecks -= 1;
          return Promise.reject(new TypeError('fetch failed'));
        }
        return browserFetch(input, init);
      };
      if (path.steps[1]?.event.type === checkFailed.type) dropChecks += 1;
      actors = createAppActors({ baseURL: apiUrl, fetch: fetchOnce, inspect: recorder.inspect });
      const user = userEvent.setup();
      render(<App actors={actors} />);
      const nameField = async () => screen.findByRole('textbox', { name: /^用户名/ });
      const codeField = () => screen.queryByRole('textbox', { name: /^验证码/ });
      await walk(pm, path, {
        async exec(event, { next }) {
          if (next?.type === checkFailed.type) dropChecks += 1;
          switch (event.type) {
            case 'captcha.check': {
              // Typing a user name and leaving the field asks about that name.
              const name = await nameField();
              await user.clear(name);
              await user.type(name, event.user as string);
              await user.tab();
              return;
            }
            case 'captcha.state': {
              // A sign-in the server refuses (wrong password); its answer says what the next one needs.
              const password = screen.getByLabelText(/^密码/);
              await user.clear(password);
              await user.type(password, 'not-the-password{Enter}');
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
            default:
              // The state check's answer: the server gives it.
              if (!event.type.startsWith('xstate.')) throw new Error(`no user action for ${event.type}`);
          }
        },
        // The server (or the dropped request) answers a check at its own pace: passed through, counted.
        observe: (s) => !s.matches('checking'),
        async check(s) {
          if (s.matches('codeShown')) {
            // The message says a code is now needed, and the code field is there with its image.
            expect(await screen.findByText(/验证码/, { selector: '[role="alert"]' })).toBeTruthy();
            expect(codeField()).toBeTruthy();
            expect(screen.getByRole('img', { name: /验证码/ }).getAttribute('src')).toContain('verifycode');
            return;
          }
          // Open: no code asked, no wait.
          expect(codeField()).toBeNull();
          expect(document.querySelector('[data-login-locked]')).toBeNull();
          if ((s.context.nonce as number) > 0) {
            expect(await screen.findByText('用户名或密码错误', { selector: '[role="alert"]' })).toBeTruthy();
          }
        },
      });
    });
  }

  it('walked every state and transition of the captcha machine a screen can reach', () => {
    const coverage = fileCoverage(captchaMachine, walks.length);
    // The lock (see above) is walked without the screen.
    expect(coverage.missingStates).toEqual(['captcha.locked']);
    expect(coverage.missingTransitions).toEqual([
      'captcha.deciding -always [locked]-> captcha.locked',
      'captcha.locked -xstate.after.lockEnds.captcha.locked-> captcha.checking',
    ]);
  });
});
