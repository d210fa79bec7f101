import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvalidInput } from '../../../contract/errors.ts';
import type {
  UeConfig,
  UploadedItem,
  UploadFilesResult,
  UploadListResult,
} from '../../../contract/upload.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { jpegWithGps, pdf, png, startS3, windowsProgram } from '../../../tests/support/upload-fixtures.ts';
import { LocalStorage } from '../../storage/local-storage.ts';
import { S3Storage } from '../../storage/s3-storage.ts';
import type { Storage } from '../../storage/storage.ts';

interface Part {
  field?: string;
  name: string;
  data: Buffer | string;
  type?: string;
}

// Every upload test runs on local disk and on an S3-compatible server (s3rver), so CI covers both.
const s3 = await startS3();
afterAll(() => s3.close());

const storages: [string, () => Storage][] = [
  ['local disk', () => new LocalStorage(mkdtempSync(join(tmpdir(), 'bc-uploads-')))],
  ['S3 (s3rver)', () => new S3Storage(s3.env)],
];

describe.each(storages)('uploads on %s', (_label, makeStorage) => {
  let api: TestApi;
  let storage: Storage;
  let owner: string;
  let second: string;
  let operator: string;

  beforeAll(async () => {
    storage = makeStorage();
    api = await createTestApi({ storage });
    owner = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
    second = await api.loginTo(demo.admin.user, demo.admin.password, demo.secondBrand);
    operator = await api.loginTo(demo.operator.user, demo.operator.password, demo.brand);
  });
  afterAll(() => api.close());

  async function send<T>(
    path: string,
    parts: Part[],
    o: { token?: string; brandId?: number; fields?: Record<string, string>; lang?: string } = {},
  ) {
    const form = new FormData();
    for (const [k, v] of Object.entries(o.fields ?? {})) form.append(k, v);
    for (const p of parts)
      form.append(
        p.field ?? 'file',
        new Blob([typeof p.data === 'string' ? p.data : new Uint8Array(p.data)], {
          type: p.type ?? 'application/octet-stream',
        }),
        p.name,
      );
    const headers: Record<string, string> = { BrandId: String(o.brandId ?? demo.brand) };
    const token = o.token ?? owner;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (o.lang) headers['Accept-Language'] = o.lang;
    const res = await api.app.request(path, { method: 'POST', headers, body: form });
    const body = (await res.json()) as { code: number; message: string; data: T };
    return { status: res.status, ...body };
  }

  async function fetchStored(url: string) {
    return url.startsWith('/') ? api.app.request(url) : fetch(url);
  }

  it('stores an image: size read, EXIF (GPS) removed, WebP thumbnail at thumb_width', async () => {
    const jpeg = await jpegWithGps(800, 600);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const a = await send<UploadedItem>('/brand/upload/file.html', [{ name: 'shop front.jpg', data: jpeg }], {
      fields: { kind: 'image', title: 'Shop front' },
    });
    expect(a.code).toBe(0);
    expect(a.data).toMatchObject({
      title: 'Shop front',
      kind: 'image',
      mime: 'image/jpeg',
      width: 800,
      height: 600,
    });
    expect(a.data.fileurl).toMatch(/\/1\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/);
    expect(a.data.fileurl).not.toContain('shop');
    const served = await fetchStored(a.data.fileurl);
    if (a.data.fileurl.startsWith('/')) {
      // Shown inline, and on the brand's own pages too (another origin).
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(served.headers.get('content-disposition')).toBeNull();
    }
    const stored = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(a.data.thumburl).toMatch(/_thumb\.webp$/);
    const thumb = await sharp(
      Buffer.from(await (await fetchStored(a.data.thumburl ?? '')).arrayBuffer()),
    ).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 320, height: 240 });
  });

  it('answers the first file when the same content comes again in the brand, a new one in another brand', async () => {
    const image = await png(30, 30, '#123456');
    const first = await send<UploadedItem>('/brand/upload/file.html', [{ name: 'a.png', data: image }]);
    const again = await send<UploadedItem>('/brand/upload/file.html', [{ name: 'b.png', data: image }]);
    expect(again.code).toBe(0);
    expect(again.data.id).toBe(first.data.id);
    expect(again.data.title).toBe('a');
    const other = await send<UploadedItem>('/brand/upload/file.html', [{ name: 'a.png', data: image }], {
      token: second,
      brandId: demo.secondBrand,
    });
    expect(other.data.id).not.toBe(first.data.id);
  });

  it('refuses a zero-byte file, a renamed program, a ../ name and a type that is not its extension, storing nothing', async () => {
    const list = () =>
      api.call<UploadListResult>('/brand/upload/imagelist.html', { token: owner, brandId: demo.brand });
    const before = await list();
    const cases: [Part, RegExp][] = [
      [{ name: 'empty.png', data: Buffer.alloc(0) }, /empty/],
      [{ name: 'holiday.jpg', data: windowsProgram() }, /program/],
      [{ name: 'report.pdf', data: windowsProgram() }, /program/],
      [{ name: '../../etc/evil.png', data: await png() }, /path/],
      [{ name: 'photo.png', data: pdf() }, /does not match/],
      [{ name: 'notes.exe', data: 'hello' }, /\.exe files may not be uploaded/],
    ];
    for (const [part, reason] of cases) {
      const a = await send<InvalidInput>('/brand/upload/file.html', [part], { lang: 'en' });
      expect(a.code, part.name).toBe(1);
      expect(a.message, part.name).toMatch(reason);
      expect(a.data.fields[0]?.field).toBe('file');
    }
    const after = await list();
    expect(after.data.total).toBe(before.data.total);
  });

  it('says why in Chinese by default', async () => {
    const a = await send('/brand/upload/file.html', [{ name: 'empty.png', data: Buffer.alloc(0) }]);
    expect(a.message).toBe('文件“empty.png”是空文件');
  });

  it('checks text formats: UTF-8 text passes as .txt, binary does not; SVG is served only as a download', async () => {
    const txt = await send<UploadedItem>(
      '/brand/upload/file.html',
      [{ name: 'readme.txt', data: 'hello 你好\n' }],
      {
        fields: { kind: 'file' },
      },
    );
    expect(txt.code).toBe(0);
    expect(txt.data.mime).toBe('text/plain; charset=utf-8');
    const binary = await send(
      '/brand/upload/file.html',
      [{ name: 'data.csv', data: Buffer.from([0, 1, 2, 255]) }],
      {
        lang: 'en',
      },
    );
    expect(binary.message).toMatch(/not valid \.csv text/);

    const allowSvg = await api.call('/brand/config/update.html', {
      token: owner,
      brandId: demo.brand,
      body: { cfg_attach_image_exts: 'jpg,jpeg,png,gif,webp,svg' },
    });
    expect(allowSvg.code).toBe(0);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const a = await send<UploadedItem>('/brand/upload/file.html', [{ name: 'logo.svg', data: svg }], {
      fields: { kind: 'image' },
    });
    expect(a.code).toBe(0);
    expect(a.data.thumburl).toBeUndefined();
    const res = await fetchStored(a.data.fileurl);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-disposition')).toBe('attachment');
    if (a.data.fileurl.startsWith('/')) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain('sandbox');
    }
    await api.call('/brand/config/update.html', {
      token: owner,
      brandId: demo.brand,
      body: { cfg_attach_image_exts: 'jpg,jpeg,png,gif,webp' },
    });
  });

  it('files.html stores several and names each refused file with its reason; an empty list is "parameter error"', async () => {
    const a = await send<UploadFilesResult>(
      '/brand/upload/files.html',
      [
        { field: 'files', name: 'one.png', data: await png(10, 10, '#010203') },
        { field: 'files', name: 'two.pdf', data: pdf() },
        { field: 'files', name: 'bad.jpg', data: windowsProgram() },
      ],
      { lang: 'en' },
    );
    expect(a.code).toBe(0);
    expect(a.data.list.map((f) => [f.title, f.kind])).toEqual([
      ['one', 'image'],
      ['two', 'file'],
    ]);
    expect(a.data.refused).toEqual([
      { name: 'bad.jpg', reason: 'The file "bad.jpg" is a program and may not be uploaded' },
    ]);
    const empty = await send('/brand/upload/files.html', []);
    expect([empty.code, empty.message, empty.data]).toEqual([
      1,
      '参数错误',
      { fields: [{ field: 'files', message: '参数错误' }] },
    ]);
  });

  it('refuses a body over the largest limit with HTTP 413, by its declared length before reading it', async () => {
    const res = await api.app.request('/brand/upload/file.html', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${owner}`,
        BrandId: String(demo.brand),
        'Content-Type': 'multipart/form-data; boundary=xyz',
        'Content-Length': String(2 * 1024 * 1024 * 1024),
      },
      body: '--xyz--',
    });
    expect(res.status).toBe(413);
  });

  it('refuses a streamed body that grows past the largest limit with HTTP 413, and a file past its kind with code 1', async () => {
    const set = (v: number) =>
      api.call('/brand/config/update.html', {
        token: owner,
        brandId: demo.brand,
        body: { cfg_attach_image_max_mb: v, cfg_attach_video_max_mb: v, cfg_attach_file_max_mb: v },
      });
    expect((await set(1)).code).toBe(0);
    try {
      const boundary = 'b0undary';
      const chunk = Buffer.alloc(256 * 1024, 0x41);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0)
            controller.enqueue(
              Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n`,
              ),
            );
          if (sent >= 3 * 1024 * 1024) {
            controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
            controller.close();
            return;
          }
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const res = await api.app.request('/brand/upload/file.html', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${owner}`,
          BrandId: String(demo.brand),
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
        },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);

      const over = await send(
        '/brand/upload/file.html',
        [{ name: 'big.txt', data: Buffer.alloc(1024 * 1024 + 10, 0x41) }],
        {
          fields: { kind: 'file' },
          lang: 'en',
        },
      );
      expect(over.status).toBe(200);
      expect(over.code).toBe(1);
      expect(over.message).toBe('The file "big.txt" is over the 1 MB limit');
    } finally {
      await api.call('/brand/config/update.html', {
        token: owner,
        brandId: demo.brand,
        body: { cfg_attach_image_max_mb: 5, cfg_attach_video_max_mb: 100, cfg_attach_file_max_mb: 20 },
      });
    }
  });

  it('lists the library newest first per kind, with keyword and paging; del removes an entry of the own brand only', async () => {
    for (const colour of ['#111111', '#222222', '#333333'])
      await send('/brand/upload/file.html', [
        { name: `banner ${colour}.png`, data: await png(12, 12, colour) },
      ]);
    const page = await api.call<UploadListResult>('/brand/upload/imagelist.html', {
      token: owner,
      brandId: demo.brand,
      body: { keyword: 'BANNER', pageSize: 2 },
    });
    expect(page.code).toBe(0);
    expect(page.data.total).toBe(3);
    expect(page.data.list.map((f) => f.title)).toEqual(['banner #333333', 'banner #222222']);
    const files = await api.call<UploadListResult>('/brand/upload/filelist.html', {
      token: owner,
      brandId: demo.brand,
    });
    expect(files.data.list.every((f) => f.kind === 'file')).toBe(true);
    const videos = await api.call<UploadListResult>('/brand/upload/videolist.html', {
      token: owner,
      brandId: demo.brand,
    });
    expect(videos.data.total).toBe(0);

    const target = page.data.list[0];
    if (!target) throw new Error('no file');
    const otherBrand = await api.call(`/brand/upload/del.html?id=${target.id}`, {
      method: 'GET',
      token: second,
      brandId: demo.secondBrand,
    });
    expect(otherBrand.code).toBe(1);
    const del = await api.call(`/brand/upload/del.html?id=${target.id}`, {
      method: 'GET',
      token: owner,
      brandId: demo.brand,
    });
    expect(del.code).toBe(0);
    // Its bytes wait for the delete's undo (server/modules/upload/change-undo-media.test.ts): gone from the library now.
    expect((await fetchStored(target.fileurl)).status).toBe(200);
    const after = await api.call<UploadListResult>('/brand/upload/imagelist.html', {
      token: owner,
      brandId: demo.brand,
      body: { keyword: 'banner' },
    });
    expect(after.data.total).toBe(2);
    const bad = await api.call('/brand/upload/imagelist.html', {
      token: owner,
      brandId: demo.brand,
      body: { pageSize: 1000 },
    });
    expect(bad.code).toBe(1);
    expect(bad.data).toEqual({ fields: [{ field: 'pageSize', message: expect.any(String) }] });
  });

  it("answers the library's total from the trigger-kept counts, moved by uploads and deletes", async () => {
    const list = async () =>
      (
        await api.call<UploadListResult>('/brand/upload/imagelist.html', {
          token: owner,
          brandId: demo.brand,
          body: { pageSize: 1 },
        })
      ).data;
    const before = await list();
    const added = await send<UploadedItem>('/brand/upload/file.html', [
      { name: 'counted.png', data: await png(9, 9, '#454545') },
    ]);
    // A full first page: the total is not the page's rows but the count, one more than before.
    const after = await list();
    expect(after.total).toBe(before.total + 1);
    expect(after.list.map((f) => f.id)).toEqual([added.data.id]);
    await api.call(`/brand/upload/del.html?id=${added.data.id}`, {
      method: 'GET',
      token: owner,
      brandId: demo.brand,
    });
    expect((await list()).total).toBe(before.total);
  });

  it("keeps the brand's logo in the library: deleting it is refused until the logo changes", async () => {
    const logo = await send<UploadedItem>('/brand/upload/file.html', [
      { name: 'the-logo.png', data: await png(10, 10, '#565656') },
    ]);
    const set = await api.call('/brand/config/update.html', {
      token: owner,
      brandId: demo.brand,
      body: { cfg_brand_logo: logo.data.fileurl },
    });
    expect(set.code).toBe(0);
    const del = () =>
      api.call(`/brand/upload/del.html?id=${logo.data.id}`, {
        method: 'GET',
        token: owner,
        brandId: demo.brand,
        headers: { 'Accept-Language': 'en' },
      });
    const refused = await del();
    expect([refused.code, refused.message]).toEqual([
      1,
      "This file is the brand's logo: change or remove the logo first",
    ]);
    expect((await fetchStored(logo.data.fileurl)).status).toBe(200);
    await api.call('/brand/config/update.html', {
      token: owner,
      brandId: demo.brand,
      body: { cfg_brand_logo: '' },
    });
    expect((await del()).code).toBe(0);
  });

  it("refuses without the rule (operator) with code 403, without a session with 401, in a brand not the user's with 403", async () => {
    const image = await png(5, 5);
    expect(
      (await send('/brand/upload/file.html', [{ name: 'x.png', data: image }], { token: operator })).code,
    ).toBe(403);
    expect(
      (await send('/brand/upload/files.html', [{ name: 'x.png', data: image }], { token: operator })).code,
    ).toBe(403);
    for (const p of ['imagelist', 'videolist', 'filelist'])
      expect((await api.call(`/brand/upload/${p}.html`, { token: operator, brandId: demo.brand })).code).toBe(
        403,
      );
    expect(
      (await api.call('/brand/upload/del.html?id=1', { method: 'GET', token: operator, brandId: demo.brand }))
        .code,
    ).toBe(403);
    expect(
      (await api.call('/upload/ueconfig.html', { method: 'GET', token: operator, brandId: demo.brand })).code,
    ).toBe(403);
    expect(
      (await send('/brand/upload/file.html', [{ name: 'x.png', data: image }], { token: '' })).code,
    ).toBe(401);
    const notMine = await api.loginTo(demo.operator.user, demo.operator.password, demo.brand);
    expect(
      (
        await send('/brand/upload/file.html', [{ name: 'x.png', data: image }], {
          token: notMine,
          brandId: demo.secondBrand,
        })
      ).code,
    ).toBe(403);
  });

  it('ueconfig answers what the editor may upload for the brand', async () => {
    const a = await api.call<UeConfig>('/upload/ueconfig.html', {
      method: 'GET',
      token: owner,
      brandId: demo.brand,
    });
    expect(a.code).toBe(0);
    expect(a.data).toMatchObject({
      uploadUrl: '/brand/upload/file.html',
      fieldName: 'file',
      image: { maxSize: 5 * 1024 * 1024, exts: ['jpg', 'jpeg', 'png', 'gif', 'webp'] },
      video: { maxSize: 100 * 1024 * 1024, exts: ['mp4', 'webm', 'mov'] },
      thumbWidth: 320,
    });
  });

  it('lets the console show and play files where they are stored (CSP img-src, media-src)', async () => {
    const csp = (await api.app.request('/bench/hello.html')).headers.get('content-security-policy') ?? '';
    const directive = (name: string) => csp.split(/;\s*/).find((d) => d.startsWith(`${name} `)) ?? '';
    const origin = storage.publicOrigin;
    for (const name of ['img-src', 'media-src']) {
      expect(directive(name)).toContain("'self'");
      if (origin) expect(directive(name).split(' ')).toContain(origin);
    }
    if (origin) expect(directive('script-src')).not.toContain(origin);
  });

  it('refuses a body that is not multipart', async () => {
    const a = await api.call('/brand/upload/file.html', {
      token: owner,
      brandId: demo.brand,
      body: { file: 'x' },
      lang: 'en',
    });
    expect(a.code).toBe(1);
    expect(a.message).toBe('Send files as multipart/form-data');
  });
});
