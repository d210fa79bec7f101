import { assertEvent, assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import { NotCsvText } from '../../../contract/csv-encoding.ts';
import {
  type CustomerImportField,
  customerImportFields,
  type ImportJob,
  type ImportMapping,
  type ImportOwner,
} from '../../../contract/customer.ts';
import { customerImportWords } from '../../../contract/customer-fields.ts';
import type { CsvPreview, ImportUpload } from './customer-import.ts';

/**
 * The customer import dialog: choose a file → preview it and map its columns (guessed from the header
 * in either language) → upload with progress → the job runs, polled every second → its report. A job
 * already under way (the dialog opened with `?importId=`) starts in `running`, so a reload resumes.
 */

export type PreviewFn = (file: File) => Promise<CsvPreview>;
export type StartFn = (upload: ImportUpload) => Promise<{ jobId: number }>;
export type StatusFn = (jobId: number) => Promise<ImportJob>;

/**
 * Header words of each field, lower case, in each language (and the usual spreadsheet variants):
 * the mapping guesses from them, the template writes each field's first word in the reader's
 * language, and the dialog lists them all before a file is chosen. The declared fields' words are
 * declared with them (contract/customer-fields.ts).
 */
export const headerWords: Record<CustomerImportField, { 'zh-CN': readonly string[]; en: readonly string[] }> =
  {
    name: {
      'zh-CN': ['姓名', '名字', '客户名称', '客户姓名', '客户', '联系人'],
      en: ['name', 'customer', 'full name'],
    },
    mobile: {
      'zh-CN': ['手机', '手机号', '手机号码', '电话', '联系电话', '移动电话'],
      en: ['mobile', 'phone', 'cell', 'tel'],
    },
    gender: { 'zh-CN': ['性别'], en: ['gender', 'sex'] },
    ...customerImportWords(),
    level: { 'zh-CN': ['等级', '级别', '客户等级'], en: ['level', 'grade'] },
    source: { 'zh-CN': ['来源', '客户来源', '渠道'], en: ['source', 'channel'] },
    tags: { 'zh-CN': ['标签', '客户标签'], en: ['tags', 'tag', 'labels'] },
    province: { 'zh-CN': ['省', '省份', '省市'], en: ['province', 'state'] },
    city: { 'zh-CN': ['市', '城市'], en: ['city'] },
    district: { 'zh-CN': ['区', '区县', '县区', '区/县'], en: ['district', 'county'] },
    address: { 'zh-CN': ['地址', '详细地址', '住址'], en: ['address', 'street'] },
  };

const wordsOf = (field: CustomerImportField) => [...headerWords[field]['zh-CN'], ...headerWords[field].en];

/** Each field's column from the header's words; a column serves one field at most. */
export function guessMapping(header: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const used = new Set<number>();
  const cells = header.map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/^\ufeff/, ''),
  );
  for (const field of customerImportFields) {
    const at = cells.findIndex((c, i) => !used.has(i) && wordsOf(field).includes(c));
    if (at >= 0) {
      mapping[field] = at;
      used.add(at);
    }
  }
  return mapping;
}

export function mappingComplete(mapping: ImportMapping): boolean {
  return mapping.name !== undefined && mapping.mobile !== undefined;
}

type ImportEvent =
  | { type: 'import.choose'; file: File }
  | { type: 'import.map'; field: CustomerImportField; column: number | null }
  | { type: 'import.owner'; owner: ImportOwner }
  | { type: 'import.header'; hasHeader: boolean }
  | { type: 'import.start' }
  | { type: 'import.progress'; loaded: number; total: number }
  | { type: 'import.cancel' }
  | { type: 'import.retry' }
  | { type: 'import.again' }
  /** The server said the member's messages changed (an import's end is one): look at the job now. */
  | { type: 'import.news' };

export interface ImportContext {
  preview: PreviewFn;
  start: StartFn;
  status: StatusFn;
  file: File | null;
  csv: CsvPreview | null;
  mapping: ImportMapping;
  owner: ImportOwner;
  hasHeader: boolean;
  /** Bytes sent of the upload, as a percentage. */
  percent: number;
  jobId: number | null;
  job: ImportJob | null;
  /** Why the file, the upload or the job was refused (the server's words). */
  error: string | null;
  /** The file chosen last was not CSV text (a workbook): said as such, with what to do. */
  notCsv: boolean;
  /** The last status read failed (the network): polling goes on. */
  statusLost: boolean;
}

