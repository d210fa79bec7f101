import './kit-dom.ts';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { ImportJob } from '../../contract/customer.ts';
import { setLocale } from '../../src/i18n/i18n.ts';
import ImportDialog from '../../src/modules/crm/customer/import-dialog.tsx';
import { customerImportMachine, guessMapping } from '../../src/modules/crm/customer-import.machine.ts';
import { configureHttp } from '../../src/services/http.ts';
import { ToastProvider } from '../../src/ui/toast-provider.tsx';
import { apiUrl, browserFetch, signIn } from '../support/console-session.tsx';
import { jobGate } from '../support/job-gate.ts';
import { fileCoverage, liveActor } from './production-walk.ts';

afterEach(cleanup);

const tag = Date.now() % 100_000;
const mobile = (i: number) => `150${String(tag).padStart(5, '0')}${String(i).padStart(3, '0')}`;

function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * jsdom's XMLHttpRequest reaches no server in this environment, so the upload's XHR is carried by
 * Node's fetch to the same real server: the form encoded as a browser would (multipart), progress
 * reported once the body is sent. Only the transport is swapped; the server is the real one.
 */
class FetchXhr {
  /** While set, an upload waits here before it leaves (a slow network), so it can be cancelled on the way. */
  static hold: Promise<void> | null = null;
  /** Uploads that reached the server. */
  static sent = 0;
  status = 0;
  responseText = '';
  responseType = '';
  withCredentials = false;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  #method = 'GET';
  #url = '';
  #headers: Record<string, string> = {};
  #abort = new AbortController();
  open(method: string, url: string) {
    this.#method = method;
    this.#url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.#headers[name] = value;
  }
  abort() {
    this.#abort.abort();
    this.onabort?.();
  }
  async send(form: FormData) {
    const boundary = `----walk${Date.now()}`;
    const parts: Uint8Array[] = [];
    const enc = new TextEncoder();
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') {
        parts.push(
          enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
        );
      } else {
        parts.push(
          enc.encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: text/csv\r\n\r\n`,
          ),
          await bytesOf(value),
          enc.encode('\r\n'),
        );
      }
    }
    parts.push(enc.encode(`--${boundary}--\r\n`));
    const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      body.set(p, at);
      at += p.length;
    }
    await FetchXhr.hold;
    if (this.#abort.signal.aborted) return;
    FetchXhr.sent += 1;
    try {
      const res = await fetch(this.#url, {
        method: this.#method,
        headers: { ...this.#headers, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body,
        signal: this.#abort.signal,
      });
      this.upload.onprogress?.({ loaded: body.length, total: body.length, lengthComputable: true });
      this.status = res.status;
      this.responseText = await res.text();
      this.onload?.();
    } catch {
      if (!this.#abort.signal.aborted) this.onerror?.();
    }
  }
}

// The http layer's transport to the same real server; `dropStatus` status reads are dropped on the way
// (the network), as a reload on a flaky connection meets them.
let dropStatus = 0;
/** Status reads that left the dialog (dropped or not). */
let statusReads = 0;
const transport: typeof fetch = (input, init) => {
  const isStatus = String(input instanceof Request ? input.url : input).includes('import_status');
  if (isStatus) statusReads += 1;
  if (dropStatus > 0 && isStatus) {
    dropStatus -= 1;
    return Promise.reject(new TypeError('fetch failed'));
  }
  return browserFetch(input, init);
};

beforeAll(async () => {
  Reflect.set(globalThis, 'XMLHttpRequest', FetchXhr);
  setLocale('en');
  const session = await signIn('admin', 'admin123');
  sessionStorage.clear();
  sessionStorage.setItem('token', session.token);
  sessionStorage.setItem('userinfo', JSON.stringify(session.userInfo));
  sessionStorage.setItem('brand', JSON.stringify(session.brand));
  sessionStorage.setItem('menu', JSON.stringify(session.roleMenu));
  configureHttp({ baseURL: apiUrl, fetch: transport });
});

function open(importId?: number) {
  const finished: ImportJob[] = [];
  const started: number[] = [];
  render(
    <ToastProvider>
      <ImportDialog
        isOpen
        onOpenChange={() => {}}
        importId={importId ?? null}
        onImported={(job) => finished.push(job)}
        onStarted={(id) => started.push(id)}
      />
    </ToastProvider>,
  );
  return { finished, started };
}

const state = () => liveActor('customerImport').getSnapshot().value;

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  text: string | Uint8Array,
  name = 'customers.csv',
) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(
    input,
    new File([typeof text === 'string' ? text : new Uint8Array(text)], name, { type: 'text/csv' }),
  );
}

describe('guessMapping', () => {
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

describe('customer import machine through ImportDialog, against the real server', () => {
  it('choosing → previewing → mapping → uploading → running → done, with the report of the bad lines', async () => {
    const user = userEvent.setup();
    const { finished, started } = open();
    expect(state()).toBe('choosing');
    const csv = `姓名,手机,公司\n甲,${mobile(1)},A公司\n,${mobile(2)},\n乙,123,\n丙,${mobile(3)},\n`;
    await choose(user, csv);
    // The header guessed the mapping; the preview shows the rows.
    await screen.findByRole('table', { name: 'Preview (first 4 rows)' });
    expect(state()).toBe('mapping');
    expect(
      within(screen.getByRole('table', { name: 'Preview (first 4 rows)' })).getByText('A公司'),
    ).toBeTruthy();
    const start = screen.getByRole('button', { name: 'Start import' });
    expect(start.hasAttribute('disabled') || start.getAttribute('data-disabled') === 'true').toBe(false);
    // Owner: me.
    await user.click(screen.getByRole('radio', { name: 'Me' }));
    await user.click(start);
    const report = await screen.findByText('Import done: 2 imported, 2 failed');
    expect(report).toBeTruthy();
    expect(state()).toBe('done');
    const errors = screen.getByRole('table', { name: 'Rows not imported' });
    const rows = within(errors)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['3name is empty', '4mobile “123” is not a mainland mobile number']);
    expect(started).toHaveLength(1);
    expect(finished.map((j) => j.imported)).toEqual([2]);
    // Another file: back to choosing.
    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(state()).toBe('choosing');
  });

  it('mapping without name and mobile cannot start; a server refusal returns to the mapping with its words', async () => {
    const user = userEvent.setup();
    open();
    await choose(user, `a,b\n甲,${mobile(10)}\n`);
    await screen.findByText('Choose the columns of Name and Mobile');
    expect(state()).toBe('mapping');
    expect(screen.getByRole('button', { name: 'Start import' }).hasAttribute('disabled')).toBe(true);
    // The file names no columns: the first line is a customer.
    await user.click(screen.getByRole('checkbox', { name: 'The first line names the columns' }));
    liveActor('customerImport').send({ type: 'import.map', field: 'name', column: 0 });
    liveActor('customerImport').send({ type: 'import.map', field: 'mobile', column: 1 });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Start import' }).hasAttribute('disabled')).toBe(false),
    );
    // A .pdf is refused by the server: the dialog stays at the mapping with the reason.
    await choose(user, `甲,${mobile(11)}\n`, 'list.pdf');
    await waitFor(() => expect(state()).toBe('mapping'));
    liveActor('customerImport').send({ type: 'import.map', field: 'name', column: 0 });
    liveActor('customerImport').send({ type: 'import.map', field: 'mobile', column: 1 });
    await user.click(await screen.findByRole('button', { name: 'Start import' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Only .csv files can be imported');
    expect(state()).toBe('mapping');
  });

  it('a file the job refuses ends failed with its message; retry goes back to the mapping', async () => {
    const user = userEvent.setup();
    open();
    // Valid UTF-8 for the preview's first bytes, then bytes that are neither UTF-8 nor GBK.
    const bytes = new Uint8Array([
      ...new TextEncoder().encode(`name,mobile\n甲,${mobile(20)}\n`),
      0xff,
      0xff,
      0x0a,
    ]);
    await choose(user, bytes);
    await user.click(await screen.findByRole('button', { name: 'Start import' }));
    await screen.findByText(/Import failed: The file is not UTF-8 or GBK text/);
    expect(state()).toBe('failed');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(state()).toBe('mapping');
  });

  it('opened with an importId while its job waits in the queue (a reload), it reads the status each second until the job has run', async () => {
    const user = userEvent.setup();
    const first = open();
    await choose(user, `姓名,手机\n丁,${mobile(70)}\n丁二,${mobile(71)}\n`);
    const start = await screen.findByRole('button', { name: 'Start import' });
    // The server's import queue is held: the job cannot start until the test opens the gate.
    const gate = jobGate(inject('jobGateDir'), 'crm.import');
    gate.close();
    try {
      await user.click(start);
      await waitFor(() => expect(first.started).toHaveLength(1));
      cleanup();
      const reads = statusReads;
      open(first.started[0]);
      const seen: unknown[] = [];
      const sub = (liveActor('customerImport') as AnyActorRef).subscribe((s) => seen.push(s.value));
      try {
        // The first read finds the job queued: the dialog says so and reads again a second later.
        await screen.findByText('Uploaded, waiting to be processed…');
        await waitFor(() => expect(statusReads).toBeGreaterThanOrEqual(reads + 2));
        expect(screen.queryByText(/^Import done/)).toBeNull();
      } finally {
        sub.unsubscribe();
      }
      const at = seen.findIndex((v) => JSON.stringify(v) === JSON.stringify({ running: 'waiting' }));
      expect(at).toBeGreaterThanOrEqual(0);
      expect(seen.slice(at + 1)).toContainEqual({ running: 'checking' });
    } finally {
      gate.open();
    }
    // The gate open, the job runs and the next read brings its report.
    await screen.findByText('Import done: 2 imported, 0 failed');
    expect(state()).toBe('done');
  });

  it('a file the browser cannot read (moved or changed on disk after it was chosen) is said; another can be chosen', async () => {
    const user = userEvent.setup();
    open();
    // The browser's FileReader answering as it does for such a file: NotReadableError.
    const read = vi.spyOn(FileReader.prototype, 'readAsArrayBuffer').mockImplementationOnce(function (
      this: FileReader,
    ) {
      Object.defineProperty(this, 'error', {
        value: new DOMException('The requested file could not be read', 'NotReadableError'),
      });
      queueMicrotask(() => this.dispatchEvent(new ProgressEvent('error')));
    });
    try {
      await choose(user, `姓名,手机\n庚,${mobile(50)}\n`);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe('The file cannot be read: The requested file could not be read');
      expect(state()).toBe('choosing');
    } finally {
      read.mockRestore();
    }
    await choose(user, `姓名,手机\n庚,${mobile(50)}\n`);
    await screen.findByRole('table', { name: 'Preview (first 1 rows)' });
    expect(state()).toBe('mapping');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an upload cancelled on the way goes back to the mapping and never reaches the server', async () => {
    const user = userEvent.setup();
    const { started } = open();
    await choose(user, `姓名,手机\n戊,${mobile(30)}\n`);
    const start = await screen.findByRole('button', { name: 'Start import' });
    const sent = FetchXhr.sent;
    let release = () => {};
    FetchXhr.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      await user.click(start);
      await screen.findByRole('progressbar', { name: 'Uploading: 0%' });
      expect(state()).toBe('uploading');
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(state()).toBe('mapping');
    } finally {
      FetchXhr.hold = null;
      release();
    }
    // The mapping is kept: Start again, and only this upload reaches the server.
    await user.click(await screen.findByRole('button', { name: 'Start import' }));
    await screen.findByText('Import done: 1 imported, 0 failed');
    expect(FetchXhr.sent).toBe(sent + 1);
    expect(started).toHaveLength(1);
  });

  it('a status read lost on the way (a reload on a flaky network) is said and asked again; the report follows', async () => {
    const user = userEvent.setup();
    const first = open();
    await choose(user, `姓名,手机\n己,${mobile(40)}\n`);
    await user.click(await screen.findByRole('button', { name: 'Start import' }));
    await screen.findByText('Import done: 1 imported, 0 failed');
    cleanup();
    dropStatus = 1;
    open(first.started[0]);
    await screen.findByText('The progress cannot be read right now; trying again…');
    expect(dropStatus).toBe(0);
    expect(Object.keys(state() as object)).toEqual(['running']);
    // The next read, a second later, gets through.
    await screen.findByText('Import done: 1 imported, 0 failed');
    expect(screen.queryByText('The progress cannot be read right now; trying again…')).toBeNull();
  });

  it('a failed job reopened from its importId has no file to map again: retry starts from choosing one', async () => {
    const user = userEvent.setup();
    const first = open();
    const bytes = new Uint8Array([
      ...new TextEncoder().encode(`name,mobile\n辛,${mobile(60)}\n`),
      0xff,
      0xff,
      0x0a,
    ]);
    await choose(user, bytes);
    await user.click(await screen.findByRole('button', { name: 'Start import' }));
    await screen.findByText(/Import failed: The file is not UTF-8 or GBK text/);
    cleanup();
    open(first.started[0]);
    await screen.findByText(/Import failed: The file is not UTF-8 or GBK text/);
    expect(state()).toBe('failed');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(state()).toBe('choosing');
    expect(screen.getByRole('button', { name: 'Choose a CSV file' })).toBeTruthy();
  });

  it('covers every state and transition of the machine', () => {
    const coverage = fileCoverage(customerImportMachine);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  });
});
