import { assertEvent, assign, fromCallback, setup } from 'xstate';
import {
  type AiChatBody,
  type AiTaskId,
  type AiUsage,
  aiMaxConversationChars,
  aiMaxMessages,
} from '../../../contract/ai.ts';

export interface ChatTurn {
  /** Its place in the conversation (1, 2, ...): the key the screen lists it by. */
  n: number;
  role: 'user' | 'assistant';
  content: string;
  /** The task the member asked for with this turn (its answer is a draft for that task's form). */
  task?: AiTaskId;
  /** The member stopped this answer before it was complete. */
  stopped?: boolean;
  /** The provider broke off this answer. */
  failed?: boolean;
}

export interface ChatRequest {
  task?: AiTaskId;
  context?: Record<string, unknown>;
}

export interface AiChatContext {
  turns: ChatTurn[];
  /** The answer as it streams in. */
  partial: string;
  /** What the current (or last) question asked for. */
  request: ChatRequest;
  /** Why the last answer could not be had (a refusal before the stream, or a break in it). */
  error: string | null;
  usage: AiUsage | null;
}

export type AiChatEvent =
  | { type: 'chat.send'; text: string; task?: AiTaskId; context?: Record<string, unknown> }
  | { type: 'chat.stop' }
  | { type: 'chat.retry' }
  | { type: 'chat.clear' }
  /** From the stream: a piece of the answer. */
  | { type: 'chat.delta'; text: string }
  /** From the stream: the answer is complete. */
  | { type: 'chat.done'; usage: AiUsage | null }
  /** From the stream: refused before it started (no provider, no permission), with the reason. */
  | { type: 'chat.refused'; message: string }
  /** From the stream: it broke off after it started. */
  | { type: 'chat.failed'; message: string };

/** What the `stream` actor is given: the conversation to send and what it asks for. */
export interface StreamInput extends ChatRequest {
  messages: AiChatBody['messages'];
}

/**
 * The conversation as the server takes it: the latest turns that fit its limits, empty answers (an
 * answer stopped before its first word) left out, never starting with an answer.
 */
export function outgoingMessages(turns: readonly ChatTurn[]): AiChatBody['messages'] {
  const out: AiChatBody['messages'] = [];
  let chars = 0;
  for (const turn of [...turns].reverse()) {
    if (!turn.content) continue;
    if (out.length >= aiMaxMessages || chars + turn.content.length > aiMaxConversationChars) break;
    out.unshift({ role: turn.role, content: turn.content });
    chars += turn.content.length;
  }
  while (out[0]?.role === 'assistant') out.shift();
  return out;
}

/**
 * The assistant's chat: a question goes out, the answer streams in piece by piece, Stop keeps what
 * came and cancels the rest (leaving `streaming` stops the `stream` actor, which aborts the request,
 * and the server ends the provider's). A refusal before the stream keeps the question for a retry;
 * a break in the stream keeps what came, marked. The conversation is the screen's to keep.
 */
export const aiChatMachine = setup({
  types: {
    context: {} as AiChatContext,
    input: {} as { turns?: ChatTurn[] },
    events: {} as AiChatEvent,
  },
  actors: {
    stream: fromCallback<AiChatEvent, StreamInput>(() => {
      throw new Error('aiChatMachine: stream was not provided');
    }),
  },
  guards: {
    hasText: ({ event }) => event.type === 'chat.send' && event.text.trim() !== '',
    canRetry: ({ context }) => context.turns.some((t) => t.role === 'user'),
    hasTurns: ({ context }) => context.turns.length > 0,
  },
  actions: {
    ask: assign(({ context, event }) => {
      assertEvent(event, 'chat.send');
      const request: ChatRequest = {
        ...(event.task ? { task: event.task } : {}),
        ...(event.context ? { context: event.context } : {}),
      };
      const turn: ChatTurn = {
        n: nextN(context.turns),
        role: 'user',
        content: event.text.trim(),
        ...(event.task ? { task: event.task } : {}),
      };
      return { turns: [...context.turns, turn], partial: '', request, error: null, usage: null };
    }),
    // A retry sends the conversation again without the broken answer.
    dropBroken: assign({
      turns: ({ context }) => {
        const last = context.turns.at(-1);
        return last?.role === 'assistant' && last.failed ? context.turns.slice(0, -1) : context.turns;
      },
      partial: '',
      error: null,
    }),
    append: assign({
      partial: ({ context, event }) =>
        event.type === 'chat.delta' ? context.partial + event.text : context.partial,
    }),
    commit: assign(({ context, event }) => ({
      turns: [...context.turns, answerTurn(context, {})],
      partial: '',
      usage: event.type === 'chat.done' ? event.usage : null,
    })),
    commitStopped: assign(({ context }) => ({
      turns: context.partial ? [...context.turns, answerTurn(context, { stopped: true })] : context.turns,
      partial: '',
    })),
    commitFailed: assign(({ context, event }) => ({
      turns: context.partial ? [...context.turns, answerTurn(context, { failed: true })] : context.turns,
      partial: '',
      error: event.type === 'chat.failed' || event.type === 'chat.refused' ? event.message : null,
    })),
    clear: assign({ turns: [], partial: '', request: {}, error: null, usage: null }),
  },
}).createMachine({
  id: 'aiChat',
  context: ({ input }) => ({ turns: input.turns ?? [], partial: '', request: {}, error: null, usage: null }),
  initial: 'idle',
  states: {
    idle: {
      tags: ['ready'],
      on: {
        'chat.send': { guard: 'hasText', target: 'answering', actions: 'ask' },
        'chat.clear': { guard: 'hasTurns', actions: 'clear' },
      },
    },
    // One request for the whole answer: the stream actor lives as long as this state.
    answering: {
      tags: ['busy'],
      invoke: {
        id: 'stream',
        src: 'stream',
        input: ({ context }) => ({ ...context.request, messages: outgoingMessages(context.turns) }),
      },
      on: {
        'chat.done': { target: 'idle', actions: 'commit' },
        'chat.failed': { target: 'failed', actions: 'commitFailed' },
        'chat.stop': { target: 'idle', actions: 'commitStopped' },
      },
      initial: 'connecting',
      states: {
        connecting: {
          on: {
            'chat.delta': { target: 'streaming', actions: 'append' },
            'chat.refused': { target: '#aiChat.failed', actions: 'commitFailed' },
          },
        },
        streaming: {
          tags: ['streaming'],
          on: { 'chat.delta': { actions: 'append' } },
        },
      },
    },
    failed: {
      tags: ['ready', 'failed'],
      on: {
        'chat.send': { guard: 'hasText', target: 'answering', actions: 'ask' },
        'chat.retry': { guard: 'canRetry', target: 'answering', actions: 'dropBroken' },
        'chat.clear': { target: 'idle', actions: 'clear' },
      },
    },
  },
});

const nextN = (turns: readonly ChatTurn[]) => (turns.at(-1)?.n ?? 0) + 1;

function answerTurn(context: AiChatContext, marks: { stopped?: boolean; failed?: boolean }): ChatTurn {
  return {
    n: nextN(context.turns),
    role: 'assistant',
    content: context.partial,
    ...(context.request.task ? { task: context.request.task } : {}),
    ...marks,
  };
}