const upload = fromCallback<
  ImportEvent | { type: 'import.queued'; jobId: number } | { type: 'import.refused'; reason: string },
  { start: StartFn; file: File; mapping: ImportMapping; owner: ImportOwner; hasHeader: boolean }
>(({ input, sendBack }) => {
  const controller = new AbortController();
  input
    .start({
      file: input.file,
      mapping: input.mapping,
      owner: input.owner,
      hasHeader: input.hasHeader,
      signal: controller.signal,
      onProgress: (loaded, total) => sendBack({ type: 'import.progress', loaded, total }),
    })
    .then(
      ({ jobId }) => sendBack({ type: 'import.queued', jobId }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          sendBack({
            type: 'import.refused',
            reason: error instanceof Error ? error.message : String(error),
          });
      },
    );
  return () => controller.abort();
});

export const customerImportMachine = setup({
  types: {
    context: {} as ImportContext,
    input: {} as { preview: PreviewFn; start: StartFn; status: StatusFn; jobId?: number | null | undefined },
    events: {} as
      | ImportEvent
      | { type: 'import.queued'; jobId: number }
      | { type: 'import.refused'; reason: string },
    emitted: {} as { type: 'import.finished'; job: ImportJob } | { type: 'import.jobStarted'; jobId: number },
  },
  actors: {
    readPreview: fromPromise<CsvPreview, { preview: PreviewFn; file: File }>(({ input }) =>
      input.preview(input.file),
    ),
    upload,
    readStatus: fromPromise<ImportJob, { status: StatusFn; jobId: number }>(({ input }) =>
      input.status(input.jobId),
    ),
  },
  delays: { poll: 1000 },
  guards: {
    mappingComplete: ({ context }) => mappingComplete(context.mapping),
    resuming: ({ context }) => context.jobId !== null,
    jobEnded: ({ event }) => {
      const job = (event as unknown as { output: ImportJob }).output;
      return job.status === 'done' || job.status === 'failed';
    },
    jobDone: ({ context }) => context.job?.status === 'done',
    haveFile: ({ context }) => context.file !== null && context.csv !== null,
  },
  actions: {
    takeFile: assign(({ event }) => {
      assertEvent(event, 'import.choose');
      return {
        file: event.file,
        csv: null,
        mapping: {},
        error: null,
        notCsv: false,
        job: null,
        jobId: null,
        percent: 0,
      };
    }),
    takePreview: assign(({ event }) => {
      const csv = (event as unknown as { output: CsvPreview }).output;
      return { csv, mapping: guessMapping(csv.header) };
    }),
    previewFailed: assign(({ event }) => {
      const error = (event as unknown as { error: unknown }).error;
      // FileReader fails with a DOMException (NotReadableError for a file moved or changed on disk),
      // which is not an Error everywhere: its message is what the user is told.
      const message =
        typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
          ? error.message
          : String(error);
      return { error: message, notCsv: error instanceof NotCsvText, file: null };
    }),
    map: assign({
      mapping: ({ context, event }) => {
        assertEvent(event, 'import.map');
        const next: ImportMapping = {};
        // A column serves one field: choosing it for another takes it from the first.
        for (const [field, at] of Object.entries(context.mapping))
          if (field !== event.field && at !== event.column) Object.assign(next, { [field]: at });
        if (event.column !== null) next[event.field] = event.column;
        return next;
      },
      error: null,
    }),
    setOwner: assign({
      owner: ({ event }) => {
        assertEvent(event, 'import.owner');
        return event.owner;
      },
    }),
    setHeader: assign({
      hasHeader: ({ event }) => {
        assertEvent(event, 'import.header');
        return event.hasHeader;
      },
    }),
    progress: assign({
      percent: ({ event }) => {
        assertEvent(event, 'import.progress');
        return event.total > 0 ? Math.min(100, Math.floor((event.loaded / event.total) * 100)) : 0;
      },
    }),
    queued: assign({
      jobId: ({ event }) => {
        assertEvent(event, 'import.queued');
        return event.jobId;
      },
      percent: 100,
    }),
    announceStarted: emit(({ event }) => {
      assertEvent(event, 'import.queued');
      return { type: 'import.jobStarted' as const, jobId: event.jobId };
    }),
    refused: assign({
      error: ({ event }) => {
        assertEvent(event, 'import.refused');
        return event.reason;
      },
      percent: 0,
    }),
    takeJob: assign(({ event }) => ({
      job: (event as unknown as { output: ImportJob }).output,
      statusLost: false,
    })),
    statusLost: assign({ statusLost: true }),
    announceFinished: emit(({ context }) => ({
      type: 'import.finished' as const,
      job: context.job as ImportJob,
    })),
    reset: assign({
      file: null,
      csv: null,
      mapping: {},
      percent: 0,
      jobId: null,
      job: null,
      error: null,
      statusLost: false,
    }),
    clearError: assign({ error: null, percent: 0 }),
  },
}).createMachine({
  id: 'customerImport',
  context: ({ input }) => ({
    preview: input.preview,
    start: input.start,
    status: input.status,
    file: null,
    csv: null,
    mapping: {},
    owner: 'pool',
    hasHeader: true,
    percent: 0,
    jobId: input.jobId ?? null,
    job: null,
    error: null,
    notCsv: false,
    statusLost: false,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'resuming', target: 'running' }, { target: 'choosing' }],
    },
    choosing: {
      tags: ['choosing'],
      on: { 'import.choose': { target: 'previewing', actions: 'takeFile' } },
    },
    previewing: {
      tags: ['previewing', 'busy'],
      invoke: {
        src: 'readPreview',
        input: ({ context }) => ({ preview: context.preview, file: context.file as File }),
        onDone: { target: 'mapping', actions: 'takePreview' },
        onError: { target: 'choosing', actions: 'previewFailed' },
      },
    },
    mapping: {
      tags: ['mapping'],
      on: {
        'import.choose': { target: 'previewing', actions: 'takeFile' },
        'import.map': { actions: 'map' },
        'import.owner': { actions: 'setOwner' },
        'import.header': { actions: 'setHeader' },
        'import.start': { guard: 'mappingComplete', target: 'uploading', actions: 'clearError' },
      },
    },
    uploading: {
      tags: ['uploading', 'busy'],
      invoke: {
        src: 'upload',
        input: ({ context }) => ({
          start: context.start,
          file: context.file as File,
          mapping: context.mapping,
          owner: context.owner,
          hasHeader: context.hasHeader,
        }),
      },
      on: {
        'import.progress': { actions: 'progress' },
        'import.queued': { target: 'running', actions: ['queued', 'announceStarted'] },
        'import.refused': { target: 'mapping', actions: 'refused' },
        // Stopping the upload actor aborts the request: nothing reaches the server.
        'import.cancel': { target: 'mapping', actions: 'clearError' },
      },
    },
    running: {
      tags: ['running'],
      initial: 'checking',
      // The job's end reaches the member as a message (a toast) the moment it commits: the dialog reads
      // the job then too, rather than show 已处理 0/30 beside that toast until the next second's read.
      on: { 'import.news': { target: '.checking', reenter: true } },
      states: {
        checking: {
          invoke: {
            src: 'readStatus',
            input: ({ context }) => ({ status: context.status, jobId: context.jobId as number }),
            onDone: [
              { guard: 'jobEnded', target: '#customerImport.ended', actions: 'takeJob' },
              { target: 'waiting', actions: 'takeJob' },
            ],
            onError: { target: 'waiting', actions: 'statusLost' },
          },
        },
        waiting: { after: { poll: 'checking' } },
      },
    },
    ended: {
      always: [
        { guard: 'jobDone', target: 'done', actions: 'announceFinished' },
        { target: 'failed', actions: 'announceFinished' },
      ],
    },
    done: {
      tags: ['done'],
      on: { 'import.again': { target: 'choosing', actions: 'reset' } },
    },
    failed: {
      tags: ['failed'],
      on: {
        'import.retry': [
          {
            guard: 'haveFile',
            target: 'mapping',
            actions: assign({ jobId: null, job: null, error: null, percent: 0 }),
          },
          { target: 'choosing', actions: 'reset' },
        ],
      },
    },
  },
});
