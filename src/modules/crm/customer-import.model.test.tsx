import '../../../tests/support/kit-dom.ts';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import type { LoginResult, SelectBrandResult } from '../../../contract/auth.ts';
import {
  customerImportFields,
  customerPaths,
  type ImportJob,
  type ImportStatus,
  importFormFields,
} from '../../../contract/customer.ts';
import { crmImports } from '../../../server/modules/crm/crm.tables.ts';
import { actorClocks, recorder } from '../../../tests/support/machine-coverage.ts';
import {
  fileCoverage,
  pathFromEvents,
  productionModel,
  type Snapshot,
  transitionCover,
  type WalkEvent,
  type WalkPath,
  walk,
} from '../../../tests/support/production-walk.ts';
import { createTestApiInPage, type TestApi } from '../../../tests/support/test-api.ts';
import { setLocale, t } from '../../i18n/i18n.ts';
import { configureHttp } from '../../services/http-config.ts';
import { InboxProvider, useInbox } from '../../shell/inbox-context.tsx';
import { ToastProvider } from '../../ui/toast-provider.tsx';
import ImportDialog from './customer/import-dialog.tsx';
import { customerImportMachine, guessMapping, headerWords } from './customer-import.machine.ts';

/**
 * The production customer-import machine walked through the rendered import dialog on paths
 * @xstate/graph generates from it, against a real API server of this file's own (the app over a PGlite
 * database of its own, its import job running in this process).
 *
 * Nothing answers before the walk says: the browser's read of the chosen file, the upload (its
 * progress, then the server's answer), every status read and the import job itself each wait at a gate
 * the walk opens. So "the job still waiting when the status is read" is a step of its own, whatever
 * the machine's load. A path's events name the file chosen (one that imports, one the job refuses for
 * its bytes, one the server refuses for its name) and each answer; the walk makes the answer real (the
 * file's lines, the job run or held), and the server's answer is what the screen then shows. The
 * dialog's actor runs on a clock the test moves, so the next status read comes when the walk says.
 */

const previewDone = 'xstate.done.actor.0.customerImport.previewing';
const previewError = 'xstate.error.actor.0.customerImport.previewing';
const statusDone = 'xstate.done.actor.0.customerImport.running.checking';
const statusError = 'xstate.error.actor.0.customerImport.running.checking';
const poll = 'xstate.after.poll.customerImport.running.waiting';

/** The files a user may choose: what the job and the server make of each follows from it. */
const files = {
  /** Imports: two customers and a line whose mobile is refused. */
  good: 'customers.csv',
  /** It ends in bytes of no text encoding: the job refuses the file. */
  broken: 'broken.csv',
  /** Not a .csv by its name: the server refuses the upload. */
  pdf: 'list.pdf',
} as const;
type FileKind = keyof typeof files;
const kindOf = (name: string): FileKind =>
  (Object.keys(files) as FileKind[]).find((k) => files[k] === name) ?? 'good';

/** The header the preview reads: one the dialog guesses Name and Mobile from, or one it cannot. */
const guessedHeader = (kind: FileKind) => (kind === 'broken' ? ['name', 'mobile'] : ['姓名', '手机']);
const blindHeader = ['a', 'b'];
const preview = (header: string[]) => ({ type: previewDone, output: { header, rows: [], columns: 2 } });

const job = (status: ImportStatus): ImportJob => ({
  jobId: 1,
  status,
  fileName: files.good,
  total: 0,
  done: 0,
  imported: 0,
  pooled: 0,
  failed: 0,
  owner: 'pool',
  errors: [],
  message: '',
  createdAt: '',
  finishedAt: null,
});
const unreadable = () => new DOMException('The requested file could not be read', 'NotReadableError');

// What the dialog says when the browser cannot read the file, the server refuses it, a status read is lost.
const unreadableWords = 'The file cannot be read: The requested file could not be read';
const notCsvWords = `Only .csv files can be imported (“${files.pdf}”)`;
const lostWords = 'The progress cannot be read right now; trying again…';

