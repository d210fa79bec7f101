import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { AgentItem } from '../../../contract/agent.ts';
import type { ListResult } from '../../../contract/envelope.ts';
import { t } from '../../i18n/i18n.ts';
import { isRefusalError, messageOf } from '../../machines/refusal.ts';

/** What a decision call answers: the server's message, said as a success. */
export interface DecisionOutcome {
  message: string;
}

export interface AgentVerifyContext {
  /** The oldest pending applications, in the order they came in. */
  queue: AgentItem[];
  total: number;
  /** The application open beside the queue. */
  openId: number | null;
  /** Where the open application stood in the queue: after a decision the one now there opens. */
  openIndex: number;
  /** Applications ticked for a bulk pass. */
  selection: number[];
  reason: string;
  /** 确认驳回 pressed with no reason: said at the reason's field, not as the step's failure. */
  reasonMissing: boolean;
  /** Why the last step failed (a refusal's reason, a fault's message), shown where the user acted. */
  error: string;
}

export type AgentVerifyEvent =
  | { type: 'verify.open'; id: number }
  | { type: 'verify.select'; ids: number[] }
  | { type: 'verify.pass' }
  | { type: 'verify.reject' }
  | { type: 'verify.reason'; text: string }
  | { type: 'verify.confirmReject' }
  | { type: 'verify.passSelected' }
  | { type: 'verify.confirmBulk' }
  | { type: 'verify.cancel' }
  | { type: 'verify.retry' }
  | { type: 'verify.reload' };

export type AgentVerifyEmitted = { type: 'verify.notice'; tone: 'success'; message: string };

/** The application to open in a fresh queue: the one open before if it still waits, else the one now at its place. */
function nextOpen(
  queue: AgentItem[],
  openId: number | null,
  openIndex: number,
): { id: number | null; index: number } {
  const kept = queue.findIndex((a) => a.id === openId);
  if (kept >= 0) return { id: openId, index: kept };
  if (queue.length === 0) return { id: null, index: 0 };
  const index = Math.min(openIndex, queue.length - 1);
  return { id: queue[index]?.id ?? null, index };
}

/**
 * The verification queue (`/agent/user/verify`): the pending applications load, the oldest opens;
 * the verifier passes it, or rejects it with a reason, or ticks several and passes them at once after
 * a confirmation. After each decision the queue loads again and the application that took the
 * decided one's place opens, so the verifier works down the queue without reaching for it.
 * A refusal (someone else decided it first) reloads the queue with the reason shown; a fault keeps
 * the step so it can be tried again.
 */
