import './kit-dom.ts';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { setLocale } from '../../src/i18n/i18n.ts';
import type { UploadedFile } from '../../src/machines/upload.machine.ts';
import { FileUpload } from '../../src/ui/file-upload.tsx';
import { ToastProvider } from '../../src/ui/toast-provider.tsx';
import { deferred } from './deferred.ts';
import { modelCoverage, transitionPaths } from './model-coverage.ts';

afterEach(cleanup);

const uploadModel = createMachine({
  id: 'uploadModel',
  initial: 'empty',
  states: {
    empty: { on: { 'upload.start': 'emptyRefused', 'files.pick': 'queued' } },
    emptyRefused: {},
    queued: { on: { 'upload.start': 'uploading', 'file.remove': 'empty' } },
    uploading: {
      on: {
        'transfer.progress': 'halfway',
        'transfer.ok': 'done',
        'transfer.fail': 'failed',
        'file.cancel': 'cancelled',
      },
    },
    halfway: { on: { 'transfer.ok': 'done' } },
    failed: { on: { 'upload.start': 'uploading', 'file.retry': 'uploading' } },
    done: {},
    cancelled: { on: { 'file.retry': 'uploading' } },
  },
});

interface Call {
  file: File;
  onProgress: (loaded: number, total: number) => void;
  signal: AbortSignal;
  settle: ReturnType<typeof deferred<UploadedFile>>;
}

describe('upload machine through FileUpload', () => {
  it('walks every state and transition of the upload model', async () => {
    setLocale('en');
    const model = createTestModel(uploadModel);
    const paths = transitionPaths(model, uploadModel);
    for (const path of paths) {
      const user = userEvent.setup();
      const calls: Call[] = [];
      const finished: UploadedFile[][] = [];
      const file = new File(['x'.repeat(2048)], 'logo.png', { type: 'image/png' });
      render(
        <ToastProvider>
          <FileUpload
            upload={(f, { onProgress, signal }) => {
              const settle = deferred<UploadedFile>();
              calls.push({ file: f, onProgress, signal, settle });
              return settle.promise;
            }}
            onUploaded={(files) => finished.push(files)}
          />
        </ToastProvider>,
      );
      const last = () => calls.at(-1) as Call;
      const row = () => screen.queryByRole('list', { name: 'Files to upload' })?.querySelector('li') ?? null;
      await path.test({
        states: {
          empty: () => expect(row()).toBeNull(),
          emptyRefused: () => {
            expect(screen.getByText('Parameter error')).toBeTruthy();
            expect(calls).toEqual([]);
          },
          queued: () => expect(row()?.textContent).toContain('Waiting'),
          uploading: () => {
            expect(row()?.textContent).toContain('Uploading');
            expect(last().file.name).toBe('logo.png');
          },
          halfway: () =>
            expect(
              screen
                .getByRole('progressbar', { name: 'Upload progress of logo.png' })
                .getAttribute('aria-valuenow'),
            ).toBe('50'),
          failed: async () => {
            await waitFor(() => expect(row()?.textContent).toContain('Failed'));
            // The reason stays at the file, and the polite live region says it too.
            expect(row()?.textContent).toContain('API error 413');
            const live = [...document.querySelectorAll('[aria-live="polite"]')].map((e) => e.textContent);
            expect(live).toContain('logo.png failed: API error 413');
          },
          done: async () => {
            await waitFor(() => expect(row()?.textContent).toContain('Uploaded'));
            expect(finished.at(-1)).toEqual([{ fileurl: '/upload/a1.png', title: 'logo.png' }]);
          },
          cancelled: () => {
            expect(row()?.textContent).toContain('Cancelled');
            // The request itself was aborted, not left running in the background.
            expect(last().signal.aborted).toBe(true);
          },
        },
        events: {
          'files.pick': async () => {
            const input = document.querySelector('input[type="file"]') as HTMLInputElement;
            await user.upload(input, file);
          },
          'file.remove': async () => user.click(screen.getByRole('button', { name: 'Remove logo.png' })),
          'upload.start': async () => user.click(screen.getByRole('button', { name: 'Upload' })),
          'transfer.progress': () => act(() => last().onProgress(1024, 2048)),
          'transfer.ok': async () =>
            act(async () => last().settle.resolve({ fileurl: '/upload/a1.png', title: 'logo.png' })),
          'transfer.fail': async () => act(async () => last().settle.reject(new Error('API error 413'))),
          'file.retry': async () =>
            user.click(screen.getByRole('button', { name: 'Retry uploading logo.png' })),
          'file.cancel': async () =>
            user.click(screen.getByRole('button', { name: 'Cancel uploading logo.png' })),
        },
      });
      cleanup();
    }
    const cov = modelCoverage('upload', uploadModel, paths);
    expect(cov.states[0]).toBe(cov.states[1]);
    expect(cov.transitions[0]).toBe(cov.transitions[1]);
  }, 60_000);
});