// What the walk compares with the live actor, and what tells the model's states apart: the state, the
// file chosen, which of the two required fields have a column, the owner and header choices, the
// upload's percentage, whether a refusal or a lost status read is shown, and the job's status.
const project = (s: Snapshot) => {
  const c = s.context;
  return {
    value: s.value,
    file: (c.file as File | null)?.name ?? null,
    name: c.mapping.name !== undefined,
    mobile: c.mapping.mobile !== undefined,
    owner: c.owner,
    hasHeader: c.hasHeader,
    percent: c.percent,
    error: c.error !== null,
    lost: c.statusLost,
    job: (c.job as ImportJob | null)?.status ?? null,
    hasJob: c.jobId !== null,
  };
};

function events(s: Snapshot): WalkEvent[] {
  const c = s.context;
  const kind = c.file ? kindOf((c.file as File).name) : null;
  const choose = (k: FileKind): WalkEvent => ({
    type: 'import.choose',
    file: new File([], files[k]),
    kind: k,
  });
  if (s.matches('choosing')) return (Object.keys(files) as FileKind[]).map(choose);
  if (s.matches('previewing')) {
    const k = kind ?? 'good';
    // The header guessed or not, and a file the browser cannot read, each with the file that imports.
    return k === 'good'
      ? [preview(guessedHeader(k)), preview(blindHeader), { type: previewError, error: unreadable() }]
      : [preview(guessedHeader(k))];
  }
  if (s.matches('mapping')) {
    const out: WalkEvent[] = [{ type: 'import.start' }, choose('good')];
    // A missing column chosen; both there, Mobile's taken off again.
    if (c.mapping.name === undefined) out.push({ type: 'import.map', field: 'name', column: 0 });
    else if (c.mapping.mobile === undefined) out.push({ type: 'import.map', field: 'mobile', column: 1 });
    else out.push({ type: 'import.map', field: 'mobile', column: null });
    if (c.owner === 'pool') out.push({ type: 'import.owner', owner: 'me' });
    if (c.hasHeader) out.push({ type: 'import.header', hasHeader: false });
    return out;
  }
  if (s.matches('uploading')) {
    const out: WalkEvent[] = [{ type: 'import.cancel' }];
    if (c.percent === 0) out.push({ type: 'import.progress', loaded: 1, total: 1 });
    out.push(
      kind === 'pdf' ? { type: 'import.refused', reason: 'not a csv' } : { type: 'import.queued', jobId: 1 },
    );
    return out;
  }
  if (s.matches({ running: 'checking' })) {
    // The job still waiting, or ended as its file makes it end (a resumed job's file is the walk's choice).
    const ends: ImportStatus[] =
      kind === 'good' ? ['done'] : kind === 'broken' ? ['failed'] : ['done', 'failed'];
    const out: WalkEvent[] = [{ type: statusDone, output: job('queued') }];
    for (const status of ends) out.push({ type: statusDone, output: job(status) });
    if (!c.statusLost) out.push({ type: statusError, error: new TypeError('fetch failed') });
    return out;
  }
  // A second passes, or the member's messages change (the job's end said as a toast) before it does.
  if (s.matches({ running: 'waiting' })) return [{ type: poll }, { type: 'import.news' }];
  if (s.matches('done')) return [{ type: 'import.again' }];
  if (s.matches('failed')) return [{ type: 'import.retry' }];
  return [];
}

