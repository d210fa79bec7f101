import '../i18n/kit.ts';
import { assertEvent, assign, emit, fromCallback, setup, stopChild } from 'xstate';
import { t } from '../i18n/i18n.ts';
import { isRefusalError } from './refusal.ts';

/** docs/spec.md §3 uploaded file. */
export interface UploadedFile {
  fileurl: string;
  title: string;
}

export interface UploadEntry {
  key: string;
  name: string;
  size: number;
  file: File;
  loaded: number;
  /**
   * `failed`: a fault a retry may pass (network, server error). `refused`: the server said why the
   * file is not taken (wrong type, too large, empty); sending the same file again cannot change that,
   * so it is offered no retry and the Upload button leaves it.
   */
  status: 'queued' | 'uploading' | 'done' | 'failed' | 'refused' | 'cancelled';
  result: UploadedFile | null;
  /** Why the last try failed (the server's refusal, or the network fault), shown at the file. */
  error: string | null;
}

export type UploadFn = (
  file: File,
  options: { onProgress: (loaded: number, total: number) => void; signal: AbortSignal },
) => Promise<UploadedFile>;

type UploadEvent =
  | { type: 'upload.add'; files: File[] }
  | { type: 'upload.remove'; key: string }
  | { type: 'upload.start' }
  | { type: 'upload.cancel'; key: string }
  | { type: 'upload.retry'; key: string }
  | { type: 'upload.progress'; key: string; loaded: number }
  | { type: 'upload.done'; key: string; result: UploadedFile }
  | { type: 'upload.failed'; key: string; reason?: string; refused?: boolean };

let seq = 0;

/**
 * One file's transfer. Stopping the actor (cancel) aborts the request through the signal, so a
 * cancelled upload does not finish in the background.
 */
const transfer = fromCallback<UploadEvent, { key: string; file: File; upload: UploadFn }>(
  ({ input, sendBack }) => {
    const controller = new AbortController();
    input
      .upload(input.file, {
        signal: controller.signal,
        onProgress: (loaded) => sendBack({ type: 'upload.progress', key: input.key, loaded }),
      })
      .then(
        (result) => sendBack({ type: 'upload.done', key: input.key, result }),
        (error: unknown) => {
          if (!controller.signal.aborted)
            sendBack({
              type: 'upload.failed',
              key: input.key,
              reason: error instanceof Error && error.message ? error.message : t('upload.failedReason'),
              refused: isRefusalError(error),
            });
        },
      );
    return () => controller.abort();
  },
);

function patch(entries: UploadEntry[], key: string, change: Partial<UploadEntry>): UploadEntry[] {
  return entries.map((e) => (e.key === key ? { ...e, ...change } : e));
}

