import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { SendResult } from '../../../contract/sms.ts';
import { messageOf } from '../../machines/refusal.ts';

export interface SendInput {
  /** Makes the `requestId` of each new send; default `crypto.randomUUID`. */
  makeRequestId?: () => string;
}

export interface SendContext {
  /**
   * Sent with every try of one message: a double click, or a retry after the connection dropped,
   * answers the batch the first try made. A new one once a batch is made, so the next send is another.
   */
  requestId: string;
  makeRequestId: () => string;
  /** Problems at fields: the screen's own check, or the server's refusal naming a field. */
  errors: Record<string, string>;
  /** The refusal or fault of the last try, said above the form. */
  message: string;
  /** The server's answer once a batch is made: what it queued and each recipient it refused. */
  result: SendResult | null;
}

export type SendEvent =
  /** `problems` is the screen's check of what is typed: any, and nothing is sent. */
  | { type: 'send.submit'; problems: Record<string, string> }
  /** The user changed `field` (`params` for all the values): its mark goes, checked again on the next send. */
  | { type: 'send.edit'; field: string }
  /** After refusals: back to the form (the screen keeps the refused recipients) for another send. */
  | { type: 'send.fix' }
  /** After a clean send: an empty form for the next message. */
  | { type: 'send.again' }
  | { type: 'send.close' };

export type SendEmitted =
  /** Fields were marked: the screen moves focus to the first. */
  | { type: 'send.invalid' }
  | { type: 'send.sent'; result: SendResult; message: string }
  | { type: 'send.closed' };

/** The server's answer as `postForMessage` gives it. */
export interface SendAnswer {
  message: string;
  data: SendResult;
}

function fieldErrorsOf(e: unknown): Record<string, string> {
  if (typeof e !== 'object' || e === null || !('fieldErrors' in e)) return {};
  const fe = e.fieldErrors;
  if (typeof fe !== 'object' || fe === null) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fe)) if (typeof v === 'string') out[k] = v;
  return out;
}

function isAnswer(v: unknown): v is SendAnswer {
  if (typeof v !== 'object' || v === null || !('data' in v)) return false;
  const data = v.data;
  return typeof data === 'object' && data !== null && 'refused' in data && Array.isArray(data.refused);
}

/** The answer an invoke's done event carries, if it is one. */
function answerOf(event: { type: string }): SendAnswer | null {
  const output = 'output' in event ? event.output : null;
  return isAnswer(output) ? output : null;
}

const defaultRequestId = () => globalThis.crypto.randomUUID();

/** `errors` without the mark of `field` and of the fields under it (`params` takes `params.order`). */
export function withoutMarks(errors: Record<string, string>, field: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).filter(([name]) => name !== field && !name.startsWith(`${field}.`)),
  );
}

/**
 * A send of SMS or e-mail: composing -> sending -> answered with refusals (each refused recipient
 * shown with its reason) or done. The `requestId` stays the same across tries of one message and is
 * new after a batch is made; while sending nothing sends again (a double click makes one batch).
 */
export const sendMachine = setup({
  types: {
    input: {} as SendInput,
    context: {} as SendContext,
    events: {} as SendEvent,
    emitted: {} as SendEmitted,
  },
  actors: {
    sendMessage: fromPromise<SendAnswer, { requestId: string }>(async () => {
      throw new Error('sendMachine: sendMessage was not provided');
    }),
  },
  guards: {
    hasProblems: ({ event }) => {
      assertEvent(event, 'send.submit');
      return Object.keys(event.problems).length > 0;
    },
    anyRefused: ({ event }) => (answerOf(event)?.data.refused.length ?? 0) > 0,
  },
  actions: {
    markProblems: assign({
      errors: ({ event }) => {
        assertEvent(event, 'send.submit');
        return event.problems;
      },
      message: '',
    }),
    clearProblems: assign({ errors: {}, message: '' }),
    clearField: assign({
      errors: ({ context, event }) => {
        assertEvent(event, 'send.edit');
        return withoutMarks(context.errors, event.field);
      },
    }),
    keepAnswer: assign({ result: ({ event }) => answerOf(event)?.data ?? null }),
    keepFailure: assign({
      errors: ({ event }) => ('error' in event ? fieldErrorsOf(event.error) : {}),
      message: ({ event }) => ('error' in event ? messageOf(event.error) : ''),
    }),
    newRequest: assign({
      requestId: ({ context }) => context.makeRequestId(),
      result: null,
      errors: {},
      message: '',
    }),
    announceInvalid: emit({ type: 'send.invalid' }),
    announceSent: emit(({ event }) => {
      const answer = answerOf(event);
      return {
        type: 'send.sent' as const,
        result: answer?.data ?? { batchId: 0, queued: 0, refused: [] },
        message: answer?.message ?? '',
      };
    }),
    announceClosed: emit({ type: 'send.closed' }),
  },
}).createMachine({
  id: 'send',
  context: ({ input }) => {
    const makeRequestId = input.makeRequestId ?? defaultRequestId;
    return { requestId: makeRequestId(), makeRequestId, errors: {}, message: '', result: null };
  },
  initial: 'composing',
  states: {
    composing: {
      tags: ['editing'],
      on: {
        // A mark says what was wrong with what was sent; once the field is changed it no longer does.
        'send.edit': { actions: 'clearField' },
        'send.submit': [
          { guard: 'hasProblems', actions: ['markProblems', 'announceInvalid'] },
          { target: 'sending', actions: 'clearProblems' },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => ({ requestId: context.requestId }),
        onDone: [
          { guard: 'anyRefused', target: 'answered', actions: ['keepAnswer', 'announceSent'] },
          { target: 'done', actions: ['keepAnswer', 'announceSent'] },
        ],
        // The same requestId on the next try: if this one made a batch after all, it is answered again.
        onError: { target: 'composing', actions: ['keepFailure', 'announceInvalid'] },
      },
    },
    answered: {
      tags: ['refusals'],
      on: {
        'send.fix': { target: 'composing', actions: 'newRequest' },
        'send.close': { target: 'closed', actions: 'announceClosed' },
      },
    },
    done: {
      tags: ['done'],
      on: {
        'send.again': { target: 'composing', actions: 'newRequest' },
        'send.close': { target: 'closed', actions: 'announceClosed' },
      },
    },
    closed: { type: 'final' },
  },
});
