import '../i18n/kit.ts';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { UndoHandle } from '../../contract/change-undo.ts';
import { t } from '../i18n/i18n.ts';
import { isRefusalError, messageOf } from './refusal.ts';

export interface ConfirmResult {
  message?: string;
  /** The answer's undo handle (issue 43): the success toast then offers 撤销. */
  undo?: UndoHandle | null;
}

export type ConfirmEmitted =
  | { type: 'confirm.notice'; tone: 'error' | 'success'; message: string; undo?: UndoHandle | null }
  | { type: 'confirm.busy'; busy: boolean };

export type ConfirmNotice = Extract<ConfirmEmitted, { type: 'confirm.notice' }>;

/** What an action that succeeded says: the server's message, and the answer's undo handle if any. */
export function successNotice(output: ConfirmResult | undefined): ConfirmNotice {
  return {
    type: 'confirm.notice',
    tone: 'success',
    message: output?.message ?? '',
    undo: output?.undo ?? null,
  };
}

/**
 * docs/spec.md §4-5, §8 confirm action: closed -> open -> running -> closed. The component turns the emitted
 * notices into toasts; the machine only decides what is said and when. A failure keeps the dialog:
 * a fault (network, timeout, 5xx) goes back to `open` to be retried; a refusal (`code 1`, `403`) goes to
 * `refused`, where the server's reason is shown and only closing is offered, since asking again cannot
 * change the answer (docs/spec.md §8: code 1 shows the server message).
 */
export const confirmMachine = setup({
  types: {
    context: {} as {
      url: string;
      text: string;
      /** The last run failed for a reason a retry may fix. */
      failed: boolean;
      /** The failure's own message: the server's reason for a refusal, the fault's for a failure. */
      reason: string;
    },
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
    refused: ({ event }) => 'error' in event && isRefusalError(event.error),
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
      reason: '',
    }),
    noticeEmptyUrl: emit(
      () => ({ type: 'confirm.notice', tone: 'error', message: t('confirm.emptyUrl') }) as const,
    ),
    busyOn: emit({ type: 'confirm.busy', busy: true } as const),
    busyOff: emit({ type: 'confirm.busy', busy: false } as const),
    noticeSuccess: emit(({ event }) =>
      successNotice('output' in event ? (event.output as ConfirmResult | undefined) : undefined),
    ),
    markFailed: assign({
      failed: true,
      reason: ({ event }) => ('error' in event ? messageOf(event.error) : ''),
    }),
    takeRefusal: assign({
      failed: false,
      reason: ({ event }) => ('error' in event ? messageOf(event.error) : '') || t('confirm.refused'),
    }),
  },
}).createMachine({
  id: 'confirm',
  context: ({ input }) => ({
    url: input.url,
    text: input.text ?? t('confirm.defaultText'),
    failed: false,
    reason: '',
  }),
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
        onError: [
          { guard: 'refused', target: 'refused', actions: 'takeRefusal' },
          // Stays open so the user can retry or close; the dialog says the call failed.
          { target: 'open', actions: 'markFailed' },
        ],
      },
    },
    refused: {
      tags: ['dialog', 'refused'],
      on: { 'confirm.close': 'closed' },
    },
  },
});