/** Files picked or dropped, then sent one request each with progress; "parameter error" when empty. */
export const uploadMachine = setup({
  types: {
    context: {} as { entries: UploadEntry[]; upload: UploadFn; autoStart: boolean },
    /** `autoStart`: files start as soon as they are added (the media library's upload in place). */
    input: {} as { upload: UploadFn; autoStart?: boolean },
    events: {} as UploadEvent,
    emitted: {} as
      | { type: 'upload.notice'; tone: 'error'; message: string }
      | { type: 'upload.finished'; results: UploadedFile[] },
  },
  actors: { transfer },
  guards: {
    nothingQueued: ({ context }) =>
      !context.entries.some((e) => e.status === 'queued' || e.status === 'failed'),
    allSettled: ({ context }) => !context.entries.some((e) => e.status === 'uploading'),
    autoStart: ({ context }) => context.autoStart,
    refusal: ({ event }) => {
      assertEvent(event, 'upload.failed');
      return event.refused === true;
    },
    canRetry: ({ context, event }) => {
      assertEvent(event, 'upload.retry');
      return context.entries.some(
        (e) => e.key === event.key && (e.status === 'failed' || e.status === 'cancelled'),
      );
    },
  },
  actions: {
    add: assign({
      entries: ({ context, event }) => {
        assertEvent(event, 'upload.add');
        return [
          ...context.entries,
          ...event.files.map((file) => {
            seq += 1;
            return {
              key: `upload-${seq}`,
              name: file.name,
              size: file.size,
              file,
              loaded: 0,
              status: 'queued' as const,
              result: null,
              error: null,
            };
          }),
        ];
      },
    }),
    remove: assign({
      entries: ({ context, event }) => {
        assertEvent(event, 'upload.remove');
        return context.entries.filter((e) => e.key !== event.key || e.status === 'uploading');
      },
    }),
    startAll: assign({
      entries: ({ context, spawn }) =>
        context.entries.map((e) => {
          if (e.status !== 'queued' && e.status !== 'failed') return e;
          spawn('transfer', { id: e.key, input: { key: e.key, file: e.file, upload: context.upload } });
          return { ...e, status: 'uploading' as const, loaded: 0, error: null };
        }),
    }),
    startQueued: assign({
      entries: ({ context, spawn }) =>
        context.entries.map((e) => {
          if (e.status !== 'queued') return e;
          spawn('transfer', { id: e.key, input: { key: e.key, file: e.file, upload: context.upload } });
          return { ...e, status: 'uploading' as const, loaded: 0 };
        }),
    }),
    startOne: assign({
      entries: ({ context, event, spawn }) => {
        assertEvent(event, 'upload.retry');
        return context.entries.map((e) => {
          if (e.key !== event.key) return e;
          spawn('transfer', { id: e.key, input: { key: e.key, file: e.file, upload: context.upload } });
          return { ...e, status: 'uploading' as const, loaded: 0, error: null };
        });
      },
    }),
    progress: assign({
      entries: ({ context, event }) => {
        assertEvent(event, 'upload.progress');
        return patch(context.entries, event.key, { loaded: event.loaded });
      },
    }),
    done: assign({
      entries: ({ context, event }) => {
        assertEvent(event, 'upload.done');
        const e = context.entries.find((x) => x.key === event.key);
        return patch(context.entries, event.key, {
          status: 'done',
          result: event.result,
          loaded: e?.size ?? 0,
        });
      },
    }),
    failed: assign({
      entries: ({ context, event }) => {
        assertEvent(event, 'upload.failed');
        return patch(context.entries, event.key, { status: 'failed', error: event.reason ?? null });
      },
    }),
    refused: assign({
      entries: ({ context, event }) => {
        assertEvent(event, 'upload.failed');
        return patch(context.entries, event.key, { status: 'refused', error: event.reason ?? null });
      },
    }),
    stopTransfer: stopChild(({ event }) => {
      assertEvent(event, 'upload.cancel');
      return event.key;
    }),
    markCancelled: assign({
      entries: ({ context, event }) => {
        assertEvent(event, 'upload.cancel');
        return patch(context.entries, event.key, { status: 'cancelled', loaded: 0 });
      },
    }),
    noticeEmpty: emit(
      () => ({ type: 'upload.notice', tone: 'error', message: t('upload.emptyList') }) as const,
    ),
    announceFinished: emit(({ context }) => ({
      type: 'upload.finished',
      results: context.entries.flatMap((e) => (e.status === 'done' && e.result ? [e.result] : [])),
    })),
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({ entries: [], upload: input.upload, autoStart: input.autoStart ?? false }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'upload.add': [
          { guard: 'autoStart', target: 'uploading', actions: ['add', 'startQueued'] },
          { actions: 'add' },
        ],
        'upload.retry': { guard: 'canRetry', target: 'uploading', actions: 'startOne' },
        'upload.remove': { actions: 'remove' },
        'upload.start': [
          { guard: 'nothingQueued', actions: 'noticeEmpty' },
          { target: 'uploading', actions: 'startAll' },
        ],
      },
    },
    uploading: {
      tags: ['busy'],
      always: { guard: 'allSettled', target: 'idle', actions: 'announceFinished' },
      on: {
        'upload.progress': { actions: 'progress' },
        'upload.done': { actions: 'done' },
        'upload.failed': [{ guard: 'refusal', actions: 'refused' }, { actions: 'failed' }],
        'upload.cancel': { actions: ['stopTransfer', 'markCancelled'] },
        'upload.retry': { guard: 'canRetry', actions: 'startOne' },
        'upload.add': [{ guard: 'autoStart', actions: ['add', 'startQueued'] }, { actions: 'add' }],
      },
    },
  },
});
