import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { type UploadFn, uploadMachine } from './upload.machine.ts';

const file = new File(['x'.repeat(64)], 'logo.png', { type: 'image/png' });

/** An upload whose every try is answered by `answer` (a rejection: how the http layer fails a call). */
function uploadOf(answer: () => Error) {
  let tries = 0;
  const upload: UploadFn = () => {
    tries += 1;
    return Promise.reject(answer());
  };
  return { upload, tries: () => tries };
}

async function settled(upload: UploadFn) {
  const actor = createActor(uploadMachine, { input: { upload } }).start();
  actor.send({ type: 'upload.add', files: [file] });
  actor.send({ type: 'upload.start' });
  await waitFor(actor, (s) => s.matches('idle') && s.context.entries[0]?.status !== 'uploading');
  return actor;
}

describe('upload machine, alone', () => {
  it('keeps a refused file out of retries: the same file would be refused again', async () => {
    // The http layer's error for `code 1` or a 4xx says `retryable: false`.
    const refusal = uploadOf(() => Object.assign(new Error('文件“logo.png”超过 2 MB'), { retryable: false }));
    const actor = await settled(refusal.upload);
    expect(actor.getSnapshot().context.entries[0]).toMatchObject({
      status: 'refused',
      error: '文件“logo.png”超过 2 MB',
    });
    const key = actor.getSnapshot().context.entries[0]?.key ?? '';
    actor.send({ type: 'upload.retry', key });
    actor.send({ type: 'upload.start' });
    expect(refusal.tries()).toBe(1);
    expect(actor.getSnapshot().context.entries[0]?.status).toBe('refused');
  });

  it('offers a fault (network, server error) another try', async () => {
    const fault = uploadOf(() => Object.assign(new Error('网络异常'), { retryable: true }));
    const actor = await settled(fault.upload);
    expect(actor.getSnapshot().context.entries[0]?.status).toBe('failed');
    actor.send({ type: 'upload.retry', key: actor.getSnapshot().context.entries[0]?.key ?? '' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(fault.tries()).toBe(2);
  });
});
