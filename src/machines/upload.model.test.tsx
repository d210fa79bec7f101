import '../../tests/support/kit-dom.ts';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from '../../tests/support/deferred.ts';
import {
  fileCoverage,
  productionModel,
  type Snapshot,
  transitionCover,
  type WalkEvent,
  walk,
} from '../../tests/support/production-walk.ts';
import { setLocale } from '../i18n/i18n.ts';
import { FileUpload } from '../ui/file-upload.tsx';
import { ToastProvider } from '../ui/toast-provider.tsx';
import { type UploadEntry, type UploadedFile, uploadMachine } from './upload.machine.ts';

afterEach(cleanup);

interface Call {
  file: File;
  onProgress: (loaded: number, total: number) => void;
  signal: AbortSignal;
  settle: ReturnType<typeof deferred<UploadedFile>>;
}

const names = ['logo.png', 'photo.jpg'];
const fileNamed = (name: string) => new File(['x'.repeat(2048)], name, { type: 'image/png' });
const statusText: Record<UploadEntry['status'], string> = {
  queued: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
  refused: 'Not accepted',
  cancelled: 'Cancelled',
};

const reason = 'API error 502';
/** The server's refusal: the http layer's errors say `retryable: false` for a `code 1` or a 4xx. */
const refusal = 'The file is larger than 2 MB';
const refusalError = () => Object.assign(new Error(refusal), { retryable: false });

/**
 * Both modes of FileUpload walk the same production machine: with the Upload button (a form's file
 * field) and with `autoStart` (the media library's upload in place, where a picked file starts at once).
 * Together they take every transition; the coverage asserted at the end is the file's.
 */