// A new import, and a job already under way when the dialog opens (a reload with its id). From
// choosing on, a resumed dialog is a new import: that part is the first model's.
const fresh = productionModel(customerImportMachine, { input: { jobId: null }, project, events });
const resumed = productionModel(customerImportMachine, {
  input: { jobId: 1 },
  project,
  events: (s) => (s.matches('choosing') ? [] : events(s)),
});
const paths = [
  ...transitionCover(fresh).map((p) => ({ resume: false, path: p })),
  ...transitionCover(resumed).map((p) => ({ resume: true, path: p })),
  // On top, a story the shortest paths leave out: a file whose first line names no column, both
  // columns chosen by hand, that line imported as a customer, the customers made the importer's own.
  {
    resume: false,
    path: pathFromEvents(fresh, [
      { type: 'import.choose', file: new File([], files.good), kind: 'good' },
      preview(blindHeader),
      { type: 'import.map', field: 'name', column: 0 },
      { type: 'import.map', field: 'mobile', column: 1 },
      { type: 'import.header', hasHeader: false },
      { type: 'import.owner', owner: 'me' },
      { type: 'import.start' },
      { type: 'import.progress', loaded: 1, total: 1 },
      { type: 'import.queued', jobId: 1 },
      { type: statusDone, output: job('queued') },
      { type: poll },
      { type: statusDone, output: job('done') },
    ]),
  },
];

function title({ resume, path }: { resume: boolean; path: WalkPath }): string {
  const steps = path.steps.slice(1).map(({ event }) => {
    const e = event as WalkEvent;
    if (e.type === 'import.choose') return `choose ${files[e.kind as FileKind]}`;
    if (e.type === previewDone)
      return (e.output as { header: string[] }).header === blindHeader ? 'read: no header known' : 'read';
    if (e.type === previewError) return 'read: unreadable';
    if (e.type === 'import.map') return `map ${String(e.field)} ${e.column === null ? 'off' : 'on'}`;
    if (e.type === statusDone) return `status: ${(e.output as ImportJob).status}`;
    if (e.type === statusError) return 'status read lost';
    if (e.type === poll) return 'a second later';
    if (e.type === 'import.news') return 'news in the inbox';
    return e.type.replace(/^import\./, '');
  });
  return [resume ? 'reopened on a job' : 'opened', ...steps].join(' → ');
}

/** A path's first job end after `from` (its first status answer that ends the job). */
function endAfter(path: WalkPath, from: number): ImportStatus | null {
  for (const { event } of path.steps.slice(from)) {
    const e = event as WalkEvent;
    if (e.type === statusDone && (e.output as ImportJob).status !== 'queued')
      return (e.output as ImportJob).status;
  }
  return null;
}

let serial = 0;
/** A mobile number no earlier step used (the database is this file's own). */
function mobile(): string {
  serial += 1;
  return `1390000${String(serial).padStart(4, '0')}`;
}

interface Chosen {
  kind: FileKind;
  header: string[];
  /** The lines after the header, as the file has them. */
  rows: string[][];
}

function fileOf(chosen: Chosen): File {
  const text = [chosen.header, ...chosen.rows].map((r) => r.join(',')).join('\n');
  const bytes = new TextEncoder().encode(`${text}\n`);
  // A byte that starts a character in neither UTF-8 nor GBK, followed by one that cannot end it.
  const body = chosen.kind === 'broken' ? new Uint8Array([...bytes, 0x81, 0x0a]) : bytes;
  return new File([body], files[chosen.kind], { type: 'text/csv' });
}

function choice(kind: FileKind, header: string[]): Chosen {
  return {
    kind,
    header,
    rows:
      kind === 'broken'
        ? [['Ann', mobile()]]
        : [
            ['甲', mobile()],
            ['乙', mobile()],
            ['丙', '123'],
          ],
  };
}

/** What the report of a done import of `chosen` says: counts, bad lines, where the customers went. */
function report(chosen: Chosen, hasHeader: boolean, owner: string) {
  const lines = hasHeader ? chosen.rows : [chosen.header, ...chosen.rows];
  const first = hasHeader ? 2 : 1;
  const bad = lines
    .map((cells, i) => ({ line: first + i, mobile: cells[1] ?? '' }))
    .filter((l) => !/^1\d{10}$/.test(l.mobile));
  const imported = lines.length - bad.length;
  return {
    summary: `Import done: ${imported} imported, ${bad.length} failed`,
    errors: bad.map((l) => `${l.line}mobile “${l.mobile}” is not a mainland mobile number`),
    went: owner === 'me' ? `Yours, shown in the customer list: ${imported}` : `Put in the pool: ${imported}`,
  };
}

