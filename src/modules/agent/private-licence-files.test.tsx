import { screen, waitFor, within } from '@testing-library/react';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { apiUrl, openConsole, signIn } from '../../../tests/support/console-session.tsx';

// An agent's id card scan uploaded on the agent form is private: the cover picker, which reads the
// brand's picture library, never offers it, while a picture uploaded to the library is offered.
const tag = `lic${Date.now().toString(36)}`;
const long = 120_000;
let token = '';

beforeAll(async () => {
  token = (await signIn('admin', 'admin123')).token;
});

const picture = (r: number) =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: { r, g: Date.now() % 255, b: 77 } } })
    .png()
    .toBuffer();

/** One picture sent as a multipart form built by hand: the test DOM's FormData is not one Node's fetch sends. */
async function sendPicture(name: string, fields: Record<string, string>, seed: number) {
  const boundary = `----${tag}${seed}`;
  const part = (field: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`;
  const head = `${Object.entries({ kind: 'image', ...fields })
    .map(([k, v]) => part(k, v))
    .join(
      '',
    )}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;
  const body = Buffer.concat([
    Buffer.from(head),
    await picture(seed),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await fetch(`${apiUrl}/brand/upload/file.html`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      BrandId: '1',
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
    },
    body: new Uint8Array(body),
  });
  return (await res.json()) as { code: number; data: { fileurl: string } };
}

it(
  'does not offer in the cover picker a licence uploaded as the agent form uploads it',
  async () => {
    // A public picture of the same tag, so the picker's search has something to find.
    expect((await sendPicture(`${tag}-cover.png`, {}, 11)).code).toBe(0);
    // The licence as the agent form sends it (the test DOM's XHR cannot send a multipart body).
    const answered = await sendPicture(`${tag}-idcard.png`, { purpose: 'licence' }, 12);
    expect(answered.code).toBe(0);
    expect(answered.data.fileurl.startsWith('/brand/upload/private.html?key=')).toBe(true);

    const editor = await openConsole('#/platform/article/edit');
    await editor.user.click(
      await screen.findByRole('button', { name: '从媒体库选择封面图' }, { timeout: 30_000 }),
    );
    const picker = await screen.findByRole('dialog');
    const search = within(picker).getByRole('searchbox');
    await editor.user.type(search, `${tag}{Enter}`);
    await waitFor(() => expect(within(picker).getByRole('row', { name: `${tag}-cover` })).toBeTruthy(), {
      timeout: 30_000,
    });
    expect(within(picker).queryByRole('row', { name: `${tag}-idcard` })).toBeNull();
    expect(within(picker).queryByText(`${tag}-idcard`)).toBeNull();
  },
  long,
);
