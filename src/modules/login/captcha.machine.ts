import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { LoginState } from '../../../contract/auth.ts';

/**
 * What the login screen asks of the next sign-in: nothing, the captcha's code, or a
 * wait. The server decides (failures per user name and address live in its database); this machine
 * asks it when the screen opens (so a reload shows the captcha at once), takes the state each refused
 * sign-in answers, gives every image a fresh nonce, and asks again when a lock has run out.
 */
export interface CaptchaContext {
  /** The user name the state is about: the last one tried in this tab. */
  user: string;
  captchaMinutes: number;
  lockedMinutes: number;
  /** Changes whenever a new image (and so a new code) must be fetched. */
  nonce: number;
}

export type CaptchaEvent =
  | { type: 'captcha.state'; user: string; state: LoginState }
  | { type: 'captcha.refresh' }
  | { type: 'captcha.check'; user: string };

const noState: LoginState = { captchaRequired: false, captchaMinutes: 0, lockedMinutes: 0 };

export const captchaMachine = setup({
  types: {
    context: {} as CaptchaContext,
    events: {} as CaptchaEvent,
    input: {} as { user: string },
    tags: {} as 'codeShown' | 'locked' | 'checking',
  },
  actors: {
    loginState: fromPromise<LoginState, { user: string }>(async () => {
      throw new Error('captchaMachine: loginState was not provided');
    }),
  },
  delays: {
    // A lock is counted in whole minutes, rounded up by the server: asking then finds it over.
    lockEnds: ({ context }) => Math.max(1, context.lockedMinutes) * 60_000,
  },
  guards: {
    locked: ({ context }) => context.lockedMinutes > 0,
    codeNeeded: ({ context }) => context.captchaMinutes > 0,
  },
  actions: {
    keepState: assign((_, params: { state: LoginState }) => ({
      captchaMinutes: params.state.captchaRequired ? Math.max(1, params.state.captchaMinutes) : 0,
      lockedMinutes: params.state.lockedMinutes,
    })),
    keepUser: assign({
      user: ({ event }) => {
        assertEvent(event, ['captcha.state', 'captcha.check']);
        return event.user;
      },
    }),
    // Every attempt that carried a code used it up, and a refresh asks for another: a new image.
    newImage: assign({ nonce: ({ context }) => context.nonce + 1 }),
  },
}).createMachine({
  id: 'captcha',
  context: ({ input }) => ({ user: input.user, captchaMinutes: 0, lockedMinutes: 0, nonce: 0 }),
  initial: 'checking',
  on: {
    'captcha.state': {
      target: '.deciding',
      actions: [
        'keepUser',
        { type: 'keepState', params: ({ event }) => ({ state: event.state }) },
        'newImage',
      ],
    },
    'captcha.check': { target: '.checking', actions: 'keepUser' },
  },
  states: {
    checking: {
      tags: ['checking'],
      invoke: {
        src: 'loginState',
        input: ({ context }) => ({ user: context.user }),
        onDone: {
          target: 'deciding',
          actions: { type: 'keepState', params: ({ event }) => ({ state: event.output }) },
        },
        // Not knowing must not stop anyone signing in: the server still asks for a code when needed.
        onError: {
          target: 'deciding',
          actions: { type: 'keepState', params: { state: noState } },
        },
      },
    },
    deciding: {
      always: [
        { guard: 'locked', target: 'locked' },
        { guard: 'codeNeeded', target: 'codeShown' },
        { target: 'open' },
      ],
    },
    open: {},
    codeShown: {
      tags: ['codeShown'],
      on: { 'captcha.refresh': { actions: 'newImage' } },
    },
    locked: {
      tags: ['locked'],
      after: { lockEnds: 'checking' },
    },
  },
});