async function bytesOf(blob: Blob, read: FileReader['readAsArrayBuffer']): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    read.call(reader, blob);
  });
}

/** A request or read the walk holds: it goes on (or fails) when the walk's step says. */
interface Held {
  go(): void;
  drop(): void;
}

const realRead = FileReader.prototype.readAsArrayBuffer;
let api: TestApi;
/** Import jobs held before they run, by import id; and the ids let through. */
const heldJobs = new Map<number, () => void>();
const letThrough = new Set<number>();
let reads: Held[] = [];
let statusReads: Held[] = [];
let uploads: Array<Held & { progress(): void; aborted: () => boolean }> = [];
/** Uploads whose request reached the server. */
let uploadsSent = 0;

/** A form as a browser sends it (multipart/form-data). */
async function multipart(form: FormData): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const boundary = `----walk${Date.now()}`;
  const enc = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string')
      parts.push(
        enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    else
      parts.push(
        enc.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: text/csv\r\n\r\n`,
        ),
        await bytesOf(value, realRead),
        enc.encode('\r\n'),
      );
  }
  parts.push(enc.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    body.set(p, at);
    at += p.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * The upload's XMLHttpRequest, carried to the in-process server: the form encoded as a browser
 * would (multipart). It waits where the walk holds it: its progress is reported, then the request
 * sent, when the walk says; cancelled before that, nothing reaches the server.
 */
class WalkXhr {
  status = 0;
  responseText = '';
  responseType = '';
  withCredentials = false;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } =
    { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  #url = '';
  #headers: Record<string, string> = {};
  #aborted = false;
  open(_method: string, url: string) {
    this.#url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.#headers[name] = value;
  }
  abort() {
    this.#aborted = true;
    this.onabort?.();
  }
  async send(form: FormData) {
    const { body, contentType } = await multipart(form);
    uploads.push({
      aborted: () => this.#aborted,
      progress: () =>
        this.upload.onprogress?.({ loaded: body.length, total: body.length, lengthComputable: true }),
      drop: () => this.onerror?.(),
      go: () => {
        if (this.#aborted) return;
        uploadsSent += 1;
        void Promise.resolve(
          api.app.request(this.#url, {
            method: 'POST',
            headers: { ...this.#headers, 'Content-Type': contentType },
            body,
          }),
        ).then(async (res) => {
          this.status = res.status;
          this.responseText = await res.text();
          this.onload?.();
        });
      },
    });
  }
}

/** The http layer's transport: status reads wait for the walk, anything else goes to the server. */
const transport: typeof fetch = (input, init) => {
  const request = input instanceof Request ? input : new Request(String(input), init);
  const send = () => Promise.resolve(api.app.request(request.clone()));
  if (!new URL(request.url).pathname.endsWith(customerPaths.importStatus)) return send();
  return new Promise<Response>((resolve, reject) =>
    statusReads.push({ go: () => resolve(send()), drop: () => reject(new TypeError('fetch failed')) }),
  );
};

async function nextOf<T>(list: () => T[]): Promise<T> {
  await waitFor(() => expect(list().length).toBeGreaterThan(0));
  return list().shift() as T;
}

async function importRow(id: number) {
  const [row] = await api.database.db.select().from(crmImports).where(eq(crmImports.id, id));
  if (!row) throw new Error(`no import ${id}`);
  return row;
}

/** Lets import `id`'s held job run, and waits until it has ended. */
async function runJob(id: number) {
  letThrough.add(id);
  heldJobs.get(id)?.();
  heldJobs.delete(id);
  await waitFor(async () => expect(['done', 'failed']).toContain((await importRow(id)).status));
}

/** Uploads `chosen` as the dialog would (header, pool), for a dialog reopened on its job. */
async function startJob(chosen: Chosen): Promise<number> {
  const form = new FormData();
  form.append(importFormFields.mapping, JSON.stringify({ name: 0, mobile: 1 }));
  form.append(importFormFields.owner, 'pool');
  form.append(importFormFields.hasHeader, 'true');
  form.append(importFormFields.file, fileOf(chosen));
  const { body, contentType } = await multipart(form);
  const res = await api.app.request(customerPaths.import, {
    method: 'POST',
    headers: { ...authHeaders, 'Content-Type': contentType },
    body,
  });
  const answer = (await res.json()) as { code: number; data: { jobId: number }; message: string };
  if (answer.code !== 0) throw new Error(`import refused: ${answer.message}`);
  return answer.data.jobId;
}

let authHeaders: Record<string, string> = {};

beforeAll(async () => {
  api = await createTestApiInPage({
    jobs: {
      hold: (queue, held) => {
        const id = (held.data as { importId?: number }).importId;
        if (queue !== 'crm.import' || id === undefined || letThrough.has(id)) return Promise.resolve();
        return new Promise<void>((resolve) => heldJobs.set(id, resolve));
      },
    },
  });
  const login = await api.call<LoginResult>('/auth/brandmanager/userpwd.html', {
    body: { user: 'admin', password: 'admin123' },
  });
  const token = login.data.token;
  const brand = await api.call<SelectBrandResult>('/auth/brand/userselectbrand.html', {
    token,
    body: { brandId: 1 },
  });
  authHeaders = { Authorization: `Bearer ${token}`, BrandId: '1' };
  sessionStorage.clear();
  sessionStorage.setItem('token', token);
  sessionStorage.setItem('userinfo', JSON.stringify(login.data.userInfo));
  sessionStorage.setItem('brand', JSON.stringify(brand.data.brand));
  sessionStorage.setItem('menu', JSON.stringify(brand.data.roleMenu));
  Reflect.set(globalThis, 'XMLHttpRequest', WalkXhr);
  configureHttp({ baseURL: 'http://import-walk.test', fetch: transport });
  setLocale('en');
  // The browser's read of a chosen file waits for the walk: it reads, or fails as a file moved or
  // changed on disk does (NotReadableError).
  vi.spyOn(FileReader.prototype, 'readAsArrayBuffer').mockImplementation(function (
    this: FileReader,
    blob: Blob,
  ) {
    reads.push({
      go: () => realRead.call(this, blob),
      drop: () => {
        Object.defineProperty(this, 'error', { value: unreadable() });
        this.dispatchEvent(new ProgressEvent('error'));
      },
    });
  });
});

afterEach(async () => {
  cleanup();
  actorClocks.delete(customerImportMachine.id);
  // The jobs this path left waiting run now, so the next path's job is not queued behind them.
  const rows = await api.database.db.select({ id: crmImports.id }).from(crmImports);
  for (const { id } of rows) letThrough.add(id);
  for (const release of heldJobs.values()) release();
  heldJobs.clear();
});

afterAll(async () => {
  vi.restoreAllMocks();
  await api.close();
  setLocale('zh-CN');
});

describe('guessMapping', () => {
  it('maps every field from the template’s header, in either language', () => {
    for (const lang of ['zh-CN', 'en'] as const) {
      // The template's first line: each field's name as the dialog shows it.
      const header = customerImportFields.map((f) => t(`customerImport.field.${f}`, undefined, lang));
      expect(
        header.every((h, i) =>
          headerWords[customerImportFields[i] ?? 'name'][lang].includes(h.toLowerCase()),
        ),
      ).toBe(true);
      expect(Object.keys(guessMapping(header))).toEqual([...customerImportFields]);
    }
  });

  it('finds the fields from header words in either language, each column once', () => {
    expect(guessMapping(['姓名', 'Mobile', '公司', 'E-mail', '标签', '手机'])).toEqual({
      name: 0,
      mobile: 1,
      company: 2,
      email: 3,
      tags: 4,
    });
  });
});

describe('the production customer-import machine through the import dialog, on generated paths, against a server of its own', () => {
  it.each(paths.map((p) => [title(p), p] as const))('%s', async (_name, { resume, path }) => {
    reads = [];
    statusReads = [];
    uploads = [];
    const clock = new SimulatedClock();
    actorClocks.set(customerImportMachine.id, clock);
    // A reopened dialog's job was uploaded before: with the file its first end needs.
    let chosen: Chosen | null = null;
    let importId: number | null = null;
    if (resume) {
      const kind = endAfter(path, 1) === 'failed' ? 'broken' : 'good';
      chosen = choice(kind, guessedHeader(kind));
      importId = await startJob(chosen);
    }
    const started: number[] = [];
    const finished: ImportJob[] = [];
    let inboxChanged = () => {};
    function InboxNews() {
      const inbox = useInbox();
      inboxChanged = inbox.changed;
      return null;
    }
    render(
      <ToastProvider>
        <InboxProvider>
          <InboxNews />
          <ImportDialog
            isOpen
            onOpenChange={() => {}}
            importId={importId}
            onStarted={(id) => started.push(id)}
            onImported={(j) => finished.push(j)}
          />
        </InboxProvider>
      </ToastProvider>,
    );
    const user = userEvent.setup();
    // The dialog's own alert and status, never the toasts' regions' (empty ones of their own), should
    // those be left out of what the modal makes inert (a top layer).
    const dialogs = (role: 'alert' | 'status') =>
      screen.queryAllByRole(role).filter((a) => !a.closest('[data-react-aria-top-layer]'));
    const dialogAlert = () => dialogs('alert')[0] ?? null;
    const dialogStatus = () => {
      const [status, ...more] = dialogs('status');
      if (!status || more.length > 0)
        throw new Error(`expected one status in the dialog, found ${more.length + (status ? 1 : 0)}`);
      return status;
    };
    const liveJobId = () => recorder.actor(customerImportMachine.id)?.getSnapshot().context.jobId as number;
    const mappingRow = (field: string) =>
      within(screen.getByRole('table', { name: 'Columns' }))
        .getByRole('rowheader', { name: new RegExp(`^${field}`) })
        .closest('tr') as HTMLElement;
    let sentBefore = 0;
    await walk(resume ? resumed : fresh, path, {
      async exec(event, { before, next }) {
        switch (event.type) {
          case 'import.choose': {
            const kind = event.kind as FileKind;
            const header =
              next?.type === previewDone ? (next.output as { header: string[] }).header : guessedHeader(kind);
            chosen = choice(kind, header);
            const input = document.querySelector('input[type="file"]') as HTMLInputElement;
            await user.upload(input, fileOf(chosen));
            return;
          }
          case previewDone:
            (await nextOf(() => reads)).go();
            return;
          case previewError:
            (await nextOf(() => reads)).drop();
            await waitFor(() => expect(dialogAlert()?.textContent).toBe(unreadableWords));
            return;
          case 'import.map': {
            const field = event.field === 'name' ? 'Name' : 'Mobile';
            await user.click(within(mappingRow(field)).getByRole('button'));
            const header = before.context.hasHeader ? chosen?.header[event.column as number] : undefined;
            const option =
              event.column === null
                ? 'Do not import'
                : `Column ${(event.column as number) + 1}${header ? `: ${header}` : ''}`;
            await user.click(await screen.findByRole('option', { name: option }));
            return;
          }
          case 'import.owner':
            await user.click(screen.getByRole('radio', { name: 'Me' }));
            return;
          case 'import.header':
            await user.click(screen.getByRole('checkbox', { name: 'The first line names the columns' }));
            return;
          case 'import.start':
            sentBefore = uploadsSent;
            await user.click(screen.getByRole('button', { name: 'Start import' }));
            return;
          case 'import.progress':
            // The body sent; the server's answer is still to come.
            await waitFor(() => expect(uploads.length).toBeGreaterThan(0));
            uploads[0]?.progress();
            return;
          case 'import.queued':
            (await nextOf(() => uploads)).go();
            return;
          case 'import.refused':
            // The server's words, beside the mapping the user made.
            (await nextOf(() => uploads)).go();
            await waitFor(() => expect(dialogAlert()?.textContent).toBe(notCsvWords));
            return;
          case 'import.cancel': {
            const upload = await nextOf(() => uploads);
            await user.click(screen.getByRole('button', { name: 'Cancel' }));
            // Cancelled on the way: it never reaches the server, even let go.
            expect(upload.aborted()).toBe(true);
            upload.go();
            expect(uploadsSent).toBe(sentBefore);
            return;
          }
          case statusDone: {
            const read = await nextOf(() => statusReads);
            const status = (event.output as ImportJob).status;
            const id = liveJobId();
            // Queued: the job is held; ended: it runs to its end before the server answers.
            if (status === 'queued') expect((await importRow(id)).status).toBe('queued');
            else {
              await runJob(id);
              expect((await importRow(id)).status).toBe(status);
            }
            read.go();
            return;
          }
          case statusError:
            (await nextOf(() => statusReads)).drop();
            await screen.findByText(lostWords);
            return;
          case poll:
            clock.increment(1000);
            return;
          case 'import.news':
            // The status is read at once, no second waited for.
            inboxChanged();
            await waitFor(() => expect(statusReads.length).toBeGreaterThan(0));
            return;
          case 'import.again':
            await user.click(screen.getByRole('button', { name: 'Import another file' }));
            return;
          case 'import.retry':
            await user.click(screen.getByRole('button', { name: 'Try again' }));
            return;
          default:
            throw new Error(`no step for ${event.type}`);
        }
      },
      async check(s) {
        const c = s.context;
        const alert = dialogAlert();
        if (s.matches('choosing') || s.matches('previewing') || s.matches('mapping')) {
          expect(screen.getByRole('button', { name: 'Choose a CSV file' })).toHaveProperty('disabled', false);
          expect(document.querySelector('input[type="file"]')?.parentElement?.textContent).toContain(
            (c.file as File | null)?.name ?? '',
          );
        } else expect(screen.queryByRole('button', { name: 'Choose a CSV file' })).toBeNull();
        if (s.matches('choosing')) {
          if (c.error) expect(alert?.textContent).toBe(unreadableWords);
          else expect(alert).toBeNull();
          expect(screen.queryByRole('table', { name: 'Columns' })).toBeNull();
          // Before a file: the template and the column names the import understands.
          expect(screen.getByRole('link', { name: 'Download the import template (CSV)' })).toBeTruthy();
          expect(
            within(screen.getByRole('table', { name: 'Column names understood' }))
              .getByRole('rowheader', { name: 'Mobile (required)' })
              .closest('tr')?.textContent,
          ).toContain('mobile, phone, cell, tel, 手机');
          return;
        }
        if (s.matches('previewing')) {
          expect(dialogStatus().textContent).toBe('Reading the file…');
          return;
        }
        if (s.matches('mapping')) {
          // The file's first line is a row of the preview when it names no columns.
          const [head] = screen.getAllByRole('table', { name: /^Preview \(the first rows: \d+\)$/ });
          const ready = c.mapping.name !== undefined && c.mapping.mobile !== undefined;
          const lines = within(head as HTMLElement)
            .getAllByRole('row')
            .slice(c.hasHeader || ready ? 1 : 0);
          const cellsOf = (row: HTMLElement | undefined) =>
            Array.from(row?.querySelectorAll('td') ?? [])
              .slice(ready ? 1 : 0)
              .map((td) => td.textContent);
          expect(cellsOf(lines[0])).toEqual(c.hasHeader ? chosen?.rows[0] : chosen?.header);
          // Each line numbered as the report will, and once Name and Mobile have columns, marked in
          // words when the import will refuse it: the good file's 丙 has mobile 123.
          expect(within(lines[0] as HTMLElement).getByRole('rowheader').textContent).toBe(
            c.hasHeader ? '2' : '1',
          );
          if (ready) {
            const mobileAt = c.mapping.mobile as number;
            const nameAt = c.mapping.name as number;
            // The lines as the browser read them (a broken file's last bytes make a line of their own).
            const shown = lines.map((row) => cellsOf(row).map((x) => x ?? ''));
            const checks = lines.map((row) => row.querySelector('td')?.textContent);
            expect(checks).toEqual(
              shown.map((cells) => {
                const name = (cells[nameAt] ?? '').trim();
                const mobile = (cells[mobileAt] ?? '').trim();
                if (!name) return 'Will not import: name is empty';
                if (!mobile) return 'Will not import: mobile is empty';
                return /^1[3-9]\d{9}$/.test(mobile)
                  ? 'Will import'
                  : `Will not import: mobile “${mobile}” is not a mainland mobile number`;
              }),
            );
            expect(lines.filter((row) => row.hasAttribute('data-bad'))).toHaveLength(
              checks.filter((x) => x !== 'Will import').length,
            );
          }
          expect(screen.getByRole('button', { name: 'Start import' })).toHaveProperty('disabled', !ready);
          expect(screen.queryAllByText('Choose the columns of Name and Mobile')).toHaveLength(ready ? 0 : 1);
          expect(screen.getByRole('checkbox', { name: 'The first line names the columns' })).toHaveProperty(
            'checked',
            c.hasHeader,
          );
          expect(screen.getByRole('radio', { name: 'Me' })).toHaveProperty('checked', c.owner === 'me');
          if (c.error) expect(alert?.textContent).toBe(notCsvWords);
          else expect(alert).toBeNull();
          return;
        }
        if (s.matches('uploading')) {
          expect(
            screen
              .getByRole('progressbar', { name: `Uploading: ${c.percent}%` })
              .getAttribute('aria-valuenow'),
          ).toBe(String(c.percent));
          expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', false);
          return;
        }
        if (s.matches('running')) {
          // Uploaded (or reopened): the job waits in the queue, and a lost read is said.
          expect(
            screen
              .getByRole('progressbar', { name: 'Uploaded, waiting to be processed…' })
              .getAttribute('aria-valuenow'),
          ).toBe('0');
          expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
          expect(screen.queryAllByText(lostWords)).toHaveLength(c.statusLost ? 1 : 0);
          // A new upload's job is announced, so the list can put its id in the address.
          if (!resume) expect(started.at(-1)).toBe(liveJobId());
          return;
        }
        if (!chosen) throw new Error('a report with no file chosen');
        if (s.matches('done')) {
          const expected = report(chosen, c.hasHeader, c.owner);
          expect(dialogStatus().textContent).toBe(expected.summary);
          expect(screen.getByText(expected.went, { exact: false }).textContent).toContain(expected.went);
          const lines = within(screen.getByRole('table', { name: 'Rows not imported' }))
            .getAllByRole('row')
            .slice(1)
            .map((r) => r.textContent);
          expect(lines).toEqual(expected.errors);
          expect(screen.getByRole('button', { name: 'Import another file' })).toHaveProperty(
            'disabled',
            false,
          );
          expect(finished.at(-1)?.status).toBe('done');
          return;
        }
        if (s.matches('failed')) {
          expect(dialogStatus().textContent).toMatch(/^Import failed: The file is not UTF-8 or GBK text/);
          expect(screen.getByRole('button', { name: 'Try again' })).toHaveProperty('disabled', false);
          expect(finished.at(-1)?.status).toBe('failed');
          return;
        }
        throw new Error(`no check for ${JSON.stringify(s.value)}`);
      },
    });
  });

  it('walked every state and transition of the customer-import machine', () => {
    const coverage = fileCoverage(customerImportMachine, paths.length);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  });
});