describe.each([
  ['with the Upload button', false],
  ['starting each file as it is picked (autoStart)', true],
])('upload machine through FileUpload, %s', (_label, autoStart) => {
  it('walks every state and transition of the production upload machine it can reach', async () => {
    setLocale('en');
    const pm = productionModel(uploadMachine, {
      input: { upload: () => new Promise(() => {}), autoStart },
      // Keys differ between the model and the live actor (a counter): files are told apart by name.
      project: (s) => ({
        value: s.value,
        entries: (s.context.entries as UploadEntry[]).map(({ name, status, loaded, error }) => ({
          name,
          status,
          loaded,
          error,
        })),
      }),
      events: (s) => {
        const entries = s.context.entries as UploadEntry[];
        const next = names.find((n) => !entries.some((e) => e.name === n));
        // With autoStart there is no Upload button: files start as they are added.
        const out: WalkEvent[] = autoStart ? [] : [{ type: 'upload.start' }];
        if (next) out.push({ type: 'upload.add', files: [fileNamed(next)] });
        for (const e of entries) {
          if (e.status !== 'uploading') {
            out.push({ type: 'upload.remove', key: e.key });
            if (e.status === 'failed' || e.status === 'cancelled')
              out.push({ type: 'upload.retry', key: e.key });
            continue;
          }
          // What the transfer reports, and the user's cancel, only for a file on its way.
          out.push({ type: 'upload.cancel', key: e.key });
          if (e.loaded === 0) out.push({ type: 'upload.progress', key: e.key, loaded: e.size / 2 });
          out.push({
            type: 'upload.done',
            key: e.key,
            result: { fileurl: `/upload/${e.name}`, title: e.name },
          });
          out.push({ type: 'upload.failed', key: e.key, reason, refused: false });
          out.push({ type: 'upload.failed', key: e.key, reason: refusal, refused: true });
        }
        return out;
      },
    });
    const paths = transitionCover(pm);
    for (const path of paths) {
      const user = userEvent.setup();
      const calls: Call[] = [];
      const finished: UploadedFile[][] = [];
      render(
        <ToastProvider>
          <FileUpload
            upload={(f, { onProgress, signal }) => {
              const settle = deferred<UploadedFile>();
              calls.push({ file: f, onProgress, signal, settle });
              return settle.promise;
            }}
            onUploaded={(files) => finished.push(files)}
            autoStart={autoStart}
          />
        </ToastProvider>,
      );
      const entryOf = (s: Snapshot, key: unknown) =>
        (s.context.entries as UploadEntry[]).find((e) => e.key === key) as UploadEntry;
      const callOf = (name: string) => calls.filter((c) => c.file.name === name).at(-1) as Call;
      const row = (name: string) =>
        [...(screen.queryByRole('list', { name: 'Files to upload' })?.querySelectorAll('li') ?? [])].find(
          (li) => li.textContent?.includes(name),
        ) ?? null;
      await walk(pm, path, {
        async exec(event, { before, after }) {
          switch (event.type) {
            case 'upload.add': {
              const count = calls.length;
              const input = document.querySelector('input[type="file"]') as HTMLInputElement;
              await user.upload(input, event.files as File[]);
              // Picked files wait for the Upload button, or start at once with autoStart.
              expect(calls.slice(count).map((c) => c.file.name)).toEqual(
                autoStart ? (event.files as File[]).map((f) => f.name) : [],
              );
              return;
            }
            case 'upload.retry': {
              const name = entryOf(before, event.key).name;
              const count = calls.length;
              await user.click(screen.getByRole('button', { name: `Retry uploading ${name}` }));
              // That file alone is sent again.
              expect(calls.slice(count).map((c) => c.file.name)).toEqual([name]);
              return;
            }
            case 'upload.remove':
              await user.click(
                screen.getByRole('button', { name: `Remove ${entryOf(before, event.key).name}` }),
              );
              return;
            case 'upload.start': {
              const count = calls.length;
              await user.click(screen.getByRole('button', { name: 'Upload' }));
              const waiting = (before.context.entries as UploadEntry[]).filter(
                (e) => e.status === 'queued' || e.status === 'failed',
              );
              if (waiting.length === 0) expect(await screen.findByText('Parameter error')).toBeTruthy();
              // One request per waiting file, nothing for the others.
              expect(calls.slice(count).map((c) => c.file.name)).toEqual(waiting.map((e) => e.name));
              return;
            }
            case 'upload.cancel': {
              const name = entryOf(before, event.key).name;
              await user.click(screen.getByRole('button', { name: `Cancel uploading ${name}` }));
              // The request itself was aborted, not left running in the background.
              expect(callOf(name).signal.aborted).toBe(true);
              return;
            }
            case 'upload.progress': {
              const e = entryOf(before, event.key);
              act(() => callOf(e.name).onProgress(event.loaded as number, e.size));
              return;
            }
            case 'upload.done': {
              const e = entryOf(before, event.key);
              await act(async () => callOf(e.name).settle.resolve(event.result as UploadedFile));
              return;
            }
            case 'upload.failed': {
              const e = entryOf(before, event.key);
              await act(async () =>
                callOf(e.name).settle.reject(event.refused ? refusalError() : new Error(reason)),
              );
              // A refusal names why at the file and offers no retry; a fault offers one.
              expect(screen.queryByRole('button', { name: `Retry uploading ${e.name}` }) === null).toBe(
                event.refused === true,
              );
              return;
            }
            default:
              throw new Error(`no user action for ${event.type} (to ${JSON.stringify(after.value)})`);
          }
        },
        async check(s) {
          const entries = s.context.entries as UploadEntry[];
          for (const name of names) {
            const e = entries.find((x) => x.name === name);
            if (!e) {
              expect(row(name)).toBeNull();
              continue;
            }
            expect(row(name)?.textContent).toContain(statusText[e.status]);
            // The reason of a failure stays at the file; failed and cancelled files offer a retry, a
            // refused file does not (the same file would be refused again).
            if (e.status === 'failed') expect(row(name)?.textContent).toContain(reason);
            if (e.status === 'refused') expect(row(name)?.textContent).toContain(refusal);
            expect(screen.queryByRole('button', { name: `Retry uploading ${name}` }) !== null).toBe(
              e.status === 'failed' || e.status === 'cancelled',
            );
            if (e.status === 'uploading')
              expect(
                screen
                  .getByRole('progressbar', { name: `Upload progress of ${name}` })
                  .getAttribute('aria-valuenow'),
              ).toBe(String(Math.round((e.loaded / e.size) * 100)));
          }
          // The polite live region tells each file's progress in quarters, then how it ended.
          const live = [...document.querySelectorAll('[aria-live="polite"]')].map(
            (el) => el.textContent ?? '',
          );
          for (const e of entries) {
            const said =
              e.status === 'uploading'
                ? `${e.name}: ${Math.floor((e.loaded / e.size) * 4) * 25}% uploaded`
                : e.status === 'failed'
                  ? `${e.name} failed: ${reason}`
                  : e.status === 'refused'
                    ? `${e.name} not accepted: ${refusal}`
                    : e.status === 'done'
                      ? `${e.name} uploaded`
                      : null;
            if (said) expect(live.some((text) => text.includes(said))).toBe(true);
          }
          const upload = screen.queryByRole('button', { name: 'Upload' });
          if (autoStart) expect(upload).toBeNull();
          else expect(upload?.getAttribute('aria-busy')).toBe(s.matches('uploading') ? 'true' : null);
          // When the last transfer ends, the page hears which files arrived.
          if (s.matches('idle') && entries.some((e) => e.status === 'done'))
            expect(finished.at(-1)).toEqual(
              entries.flatMap((e) => (e.status === 'done' && e.result ? [e.result] : [])),
            );
        },
      });
      cleanup();
    }
    const coverage = fileCoverage(uploadMachine, paths.length);
    expect(coverage.missingStates).toEqual([]);
    // The second mode completes the file's coverage.
    if (autoStart) expect(coverage.missingTransitions).toEqual([]);
  }, 180_000);
});
