import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { t } from '../i18n/i18n.ts';

export interface ConfirmResult {
  message?: string;
}

export type ConfirmEmitted =
  | { type: 'confirm.notice'; tone: 'error' | 'success'; message: string }
  | { type: 'confirm.busy'; busy: boolean };

/**
 * SPEC §4-5, §8 confirm action: closed -> open -> running -> closed. The component turns the emitted
 * notices into toasts; the machine only decides what is said and when.
 */
export const confirmMachine = setup({
  types: {
    context: {} as { url: string; text: string; failed: boolean },
    input: {} as { url: string; text?: string },
    events: {} as { type: 'confirm.open'; url?: string } | { type: 'confirm.ok' } | { type: 'confirm.close' },
    emitted: {} as ConfirmEmitted,
  },
  actors: {
    runAction: fromPromise<ConfirmResult | undefined, { url: string }>(async () => {
      throw new Error('confirmMachine: runAction was not provided');
    }),
  },
  guards: {
    hasUrl: ({ context, event }) => {
      assertEvent(event, 'confirm.open');
      return (event.url ?? context.url).trim() !== '';
    },
  },
  actions: {
    takeUrl: assign({
      url: ({ context, event }) => {
        assertEvent(event, 'confirm.open');
        return event.url ?? context.url;
      },
      failed: false,
    }),
    noticeEmptyUrl: emit(
      () => ({ type: 'confirm.notice', tone: 'error', message: t('confirm.emptyUrl') }) as const,
    ),
    busyOn: emit({ type: 'confirm.busy', busy: true } as const),
    busyOff: emit({ type: 'confirm.busy', busy: false } as const),
    noticeSuccess: emit(({ event }) => {
      const output = 'output' in event ? (event.output as ConfirmResult | undefined) : undefined;
      return { type: 'confirm.notice', tone: 'success', message: output?.message ?? '' } as const;
    }),
    markFailed: assign({ failed: true }),
  },
}).createMachine({
  id: 'confirm',
  context: ({ input }) => ({ url: input.url, text: input.text ?? t('confirm.defaultText'), failed: false }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'confirm.open': [
          { guard: 'hasUrl', target: 'open', actions: 'takeUrl' },
          { actions: 'noticeEmptyUrl' },
        ],
      },
    },
    open: {
      tags: ['dialog'],
      on: { 'confirm.ok': 'running', 'confirm.close': 'closed' },
    },
    running: {
      tags: ['dialog', 'busy'],
      entry: 'busyOn',
      exit: 'busyOff',
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => ({ url: context.url }),
        onDone: { target: 'closed', actions: 'noticeSuccess' },
        // Stays open so the user can retry or close; the dialog says the call failed.
        onError: { target: 'open', actions: 'markFailed' },
      },
    },
  },
});