export const agentVerifyMachine = setup({
  types: {
    context: {} as AgentVerifyContext,
    events: {} as AgentVerifyEvent,
    emitted: {} as AgentVerifyEmitted,
  },
  actors: {
    loadQueue: fromPromise<ListResult<AgentItem>>(async () => {
      throw new Error('agentVerifyMachine: loadQueue was not provided');
    }),
    passAgents: fromPromise<DecisionOutcome, { ids: number[] }>(async () => {
      throw new Error('agentVerifyMachine: passAgents was not provided');
    }),
    rejectAgent: fromPromise<DecisionOutcome, { id: number; reason: string }>(async () => {
      throw new Error('agentVerifyMachine: rejectAgent was not provided');
    }),
  },
  guards: {
    emptyQueue: ({ event }) => 'output' in event && (event.output as ListResult<AgentItem>).list.length === 0,
    hasReason: ({ context }) => context.reason.trim() !== '',
    hasSelection: ({ context }) => context.selection.length > 0,
    refused: ({ event }) => 'error' in event && isRefusalError(event.error),
    inQueue: ({ context, event }) => {
      assertEvent(event, 'verify.open');
      return context.queue.some((a) => a.id === event.id);
    },
  },
  actions: {
    takeQueue: assign(({ context, event }) => {
      const out = 'output' in event ? (event.output as ListResult<AgentItem>) : { list: [], total: 0 };
      const next = nextOpen(out.list, context.openId, context.openIndex);
      const waiting = new Set(out.list.map((a) => a.id));
      return {
        queue: out.list,
        total: out.total,
        openId: next.id,
        openIndex: next.index,
        selection: context.selection.filter((id) => waiting.has(id)),
      };
    }),
    takeLoadError: assign({ error: ({ event }) => ('error' in event ? messageOf(event.error) : '') }),
    open: assign(({ context, event }) => {
      assertEvent(event, 'verify.open');
      return {
        openId: event.id,
        openIndex: Math.max(
          0,
          context.queue.findIndex((a) => a.id === event.id),
        ),
        reason: '',
        reasonMissing: false,
        error: '',
      };
    }),
    select: assign({
      selection: ({ event }) => {
        assertEvent(event, 'verify.select');
        return event.ids;
      },
    }),
    setReason: assign({
      reason: ({ event }) => {
        assertEvent(event, 'verify.reason');
        return event.text;
      },
      reasonMissing: false,
      error: '',
    }),
    clearError: assign({ error: '' }),
    clearReason: assign({ reason: '', reasonMissing: false, error: '' }),
    markReasonMissing: assign({ reasonMissing: true }),
    takeError: assign({
      error: ({ event }) => ('error' in event ? messageOf(event.error) : '') || t('verify.failed'),
    }),
    clearSelection: assign({ selection: [] }),
    noticeDone: emit(({ event }) => {
      const output = 'output' in event ? (event.output as DecisionOutcome) : { message: '' };
      return { type: 'verify.notice', tone: 'success', message: output.message } as const;
    }),
  },
}).createMachine({
  id: 'agentVerify',
  context: {
    queue: [],
    total: 0,
    openId: null,
    openIndex: 0,
    selection: [],
    reason: '',
    reasonMissing: false,
    error: '',
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadQueue',
        src: 'loadQueue',
        onDone: [
          { guard: 'emptyQueue', target: 'empty', actions: 'takeQueue' },
          { target: 'reviewing', actions: 'takeQueue' },
        ],
        onError: { target: 'failed', actions: 'takeLoadError' },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'verify.retry': { target: 'loading', actions: 'clearError' } },
    },
    empty: {
      tags: ['empty'],
      on: { 'verify.reload': { target: 'loading', actions: 'clearError' } },
    },
    reviewing: {
      on: {
        'verify.open': { guard: 'inQueue', actions: 'open' },
        'verify.select': { actions: 'select' },
        'verify.pass': { target: 'passing', actions: 'clearError' },
        'verify.reject': { target: 'rejecting', actions: 'clearReason' },
        'verify.passSelected': { guard: 'hasSelection', target: 'confirmingBulk', actions: 'clearError' },
        'verify.reload': { target: 'loading', actions: 'clearError' },
      },
    },
    passing: {
      tags: ['busy', 'deciding'],
      invoke: {
        id: 'passAgents',
        src: 'passAgents',
        input: ({ context }) => ({ ids: context.openId === null ? [] : [context.openId] }),
        onDone: { target: 'loading', actions: 'noticeDone' },
        onError: [
          { guard: 'refused', target: 'loading', actions: 'takeError' },
          { target: 'reviewing', actions: 'takeError' },
        ],
      },
    },
    rejecting: {
      tags: ['rejecting'],
      on: {
        'verify.reason': { actions: 'setReason' },
        'verify.confirmReject': [
          { guard: 'hasReason', target: 'submittingReject' },
          { actions: 'markReasonMissing' },
        ],
        'verify.cancel': { target: 'reviewing', actions: 'clearReason' },
        'verify.open': { guard: 'inQueue', target: 'reviewing', actions: 'open' },
      },
    },
    submittingReject: {
      tags: ['busy', 'rejecting', 'deciding'],
      invoke: {
        id: 'rejectAgent',
        src: 'rejectAgent',
        input: ({ context }) => ({ id: context.openId ?? 0, reason: context.reason.trim() }),
        onDone: { target: 'loading', actions: ['noticeDone', 'clearReason'] },
        onError: [
          { guard: 'refused', target: 'loading', actions: ['clearReason', 'takeError'] },
          { target: 'rejecting', actions: 'takeError' },
        ],
      },
    },
    confirmingBulk: {
      tags: ['bulkDialog'],
      on: {
        'verify.confirmBulk': 'passingSelected',
        'verify.cancel': { target: 'reviewing', actions: 'clearError' },
      },
    },
    passingSelected: {
      tags: ['busy', 'bulkDialog', 'deciding'],
      invoke: {
        id: 'passSelected',
        src: 'passAgents',
        input: ({ context }) => ({ ids: context.selection }),
        onDone: { target: 'loading', actions: ['noticeDone', 'clearSelection'] },
        onError: [
          // Someone decided one of them meanwhile: the queue shows what is left, and why.
          { guard: 'refused', target: 'loading', actions: ['clearSelection', 'takeError'] },
          { target: 'confirmingBulk', actions: 'takeError' },
        ],
      },
    },
  },
});
